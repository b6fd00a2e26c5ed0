"""The records kept on the device: games added once, stats, and files checked before use."""

from __future__ import annotations

import json
from datetime import date
from typing import Any

import pytest

from ffcore import Game, from_actions
from ffcore.cli import random_game
from keeping.record_book import (
    EMPTY,
    MAX_GAMES,
    MAX_TEXT,
    Records,
    RecordsError,
    add,
    begin_daily,
    export,
    import_,
    stats,
)
from texts.ui_text import t

DAY = date(2026, 11, 23)


def _solo(seed: int, level: str = "medium") -> Game:
    return random_game(1, seed, level)


def _some_records() -> Records:
    records = EMPTY
    for number, seed in enumerate((1, 2, 3)):
        records = add(records, _solo(seed), ["human"], day=date(2026, 11, 20 + number))
    return add(records, random_game(2, 4), ["human", "strong"], day=DAY)


def _entry(**changes: Any) -> dict[str, Any]:
    entry = {"date": "2026-11-23", "mode": "solo", "level": "hard",
             "players": [{"name": "Ann", "seat": "human", "score": 31}], "machine": 28,
             "result": "won", "daily": "2026-11-23", "code": "AgEBA0FubgMF"}
    entry.update(changes)
    return entry


def _file(*games: dict[str, Any], **top: Any) -> str:
    return json.dumps({"v": 1, "games": list(games), "daily_started": [], **top})


def test_a_finished_game_is_kept_once_with_its_result() -> None:
    game = _solo(5, "hard")
    records = add(EMPTY, game, ["human"], day=DAY)
    [entry] = records.games
    outcome = game.outcome()
    assert outcome.machine is not None
    assert (entry.date, entry.mode, entry.level, entry.code) == ("2026-11-23", "solo", "hard",
                                                                 game.to_code())
    assert entry.players[0].score == outcome.players[0].total
    assert entry.machine == outcome.machine.total
    assert entry.result == ("lost" if outcome.machine_wins else "won")
    assert add(records, game, ["human"], day=DAY) is records


def test_a_multiplayer_game_is_won_when_a_person_wins() -> None:
    game = random_game(3, 2)
    winners = set(game.outcome().winners)
    seats = ["human" if name in winners else "strong" for name in game.names]
    entry = add(EMPTY, game, seats, day=DAY).games[0]
    assert (entry.mode, entry.level, entry.machine, entry.result) == ("multi", None, None, "won")
    losing = ["strong" if name in winners else "human" for name in game.names]
    assert add(EMPTY, game, losing, day=DAY).games[0].result == "lost"


def test_an_unfinished_game_is_not_recorded() -> None:
    game = random_game(2, 1)
    cut = from_actions(game.names, None, game.seed, game.action_texts()[:5])
    with pytest.raises(ValueError):
        add(EMPTY, cut, ["human", "human"])
    with pytest.raises(ValueError):
        add(EMPTY, game, ["human"])


def test_only_the_first_daily_attempt_counts() -> None:
    records, first = begin_daily(EMPTY, DAY)
    again, second = begin_daily(records, DAY)
    assert first and not second and again == records
    records = add(records, _solo(1, "hard"), ["human"], daily=DAY, day=DAY)
    records = add(records, _solo(2, "hard"), ["human"], daily=DAY, day=DAY)
    assert [entry.daily for entry in records.games] == ["2026-11-23", None]


def test_stats_count_wins_by_level_best_scores_and_the_daily_streak() -> None:
    records = EMPTY
    for offset, seed in enumerate((1, 2, 3, 6)):
        day = date(2026, 11, 10 + offset + (offset == 3))  # 10, 11, 12, then 14
        records = add(records, _solo(seed, "easy"), ["human"], daily=day, day=day)
    records = add(records, random_game(2, 4), ["human", "steady"], day=DAY)
    games = records.games
    summary = stats(records, day=date(2026, 11, 15))
    easy = summary.levels[0]
    assert [level.level for level in summary.levels] == ["easy", "medium", "hard", "insane"]
    assert easy.played == 4 and easy.won == sum(entry.result == "won" for entry in games[:4])
    assert summary.levels[1].played == 0 and summary.levels[1].rate == 0.0
    assert summary.best["easy"] == max(entry.players[0].score for entry in games[:4])
    assert summary.best["multi"] == games[4].players[0].score
    top = [entry.players[0].score for entry in summary.top]
    assert top == sorted((entry.players[0].score for entry in games), reverse=True)
    assert (summary.streak, summary.best_streak) == (1, 3)
    assert stats(records, day=date(2026, 11, 16)).streak == 0
    assert [point.date for point in summary.series] == [entry.date for entry in games]
    assert summary.series[-1].machine is None and summary.games == 5


def test_export_and_import_give_the_same_records() -> None:
    records = _some_records()
    assert import_(export(records)) == records


def test_importing_merges_games_by_code_and_keeps_them_in_date_order() -> None:
    records = _some_records()
    older = add(EMPTY, _solo(9), ["human"], day=date(2026, 1, 1))
    merged = import_(export(records), older)
    assert len(merged.games) == len(records.games) + 1
    assert merged.games[0] == older.games[0]
    assert import_(export(records), merged) == merged
    doubled = json.loads(export(records))
    doubled["games"] += doubled["games"]
    assert import_(json.dumps(doubled)) == records


BAD_FILES = [
    ("not json", "records.error.json"),
    ("[1, 2]", "records.error.shape"),
    ('{"games": []}', "records.error.shape"),
    ('{"v": true, "games": []}', "records.error.shape"),
    ('{"v": 2, "games": []}', "records.error.newer"),
    ('{"v": 0, "games": []}', "records.error.version"),
    ('{"v": 1, "games": {}}', "records.error.shape"),
    ('{"v": 1, "games": [], "extra": 1}', "records.error.shape"),
    (_file(daily_started=["yesterday"]), "records.error.field"),
    (_file(*[_entry(code=f"c{n}") for n in range(MAX_GAMES + 1)]), "records.error.too-many"),
    (" " * (MAX_TEXT + 1), "records.error.size"),
    ("[" * 100_000 + "]" * 100_000, "records.error.json"),
]
BAD_GAMES = [
    ("date", {"date": "2026-02-30"}), ("date", {"date": 20261123}), ("mode", {"mode": "coop"}),
    ("level", {"level": None}), ("level", {"mode": "multi", "machine": None}),
    ("machine", {"machine": -1}), ("machine", {"machine": "28"}),
    ("score", {"players": [{"name": "Ann", "seat": "human", "score": 10**9}]}),
    ("score", {"players": [{"name": "Ann", "seat": "human", "score": True}]}),
    ("players", {"players": []}), ("players", {"players": "Ann"}),
    ("players", {"players": [{"name": "Ann", "seat": "human"}]}),
    ("name", {"players": [{"name": "A" * 41, "seat": "human", "score": 1}]}),
    ("name", {"players": [{"name": "  ", "seat": "human", "score": 1}]}),
    ("name", {"mode": "multi", "level": None, "machine": None, "daily": None,
              "players": [{"name": "Ann", "seat": "human", "score": 1},
                          {"name": "ann", "seat": "steady", "score": 2}]}),
    ("seat", {"players": [{"name": "Ann", "seat": "alien", "score": 1}]}),
    ("result", {"result": "draw"}), ("daily", {"daily": "soon"}),
    ("code", {"code": "<script>"}), ("code", {"code": "A" * 100_000}), ("code", {"code": ""}),
]


@pytest.mark.parametrize(("text", "key"), BAD_FILES)
def test_a_bad_file_is_refused_and_changes_nothing(text: str, key: str) -> None:
    current = _some_records()
    before = export(current)
    with pytest.raises(RecordsError) as refused:
        import_(text, current)
    assert refused.value.key == key
    assert export(current) == before
    for lang in ("en", "pt"):
        message = t(key, lang, **refused.value.params)
        assert message and "{" not in message


@pytest.mark.parametrize(("field", "changes"), BAD_GAMES)
def test_a_bad_game_in_a_file_names_the_game_and_field(field: str, changes: dict[str, Any]
                                                       ) -> None:
    text = _file(_entry(code="first"), _entry(**changes))
    with pytest.raises(RecordsError) as refused:
        import_(text, _some_records())
    assert refused.value.key == "records.error.game"
    assert refused.value.params == {"number": 2, "field": field}
    assert "2" in t("records.error.game", "pt", **refused.value.params)


@pytest.mark.parametrize("field", ["code", "daily", "result"])
def test_a_game_with_a_field_missing_or_unknown_is_refused(field: str) -> None:
    missing = _entry()
    del missing[field]
    for entry in (missing, _entry(colour="red")):
        with pytest.raises(RecordsError) as refused:
            import_(_file(entry))
        assert refused.value.params["field"] in (field, "colour")


def test_a_good_file_written_by_hand_is_read() -> None:
    records = import_(_file(_entry(), _entry(code="other", daily=None, date="2026-11-01"),
                            daily_started=["2026-11-23"]))
    assert [entry.code for entry in records.games] == ["other", "AgEBA0FubgMF"]
    assert records.daily_started == ("2026-11-23",)
    assert stats(records, day=DAY).streak == 1
