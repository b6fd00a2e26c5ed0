"""Drawing: the app's screen morphed into the page (web/morph.js, idiomorph) in a task of its
own, then the page's language, theme and title (page_settings.py), what changed told to screen
readers (announce.py), and in the next frame the focus put where it belongs (focus.py) and
another screen's scroll."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyodide.ffi import create_once_callable

from glue import announce, focus, page_settings
from glue.browser import measure, page, report
from glue.held import HELD, Before, Drawing, Placing
from html_builder import kept_out, stamps
from screens import Event, Screen

if TYPE_CHECKING:
    from app import App


def attach(app: App) -> None:
    HELD.app = app


def app() -> App:
    assert HELD.app is not None, "the glue has not started"
    return HELD.app


def before() -> Before:
    """Name what the page shows before a command changes it (see focus.py)."""
    current = app()
    return focus.before(current.screen, current.router.depth)


def draw_soon(started: float | None, cause: Event | None, was: Before) -> None:
    """Draw the page in a task of its own, the browser's next (web/morph.js ``ffSoon``), as an
    Elm runtime draws apart from the update: the input's task only answers it, so a tap no
    longer holds the drawing and the frame's style, layout and paint too. Messages answered
    before it are drawn as one, from what showed before the first."""
    waiting = HELD.drawing
    if waiting is not None:
        HELD.drawing = Drawing(waiting.started if waiting.started is not None else started,
                               cause or waiting.cause, waiting.was)
        return
    HELD.drawing = Drawing(started, cause, was)
    page().window.ffSoon(create_once_callable(_draw_waiting))


def draw_now() -> None:
    """Draw at once the drawing that waits, if one does (the first screen: the page is
    ready when it shows)."""
    drawing, HELD.drawing = HELD.drawing, None
    if drawing is not None:
        render(drawing.started, drawing.cause, drawing.was)


def _draw_waiting(*_: object) -> None:
    try:
        draw_now()
    except Exception as error:  # a task's callback has no caller to raise to
        report(error)


def render(started: float | None = None, cause: Event | None = None,
           was: Before | None = None) -> None:
    """Morph the current screen into the page (web/morph.js: an element the new markup keeps
    stays the same element, so a press under way, the focus and typing survive), tell screen
    readers what changed, and in the next frame put the focus where the screen wants it
    after ``cause`` (None: a drawing the player did not ask for; ``was``: what showed before
    it); ``started``, a click's time, is measured to the next frame. (What the message
    changed was settled by the update: drawing writes nothing but the screen kept for the
    next visit's first paint, `App.drawn`.)"""
    current = app()
    browser = page()
    was = was or before()
    html = current.frame()
    shown, scrolled = current.shown, float(browser.window.scrollY)
    on_page, HELD.stamps = HELD.stamps, frozenset()  # none is sure if the drawing fails
    drawing = stamps(html)
    if browser.root.classList.contains("painting"):
        # The first drawing takes over from the picture painted before Python (paint.js):
        # nothing in it could be pressed, focused or typed into (it is inert).
        browser.root.innerHTML = str(html)
        browser.root.classList.remove("painting")
    else:
        # Only what changed is sent whole: the elements the page shows the same are left
        # out, and the morph keeps them as they are (html_builder.kept_out, web/morph.js).
        left = on_page & drawing
        browser.window.ffMorph(browser.root, kept_out(html, left), str(html), " ".join(left))
    HELD.stamps = drawing
    current.drawn(html)
    page_settings.show(current.ui)
    _place_next_frame(Placing(was, cause, shown, scrolled))
    announce.changes(current)
    if started is not None:
        # Measured to the next frame, when the new board is painted (make bench-ui reads it).
        def measured(*_: object) -> None:
            measure("ff-update", started)
        browser.window.requestAnimationFrame(create_once_callable(measured))


def _place_next_frame(placing: Placing) -> None:
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
    current = app()
    try:
        focus.settle(placing.was, current.screen, current.router.depth, placing.cause)
        # After the focus, which scrolls for keys.
        if current.screen is not placing.shown or placing.drawn_between:
            _scroll(placing.shown, placing.scrolled, current.screen)
    except Exception as error:  # a frame's callback has no caller to raise to
        report(error)


def _scroll(shown: Screen | None, scrolled: float, screen: Screen) -> None:
    """Another screen shows, in place of ``shown`` (scrolled that far): it opens where the
    player left it (Back, Close), else at its top; the one it covers keeps where it was left.
    (The same screen drawn again stays where the player has it: the morph keeps the page.)"""
    if shown is not None:
        shown.scroll_y = scrolled
    page().window.scrollTo(0, screen.scroll_y)
