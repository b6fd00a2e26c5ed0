"""A first end-to-end check of the public API; detailed suites live beside it."""

from scenario import scenario

import ffcore


def test_random_game_reaches_an_outcome() -> None:
    game = ffcore.new_game(["Ann", "Bob"], seed=1)
    while not game.is_over:
        game.apply(game.legal_actions()[0])
    assert game.current_player is None
    assert game.outcome().winners


def test_scenario_sets_dice_and_cards() -> None:
    game = scenario(hand=["biolab", "obelisk"], compound=["biolab"], dice=[1, 1, 5, 6],
                    energy=3)
    assert "activate biolab 1" in [str(action) for action in game.legal_actions()]
    game.apply("activate biolab 1")
    assert game.state.players[0].goods == 1
