"""The page's work between clicks: bots' moves and the suggestion, thought about in short
slices so the page never freezes; the pause after each bot move so people can follow it,
while the next bot already thinks, and once it has decided, the bot after it (the player
waits for the longer of the two, not their sum); the suggestion worked out ahead while
the player looks at the board; the strong bot's review; and a replay playing by itself.
Each slice is a task of the browser's of its own: clicks and painting go on between
them."""

from __future__ import annotations

import asyncio
import traceback

from glue.browser import absent, measure, page
from glue.render import app, render
from screens.replay import ReplayScreen, Watching
from ui_text import t

#: How long a bot's thinking may hold the page before it yields (seconds).
THINK_SLICE = 0.08
#: The pause after each bot move, so people can follow it (seconds).
BOT_PAUSE = 0.7
#: How often that pause looks whether the player skipped it (seconds).
PAUSE_STEP = 0.05
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

#: The running loops (kept so that their tasks are not garbage-collected meanwhile).
_thinking: asyncio.Future[None] | None = None
_replaying: asyncio.Future[None] | None = None


def wake() -> None:
    """Start whatever the screen now asks for: a bot to move, a suggestion or a review to
    work out (or a suggestion ahead, while the board waits for the player), a replay to
    play."""
    global _thinking, _replaying
    if _work_pending() and (_thinking is None or _thinking.done()):
        _thinking = asyncio.ensure_future(_think())
    watching = playing()
    if watching is not None and (_replaying is None or _replaying.done()):
        _replaying = asyncio.ensure_future(_play_replay())


def _work_pending() -> bool:
    current = app()
    return current.session.hinting or current.bot_pending() or current.review_pending() or \
        _coaching() or current.ahead_pending()


def _coaching() -> bool:
    """Return whether the coach has a move to judge."""
    coach = app().session.coach
    return coach is not None and coach.pending


def playing() -> Watching | None:
    """Return the replay shown if it is playing by itself."""
    screen = app().screen
    if isinstance(screen, ReplayScreen) and screen.watching.playing:
        return screen.watching
    return None


class _Pause:
    """The pause after a bot's move, during which the next bot already thinks: its move
    waits for the end of the pause (or the player's skip), not for its thinking to start."""

    def __init__(self) -> None:
        self.until = 0.0  # when the pause after the last move ends (performance.now, ms)
        self.held_since = 0.0  # when the waiting move was decided

    def over(self, now: float) -> bool:
        return app().skip_pause or now >= self.until


async def _think() -> None:
    """Let bots move and suggestions and reviews come, one loop for all until none is
    pending, in slices: clicks and painting go on between them. A suggestion asked for
    while a bot's move waits is thought about first; one worked out ahead comes last."""
    current = app()
    pause = _Pause()
    shown = ""
    drawn = 0.0
    # Only work the page shows is drawn again at the end: a redraw after a suggestion worked
    # out ahead, unseen, would wipe the marks of what the last move changed.
    shows = False
    try:
        while _work_pending():
            now = float(page().window.performance.now())
            shows = shows or current.review_pending() or current.session.hinting or \
                current.bot_pending()
            if current.review_pending():
                if current.review_think(REVIEW_SLICE):
                    await asyncio.sleep(0)  # the redraw is a task of its own
                    render()
                elif now - drawn > REVIEW_REDRAW * 1000:
                    drawn = now
                    _show_review_progress()
            elif current.session.hinting:
                if current.session.hint_think(THINK_SLICE):
                    await asyncio.sleep(0)  # the redraw is a task of its own, after the thinking
                    render()
            elif current.bot_pending():
                shown = await _bot_slice(pause, now, shown)
            elif _coaching():
                await _coach_slice()
            else:
                current.skip_pause = False  # skipped for these bots' turns, not the next ones
                current.session.ahead_think(AHEAD_SLICE)
            await asyncio.sleep(0)  # a browser task: clicks and painting go on meanwhile
        current.skip_pause = False
    except Exception as error:  # never leave the page stuck on a bot error
        internal_error(error)
        shows = True
    if shows:
        render()


async def _coach_slice() -> None:
    """Let the coach judge a slice; draw the page when it has something to show: a note,
    or, once the game is over, the costliest moments."""
    session = app().session
    coach = session.coach
    assert coach is not None
    started = float(page().window.performance.now())
    noted = coach.think(COACH_SLICE)
    measure("ff-coach", started)  # each slice, as make bench-ui reads it
    if noted or (not coach.pending and session.game is not None and session.game.is_over):
        await asyncio.sleep(0)  # the redraw is a task of its own
        render()


def _show_review_progress() -> None:
    """Move the review's progress bar on, in place: a whole redraw would replace the
    replay's buttons under the player's finger several times a second."""
    screen = app().screen
    bar = page().root.querySelector(".review progress")
    if isinstance(screen, ReplayScreen) and not absent(bar):
        bar.value = screen.watching.percent
        bar.textContent = f"{screen.watching.percent}%"


async def _bot_slice(pause: _Pause, now: float, shown: str) -> str:
    """Think for the bot to move, or play its move once decided and the pause is over;
    return whose thinking the page shows."""
    current = app()
    if not current.bot_decide(THINK_SLICE):
        if current.session.thinking != shown:
            # Show who is thinking once; a redraw after every slice would double each task.
            await asyncio.sleep(0)
            render()
        return current.session.thinking
    if not pause.held_since:
        pause.held_since = now
    if not pause.over(now):
        # The bot after this move thinks meanwhile, never past the pause's end.
        if current.session.bot_think_ahead(min(THINK_SLICE, (pause.until - now) / 1000)):
            await asyncio.sleep(0)  # a browser task: clicks and painting go on meanwhile
        else:
            await asyncio.sleep(PAUSE_STEP)
        return shown
    if pause.until:  # what the move waited for the pause, beyond its thinking
        measure("ff-bot-pause", pause.held_since, max(now, pause.held_since))
    current.bot_play()
    await asyncio.sleep(0)  # the move's redraw is a task of its own
    _measure_decisions()
    render()
    pause.until = float(page().window.performance.now()) + BOT_PAUSE * 1000
    pause.held_since = 0.0
    return ""


async def _play_replay() -> None:
    """Step the replay watched by itself, a move every chosen number of seconds, until it
    is paused, closed or at its end."""
    try:
        while True:
            watching = playing()
            if watching is None:
                return
            await asyncio.sleep(watching.speed)
            if playing() is not watching:
                return
            watching.step(1)
            render()
    except Exception as error:  # never leave the page stuck
        internal_error(error)
        render()


def _measure_decisions() -> None:
    """Record each bot decision's thinking time (not its pauses) as ff-bot-LEVEL measures."""
    now = page().window.performance.now()
    decisions = app().session.decision_seconds
    for level, seconds in decisions:
        measure(f"ff-bot-{level}", now - seconds * 1000, now)
    decisions.clear()


def internal_error(error: BaseException) -> None:
    """Tell the player something went wrong (the details go to the console)."""
    page().window.console.error("".join(traceback.format_exception(error)))
    current = app()
    reason = str(error)
    current.ui.notify("error", lambda lang: t("error.internal", lang, reason=reason))
