"""What the page keeps in local storage of one game, in every version it ever wrote.

Version 2 keeps the game itself, not a code: its setup, the canonical text of
every action and the rules version it was played under, which no engine change
can reorder (docs/formats.md). Beside them, the round and whether the game is
over, so the start screen can describe the save without replaying it. Version 3
(this one) adds the phase and who is to move (the list of games kept, games.py,
is rebuilt from them without a replay), and a seat may be ``"link"``: a person
who plays on another device (seats.py). Version 1 (the first release) kept a
share code::

    {"v": 1, "code": "<share code>", "seats": ["human", "steady"]}
    {"v": 2, "rules": 1, "names": ["Ann", "Bob"], "machine": null, "seed": 7,
     "actions": ["take 2", ...], "seats": ["human", "steady"], "round": 3, "over": false}
    {"v": 3, ...version 2's fields..., "seats": ["human", "link"], "phase": "work",
     "turn": "Ann"}

A daily challenge adds ``"daily": "2026-11-23", "counts": true`` (whether this
attempt is the first of its day; see record_book.py); a solo game with the coach on
adds ``"coach": true`` (coach.py). Readers that know neither ignore them.

Reading raises :class:`Refused` (with its reason's key in ``ui_text``) or
ffcore's ``BadCode``; nothing else.
"""

from __future__ import annotations

import json
from datetime import date
from typing import Any, NamedTuple

import ffcore
from ffcore import Game
from ffcore.rules import RULES_VERSION
from play.seats import BOT_LEVELS, HUMAN, SEATS

VERSION = 3
#: The versions read, and the seats each may hold.
_SEATS = {1: (HUMAN, *BOT_LEVELS), 2: (HUMAN, *BOT_LEVELS), 3: SEATS}


class Refused(ValueError):
    """A stored game or link the page refuses; ``key`` names its reason in ui_text."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


class Listed(NamedTuple):
    """What the list of games kept says of a stored game (games.py)."""

    names: tuple[str, ...]
    seats: tuple[str, ...]
    machine: str | None
    seed: int
    round: int
    phase: str
    turn: str | None
    over: bool


def write(game: Game, seats: list[str], daily: Daily | None = None, *,
          coach: bool = False, moves: Moves | None = None) -> str:
    """Return what local storage keeps for a game and its seats (and its daily challenge,
    and whether the coach is on); ``moves`` keeps the game's moves encoded from one save to
    the next (a save after a move encodes that move only)."""
    head = {"v": VERSION, "rules": RULES_VERSION, "names": list(game.names),
            "machine": game.machine, "seed": game.seed}
    tail: dict[str, object] = {"seats": seats, "round": game.round, "over": game.is_over,
                               "phase": game.phase, "turn": game.current_player}
    if daily is not None:
        tail["daily"] = daily.day.isoformat()
        tail["counts"] = daily.counts
    if coach:
        tail["coach"] = True
    texts = game.action_texts()
    actions = moves.json(texts) if moves is not None else _json(texts)
    return f'{_json(head)[:-1]},"actions":{actions},{_json(tail)[1:]}'


class Moves:
    """A game's moves as JSON, kept from one save to the next: each move is encoded once
    (a long game's save is written after every move)."""

    def __init__(self) -> None:
        self._texts: list[str] = []
        self._encoded: list[str] = []

    def json(self, texts: list[str]) -> str:
        """Return the JSON array of ``texts``, the moves kept encoded as far as they match."""
        kept = len(self._texts)
        if kept > len(texts) or texts[:kept] != self._texts:  # taken back, or another game
            self._texts, self._encoded, kept = [], [], 0
        for text in texts[kept:]:
            self._texts.append(text)
            self._encoded.append(_json(text))
        return f"[{','.join(self._encoded)}]"


def _json(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


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
            seat not in _SEATS[data["v"]] for seat in seats):
        raise Refused("reason.save-seats")
    return game, [str(seat) for seat in seats]


def listed(text: str) -> Listed:
    """Return what the list of games says of a stored game: read from its fields in version
    3, by replaying it in the versions that lack some; raise Refused or BadCode."""
    data = _fields(text)
    if data["v"] == 3:
        names, seats = _typed(data, "names", list), _typed(data, "seats", list)
        turn = data.get("turn")
        if not all(isinstance(item, str) for item in names + seats) or \
                not isinstance(data.get("machine"), str | None) or \
                not isinstance(turn, str | None) or len(seats) != len(names):
            raise Refused("reason.save-fields")
        return Listed(tuple(names), tuple(seats), data.get("machine"), _typed(data, "seed", int),
                      _typed(data, "round", int), _typed(data, "phase", str), turn,
                      data.get("over") is True)
    game, seats = read(text)
    return listing(game, seats)


def moves(text: str) -> list[str]:
    """Return the moves of a stored game, as action texts (replayed from a version-1 code);
    raise Refused or BadCode."""
    data = _fields(text)
    if data["v"] == 1:
        return read(text)[0].action_texts()
    actions = _typed(data, "actions", list)
    if not all(isinstance(action, str) for action in actions):
        raise Refused("reason.save-fields")
    return [str(action) for action in actions]


def listing(game: Game, seats: list[str]) -> Listed:
    """Return what the list of games says of a game."""
    return Listed(tuple(game.names), tuple(seats), game.machine, game.seed, game.round,
                  game.phase, game.current_player, game.is_over)


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
    if version not in _SEATS or isinstance(version, bool):
        raise Refused("reason.save-version")
    return data


def _typed(data: dict[str, Any], key: str, kind: type) -> Any:
    value = data.get(key)
    if not isinstance(value, kind) or isinstance(value, bool):
        raise Refused("reason.save-fields")
    return value
