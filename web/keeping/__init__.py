"""What the device keeps: the device (device.py, with the games kept, kept_games.py: the only
modules that read or write storage), the storage keys (store.py), and what is kept, in every
version the page wrote: a game's save (saves.py), the games kept and their entries (games.py),
every game as one file (games_file.py), the records (record_book.py)."""
