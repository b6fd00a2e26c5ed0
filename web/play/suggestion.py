"""The suggestion on the page: the strong bot's move for the person at the device (its solo
search cheaper, ``ffcore.bots.suggester``, so it comes in time on a phone), asked for
by *Suggest* and thought about in slices (glue/pacing.py); the one worked out ahead in
idle time, before it is asked for, so that it shows at once; and, once that one is known,
the one after it: worked out on the position its move leads to, while the player looks at
the board, as a chess engine ponders on the move it expects. A player who plays the
suggestion then finds the next one ready, or under way. A suggestion depends only on the
game's seed and the position, so one worked out early is the one asked for later.

Nothing here touches the browser; the session (session.py) holds one per game, beside its
bots (bot_turns.py). The board reads what it shows from here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ffcore import Game
from play.bot_turns import Position, bot_view, position

if TYPE_CHECKING:  # the bots load only once a suggestion is worked out
    from ffcore.bots import Hint, Search


class SuggestionSearch:
    """A suggestion worked out before it is asked for: the position it answers, its search
    while under way (None before it starts, or when there is nothing to work out), then its
    answer."""

    def __init__(self, at: Position, wanted: bool = True) -> None:
        self.at = at
        #: False where the person at the device does not move there (another player, a
        #: bot, the game's end): nothing to work out.
        self.wanted = wanted
        self.search: Search | None = None
        self.hint: Hint | None = None

    @property
    def pending(self) -> bool:
        """Return whether there is still something to work out."""
        return self.wanted and self.hint is None

    def think(self, game: Game, viewer: str, seconds: float) -> bool:
        """Think for at most about ``seconds`` (setting the search up, and importing the bots
        the first time, is a slice of its own: together with thinking they could hold the
        page); return True once nothing is left to work out."""
        if not self.pending:
            return True
        if self.search is None:
            from ffcore import bots

            self.search = bots.suggester(game.seed).start(bot_view(game, viewer))
            return False
        if not self.search.step(seconds):
            return False
        self.hint, self.search = self.search.hint(), None
        return True


class Suggestion:
    """A suggestion asked for, the one made, the one worked out ahead, and the next."""

    def __init__(self) -> None:
        #: A suggestion asked for and being thought about, for whom, and the position it
        #: was asked at (it is the one worked out ahead for that position, taken over).
        self.asked = False
        self._viewer = ""
        self._for: Position | None = None
        #: The suggestion made: the action and its reason.
        self.hint: Hint | None = None
        #: The suggestion for the position on the board, worked out ahead (or asked for).
        self._ahead: SuggestionSearch | None = None
        #: The one after it, for the position its move leads to (once it is known), and
        #: that position.
        self._next: SuggestionSearch | None = None
        self._after: Game | None = None

    def ask(self, game: Game, viewer: str) -> None:
        """Ask what ``viewer`` should do: answered at once if it was worked out ahead, else
        call :meth:`think` until it returns what it found, for :meth:`answer` (it goes on
        from what was worked out)."""
        self._viewer = viewer
        self._for = position(game)
        self.hint = self._ahead_for(game).hint
        self.asked = self.hint is None

    def think(self, game: Game | None,
              seconds: float) -> tuple[Position | None, Hint | None] | None:
        """Think about the suggestion asked for, for at most about ``seconds``; return, once
        done, the position it was asked at and the suggestion (None: the question no longer
        stands, the player having moved or left meanwhile), for :meth:`answer`; None while
        under way. What the board shows changes only with the answer."""
        if not self.asked or game is None or position(game) != self._for:
            return self._for, None
        asked = self._ahead_for(game)
        if not asked.think(game, self._viewer, seconds):
            return None
        return self._for, asked.hint

    def answer(self, at: Position | None, hint: Hint | None) -> None:
        """The suggestion asked for at the position ``at`` was worked out (None: the question
        no longer stands): it shows, if it answers the question still asked."""
        if self.asked and at == self._for:
            self.asked = False
            self.hint = hint

    def ahead_pending(self, game: Game) -> bool:
        """Return whether a suggestion could be worked out ahead: the game goes on, none is
        asked for, and the one for the position, or the one after it, is still to work out
        (the caller knows whether the person at the device is to move)."""
        if game.is_over or self.asked:
            return False
        ahead = self._known(position(game))
        if ahead is None or ahead.pending:
            return True
        following = self._next if ahead is self._ahead else None
        return following is None or following.pending

    def think_ahead(self, game: Game, viewer: str, seconds: float) -> bool:
        """Work out the suggestion for ``viewer`` ahead, then the one after it, for at most
        about ``seconds``; return True when both are done. Those for a position that is gone
        (a move other than the suggestion, an undo) are dropped."""
        ahead = self._ahead_for(game)
        if ahead.pending:
            ahead.think(game, viewer, seconds)
            return False
        following = self._next
        if following is None:
            assert ahead.hint is not None
            after = game.copy()
            after.apply(ahead.hint[0])
            wanted = not after.is_over and after.current_player == viewer
            following = self._next = SuggestionSearch(position(after), wanted)
            self._after = after
            return not wanted
        if not following.pending:
            return True
        assert self._after is not None  # kept while the next one is worked out
        finished = following.think(self._after, viewer, seconds)
        if finished:
            self._after = None
        return finished

    def _ahead_for(self, game: Game) -> SuggestionSearch:
        """Return the suggestion worked out ahead for the position on the board: the next
        one if the suggestion's move was played, else a new one if the position is another."""
        shown = position(game)
        known = self._known(shown)
        if known is None:
            known = SuggestionSearch(shown)
        if known is not self._ahead:
            self._ahead, self._next, self._after = known, None, None
        return known

    def _known(self, shown: Position) -> SuggestionSearch | None:
        """Return what was worked out ahead for the position ``shown``, if anything."""
        for worked in (self._ahead, self._next):
            if worked is not None and worked.at == shown and worked.wanted:
                return worked
        return None
