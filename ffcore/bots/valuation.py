"""How good a position is for one player, in expected final points: what every valuation shares.

The bots' heuristics and their search share this estimate: points already
scored, plus what the compound should still produce in the rounds left, plus
what resources, blueprints and waiting dice are worth. A :class:`Valuation`
makes it, and comes in two kinds. The hand-made one
(:data:`ffcore.bots.handmade_valuation.HANDMADE`, the steady bot's) uses
hand-tuned guesses. The fitted one (:data:`ffcore.bots.fitted_valuation.FITTED`,
the strong bot's) uses weights fitted by ridge regression to the final scores
of self-play games (``research/fit_values.py``); it predicts final scores
better, and plays better.

A bot hands its valuation down to everything that thinks for it (planner,
rollouts, Foreman choice), as a value: two valuations, say a bot's and a
trial's with other weights, never disturb each other, and each remembers
its own worths.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from ..cards import BLUEPRINTS, MACHINE_GOODS_DICE, prestige
from ..machine import machine_score
from ..state import MachineState, PlayerState, State


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


def best_two(gains: list[float]) -> float:
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

    def die_worths(self, solo: bool = False) -> tuple[float, ...]:
        """Return the worth of an unplaced die of each value, 0 to 6 (0: a die not yet rolled),
        put on its best headquarters floor."""
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
