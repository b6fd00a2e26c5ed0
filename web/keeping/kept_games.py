"""The games kept on this device, in storage (games.py says what they are): each game under
its own key, saved after every change unless another tab saved it since, and beside it its
entry in the list, written when what the list shows of it changes (a few dozen bytes, and at
few moves: most write the game alone); an unreadable game set aside; and,
in the tab's own storage, the game the tab shows. Each tab writes only the keys of the
games it plays, so that two tabs on two games never write over each other. With device.py,
the only module that reads or writes storage; the keys are in store.py, the formats in
docs/formats.md.

What storage holds is read once when the page starts (`load`) and followed after (this
tab's writes, the other tabs' as the browser reports them), so that drawing reads nothing.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from keeping import games, games_file, saves
from keeping.games import HERE, Kept
from keeping.store import (
    BROKEN_KEY,
    BROKEN_PREFIX,
    ENTRY_PREFIX,
    GAME_PREFIX,
    SAVE_KEY,
    TAB_GAME_KEY,
    Store,
)
from play.session import Session

#: A game's time of last play is written to its entry at most this often (seconds) when
#: nothing else the list shows changed: the entry is not written at every move.
PLAYED_EVERY = 60


def game_key(key: str) -> str:
    """Return the storage key of the game kept as ``key``."""
    return GAME_PREFIX + key


def entry_key(key: str) -> str:
    """Return the storage key of the list's entry of the game kept as ``key``."""
    return ENTRY_PREFIX + key


class KeptGames:
    """The games kept, and what this tab last wrote or read of them."""

    def __init__(self, store: Store, session: Session, tab: Store,
                 clock: Callable[[], float] = time.time) -> None:
        self._store = store
        #: The tab's own storage (the browser's session storage).
        self._tab = tab
        self._clock = clock
        self.session = session
        #: The key of the game this tab shows, as last written in the tab's own storage.
        self._tab_game = tab.get(TAB_GAME_KEY)
        #: The games kept, by key, as this tab last read or wrote them (`load`).
        self.entries: dict[str, Kept] = {}
        #: The key of the game in play, and its save as this tab last wrote or read it there:
        #: anything else in storage under that key came from another tab.
        self._ours: tuple[str, str | None] = ("", None)
        #: Why a game kept could not be read, to tell the player (None: nothing to tell).
        self.refused: ValueError | None = None
        #: The game removed last, and its save, until another is removed: Undo puts it back.
        self.removed: tuple[Kept, str] | None = None

    def now(self) -> int:
        """Return the time, in whole seconds since 1970 (UTC)."""
        return int(self._clock())

    def load(self) -> None:
        """Read the games kept: each game's entry, made again from the game where it is lost
        or damaged, and gone with its game; the finished games but the tab's own leave the
        list (they are in the records), and the game earlier releases kept is moved in."""
        keys = self._store.keys()
        if keys is None:
            return
        stored = {key[len(GAME_PREFIX):] for key in keys if key.startswith(GAME_PREFIX)}
        listed = {key[len(ENTRY_PREFIX):] for key in keys if key.startswith(ENTRY_PREFIX)}
        for key in sorted(listed - stored):
            self._store.put(entry_key(key), None)
        for key in sorted(stored):
            kept = games.read_entry(self._store.get(entry_key(key)))
            if kept is not None and kept.key == key:
                self.entries[key] = kept
            else:
                self._find_again(key)
        tab = self.tab_game()
        for kept in list(self.entries.values()):
            if kept.over and kept.key != tab:
                self._store.put(game_key(kept.key), None)
                self._forget(kept.key)
        self._move_in_legacy()

    def _find_again(self, key: str) -> None:
        """List a game kept under ``key`` whose entry is lost; one that cannot be read is set
        aside, one from a newer release left where it is."""
        text = self._store.get(game_key(key)) or ""
        try:
            listed = saves.listed(text)
        except ValueError as error:
            if not (isinstance(error, saves.Refused) and error.key == "reason.save-newer"):
                self.set_aside(key, text, error)
            return
        now = self.now()
        self._note(games.entry(key, listed, _day(text), played=now, since=now, origin=HERE))

    def _move_in_legacy(self) -> None:
        """Move the one game an earlier release kept (SAVE_KEY) into the list: under a key
        of its own, as the same game if it is kept already (an earlier release's tab may
        have played on it); the old key goes once the game is safe in the new one. One that
        cannot be read is set aside, as earlier releases did."""
        text = self._store.get(SAVE_KEY)
        if text is None:
            return
        try:
            game, seats = saves.read(text)
        except ValueError as error:
            if self._store.put(BROKEN_KEY, text):
                self._store.put(SAVE_KEY, None)
            self.refused = error
            return
        moves = game.action_texts()
        daily = saves.daily_of(text)
        save = saves.write(game, seats, daily, coach=saves.coached(text))
        key = ""
        for other in self.find(games.identity(game.names, game.machine, game.seed, seats)):
            try:
                kept = saves.read(self._store.get(game_key(other.key)) or "")[0]
            except ValueError:
                continue
            stands = games.relation(kept.action_texts(), moves)
            if stands in (games.SAME, games.BEHIND):  # moved in already
                self._store.put(SAVE_KEY, None)
                return
            if stands == games.AHEAD:  # an earlier release's tab played on
                key = other.key
                break
        key = key or games.new_key(self.entries)
        if self._store.put(game_key(key), save):
            now = self.now()
            old = self.entries.get(key)
            self._note(games.entry(key, saves.listing(game, seats),
                                   daily.day.isoformat() if daily else None, played=now,
                                   since=old.since if old else now, origin=HERE))
            self._store.put(SAVE_KEY, None)
            if self.tab_game() is None:  # it was the game in play: a reload shows it
                self._tab_game = key
                self._tab.put(TAB_GAME_KEY, key)

    def tab_game(self) -> str | None:
        """Return the key of the game this tab showed last (a reload resumes it), if kept."""
        key = self._tab_game
        return key if key in self.entries else None

    def last_played(self) -> str | None:
        """Return the key of the unfinished game played last, if there is one."""
        unfinished = [kept for kept in games.newest_first(self.entries.values()) if not kept.over]
        return unfinished[0].key if unfinished else None

    def find(self, identity: str) -> list[Kept]:
        """Return the copies kept of the game of ``identity``, the one played last first."""
        return games.newest_first(kept for kept in self.entries.values() if kept.game == identity)

    def moves(self, key: str) -> list[str]:
        """Return the moves of the game kept as ``key``, as action texts (none when it
        cannot be read)."""
        try:
            return saves.moves(self._store.get(game_key(key)) or "")
        except ValueError:
            return []

    def read_game(self, key: str) -> str | None:
        """Return the save of the game kept as ``key``, now read as this tab's own."""
        text = self._store.get(game_key(key))
        self._ours = (key, text)
        return text

    def save(self) -> None:
        """Keep the game in play under its key when it changed, unless another tab saved it
        since; a new game gets a key of its own (no game kept is ever written over by
        another). Its entry follows when what the list shows of it changed, and the tab's
        own storage notes it as the game the tab shows.

        Another tab's save of this game is heard as the browser reports it, in a task of
        its own (`other_tab_saved`: the player is asked, and nothing is written until they
        answer), so a save reads nothing back first: a move costs one write."""
        session = self.session
        text = session.save_text()
        if text is None or self._store.blocked:
            return
        key = session.kept_as
        if not key:
            key = session.kept_as = games.new_key(self.entries)
            self._ours = (key, None)
        if self._ours[0] != key:
            self._ours = (key, self._store.get(game_key(key)))
        if text == self._ours[1]:
            return
        if not self._store.put(game_key(key), text):
            session.save_failed()
            return
        self._ours = (key, text)
        session.saved()
        self._list_game_in_play(key)
        if self._tab_game != key:
            self._tab_game = key
            self._tab.put(TAB_GAME_KEY, key)

    def _list_game_in_play(self, key: str) -> None:
        """Note the game in play in its entry as it now stands, when the list would show
        it otherwise (or its time of play is a while old)."""
        session, game = self.session, self.session.game
        assert game is not None
        now = self.now()
        old = self.entries.get(key)
        daily = session.daily.day.isoformat() if session.daily is not None else None
        if old is None:
            self._note(games.entry(key, saves.listing(game, session.seats), daily, played=now,
                                   since=now, origin=session.origin))
            return
        shown = (game.round, game.phase, game.current_player, tuple(session.seats), daily)
        if shown != (old.round, old.phase, old.turn, old.seats, old.daily) or \
                now - old.played >= PLAYED_EVERY:  # the same game: the same identity
            round_, phase, turn, seats, daily = shown
            self._note(old._replace(round=round_, phase=phase, turn=turn, seats=seats,
                                    daily=daily, played=now))

    def set_aside(self, key: str, text: str, error: ValueError) -> None:
        """Set an unreadable game aside (never deleted), out of the list, saying why."""
        self._store.put(BROKEN_PREFIX + key, text)
        self._store.put(game_key(key), None)
        self._forget(key)
        self.refused = error

    def remove(self, key: str) -> Kept | None:
        """Remove a game from the list and from storage (its room is free at once), kept in
        this page until another is removed, for Undo (see `restore`); return it (None: it
        is not kept)."""
        kept = self.entries.get(key)
        text = self._store.get(game_key(key))
        if kept is None or text is None or not self._store.put(game_key(key), None):
            return None
        self.removed = (kept, text)
        self._forget(key)
        return kept

    def restore(self) -> Kept | None:
        """Put the game removed last back in the list; return it (None: there is none, or
        storage has no room for it now)."""
        if self.removed is None:
            return None
        kept, text = self.removed
        if not self._store.put(game_key(kept.key), text):
            return None
        self.removed = None
        self._note(kept)
        return kept

    def every_save(self) -> list[tuple[Kept, str]]:
        """Return every game kept, with its save, the one played last first."""
        kept = [(entry, self._store.get(game_key(entry.key)))
                for entry in games.newest_first(self.entries.values())]
        return [(entry, text) for entry, text in kept if text is not None]

    def take_in(self, imported: list[games_file.Imported]) -> tuple[int, int, int]:
        """Keep the games of a file as any game that came from elsewhere is kept (games.py):
        one that continues a copy kept brings it up to date, one a copy kept continues or
        holds already changes nothing, any other is kept beside them. Return how many were
        added, brought up to date, and kept already. A game that storage has no room for is
        left out (counted as neither)."""
        added = updated = same = 0
        for game in imported:
            moves = game.game.action_texts()
            copies = [(kept, games.relation(self.moves(kept.key), moves))
                      for kept in self.find(games.identity(game.listed.names,
                                                           game.listed.machine,
                                                           game.listed.seed,
                                                           game.listed.seats))]
            if any(stands in (games.SAME, games.BEHIND) for _, stands in copies):
                same += 1
                continue
            ahead = [kept for kept, stands in copies if stands == games.AHEAD]
            key = ahead[0].key if ahead else games.new_key(self.entries)
            if not self._store.put(game_key(key), game.save):
                continue
            old = self.entries.get(key)
            self._note(games.entry(key, game.listed, game.daily,
                                   played=max(game.played, old.played if old else 0),
                                   since=old.since if old else game.since,
                                   origin=old.origin if old else game.origin))
            if ahead:
                updated += 1
            else:
                added += 1
        return added, updated, same

    def other_tab_saved(self, text: str | None) -> None:
        """Another tab changed the game in play: offer its game rather than overwrite it."""
        if text == self._ours[1]:
            return
        if self.session.game is None:
            self._ours = (self._ours[0], text)  # no game here to lose
        self.session.other_tab(text)

    def _note(self, kept: Kept) -> None:
        """List a game as ``kept`` says, and write its entry (one refused by a full storage
        is made again from the game when the page next starts)."""
        self.entries[kept.key] = kept
        self._store.put(entry_key(kept.key), games.entry_text(kept))

    def _forget(self, key: str) -> None:
        self.entries.pop(key, None)
        self._store.put(entry_key(key), None)

    def other_tab_kept(self, key: str, text: str | None) -> bool:
        """Another tab wrote ``key``: follow it; return whether it changes what this page
        shows (the list of games, the game in play)."""
        if key.startswith(ENTRY_PREFIX):
            kept = games.read_entry(text)
            listed = key[len(ENTRY_PREFIX):]
            if kept is None or kept.key != listed:
                self.entries.pop(listed, None)
            else:
                self.entries[listed] = kept
            return True
        if self._ours[0] and key == game_key(self._ours[0]):
            self.other_tab_saved(text)
            return True
        return False


def _day(text: str) -> str | None:
    """Return the day of the daily challenge a save is (None for any other game)."""
    daily = saves.daily_of(text)
    return daily.day.isoformat() if daily is not None else None
