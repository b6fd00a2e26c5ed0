"""The page's shell, above the screens: the app (the router's stack of screens, the game in
play, the device), the one update and the messages it answers, the page's own commands, how a
game comes into play (opening.py) and is shared, and the work between clicks (work.py)."""
