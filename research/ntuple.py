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
        lead_step, win_step = step * lead_error, step * win_error
        for i in indices:
            lead[i] += lead_step
            win[i] += win_step


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
