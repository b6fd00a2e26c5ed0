"""A learned correction of the strong bot's valuation: n-tuple lookup tables (issue #45).

A position's value is today's fitted valuation plus a sum of small lookup
tables, one entry of each table chosen by a small group of features of the
position (an n-tuple, as in the n-tuple networks that play 2048): a built card
and the rounds left, a pair of built cards, a hand card with the built and
hand cards sharing its tool, resources and rounds left, the race of goods with
The Machine, The Machine's cards by type, and so on. Two heads share the
features: the expected final lead (added to the fitted estimate of the lead,
so tables of zeros play exactly as today's bot) and the chance of winning, a
draw counting as a loss (a logit, its base a table of the fitted lead and the
rounds left).

A value is a few dozen list lookups in plain Python: no numerical library at
play time. The tables are trained by :mod:`research.td_train`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from itertools import combinations

from ffcore.bots.evaluate import FittedValuation, still_to_work
from ffcore.bots.fitted_weights import FITTED_WEIGHTS
from ffcore.bots.weights import FittedWeights
from ffcore.cards import BLUEPRINTS, GOODS_TRIGGER, HAND_LIMIT, prestige
from ffcore.state import State

#: Every blueprint name, in a fixed order: a card's index in the tables.
CARDS = tuple(sorted(BLUEPRINTS))
CARD_INDEX = {slug: number for number, slug in enumerate(CARDS)}
#: Card types, in a fixed order (The Machine's goods dice read the first four).
TYPES = ("training", "production", "special", "utility", "monument")
TYPE_INDEX = {slug: TYPES.index(card.type) for slug, card in BLUEPRINTS.items()}
TOOL_OF = {slug: card.tool for slug, card in BLUEPRINTS.items()}
#: Rounds of work still to come are counted up to this many (more are as many).
MAX_AHEAD = 9
#: A coarse count of the rounds to come, for the larger tables: 0, 1, 2, 3 or more.
COARSE = 4
#: Leads and score gaps are counted from -SPAN to SPAN points.
SPAN = 15


def _clamp(value: int, low: int, high: int) -> int:
    return low if value < low else high if value > high else value


#: The tables: name and size. Indices below are offsets into one flat list per head.
TABLES: tuple[tuple[str, int], ...] = (
    ("ahead", MAX_AHEAD + 1),
    ("built", len(CARDS) * (MAX_AHEAD + 1)),
    ("pair", len(CARDS) * len(CARDS)),
    ("hand", len(CARDS) * 4 * 3 * COARSE),
    ("resources", 10 * 10 * COARSE),
    ("hand_size", (HAND_LIMIT + 1) * COARSE),
    ("race", (GOODS_TRIGGER + 1) * (GOODS_TRIGGER + 1) * COARSE),
    ("gap", (2 * SPAN + 1) * (MAX_AHEAD + 1)),
    ("fitted_lead", (2 * SPAN + 1) * (MAX_AHEAD + 1)),
    ("types", 5 ** len(TYPES)),
    ("machine_types", 6 ** 4),
    ("machine_size", 16 * 4 * COARSE),
    ("triggered", 2 * (MAX_AHEAD + 1)),
)
OFFSET: dict[str, int] = {}
_total = 0
for _name, _size in TABLES:
    OFFSET[_name] = _total
    _total += _size
#: Entries in each head's table.
SIZE = _total


def features(state: State, seat: int, ahead: float, fitted_lead: float) -> list[int]:
    """Return the table entries a position reads for a player, as indices into a head.

    ``ahead`` is the player's work phases still to come (fractions rounded), and
    ``fitted_lead`` the fitted valuation's expected lead in the same position.
    Only the player's own cards and what is public are read.
    """
    player = state.players[seat]
    machine = state.machine
    assert machine is not None, "the learned value is for solo games"
    r = _clamp(round(ahead), 0, MAX_AHEAD)
    rc = min(r, COARSE - 1)
    compound = tuple(player.compound)
    return [*compound_entries(compound, r), *hand_entries(tuple(player.hand), compound, rc),
            *machine_entries(tuple(machine.compound), rc),
            *scalar_entries(state, seat, r, fitted_lead, prestige(compound))]


def compound_entries(compound: tuple[str, ...], r: int) -> list[int]:
    """Return the entries of the built cards: each with the rounds to come, each pair, the
    count of each type."""
    out = [OFFSET["ahead"] + r]
    built = OFFSET["built"]
    names = sorted({CARD_INDEX[slug] for slug in compound})
    out.extend(built + card * (MAX_AHEAD + 1) + r for card in names)
    pair = OFFSET["pair"]
    out.extend(pair + a * len(CARDS) + b for a, b in combinations(names, 2))
    counts = [0] * len(TYPES)
    for slug in compound:
        counts[TYPE_INDEX[slug]] += 1
    index = 0
    for count in counts:
        index = index * 5 + min(count, 4)
    out.append(OFFSET["types"] + index)
    return out


def hand_entries(hand: tuple[str, ...], compound: tuple[str, ...], rc: int) -> list[int]:
    """Return the entries of each different hand card with the built and other hand cards
    that share its tool (what it is built with)."""
    hand_base = OFFSET["hand"]
    tools_built: dict[str, int] = {}
    for slug in compound:
        tool = TOOL_OF[slug]
        tools_built[tool] = tools_built.get(tool, 0) + 1
    tools_hand: dict[str, int] = {}
    for slug in hand:
        tool = TOOL_OF[slug]
        tools_hand[tool] = tools_hand.get(tool, 0) + 1
    out = []
    for slug in sorted(set(hand)):
        tool = TOOL_OF[slug]
        partners = min(tools_built.get(tool, 0), 3)
        mates = min(tools_hand[tool] - 1, 2)
        out.append(hand_base + ((CARD_INDEX[slug] * 4 + partners) * 3 + mates) * COARSE + rc)
    return out


def machine_entries(compound: tuple[str, ...], rc: int) -> list[int]:
    """Return the entries of The Machine's cards: by type (what its goods dice need), and
    their count with its monuments."""
    counts = [0] * len(TYPES)
    for slug in compound:
        counts[TYPE_INDEX[slug]] += 1
    index = 0
    for count in counts[:4]:
        index = index * 6 + min(count, 5)
    return [OFFSET["machine_types"] + index,
            OFFSET["machine_size"] + (min(len(compound), 15) * 4 + min(counts[4], 3))
            * COARSE + rc]


def scalar_entries(state: State, seat: int, r: int, fitted_lead: float,
                   prestige_points: int) -> list[int]:
    """Return the entries of the counts: resources, hand size, goods against The Machine's,
    the score gap and the fitted lead (with the rounds to come), whether the end is near."""
    player = state.players[seat]
    machine = state.machine
    assert machine is not None
    rc = min(r, COARSE - 1)
    monuments = sum(1 for slug in machine.compound if TYPE_INDEX[slug] == 4)
    machine_points = machine.goods + len(machine.compound) + monuments
    gap = _clamp(player.goods + prestige_points - machine_points, -SPAN, SPAN) + SPAN
    lead = _clamp(round(fitted_lead), -SPAN, SPAN) + SPAN
    return [
        OFFSET["resources"] + (min(player.metal, 9) * 10 + min(player.energy, 9)) * COARSE + rc,
        OFFSET["hand_size"] + min(len(player.hand), HAND_LIMIT) * COARSE + rc,
        OFFSET["race"] + (min(player.goods, GOODS_TRIGGER) * (GOODS_TRIGGER + 1)
                          + min(machine.goods, GOODS_TRIGGER)) * COARSE + rc,
        OFFSET["gap"] + gap * (MAX_AHEAD + 1) + r,
        OFFSET["fitted_lead"] + lead * (MAX_AHEAD + 1) + r,
        OFFSET["triggered"] + (1 if state.end_round else 0) * (MAX_AHEAD + 1) + r,
    ]


class Tables:
    """The two heads' weights: the lead correction in points and the win logit."""

    __slots__ = ("lead", "version", "win")

    def __init__(self, lead: Sequence[float] | None = None,
                 win: Sequence[float] | None = None) -> None:
        self.lead = list(lead) if lead is not None else [0.0] * SIZE
        self.win = list(win) if win is not None else [0.0] * SIZE
        #: Counts the updates, so that values remembered from before one are forgotten.
        self.version = 0
        if len(self.lead) != SIZE or len(self.win) != SIZE:
            raise ValueError(f"tables of {len(self.lead)} and {len(self.win)} entries; "
                             f"these features need {SIZE}")

    def copy(self) -> Tables:
        """Return an independent copy."""
        return Tables(self.lead, self.win)

    def lead_of(self, indices: Sequence[int]) -> float:
        """Return the lead correction of a position's entries."""
        lead = self.lead
        return sum([lead[i] for i in indices])

    def win_of(self, indices: Sequence[int]) -> float:
        """Return the chance of winning of a position's entries."""
        win = self.win
        return _sigmoid(sum([win[i] for i in indices]))

    def update(self, indices: Sequence[int], lead_error: float, win_error: float,
               rate: float) -> None:
        """Move both heads' entries toward their targets, the step shared among the entries.

        ``lead_error`` is target minus prediction in points; ``win_error`` the same in
        chance of winning (the gradient of the log-loss in the logit).
        """
        self.version += 1
        step = rate / len(indices)
        lead, win = self.lead, self.win
        lead_step, win_step = step * lead_error, step * win_error
        for i in indices:
            lead[i] += lead_step
            win[i] += win_step


def _sigmoid(x: float) -> float:
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)


#: Sums a valuation remembers before it starts afresh.
_REMEMBERED = 50_000


class LearnedValuation(FittedValuation):
    """The fitted valuation plus the tables' lead correction for the player in a solo game.

    Everything that thinks with a valuation (plans, rollouts, market choices) sees
    the corrected value. Public values and finished games are left as they are.
    """

    name = "learned"

    def __init__(self, tables: Tables, weights: FittedWeights = FITTED_WEIGHTS) -> None:
        super().__init__(weights)
        self.tables = tables
        # A search values many positions that share their cards: the sums of their cards'
        # entries are remembered while the tables stay as they are.
        self._sums: dict[tuple[object, ...], float] = {}
        self._prestige: dict[tuple[str, ...], int] = {}
        self._version = tables.version

    def value(self, state: State, seat: int, rounds: float | None = None,
              public: bool = False) -> float:
        """Return the fitted value plus the learned correction (see :class:`Valuation`)."""
        base = super().value(state, seat, rounds, public)
        machine = state.machine
        if public or machine is None or state.phase == "over":
            return base
        if rounds is None:
            rounds = self.rounds_left(state)
        lead = base - self.machine_value(state, rounds)
        ahead = rounds + (1.0 if still_to_work(state, seat) else 0.0)
        if self._version != self.tables.version or len(self._sums) > _REMEMBERED:
            self._sums.clear()
            self._prestige.clear()
            self._version = self.tables.version
        r = _clamp(round(ahead), 0, MAX_AHEAD)
        rc = min(r, COARSE - 1)
        player = state.players[seat]
        compound = tuple(player.compound)
        weights = self.tables.lead
        # The same entries as features(), the groups' sums remembered.
        built = self._sum(("c", compound, r), compound_entries, compound, r)
        held = self._sum(("h", tuple(player.hand), compound, rc), hand_entries,
                         tuple(player.hand), compound, rc)
        theirs = self._sum(("m", tuple(machine.compound), rc), machine_entries,
                           tuple(machine.compound), rc)
        points = self._prestige.get(compound)
        if points is None:
            points = self._prestige[compound] = prestige(compound)
        rest = sum([weights[i] for i in scalar_entries(state, seat, r, lead, points)])
        return base + built + held + theirs + rest

    def _sum(self, key: tuple[object, ...], entries: Callable[..., list[int]],
             *args: object) -> float:
        total = self._sums.get(key)
        if total is None:
            weights = self.tables.lead
            total = self._sums[key] = sum([weights[i] for i in entries(*args)])
        return total

    def entries(self, state: State, seat: int, base: float | None = None,
                rounds: float | None = None) -> list[int]:
        """Return the table entries of a player's position (``base``: its fitted value)."""
        return self.afterstate(state, seat, base, rounds)[0]

    def afterstate(self, state: State, seat: int, base: float | None = None,
                   rounds: float | None = None) -> tuple[list[int], float]:
        """Return a player's table entries and the fitted valuation's expected lead."""
        if rounds is None:
            rounds = self.rounds_left(state)
        if base is None:
            base = super().value(state, seat, rounds)
        lead = base - self.machine_value(state, rounds)
        ahead = rounds + (1.0 if still_to_work(state, seat) else 0.0)
        return features(state, seat, ahead, lead), lead
