"""The page's replays, daily challenge and records, through the controller (no browser)."""

from __future__ import annotations

import random
import re
import sys
from datetime import timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent.parent / "web"))

from randomplay import choose

import ffcore
import ffcore.daily
import records
from controller import Controller


def _play_to_end(controller: Controller, seed: int = 1) -> None:
    """Play the controller's game to its end as the person at the device."""
    game = controller.game
    assert game is not None
    chooser = random.Random(seed)
    while not game.is_over:
        assert controller.act(str(choose(chooser, game.legal_actions(), "kinds")), sure=True)


def _finished(seed: int = 1) -> ffcore.Game:
    game = ffcore.new_game(["Ann"], seed=seed, machine="easy")
    chooser = random.Random(seed)
    while not game.is_over:
        game.apply(choose(chooser, game.legal_actions(), "kinds"))
    return game


def test_a_game_that_ends_here_is_kept_once_and_one_opened_over_is_not() -> None:
    controller = Controller()
    assert controller.start(["Ann"], machine="easy", seed=2)
    assert not controller.record_finished()  # not over yet
    _play_to_end(controller)
    assert controller.record_finished()
    assert not controller.record_finished()  # once
    (entry,) = controller.records.games
    assert entry.level == "easy" and entry.daily is None
    assert ffcore.from_code(entry.code).action_texts() == controller.game.action_texts()
    # Someone's finished game, opened from a link, is theirs: not this device's record.
    controller.open_link("g=" + _finished(3).to_code(), None)
    assert controller.game is not None and controller.game.is_over
    assert not controller.record_finished()
    assert len(controller.records.games) == 1


def test_watching_a_replay_leaves_the_game_and_its_save_as_they_were() -> None:
    controller = Controller()
    assert controller.start(["Ann"], machine="easy", seed=2)
    _play_to_end(controller)
    saved = controller.save_text()
    controller.open_replay(controller.game)
    watching = controller.watching
    assert watching is not None and controller.screen == "replay"
    last = watching.replay.positions - 1
    watching.step(-1)
    assert watching.at == 0
    watching.playing = True
    watching.goto(last + 10)
    assert watching.at == last and not watching.playing  # stops at its end
    watching.goto(5)
    shown = str(controller.render())
    assert "data-action" not in shown  # a replay offers no move
    assert re.search(r"\b5\b\D+\b" + str(last) + r"\b", shown)
    assert controller.save_text() == saved
    controller.close_replay()
    assert controller.screen == "board" and controller.watching is None
    assert controller.save_text() == saved


def test_a_bad_replay_link_is_explained_on_the_start_screen() -> None:
    controller = Controller()
    controller.open_replay_code("not-a-game")
    assert controller.screen == "start" and controller.watching is None
    assert "does not hold a game" in str(controller.render())


def test_only_the_first_daily_attempt_counts_and_its_result_is_shared() -> None:
    controller = Controller()
    today = ffcore.daily.today()
    assert controller.start_daily("Ann", "easy", today)
    assert controller.daily is not None and controller.daily.counts
    deal = ffcore.daily.daily_game(today, "easy", "Ann")
    assert controller.game is not None
    assert controller.game.state.market == deal.state.market
    _play_to_end(controller)
    assert controller.record_finished()
    assert controller.records.games[-1].daily == today.isoformat()
    shared = controller.daily_share_text("https://example.test/")
    assert f"https://example.test/#{ffcore.daily.fragment(today, 'easy')}" in shared
    outcome = controller.game.outcome()
    assert str(outcome.players[0].total) in shared
    # The same day again: played, kept, but it does not count for the day.
    assert controller.start_daily("Ann", "hard", today)
    assert controller.daily is not None and not controller.daily.counts
    _play_to_end(controller, seed=5)
    assert controller.record_finished()
    assert controller.records.games[-1].daily is None
    # Another day's deal (a friend's link) never counts either.
    assert controller.start_daily("Ann", "easy", today - timedelta(days=3))
    assert not controller.daily.counts


def test_a_friends_daily_link_offers_that_deal_or_says_why_not() -> None:
    controller = Controller()
    day = ffcore.daily.today() - timedelta(days=1)
    controller.offer_daily(ffcore.daily.fragment(day, "hard"))
    shown = str(controller.render())
    assert day.isoformat() in shown
    assert re.search(r'name="daily-level"[^>]*value="hard"[^>]*checked', shown)
    assert f'data-day="{day.isoformat()}"' in shown
    controller.offer_daily("2026-02-31.easy")
    assert controller.start_error


def test_a_bad_records_file_changes_nothing_and_says_why() -> None:
    controller = Controller()
    assert controller.start(["Ann"], machine="easy", seed=2)
    _play_to_end(controller)
    controller.record_finished()
    kept = controller.records
    controller.import_records('{"v": 1, "games": [{"date": "soon"}]}')
    assert controller.records is kept
    assert "damaged" in controller.records_message
    other = records.add(records.EMPTY, _finished(4), ["human"])
    controller.import_records(records.export(other))
    assert len(controller.records.games) == 2
    assert "2" in controller.records_message
    controller.show_records()
    assert "records-export" in str(controller.render())
