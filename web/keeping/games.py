"""The games kept on this device: every game started here or opened from a link, each under a
key of its own, with a small entry beside it that the start screen lists without reading the
game.

A game is a document with an identity (docs/formats.md, "The games kept"): its `identity`
is a digest of its setup, the same on every device that has it, so that a link to a game
already kept finds it. Its moves then say how the two copies stand (`relation`): a link
that continues the kept game brings it up to date, one that is behind it never takes it
back, one that departs from it is kept beside it. Each copy kept has its own ``key``, this
device's name for it; copies of one game share an identity.

The entries are what the list shows, the games under their keys are the truth: an entry
lost or damaged (a write refused by a full storage) is made again from its game
(kept_games.py). Entries are plain values; one the page cannot read is never a reason to
refuse the others.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, NamedTuple

from keeping.saves import Listed
from play.seats import SEATS, as_shared

#: The entries' format (`Kept.data`).
ENTRY_VERSION = 1
#: Where a game was first kept: started on this device, or opened from a link (or a file).
HERE, ELSEWHERE = "here", "link"


class Kept(NamedTuple):
    """One game kept on this device, as the list of games shows it."""

    #: This device's name for the copy (its storage key ends with it).
    key: str
    #: The game's identity (`identity`): copies of one game share it.
    game: str
    names: tuple[str, ...]
    #: Per seat: a person here, a person by link, or a bot level (seats.py).
    seats: tuple[str, ...]
    #: The Machine's level in a solo game, else None; the daily challenge's day, else None.
    machine: str | None
    daily: str | None
    round: int
    #: "market", "work" or "over"; the name of whoever is to move (None once over).
    phase: str
    turn: str | None
    #: When it was last played, and first kept (seconds since 1970, UTC).
    played: int
    since: int
    #: HERE or ELSEWHERE.
    origin: str

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def data(self) -> dict[str, Any]:
        """Return the entry as storage keeps it."""
        return {"v": ENTRY_VERSION, "key": self.key, "game": self.game,
                "names": list(self.names),
                "seats": list(self.seats), "machine": self.machine, "daily": self.daily,
                "round": self.round, "phase": self.phase, "turn": self.turn,
                "played": self.played, "since": self.since, "from": self.origin}


def identity(names: Sequence[str], machine: str | None, seed: int,
             seats: Sequence[str]) -> str:
    """Return the identity of a game from its setup: its players, The Machine's level, its
    seed, and who plays each seat as a link says it (a person, wherever they play, or a bot
    level). SHA-256, never ``hash()``: every device must find the same.

    >>> identity(["Ann", "Bob"], None, 7, ["human", "link"]) == \\
    ...     identity(["Ann", "Bob"], None, 7, ["link", "human"])
    True
    """
    setup = json.dumps([1, list(names), machine, seed, [as_shared(seat) for seat in seats]],
                       ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(setup.encode()).hexdigest()[:20]


def entry(key: str, listed: Listed, daily: str | None, *, played: int, since: int,
          origin: str) -> Kept:
    """Return the entry of a game kept under ``key``, from what its save says (saves.py)."""
    return Kept(key, identity(listed.names, listed.machine, listed.seed, listed.seats),
                listed.names, listed.seats, listed.machine, daily, listed.round, listed.phase,
                listed.turn, played, since, origin)


#: How a copy of a game stands beside the kept one, by their moves.
SAME, AHEAD, BEHIND, DEPARTS = "same", "ahead", "behind", "departs"


def relation(kept: Sequence[str], other: Sequence[str]) -> str:
    """Return how ``other``'s moves stand beside ``kept``'s (both as action texts): the
    same, AHEAD (it continues them), BEHIND (they continue it) or DEPARTS.

    >>> relation(["take 1"], ["take 1", "take 2"]), relation(["take 1"], ["take 2"])
    ('ahead', 'departs')
    """
    shorter = min(len(kept), len(other))
    if list(kept[:shorter]) != list(other[:shorter]):
        return DEPARTS
    if len(kept) == len(other):
        return SAME
    return AHEAD if len(other) > len(kept) else BEHIND


def new_key(taken: Iterable[str]) -> str:
    """Return a key no game kept has: eight letters of the system's entropy."""
    taken = set(taken)
    chooser = random.SystemRandom()
    while True:
        key = format(chooser.getrandbits(40), "010x")[:8]
        if key not in taken:
            return key


# Entries ----------------------------------------------------------------------------------

def entry_text(kept: Kept) -> str:
    """Return an entry as storage keeps it."""
    return json.dumps(kept.data(), ensure_ascii=False, separators=(",", ":"))


def read_entry(text: str | None) -> Kept | None:
    """Return the entry a text holds, or None when it holds none this release can read
    (fields a later release added are passed over)."""
    try:
        return _kept(json.loads(text)) if text else None
    except (ValueError, RecursionError):
        return None


def _kept(data: Any) -> Kept | None:
    """Return an entry, or None when it is not one this release can read."""
    if not isinstance(data, Mapping):
        return None
    try:
        kept = Kept(data["key"], data["game"], tuple(data["names"]), tuple(data["seats"]),
                    data["machine"], data["daily"], data["round"], data["phase"],
                    data["turn"], data["played"], data["since"], data["from"])
    except (KeyError, TypeError):
        return None
    texts = (kept.key, kept.game, kept.phase, kept.origin, *kept.names)
    numbers = (kept.round, kept.played, kept.since)
    if not all(isinstance(text, str) and text for text in texts) or \
            not all(isinstance(n, int) and not isinstance(n, bool) for n in numbers) or \
            len(kept.seats) != len(kept.names) or any(seat not in SEATS for seat in kept.seats) \
            or not all(isinstance(value, str | None)
                       for value in (kept.machine, kept.daily, kept.turn)):
        return None
    return kept


def newest_first(entries: Iterable[Kept]) -> list[Kept]:
    """Return the entries, the one played last first."""
    return sorted(entries, key=lambda kept: (-kept.played, -kept.since, kept.key))
