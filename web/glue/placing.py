"""Placing after a drawing (render.py), in the next frame: the focus where the screen wants it
(focus.py), and another screen's scroll: where the player left it, else its top."""

from __future__ import annotations

from pyodide.ffi import create_once_callable

from glue import focus
from glue.browser import page, report
from glue.held import HELD, Placing, tell
from screens import Screen
from shell.messages import ScreenLeft


def next_frame(placing: Placing) -> None:
    """Put the focus and another screen's scroll in place in the next frame, before it is
    painted (as Elm's ``Browser.Dom.focus``, a command after the view): whether a control is
    drawn needs the page's style, which the browser computes for that frame anyway; asked
    inside the drawing's task, it was computed there, doubling the task. Drawings before
    that frame are placed as one: from what showed before the first, after the last input."""
    waiting = HELD.placing
    if waiting is not None:
        # A screen opened and closed before the frame (Rules, then Back at once) may have
        # moved the page's scroll (a short screen ends it higher): the first one's is put back.
        HELD.placing = Placing(waiting.was, placing.cause or waiting.cause, waiting.shown,
                               waiting.scrolled,
                               waiting.drawn_between or placing.shown is not waiting.shown)
        return
    HELD.placing = placing
    page().window.ffNextFrame(create_once_callable(_place))


def _place(*_: object) -> None:
    placing, HELD.placing = HELD.placing, None
    if placing is None:
        return
    current = HELD.app
    assert current is not None, "the glue has not started"
    try:
        focus.settle(placing.was, current.screen, current.router.depth, placing.cause)
        # After the focus, which scrolls for keys.
        if current.screen is not placing.shown or placing.drawn_between:
            _scroll(placing.shown, placing.scrolled, current.screen)
    except Exception as error:  # a frame's callback has no caller to raise to
        report(error)


def _scroll(shown: Screen | None, scrolled: float, screen: Screen) -> None:
    """Another screen shows, in place of ``shown`` (scrolled that far): it opens where the
    player left it (Back, Close), else at its top; the one it covers keeps where it was left
    (`ScreenLeft`, told to the app). (The same screen drawn again stays where the player has
    it: the morph keeps the page.)"""
    if shown is not None:
        tell(ScreenLeft(shown, scrolled))
    page().window.scrollTo(0, screen.scroll_y)
