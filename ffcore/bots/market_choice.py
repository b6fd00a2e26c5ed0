"""The steady policy's market choice: each legal market action's worth to the acting player,
and the one it takes (a blueprint, a contractor, or a refresh of the blueprints)."""

from __future__ import annotations

from .. import rules
from ..actions import Action
from ..cards import CONTRACTORS, HAND_LIMIT
from ..state import State
from .valuation import Valuation

#: A market choice worth less than this makes the steady bot refresh the blueprints.
REFRESH_BELOW = 0.5


def market_choices(state: State, valuation: Valuation) -> list[tuple[float, Action]]:
    """Return each legal market action with the steady bot's estimate of its worth.

    Worths are changes in the valuation's :meth:`~ffcore.bots.valuation.Valuation.value`
    of the acting player; cards a contractor draws count at a blueprint's average worth.
    Refreshing is left to :func:`market_action` (worth minus infinity here).
    """
    seat = state.seat
    player = state.player
    base = valuation.value(state, seat)
    rivals = [other for other in range(len(state.players)) if other != seat]
    threat = {other: valuation.value(state, other, public=True) for other in rivals}
    scored: list[tuple[float, Action]] = []
    for action in rules.legal_actions(state):
        if action.kind == "take":
            card = state.market[action.number - 1]
            player.hand.append(card)
            worth = valuation.value(state, seat) - base
            player.hand.pop()
        elif action.kind == "hire":
            worth = _hire_worth(state, seat, action, base, valuation)
            if action.target:
                # The gift goes to the weakest rival; a stronger one costs a little more.
                worth -= 0.01 * (threat[action.target - 1] - min(threat.values()))
        elif action.kind == "refresh":
            worth = float("-inf")
        else:
            worth = 0.0
        scored.append((worth, action))
    return scored


#: Average printed cost of a blueprint (what Investor gives), and the worth of Engineer's
#: free building on top of its resources.
_AVERAGE_COST = (2, 2)
_ENGINEER_BUILD = 1.8


def _hire_worth(state: State, seat: int, action: Action, base: float,
                valuation: Valuation) -> float:
    """Return the change in worth of hiring a contractor, its gift to a rival counted against."""
    player = state.players[seat]
    contractor = CONTRACTORS[state.contractors[action.number - 1]]
    saved = (player.hand[:], player.metal, player.energy, player.extra_dice,
             player.specialist_dice, player.foreman)
    player.hand.remove(action.card)
    player.metal += contractor.metal
    player.energy += contractor.energy - contractor.extra_energy
    player.extra_dice += contractor.extra_dice
    player.specialist_dice += contractor.specialist_dice
    player.foreman = player.foreman or contractor.foreman
    if contractor.effect == "investor":
        player.metal += _AVERAGE_COST[0]
        player.energy += _AVERAGE_COST[1]
    worth = valuation.value(state, seat) - base
    (player.hand, player.metal, player.energy, player.extra_dice, player.specialist_dice,
     player.foreman) = saved
    metal_w, energy_w, card_w, _die_w = valuation.unit_worths(state.machine is not None)
    room = max(0, HAND_LIMIT - len(player.hand) + 1)
    worth += card_w * min(contractor.draw, room)
    if contractor.effect == "engineer":
        worth += _ENGINEER_BUILD
    if action.target and len(state.players) == 2:
        worth -= (card_w * contractor.opponent_draw + metal_w * contractor.opponent_metal
                  + energy_w * contractor.opponent_energy)
    return worth


def market_action(state: State, valuation: Valuation) -> Action:
    """Return the steady bot's market action."""
    scored = market_choices(state, valuation)
    best_worth, best = max(scored, key=lambda item: item[0])
    if best_worth < REFRESH_BELOW and not state.refreshed:
        refresh = refresh_choice(state)
        if refresh is not None:
            return refresh
    return best


def refresh_choice(state: State) -> Action | None:
    """Return a blueprint refresh paid with the cheaper resource, if worth it."""
    player = state.player
    if player.energy >= 2 or (player.energy and not player.metal):
        return Action("refresh", choice="blueprints", amounts=(0, 1))
    if player.metal >= 3:
        return Action("refresh", choice="blueprints", amounts=(1, 0))
    return None
