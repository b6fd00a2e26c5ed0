"""A game review: the strong bot looks again at each decision of one player.

At every position where the player chose among several moves, the strong bot
thinks from what the player could see then (their view, as when it plays)
and estimates two values in expected final points of lead: the move played's
and the move it prefers'. The difference is the points lost (never below 0).
Where the valuation knows it (the learned tables' win heads: solo games against
insane, and games of several players), the chance of winning is read at the same
positions as the points, and the difference is the chance lost.
How each kind of choice is weighed:

- a market choice: the strong bot's Monte Carlo (:class:`MarketSearch`), with
  the move played weighed among its candidates on the same sampled deals (the
  chance: its mean where the rollouts end);
- a work-turn move: the strong bot's plan (:class:`PlanSearch`) gives the move
  it prefers; then the best line that starts with the move played and the best
  that starts with the preferred move are searched with the same budget
  (:class:`ffcore.bots.planner.Planner` with ``first``). Ending the turn is
  valued as the position stands, its unplaced dice lost (the chance: where each
  line ends, or its mean over the outcomes planned past a roll or a draw);
- a Foreman choice: every set of values the Foreman may give is tried with a
  small plan, the best few and the best with the value played again with a
  larger one; setting a value is worth the best set that holds it (in points
  only: the dice left to roll count at their average, which no position holds);
- a discard at the round-end limits: the lead each discard keeps (the chance:
  where each discard leaves the player).

A review thinks in slices, like a bot's search: call :meth:`Review.step` with
a time slice until it returns True, then read :meth:`Review.results`. A call
returns once its slice is over and the piece of work under way is done: in
CPython pieces take at most about 25 ms, in Pyodide about three times that,
so the page should give 0.04 s slices to stay under 100 ms
(docs/benchmarks.md).
"""

from __future__ import annotations

import time
from collections.abc import Generator
from itertools import combinations_with_replacement
from typing import NamedTuple

from ..actions import END, ROLL, Action
from ..cards import WORKER_DICE
from ..game import Game
from ..replay import Replay
from ..state import State
from .base import Decision, ForemanSearch, Known
from .discard_choice import limit_trials, limit_worths
from .foreman_choice import foreman_trial, foreman_worth
from .hints import Reason, reason_for
from .planner import AVG_DIE, PLAN_NODES, Planner, planned_actions, unplaced_worth
from .strong import MarketSearch, PlanSearch, StrongBot

#: Sampled deals and market candidates for the review's market choices: fewer than the
#: strong bot's own in solo (16 and 9), so that a whole solo game is reviewed within a
#: minute in the browser. The move played is always weighed besides the candidates.
REVIEW_SAMPLES = 8
REVIEW_CANDIDATES = 5
#: Plan size of the first look at each set of Foreman values, and how many of the best
#: sets are looked at again with the full plan size (:data:`PLAN_NODES`).
FOREMAN_NODES = 12
FOREMAN_REFINE = 3
#: Positions a plan looks at between two yields, so a slice ends near its deadline.
_CHUNK = 10
#: Losses below this are the search's noise rather than mistakes: not listed by default.
MIN_LOSS = 0.5
#: A chance of winning lost below this (one percentage point) is not told: the advice
#: then speaks in points alone.
MIN_CHANCE = 0.01

#: A review's unit of work: a generator that yields between short pieces of work.
_Work = Generator[None, None, float]


class Finding(NamedTuple):
    """One decision reviewed: what was played, what the strong bot prefers, the cost."""

    #: The replay position where the choice was made (the number of actions before it).
    position: int
    round: int
    #: The canonical texts of the move played and of the move the strong bot prefers.
    played: str
    preferred: str
    #: The strong bot's whole intended line for a work turn, the preferred move first.
    line: tuple[str, ...]
    #: Estimated points lost by the move played (0 when it is as good).
    loss: float
    #: The market's blueprints and contractors then, to describe ``take`` and ``hire``.
    market: tuple[str, ...]
    contractors: tuple[str, ...]
    #: The chance of winning lost by the move played, 0 to 1 (below 0 where the heads
    #: disagree: more points lost, yet a better chance); None where it is not known (games
    #: with rivals, a Foreman's choice).
    chance: float | None = None

    def chance_percent(self) -> int | None:
        """Return the chance of winning lost, in whole percentage points, where it is known
        and at least :data:`MIN_CHANCE`; None where the advice speaks in points alone."""
        if self.chance is None or self.chance < MIN_CHANCE:
            return None
        return max(1, round(self.chance * 100))


class Review:
    """The review of one player's decisions in a game, worked out a slice at a time."""

    def __init__(self, source: Game | Replay, player: str | None = None, *,
                 bot: StrongBot | None = None) -> None:
        """Review ``player`` (by default the first seat) of a game or replay.

        ``bot`` is the strong bot that judges, with its budgets (by default one
        with the review's market budgets). Raises ValueError for an unknown player.
        """
        self.replay = source if isinstance(source, Replay) else Replay(source)
        self.player = self.replay.names[0] if player is None else player
        if self.player not in self.replay.names:
            raise ValueError(f"No player is called {self.player!r}.")
        self._begin(bot)

    def _begin(self, bot: StrongBot | None) -> None:
        """Set the judge up and the work to do (:meth:`_review`), none of it done yet."""
        self.bot = bot if bot is not None else StrongBot(0, samples=REVIEW_SAMPLES,
                                                         candidates=REVIEW_CANDIDATES)
        #: Every decision reviewed so far, in the order played.
        self.findings: list[Finding] = []
        self.done = False
        self._position = 0
        self._deadline = 0.0
        self._work = self._review()

    @property
    def progress(self) -> float:
        """Return how far the review has got, from 0 to 1."""
        if self.done:
            return 1.0
        return self._position / max(1, len(self.replay.actions))

    def step(self, max_seconds: float = 0.08) -> bool:
        """Review for about ``max_seconds`` at most; return True once every decision is done."""
        self._deadline = time.perf_counter() + max_seconds
        while not self.done:
            try:
                next(self._work)
            except StopIteration:
                self.done = True
            if time.perf_counter() >= self._deadline:
                break
        return self.done

    def run(self) -> list[Finding]:
        """Review to the end at once (the terminal's way) and return :meth:`results`."""
        while not self.step(3600.0):
            pass
        return self.results()

    def results(self, top: int | None = None, min_loss: float = MIN_LOSS) -> list[Finding]:
        """Return the costliest decisions so far, costliest first, from ``min_loss`` points."""
        found = sorted((finding for finding in self.findings if finding.loss >= min_loss),
                       key=lambda finding: (-finding.loss, finding.position))
        return found if top is None else found[:top]

    def _left(self) -> float:
        """Return the seconds left in this slice (0 once past the deadline)."""
        return max(0.0, self._deadline - time.perf_counter())

    # The review, as a generator that yields between short pieces of work --------------

    def _review(self) -> Generator[None, None, None]:
        replay = self.replay
        game = replay.game_at(0)
        for index, text in enumerate(replay.actions):
            self._position = index
            if game.current_player == self.player and len(game.legal_actions()) > 1:
                self.findings.append((yield from self._judge(game, index, text)))
            game.apply(text)
            yield

    def _judge(self, game: Game, index: int, text: str) -> Generator[None, None, Finding]:
        """Return the finding of the decision at ``index``, where ``text`` was played."""
        state = game.state
        view = game.view(self.player, log_from=game.log_size)
        search = self.bot.start(view)
        decision = search.decision
        played = decision.legal_twin(Action.parse(text))
        if isinstance(search, MarketSearch):
            search.also_weigh(played)
        if isinstance(search, MarketSearch | PlanSearch):
            search.read_chances()
            while not search.step(self._left()):
                yield
        preferred = search.best()
        line: list[Action] = [preferred]
        values: dict[Action, float] = {}
        # The chance of winning where each value was read (None: not known), or None for a
        # choice told in points only.
        chances: dict[Action, float | None] | None = {}
        if isinstance(search, MarketSearch):
            values = search.leads()
            chances = dict(search.chances_of_winning() or {})
        elif isinstance(search, PlanSearch):
            line = planned_actions(decision.state, search.planner.plan)
            if played != preferred:
                planned = (search.planner.plan.value, search.planner.chance_of_winning())
                first = yield from self._line_worth(decision, preferred)
                best = max(planned, first, key=lambda worth: worth[0])
                worth = yield from self._line_worth(decision, played)
                values = {preferred: best[0], played: worth[0]}
                chances = {preferred: best[1], played: worth[1]}
        elif isinstance(search, ForemanSearch):
            preferred, values = yield from self._foreman(decision, played)
            chances = None  # in points only (see the module's docstring)
        elif isinstance(search, Known):
            worths = limit_worths(decision.state, decision.valuation)
            preferred = max(worths, key=lambda item: item[0])[1]
            values = {action: worth for worth, action in worths}
            if played != preferred:
                chances = {action: decision.valuation.chance_of_winning(trial, state.seat)
                           for action, trial in limit_trials(decision.state)
                           if action in (played, preferred)}
        loss = max(0.0, values[preferred] - values[played]) if played != preferred else 0.0
        return Finding(index, state.round, str(played), str(preferred),
                       tuple(str(action) for action in line), loss,
                       tuple(state.market), tuple(state.contractors),
                       _chance_lost(decision, played, preferred, chances))

    def _line_worth(self, decision: Decision, first: Action
                    ) -> Generator[None, None, tuple[float, float | None]]:
        """Return the worth of the best work-turn line found that starts with ``first``, and
        its chance of winning (None where not known)."""
        state = decision.state
        if first == END:
            return (_end_worth(state, decision),
                    decision.valuation.chance_of_winning(state, state.seat))
        bot = self.bot
        planner = Planner(state.copy(), decision.valuation, bot.chance_samples,
                          chance_again=bot.chance_again, first=first, chances=True)
        worth = yield from _planned(planner, bot.budget(state)[2])
        return worth, planner.chance_of_winning()

    def _foreman(self, decision: Decision,
                 played: Action) -> Generator[None, None, tuple[Action, dict[Action, float]]]:
        """Return the Foreman move preferred, and the worth of it and of the move played."""
        state, valuation = decision.state, decision.valuation
        dice = state.player.dice
        free = sum(1 for die in dice if die.kind != "specialist" and not die.value)
        fixed = sum(1 for die in dice if die.kind != "specialist" and die.value)
        settable = min(free, WORKER_DICE - fixed)
        unset = AVG_DIE * (free - settable)
        rolled: tuple[int, ...] = ()  # no value set: every free die rolled
        first_look: dict[tuple[int, ...], float] = {
            rolled: foreman_worth(state, valuation, rolled, FOREMAN_NODES) + AVG_DIE * free}
        for values in combinations_with_replacement(range(1, 7), settable):
            first_look[values] = foreman_worth(state, valuation, values, FOREMAN_NODES) + unset
            yield
        ranked = sorted(first_look, key=lambda values: -first_look[values])
        again = ranked[:FOREMAN_REFINE]
        holding = [values for values in ranked
                   if (played == ROLL and not values) or played.number in values]
        if holding and holding[0] not in again:
            again.append(holding[0])
        worth: dict[tuple[int, ...], float] = {}
        for values in again:
            left = AVG_DIE * free if not values else unset
            planner = Planner(foreman_trial(state, values), valuation)
            worth[values] = (yield from _planned(planner, PLAN_NODES)) + left
        best = max(worth, key=lambda values: worth[values])
        preferred = Action("set", number=best[-1]) if best else ROLL
        mine = [value for values, value in worth.items()
                if (played == ROLL and not values) or played.number in values]
        return preferred, {preferred: worth[best], played: max(mine, default=worth[best])}


class MoveReview(Review):
    """The review of one move, as soon as it is played (the page's coach): the strong bot's
    look at ``text`` played in ``game`` (as it stood before the move), worked out a slice
    at a time like a whole review. Its :attr:`finding` is None for a forced move."""

    def __init__(self, game: Game, text: str, *, bot: StrongBot | None = None) -> None:
        """Raise ValueError when nobody is to move in ``game``."""
        player = game.current_player
        if player is None:
            raise ValueError("Nobody is to move: the game is over.")
        self.game = game.copy()
        self.text = text
        self.player = player
        self._begin(bot)

    @property
    def progress(self) -> float:
        return 1.0 if self.done else 0.0

    @property
    def finding(self) -> Finding | None:
        """Return the move's finding once reviewed (None for a forced move, or not yet)."""
        return self.findings[0] if self.findings else None

    def reason(self) -> Reason | None:
        """Return why the strong bot prefers its move, as a suggestion would say it (None
        before the move is judged, or for a forced one)."""
        finding = self.finding
        if finding is None:
            return None
        preferred = Action.parse(finding.preferred)
        plan = [Action.parse(text) for text in finding.line] or [preferred]
        return reason_for(self.game.state, preferred, plan, len(self.game.legal_actions()))

    def _review(self) -> Generator[None, None, None]:
        game = self.game
        if len(game.legal_actions()) > 1:
            self.findings.append((yield from self._judge(game, game.action_count, self.text)))


def _chance_lost(decision: Decision, played: Action, preferred: Action,
                 chances: dict[Action, float | None] | None) -> float | None:
    """Return the chance of winning the move played lost against the one preferred (0 when
    they are the same move), or None where it is not known (``chances`` None: a choice
    told in points only)."""
    if chances is None:
        return None
    if played == preferred:
        known = decision.valuation.chance_of_winning(decision.state, decision.state.seat)
        return None if known is None else 0.0
    best, mine = chances.get(preferred), chances.get(played)
    if best is None or mine is None:
        return None
    return best - mine


def _planned(planner: Planner, nodes: int) -> _Work:
    """Return the worth of the best line a planner finds in ``nodes`` positions, a chunk a time."""
    while not planner.finished and planner.plan.nodes < nodes:
        planner.run(min(_CHUNK, nodes - planner.plan.nodes))
        yield
    while planner.plan_past_chance():
        yield
    return planner.plan.value


def _end_worth(state: State, decision: Decision) -> float:
    """Return the worth of ending the work turn now: dice still unplaced are lost.

    Dice no floor has room for count as in any line, since no line places them.
    """
    planner = Planner(state.copy(), decision.valuation)
    seat = state.seat
    placeable = {action.dice[0] for action in decision.legal if action.kind == "place"}
    stranded = state.players[seat].copy()
    stranded.dice = [die for die in stranded.dice if die.value not in placeable]
    return planner.worth(state) + unplaced_worth(stranded, decision.valuation,
                                                 state.machine is not None)


__all__ = ["MIN_CHANCE", "MIN_LOSS", "Finding", "MoveReview", "Review"]
