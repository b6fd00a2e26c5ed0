"""The strong bot: search over what it cannot see, within a fixed budget.

Market choices are weighed by Monte Carlo: the most promising candidates
(by the steady heuristic) are each played out over the same sampled deals
(hidden hands, deck order and future dice dealt to fit the bot's view),
with the steady policy for every player to the end of the round, and the
candidate with the best average expected lead wins. Work turns are planned
with a much larger search than the steady bot's, which also plans on past its
best lines that roll or draw, over sampled outcomes. All of it, rollouts
included, thinks with the bot's valuation: by default the learned one
(:data:`ffcore.bots.learned.LEARNED`: the fitted one, plus tables learned by
self-play, against The Machine in solo games and at tables of 2 to 5 seats in games
with rivals, and in solo games the strong bot's edge over the player they learned
from), where the steady bot has the hand-made one.

Budgets count rollouts and positions, never seconds, so a seed gives the
same choice on any machine; a time cap exists only as a safety net.
"""

from __future__ import annotations

import math
import time

from .. import rules
from ..actions import Action
from ..cards import GOODS_TRIGGER
from ..state import State
from .base import Bot, Decision, ForemanSearch, Known, Search
from .discard_choice import limit_action
from .foreman_choice import FAST_FOREMAN, ForemanChoice
from .hints import reason_for
from .learned import LEARNED
from .market_choice import market_choices, refresh_choice
from .planner import Planner, plan_work, planned_actions
from .steady import plans_work, steady_plan
from .valuation import Valuation, machine_rate

#: Positions the strong bot's work-turn plan may look at.
PLAN_NODES = 1500
#: Positions per plan of the bot's own inside a rollout. Its rivals share as many among
#: them (60 each for one rival, 15 each for four; see :class:`Rollout`).
ROLLOUT_NODES = 60
#: The same in the rollouts of a solo game's suggestion (:func:`ffcore.bots.suggester`): a
#: third as many, so that on a phone a suggestion asked the moment a turn begins comes near
#: the issue's limits (a p95 of 1.5 s at CPU 4x). Tried as the bot's own in 602 paired games
#: against insane: -0.04 ± 0.30 points a game, 46.3% won to 45.7%; no loss shown, none ruled
#: out (research/RECORD.md), so the bot keeps its own.
SUGGESTION_ROLLOUT_NODES = 20
#: The positions a solo game's suggestion may look at a decision (see :class:`MarketSearch`
#: and :class:`PlanSearch`): a budget of work done, not of time, so a seed gives the same
#: choice on any machine. It cuts the costliest decisions (late rounds, many cards): the
#: longest suggestion at CPU 4x fell from 6.8-8.7 s to 2.6-3.2 s. Tried in 600 paired games
#: against insane: +0.04 ± 0.30 points a game against the bot's own choices (research/RECORD.md).
SUGGESTION_POSITIONS = 6000
#: Market candidates kept for Monte Carlo, and sampled deals per candidate with two
#: seats. A deal is played through the round for every seat, so with more seats there
#: are fewer (``SAMPLES * 2 // seats``: 5 for three seats, 4 for four, 3 for five); with
#: the rivals' cheaper plans, a market decision then costs no more than with two.
CANDIDATES = 5
SAMPLES = 8
#: Solo games get a larger budget: with one seat to think for, a decision still takes
#: well under the 0.25 s target, and the larger search wins more against The Machine.
SOLO_SAMPLES = 16
SOLO_CANDIDATES = 9
SOLO_PLAN_NODES = 3000
#: Deals a candidate in a solo game's known last round. Its deals are played to the game's
#: end, so each is simply won or lost, and 16 of them tell a chance only to about ±0.12:
#: three times as many won +1.5 games in 100 on 1,000 paired insane games (research/RECORD.md), at
#: a last-round decision still shorter than most (0.4 s of CPython, where the p95 is 1.3 s).
SOLO_LAST_SAMPLES = 48
#: Solo market searches race their candidates in this many stages by successive halving
#: (see :class:`MarketSearch`): a third of the time at the p95 of an unraced search, with
#: no loss measured in paired trials against insane (research/RECORD.md). Searches with
#: rivals, whose deals are fewer, play every candidate on every deal.
SOLO_RACE = 4
#: Outcomes a work-turn plan plans on after its best lines that roll or draw (0: it
#: values such a line where it stops; see :class:`ffcore.bots.planner.Planner`).
CHANCE_SAMPLES = 3
#: How many of their own best lines that roll or draw the plans made after such a line
#: plan on past in turn, over one outcome each (0: they value such lines where they stop).
CHANCE_AGAIN = 2
#: Rounds a rollout plays past the current one.
HORIZON = 0
#: With ``near_end``, a solo market search's rollouts play on through the next round as
#: well once The Machine's goods plus twice its goods a round come within two of the goods
#: that end the game, the end not yet triggered: from there The Machine triggers the end in
#: the next round 20-80% of the time (100 steady games against insane, research/RECORD.md), which
#: a value read at this round's end sees late.
NEAR_END_GOODS = GOODS_TRIGGER - 2
#: How far a solo game's final lead strays from the valuation's estimate at a round's start
#: (one standard deviation, in points), by the whole rounds left after that round: 0, 1, ...,
#: 6 or more (``research/win_spread.py``, 2,000 games of the steady policy against insane).
SPREAD = (1.64, 2.15, 2.36, 2.67, 2.95, 3.19, 3.72)
#: ``to_win`` settings of the market search (see :class:`MarketSearch`): never (the lead
#: alone), every round (the strong bot's: +4.3 ± 3.2 games won in 100 on 463 paired insane
#: games, the mean lead unchanged; research/RECORD.md), or the known last round only.
TO_WIN_NEVER = 0
TO_WIN_EVERY_ROUND = 1
TO_WIN_LAST_ROUND = 2
#: What a point of mean lead adds to a mean chance of winning, where chances are weighed:
#: too little to outweigh a real difference in chance (a point is worth some 0.1 of chance
#: mid-game), enough to rank candidates all but sure to win (or lose) by their points.
LEAD_IN_CHANCE = 0.001
#: The rollouts choose the Foreman's values a die at a time (1), not from every set (0):
#: 24 plans for four dice rather than 126, the longest decisions a third as long, with no
#: loss in 1,000 paired games against insane (research/RECORD.md).
GREEDY_FOREMAN = 1
#: Seconds after which a search gives its best so far (a safety net only).
TIME_CAP = 20.0
#: Positions a plan looks at between two looks at the clock.
_CHUNK = 40


class Rollout:
    """The steady policy played for everyone through a round, an action at a time.

    It stops whenever its deadline passes and goes on at the next call, so a
    browser never waits for a whole round of play between two slices. A Foreman
    choice, the one slow step of the policy, is itself worked out across calls.
    """

    def __init__(self, state: State, seat: int, last_round: int, valuation: Valuation,
                 nodes: int = ROLLOUT_NODES, rival_nodes: int | None = None,
                 greedy_foreman: bool = False) -> None:
        self.state = state
        #: The Foreman's values chosen a die at a time (ForemanChoice; the strong bot passes
        #: GREEDY_FOREMAN).
        self.greedy_foreman = greedy_foreman
        self.seat = seat
        self.last_round = last_round
        self.valuation = valuation
        self.nodes = nodes
        #: Positions of each rival's plans: by default the rivals share ``nodes`` equally.
        #: How well rivals play here hardly tells market candidates apart, and so a rollout
        #: costs about the same whatever the number of seats.
        self.rival_nodes = rival_nodes or max(1, nodes // max(1, len(state.players) - 1))
        self.pending: list[Action] = []
        self._foreman: ForemanChoice | None = None
        #: Positions its work-turn plans looked at, the Foreman's included.
        self.positions = 0

    def run(self, deadline: float = float("inf")) -> float | None:
        """Play on until the end or ``deadline``; return the seat's lead at the end, or None.

        Each call makes some progress (an action, or part of a Foreman choice), so even a
        zero time slice ends the rollout in the end.
        """
        state = self.state
        started = False
        while state.phase != "over" and state.round <= self.last_round:
            if started and time.perf_counter() >= deadline:
                return None
            started = True
            if self.pending:
                action = self.pending.pop(0)
            elif state.step == "foreman":
                # The choice steady_plan(fast=True) makes (or, greedy_foreman, one die at a
                # time), a few plans per call. The set chosen is set whole: asked again after
                # each die, the full choice would try every set of the dice left, all tried
                # already with the die set (the same positions), and choose the same set.
                if self._foreman is None:
                    self._foreman = ForemanChoice(state, self.valuation, *FAST_FOREMAN,
                                                  greedy=self.greedy_foreman)
                chosen = self._foreman.run(deadline)
                if chosen is None:
                    return None
                self.positions += self._foreman.positions
                action = chosen
                self.pending = [Action("set", number=value)
                                for value in reversed(self._foreman.values[:-1])]
                self._foreman = None
            else:
                nodes = self.nodes if state.seat == self.seat else self.rival_nodes
                if plans_work(state):  # steady_plan's work plan, its positions counted
                    planned = plan_work(state, self.valuation, nodes)
                    self.positions += planned.nodes
                    plan = planned_actions(state, planned)
                else:
                    plan = steady_plan(state, self.valuation, nodes, fast=True)
                action, self.pending = plan[0], plan[1:]
            chance, step, acting = state.chance, state.step, state.seat
            rules.apply(state, action)
            if state.chance != chance or state.step != step or state.seat != acting:
                self.pending = []
        return self.valuation.relative(state, self.seat)


class MarketSearch(Search):
    """Monte Carlo over the best market candidates, on shared sampled deals.

    Raced (``race`` stages, 0 or 1: none): after each of the first ``race - 1`` equal shares
    of the deals, only the better half of the candidates (at least two, and any a review
    asked to weigh) is played on the deals to come, so the deals go to the choices that
    are still close. Halving (``halving``): the stages end instead after 1/2**(race-1),
    ..., 1/4 and 1/2 of the deals, so each half kept has as many deals again as it had
    (successive halving: the early cuts, on few deals, drop only the clearly worse).

    To win (``to_win``, solo games only): the candidates are weighed by their chance of
    winning (:func:`win_chance`) rather than by their expected lead, since a solo game is
    won or lost, whatever the margin, and a draw loses: in every round
    (:data:`TO_WIN_EVERY_ROUND`), or only in the game's known last round
    (:data:`TO_WIN_LAST_ROUND`), whose deals are played to the end and so are simply won
    or lost. With ``win_head``, a deal's chance is the one the valuation's win head reads
    where its rollout ends (:meth:`ffcore.bots.learned.LearnedValuation.chance_of_winning`),
    where it knows one, rather than a normal spread around the expected lead.

    Within a budget of ``positions`` (0: none): after the first deal, it plays on as many
    deals as the budget holds at that deal's cost a rollout (at least two, their stages cut
    in the same shares), and stops early after the deal on which its rollouts' plans reach
    the budget, every candidate still played having as many deals."""

    def __init__(self, decision: Decision, samples: int, candidates: int, horizon: int,
                 nodes: int, rival_nodes: int | None = None, race: int = 0,
                 halving: bool = False, to_win: int = TO_WIN_NEVER,
                 greedy_foreman: bool = False, positions: int = 0,
                 win_head: bool = False, chance_shift: float = 0.0) -> None:
        super().__init__(decision)
        state = decision.state
        scored = sorted(market_choices(state.copy(), decision.valuation),
                        key=lambda item: -item[0])
        chosen = [action for worth, action in scored if worth > float("-inf")][:candidates]
        refresh = refresh_choice(state) if not state.refreshed else None
        if refresh is not None and refresh in decision.legal:
            chosen.append(refresh)
        if not chosen:
            chosen = [scored[0][1]]
        self.candidates = chosen
        self.totals = [0.0] * len(chosen)
        #: Each candidate's summed chance of winning, if it is weighed by that.
        weigh = to_win == TO_WIN_EVERY_ROUND or (
            to_win == TO_WIN_LAST_ROUND and state.end_round == state.round)
        self.chances: list[float] | None = (
            [0.0] * len(chosen) if weigh and state.machine is not None else None)
        #: Each candidate's summed chance of winning where its rollouts end, as the
        #: valuation reads it, once :meth:`read_chances` asks for it (a review's).
        self.won: list[float] | None = None
        #: The deals each candidate was played on, and the candidates still played on.
        self.dealt = [0] * len(chosen)
        self._active = list(range(len(chosen)))
        self._weighed: set[int] = set()
        self._race, self._halving = race, halving
        self.samples = samples
        #: The deals after which the candidates are cut to the better half.
        self._cuts = self._cuts_for(samples)
        self.last_round = state.round + horizon
        self.nodes = nodes
        self.rival_nodes = rival_nodes
        self.greedy_foreman = greedy_foreman
        self.win_head = win_head
        #: Points added to a deal's lead before its chance of winning is read from the spread.
        self.chance_shift = chance_shift
        #: The positions budget, and the positions the finished rollouts' plans looked at.
        self.budget = positions
        self.positions = 0
        self.seat = state.seat
        self._sample = 0
        self._next = 0
        self._deal: State | None = None
        self._rollout: Rollout | None = None
        self._started = time.perf_counter()

    def also_weigh(self, action: Action) -> None:
        """Weigh a legal action too, if it is not a candidate (a game review's move played).

        Call it before the first step.
        """
        if action not in self.candidates:
            self.candidates.append(self.decision.legal_twin(action))
            self.totals.append(0.0)
            if self.chances is not None:
                self.chances.append(0.0)
            if self.won is not None:
                self.won.append(0.0)
            self.dealt.append(0)
            self._active.append(len(self.candidates) - 1)
        self._weighed.add(self.candidates.index(action))

    def leads(self) -> dict[Action, float]:
        """Return each candidate's mean expected lead over the deals it was played on."""
        return {action: self.totals[index] / max(self.dealt[index], 1)
                for index, action in enumerate(self.candidates)}

    def read_chances(self) -> None:
        """Also read each rollout's chance of winning where it ends, where the valuation
        knows it (its win heads): :meth:`chances_of_winning`. Call it before the first step;
        it changes no choice."""
        if self.decision.valuation.chance_of_winning(self.decision.state, self.seat) is not None:
            self.won = [0.0] * len(self.candidates)

    def chances_of_winning(self) -> dict[Action, float] | None:
        """Return each candidate's mean chance of winning over the deals it was played on,
        read where its rollouts end (None unless :meth:`read_chances` found it known)."""
        won = self.won
        if won is None:
            return None
        return {action: won[index] / max(self.dealt[index], 1)
                for index, action in enumerate(self.candidates)}

    def _weight(self, index: int) -> float:
        """Return what a candidate is weighed by: its mean lead, or its mean chance of
        winning (if weighed by it) plus a trace of its lead, which ranks the candidates
        whose chances are alike: all sure to lose in the last round, or all sure to win."""
        dealt = max(self.dealt[index], 1)
        lead = self.totals[index] / dealt
        if self.chances is None:
            return lead
        return self.chances[index] / dealt + LEAD_IN_CHANCE * lead

    @property
    def progress(self) -> float:
        """Return the share of rollouts done (of those the cuts to come would leave)."""
        if self.done:
            return 1.0
        return min(1.0, sum(self.dealt) / self._rollouts(self.samples))

    def _cuts_for(self, samples: int) -> set[int]:
        race = self._race
        return {samples // 2 ** (race - stage) if self._halving else samples * stage // race
                for stage in range(1, race)} - {0}

    def _rollouts(self, samples: int) -> int:
        """Return the rollouts the search plays on ``samples`` deals, its cuts made."""
        cuts = self._cuts_for(samples)
        playing, planned = len(self.candidates), 0
        for sample in range(samples):
            if sample in cuts:
                playing = self._kept_count(playing)
            planned += playing
        return planned

    def _fit_budget(self) -> None:
        """Play on as many deals as the positions budget holds, at the first deal's cost."""
        cost = self.positions / len(self.candidates)
        samples = self.samples
        while samples > 2 and cost * self._rollouts(samples) > self.budget:
            samples -= 1
        self.samples, self._cuts = samples, self._cuts_for(samples)

    def _kept_count(self, playing: int) -> int:
        return max(2, (playing + 1) // 2, len(self._weighed)) if playing > 2 else playing

    def _advance(self, deadline: float) -> bool:
        if len(self.candidates) == 1:
            return self._decide()
        while self._sample < self.samples:
            playing = self._active[self._next]
            if self._rollout is None:
                if self._deal is None:
                    self._deal = self.decision.sample()
                trial = self._deal.copy()
                rules.apply(trial, self.candidates[playing])
                self._rollout = Rollout(trial, self.seat, self.last_round,
                                        self.decision.valuation, self.nodes, self.rival_nodes,
                                        self.greedy_foreman)
            lead = self._rollout.run(deadline)
            if lead is None:
                return False
            self.totals[playing] += lead
            if self.chances is not None:
                chance = self.decision.valuation.chance_of_winning(
                    self._rollout.state, self.seat) if self.win_head else None
                self.chances[playing] += chance if chance is not None else win_chance(
                    lead + self.chance_shift, self._rollout.state, self.decision.valuation)
            if self.won is not None:
                self.won[playing] += self.decision.valuation.chance_of_winning(
                    self._rollout.state, self.seat) or 0.0
            self.positions += self._rollout.positions
            self._rollout = None
            self.dealt[playing] += 1
            self._next += 1
            if self._next == len(self._active):
                self._next = 0
                self._sample += 1
                self._deal = None
                if self._sample == 1 and self.budget:
                    self._fit_budget()
                if self._sample in self._cuts:
                    self._cut()
                if time.perf_counter() - self._started > TIME_CAP or (
                        self.budget and self.positions >= self.budget):
                    break  # only between whole samples, so every candidate has as many
            if time.perf_counter() >= deadline and self._sample < self.samples:
                return False
        return self._decide()

    def _cut(self) -> None:
        """Go on with the better half of the candidates (see the class), in their order."""
        keep = self._kept_count(len(self._active))
        ranked = sorted(self._active, key=self._weight, reverse=True)
        better = set(ranked[:keep]) | (self._weighed & set(self._active))
        self._active = [index for index in self._active if index in better]

    def _decide(self) -> bool:
        best = max(self._active, key=self._weight)
        action = self.candidates[best]
        return self._finish(action, reason_for(self.decision.state, action,
                                               legal=len(self.decision.legal)))


def win_chance(lead: float, state: State, valuation: Valuation) -> float:
    """Return a solo player's chance of winning with an expected ``lead`` in ``state``.

    At the end a lead of a point or more wins (the valuation's fractions of a point only
    rank the leftovers: a draw loses); before it, the final lead is taken to stray from
    the estimate by a normal spread of :data:`SPREAD` points for the rounds left. (The
    strong bot's own games end better than the rollout policy's: its valuation adds that
    edge, :data:`ffcore.bots.learned.STRONG_EDGE`.)
    """
    if state.phase == "over":
        return 1.0 if lead > 0.5 else 0.0
    spread = SPREAD[min(round(valuation.rounds_left(state)), len(SPREAD) - 1)]
    return 0.5 * (1.0 + math.erf((lead - 0.5) / (spread * math.sqrt(2.0))))


def machine_near_end(state: State) -> bool:
    """Return whether The Machine may trigger the game's end in the round after this one:
    the end not yet triggered, its goods plus twice its goods a round reach
    :data:`NEAR_END_GOODS`."""
    machine = state.machine
    return (machine is not None and not state.end_round
            and machine.goods + 2 * machine_rate(machine.compound) >= NEAR_END_GOODS)


class PlanSearch(Search):
    """A large work-turn plan, searched a chunk at a time.

    Within a budget of ``positions`` (0: none), it stops planning past rolls and draws once
    its positions, those plans' included, reach it: the lines not planned on yet keep the
    worth they had where they stopped (:class:`ffcore.bots.planner.Planner`)."""

    def __init__(self, decision: Decision, nodes: int, chance_samples: int = 0,
                 chance_again: int = 0, positions: int = 0) -> None:
        super().__init__(decision)
        self.planner = Planner(decision.state.copy(), decision.valuation, chance_samples,
                               chance_again=chance_again)
        self.nodes = nodes
        self.budget = positions
        self._started = time.perf_counter()

    @property
    def progress(self) -> float:
        """Return the share of the position budget used."""
        return 1.0 if self.done else min(1.0, self.planner.plan.nodes / self.nodes)

    def read_chances(self) -> None:
        """Also read the chance of winning of the lines planned past a roll or a draw
        (:meth:`ffcore.bots.planner.Planner.chance_of_winning`). Call it before the first
        step; it changes no choice."""
        self.planner.chances = True

    def _advance(self, deadline: float) -> bool:
        planner = self.planner
        while not planner.finished and planner.plan.nodes < self.nodes:
            planner.run(min(_CHUNK, self.nodes - planner.plan.nodes))
            now = time.perf_counter()
            if now - self._started > TIME_CAP:
                break
            if now >= deadline and not planner.finished and planner.plan.nodes < self.nodes:
                return False
        while planner.plan_past_chance():
            if self.budget and planner.positions >= self.budget:
                break
            if time.perf_counter() >= deadline:
                return False
        state = self.decision.state
        actions = planned_actions(state, planner.plan)
        return self._finish(actions[0], reason_for(state, actions[0], actions,
                                                   len(self.decision.legal)))


class StrongBot(Bot):
    """Searches: Monte Carlo rollouts for market choices, a deep plan for work turns."""

    name = "strong"

    def __init__(self, seed: int = 0, samples: int | None = None,
                 candidates: int | None = None, horizon: int = HORIZON,
                 plan_nodes: int | None = None, rollout_nodes: int = ROLLOUT_NODES,
                 rival_nodes: int | None = None, solo_rollout_nodes: int | None = None,
                 chance_samples: int = CHANCE_SAMPLES,
                 chance_again: int = CHANCE_AGAIN, race: int | None = None,
                 halving: int | None = None, to_win: int = TO_WIN_EVERY_ROUND,
                 last_samples: int | None = None, greedy_foreman: int = GREEDY_FOREMAN,
                 solo_positions: int = 0, win_head: int = 0, near_end: int = 0,
                 chance_shift: int = 0, valuation: Valuation = LEARNED) -> None:
        """Budgets left at None take the defaults for the kind of game (solo or not);
        ``race`` and ``halving``: the market search's stages, ``to_win``: its weighing in
        solo games (see :class:`MarketSearch`); ``last_samples``: the deals a candidate in
        the game's known last round (0: as in the others; None: :data:`SOLO_LAST_SAMPLES`
        in solo games); ``solo_rollout_nodes``: ``rollout_nodes`` in solo games, if given;
        ``greedy_foreman``: 1 chooses the Foreman's values in the rollouts a
        die at a time, 0 from every set (:class:`ffcore.bots.foreman_choice.ForemanChoice`);
        ``solo_positions``: a budget of positions a decision in solo games (0: none; see
        :class:`MarketSearch` and :class:`PlanSearch`); ``win_head``: 1 weighs the market
        search's chances of winning by the valuation's win head (see :class:`MarketSearch`);
        ``near_end``: 1 plays the market rollouts through the next round too when The
        Machine may end the game then (:func:`machine_near_end`); ``chance_shift``: hundredths
        of a point added to each deal's lead where the market search reads its chance of
        winning from the spread (the bias its estimates leave: research/RECORD.md)."""
        super().__init__(seed, valuation)
        self.samples = samples
        self.candidates = candidates
        self.horizon = horizon
        self.plan_nodes = plan_nodes
        self.rollout_nodes = rollout_nodes
        self.rival_nodes = rival_nodes
        self.solo_rollout_nodes = solo_rollout_nodes
        self.chance_samples = chance_samples
        self.chance_again = chance_again
        self.race = race
        self.halving = halving
        self.to_win = to_win
        self.last_samples = last_samples
        self.greedy_foreman = bool(greedy_foreman)
        self.solo_positions = solo_positions
        self.win_head = bool(win_head)
        self.near_end = bool(near_end)
        self.chance_shift = chance_shift / 100

    def budget(self, state: State) -> tuple[int, int, int]:
        """Return the samples, market candidates and plan positions for this game."""
        solo = state.machine is not None
        samples = self.samples or (SOLO_SAMPLES if solo else SAMPLES * 2 // len(state.players))
        last = self.last_samples if self.last_samples is not None else (
            SOLO_LAST_SAMPLES if solo else 0)
        if last and state.end_round == state.round:
            samples = last
        return (samples,
                self.candidates or (SOLO_CANDIDATES if solo else CANDIDATES),
                self.plan_nodes or (SOLO_PLAN_NODES if solo else PLAN_NODES))

    def rollout_budget(self, state: State) -> int:
        """Return the positions of a plan of the bot's own in a rollout, for this game."""
        if state.machine is not None and self.solo_rollout_nodes:
            return self.solo_rollout_nodes
        return self.rollout_nodes

    def position_budget(self, state: State) -> int:
        """Return the positions a decision may look at in this game (0: no such budget)."""
        return self.solo_positions if state.machine is not None else 0

    def stages(self, state: State) -> tuple[int, bool]:
        """Return the market search's stages and whether they halve, for this game."""
        solo = state.machine is not None
        race = self.race if self.race is not None else (SOLO_RACE if solo else 0)
        return race, bool(self.halving if self.halving is not None else solo)

    def _search(self, decision: Decision) -> Search:
        state = decision.state
        samples, candidates, plan_nodes = self.budget(state)
        if state.phase == "market":
            horizon = self.horizon + (1 if self.near_end and machine_near_end(state) else 0)
            return MarketSearch(decision, samples, candidates, horizon,
                                self.rollout_budget(state), self.rival_nodes,
                                *self.stages(state), self.to_win, self.greedy_foreman,
                                self.position_budget(state), self.win_head, self.chance_shift)
        if state.step == "foreman":
            return ForemanSearch(decision)
        if state.step == "discard":
            return Known(decision, limit_action(state.copy(), decision.valuation))
        return PlanSearch(decision, plan_nodes, self.chance_samples, self.chance_again,
                          self.position_budget(state))
