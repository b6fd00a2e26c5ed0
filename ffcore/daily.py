"""The daily challenge: one solo deal a day, the same for everyone, from the UTC date.

The seed is the first 63 bits of the SHA-256 of the date's ISO text, so every
device, CPython or Pyodide, deals the same game on the same day without a
server (Python's ``hash()`` differs between runs; SHA-256 never does). The
player's name does not change the deal, the level of The Machine does (it is
dealt a level's cards).

A friend plays the same deal from the link fragment ``d=2026-11-23.hard``
(:func:`fragment`, :func:`parse_fragment`); a date more than a day ahead of
today's UTC date is refused, so nobody can open tomorrow's deal early.
Whether an attempt counts (the first of the day) is the records' concern
(``web/keeping/record_book.py``).
"""

from __future__ import annotations

import hashlib
import re
from datetime import UTC, date, datetime, timedelta

from .cards import MACHINE_LEVELS
from .catalogue import message
from .errors import BadCode
from .game import MAX_SEED, Game, new_game
from .scoring import Outcome

#: Put before the date in the hashed text, so the daily seeds are this game's own.
SEED_SALT = "fantastic-factories-daily"
_FRAGMENT = re.compile(r"(\d{4})-(\d{2})-(\d{2})\.([a-z]+)")


def daily_seed(day: date) -> int:
    """Return the seed of a day's deal."""
    digest = hashlib.sha256(f"{SEED_SALT}:{day.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:8], "big") & MAX_SEED


def today(now: datetime | None = None) -> date:
    """Return the UTC date (of ``now``, by default the present moment): the day's challenge."""
    return (now or datetime.now(UTC)).astimezone(UTC).date()


def daily_game(day: date, level: str, name: str) -> Game:
    """Return a new game of a day's deal against The Machine at ``level``.

    Raises BadSetup for a bad name or level.
    """
    return new_game([name], seed=daily_seed(day), machine=level)


def fragment(day: date, level: str) -> str:
    """Return the link fragment (without ``#``) that opens a day's deal at a level."""
    return f"d={day.isoformat()}.{level}"


def parse_fragment(text: str, now: date | None = None) -> tuple[date, str]:
    """Return the day and level of a ``d=DATE.LEVEL`` fragment (``#`` and ``d=`` optional).

    Raises BadCode if it does not hold a real date and a level, or names a day
    more than one day after ``now`` (by default today's UTC date).
    """
    value = text.strip().lstrip("#")
    value = value[2:] if value.startswith("d=") else value
    found = _FRAGMENT.fullmatch(value)
    if found is None or found[4] not in MACHINE_LEVELS:
        raise BadCode("bad-daily")
    try:
        day = date(int(found[1]), int(found[2]), int(found[3]))
    except ValueError:
        raise BadCode("bad-daily") from None
    if day > (now or today()) + timedelta(days=1):
        raise BadCode("bad-daily", variant="future", date=day.isoformat())
    return day, found[4]


def share_text(day: date, level: str, outcome: Outcome, link: str, lang: str = "en") -> str:
    """Return the short text a player shares after a day's challenge, ending with ``link``."""
    player = outcome.players[0]
    machine = outcome.machine.total if outcome.machine is not None else 0
    key = "daily.share.lost" if outcome.machine_wins else "daily.share.won"
    return message(key, lang, date=day.isoformat(), level=message(f"word.{level}", lang),
                   score=player.total, machine=machine, link=link)
