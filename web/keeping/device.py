"""What this device keeps, through a `Store` (store.py): with kept_games.py (the games kept,
which it holds), the only module that reads or writes it. The records of games finished
here; the language and the other settings; the tip read; the tutorial's step; the last
screen, for the next visit's first paint. The keys and their formats are in store.py and
docs/formats.md.

The page reads what is kept from here, never from storage: what storage holds is read
once when the page starts and followed after (this tab's writes, and the other tabs' as
the browser reports them), so that drawing a screen reads nothing."""

from __future__ import annotations

import json
import time
from collections.abc import Callable

from keeping import record_book
from keeping.kept_games import KeptGames
from keeping.record_book import EMPTY, Records, RecordsError
from keeping.store import (
    GAME_PREFIX,
    LANG_KEY,
    RECORDS_BROKEN_KEY,
    RECORDS_KEY,
    SCREEN_KEY,
    SETTINGS,
    SETTINGS_RENAMED,
    SUGGESTS_KEY,
    TIP_KEY,
    TUTORIAL_KEY,
    MemoryStore,
    Store,
)
from play.session import Session

#: Kept under TUTORIAL_KEY once the tutorial handed over to a real game (else the step).
TUTORIAL_DONE = "done"
#: A game's time of last play is written to the index at most this often (seconds) when
#: nothing else the list shows changed: the index is not written at every move.
PLAYED_EVERY = 60


def game_key(key: str) -> str:
    """Return the storage key of the game kept as ``key``."""
    return GAME_PREFIX + key


class Device:
    """The page's storage, and what it last wrote or read there."""

    def __init__(self, store: Store, session: Session, tab: Store | None = None,
                 clock: Callable[[], float] = time.time) -> None:
        self._store = store
        self.session = session
        #: The games kept (kept_games.py).
        self.kept = KeptGames(store, session, tab if tab is not None else MemoryStore(), clock)
        #: The tutorial's step reached, or TUTORIAL_DONE (None: never opened).
        self.tutorial = store.get(TUTORIAL_KEY)
        #: What the player chose or did here that the next visit keeps, as chosen (the
        #: handlers set these), and as last written (`keep` writes what differs).
        self.chosen: dict[str, str | None] = {}
        self._written: dict[str, str | None] = {TUTORIAL_KEY: self.tutorial}
        #: The records, and what was last written of them and of the screen.
        self.records: Records = EMPTY
        self._kept_records = self.records
        self._kept_screen = ""
        #: Whether to tell the player, once, that a card can be opened to be read (read
        #: when the page starts: see `load_tip`).
        self.card_tip = False
        #: Whether the player has asked for a suggestion on this device, as kept.
        self.suggests = store.get(SUGGESTS_KEY) is not None

    @property
    def blocked(self) -> bool:
        """Return whether the browser keeps nothing at all."""
        return self._store.blocked

    def never_played(self) -> bool:
        """Return whether this device has never played: no game kept, none finished, and
        the tutorial never opened."""
        return not self.kept.entries and not self.records.games and self.tutorial is None

    # The records ------------------------------------------------------------------------

    def load_records(self) -> None:
        """Read the kept records; an unreadable copy is set aside (never deleted)."""
        text = self._store.get(RECORDS_KEY)
        if text is not None:
            try:
                self.records = record_book.import_(text)
            except RecordsError:
                self._store.put(RECORDS_BROKEN_KEY, text)
        self._kept_records = self.records

    def save_records(self) -> None:
        """Keep a game that just ended in the records, and write them when they changed."""
        self.records = self.session.record(self.records)
        if self.records is not self._kept_records and \
                self._store.put(RECORDS_KEY, record_book.export(self.records)):
            self._kept_records = self.records

    # What the page shows ----------------------------------------------------------------

    def language(self) -> str | None:
        """Return the language chosen on this device before (None: none yet)."""
        return self._store.get(LANG_KEY)

    def keep_language(self, lang: str) -> None:
        self.chosen[LANG_KEY] = lang

    def setting(self, name: str) -> str:
        """Return a setting chosen on this device (store.SETTINGS), else its default."""
        key, values = SETTINGS[name]
        kept = self._store.get(key)
        kept = SETTINGS_RENAMED.get(kept, kept) if kept is not None else None
        return kept if kept in values else values[0]

    def keep_setting(self, name: str, value: str) -> None:
        """Keep a setting for the next visit (its default is kept as nothing)."""
        key, values = SETTINGS[name]
        if value in values:
            self.chosen[key] = None if value == values[0] else value

    def load_tip(self) -> None:
        """Read whether the tip that cards open to be read is still to be shown (never
        where nothing can be kept: it would show every visit)."""
        self.card_tip = self._store.get(TIP_KEY) is None and not self._store.blocked

    def keep_suggesting(self) -> None:
        """Keep that the player asks for suggestions, once they first do."""
        if self.session.asks_suggestions and not self.suggests:
            self.suggests = self._store.put(SUGGESTS_KEY, "1")

    def tip_seen(self) -> None:
        self.card_tip = False
        self.chosen[TIP_KEY] = "1"

    def keep_tutorial(self, reached: str) -> None:
        """Keep the tutorial's step reached (a number), or TUTORIAL_DONE."""
        self.tutorial = self.chosen[TUTORIAL_KEY] = reached

    def keep(self) -> None:
        """Write what the player chose or reached since the last message (`chosen`: the
        language, a setting, the tip read, the tutorial's step, a save set aside), each once
        per change. The handlers only note it: storage is written here, once a message has
        been handled (`App.settle`)."""
        for key, value in self.chosen.items():
            if key not in self._written or self._written[key] != value:
                self._store.put(key, value)
                self._written[key] = value

    def other_tab_kept(self, key: str, text: str | None) -> bool:
        """Another tab wrote ``key``: follow it; return whether it changes what this page
        shows (the list of games, the game in play)."""
        if key == TUTORIAL_KEY:
            self.tutorial = self._written[key] = text
            self.chosen.pop(key, None)
        return self.kept.other_tab_kept(key, text)

    def keep_screen(self, html: str, lang: str) -> None:
        """Keep a screen to paint on the next visit before Python is ready."""
        if html != self._kept_screen:
            self._kept_screen = html
            self._store.put(SCREEN_KEY, json.dumps({"lang": lang, "html": html}))

