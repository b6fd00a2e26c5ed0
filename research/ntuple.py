"""Training tables for the learned valuation (issue #45): both heads, and their updates.

The features are :mod:`ffcore.bots.features`; the valuation that plays with them is
:mod:`ffcore.bots.learned`'s.
Training learns two heads over the same features: the expected final lead (the
correction the strong bot ships, added to the fitted estimate, so tables of
zeros play exactly as the fitted valuation does) and the chance of winning, a
draw counting as a loss (a logit). :mod:`research.td_train` trains them;
``research/ship_learned.py`` writes both into ffcore.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ffcore.bots import learned
from ffcore.bots.features import (
    COARSE,
    MAX_AHEAD,
    SIZE,
    clamp,
    compound_entries,
    hand_entries,
    machine_entries,
    scalar_entries,
)
from ffcore.bots.fitted_weights import FITTED_WEIGHTS
from ffcore.bots.learned import sigmoid
from ffcore.bots.valuation import still_to_work
from ffcore.bots.weights import FittedWeights
from ffcore.cards import prestige
from ffcore.machine import machine_score
from ffcore.state import State

#: The spread of a new network's first-layer weights (its output weights start at zero, so
#: that a new network adds nothing and the run plays as its tables do).
INIT_SPREAD = 0.1


class Network:
    """A small network over the tables' entries, its output added to the lead (issue #66).

    The tables are linear in the entries: each entry adds its own correction whatever else
    the position reads. The network gives each entry a vector of ``hidden`` weights
    instead of one; a position's entries' vectors are summed (with a bias), cut at zero
    and weighed into one more correction, so that entries can change each other's worth
    (NNUE's accumulator, over n-tuple entries). It starts adding nothing: its output
    weights are zero.
    """

    __slots__ = ("b1", "b2", "hidden", "w1", "w2")

    def __init__(self, hidden: int, w1: Sequence[float] | None = None,
                 b1: Sequence[float] | None = None, w2: Sequence[float] | None = None,
                 b2: float = 0.0, seed: int = 0) -> None:
        self.hidden = hidden
        if w1 is None:
            rng = random.Random(seed)
            w1 = [rng.gauss(0.0, INIT_SPREAD) for _ in range(SIZE * hidden)]
        self.w1 = list(w1)
        self.b1 = list(b1) if b1 is not None else [0.0] * hidden
        self.w2 = list(w2) if w2 is not None else [0.0] * hidden
        self.b2 = b2
        if len(self.w1) != SIZE * hidden or len(self.b1) != hidden or len(self.w2) != hidden:
            raise ValueError("a network's weights do not match its size")

    def copy(self) -> Network:
        return Network(self.hidden, self.w1, self.b1, self.w2, self.b2)

    def to_json(self) -> dict[str, object]:
        return {"hidden": self.hidden, "w1": self.w1, "b1": self.b1, "w2": self.w2,
                "b2": self.b2}

    @classmethod
    def from_json(cls, data: dict[str, object]) -> Network:
        return cls(data["hidden"], data["w1"], data["b1"], data["w2"],  # type: ignore[arg-type]
                   data["b2"])  # type: ignore[arg-type]

    def sum_of(self, indices: Sequence[int]) -> list[float]:
        """Return the sum of the entries' vectors (without the bias)."""
        hidden, w1 = self.hidden, self.w1
        total = [0.0] * hidden
        for i in indices:
            start = i * hidden
            total = [a + b for a, b in zip(total, w1[start:start + hidden], strict=True)]
        return total

    def out(self, summed: Sequence[float]) -> float:
        """Return the output of a position whose entries' vectors sum to ``summed``."""
        return self.b2 + sum([w * (a + b) for w, a, b in zip(self.w2, summed, self.b1,
                                                              strict=True) if a + b > 0.0])

    def of(self, indices: Sequence[int]) -> float:
        """Return the network's correction of a position's entries."""
        return self.out(self.sum_of(indices))

    def update(self, indices: Sequence[int], error: float, rate: float) -> None:
        """Move the weights down the squared error's gradient (``error``: target minus
        prediction, in points); the first layer's step shared among the entries, as the
        tables' is."""
        hidden, w1, w2 = self.hidden, self.w1, self.w2
        pre = [a + b for a, b in zip(self.sum_of(indices), self.b1, strict=True)]
        step = rate * error
        back = [step * w if p > 0.0 else 0.0 for w, p in zip(w2, pre, strict=True)]
        self.w2 = [w + step * p if p > 0.0 else w for w, p in zip(w2, pre, strict=True)]
        self.b2 += step
        self.b1 = [b + g for b, g in zip(self.b1, back, strict=True)]
        shared = [g / len(indices) for g in back]
        for i in indices:
            start = i * hidden
            for j in range(hidden):
                w1[start + j] += shared[j]


class Tables:
    """The two heads' weights: the lead correction in points and the win logit.

    With ``coherence`` (temporal coherence learning, Beal and Smith 1999, as the n-tuple
    networks that play 2048 learn), each entry's step is the rate times the entry's own
    factor: the sum of the errors it has been moved by, over the sum of their sizes. An
    entry whose errors keep one sign keeps its whole step; one whose errors cancel out
    (noise) has its step shrink as they add up, so it settles where a constant rate keeps
    it wandering.
    """

    __slots__ = ("coherence", "lead", "network", "version", "win")

    def __init__(self, lead: Sequence[float] | None = None,
                 win: Sequence[float] | None = None,
                 coherence: Sequence[Sequence[float]] | None = None,
                 network: Network | None = None) -> None:
        """``coherence``: the sums behind each entry's factor (the lead's signed and
        absolute errors, then the win's), as :attr:`coherence` holds them; ``()`` starts
        them at zero (each entry's factor 1); None learns at the constant rate.
        ``network``: a :class:`Network` whose output the lead adds (None: the tables
        alone)."""
        self.network = network
        self.lead = list(lead) if lead is not None else [0.0] * SIZE
        self.win = list(win) if win is not None else [0.0] * SIZE
        #: Counts the updates, so that values remembered from before one are forgotten.
        self.version = 0
        if len(self.lead) != SIZE or len(self.win) != SIZE:
            raise ValueError(f"tables of {len(self.lead)} and {len(self.win)} entries; "
                             f"these features need {SIZE}")
        self.coherence: list[list[float]] | None = None
        if coherence is not None:
            self.coherence = ([list(sums) for sums in coherence] if coherence
                              else [[0.0] * SIZE for _ in range(4)])
            if len(self.coherence) != 4 or any(len(sums) != SIZE for sums in self.coherence):
                raise ValueError("coherence needs four sums of an entry each")

    def copy(self) -> Tables:
        """Return an independent copy of the weights (what the games play with)."""
        return Tables(self.lead, self.win,
                      network=self.network.copy() if self.network is not None else None)

    def lead_of(self, indices: Sequence[int]) -> float:
        """Return the lead correction of a position's entries (the network's included)."""
        lead = self.lead
        total = sum([lead[i] for i in indices])
        return total if self.network is None else total + self.network.of(indices)

    def win_of(self, indices: Sequence[int]) -> float:
        """Return the chance of winning of a position's entries."""
        win = self.win
        return sigmoid(sum([win[i] for i in indices]))

    def update(self, indices: Sequence[int], lead_error: float, win_error: float,
               rate: float, network_rate: float = 0.0) -> None:
        """Move both heads' entries toward their targets, the step shared among the entries.

        ``lead_error`` is target minus prediction in points; ``win_error`` the same in
        chance of winning (the gradient of the log-loss in the logit). The network, if any,
        learns the lead's error at ``network_rate``.
        """
        self.version += 1
        if self.network is not None:
            self.network.update(indices, lead_error, network_rate)
        step = rate / len(indices)
        lead, win = self.lead, self.win
        if self.coherence is not None:
            _coherent_step(lead, self.coherence[0], self.coherence[1], indices,
                           step, lead_error)
            _coherent_step(win, self.coherence[2], self.coherence[3], indices,
                           step, win_error)
            return
        lead_step, win_step = step * lead_error, step * win_error
        for i in indices:
            lead[i] += lead_step
            win[i] += win_step


def _coherent_step(weights: list[float], signed: list[float], sizes: list[float],
                   indices: Sequence[int], step: float, error: float) -> None:
    """Move each entry by the step times its coherence, then add the error to its sums."""
    size = abs(error)
    for i in indices:
        total = sizes[i]
        weights[i] += step * error * (abs(signed[i]) / total if total else 1.0)
        signed[i] += error
        sizes[i] = total + size


class TrainingValuation(learned.LearnedValuation):
    """The shipped valuation's play, reading training tables that change between games."""

    def __init__(self, tables: Tables, pace: float = 0.0, rivals: bool = False,
                 weights: FittedWeights = FITTED_WEIGHTS, edge: float = 0.0,
                 correct_settled: bool = True) -> None:
        """``rivals``: the tables are those of games of several players (the solo games'
        are then the shipped ones, which such a run never meets). ``weights``, ``edge``
        and ``correct_settled`` as :class:`learned.LearnedValuation` takes them (a trial
        of a run with a network plays it with the shipped edge)."""
        if rivals:
            super().__init__(learned.LEARNED.lead, weights, edge, correct_settled, pace=pace,
                             rivals=tables.lead)
        else:
            super().__init__(tables.lead, weights, edge, correct_settled, win=tables.win,
                             pace=pace)
        self.tables = tables
        self._version = tables.version
        #: The network's sums of each group of entries, remembered as the tables' sums are.
        self._vectors: dict[tuple[object, ...], list[float]] = {}

    def forget(self) -> None:
        super().forget()
        self._vectors.clear()

    def _solo_value(self, state: State, seat: int, rounds: float, compound: tuple[str, ...],
                    hand: tuple[str, ...]) -> float:
        """The tables' value, plus the network's correction if the tables have one (the
        fitted value worked out again for the entries of the lead: a research valuation
        trades that time for not repeating the shipped one's steps)."""
        value = super()._solo_value(state, seat, rounds, compound, hand)
        network = self.tables.network
        if network is None:
            return value
        ahead = rounds + (1.0 if still_to_work(state, seat) else 0.0)
        if ahead <= 0.0 and state.end_round and not self.correct_settled:
            return value
        machine = state.machine
        assert machine is not None
        r = clamp(round(ahead), 0, MAX_AHEAD)
        rc = min(r, COARSE - 1)
        theirs = tuple(machine.compound)
        fitted_lead = (learned.FittedValuation.value(self, state, seat, rounds)
                       - self.machine_value(state, rounds))
        rest = scalar_entries(state, seat, r, fitted_lead, prestige(compound),
                              sum(machine_score(machine)), machine.goods)
        vectors = self._vectors
        if len(vectors) > learned._REMEMBERED:
            vectors.clear()
        key = (compound, hand, theirs, r)
        summed = vectors.get(key)
        if summed is None:
            summed = vectors[key] = network.sum_of(
                [*compound_entries(compound, r), *hand_entries(hand, compound, rc),
                 *machine_entries(theirs, rc)])
        last = network.sum_of(rest)
        return value + network.out([a + b for a, b in zip(summed, last, strict=True)])

    def value(self, state: State, seat: int, rounds: float | None = None,
              public: bool = False) -> float:
        """Return the value as the tables stand now (see :class:`learned.LearnedValuation`)."""
        self._catch_up()
        return super().value(state, seat, rounds, public)

    def turn_worth(self, state: State, seat: int, rounds: float) -> Callable[[State], float]:
        """Return a work turn's worth as the tables stand now: with rivals it reads them
        without asking :meth:`value`."""
        self._catch_up()
        return super().turn_worth(state, seat, rounds)

    def _catch_up(self) -> None:
        """Forget what was remembered from before the tables' last update."""
        if self._version != self.tables.version:
            self.forget()
            self._version = self.tables.version
