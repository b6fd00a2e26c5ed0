"""The page's loop, as an Elm runtime's: each message (messages.py) goes to the one update
(update.py); the effects it returns are carried out (perform.py), the page is drawn in the
browser's next task (render.py's draw_soon: the only way to it), the browser's history kept
in step with the screens (history.py), and the work between clicks woken (pacing.py), whose
findings come back here as messages too. Nothing else changes the app."""

from __future__ import annotations

from glue import history, pacing, perform
from glue.held import HELD
from glue.render import draw_soon
from shell.messages import Command, Message
from shell.update import update


def run(message: Message, started: float | None = None) -> None:
    """Answer ``message``, and draw the page in the browser's next task; ``started``, a
    click's time, is measured to the frame after that drawing. (What showed before is read
    only for a message that draws: the update touches nothing of the page, so the focus and
    dialog it finds are the ones before it.)"""
    current = HELD.app
    assert current is not None, "the glue has not started"
    screen, depth = current.screen, current.router.depth
    effects = update(current, message)
    if effects is None:
        return
    # Asked for before the effects are carried out: what they answer (a copy's result) is
    # drawn with it, from what showed before this message.
    draw_soon(started, message.event if isinstance(message, Command) else None, screen, depth)
    perform.carry_out(effects, run)
    history.sync()
    pacing.wake(run)
