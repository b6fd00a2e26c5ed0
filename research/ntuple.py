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

from collections.abc import Callable, Sequence

from ffcore.bots import learned
from ffcore.bots.features import SIZE
from ffcore.bots.learned import sigmoid
from ffcore.state import State


class Tables:
    """The two heads' weights: the lead correction in points and the win logit.

    With ``coherence`` (temporal coherence learning, Beal and Smith 1999, as the n-tuple
    networks that play 2048 learn), each entry's step is the rate times the entry's own
    factor: the sum of the errors it has been moved by, over the sum of their sizes. An
    entry whose errors keep one sign keeps its whole step; one whose errors cancel out
    (noise) has its step shrink as they add up, so it settles where a constant rate keeps
    it wandering.
    """

    __slots__ = ("coherence", "lead", "version", "win")

    def __init__(self, lead: Sequence[float] | None = None,
                 win: Sequence[float] | None = None,
                 coherence: Sequence[Sequence[float]] | None = None) -> None:
        """``coherence``: the sums behind each entry's factor (the lead's signed and
        absolute errors, then the win's), as :attr:`coherence` holds them; ``()`` starts
        them at zero (each entry's factor 1); None learns at the constant rate."""
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
        return Tables(self.lead, self.win)

    def lead_of(self, indices: Sequence[int]) -> float:
        """Return the lead correction of a position's entries."""
        lead = self.lead
        return sum([lead[i] for i in indices])

    def win_of(self, indices: Sequence[int]) -> float:
        """Return the chance of winning of a position's entries."""
        win = self.win
        return sigmoid(sum([win[i] for i in indices]))

    def update(self, indices: Sequence[int], lead_error: float, win_error: float,
               rate: float) -> None:
        """Move both heads' entries toward their targets, the step shared among the entries.

        ``lead_error`` is target minus prediction in points; ``win_error`` the same in
        chance of winning (the gradient of the log-loss in the logit).
        """
        self.version += 1
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


class LearnedValuation(learned.LearnedValuation):
    """The shipped valuation's play, reading training tables that change between games."""

    def __init__(self, tables: Tables, pace: float = 0.0, rivals: bool = False) -> None:
        """``rivals``: the tables are those of games of several players (the solo games'
        are then the shipped ones, which such a run never meets)."""
        if rivals:
            super().__init__(learned.LEARNED.lead, pace=pace, rivals=tables.lead)
        else:
            super().__init__(tables.lead, win=tables.win, pace=pace)
        self.tables = tables
        self._version = tables.version

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
