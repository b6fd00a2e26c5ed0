"""A strong bot that sees the true future: the ceiling of today's valuation (issue #45).

The strong bot searches over deals of what it cannot see (deck order, contractor
order, dice to come). This one searches the same way over the game's real state,
its generator included, so every rollout and every plan past a roll or a draw
meets exactly what would happen. It thinks with the same valuation and budgets;
only information differs. Its win rate against The Machine says how much of the
strong bot's gap is information and how much is judgment.

Research only: it reads the live state, which no fair bot may do.
"""

from __future__ import annotations

from ffcore import rules
from ffcore.actions import Action
from ffcore.bots.base import Decision, ForemanSearch, Known, Search
from ffcore.bots.discard_choice import limit_action
from ffcore.bots.fitted_valuation import FITTED
from ffcore.bots.planner import CHANCE_LINES, CHANCE_NODES, Planner, unplaced_worth
from ffcore.bots.strong import CHANCE_AGAIN, MarketSearch, PlanSearch, StrongBot
from ffcore.bots.valuation import Valuation
from ffcore.state import State
from ffcore.views import ViewModel


class ClairvoyantDecision(Decision):
    """A decision whose every "deal" is the true state."""

    def __init__(self, view: ViewModel, seed: int, salt: str, valuation: Valuation,
                 truth: State) -> None:
        super().__init__(view, seed, salt, valuation)
        self.truth = truth

    def sample(self) -> State:
        """Return a copy of the true state, its generator (the dice to come) included."""
        return self.truth.copy()


class ClairvoyantPlanner(Planner):
    """A work-turn plan that plans on past a roll or draw over its one true outcome.

    Within a work turn nothing but the line's own actions draws on the generator,
    so the true outcome of a line's first roll or draw is what the root's
    generator gives next.
    """

    def __init__(self, state: State, valuation: Valuation, chance_samples: int = 0,
                 chance_lines: int = CHANCE_LINES, chance_again: int = 0,
                 first: Action | None = None) -> None:
        # One outcome is enough: every sample would be the same true one.
        super().__init__(state, valuation, min(chance_samples, 1), chance_lines,
                         chance_again, first)
        self._truth = state.rng.copy()

    def _plan_after(self, position: State, action: Action, seed: int) -> float:
        after = position.copy_for_turn(self._truth.copy())  # the deck stays in its real order
        rules.apply(after, action)
        again = self.chance_again
        planner = ClairvoyantPlanner(after, self.valuation, chance_samples=1 if again else 0,
                                     chance_lines=again, chance_again=again)
        planned = planner.run_past_chance(CHANCE_NODES)
        if planned.value == float("-inf"):
            return self.worth(after) + unplaced_worth(after.players[self.seat], self.valuation,
                                                      self.solo)
        return planned.value


class ClairvoyantPlanSearch(PlanSearch):
    """:class:`PlanSearch` with a :class:`ClairvoyantPlanner`."""

    def __init__(self, decision: Decision, nodes: int, chance_again: int) -> None:
        super().__init__(decision, nodes)
        self.planner = ClairvoyantPlanner(decision.state.copy(), decision.valuation, 1,
                                          chance_again=chance_again)


class ClairvoyantBot(StrongBot):
    """The strong bot searching over the true state, which it must be shown before each choice.

    Market choices weigh the same candidates over one rollout of the true deal
    (every deal would be the same); work turns plan as the strong bot does, past
    rolls and draws over their true outcome.
    """

    name = "strong"  # the same generator salt as the strong bot it is compared with

    def __init__(self, seed: int = 0, candidates: int | None = None,
                 plan_nodes: int | None = None, horizon: int = 0,
                 chance_again: int = CHANCE_AGAIN, valuation: Valuation = FITTED) -> None:
        super().__init__(seed, samples=1, candidates=candidates, horizon=horizon,
                         plan_nodes=plan_nodes, chance_again=chance_again, valuation=valuation)
        self.truth: State | None = None

    def see(self, state: State) -> None:
        """Show the bot the live state of the game it is about to choose in."""
        self.truth = state

    def decision(self, view: ViewModel) -> Decision:
        """Return a decision dealt from the true state; raise ValueError if none was shown."""
        if self.truth is None:
            raise ValueError("show the clairvoyant bot the game's state first (see())")
        return ClairvoyantDecision(view, self.seed, self.name, self.valuation, self.truth)

    def _search(self, decision: Decision) -> Search:
        state = decision.state
        _samples, candidates, plan_nodes = self.budget(state)
        if state.phase == "market":
            return MarketSearch(decision, 1, candidates, self.horizon,
                                self.rollout_budget(state), self.rival_nodes)
        if state.step == "foreman":
            return ForemanSearch(decision)
        if state.step == "discard":
            return Known(decision, limit_action(state.copy(), decision.valuation))
        return ClairvoyantPlanSearch(decision, plan_nodes, self.chance_again)
