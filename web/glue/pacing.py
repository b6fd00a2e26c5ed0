"""The page's work between clicks: bots' moves and the suggestion, thought about in short
slices so the page never freezes, the pause after each bot move so people can follow it,
the strong bot's review, and a replay playing by itself. Each slice is a task of the
browser's of its own: clicks and painting go on between them."""

from __future__ import annotations

import asyncio
import traceback

from glue.browser import measure, page
from glue.render import app, render
from screens.replay import ReplayScreen, Watching
from ui_text import t

#: How long a bot's thinking may hold the page before it yields (seconds).
THINK_SLICE = 0.08
#: The pause after each bot move, so people can follow it (seconds).
BOT_PAUSE = 0.7
#: How often that pause looks whether the player skipped it (seconds).
PAUSE_STEP = 0.05
#: How long one slice of a game review may hold the page (seconds): a task stays short.
REVIEW_SLICE = 0.04
#: How often the review's progress bar is drawn again (seconds).
REVIEW_REDRAW = 0.25

#: The running loops (kept so that their tasks are not garbage-collected meanwhile).
_thinking: asyncio.Future[None] | None = None
_replaying: asyncio.Future[None] | None = None


def wake() -> None:
    """Start whatever the screen now asks for: a bot to move, a suggestion or a review to
    work out, a replay to play."""
    global _thinking, _replaying
    current = app()
    if (current.bot_pending() or current.review_pending() or current.session.hinting) and \
            (_thinking is None or _thinking.done()):
        _thinking = asyncio.ensure_future(_think())
    watching = playing()
    if watching is not None and (_replaying is None or _replaying.done()):
        _replaying = asyncio.ensure_future(_play_replay())


def playing() -> Watching | None:
    """Return the replay shown if it is playing by itself."""
    screen = app().screen
    if isinstance(screen, ReplayScreen) and screen.watching.playing:
        return screen.watching
    return None


async def _think() -> None:
    """Let bots move and suggestions and reviews come, one loop for all until none is
    pending: a suggestion asked for while the loop pauses after a bot's move is thought
    about once the pause ends."""
    current = app()
    shown = ""
    drawn = 0.0
    try:
        while current.session.hinting or current.bot_pending() or current.review_pending():
            if current.review_pending():
                done = current.review_think(REVIEW_SLICE)
                now = page().window.performance.now() / 1000
                if done or now - drawn > REVIEW_REDRAW:
                    drawn = now
                    await asyncio.sleep(0)  # the redraw is a task of its own
                    render()
            elif current.session.hinting:
                if current.session.hint_think(THINK_SLICE):
                    await asyncio.sleep(0)  # the redraw is a task of its own, after the thinking
                    render()
            elif current.bot_think(THINK_SLICE):
                await asyncio.sleep(0)  # the move's redraw is a task of its own
                _measure_decisions()
                render()
                shown = ""
                await _pause_after_move()
            elif current.session.thinking != shown:
                # Show who is thinking once; a redraw after every slice would double each task.
                shown = current.session.thinking
                await asyncio.sleep(0)
                render()
            await asyncio.sleep(0)  # a browser task: clicks and painting go on meanwhile
        current.skip_pause = False
    except Exception as error:  # never leave the page stuck on a bot error
        internal_error(error)
    render()


async def _pause_after_move() -> None:
    """Wait BOT_PAUSE seconds so the move can be seen, less once the player skips.

    Each pause is recorded as an ff-bot-pause measure, which the browser tests read.
    """
    started = page().window.performance.now()
    waited = 0.0
    while not app().skip_pause and waited < BOT_PAUSE:
        await asyncio.sleep(PAUSE_STEP)
        waited += PAUSE_STEP
    measure("ff-bot-pause", started)


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
