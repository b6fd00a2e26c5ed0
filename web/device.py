"""What this device keeps, through a `Store` (store.py): the game in play, saved after
every change unless another tab saved since; the records of games finished here; the last
screen, for the next visit's first paint."""

from __future__ import annotations

import json

import records
from records import EMPTY, Records, RecordsError
from session import Session
from store import RECORDS_BROKEN_KEY, RECORDS_KEY, SAVE_KEY, SCREEN_KEY, TUTORIAL_KEY, Store


class Device:
    """The page's storage, and what it last wrote or read there."""

    def __init__(self, store: Store, session: Session) -> None:
        self.store = store
        self.session = session
        #: The save this tab last wrote or read: anything else in storage came from another tab.
        self.last_saved = store.get(SAVE_KEY)
        #: The records, and what was last written of them and of the screen.
        self.records: Records = EMPTY
        self._kept_records = self.records
        self._kept_screen = ""

    def save(self) -> None:
        """Keep the game in storage when it changed, unless another tab saved since."""
        session = self.session
        text = session.save_text()
        if text is None or text == self.last_saved or self.store.blocked:
            return
        current = self.store.get(SAVE_KEY)
        if current is not None and current != self.last_saved:
            session.other_tab(current)  # not ours: ask before overwriting it
            if session.save_text() is None:
                return
        if self.store.put(SAVE_KEY, text):
            self.last_saved = text
            session.saved()
        else:
            session.save_failed()

    def never_played(self) -> bool:
        """Return whether this device has never played: no game saved, none finished, and
        the tutorial never opened."""
        return self.store.get(SAVE_KEY) is None and not self.records.games and \
            self.store.get(TUTORIAL_KEY) is None

    def other_tab_saved(self, text: str | None) -> None:
        """Another tab changed the saved game: offer its game rather than overwrite it."""
        if text == self.last_saved:
            return
        if self.session.game is None:
            self.last_saved = text  # no game here to lose: the start screen offers it
        self.session.other_tab(text)

    def load_records(self) -> None:
        """Read the kept records; an unreadable copy is set aside (never deleted)."""
        text = self.store.get(RECORDS_KEY)
        if text is not None:
            try:
                self.records = records.import_(text)
            except RecordsError:
                self.store.put(RECORDS_BROKEN_KEY, text)
        self._kept_records = self.records

    def save_records(self) -> None:
        """Keep a game that just ended in the records, and write them when they changed."""
        self.records = self.session.record(self.records)
        if self.records is not self._kept_records and \
                self.store.put(RECORDS_KEY, records.export(self.records)):
            self._kept_records = self.records

    def keep_screen(self, html: str, lang: str) -> None:
        """Keep a screen to paint on the next visit before Python is ready."""
        if html != self._kept_screen:
            self._kept_screen = html
            self.store.put(SCREEN_KEY, json.dumps({"lang": lang, "html": html}))
