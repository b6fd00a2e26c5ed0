"""What the page answers on every screen: its own commands, and its own screens' addresses.

The update (update.py's `answer_command`) sends an event here when the screen on top does
not answer it (the language, the rules, the records, the settings, a notice, the link, the
tutorial, a game removed put back); :meth:`App.open_address` opens the screens an address
names (``#rules``).
"""

from __future__ import annotations

from collections.abc import Callable

from screens import Context, Event
from screens.tutorial import open_tutorial

#: The page's own screens that an address opens (``#rules``): over the game resumed.
SCREEN_ADDRESSES: dict[str, Callable[[Context], None]] = {
    "start": lambda app: app.to_start(),
    "rules": lambda app: app.open_rules(),
    "records": lambda app: app.open_records(),
    "settings": lambda app: app.open_settings(),
    "tutorial": open_tutorial,
}


def _dismiss(app: Context, event: Event) -> None:
    app.ui.notice = None


#: What the page answers on any screen that does not answer it itself.
PAGE_COMMANDS: dict[str, Callable[[Context, Event], None]] = {
    "en": lambda app, event: app.set_language("en"),
    "pt": lambda app, event: app.set_language("pt"),
    "rules": lambda app, event: app.open_rules(),
    "records": lambda app, event: app.open_records(),
    "settings": lambda app, event: app.open_settings(),
    "dismiss": _dismiss,
    "copy": lambda app, event: app.copy_link(),
    "tutorial": lambda app, event: open_tutorial(app),
    "restore-game": lambda app, event: app.restore_game(),
}
