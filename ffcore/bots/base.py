"""What every bot shares: a decision built from one player's view, and searches in steps.

A bot sees only :meth:`ffcore.Game.view` of its own player and answers with
one of the legal actions the view lists. Its random choices come from a
generator seeded by the bot's seed and the public part of the view, so the
same bot in the same position always makes the same choice, on any machine
and whatever was dealt where it cannot see.

Thinking can be sliced for a browser: :meth:`Bot.start` returns a
:class:`Search`; call :meth:`Search.step` with a time slice until it returns
True, then read :meth:`Search.best`.

A bot is built with the valuation it thinks with (:mod:`ffcore.bots.valuation`);
its decisions hand it to every search, plan and rollout they start.
"""

from __future__ import annotations

import hashlib
import random
import time

from ..actions import Action
from ..state import State
from ..views import ViewModel, as_json
from .foreman_choice import ForemanChoice
from .handmade_valuation import HANDMADE
from .hidden import determinize
from .hints import Hint, Reason, reason_for
from .valuation import Valuation


class Decision:
    """One choice to make: the view, its legal actions, the bot's valuation and generator."""

    def __init__(self, view: ViewModel, seed: int, salt: str, valuation: Valuation) -> None:
        if not view.legal or view.current_player != view.viewer:
            raise ValueError(f"It is not {view.viewer}'s turn to act.")
        self.view = view
        #: The position estimate the bot thinks with.
        self.valuation = valuation
        self.legal = [Action.parse(text) for text in view.legal]
        public = f"{salt}:{seed}:{view.viewer}:{as_json(view.state)}"
        digest = hashlib.sha256(public.encode()).digest()
        self.rng = random.Random(int.from_bytes(digest[:16], "big"))
        self._sample: State | None = None

    def sample(self) -> State:
        """Return a new whole state dealt to fit the view (hidden cards at random)."""
        return determinize(self.view, self.rng)

    @property
    def state(self) -> State:
        """Return the first sampled state (the one heuristics read; only public parts matter)."""
        if self._sample is None:
            self._sample = self.sample()
        return self._sample

    def legal_twin(self, action: Action) -> Action:
        """Return the listed legal action equal to ``action``; raise ValueError if none."""
        for listed in self.legal:
            if listed == action:
                return listed
        raise ValueError(f"The bot chose {action}, which is not legal here.")


class Search:
    """A decision being thought about, one slice of time at a time."""

    def __init__(self, decision: Decision) -> None:
        self.decision = decision
        self.done = False
        self._action: Action | None = None
        self._reason: Reason | None = None

    def step(self, max_seconds: float = 0.1) -> bool:
        """Think for about ``max_seconds`` at most; return True once the choice is made."""
        if self.done:
            return True
        deadline = time.perf_counter() + max_seconds
        if self._advance(deadline):
            self.done = True
        return self.done

    def _advance(self, deadline: float) -> bool:
        """Do some thinking until ``deadline``; return True when finished."""
        raise NotImplementedError

    @property
    def progress(self) -> float:
        """Return how far the thinking has got, from 0 to 1."""
        return 1.0 if self.done else 0.0

    def _finish(self, action: Action, reason: Reason | None = None) -> bool:
        self._action = self.decision.legal_twin(action)
        self._reason = reason
        return True

    def best(self) -> Action:
        """Return the chosen action, finishing the thinking first if needed."""
        while not self.step(3600.0):
            pass
        assert self._action is not None
        return self._action

    def hint(self) -> Hint:
        """Return the chosen action with a one-line reason."""
        action = self.best()
        if self._reason is not None:
            return Hint(action, self._reason)
        return Hint(action, reason_for(self.decision.state, action,
                                       legal=len(self.decision.legal)))


class Known(Search):
    """A search whose answer needs no thinking (one legal action, or a ready answer)."""

    def __init__(self, decision: Decision, action: Action, reason: Reason | None = None) -> None:
        super().__init__(decision)
        self._finish(action, reason)
        self.done = True

    def _advance(self, deadline: float) -> bool:
        return True


class ForemanSearch(Search):
    """The Foreman's choice (:class:`ffcore.bots.foreman_choice.ForemanChoice`), a few plans
    a slice."""

    def __init__(self, decision: Decision) -> None:
        super().__init__(decision)
        self.choice = ForemanChoice(decision.state.copy(), decision.valuation)

    @property
    def progress(self) -> float:
        """Return the share of the plans tried."""
        return 1.0 if self.done else self.choice.progress

    def _advance(self, deadline: float) -> bool:
        action = self.choice.run(deadline)
        if action is None:
            return False
        return self._finish(action, reason_for(self.decision.state, action,
                                               legal=len(self.decision.legal)))


class Bot:
    """A player that picks from the legal actions of its own view, by a valuation of its own."""

    #: The bot's level, as :func:`ffcore.bots.make` names it.
    name = ""

    def __init__(self, seed: int = 0, valuation: Valuation = HANDMADE) -> None:
        self.seed = seed
        #: The position estimate it thinks with.
        self.valuation = valuation

    def decision(self, view: ViewModel) -> Decision:
        """Return the decision a view asks for; raise ValueError if it is not the bot's turn."""
        return Decision(view, self.seed, self.name, self.valuation)

    def start(self, view: ViewModel) -> Search:
        """Return a search for the action to play in ``view`` (see :class:`Search`)."""
        decision = self.decision(view)
        if len(decision.legal) == 1:
            return Known(decision, decision.legal[0], Reason("hint.only"))
        return self._search(decision)

    def _search(self, decision: Decision) -> Search:
        raise NotImplementedError

    def choose(self, view: ViewModel) -> Action:
        """Return the bot's action for ``view``: always one of ``view.legal``."""
        return self.start(view).best()

    def suggest(self, view: ViewModel) -> Hint:
        """Return the bot's action for ``view`` with a one-line reason (for hints)."""
        return self.start(view).hint()
