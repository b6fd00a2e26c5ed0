"""The page's replays, daily challenge and records, through the app (no browser)."""

from __future__ import annotations

import random
import re
from datetime import timedelta

from pagedriver import Driver
from randomplay import choose

import ffcore
import ffcore.daily
from effects import Copy
from keeping import record_book
from screens.records import RecordsScreen
from screens.replay import ReplayScreen


def _recorded(controller: Driver) -> bool:
    """Keep a game that ended here in the records (as the update settles each message);
    return whether they changed."""
    before = controller.app.records
    controller.app.device.save_records()
    return controller.app.records is not before


def _daily(controller: Driver, level: str, day: ffcore.daily.date) -> None:
    """Start a day's challenge from the start screen (back to it first, as a player goes)."""
    controller.command("new")
    controller.submit("start-daily", {"daily-name": "Ann", "daily-level": level},
                      day=day.isoformat())


def _play_to_end(controller: Driver, seed: int = 1) -> bool:
    """Play the controller's game to its end as the person at the device; return whether
    it went to the records (kept when the update that ended it settles)."""
    before = controller.app.records
    game = controller.game
    assert game is not None
    chooser = random.Random(seed)
    while not game.is_over:
        assert controller.act(str(choose(chooser, game.legal_actions(), "kinds")), sure=True)
    return controller.app.records is not before


def _finished(seed: int = 1) -> ffcore.Game:
    game = ffcore.new_game(["Ann"], seed=seed, machine="easy")
    chooser = random.Random(seed)
    while not game.is_over:
        game.apply(choose(chooser, game.legal_actions(), "kinds"))
    return game


def test_a_game_that_ends_here_is_kept_once_and_one_opened_over_is_not() -> None:
    controller = Driver()
    assert controller.start(["Ann"], machine="easy", seed=2)
    assert not _recorded(controller)  # not over yet
    assert _play_to_end(controller)
    assert not _recorded(controller)  # once
    (entry,) = controller.app.records.games
    assert entry.level == "easy" and entry.daily is None
    assert ffcore.from_code(entry.code).action_texts() == controller.game.action_texts()
    # Someone's finished game, opened from a link, is theirs: not this device's record.
    controller.open_link("g=" + _finished(3).to_code())
    assert controller.game is not None and controller.game.is_over
    assert not _recorded(controller)
    assert len(controller.app.records.games) == 1


def test_watching_a_replay_leaves_the_game_and_its_save_as_they_were() -> None:
    controller = Driver()
    assert controller.start(["Ann"], machine="easy", seed=2)
    _play_to_end(controller)
    saved = controller.app.session.save_text()
    controller.command("replay")
    screen = controller.app.screen
    assert isinstance(screen, ReplayScreen) and controller.screen == "replay"
    watching = screen.watching
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
    assert controller.app.session.save_text() == saved
    controller.command("replay-close")
    assert controller.screen == "final"
    assert controller.app.session.save_text() == saved


def test_a_bad_replay_link_is_explained_on_the_start_screen() -> None:
    controller = Driver()
    controller.app.open_address("r=not-a-game")
    assert controller.screen == "start"
    assert "does not hold a game" in str(controller.render())


def test_only_the_first_daily_attempt_counts_and_its_result_is_shared() -> None:
    controller = Driver()
    today = ffcore.daily.today()
    _daily(controller, "easy", today)
    daily = controller.app.session.daily
    assert daily is not None and daily.counts
    deal = ffcore.daily.daily_game(today, "easy", "Ann")
    assert controller.game is not None
    assert controller.game.state.market == deal.state.market
    assert _play_to_end(controller)
    assert controller.app.records.games[-1].daily == today.isoformat()
    (copied,) = controller.command("daily-share")
    assert isinstance(copied, Copy) and copied.done == "daily.copied"
    shared = copied.text
    assert f"https://ff.example/#{ffcore.daily.fragment(today, 'easy')}" in shared
    outcome = controller.game.outcome()
    assert str(outcome.players[0].total) in shared
    # The same day again: played, kept, but it does not count for the day.
    _daily(controller, "hard", today)
    daily = controller.app.session.daily
    assert daily is not None and not daily.counts
    assert _play_to_end(controller, seed=5)
    assert controller.app.records.games[-1].daily is None
    # Another day's deal (a friend's link) never counts either.
    _daily(controller, "easy", today - timedelta(days=3))
    daily = controller.app.session.daily
    assert daily is not None and not daily.counts


def test_a_friends_daily_link_offers_that_deal_or_says_why_not() -> None:
    controller = Driver()
    day = ffcore.daily.today() - timedelta(days=1)
    controller.app.open_address(ffcore.daily.fragment(day, "hard"))
    shown = str(controller.render())
    assert day.isoformat() in shown
    assert re.search(r'name="daily-level"[^>]*value="hard"[^>]*checked', shown)
    assert f'data-day="{day.isoformat()}"' in shown
    controller.app.open_address("d=2026-02-31.easy")
    assert controller.app.start.error


def test_a_bad_records_file_changes_nothing_and_says_why() -> None:
    controller = Driver()
    assert controller.start(["Ann"], machine="easy", seed=2)
    _play_to_end(controller)
    _recorded(controller)
    kept = controller.app.records
    controller.command("records")
    screen = controller.app.screen
    assert isinstance(screen, RecordsScreen)
    assert "records-export" in str(controller.render())
    controller.command("records-import", text='{"v": 1, "games": [{"date": "soon"}]}')
    assert controller.app.records is kept
    assert "damaged" in screen.message
    other = record_book.add(record_book.EMPTY, _finished(4), ["human"])
    controller.command("records-import", text=record_book.export(other))
    assert len(controller.app.records.games) == 2
    assert "2" in screen.message
