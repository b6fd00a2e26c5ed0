"""The records of finished games kept on this device, and what they add up to.

Every finished game is one entry; the page keeps them in local storage and
can export them as a file and import one back. The format, version 1::

    {"v": 1,
     "games": [{"date": "2026-11-23", "mode": "solo", "level": "hard",
                "players": [{"name": "Ann", "seat": "human", "score": 31}],
                "machine": 28, "result": "won", "daily": "2026-11-23",
                "code": "<share code>"}],
     "daily_started": ["2026-11-23"]}

``mode`` is "solo" (one player against The Machine, whose ``level`` and
``machine`` score are set) or "multi" (2 to 5 players, both null). ``result``
is "won" when a person at this device won (solo: beat The Machine).
``daily`` is the day of the daily challenge the game counted for, else null;
``daily_started`` lists the days whose challenge was begun, since only a day's
first attempt counts (:func:`begin_daily`). Games are told apart by their
share code, which holds the whole game: the same game is never kept twice.

Reading a file (:func:`import_`) checks every field and raises
:class:`RecordsError` (its ``key`` and ``params`` name the reason in
``ui_text``) before anything is merged, so a bad file changes nothing.
Functions never change the records they are given: they return new ones.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from datetime import date, timedelta
from typing import Any, NamedTuple

from ffcore import Game
from ffcore.cards import MACHINE_LEVELS
from ffcore.codec import MAX_CODE_LENGTH
from ffcore.daily import today
from ffcore.limits import MAX_NAME_LENGTH, MAX_PLAYERS
from play.seats import BOT_LEVELS, HUMAN, as_shared

VERSION = 1
#: Games kept: the oldest go first beyond this (a few hundred kilobytes of storage).
MAX_GAMES = 2000
#: The longest file read, in characters: far above MAX_GAMES real games.
MAX_TEXT = 4_000_000
#: No score comes near this; a larger one is a damaged file.
MAX_SCORE = 1000
#: Games in the chart's score series, and in the best scores.
SERIES_LENGTH = 30
BEST_LENGTH = 5

_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
_CODE = re.compile(r"[A-Za-z0-9_-]+")
_ENTRY_KEYS = {"date", "mode", "level", "players", "machine", "result", "daily", "code"}
_PLAYER_KEYS = {"name", "seat", "score"}


class RecordsError(ValueError):
    """A records file the page refuses; ``key`` and ``params`` give the reason in ui_text."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


class RecordedPlayer(NamedTuple):
    """One seat of a recorded game: the name, who played it and the final score."""

    name: str
    seat: str
    score: int


class Entry(NamedTuple):
    """One finished game."""

    date: str
    mode: str
    level: str | None
    players: tuple[RecordedPlayer, ...]
    machine: int | None
    result: str
    daily: str | None
    code: str


class Records(NamedTuple):
    """Every game kept, oldest first, and the days whose daily challenge was begun."""

    games: tuple[Entry, ...] = ()
    daily_started: tuple[str, ...] = ()


EMPTY = Records()


# Keeping games ------------------------------------------------------------------------------

def add(records: Records, game: Game, seats: list[str], daily: date | None = None, *,
        day: date | None = None) -> Records:
    """Return the records with a finished game added (unchanged if it is already kept).

    ``daily`` is the day whose challenge this game is the first attempt of (see
    :func:`begin_daily`); it counts only if no other game counted for that day.
    ``day`` is the date recorded, by default today's UTC date. Raises ValueError
    if the game is not over or the seats do not match its players.
    """
    if not game.is_over:
        raise ValueError("Only a finished game is recorded.")
    if len(seats) != len(game.names):
        raise ValueError("The seats do not match the game's players.")
    code = game.to_code()
    if any(entry.code == code for entry in records.games):
        return records
    outcome = game.outcome()
    players = tuple(RecordedPlayer(score.name, as_shared(seat), score.total)
                    for score, seat in zip(outcome.players, seats, strict=True))
    # Won or lost for the people at this device: a friend by link keeps their own record.
    people = {name for name, seat in zip(game.names, seats, strict=True) if seat == HUMAN}
    won = not outcome.machine_wins and bool(people & set(outcome.winners))
    counted = daily is not None and game.machine is not None and not any(
        entry.daily == daily.isoformat() for entry in records.games)
    entry = Entry((day or today()).isoformat(), "solo" if game.machine else "multi",
                  game.machine, players,
                  outcome.machine.total if outcome.machine is not None else None,
                  "won" if won else "lost", daily.isoformat() if counted and daily else None,
                  code)
    return records._replace(games=(*records.games, entry)[-MAX_GAMES:])


def begin_daily(records: Records, day: date) -> tuple[Records, bool]:
    """Return the records with a day's challenge begun, and whether this attempt counts.

    Only the first attempt of a day counts: the page keeps the answer with the
    game and passes the day to :func:`add` only if it was True.
    """
    text = day.isoformat()
    if text in records.daily_started:
        return records, False
    started = sorted((*records.daily_started, text))[-MAX_GAMES:]
    return records._replace(daily_started=tuple(started)), True


# What they add up to ------------------------------------------------------------------------

class LevelRecord(NamedTuple):
    """Solo games against one level of The Machine."""

    level: str
    played: int
    won: int

    @property
    def rate(self) -> float:
        """Return the share of games won (0 when none was played)."""
        return self.won / self.played if self.played else 0.0


class Point(NamedTuple):
    """One game in the chart: its date, the best score of a person, The Machine's score."""

    date: str
    score: int
    machine: int | None


class Stats(NamedTuple):
    """What the records screen shows."""

    games: int
    #: Every level of The Machine, in order, played or not.
    levels: tuple[LevelRecord, ...]
    #: The best score of a person in each kind of game, by level ("multi" for the others).
    best: dict[str, int]
    #: The games with the best scores of a person, best first.
    top: tuple[Entry, ...]
    #: Days in a row with a daily challenge played, up to today or yesterday; and the most.
    streak: int
    best_streak: int
    #: The last games, oldest first, for the chart.
    series: tuple[Point, ...]


def stats(records: Records, day: date | None = None) -> Stats:
    """Return what the records add up to, the streak counted up to ``day`` (UTC today)."""
    games = records.games
    levels = tuple(LevelRecord(level, sum(1 for entry in games if entry.level == level),
                               sum(1 for entry in games if entry.level == level
                                   and entry.result == "won"))
                   for level in MACHINE_LEVELS)
    best: dict[str, int] = {}
    for entry in games:
        kind = entry.level or "multi"
        best[kind] = max(best.get(kind, 0), _person_score(entry))
    top = sorted(games, key=lambda entry: -_person_score(entry))[:BEST_LENGTH]
    series = tuple(Point(entry.date, _person_score(entry), entry.machine)
                   for entry in games[-SERIES_LENGTH:])
    streak, best_streak = _streaks({entry.daily for entry in games if entry.daily},
                                   day or today())
    return Stats(len(games), levels, best, tuple(top), streak, best_streak, series)


def _person_score(entry: Entry) -> int:
    """Return the best score of a person in a game (of anyone if bots played every seat)."""
    people = [player.score for player in entry.players if player.seat == HUMAN]
    return max(people or [player.score for player in entry.players])


def _streaks(days: set[str], now: date) -> tuple[int, int]:
    """Return the current run of days in a row (to ``now`` or the day before) and the longest."""
    dates = sorted(date.fromisoformat(text) for text in days)
    longest = run = 0
    previous: date | None = None
    for current in dates:
        run = run + 1 if previous is not None and current - previous == timedelta(days=1) else 1
        longest = max(longest, run)
        previous = current
    recent = previous is not None and now - previous <= timedelta(days=1)
    return (run if recent else 0), longest


# Files --------------------------------------------------------------------------------------

def export(records: Records) -> str:
    """Return the records as the JSON text of a file (and of local storage)."""
    games = [{"date": entry.date, "mode": entry.mode, "level": entry.level,
              "players": [player._asdict() for player in entry.players],
              "machine": entry.machine, "result": entry.result, "daily": entry.daily,
              "code": entry.code} for entry in records.games]
    return json.dumps({"v": VERSION, "games": games,
                       "daily_started": list(records.daily_started)},
                      ensure_ascii=False, separators=(",", ":"))


def import_(text: str, current: Records = EMPTY) -> Records:
    """Return ``current`` merged with the records of a file; raise RecordsError if it is bad.

    A game both hold (the same code) is kept once, as ``current`` has it;
    games are kept oldest first, the oldest dropped beyond MAX_GAMES.
    """
    if not isinstance(text, str) or len(text) > MAX_TEXT:
        raise RecordsError("records.error.size", size=f"{MAX_TEXT // 1_000_000} MB")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise RecordsError("records.error.json") from None
    if not isinstance(data, dict) or "v" not in data:
        raise RecordsError("records.error.shape")
    version = data["v"]
    if isinstance(version, bool) or not isinstance(version, int):
        raise RecordsError("records.error.shape")
    if version > VERSION:
        raise RecordsError("records.error.newer")
    if version != VERSION:
        raise RecordsError("records.error.version")
    games, started = data.get("games"), data.get("daily_started", [])
    if set(data) - {"v", "games", "daily_started"} or not isinstance(games, list) \
            or not isinstance(started, list):
        raise RecordsError("records.error.shape")
    if len(games) > MAX_GAMES or len(started) > MAX_GAMES:
        raise RecordsError("records.error.too-many", max=MAX_GAMES)
    entries = [_entry(item, number) for number, item in enumerate(games, 1)]
    if not all(isinstance(day, str) and _is_date(day) for day in started):
        raise RecordsError("records.error.field", field="daily_started")
    kept = {entry.code for entry in current.games}
    merged = list(current.games)
    for entry in entries:
        if entry.code not in kept:
            kept.add(entry.code)
            merged.append(entry)
    merged.sort(key=lambda entry: entry.date)  # stable: same-day games keep their order
    days = sorted(set(current.daily_started) | set(started))
    return Records(tuple(merged[-MAX_GAMES:]), tuple(days[-MAX_GAMES:]))


def _entry(item: Any, number: int) -> Entry:
    """Return one game of a file; raise RecordsError naming the game and the bad field."""
    def bad(field: str) -> RecordsError:
        return RecordsError("records.error.game", number=number, field=field)

    if not isinstance(item, dict):
        raise bad("game")
    odd = sorted(_ENTRY_KEYS ^ set(item))  # missing or unknown fields
    if odd:
        raise bad(odd[0])
    if not isinstance(item["date"], str) or not _is_date(item["date"]):
        raise bad("date")
    mode, level, machine = item["mode"], item["level"], item["machine"]
    solo = mode == "solo"
    if mode not in ("solo", "multi"):
        raise bad("mode")
    if (solo and level not in MACHINE_LEVELS) or (not solo and level is not None):
        raise bad("level")
    if (solo and not _is_score(machine)) or (not solo and machine is not None):
        raise bad("machine")
    players = item["players"]
    if not isinstance(players, list) or not (
            len(players) == 1 if solo else 2 <= len(players) <= MAX_PLAYERS):
        raise bad("players")
    seated = tuple(_player(player, bad) for player in players)
    if len({player.name.casefold() for player in seated}) != len(seated):
        raise bad("name")
    if item["result"] not in ("won", "lost"):
        raise bad("result")
    daily = item["daily"]
    if daily is not None and not (solo and isinstance(daily, str) and _is_date(daily)):
        raise bad("daily")
    code = item["code"]
    if not isinstance(code, str) or len(code) > MAX_CODE_LENGTH or not _CODE.fullmatch(code):
        raise bad("code")
    return Entry(item["date"], mode, level, seated, machine, item["result"], daily, code)


def _player(item: Any, bad: Callable[[str], RecordsError]) -> RecordedPlayer:
    if not isinstance(item, dict) or set(item) != _PLAYER_KEYS:
        raise bad("players")
    name, seat, score = item["name"], item["seat"], item["score"]
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME_LENGTH:
        raise bad("name")
    if seat != HUMAN and seat not in BOT_LEVELS:
        raise bad("seat")
    if not _is_score(score):
        raise bad("score")
    return RecordedPlayer(name, seat, score)


def _is_score(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_SCORE


def _is_date(text: str) -> bool:
    if not _DATE.fullmatch(text):
        return False
    try:
        date.fromisoformat(text)
    except ValueError:
        return False
    return True
