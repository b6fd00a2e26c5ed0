"""The daily challenge: the same deal for everyone on a day, another the next day."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta, timezone

import pytest

import ffcore
from ffcore.daily import daily_game, daily_seed, fragment, parse_fragment, share_text, today
from ffcore.models import SavedState, saved_state

DAY = date(2026, 11, 23)


def _deal(game: ffcore.Game) -> SavedState:
    """Return the dealt state, players' names left out (they do not change the deal)."""
    model = saved_state(game.state)
    return model.model_copy(update={"players": [player.model_copy(update={"name": ""})
                                                for player in model.players]})


def test_the_same_day_deals_the_same_game_to_everyone() -> None:
    assert _deal(daily_game(DAY, "hard", "Ann")) == _deal(daily_game(DAY, "hard", "Zoë"))
    game = daily_game(DAY, "hard", "Ann")
    assert game.machine == "hard" and game.seed == daily_seed(DAY)


def test_each_day_deals_another_game() -> None:
    deals = [_deal(daily_game(DAY + timedelta(days=n), "medium", "Ann")) for n in range(5)]
    assert all(one != other for n, one in enumerate(deals) for other in deals[n + 1:])


def test_the_seed_of_a_day_never_changes() -> None:
    # Pinned: a new Python, Pyodide or a refactor must deal the same daily games.
    assert daily_seed(DAY) == 7632339924876521227
    assert 0 <= daily_seed(date(9999, 12, 31)) < 2**63


def test_the_day_is_the_utc_date() -> None:
    late_in_brazil = datetime(2026, 11, 23, 22, 30, tzinfo=timezone(timedelta(hours=-3)))
    assert today(late_in_brazil) == date(2026, 11, 24)
    assert today(datetime(2026, 11, 23, 0, 0, tzinfo=UTC)) == DAY


def test_a_link_fragment_opens_the_same_deal() -> None:
    assert fragment(DAY, "hard") == "d=2026-11-23.hard"
    assert parse_fragment("#d=2026-11-23.hard", now=DAY) == (DAY, "hard")
    assert parse_fragment("2026-11-24.easy", now=DAY) == (DAY + timedelta(days=1), "easy")


@pytest.mark.parametrize(("text", "variant"), [
    ("d=2026-11-23", ""), ("d=2026-11-23.nightmare", ""), ("d=2026-02-30.hard", ""),
    ("d=20261123.hard", ""), ("d=<b>.hard", ""), ("", ""), ("d=2026-11-25.hard", "future")])
def test_a_bad_daily_link_is_refused_with_a_reason(text: str, variant: str) -> None:
    with pytest.raises(ffcore.BadCode) as refused:
        parse_fragment(text, now=DAY)
    assert refused.value.code == "bad-daily" and refused.value.variant == variant
    assert refused.value.text("pt") != refused.value.text("en")


def test_the_shared_result_says_the_day_level_scores_and_link() -> None:
    game = daily_game(DAY, "hard", "Ann")
    outcome = game.outcome()
    link = "https://example.org/#" + fragment(DAY, "hard")
    text = share_text(DAY, "hard", outcome, link)
    assert outcome.machine is not None and outcome.machine_wins  # 0 points each: a tie
    assert text.startswith("Fantastic Factories, daily challenge 2026-11-23 (Hard)")
    assert f"won {outcome.machine.total} to 0" in text and text.endswith(link)
    assert "Difícil" in share_text(DAY, "hard", outcome, link, lang="pt")


def test_a_won_challenge_says_so() -> None:
    won = ffcore.Outcome((ffcore.PlayerScore("Ann", 20, 11, 31, 0, 0, 0),),
                         ffcore.MachineScore(14, 12, 2, 28), ("Ann",), False, None)
    assert "I beat The Machine 31 to 28." in share_text(DAY, "hard", won, "L")
    assert "venci a Máquina por 31 a 28." in share_text(DAY, "hard", won, "L", lang="pt")
