"""The orders share codes count legal actions in: format 1's restated order, format 2's."""

from __future__ import annotations

import pytest
from randomplay import POLICIES, new, play
from scenario import scenario

from ffcore import rules
from ffcore.game import _text_rank
from ffcore.orders import format1_order, format2_order


@pytest.mark.parametrize("policy", POLICIES)
@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_format1_order_is_the_order_the_engine_listed_when_it_shipped(players: int,
                                                                       policy: str) -> None:
    # The engine still lists its actions as it did when format 1 shipped; should that ever
    # change, this test is the one to drop, and format1_order keeps the old codes' meaning.
    for seed in range(12):
        game = new(players, seed, "hard" if players == 1 else None)
        while not game.is_over:
            legal = rules.legal_actions(game.state)
            assert format1_order(game.state, legal[::-1]) == legal  # a total order
            play(game, seed * 7 + len(game.history), policy, actions=1)


def test_format1_order_in_a_crowded_work_turn() -> None:
    # Every kind of activation at once, Replicator's copies of them included.
    game = scenario(compound=["temp-agency", "harvester", "replicator", "black-market",
                              "golem", "dojo", "mega-factory", "trash-compactor", "motherlode",
                              "warehouse", "recycling-plant", "manufactory"],
                    hand=["biolab", "biolab", "foundry", "refinery", "obelisk"],
                    market=["motherlode", "harvester", "dojo", "golem"],
                    dice=[2, 2, 2, 5, 5, 6], metal=6, energy=6)
    legal = rules.legal_actions(game.state)
    assert len({action.kind for action in legal}) >= 4
    assert sum(action.copy is not None for action in legal) > 10
    assert format1_order(game.state, legal) == legal
    assert format1_order(game.state, legal[::-1]) == legal


def test_format2_order_sorts_canonical_texts() -> None:
    game = play(new(3, 4), 4, actions=40)
    ordered = format2_order(game.legal_actions())
    texts = [text for text, _ in ordered]
    assert texts == sorted(str(action) for action in game.legal_actions())
    assert all(str(action) == text for text, action in ordered)


def test_a_played_action_is_recorded_at_its_place_among_the_sorted_texts() -> None:
    for players, seed in [(1, 3), (2, 5), (4, 8)]:
        game = new(players, seed, "medium" if players == 1 else None)
        while not game.is_over:
            legal = game.legal_actions()
            texts = [text for text, _ in format2_order(legal)]
            for action in legal:
                assert _text_rank(action, str(action), legal) == texts.index(str(action))
            play(game, seed + game.action_count, actions=1)
