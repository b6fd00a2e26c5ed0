"""The steady bot's valuation: a model of what each card produces, with hand-tuned weights
(:class:`~ffcore.bots.weights.HandmadeWeights`)."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from ..cards import (
    BLUEPRINTS,
    COMPOUND_TRIGGER,
    DICE_HELP,
    EXACT_DIE,
    GOODS_TRIGGER,
    HALF_RANGES,
    HAND_LIMIT,
    RESOURCE_LIMIT,
    WORKER_DICE,
    DicePattern,
    build_cost,
)
from ..state import MachineState, PlayerState, State
from .valuation import Valuation, best_two, buildable_cards, machine_rate
from .weights import HandmadeWeights

#: Chance that n dice (index = n, capped at 7) show each pattern.
_PATTERN_CHANCE: dict[str, tuple[float, ...]] = {
    "pair": (0.0, 0.0, 0.167, 0.444, 0.722, 0.907, 0.985, 1.0),
    "triple": (0.0, 0.0, 0.0, 0.028, 0.097, 0.213, 0.367, 0.541),
    "run": (0.0, 0.0, 0.0, 0.111, 0.278, 0.448, 0.594, 0.71),
    "sum14": (0.0, 0.0, 0.0, 0.162, 0.355, 0.526, 0.661, 0.761),
    "one": (0.0, 0.167, 0.306, 0.421, 0.518, 0.598, 0.665, 0.721),
    "any": (0.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0),
    "high": (0.0, 0.5, 0.75, 0.875, 0.938, 0.969, 0.984, 0.992),
}
#: Dice a pattern takes, where not one.
_DICE_COUNT: dict[DicePattern, int] = {"": 0, "pair": 2, "triple": 3, "run": 3, "sum14": 3}
#: Flat yearly worth of passive and dice-changing cards (their help shows up
#: in the dice counts of :meth:`HandmadeValuation.compound_yield`).
_PASSIVE = {"laboratory": 0.22, "scrap-yard": 0.24, "solar-array": 0.24, "robot": 0.05,
            "golem": 0.1, "dojo": 0.04, "gymnasium": 0.04, "fitness-center": 0.04,
            "temp-agency": 0.06}


def _chance(pattern: str, dice: float) -> float:
    """Return the chance that ``dice`` dice (fractions interpolate) show a pattern."""
    table = _PATTERN_CHANCE[pattern]
    dice = max(0.0, min(dice, len(table) - 1.0))
    low = int(dice)
    if low == len(table) - 1:
        return table[low]
    return table[low] + (table[low + 1] - table[low]) * (dice - low)


def _pattern_kind(pattern: DicePattern) -> str:
    if pattern in EXACT_DIE:
        return "one"
    if pattern in HALF_RANGES:
        return "high"
    return pattern


class HandmadeValuation(Valuation):
    """The steady bot's estimate: a model of what each card produces, with hand-tuned weights."""

    name = "handmade"

    def __init__(self, weights: HandmadeWeights) -> None:
        super().__init__()
        self.weights = weights
        #: Return a sorted compound's expected (points, goods) per future round.
        self.compound_yield: Callable[[tuple[str, ...]], tuple[float, float]] = \
            lru_cache(maxsize=4096)(self._compound_yield)

    def _activation(self, slug: str, dice: float,
                    specific: float) -> tuple[float, float, float]:
        """Return one card's expected (points, goods, dice used) per round.

        ``dice`` is how many dice the owner can count on, ``specific`` the same
        for patterns that need one exact value (training cards make those likelier).
        """
        w = self.weights
        card = BLUEPRINTS[slug]
        best = (0.0, 0.0, 0.0)
        for recipe in card.recipes:
            pattern = recipe.dice
            count = _DICE_COUNT.get(pattern, 1)
            kind = _pattern_kind(pattern) if pattern else ""
            if kind == "one":
                chance = _chance("one", specific)
            elif kind:
                chance = _chance(kind, dice + (specific - dice) * 0.5)
            else:
                chance = 1.0
            x = 3.5
            if recipe.pay_x or recipe.gain_x:
                x = 2.0 if recipe.pay_x == "XM" else 5.0
            gain = (recipe.goods + w.metal * (recipe.metal + (x if recipe.gain_x == "XM" else 0))
                    + w.energy * (recipe.energy + (x if recipe.gain_x == "XE" else 0))
                    + w.card * recipe.draw)
            cost = (w.metal * (recipe.pay_metal + (x if recipe.pay_x == "XM" else 0))
                    + w.energy * (recipe.pay_energy + (x if recipe.pay_x == "XE" else 0))
                    + w.card * recipe.discard + w.die * count)
            effect = recipe.effect
            if effect == "black-market":
                gain += 3.6 * (w.metal + w.energy) / 2
            elif effect == "die":
                gain += w.die * 1.3
            elif effect == "copy":
                gain += 0.45
            elif effect in DICE_HELP:
                continue
            net = max(0.0, gain - cost) * chance
            if net > best[0]:
                best = (net, recipe.goods * chance, count * chance)
        return best

    def _compound_yield(self, compound: tuple[str, ...]) -> tuple[float, float]:
        training = sum(1 for slug in compound if BLUEPRINTS[slug].type == "training")
        dice = float(WORKER_DICE) + 0.6 * compound.count("robot") + \
            0.3 * compound.count("golem")
        dice += 0.4 * compound.count("temp-agency")
        specific = dice + 0.9 * (training - compound.count("temp-agency")) + \
            0.9 * compound.count("golem")
        rows = []
        passive = 0.0
        has_goods = False
        for slug in set(compound):
            if slug in _PASSIVE:
                passive += _PASSIVE[slug]
                continue
            if BLUEPRINTS[slug].recipes:
                net, goods, used = self._activation(slug, dice, specific)
                rows.append((net, goods, used))
                has_goods = has_goods or goods > 0
        if not has_goods:
            passive -= _PASSIVE["laboratory"] * compound.count("laboratory")
        # Dice are shared: the best uses come first, the rest only get what is left.
        rows.sort(key=lambda row: -row[0] / row[2] if row[2] else -100.0)
        budget = dice
        points = goods = 0.0
        for net, made, used in rows:
            share = 1.0 if used <= budget else max(0.0, budget / used) if used else 1.0
            budget -= used * share
            points += net * share
            goods += made * share
        return self.weights.yield_scale * (points + passive), goods

    def marginal_yield(self, compound: tuple[str, ...], slug: str) -> float:
        """Return how many points per round building ``slug`` adds to a sorted compound."""
        grown = tuple(sorted((*compound, slug)))
        return self.compound_yield(grown)[0] - self.compound_yield(compound)[0]

    def _open_rounds(self, state: State) -> float:
        w = self.weights
        soonest = 99.0
        for player in state.players:
            goods_rate = w.base_goods + self.compound_yield(tuple(sorted(player.compound)))[1]
            soonest = min(soonest, (GOODS_TRIGGER - player.goods) / goods_rate,
                          (COMPOUND_TRIGGER - len(player.compound)) / w.build_rate)
        if state.machine is not None:
            machine = state.machine
            rate = machine_rate(machine.compound) + 0.45
            soonest = min(soonest, (GOODS_TRIGGER - machine.goods) / rate)
        return max(0.0, soonest - 0.5) + 1.0

    def _metal_worth(self, metal: int) -> float:
        w = self.weights
        knee = w.metal_knee
        return w.metal * (metal if metal <= knee else knee + 0.5 * (metal - knee))

    def _energy_worth(self, energy: int) -> float:
        w = self.weights
        knee = w.energy_knee
        return w.energy * (energy if energy <= knee else knee + 0.5 * (energy - knee))

    def resource_worth(self, metal: int, energy: int) -> float:
        """Return the worth of metal and energy, keeping the best 12 if there are more.

        Each has diminishing worth past what a round or two of building needs.
        """
        if metal + energy <= RESOURCE_LIMIT:
            return self._metal_worth(metal) + self._energy_worth(energy)
        best = 0.0
        for kept in range(max(0, RESOURCE_LIMIT - energy), min(metal, RESOURCE_LIMIT) + 1):
            best = max(best, self._metal_worth(kept) + self._energy_worth(RESOURCE_LIMIT - kept))
        return best

    def conversion(self, rounds: float) -> float:
        """Return how much of their worth resources keep with this many rounds left."""
        return min(1.0, 0.02 + self.weights.conversion_slope * rounds)

    def card_worth(self, player: PlayerState, slug: str, rounds: float,
                   compound: tuple[str, ...]) -> float:
        """Return what building ``slug`` would add, before its cost (prestige and production)."""
        card = BLUEPRINTS[slug]
        built = card.prestige + card.prestige_step * player.compound.count(slug)
        return built + rounds * self.marginal_yield(compound, slug)

    def build_gain(self, player: PlayerState, slug: str, rounds: float,
                   compound: tuple[str, ...], scale: float) -> float:
        """Return the net points of building ``slug`` now: its worth less its cost."""
        w = self.weights
        metal, energy = build_cost(slug, player.compound)
        return self.card_worth(player, slug, rounds, compound) - scale * (
            w.metal * metal + w.energy * energy + 2 * w.card)

    def hand_worth(self, player: PlayerState, rounds: float, scale: float,
                   compound: tuple[str, ...]) -> float:
        """Return what the hand is worth: every card as fodder, plus its best builds."""
        hand = player.hand
        count = min(len(hand), HAND_LIMIT)
        total = self.weights.card * scale * count
        if rounds <= 0 or not hand:
            return total
        gains = [gain for slug in buildable_cards(hand, compound)
                 if (gain := self.build_gain(player, slug, rounds, compound, scale)) > 0]
        return total + self.weights.build_bonus * best_two(gains)

    def _value(self, player: PlayerState, compound: tuple[str, ...], points: int, ahead: float,
               pending: float, public: bool, solo: bool) -> float:
        compound = tuple(sorted(compound))
        engine = ahead * self.compound_yield(compound)[0]
        scale = self.conversion(ahead)
        resources = scale * self.resource_worth(player.metal, player.energy) \
            + 0.003 * player.metal + 0.002 * player.energy
        if public:
            hand = self.weights.card * scale * min(len(player.hand), HAND_LIMIT)
        else:
            hand = self.hand_worth(player, ahead, scale, compound)
        return points + engine + resources + hand + pending

    def unit_worths(self, solo: bool = False) -> tuple[float, float, float, float]:
        """Return the worth of one metal, energy, blueprint and die (the same in solo)."""
        w = self.weights
        return w.metal, w.energy, w.card, w.die

    def _machine_value(self, machine: MachineState, score: float, turns: float) -> float:
        rate = machine_rate(machine.compound)
        # Each turn adds about one card (a sixth of them monuments) and a little more rate.
        whole = int(turns)
        for turn in range(whole + 1):
            share = 1.0 if turn < whole else turns - whole
            score += share * (1.17 + rate + 0.16 * turn)
        return score


#: The steady bot's valuation.
HANDMADE = HandmadeValuation(HandmadeWeights())
