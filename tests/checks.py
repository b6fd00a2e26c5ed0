"""Assertions shared by the rule suites: legal texts, illegal actions, moving a game on."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ffcore import Game, IllegalAction
from ffcore.models import saved_state
from ffcore.state import PlayerState


def legal(game: Game) -> set[str]:
    """Return the texts of the current player's legal actions."""
    return {str(action) for action in game.legal_actions()}


def ann(game: Game) -> PlayerState:
    """Return the player in seat 0 (the one a scenario sets up by default)."""
    return game.state.players[0]


def assert_illegal(game: Game, text: str, code: str) -> None:
    """Check that an action is not offered, is refused with ``code`` and changes nothing."""
    assert text not in legal(game)
    before = saved_state(game.state)
    rng = game.state.rng.getstate()
    history = game.history
    with pytest.raises(IllegalAction) as caught:
        game.apply(text)
    assert caught.value.code == code, f"{text!r} refused as {caught.value.code}: {caught.value}"
    assert saved_state(game.state) == before
    assert game.state.rng.getstate() == rng
    assert game.history == history


def apply_all(game: Game, *texts: str) -> None:
    """Apply several action texts in order."""
    for text in texts:
        game.apply(text)


def advance(game: Game, done: Callable[[Game], bool], limit: int = 500) -> None:
    """Play plain moves (take slot 1 or pass, end work, discard, roll) until ``done``."""
    for _ in range(limit):
        if done(game):
            return
        options = legal(game)
        for text in ("take 1", "take 2", "take 3", "take 4", "pass", "roll", "end"):
            if text in options:
                game.apply(text)
                break
        else:
            game.apply(game.legal_actions()[0])
    raise AssertionError("the game did not reach the wanted position")
