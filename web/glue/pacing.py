"""The page's work between clicks: bots' moves and the suggestion, thought about in short
slices so the page never freezes; the pause after each bot move so people can follow it,
while the next bot already thinks, and once it has decided, the bot after it (the player
waits for the longer of the two, not their sum); the suggestion worked out ahead while
the player looks at the board; the strong bot's review; and a replay playing by itself.
Each slice is a task of the browser's of its own: clicks and painting go on between
them. Which work comes first, what each slice does and the pause's arithmetic are plain
Python (work.py); this module binds them to the browser's tasks and clock. What the work
finds (a bot thinking, its move, a suggestion, the coach's verdict, the review's progress),
and a replay's step, goes to the loop as a message (``run``, glue/loop.py), answered by the
update, which draws the page: the work changes nothing the screens read."""

from __future__ import annotations

import asyncio

from glue.browser import absent, measure, page, report, text
from glue.held import HELD
from glue.perform import Run
from glue.render import app
from shell.messages import BotMoved, BotThinking, Failed, Idle, ReplayTick, Reviewed
from shell.work import (
    AHEAD_SLICE,
    ANSWER_STEP,
    COACH_SLICE,
    HELD_WHILE_TRAVELLING,
    PAUSE_STEP,
    REVIEW_REDRAW,
    REVIEW_SLICE,
    THINK_SLICE,
    Pause,
)

#: How long a slice of each other kind of work may hold the page (seconds: work.py).
SLICES = {"hint": THINK_SLICE, "coach": COACH_SLICE, "ahead": AHEAD_SLICE}


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
    """Do the work that waits (work.py says which, in which order, and what each slice
    finds) until none does, in slices: clicks and painting go on between them. What a slice
    finds goes to ``run``, in a task of its own."""
    work = app().work
    pause = Pause(work)
    drawn = 0.0
    # Only work the page shows is drawn again at the end: a redraw after a suggestion worked
    # out ahead, unseen, would wipe the marks of what the last move changed.
    shows = False
    try:
        while (task := work.next()) is not None:
            _show_work(task)
            now = float(page().window.performance.now())
            shows = shows or work.shown(task)
            if task in HELD_WHILE_TRAVELLING and _pieces_moving():
                await asyncio.sleep(PAUSE_STEP)  # until the pieces land
                continue
            if task == "review":
                drawn = await _review_slice(now, drawn, run)
            elif task == "bot":
                await _bot_slice(pause, now, run)
            else:
                started = now
                found = work.think(task, SLICES[task])
                if task == "coach":
                    measure("ff-coach", started)  # each slice, as make bench-ui reads it
                if found is not None:
                    if not isinstance(found, Idle):
                        await asyncio.sleep(0)  # the answer and its redraw are a task of their own
                    run(found)
            await asyncio.sleep(0)  # a browser task: clicks and painting go on meanwhile
        if shows or work.skip_pause:
            run(Idle(shows))
    except Exception as error:  # never leave the page stuck on a bot error
        report(error)
        run(Failed(str(error)))
    _show_work(None)


def _pieces_moving() -> bool:
    """Return whether a piece of the board is on its way (web/static/motion.js)."""
    return page().window.ffPiecesMoving() is True


def _show_work(task: str | None) -> None:
    """Say on the page's body which work it does between clicks (``data-ff-work``, absent
    when none): what tests and benchmarks wait for, rather than for a time."""
    body = page().document.body
    if task is None:
        body.removeAttribute("data-ff-work")
    elif text(body.getAttribute("data-ff-work")) != task:
        body.setAttribute("data-ff-work", task)


async def _review_slice(now: float, drawn: float, run: Run) -> float:
    """Review a slice; once done, the findings go to ``run`` (which draws them); meanwhile
    the progress bar moves on in place every so often (a whole redraw would replace the
    replay's buttons under the player's finger several times a second). Return when the bar
    was last moved."""
    found = app().work.think("review", REVIEW_SLICE)
    if not isinstance(found, Reviewed):
        return drawn
    if found.findings is not None:
        await asyncio.sleep(0)  # the redraw is a task of its own
        run(found)
    elif now - drawn > REVIEW_REDRAW * 1000:
        run(found)  # how far it has got, which draws nothing
        _show_review_progress()
        return now
    return drawn


def _show_review_progress() -> None:
    """Move the review's progress bar on, in place, to how far the app was told it got."""
    percent = app().work.review_percent()
    bar = page().root.querySelector(".review progress")
    if percent is not None and not absent(bar):
        bar.value = percent
        bar.textContent = f"{percent}%"


async def _bot_slice(pause: Pause, now: float, run: Run) -> None:
    """Think for the bot to move (the board shows who, told once: a redraw after every slice
    would double each task), or play its move once decided and the pause is over."""
    work = app().work
    if _pieces_moving() and work.bot_thinks_here():
        # No thinker off the page's thread takes this decision (not yet started, or none in
        # this browser): it is thought here once the pieces land, the thread the frames'.
        await asyncio.sleep(PAUSE_STEP)
        return
    found = work.think("bot", THINK_SLICE)
    if isinstance(found, BotThinking) and not found.name:
        run(found)  # it has decided: drawn with its move, which the next slice gives at once
        found = work.think("bot", THINK_SLICE)
    if not isinstance(found, BotMoved):
        if found is not None and _pieces_moving():
            # Who thinks is drawn once the pieces land (told again at the next slice): the
            # page's thread is the frames' meanwhile.
            await asyncio.sleep(PAUSE_STEP)
        elif found is not None:
            await asyncio.sleep(0)  # the redraw is a task of its own
            run(found)
        elif work.bot_waits_elsewhere():
            await asyncio.sleep(ANSWER_STEP)  # nothing to think here meanwhile
        return
    if not pause.held_since:
        pause.held_since = now
    if not pause.over(now):
        # The bot after this move thinks meanwhile, never past the pause's end, nor while
        # the pieces travel.
        if not _pieces_moving() and work.bot_think_ahead(pause.think_ahead_for(now)):
            await asyncio.sleep(0)  # a browser task: clicks and painting go on meanwhile
        else:
            await asyncio.sleep(PAUSE_STEP)
        return
    if work.waits_for_landing() and not work.skip_pause and _pieces_moving():
        await asyncio.sleep(PAUSE_STEP)  # the move before it is still being seen
        return
    if pause.until:  # what the move waited for the pause, beyond its thinking
        measure("ff-bot-pause", pause.held_since, max(now, pause.held_since))
    await asyncio.sleep(0)  # the move and its redraw are a task of their own
    run(found)
    _measure_decision(work.last_decision())
    pause.played(float(page().window.performance.now()), work.pause_after_move())


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


def _measure_decision(decision: tuple[str, float] | None) -> None:
    """Record a bot decision's thinking time (not its pauses) as an ff-bot-LEVEL measure."""
    if decision is not None:
        level, seconds = decision
        now = page().window.performance.now()
        measure(f"ff-bot-{level}", now - seconds * 1000, now)
