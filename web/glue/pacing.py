"""The page's work between clicks: bots' moves and the suggestion, thought about in short
slices so the page never freezes; the pause after each bot move so people can follow it,
while the next bot already thinks, and once it has decided, the bot after it (the player
waits for the longer of the two, not their sum); the suggestion worked out ahead while
the player looks at the board; the strong bot's review; and a replay playing by itself.
Each slice is a task of the browser's of its own: clicks and painting go on between
them. Which work comes first, and the pause's arithmetic, are plain Python (work.py); this
module binds them to the browser's tasks and clock. What the work has to show, a move to
play or a step of a replay, goes to the loop as a message (``run``, glue/loop.py), which
draws the page."""

from __future__ import annotations

import asyncio

from glue.browser import absent, measure, page, report, text
from glue.held import HELD
from glue.perform import Run
from glue.render import app
from shell.messages import BotMoved, Failed, ReplayTick, Worked
from shell.work import (
    AHEAD_SLICE,
    COACH_SLICE,
    PAUSE_STEP,
    REVIEW_REDRAW,
    REVIEW_SLICE,
    THINK_SLICE,
    Pause,
)


def wake(run: Run) -> None:
    """Start whatever the screen now asks for: a bot to move, a suggestion or a review to
    work out (or a suggestion ahead, while the board waits for the player), a replay to
    play; what it has to show goes to ``run``."""
    work = app().work
    task = work.next()
    if task is not None:
        _show_work(task)
        if HELD.thinking is None or HELD.thinking.done():
            HELD.thinking = asyncio.ensure_future(_think(run))
    if work.replay_playing() is not None and (HELD.replaying is None or
                                              HELD.replaying.done()):
        page().document.body.setAttribute("data-ff-replay", "playing")
        HELD.replaying = asyncio.ensure_future(_play_replay(run))


async def _think(run: Run) -> None:
    """Do the work that waits (work.py says which, in which order) until none does, in
    slices: clicks and painting go on between them."""
    current = app()
    work = current.work
    pause = Pause(work)
    shown = ""
    drawn = 0.0
    # Only work the page shows is drawn again at the end: a redraw after a suggestion worked
    # out ahead, unseen, would wipe the marks of what the last move changed.
    shows = False
    try:
        while (task := work.next()) is not None:
            _show_work(task)
            now = float(page().window.performance.now())
            shows = shows or work.shown(task)
            if task == "review":
                if work.review_think(REVIEW_SLICE):
                    await asyncio.sleep(0)  # the redraw is a task of its own
                    run(Worked(task))
                elif now - drawn > REVIEW_REDRAW * 1000:
                    drawn = now
                    _show_review_progress()
            elif task == "hint":
                if current.session.suggestion.think(current.session.game, THINK_SLICE):
                    await asyncio.sleep(0)  # the redraw is a task of its own, after the thinking
                    run(Worked(task))
            elif task == "bot":
                shown = await _bot_slice(pause, now, shown, run)
            elif task == "coach":
                await _coach_slice(run)
            else:
                work.skip_pause = False  # skipped for these bots' turns, not the next ones
                session = current.session
                assert session.game is not None  # work.next() offers it only in a game
                session.suggestion.think_ahead(session.game, session.viewer, AHEAD_SLICE)
            await asyncio.sleep(0)  # a browser task: clicks and painting go on meanwhile
        work.skip_pause = False
    except Exception as error:  # never leave the page stuck on a bot error
        report(error)
        run(Failed(str(error)))
    else:
        if shows:
            run(Worked("shown"))
    _show_work(None)


def _show_work(task: str | None) -> None:
    """Say on the page's body which work it does between clicks (``data-ff-work``, absent
    when none): what tests and benchmarks wait for, rather than for a time."""
    body = page().document.body
    if task is None:
        body.removeAttribute("data-ff-work")
    elif text(body.getAttribute("data-ff-work")) != task:
        body.setAttribute("data-ff-work", task)


async def _coach_slice(run: Run) -> None:
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
        run(Worked("coach"))


def _show_review_progress() -> None:
    """Move the review's progress bar on, in place: a whole redraw would replace the
    replay's buttons under the player's finger several times a second."""
    percent = app().work.review_percent()
    bar = page().root.querySelector(".review progress")
    if percent is not None and not absent(bar):
        bar.value = percent
        bar.textContent = f"{percent}%"


async def _bot_slice(pause: Pause, now: float, shown: str, run: Run) -> str:
    """Think for the bot to move, or play its move once decided and the pause is over;
    return whose thinking the page shows."""
    current = app()
    work = current.work
    if not work.bot_decide(THINK_SLICE):
        if current.session.thinking != shown:
            # Show who is thinking once; a redraw after every slice would double each task.
            await asyncio.sleep(0)
            run(Worked("bot"))
        return current.session.thinking
    if not pause.held_since:
        pause.held_since = now
    if not pause.over(now):
        # The bot after this move thinks meanwhile, never past the pause's end.
        if current.session.bot_think_ahead(pause.think_ahead_for(now)):
            await asyncio.sleep(0)  # a browser task: clicks and painting go on meanwhile
        else:
            await asyncio.sleep(PAUSE_STEP)
        return shown
    if pause.until:  # what the move waited for the pause, beyond its thinking
        measure("ff-bot-pause", pause.held_since, max(now, pause.held_since))
    await asyncio.sleep(0)  # the move and its redraw are a task of their own
    run(BotMoved())
    _measure_decisions()
    pause.played(float(page().window.performance.now()), work.pause_after_move())
    return ""


async def _play_replay(run: Run) -> None:
    """Step the replay watched by itself, a move every chosen number of seconds, until it
    is paused, closed or at its end (``data-ff-replay`` on the page's body meanwhile)."""
    try:
        work = app().work
        while True:
            watching = work.replay_playing()
            if watching is None:
                return
            await asyncio.sleep(watching.speed)
            if work.replay_playing() is not watching:
                return
            run(ReplayTick())
    except Exception as error:  # never leave the page stuck
        report(error)
        run(Failed(str(error)))
    finally:
        page().document.body.removeAttribute("data-ff-replay")


def _measure_decisions() -> None:
    """Record each bot decision's thinking time (not its pauses) as ff-bot-LEVEL measures."""
    now = page().window.performance.now()
    decisions = app().session.decision_seconds
    for level, seconds in decisions:
        measure(f"ff-bot-{level}", now - seconds * 1000, now)
    decisions.clear()
