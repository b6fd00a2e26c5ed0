"""What the page keeps in local storage, in every version it ever wrote.

Version 2 (this one) keeps the game itself, not a code: its setup, the
canonical text of every action and the rules version it was played under,
which no engine change can reorder (docs/formats.md). Beside them, the round
and whether the game is over, so the start screen can describe the save
without replaying it. Version 1 (the first release) kept a share code::

    {"v": 1, "code": "<share code>", "seats": ["human", "steady"]}
    {"v": 2, "rules": 1, "names": ["Ann", "Bob"], "machine": null, "seed": 7,
     "actions": ["take 2", ...], "seats": ["human", "steady"], "round": 3, "over": false}

A daily challenge adds ``"daily": "2026-11-23", "counts": true`` (whether this
attempt is the first of its day; see record_book.py); a solo game with the coach on
adds ``"coach": true`` (coach.py). Readers that know neither ignore them.

Reading raises :class:`Refused` (with its reason's key in ``ui_text``) or
ffcore's ``BadCode``; nothing else.
"""

from __future__ import annotations

import json
from datetime import date
from functools import lru_cache
from typing import Any, NamedTuple

import ffcore
from ffcore import Game
from ffcore.rules import RULES_VERSION
from seats import BOT_LEVELS, HUMAN

VERSION = 2


class Refused(ValueError):
    """A stored game or link the page refuses; ``key`` names its reason in ui_text."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


class Summary(NamedTuple):
    """What the start screen says of a saved game."""

    names: list[str]
    round: int
    over: bool


def write(game: Game, seats: list[str], daily: Daily | None = None, *,
          coach: bool = False) -> str:
    """Return what local storage keeps for a game and its seats (and its daily challenge,
    and whether the coach is on)."""
    data = {"v": VERSION, "rules": RULES_VERSION, "names": list(game.names),
            "machine": game.machine, "seed": game.seed, "actions": game.action_texts(),
            "seats": seats, "round": game.round, "over": game.is_over}
    if daily is not None:
        data["daily"] = daily.day.isoformat()
        data["counts"] = daily.counts
    if coach:
        data["coach"] = True
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


class Daily(NamedTuple):
    """The daily challenge a game is: its day, and whether it counts (a first attempt)."""

    day: date
    counts: bool


def daily_of(text: str) -> Daily | None:
    """Return the daily challenge a stored game is (None for any other game).

    Version 2 keeps it as optional fields: ``"daily": "2026-11-23", "counts": true``.
    """
    try:
        data = json.loads(text)
        return Daily(date.fromisoformat(data["daily"]), data.get("counts") is True)
    except (ValueError, TypeError, KeyError, AttributeError):
        return None


def coached(text: str) -> bool:
    """Return whether a stored game has the coach on (the optional ``"coach": true``)."""
    try:
        return json.loads(text).get("coach") is True
    except (ValueError, AttributeError):
        return False


def read(text: str) -> tuple[Game, list[str]]:
    """Return the game and seats a stored text holds, in any version the page wrote."""
    data = _fields(text)
    if data["v"] == 1:
        game = ffcore.from_code(_typed(data, "code", str))
    else:
        actions = _typed(data, "actions", list)
        names = _typed(data, "names", list)
        machine = data.get("machine")
        if not all(isinstance(item, str) for item in actions + names) or not (
                machine is None or isinstance(machine, str)):
            raise Refused("reason.save-fields")
        game = ffcore.from_actions(names, machine, _typed(data, "seed", int), actions,
                                   rules=_typed(data, "rules", int))
    seats = data.get("seats")
    if not isinstance(seats, list) or len(seats) != len(game.names) or any(
            seat != HUMAN and seat not in BOT_LEVELS for seat in seats):
        raise Refused("reason.save-seats")
    return game, [str(seat) for seat in seats]


def summary(text: str | None) -> Summary | None:
    """Return what the start screen says of a stored game, or None if it cannot be read."""
    if not text:
        return None
    try:
        return _summary(text)
    except (ValueError, KeyError):  # BadCode and Refused included
        return None


@lru_cache(maxsize=4)
def _summary(text: str) -> Summary:
    data = _fields(text)
    if data["v"] == 1:  # only a code: replaying it is the way to know (once per text)
        game, _ = read(text)
        return Summary(list(game.names), game.round, game.is_over)
    names = _typed(data, "names", list)
    return Summary([str(name) for name in names], _typed(data, "round", int),
                   bool(data.get("over")))


def code_of(text: str | None) -> str | None:
    """Return the share code of a stored game (None if there is none or it cannot be read)."""
    if not text:
        return None
    try:
        return read(text)[0].to_code()
    except ValueError:
        return None


def _fields(text: str) -> dict[str, Any]:
    try:
        data = json.loads(text)
    except ValueError:
        raise Refused("reason.json") from None
    if not isinstance(data, dict):
        raise Refused("reason.save-version")
    version = data.get("v")
    if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
        raise Refused("reason.save-newer")
    if version not in (1, 2) or isinstance(version, bool):
        raise Refused("reason.save-version")
    return data


def _typed(data: dict[str, Any], key: str, kind: type) -> Any:
    value = data.get(key)
    if not isinstance(value, kind) or isinstance(value, bool):
        raise Refused("reason.save-fields")
    return value
