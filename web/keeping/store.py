"""What the page keeps on the device, under which keys, through which store.

The app (app.py) reads and writes through a `Store`: in the browser, local storage
(glue/storage.py), which may be blocked (nothing can be kept) or full (a write fails);
under CPython, and in tests, a `MemoryStore`.
"""

from __future__ import annotations

from typing import Protocol

#: The games kept (games.py): each game under its own key (GAME_PREFIX and the game's key: a
#: local save, saves.py), and beside it its entry in the list (ENTRY_PREFIX and the key).
GAME_PREFIX = "ff-game-"
ENTRY_PREFIX = "ff-entry-"
#: An unreadable game set aside (never deleted), under this and its key.
BROKEN_PREFIX = "ff-broken-"
#: The one game earlier releases kept, moved into the list when the page starts, and an
#: unreadable one they set aside.
SAVE_KEY = "ff-save"
BROKEN_KEY = "ff-save-broken"
#: In the tab's own storage (sessionStorage): the key of the game the tab shows, which a
#: reload resumes (another tab may be playing another game).
TAB_GAME_KEY = "ff-tab-game"
#: The finished games kept on this device (record_book.py), and an unreadable copy set aside.
RECORDS_KEY = "ff-records"
RECORDS_BROKEN_KEY = "ff-records-broken"
#: The language chosen.
LANG_KEY = "ff-lang"
#: The other settings chosen on this device (screens/settings.py): the theme ("light",
#: "dark"; none: the system's), the pace of motion ("off", "fast", "normal", "slow"; none: the
#: system's) and whether a solo game starts with the coach ("on"; none: off). web/static/paint.js
#: reads the first two.
THEME_KEY = "ff-theme"
MOTION_KEY = "ff-motion"
COACH_KEY = "ff-coach"
#: Settings' values that earlier releases kept, and what each is now: "reduce" and "full"
#: were the two choices of motion before it had a pace.
SETTINGS_RENAMED = {"reduce": "off", "full": "normal"}
#: Each setting: its key and the values it takes, the first the default (kept as nothing).
SETTINGS = {"theme": (THEME_KEY, ("system", "light", "dark")),
            "motion": (MOTION_KEY, ("system", "off", "fast", "normal", "slow")),
            "coach": (COACH_KEY, ("off", "on"))}
#: The last board (or pass screen) shown, painted by web/static/paint.js on the next visit before
#: Python is ready: {"lang": ..., "html": ...}.
SCREEN_KEY = "ff-screen"
#: Set once the player has read the tip that cards open to be read.
TIP_KEY = "ff-tip-cards"
#: Set once the player has asked for a suggestion: from then on each is worked out ahead,
#: while the player looks at the board (a player who never asks spends no battery on them).
SUGGESTS_KEY = "ff-suggests"
#: The tutorial's step reached (a number), or "done" once it handed over to a real game.
TUTORIAL_KEY = "ff-tutorial"


class Store(Protocol):
    """Text kept under keys."""

    #: Whether the browser keeps nothing at all (every read is None, every write fails).
    blocked: bool

    def get(self, key: str) -> str | None:
        """Return the text kept under ``key``, or None."""

    def put(self, key: str, value: str | None) -> bool:
        """Keep ``value`` under ``key`` (None: forget it); return whether it was kept."""

    def keys(self) -> list[str] | None:
        """Return every key kept (None: the browser would not say)."""


class MemoryStore:
    """A store in memory, for tests and for running the page under CPython."""

    def __init__(self, items: dict[str, str] | None = None, *, blocked: bool = False,
                 full: bool = False, quota: int | None = None) -> None:
        self.items = dict(items or {})
        self.blocked = blocked
        #: A full store refuses every write (as local storage over its quota does).
        self.full = full
        #: The most characters it keeps, keys and values together (None: no limit): a write
        #: that would go past it is refused, as local storage's quota refuses it.
        self.quota = quota

    def get(self, key: str) -> str | None:
        return None if self.blocked else self.items.get(key)

    def put(self, key: str, value: str | None) -> bool:
        if self.blocked or (self.full and value is not None):
            return False
        if value is None:
            self.items.pop(key, None)
            return True
        if self.quota is not None and self.size() - len(self.items.get(key, "")) + \
                len(value) + (0 if key in self.items else len(key)) > self.quota:
            return False
        self.items[key] = value
        return True

    def keys(self) -> list[str] | None:
        return None if self.blocked else list(self.items)

    def size(self) -> int:
        """Return the characters kept, keys and values together."""
        return sum(len(key) + len(value) for key, value in self.items.items())
