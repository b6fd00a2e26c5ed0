"""The page's loop, as an Elm runtime's: each message (messages.py) goes to the one update
(update.py); the effects it returns are carried out (perform.py), the page is drawn in the
browser's next task (render.py's draw_soon: the only way to it), the browser's history kept in
step with the screens
(history.py), and the work between clicks woken (pacing.py), whose results come back here as
messages too."""

from __future__ import annotations

from glue import history, pacing, perform
from glue.render import app, before, draw_soon
from shell.messages import Command, Message
from shell.update import update


def run(message: Message, started: float | None = None) -> None:
    """Answer ``message``, and draw the page in the browser's next task; ``started``, a
    click's time, is measured to the frame after that drawing."""
    was = before()
    effects = update(app(), message)
    if effects is None:
        return
    perform.carry_out(effects, run)
    draw_soon(started, message.event if isinstance(message, Command) else None, was)
    history.sync()
    pacing.wake(run)
