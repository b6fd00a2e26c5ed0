"""The suggestion on the page: the strong bot's move for the person at the device (its solo
search cheaper, ``ffcore.bots.suggester``, so it comes in time on a phone), asked for
by *Suggest* and thought about in slices (glue/pacing.py), and the one worked out ahead in
idle time, before it is asked for, so that it shows at once.

Nothing here touches the browser; the session (session.py) holds one per game, beside its
bots (bot_turns.py). The board reads what it shows from here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot_turns import Position, position
from ffcore import Game

if TYPE_CHECKING:  # the bots load only once a suggestion is worked out
    from ffcore.bots import Hint, Search


class Suggestion:
    """A suggestion asked for, the one made, and the one worked out ahead."""

    def __init__(self) -> None:
        #: A suggestion asked for and being thought about, for whom, and the move count it
        #: was asked at.
        self.asked = False
        self._search: Search | None = None
        self._viewer = ""
        self._for = 0
        #: The suggestion made: the action and its reason.
        self.hint: Hint | None = None
        #: The suggestion worked out ahead: its search, the position it answers, its answer.
        self._ahead_search: Search | None = None
        self._ahead_for: Position | None = None
        self._ahead: Hint | None = None

    def ask(self, game: Game, viewer: str) -> None:
        """Ask what ``viewer`` should do: answered at once if it was worked out ahead, else
        call :meth:`think` until it returns True."""
        self._search = None
        self._viewer = viewer
        self._for = game.action_count
        self.hint = None
        if self._ahead_for == position(game):
            if self._ahead is not None:
                self.hint = self._ahead
                return
            self._search = self._ahead_search  # half worked out: go on from there
        self.asked = True

    def think(self, game: Game | None, seconds: float) -> bool:
        """Think about the suggestion asked for, for at most about ``seconds``; return True
        when done."""
        if not self.asked:
            return True
        if game is None or game.action_count != self._for:
            # The player moved (or left) meanwhile: the question no longer stands.
            self._search = None
            self.asked = False
            return True
        if self._search is None:
            # Setting the search up (and importing the bots, the first time) is a slice of
            # its own, not part of the click that asked: together they could hold the page.
            from ffcore import bots

            self._search = bots.suggester(game.seed).start(game.view(self._viewer))
            return False
        search = self._search
        if not search.step(seconds):
            return False
        self._search = None
        self.asked = False
        self.hint = search.hint()
        if self._ahead_for == position(game):
            self._ahead, self._ahead_search = self.hint, None
        return True

    def ahead_pending(self, game: Game) -> bool:
        """Return whether the suggestion for the position could be worked out ahead: the game
        goes on, and neither it nor one asked for is under way (the caller knows whether the
        person at the device is to move)."""
        return not game.is_over and not self.asked and self.hint is None and \
            (self._ahead is None or self._ahead_for != position(game))

    def think_ahead(self, game: Game, viewer: str, seconds: float) -> bool:
        """Work out the suggestion for ``viewer`` ahead for at most about ``seconds``; return
        True when done. One for a position that is gone (a move, an undo) is dropped."""
        shown = position(game)
        if self._ahead_for != shown:
            self._ahead_for, self._ahead, self._ahead_search = shown, None, None
        if self._ahead is not None:
            return True
        if self._ahead_search is None:
            from ffcore import bots  # a slice of its own, as for a suggestion asked for

            self._ahead_search = bots.suggester(game.seed).start(game.view(viewer))
            return False
        if not self._ahead_search.step(seconds):
            return False
        self._ahead, self._ahead_search = self._ahead_search.hint(), None
        return True
