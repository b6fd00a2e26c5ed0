"""The work the page does between clicks, as plain Python: which work the screen that shows
waits for, in which order, and what each slice of it does; what a slice finds comes back as
a message (messages.py), which the update answers. The glue (glue/pacing.py) only runs it:
a slice per browser task, the messages to the loop, the timers of the pauses.

The order, when several wait: a game review first (the replay shows its progress), then a
suggestion asked for, then a bot to move (and, while its move waits for the pause, the bot
after it), then the coach's look at the last move, and last a suggestion worked out ahead
in idle time (see session.py and bot_turns.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from play.session import Session
from screens.replay import ReplayScreen, Watching
from shell.messages import BotMoved, BotThinking, Coached, Idle, Message, Reviewed, Suggested
from shell.router import Router

#: How long a bot's thinking may hold the page before it yields (seconds).
THINK_SLICE = 0.08
#: The pause after each bot move, so people can follow it (seconds).
BOT_PAUSE = 0.7
#: The pause after a move that sets up a work turn's dice (a Foreman's die fixed, but for
#: the last, which rolls the rest; the Specialist's value) or closes a work turn whose moves
#: were each shown: the board changes little, and a whole pause for each made a Foreman's
#: turn begin with four (seconds).
BRIEF_PAUSE = 0.25
#: The kinds of those moves (ffcore.actions).
BRIEF_MOVES = frozenset({"set", "specialist", "end"})
#: Each pace of motion (the player's setting, ui.Ui.pace): the pauses' length, as a share
#: of Normal's. Fast and Off go by quickly (a piece travelling at Fast may be caught by the
#: next move, which starts it again from where it is seen: web/static/motion.js).
PAUSE_SHARE = {"off": 0.2, "fast": 0.25, "normal": 1.0, "slow": 1.6}
#: The paces at which a bot's move also waits for the pieces of the move before it to land
#: (at Fast the next move may catch them, and start them again from where they are seen).
LANDING_PACES = frozenset({"normal", "slow"})
#: How often that pause looks whether the player skipped it (seconds).
PAUSE_STEP = 0.05
#: How often the page looks whether the bots' thinker off its thread has answered
#: (play/thinker.py; seconds): a look is a task of a fraction of a millisecond.
ANSWER_STEP = 0.02
#: How long one slice of a suggestion worked out ahead, in idle time, may hold the page
#: (seconds): shorter, as the player may click at any moment.
AHEAD_SLICE = 0.04
#: How long one slice of a game review may hold the page (seconds): a task stays short.
REVIEW_SLICE = 0.04
#: How long one slice of the coach's look at a move may hold the page (seconds): a little
#: under a review's (it is one), since it runs while the player plays; the last piece of
#: work of a slice may overrun it (up to about 12 ms in CPython, three times that in
#: Pyodide), and the page must never hold more than 100 ms.
COACH_SLICE = 0.03
#: How often the review's progress bar is drawn again (seconds).
REVIEW_REDRAW = 0.25

#: The kinds of work, in the order they are done when several wait.
Task = Literal["review", "hint", "bot", "coach", "ahead"]
#: The work nobody waits for (the coach's look at a move, a suggestion worked out ahead),
#: which holds off while pieces travel, leaving the page's thread to the frames (the bots
#: think off it: play/thinker.py, or where no thinker takes their decision, on it once the
#: pieces land: glue/pacing.py; a suggestion asked for does not wait).
HELD_WHILE_TRAVELLING: frozenset[Task] = frozenset({"coach", "ahead"})


class Work:
    """The work waiting for the screen that shows, a slice of it at a time, and the pause
    after each bot move. What a slice finds comes back as a message carrying it
    (messages.py), for the glue to hand to the update: a slice computes, in the bots' and the
    suggestion's own objects, and changes nothing the screens read."""

    def __init__(self, router: Router, session: Session, pace: Callable[[], str]) -> None:
        self._router = router
        self._session = session
        self._pace = pace  # the pace of motion now (ui.Ui.pace)
        #: Set when the player skips the pauses after bots' moves (for these bots' turns).
        self.skip_pause = False

    def shows_play(self) -> bool:
        """Return whether the board (or final sheet) of the game in play shows."""
        screen = self._router.top
        return screen.shows() is self._session

    def next(self) -> Task | None:
        """Return the work to do next (None: nothing waits)."""
        session = self._session
        if self.review_pending():
            return "review"
        if session.suggestion.asked:
            return "hint"
        if self.bot_pending():
            return "bot"
        coach = session.coach
        if coach is not None and coach.to_judge:
            return "coach"
        if self.ahead_pending():
            return "ahead"
        return None

    def shown(self, task: Task | None) -> bool:
        """Return whether ``task`` is work the player sees happen (the page is drawn again
        once it ends): a suggestion ahead, unseen, is not."""
        return task in ("review", "hint", "bot")

    def think(self, task: Task, seconds: float) -> Message | None:
        """Do a slice of ``task`` of about ``seconds``; return the message carrying what it
        found (None: nothing to tell yet). A bot's decided move comes back at each slice
        until it is played: the glue holds it for the pause after the last move."""
        session = self._session
        if task == "review":
            return self._review_think(seconds)
        if task == "hint":
            found = session.suggestion.think(session.game, seconds)
            return Suggested(*found) if found is not None else None
        if task == "bot":
            return self._bot_think(seconds)
        if task == "coach":
            assert session.coach is not None  # next() offers it only with the coach
            verdict = session.coach.think(seconds)
            return Coached(*verdict) if verdict is not None else None
        # Ahead: the person at the device is to move, the bots' turns over.
        assert session.game is not None  # next() offers it only in a game
        session.suggestion.think_ahead(session.game, session.viewer, seconds)
        return Idle() if self.skip_pause else None

    # Each kind of work ------------------------------------------------------------------

    def bot_pending(self) -> bool:
        """Return whether a bot must move now (only while the board shows)."""
        return self.shows_play() and self._session.bot_turn()

    def _bot_think(self, seconds: float) -> BotThinking | BotMoved | None:
        """Let the bot to move think; return who the board shows thinking when that changes
        (`BotThinking`), else, once it has decided, its move (`BotMoved`)."""
        session = self._session
        decided = session.bot_decide(seconds)
        if session.bots.deciding != session.thinking:
            return BotThinking(session.bots.deciding)
        decision = session.bot_decision() if decided else None
        return BotMoved(*decision) if decision is not None else None

    def bot_waits_elsewhere(self) -> bool:
        """Return whether the bot to move waits for the thinker off the page's thread."""
        return self._session.bots.waits_elsewhere()

    def bot_thinks_here(self) -> bool:
        """Return whether the bot to move's decision is still to be thought on the page's
        thread (no thinker off it takes it)."""
        game = self._session.game
        return game is not None and self._session.bots.thinks_here(game)

    def bot_think_ahead(self, seconds: float) -> bool:
        """While a decided bot move waits, let the bot after it think about the position it
        leads to; return False when there is nothing to think about."""
        return self._session.bot_think_ahead(seconds)

    def pause_after_move(self) -> float:
        """Return how long the page pauses after the move just played (seconds), at the
        player's pace."""
        return self._full_pause() * PAUSE_SHARE[self._pace()]

    def waits_for_landing(self) -> bool:
        """Return whether a bot's move waits for the pieces of the move before it to land,
        at the player's pace."""
        return self._pace() in LANDING_PACES

    def _full_pause(self) -> float:
        game = self._session.game
        if game is None or not game.action_count:
            return BOT_PAUSE
        kind = game.history[-1].kind
        if kind == "set" and not any(action.kind in ("set", "roll")
                                     for action in game.legal_actions()):
            return BOT_PAUSE  # the Foreman's last die: the rest were rolled
        return BRIEF_PAUSE if kind in BRIEF_MOVES else BOT_PAUSE

    def last_decision(self) -> tuple[str, float] | None:
        """Return the bot's level and the seconds it thought, of the last decision made
        (what the page measures: ff-bot-LEVEL)."""
        decisions = self._session.decision_seconds
        return decisions[-1] if decisions else None

    def ahead_pending(self) -> bool:
        """Return whether the board waits for its player, whose suggestion can be worked out."""
        return self.shows_play() and self._session.ahead_pending()

    def review_pending(self) -> bool:
        screen = self._router.top
        return isinstance(screen, ReplayScreen) and screen.watching.review is not None

    def _review_think(self, seconds: float) -> Reviewed | None:
        screen = self._router.top
        found = screen.watching.review_think(seconds) if isinstance(screen, ReplayScreen) \
            else None
        return Reviewed(*found) if found is not None else None

    def review_percent(self) -> int | None:
        """Return how far the review of the replay shown has come (None: no replay shows)."""
        screen = self._router.top
        return screen.watching.percent if isinstance(screen, ReplayScreen) else None

    def replay_playing(self) -> Watching | None:
        """Return the replay shown if it is playing by itself."""
        screen = self._router.top
        if isinstance(screen, ReplayScreen) and screen.watching.playing:
            return screen.watching
        return None


class Pause:
    """The pause after a bot's move, during which the next bot already thinks: its move
    waits for the end of the pause (or the player's skip), not for its thinking to start.
    Times are the browser's clock (performance.now, ms)."""

    def __init__(self, work: Work) -> None:
        self._work = work
        self.until = 0.0  # when the pause after the last move ends
        self.held_since = 0.0  # when the waiting move was decided

    def over(self, now: float) -> bool:
        return self._work.skip_pause or now >= self.until

    def played(self, now: float, seconds: float = BOT_PAUSE) -> None:
        """A bot's move was just played: the next one waits ``seconds`` from ``now``."""
        self.until = now + seconds * 1000
        self.held_since = 0.0

    def think_ahead_for(self, now: float) -> float:
        """Return how long the bot after the waiting move may think in this slice (seconds):
        never past the pause's end."""
        return min(THINK_SLICE, (self.until - now) / 1000)
