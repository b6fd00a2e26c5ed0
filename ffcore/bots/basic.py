"""The random and steady bots."""

from __future__ import annotations

from .base import Bot, Decision, ForemanSearch, Known, Search
from .handmade_valuation import HANDMADE
from .hints import Reason, reason_for
from .planner import PLAN_NODES
from .steady import steady_plan
from .valuation import Valuation


class RandomBot(Bot):
    """Picks uniformly among the legal actions: a baseline."""

    name = "random"

    def _search(self, decision: Decision) -> Search:
        action = decision.legal[decision.rng.randrange(len(decision.legal))]
        return Known(decision, action, Reason("hint.random"))


class SteadyBot(Bot):
    """A heuristic player: plans each work turn whole and values every choice by its worth."""

    name = "steady"

    def __init__(self, seed: int = 0, plan_nodes: int = PLAN_NODES,
                 valuation: Valuation = HANDMADE) -> None:
        super().__init__(seed, valuation)
        self.plan_nodes = plan_nodes

    def _search(self, decision: Decision) -> Search:
        state = decision.state
        if state.step == "foreman":
            return ForemanSearch(decision)
        plan = steady_plan(state.copy(), decision.valuation, self.plan_nodes)
        reason = reason_for(state, plan[0], plan, len(decision.legal))
        return Known(decision, plan[0], reason)
