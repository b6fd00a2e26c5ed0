"""The discard at the round-end limits: of the legal discards, the one that keeps the most worth."""

from __future__ import annotations

from .. import rules
from ..actions import Action
from ..state import State
from .valuation import Valuation


def limit_action(state: State, valuation: Valuation) -> Action:
    """Return the discard that keeps the most worth."""
    best_worth, best = float("-inf"), None
    for worth, action in limit_worths(state, valuation):
        if best is None or worth > best_worth:
            best_worth, best = worth, action
    assert best is not None
    return best


def limit_worths(state: State, valuation: Valuation) -> list[tuple[float, Action]]:
    """Return each legal discard at the round-end limits with the expected lead it keeps."""
    return [(valuation.relative(trial, state.seat), action)
            for action, trial in limit_trials(state)]


def limit_trials(state: State) -> list[tuple[Action, State]]:
    """Return each legal discard at the round-end limits with the position it leaves."""
    seat = state.seat
    trials = []
    for action in rules.legal_actions(state):
        trial = state.copy()
        player = trial.players[seat]
        if action.card:
            player.hand.remove(action.card)
        else:
            player.metal -= action.amounts[0]
            player.energy -= action.amounts[1]
        trials.append((action, trial))
    return trials
