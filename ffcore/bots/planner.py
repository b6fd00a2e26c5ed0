"""The work-turn planner: the work actions that end the acting player's turn in its best position.

Bots call it on a determinized state (:mod:`ffcore.bots.hidden`); the
strong bot's rollouts call it for every player. It reads only the acting
player's own hand and what is public, so it is fair on any determinization.

It estimates positions with the valuation it is handed
(:class:`ffcore.bots.valuation.Valuation`): the steady bot's hand-made one, or
the fitted one when the strong bot thinks with the steady policy.

The work phase is planned whole: a best-first search over the player's
legal actions (with a cap on positions) finds the sequence that ends the
turn in the best position by :meth:`~ffcore.bots.valuation.Valuation.value`. Actions that
reveal chance (a die roll, a card draw) end a line of the search, valued
with the dice still unplaced at their floor worth; the strong bot then plans
on past the best of those lines over sampled outcomes (:class:`Planner`).
"""

from __future__ import annotations

from collections.abc import Callable
from heapq import heappop, heappush

from .. import rules
from ..actions import END, Action
from ..cards import BLUEPRINTS
from ..state import PlayerState, Rng, State
from .valuation import Valuation, can_own

#: Positions a work-phase plan may look at before it settles for what it has.
PLAN_NODES = 300
#: Average worth of a die yet to be rolled (Robot, Temp Agency).
AVG_DIE = 0.4
#: Positions of each plan made after a roll or draw when a line that reveals chance is
#: valued by planning on (see :class:`Planner`), and how many of the best such lines are.
CHANCE_NODES = 30
CHANCE_LINES = 10


class Plan:
    """The best work-phase line found: its estimated worth and its actions."""

    __slots__ = ("actions", "chance", "nodes", "position", "value")

    def __init__(self) -> None:
        self.value = float("-inf")
        self.actions: list[Action] = []
        self.nodes = 0
        #: Where the line's worth was read (a review reads the chance of winning there), or,
        #: for a line planned on past a roll or a draw, the mean chance of winning after its
        #: outcomes (see :attr:`Planner.chances`).
        self.position: State | None = None
        self.chance: float | None = None


def _turn_key(player: PlayerState) -> tuple[object, ...]:
    return (tuple(player.dice), tuple(sorted(player.hand)), tuple(player.compound),
            tuple(sorted(player.used)), player.metal, player.energy, player.goods)


def unplaced_worth(player: PlayerState, valuation: Valuation, solo: bool = False) -> float:
    """Return the floor worth of every die not yet placed."""
    worths = valuation.die_worths(solo)
    return sum([worths[die.value] for die in player.dice if not die.spot and die.value])


def keep_worth(player: PlayerState, slug: str) -> float:
    """Return how much a player would rather keep a hand card (higher: keep it)."""
    card = BLUEPRINTS[slug]
    worth = 0.0
    if can_own(player, slug):
        worth += card.prestige + 0.3 * card.prestige_step + (0.5 if card.recipes else 0.0)
        if any(other != slug and BLUEPRINTS[other].tool == card.tool for other in player.hand) \
                or player.hand.count(slug) > 1:
            worth += 0.5
    return worth


def candidate_actions(state: State) -> list[Action]:
    """Return the work actions worth planning with: the cheapest discards of each kind only."""
    player = state.player
    keep: dict[str, float] = {}  # filled as discards are met: most positions have none
    groups: dict[tuple[object, ...], list[tuple[float, Action]]] = {}
    actions: list[Action] = []
    for action in rules.legal_actions(state):
        kind = action.kind
        if kind == "activate" and _skip_in_plan(action):
            continue
        inner = action.copy if action.copy is not None else action
        if kind in ("build", "activate") and inner.discards:
            cost = 0.0
            for slug in inner.discards:
                worth = keep.get(slug)
                if worth is None:
                    worth = keep[slug] = keep_worth(player, slug)
                cost += worth
            if inner.card == "black-market":
                sold = BLUEPRINTS[inner.discards[0]]
                cost -= 0.4 * (sold.metal + sold.energy)
            group = (kind, action.card, inner.card, inner.dice, inner.choice, inner.number)
            groups.setdefault(group, []).append((cost, action))
            continue
        actions.append(action)
    for options in groups.values():
        options.sort(key=lambda item: item[0])
        actions.extend(action for _cost, action in options[:2])
    return actions


class Planner:
    """A best-first search for the rest of the acting player's work turn, run in chunks.

    Positions are expanded in order of their worth with the unplaced dice
    counted at their floor worth; actions that reveal chance (a roll, a draw)
    end their line. With ``chance_samples``, :meth:`plan_past_chance` then
    values the best ``chance_lines`` of the lines that end so with dice left
    as the mean of short plans made after them, one per sampled outcome (the
    hidden deck shuffled again, new dice): dice left after a draw count at
    what the drawn cards let them do. Every such line meets the same outcomes,
    so they are compared on equal luck. With ``chance_again``, each of those
    short plans plans on past its own best ``chance_again`` such lines in the
    same way, over one outcome, and so on while dice are left. :attr:`plan`
    holds the best line found so far. With ``first``, only lines that start with
    that action are searched (a game review weighs a move played so); it must be
    legal and not ``end``. With ``chances`` (a review's), the plans made past a roll
    or a draw also read their chance of winning, so that :meth:`chance_of_winning`
    knows it for any line (it changes no choice).
    """

    def __init__(self, state: State, valuation: Valuation, chance_samples: int = 0,
                 chance_lines: int = CHANCE_LINES, chance_again: int = 0,
                 first: Action | None = None, chances: bool = False) -> None:
        self.seat = state.seat
        self.first = first
        self.valuation = valuation
        self.chances = chances
        self.chance_lines = chance_lines
        self.chance_again = chance_again
        self.solo = state.machine is not None
        self.plan = Plan()
        #: Positions looked at by the plans made past a roll or a draw (see :attr:`positions`).
        self._positions_past_chance = 0
        self._other = Plan()  # the best line of all but those planned on after chance
        self._worths: dict[float, Callable[[State], float]] = {}
        # Only the acting player changes in a turn's positions, so the rounds left follow
        # from its goods and compound (and whether the end was triggered).
        self._rounds: dict[tuple[object, ...], float] = {}
        root = state.players[self.seat]
        if not root.unplaced() and first is None:
            self.plan.value = self._other.value = self.worth(state)
            self.plan.actions = self._other.actions = [END]
            self.plan.position = self._other.position = state
        self._seen = {_turn_key(root)}
        self._counter = 0
        self._heap: list[tuple[float, int, State, list[Action]]] = [(0.0, 0, state, [])]
        # Positions share one generator of their own: copying a generator is slow, and
        # lines stop at the first roll or draw anyway.
        self._rng = state.rng.copy()
        # One seed per sampled outcome, the same for every line planned on.
        self._outcomes = [self._rng.below(1 << 30) for _ in range(chance_samples)]
        # Lines that end at a roll or draw with dice left: (floor worth, position, action,
        # line, the position after, kept only for chances); the best of them are planned
        # on, then hold their new worth.
        self._chance: list[tuple[float, State, Action, list[Action], State | None]] = []
        # Lines planned on: their mean worth, actions and mean chance of winning (if read).
        self._planned_on: list[tuple[float, list[Action], float | None]] | None = None
        # The worths, and chances, after each outcome met so far by the next line.
        self._met: list[float] = []
        self._met_chances: list[float | None] = []

    @property
    def finished(self) -> bool:
        """Return whether every position worth looking at has been looked at."""
        return not self._heap

    @property
    def positions(self) -> int:
        """Return the positions looked at so far, those of the plans made past a roll or a
        draw included: the work done, the same on any machine."""
        return self.plan.nodes + self._positions_past_chance

    def worth(self, state: State) -> float:
        """Return the acting player's expected lead in a position of this turn."""
        valuation = self.valuation
        player = state.players[self.seat]
        key = (state.end_round, player.goods, tuple(player.compound))
        rounds = self._rounds.get(key)
        if rounds is None:
            rounds = self._rounds[key] = valuation.rounds_left(state)
        worth = self._worths.get(rounds)
        if worth is None:
            worth = self._worths[rounds] = valuation.turn_worth(state, self.seat, rounds)
        return worth(state)

    def run(self, nodes: int) -> Plan:
        """Look at about ``nodes`` more positions; return the best plan so far."""
        plan, seat, seen, heap, solo = self.plan, self.seat, self._seen, self._heap, self.solo
        other, valuation, rng = self._other, self.valuation, self._rng
        stop = plan.nodes + nodes
        while heap and plan.nodes < stop:
            _, _, position, path = heappop(heap)
            first = self.first
            for action in candidate_actions(position) if path or first is None else [first]:
                if action.kind == "end":
                    continue
                after = position.copy_for_turn(rng)
                rules.apply(after, action)
                plan.nodes += 1
                moved = after.players[seat]
                if after.chance != position.chance or after.step != "work":
                    line = [*path, action]
                    worth = self.worth(after)
                    if action.card == "robot" and action.copy is None:
                        worth += unplaced_worth(position.players[seat], valuation, solo) + AVG_DIE
                    else:
                        worth += unplaced_worth(moved, valuation, solo)
                    if self._outcomes and after.step == "work" and moved.unplaced():
                        self._chance.append((worth, position, action, line,
                                             after if self.chances else None))
                    elif worth > other.value:
                        other.value, other.actions, other.position = worth, line, after
                    if worth > plan.value:
                        plan.value, plan.actions, plan.position = worth, line, after
                    continue
                key = _turn_key(moved)
                if key in seen:
                    continue
                seen.add(key)
                line = [*path, action]
                worth = self.worth(after) + unplaced_worth(moved, valuation, solo)
                if worth > other.value:
                    other.value, other.actions, other.position = worth, line, after
                if worth > plan.value:
                    plan.value, plan.actions, plan.position = worth, line, after
                self._counter += 1
                heappush(heap, (-worth, self._counter, after, line))
        return plan

    def run_past_chance(self, nodes: int) -> Plan:
        """Look at about ``nodes`` positions, then plan past every roll or draw worth it, all
        in one go; return the best plan."""
        self.run(nodes)
        while self.plan_past_chance():
            pass
        return self.plan

    def plan_past_chance(self) -> bool:
        """Plan on after the next outcome of the best lines that end at a roll or draw.

        Call it once the search is done; return whether any work of the kind is left.
        A call plans after one outcome of one line, so it stays short.
        """
        if self._planned_on is None:
            self._chance.sort(key=lambda line: -line[0])
            other = self._other
            for worth, _, _, line, after in self._chance[self.chance_lines:]:
                if worth > other.value:
                    other.value, other.actions, other.position = worth, line, after
            del self._chance[self.chance_lines:]
            self._chance.reverse()  # taken from the end, best first
            self._planned_on = []
        if self._chance:
            _, position, action, line, _ = self._chance[-1]
            worth, chance = self._plan_after(position, action, self._outcomes[len(self._met)])
            self._met.append(worth)
            self._met_chances.append(chance)
            if len(self._met) == len(self._outcomes):
                self._chance.pop()
                self._planned_on.append((sum(self._met) / len(self._met), line,
                                         _mean_or_none(self._met_chances)))
                self._met, self._met_chances = [], []
                self._choose_past_chance()
        return bool(self._chance)

    def _choose_past_chance(self) -> None:
        """Make the best of the lines, those planned on past chance included, the plan."""
        other = self._other
        # (worth, actions, position, chance): where the line's chance of winning is read.
        choices: list[tuple[float, list[Action], State | None, float | None]] = [
            (other.value, other.actions, other.position, None),
            *((worth, line, None, chance) for worth, line, chance in self._planned_on or ()),
            *((worth, rest, after, None) for worth, _, _, rest, after in self._chance)]
        plan = self.plan
        plan.value, plan.actions, plan.position, plan.chance = max(
            choices, key=lambda choice: choice[0])

    def chance_of_winning(self) -> float | None:
        """Return the chance of winning of the best line, read where its worth was (None
        where the valuation does not know it, or a line planned past a roll or a draw
        without :attr:`chances`)."""
        plan = self.plan
        if plan.position is None:
            return plan.chance
        return self.valuation.chance_of_winning(plan.position, self.seat)

    def _plan_after(self, position: State, action: Action,
                    seed: int) -> tuple[float, float | None]:
        """Return the worth of a short plan after ``action`` meets the outcome of ``seed``,
        and its chance of winning if :attr:`chances` (None otherwise)."""
        after = position.copy_for_turn(Rng(seed))
        after.rng.shuffle(after.deck)  # the deck's order is hidden from everyone
        rules.apply(after, action)
        again = self.chance_again
        planner = Planner(after, self.valuation, chance_samples=1 if again else 0,
                          chance_lines=again, chance_again=again, chances=self.chances)
        planned = planner.run_past_chance(CHANCE_NODES)
        self._positions_past_chance += planner.positions
        if planned.value == float("-inf"):  # no line found: value the position as it is
            return (self.worth(after) + unplaced_worth(after.players[self.seat], self.valuation,
                                                       self.solo),
                    self.valuation.chance_of_winning(after, self.seat) if self.chances else None)
        return planned.value, planner.chance_of_winning() if self.chances else None


def _mean_or_none(chances: list[float | None]) -> float | None:
    """Return the mean of chances of winning, or None if any is not known."""
    known = [chance for chance in chances if chance is not None]
    return sum(known) / len(known) if known and len(known) == len(chances) else None


def plan_work(state: State, valuation: Valuation, limit: int = PLAN_NODES) -> Plan:
    """Return the best plan found within ``limit`` positions (see :class:`Planner`)."""
    return Planner(state, valuation).run(limit)


def _skip_in_plan(action: Action) -> bool:
    """Return whether a plan leaves an activation to a rule of its own (Temp Agency)."""
    return action.card == "temp-agency" and action.copy is None

def work_plan(state: State, valuation: Valuation, limit: int = PLAN_NODES) -> list[Action]:
    """Return the work-phase actions the steady bot intends, the next one first."""
    return planned_actions(state, plan_work(state, valuation, limit))


def planned_actions(state: State, plan: Plan) -> list[Action]:
    """Return a work plan's actions, the next one first, the Temp Agency rule
    (:func:`reroll_choice`) applied first."""
    reroll = reroll_choice(state, plan)
    if reroll is not None:
        return [reroll]
    return plan.actions or [END]


def reroll_choice(state: State, plan: Plan) -> Action | None:
    """Return a Temp Agency re-roll of the dice the plan would waste, if any."""
    player = state.player
    if "temp-agency" not in player.compound or "temp-agency" in player.used \
            or player.energy < 2:
        return None
    wasted: list[int] = []
    for action in plan.actions:
        if action.kind == "place" and action.dice[0] <= 2 and action.choice == "generate":
            wasted.append(action.dice[0])
    free = player.unplaced()
    chosen = []
    for value in wasted:
        if value in free:
            free.remove(value)
            chosen.append(value)
    if not chosen:
        return None
    action = Action("activate", card="temp-agency", dice=tuple(sorted(chosen)))
    return action if action in rules.legal_actions(state) else None
