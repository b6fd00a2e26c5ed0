"""The strong bot's base valuation: linear in features of the position, with weights fitted
by ridge regression to the final scores of self-play games (``research/fit_values.py``).

It predicts final scores better than the hand-made one, and plays better; the
strong bot's own (:data:`ffcore.bots.learned.LEARNED`) adds learned tables to it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from ..cards import (
    BLUEPRINTS,
    COMPOUND_TRIGGER,
    GOODS_TRIGGER,
    HAND_LIMIT,
    RESOURCE_LIMIT,
    build_cost,
)
from ..state import MachineState, PlayerState, State
from .fitted_weights import FITTED_WEIGHTS
from .valuation import Valuation, best_two, buildable_cards, machine_rate
from .weights import FittedWeights

#: Card terms of the points to come kept (:meth:`FittedValuation._cards_to_come`): a
#: turn's search meets a few hundred hands and compounds; more is cleared, not grown.
_REMEMBERED_CARD_TERMS = 4096


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
        return best_two(gains)

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


#: The strong bot's valuation, with the shipped fitted weights.
FITTED = FittedValuation(FITTED_WEIGHTS)
