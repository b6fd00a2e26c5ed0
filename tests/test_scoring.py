"""Each card's share of a score: the breakdowns add up to the scores the engine counts."""

from __future__ import annotations

import pytest
from randomplay import POLICIES, finished

from ffcore.cards import prestige
from ffcore.scoring import machine_points_by_card, prestige_by_card

#: (players, machine level) of the random games checked.
SETUPS = [(1, "easy"), (1, "insane"), (2, None), (3, None), (4, None), (5, None)]


@pytest.mark.parametrize(("players", "machine"), SETUPS)
@pytest.mark.parametrize("policy", POLICIES)
def test_card_shares_add_up_to_the_scores_of_finished_games(players: int, machine: str | None,
                                                            policy: str) -> None:
    for seed in range(3):
        game = finished(players, seed, machine, policy)
        result = game.outcome()
        for player, score in zip(game.state.players, result.players, strict=True):
            shares = prestige_by_card(player.compound)
            assert [slug for slug, _ in shares] == player.compound
            assert sum(points for _, points in shares) == score.prestige == \
                prestige(player.compound)
        if machine is not None:
            assert game.state.machine is not None and result.machine is not None
            shares = machine_points_by_card(game.state.machine.compound)
            assert sum(points for _, points in shares) == \
                result.machine.cards + result.machine.monuments
            assert result.machine.goods + sum(points for _, points in shares) == \
                result.machine.total


def test_each_beacon_is_worth_one_more_than_the_one_before() -> None:
    compound = ["beacon", "obelisk", "dojo", "beacon", "obelisk", "megalith", "beacon", "biolab"]
    assert prestige_by_card(compound) == (
        ("beacon", 2), ("obelisk", 2), ("dojo", 0), ("beacon", 3), ("obelisk", 2),
        ("megalith", 3), ("beacon", 4), ("biolab", 1))
    assert prestige(compound) == 17


def test_the_machine_scores_one_per_card_and_one_more_per_monument() -> None:
    assert machine_points_by_card(["biolab", "obelisk", "dojo", "beacon"]) == (
        ("biolab", 1), ("obelisk", 2), ("dojo", 1), ("beacon", 2))
