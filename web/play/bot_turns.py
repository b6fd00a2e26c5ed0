"""The bots' turns on the page: the decision of the bot to move, thought about in slices;
its move, held until the page's pause after the last move is over (glue/pacing.py); and,
while that move waits, the decision of the bot that moves after it, begun on the position
the waiting move leads to, and once that one is decided, the decision of the bot after it,
and so on until a person is to move. The player then waits for the longer of the pauses
and the thinking, not their sum. A bot's choice depends only on its seed and the position,
so a decision begun early is the one it would have made on time.

Where the page has a thinker off its thread (thinker.py: a Web Worker), a decision is asked
of it instead, and the thinker goes on to the decisions after it by itself; until it is
ready, or if it fails, the page thinks as above.

Nothing here touches the browser; the session (session.py) holds one per game.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Protocol

from ffcore import Action, Game
from play.seats import BOT_LEVELS

if TYPE_CHECKING:  # the bots load only once one plays
    from ffcore import ViewModel
    from ffcore.bots import Bot, Search

#: A position: its action count and the digest of its history (as a suggestion's).
Position = tuple[int, int]
#: Decisions begun early at most, one after another: enough for every bot of a table of
#: five to have decided by the time the first of them has moved, or for a bot's work turn
#: of several moves; more would only hold games and thinking the page has no use for yet.
AHEAD_DECISIONS = 6


class ThinkerPort(Protocol):
    """What the bots' turns ask of a thinker off the page's thread (thinker.py; the page's
    is glue/thinker.py)."""

    def ready(self) -> bool:
        """Return whether the thinker answers requests (False while it starts, and for good
        once it failed: the page then thinks itself)."""

    def ask(self, game: Game, seats: list[str]) -> None:
        """Ask for the decision of the bot to move in ``game``, whose seats are ``seats``."""

    def answer(self, game: Game) -> tuple[str, float] | None:
        """Return the decision made in ``game`` as it is now, if it has come: the move's
        text and the seconds it took."""

    def forget(self) -> None:
        """Drop the decisions kept (the page opened again, for the tests' restart)."""


class BotTurns:
    """The bots of one game: their searches, and how long each decision took."""

    def __init__(self, seats: list[str], thinker: ThinkerPort | None = None) -> None:
        #: Per seat: a person (here or by link) or a bot level.
        self.seats = seats
        #: The thinker off the page's thread, if the page has one, and the position whose
        #: decision was asked of it (None: none asked, the page thinks).
        self._thinker = thinker
        self._asked: Position | None = None
        self._answer: Action | None = None
        self._bots = SeatedBots(seats)
        #: The bot to move's search, and whether it has decided (its move not played yet).
        self._search: Search | None = None
        self._decided = False
        #: Seconds the bot to move has spent thinking on its decision so far, and the totals
        #: of the decisions made since the page last read them (for benchmarks).
        self._thought = 0.0
        self.decision_seconds: list[tuple[str, float]] = []
        #: The bot whose search is under way, by name ("" for none): the page is told
        #: (`Session.thinking` is what the board shows).
        self.deciding = ""
        #: The decisions begun early, in the order they come: the next one, then (once it is
        #: decided) the one after it, and so on.
        self._following: list[Begun] = []

    def decide(self, game: Game, seconds: float) -> bool:
        """Let the bot to move think for at most about ``seconds``; return True once it has
        decided. Its move waits until :meth:`play`."""
        if self._decided:
            return True
        name = game.current_player
        assert name is not None
        if self._asked is not None or (self._search is None and self._ask(game)):
            return self._answered(game, name)
        started = time.perf_counter()
        if self._search is None:
            self._search, self._thought = self._begun_early(game)
        if self._search is None:
            # Setting a search up is a slice of its own: with thinking after it, the page
            # could wait too long.
            self._search = self._bots.search(game, name)
            finished = False
        else:
            finished = self._search.step(seconds)
        self._thought += time.perf_counter() - started
        self.deciding = "" if finished else name
        if finished:
            self._decided = True
            self.decision_seconds.append((self.seats[game.names.index(name)], self._thought))
            self._thought = 0.0
        return finished

    def waits_elsewhere(self) -> bool:
        """Return whether the bot to move waits for the thinker's decision (the page has
        nothing to think meanwhile)."""
        return self._asked is not None and not self._decided

    def thinks_here(self, game: Game) -> bool:
        """Return whether the bot to move's decision is still to be thought on the page's
        thread: neither decided nor asked of the thinker, nor to be asked (it is not ready,
        or the page began this decision early)."""
        if self._decided or self._asked is not None:
            return False
        return self._search is not None or not self._thinker_takes(game)

    def _thinker_takes(self, game: Game) -> bool:
        """Return whether the thinker is to be asked for the decision in ``game``: it is
        ready, and no decision was begun early here."""
        thinker = self._thinker
        return thinker is not None and thinker.ready() and \
            not (self._following and self._following[0].at == position(game))

    def _ask(self, game: Game) -> bool:
        """Ask the thinker for the decision in ``game``, if it takes it (`_thinker_takes`);
        return whether it was asked. (Asked even where it decided ahead already: it then
        decides further ahead.)"""
        if self._thinker is None or not self._thinker_takes(game):
            return False
        self._following.clear()
        self._asked = position(game)
        self._thinker.ask(game, self.seats)
        return True

    def _answered(self, game: Game, name: str) -> bool:
        """Take the thinker's decision once it has come; return True then. A thinker that
        failed leaves the decision to the page."""
        assert self._thinker is not None and self._asked is not None
        if self._asked != position(game):  # the game went elsewhere: ask again
            self._asked = None
            return False
        answer = self._thinker.answer(game)
        if answer is None:
            if not self._thinker.ready():
                self._asked = None  # the page thinks from the next slice on
            self.deciding = name
            return False
        move, seconds = answer
        self._answer = Action.parse(move)
        self._decided = True
        self.deciding = ""
        self.decision_seconds.append((self.seats[game.names.index(name)], seconds))
        return True

    def decision(self) -> Action | None:
        """Return the move the bot to move decided (None: it has not decided yet)."""
        if not self._decided:
            return None
        if self._answer is not None:
            return self._answer
        return self._search.best() if self._search is not None else None

    def play(self, game: Game) -> None:
        """Play the move the bot to move decided (see :meth:`decide`)."""
        action = self.decision()
        assert action is not None
        self._search = self._answer = self._asked = None
        self._decided = False
        game.apply(action)

    def think_ahead(self, game: Game, seconds: float) -> bool:
        """While a decided move waits, think for at most about ``seconds`` for the bots that
        move after it, one decision after another; return False when there is nothing to
        think about (a person moves next, or the game ends)."""
        if not self._decided or self._search is None:
            return False  # the thinker elsewhere thinks ahead by itself
        started = time.perf_counter()
        following = self._following
        if following:
            last = following[-1]
            if last.search is None:
                return False
            if not last.search.done:
                last.search.step(seconds)
                last.seconds += time.perf_counter() - started
                return True
            if len(following) >= AHEAD_DECISIONS:
                return False
            before, decided = last.game, last.search
        else:
            before, decided = game, self._search
        after = before.copy()
        after.apply(decided.best())
        name = after.current_player
        search = None
        if name is not None and self.seats[after.names.index(name)] in BOT_LEVELS:
            search = self._bots.search(after, name)  # a slice of its own
        following.append(Begun(after, search, time.perf_counter() - started))
        return search is not None

    def _begun_early(self, game: Game) -> tuple[Search | None, float]:
        """Return the search begun early for this position and its seconds so far, if any
        (the ones begun after it stay; all are dropped if the game went elsewhere)."""
        following = self._following
        if not following or following[0].at != position(game):
            following.clear()
            return None, 0.0
        begun = following.pop(0)
        return begun.search, begun.seconds


class SeatedBots:
    """The bots of a game's seats, each made once, seeded by the game's seed and its seat:
    what a choice depends on, with the position (the page's and the thinker's alike)."""

    def __init__(self, seats: list[str]) -> None:
        self.seats = seats
        self._bots: dict[int, Bot] = {}

    def search(self, game: Game, name: str) -> Search:
        """Begin the decision of ``name``'s bot in ``game`` (setting it up is a slice of its
        own: the search thinks from its first step)."""
        from ffcore import bots  # imported late: the bots are only needed once one plays

        seat = game.names.index(name)
        bot = self._bots.get(seat)
        if bot is None:
            bot = self._bots[seat] = bots.make(self.seats[seat], seed=game.seed + seat)
        return bot.start(bot_view(game, name))


class Begun:
    """A bot's decision begun early: the game at the position it is for, its search (None:
    a person moves there, or the game is over) and the seconds spent on it so far."""

    def __init__(self, game: Game, search: Search | None, seconds: float) -> None:
        self.game = game
        self.at = position(game)
        self.search = search
        self.seconds = seconds


def position(game: Game) -> Position:
    """Return what tells one position of a game from another (an undo and a new move
    included): what a bot's or a suggestion's thinking ahead answers."""
    return game.action_count, game.history_digest


def bot_view(game: Game, name: str) -> ViewModel:
    """Return the view a bot or a suggestion starts from: without the game's log, which they
    do not read, so that a decision's setup costs no more late in a game than early."""
    return game.view(name, log_from=game.log_size)
