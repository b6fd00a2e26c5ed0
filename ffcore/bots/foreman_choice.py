"""The Foreman's choice: the values to set the Foreman's dice to, or a roll, each set of values
tried with a small work plan (:mod:`ffcore.bots.planner`)."""

from __future__ import annotations

import time
from itertools import combinations_with_replacement

from ..actions import ROLL, Action
from ..state import State
from .planner import AVG_DIE, PLAN_NODES, Plan, plan_work
from .valuation import Valuation

#: The Foreman choice's plan size and refinements when speed matters (rollouts).
FAST_FOREMAN = (6, 0)


def foreman_action(state: State, valuation: Valuation, limit: int = 12,
                   refine: int = 3) -> Action:
    """Return the Foreman choice: the next value of the best set of dice, or roll.

    Every set of values is tried with a small plan of ``limit`` positions; the
    ``refine`` best are tried again with the full plan size.
    """
    action = ForemanChoice(state, valuation, limit, refine).run()
    assert action is not None
    return action


class ForemanChoice:
    """:func:`foreman_action` worked out one set of dice values at a time.

    Trying every set takes longer than a browser may freeze, so searches call
    :meth:`run` with a deadline and come back to it. ``greedy`` (the strong bot's rollouts:
    :data:`ffcore.bots.strong.GREEDY_FOREMAN`) chooses one die's value at a time instead,
    the dice not chosen yet left out: six plans a die rather than every set (24 rather than
    126 for four dice).
    """

    def __init__(self, state: State, valuation: Valuation, limit: int = 12,
                 refine: int = 3, greedy: bool = False) -> None:
        self.state = state
        self.valuation = valuation
        self.limit = limit
        self.refine = refine
        self.action: Action | None = None
        player = state.player
        free = sum(1 for die in player.dice if die.kind != "specialist" and not die.value)
        fixed = sum(1 for die in player.dice if die.kind != "specialist" and die.value)
        settable = min(free, 4 - fixed)
        if settable <= 0:
            self.action = ROLL
        self._unset = free - settable
        self._greedy = settable if greedy else 0  # dice still to choose one at a time
        self._chosen: tuple[int, ...] = ()
        self._todo = ([(value,) for value in range(1, 7)] if self._greedy else
                      list(combinations_with_replacement(range(1, 7), max(settable, 0))))
        self._tried = 0
        self._total = (6 * settable if self._greedy
                       else len(self._todo) + min(refine, len(self._todo)))
        self._scored: list[tuple[float, tuple[int, ...]]] = []
        self._refining = False
        #: The best set of values once chosen (the action sets its highest value first).
        self.values: tuple[int, ...] = ()
        #: Positions its plans looked at.
        self.positions = 0

    @property
    def progress(self) -> float:
        """Return the share of the plans tried, from 0 to 1."""
        return 1.0 if self.action is not None else self._tried / self._total

    def run(self, deadline: float = float("inf")) -> Action | None:
        """Try sets of values until ``deadline``; return the choice once made, else None.

        Each call tries at least one set, so even a zero time slice makes progress.
        """
        while self.action is None:
            self._try_one()
            if self.action is None and time.perf_counter() >= deadline:
                return None
        return self.action

    def _try_one(self) -> None:
        if self._greedy:
            self._try_one_die()
            return
        values = self._todo.pop(0)
        self._tried += 1
        if self._refining:
            self._scored.append((self._worth(values, PLAN_NODES), values))
        else:
            worth = self._worth(values, self.limit) + AVG_DIE * self._unset
            self._scored.append((worth, values))
        if self._todo:
            return
        self._scored.sort(key=lambda item: -item[0])
        if self._refining or not self.refine:
            self.values = self._scored[0][1]
            self.action = Action("set", number=self.values[-1])
            return
        self._refining = True
        self._todo = [values for _worth, values in self._scored[:self.refine]]
        self._scored = []

    def _worth(self, values: tuple[int, ...], limit: int) -> float:
        plan = foreman_plan(self.state, self.valuation, values, limit)
        self.positions += plan.nodes
        return plan.value

    def _try_one_die(self) -> None:
        """Try the next value for the die being chosen (``greedy``); once all six are tried,
        keep the best and go on to the next die, or set the values chosen."""
        value = self._todo.pop(0)[0]
        self._tried += 1
        values = tuple(sorted((*self._chosen, value)))
        worth = self._worth(values, self.limit) + AVG_DIE * (self._unset + self._greedy - 1)
        self._scored.append((worth, values))
        if self._todo:
            return
        self._chosen = max(self._scored, key=lambda item: item[0])[1]  # the first of ties
        self._scored = []
        self._greedy -= 1
        if self._greedy:
            self._todo = [(value,) for value in range(1, 7)]
            return
        self.values = self._chosen
        self.action = Action("set", number=self.values[-1])


def foreman_worth(state: State, valuation: Valuation, values: tuple[int, ...],
                  limit: int) -> float:
    """Return the plan worth of setting these values (dice left to roll are left out)."""
    return foreman_plan(state, valuation, values, limit).value


def foreman_plan(state: State, valuation: Valuation, values: tuple[int, ...],
                 limit: int) -> Plan:
    """Return the plan of setting these values (dice left to roll are left out)."""
    return plan_work(foreman_trial(state, values), valuation, limit)


def foreman_trial(state: State, values: tuple[int, ...]) -> State:
    """Return a copy of a Foreman position with these values set and the other dice left out."""
    trial = state.copy()
    dice = trial.player.dice
    queue = list(values)
    for i, die in enumerate(dice):
        if queue and die.kind != "specialist" and not die.value:
            dice[i] = die._replace(value=queue.pop())
    dice[:] = [die for die in dice if die.value or die.kind == "specialist"]
    trial.step = "work"
    return trial
