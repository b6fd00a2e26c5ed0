"""The steady policy: the steady bot's answer at any step, from its parts.

Each part is a function of a whole state for the player to act: the work
turn's plan (:mod:`ffcore.bots.planner`), the market choice
(:mod:`ffcore.bots.market_choice`), the Foreman's values
(:mod:`ffcore.bots.foreman_choice`) and the discard at the round-end limits
(:mod:`ffcore.bots.discard_choice`). The steady bot plays it with the
hand-made valuation; the strong bot's rollouts play it, with the bot's own
valuation, for every player.
"""

from __future__ import annotations

from ..actions import Action
from ..state import State
from .discard_choice import limit_action
from .foreman_choice import FAST_FOREMAN, foreman_action
from .market_choice import market_action
from .planner import PLAN_NODES, work_plan
from .valuation import Valuation


def steady_plan(state: State, valuation: Valuation, limit: int = PLAN_NODES,
                fast: bool = False) -> list[Action]:
    """Return the steady bot's next action, followed by the rest of its work plan if any.

    ``fast`` trades a little judgement for speed in the rare costly choices (Foreman).
    """
    if plans_work(state):
        return work_plan(state, valuation, limit)
    if state.phase == "market":
        return [market_action(state, valuation)]
    if state.step == "foreman":
        return [foreman_action(state, valuation, *FAST_FOREMAN) if fast
                else foreman_action(state, valuation)]
    return [limit_action(state, valuation)]


def plans_work(state: State) -> bool:
    """Return whether the steady policy answers with a work plan (not a market choice, the
    Foreman's values or a discard at the round-end limits)."""
    return state.phase != "market" and state.step not in ("foreman", "discard")
