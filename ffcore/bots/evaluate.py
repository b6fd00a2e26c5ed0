"""How good a position is for one player, in expected final points.

The bots' heuristics and their search share this estimate: points already
scored, plus what the compound should still produce in the rounds left, plus
what resources, blueprints and waiting dice are worth. A :class:`Valuation`
makes it, and comes in two kinds. The hand-made one (:data:`HANDMADE`, the
steady bot's) uses hand-tuned guesses. The fitted one (:data:`FITTED`, the
strong bot's) uses weights fitted by ridge regression to the final scores of
self-play games (``research/fit_values.py``); it predicts final scores better,
and plays better.

A bot hands its valuation down to everything that thinks for it (planner,
rollouts, Foreman choice), as a value: two valuations, say a bot's and a
trial's with other weights, never disturb each other, and each remembers
its own worths.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from ..cards import (
    BLUEPRINTS,
    COMPOUND_TRIGGER,
    DICE_HELP,
    EXACT_DIE,
    GOODS_TRIGGER,
    HALF_RANGES,
    HAND_LIMIT,
    MACHINE_GOODS_DICE,
    RESOURCE_LIMIT,
    WORKER_DICE,
    DicePattern,
    build_cost,
    prestige,
)
from ..machine import machine_score
from ..state import MachineState, PlayerState, State
from .fitted_weights import FITTED_WEIGHTS
from .weights import FittedWeights, HandmadeWeights

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
#: Card terms of the points to come kept (:meth:`FittedValuation._cards_to_come`): a
#: turn's search meets a few hundred hands and compounds; more is cleared, not grown.
_REMEMBERED_CARD_TERMS = 4096
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


@lru_cache(maxsize=4096)
def _prestige(compound: tuple[str, ...]) -> int:
    return prestige(compound)


def machine_rate(compound: list[str]) -> float:
    """Return The Machine's expected goods per round."""
    return _machine_rate(tuple(compound))


@lru_cache(maxsize=4096)
def _machine_rate(compound: tuple[str, ...]) -> float:
    rate = 0.0
    for _colour, card_type in MACHINE_GOODS_DICE:
        count = sum(1 for slug in compound if BLUEPRINTS[slug].type == card_type)
        rate += min(count, 6) / 6
    return rate


def still_to_work(state: State, seat: int) -> bool:
    """Return whether a player's work phase this round is still to come."""
    if state.phase == "market":
        return True
    if state.phase != "work":
        return False
    order = (seat - state.first) % len(state.players)
    return order > state.turn


def can_own(player: PlayerState, slug: str) -> bool:
    """Return whether the compound may take this blueprint (ruling 5)."""
    return _can_own(player.compound, slug)


def _can_own(compound: Sequence[str], slug: str) -> bool:
    return BLUEPRINTS[slug].multiple or slug not in compound


def buildable_cards(hand: Sequence[str], compound: Sequence[str]) -> list[str]:
    """Return the different hand cards the compound may take that have a same-tool partner."""
    tools: dict[str, int] = {}
    for slug in hand:
        tool = BLUEPRINTS[slug].tool
        tools[tool] = tools.get(tool, 0) + 1
    return [slug for slug in set(hand)
            if tools[BLUEPRINTS[slug].tool] >= 2 and _can_own(compound, slug)]


def _best_two(gains: list[float]) -> float:
    """Return the sum of the two largest gains (the builds a hand is likely to make)."""
    gains.sort(reverse=True)
    return sum(gains[:2])


class Valuation:
    """A way to estimate positions in expected final points, with its own weights.

    Subclasses say how the rounds left, a player's points to come and The
    Machine's are estimated; the rest is shared.
    """

    #: A short name for reports.
    name = ""

    def __init__(self) -> None:
        self._die_worths: dict[bool, tuple[float, ...]] = {}

    def __repr__(self) -> str:
        return f"<{self.name} valuation>"

    def rounds_left(self, state: State) -> float:
        """Return the expected number of whole rounds after the current one."""
        if state.end_round:
            return float(state.end_round - state.round)
        return self._open_rounds(state)

    def _open_rounds(self, state: State) -> float:
        """Return :meth:`rounds_left` while the end is not yet triggered."""
        raise NotImplementedError

    def unit_worths(self, solo: bool = False) -> tuple[float, float, float, float]:
        """Return the worth of one metal, energy, blueprint and die with rounds still to play."""
        raise NotImplementedError

    def die_worth(self, value_: int, solo: bool = False) -> float:
        """Return the worth of an unplaced die put on its best headquarters floor."""
        return self.die_worths(solo)[value_]

    def die_worths(self, solo: bool = False) -> tuple[float, ...]:
        """Return :meth:`die_worth` of each value, 0 to 6 (0: a die not yet rolled)."""
        worths = self._die_worths.get(solo)
        if worths is None:
            metal, energy, card, _die = self.unit_worths(solo)
            worths = tuple(max(energy * value, card) if value <= 3 else max(metal, card)
                           for value in range(7))
            self._die_worths[solo] = worths
        return worths

    def pending_worth(self, player: PlayerState, solo: bool = False) -> float:
        """Return what waiting contractor dice are worth for the coming work phase."""
        if not (player.extra_dice or player.specialist_dice or player.foreman):
            return 0.0  # as the sum below would be; most positions have none
        die = self.unit_worths(solo)[3]
        return (die * 1.2 * player.extra_dice + die * 1.6 * player.specialist_dice
                + (0.9 if player.foreman else 0.0))

    def value(self, state: State, seat: int, rounds: float | None = None,
              public: bool = False) -> float:
        """Return a player's expected final points from this position.

        ``rounds`` is :meth:`rounds_left` when already known. Resources over the
        round-end limits count only up to those limits. With ``public``, the hand
        counts only by its size (as an opponent sees it).
        """
        player = state.players[seat]
        compound = tuple(player.compound)
        points = player.goods + _prestige(compound)
        if state.phase == "over":
            return points + 0.003 * player.metal + 0.002 * player.energy + 0.001 * len(player.hand)
        if rounds is None:
            rounds = self.rounds_left(state)
        working = still_to_work(state, seat)
        solo = state.machine is not None
        ahead = rounds + (1.0 if working else 0.0)
        pending = self.pending_worth(player, solo) if working else 0.0
        return self._value(player, compound, points, ahead, pending, public, solo)

    def _value(self, player: PlayerState, compound: tuple[str, ...], points: int, ahead: float,
               pending: float, public: bool, solo: bool) -> float:
        """Return :meth:`value` before the end, with ``ahead`` work phases still to come."""
        raise NotImplementedError

    def machine_value(self, state: State, rounds: float) -> float:
        """Return The Machine's expected final score with ``rounds`` whole rounds after this one."""
        machine = state.machine
        assert machine is not None
        score = float(sum(machine_score(machine)))
        if state.phase == "over":
            return score
        return self._machine_value(machine, score, rounds + 1.0)

    def _machine_value(self, machine: MachineState, score: float, turns: float) -> float:
        """Return The Machine's expected final score, ``score`` now, ``turns`` turns to come."""
        raise NotImplementedError

    def relative(self, state: State, seat: int, rounds: float | None = None) -> float:
        """Return a player's expected lead at the end: own worth less the strongest rival's.

        Rivals are valued from what the player can see (their hand counts only by
        size); in solo the rival is The Machine.
        """
        if rounds is None:
            rounds = self.rounds_left(state)
        mine = self.value(state, seat, rounds)
        if state.machine is not None:
            return mine - self.machine_value(state, rounds)
        rival = max(self.value(state, other, rounds, public=True)
                    for other in range(len(state.players)) if other != seat)
        return mine - rival

    def turn_worth(self, state: State, seat: int, rounds: float) -> Callable[[State], float]:
        """Return :meth:`relative` for the positions of one work turn of this player, from
        this one on: positions in which only this player has changed and ``rounds`` holds
        (a turn's search). What the rivals are worth is read once."""
        rival = self.relative(state, seat, rounds) - self.value(state, seat, rounds)
        return lambda position: self.value(position, seat, rounds) + rival

    def chance_of_winning(self, state: State, seat: int) -> float | None:
        """Return a player's chance of winning from this position, 0 to 1, or None where
        the valuation does not know it (these estimate points only)."""
        return None


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
        return total + self.weights.build_bonus * _best_two(gains)

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


class FittedValuation(Valuation):
    """The strong bot's estimate: linear in features of the position, fitted on self-play."""

    name = "fitted"

    def __init__(self, weights: FittedWeights) -> None:
        super().__init__()
        self.weights = weights
        self._cards = {slug: (per_g, per_r) for slug, per_g, per_r in weights.cards}
        # A search values many positions that differ only in their dice, so the worth of the
        # rest is remembered: 4,096 entries (under 2 MB) keep about as many hits as 16 times
        # more.
        self._future: Callable[[int, int, tuple[str, ...], tuple[str, ...], float, bool, bool],
                               float] = lru_cache(maxsize=4096)(self._points_to_come)
        self._card_terms: dict[tuple[object, ...], tuple[float, tuple[float, ...], float]] = {}

    def resource_fit(self, solo: bool) -> tuple[float, float]:
        """Return the fitted worth of one metal and one energy per round of G."""
        w = self.weights
        return w.solo_resources if solo else (w.future[2], w.future[3])

    def _open_rounds(self, state: State) -> float:
        goods = min(GOODS_TRIGGER, max(player.goods for player in state.players))
        built = min(COMPOUND_TRIGGER, max(len(player.compound) for player in state.players))
        w = self.weights.rounds
        estimate = w[0] + w[1] * state.round + w[2] * goods + w[3] * built
        if state.machine is not None:
            estimate += (w[4] * state.machine.goods + w[5] * machine_rate(state.machine.compound)
                         + w[6])
        return max(1.0, estimate)

    def card_future(self, slug: str, rounds: float) -> float:
        """Return what one more card of this name in the compound adds to the points to come."""
        g = min(rounds, 2.0)
        per_g, per_r = self._cards[slug]
        fit = self.weights.future
        return (fit[5] + per_g) * g + (fit[6] + per_r) * rounds

    def _points_to_come(self, metal: int, energy: int, hand: tuple[str, ...],
                        compound: tuple[str, ...], rounds: float, public: bool,
                        solo: bool) -> float:
        """Return a player's points still to come with ``rounds`` work turns left."""
        if rounds <= 0:
            return 0.0
        fit = self.weights.future
        g = min(rounds, 2.0)
        metal_fit, energy_fit = self.resource_fit(solo)
        metal_w, energy_w = metal_fit * g, energy_fit * g
        if metal + energy > RESOURCE_LIMIT:
            if metal_w >= energy_w:
                metal = min(metal, RESOURCE_LIMIT)
                energy = RESOURCE_LIMIT - metal
            else:
                energy = min(energy, RESOURCE_LIMIT)
                metal = RESOURCE_LIMIT - energy
        future = fit[0] * rounds + fit[1] * rounds * rounds + metal_w * metal + energy_w * energy
        future += fit[4] * g * min(len(hand), HAND_LIMIT)
        if solo:
            future += fit[7] * rounds
        buildable, cards, builds = self._cards_to_come(hand, compound, rounds, public, solo)
        if hand:
            future += buildable
        for card in cards:  # added one by one, as each card's future always was
            future += card
        if not public and hand:
            future += builds
        return future

    def _cards_to_come(self, hand: tuple[str, ...], compound: tuple[str, ...], rounds: float,
                       public: bool, solo: bool) -> tuple[float, tuple[float, ...], float]:
        """Return the terms of :meth:`_points_to_come` that its resources leave alone: the
        buildable hand cards', each built card's future, and the best builds'. Remembered:
        a search's positions share their cards far more often than their resources."""
        key = (hand, compound, rounds, public, solo)
        known = self._card_terms.get(key)
        if known is not None:
            return known
        if len(self._card_terms) > _REMEMBERED_CARD_TERMS:
            self._card_terms.clear()
        fit = self.weights.future
        g = min(rounds, 2.0)
        buildable = buildable_cards(hand, compound) if hand else []
        cards, per_g_fit, per_r_fit = self._cards, fit[5], fit[6]
        builds = 0.0
        if not public and hand:
            metal_fit, energy_fit = self.resource_fit(solo)
            builds = self.weights.build_bonus * self._builds(buildable, compound, rounds,
                                                             metal_fit * g, energy_fit * g)
        known = self._card_terms[key] = (
            fit[8] * g * len(buildable),
            tuple([(per_g_fit + cards[slug][0]) * g + (per_r_fit + cards[slug][1]) * rounds
                   for slug in compound]),
            builds)
        return known

    def _builds(self, buildable: list[str], compound: tuple[str, ...], rounds: float,
                metal_w: float, energy_w: float) -> float:
        """Return the net worth of the two best of the hand's builds (cost and cards paid)."""
        card_w = self.weights.future[4] * min(rounds, 2.0)
        gains = []
        for slug in buildable:
            card = BLUEPRINTS[slug]
            metal, energy = build_cost(slug, compound)
            gain = (card.prestige + card.prestige_step * compound.count(slug)
                    + self.card_future(slug, rounds) - metal_w * metal - energy_w * energy
                    - 2 * card_w)
            if gain > 0:
                gains.append(gain)
        return _best_two(gains)

    def _value(self, player: PlayerState, compound: tuple[str, ...], points: int, ahead: float,
               pending: float, public: bool, solo: bool) -> float:
        future = self._future(player.metal, player.energy, tuple(player.hand), compound, ahead,
                              public, solo) + pending
        return points + future + 0.003 * player.metal + 0.002 * player.energy

    def unit_worths(self, solo: bool = False) -> tuple[float, float, float, float]:
        """Return the worth of one metal, energy, blueprint and die with rounds still to play."""
        metal_fit, energy_fit = self.resource_fit(solo)
        metal, energy = 2 * metal_fit, 2 * energy_fit
        card = 2 * self.weights.future[4]
        return metal, energy, card, max(metal, card, 2.5 * energy)

    def _machine_value(self, machine: MachineState, score: float, turns: float) -> float:
        w = self.weights.machine
        return score + turns * (w[0] + w[1] * turns + w[2] * machine_rate(machine.compound)
                                + w[3] * len(machine.compound))


#: The steady bot's valuation.
HANDMADE = HandmadeValuation(HandmadeWeights())
#: The strong bot's valuation, with the shipped fitted weights.
FITTED = FittedValuation(FITTED_WEIGHTS)
