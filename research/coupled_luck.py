"""Luck that both versions of a paired trial meet alike: each round's rolls from the seed.

A paired trial (``research/solo_trials.py``) plays a bot as it is and changed on the same
seed, but a game draws on its one random generator as it goes: once the two versions play
differently (a die more rolled, a deck run out sooner), every later roll differs too, and
the paired difference carries the luck of the rest of the game. With the luck coupled,
the real game's generator is set anew at each round's start from the seed and the round,
and The Machine's turn draws from a generator of its own, set from the seed and the round
too: both versions meet the same Machine rolls in every round, and the same rolls of their
own as long as they roll as many that round.

The games are as fair as before. Every roll is still uniform and independent of every
choice, and the bots cannot tell: they see only their views and deal their own futures
(:mod:`ffcore.bots.hidden`). Only the real game is coupled; the bots' own searches, which
run The Machine's turn in states of their own, draw as they always do.
"""

from __future__ import annotations

import hashlib
from types import TracebackType

from ffcore import rules
from ffcore.game import Game
from ffcore.state import Rng, State

#: What each stream of a round's luck is for.
PLAYERS, MACHINE = "players", "machine"


def stream(seed: int, round_: int, purpose: str) -> Rng:
    """Return the generator of one round's luck for one purpose in the game of ``seed``."""
    digest = hashlib.sha256(f"{seed}:{round_}:{purpose}".encode()).digest()
    return Rng(int.from_bytes(digest[:8], "big"))


class CoupledLuck:
    """Couple a game's luck to its seed and round while in a ``with`` block.

    Call :meth:`sync` after each action applied to the game, so that a new round starts
    on its own stream. The Machine's turn is intercepted in :mod:`ffcore.rules` for the
    block's duration (one game at a time in a process).
    """

    def __init__(self, game: Game, seed: int) -> None:
        self.game = game
        self.seed = seed
        self._round = -1
        self._machine_turn = rules.machine_turn

    def __enter__(self) -> CoupledLuck:
        rules.machine_turn = self._coupled_machine_turn
        self.sync()
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        rules.machine_turn = self._machine_turn

    def sync(self) -> None:
        """Start the round's own stream if the game has entered a new round."""
        state = self.game.state
        if state.round != self._round:
            self._round = state.round
            # The same generator object, reset: the game's undo anchor shares it.
            state.rng.setstate(stream(self.seed, state.round, PLAYERS).getstate())

    def _coupled_machine_turn(self, state: State) -> None:
        if state.rng is not self.game.state.rng:  # a bot's own search
            self._machine_turn(state)
            return
        own = state.rng.getstate()
        state.rng.setstate(stream(self.seed, state.round, MACHINE).getstate())
        try:
            self._machine_turn(state)
        finally:
            state.rng.setstate(own)
