"""Drawing: the app's screen written in a task of its own and morphed into the page
(web/static/morph.js, idiomorph) in the next, then the page's language, theme and title
(page_settings.py), what changed told to screen readers (announce.py), and in the next frame
the focus put where it belongs, with another screen's scroll (placing.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyodide.ffi import create_once_callable

from glue import announce, focus, page_settings, placing
from glue.browser import absent, measure, page, report
from glue.held import HELD, Before, Drawing, Placing, tell
from html_builder import Markup, kept_out, stamps
from screens import Event, Screen
from shell.messages import Drawn

if TYPE_CHECKING:
    from collections.abc import Callable

    from shell.app import App
    from shell.messages import Message


def attach(app: App, run: Callable[[Message], None]) -> None:
    """Hand the drawing the app it draws, and the loop's entry (glue/loop.py's ``run``, which
    draws through this module) for what the page tells the app."""
    HELD.app = app
    HELD.run = run


def app() -> App:
    assert HELD.app is not None, "the glue has not started"
    return HELD.app


def before() -> Before:
    """Name what the page shows before a command changes it (see focus.py)."""
    current = app()
    return focus.before(current.screen, current.router.depth)


def draw_soon(started: float | None, cause: Event | None, screen: Screen, depth: int) -> None:
    """Draw the page in a task of its own, the browser's next (web/static/morph.js ``ffSoon``), as
    an Elm runtime draws apart from the update: the input's task only answers it, so a tap no
    longer holds the drawing and the frame's style, layout and paint too. Messages answered
    before it are drawn as one, from what showed before the first: the ``screen`` on top and
    the stack's ``depth`` before the message, with the focus and dialog the page has now."""
    waiting = HELD.drawing
    if waiting is not None:
        HELD.drawing = Drawing(waiting.started if waiting.started is not None else started,
                               cause or waiting.cause, waiting.was)
        return
    HELD.drawing = Drawing(started, cause, focus.before(screen, depth))
    page().window.ffSoon(create_once_callable(_draw_waiting))


def draw_now(at_once: bool = False) -> None:
    """Draw the drawing that waits, if one does; ``at_once``: its morph too, in this task
    (the first screen: the page is ready when it shows)."""
    drawing, HELD.drawing = HELD.drawing, None
    if drawing is not None:
        render(drawing.started, drawing.cause, drawing.was)
    if at_once:
        _morph_waiting()


def _draw_waiting(*_: object) -> None:
    try:
        draw_now()
    except Exception as error:  # a task's callback has no caller to raise to
        report(error)


def render(started: float | None = None, cause: Event | None = None,
           was: Before | None = None) -> None:
    """Write the current screen's markup, and morph it into the page in the next task
    (``ffThen``, web/static/morph.js): the markup is Python's work (about two fifths of a drawing
    at CPU 4x) and the morph mostly the browser's, and a tap that comes between them is
    answered the sooner, as a scheduler yields between a render's phases. ``cause``,
    ``was`` and ``started``: see `_morph`. Drawings written before the morph are morphed
    as one, from what showed before the first."""
    html = app().frame()
    waiting = HELD.morphing
    if waiting is not None:
        HELD.morphing = Drawing(waiting.started if waiting.started is not None else started,
                                cause or waiting.cause, waiting.was)
        HELD.markup = html
        return
    HELD.morphing, HELD.markup = Drawing(started, cause, was or before()), html
    page().window.ffThen(create_once_callable(_morph_waiting))


def _morph_waiting(*_: object) -> None:
    if HELD.drawing is not None:
        # An input was answered after this markup was written: write it again first, or the
        # page would show, until the next drawing, a screen from before that input (a level
        # just ticked unticked). The drawings are then morphed as one.
        _draw_waiting()
    drawing, html = HELD.morphing, HELD.markup
    HELD.morphing = HELD.markup = None
    if drawing is None or html is None:
        return
    try:
        _morph(html, drawing.started, drawing.cause, drawing.was)
    except Exception as error:  # a task's callback has no caller to raise to
        report(error)


def _morph(html: Markup, started: float | None, cause: Event | None, was: Before) -> None:
    """Morph ``html`` into the page (web/static/morph.js: an element the new markup keeps stays
    the same element, so a press under way, the focus and typing survive), tell screen
    readers what changed, and in the next frame put the focus where the screen wants it
    after ``cause`` (None: a drawing the player did not ask for; ``was``: what showed before
    it); ``started``, a click's time, is measured to the next frame. (What the message
    changed was settled by the update: the drawing changes nothing of the app, but tells it
    what the page shows, `Drawn`, which it keeps for the next visit's first paint.)"""
    current = app()
    browser = page()
    shown, scrolled = current.shown, float(browser.window.scrollY)
    on_page, HELD.stamps = HELD.stamps, frozenset()  # none is sure if the drawing fails
    drawing = stamps(html)
    # Where the drawing is and how far its game has come: pieces travel where it follows a
    # move in the same game on the same screen (web/static/motion.js).
    game = current.session.game
    place = f"{id(current.screen)}/{id(game)}" if game is not None else ""
    moves = game.action_count if game is not None else 0
    if browser.root.classList.contains("painting"):
        # The first drawing takes over from the screen painted before Python (paint.js). A
        # field of the start screen the player is in keeps them there: the screen is morphed
        # into as any drawing, the field staying the same element, its focus and its text with
        # it. Else the screen painted is replaced whole (quicker than a morph of every element
        # on a phone), its elements new, none seen to move; what was typed or picked in it is
        # in the markup (the update heard it: events.take_over_painted_fields).
        focused = browser.document.activeElement
        if not absent(focused) and not absent(focused.closest("#app > .painted")) and \
                focused.matches("input, select"):
            browser.window.ffMorph(browser.root, str(html), str(html), "", place, moves)
        else:
            browser.window.ffMotion(browser.root, place, moves)  # nothing moves: noted
            browser.root.innerHTML = str(html)
        browser.root.classList.remove("painting")
    else:
        # Only what changed is sent whole: the elements the page shows the same are left
        # out, and the morph keeps them as they are (html_builder.kept_out, web/static/morph.js).
        left = on_page & drawing
        browser.window.ffMorph(browser.root, kept_out(html, left), str(html), " ".join(left),
                               place, moves)
    HELD.stamps = drawing
    tell(Drawn(html))
    page_settings.show(current.ui)
    placing.next_frame(Placing(was, cause, shown, scrolled))
    announce.changes(current)
    if started is not None:
        # Measured to the next frame, when the new board is painted (make bench-ui reads it).
        def measured(*_: object) -> None:
            measure("ff-update", started)
        browser.window.requestAnimationFrame(create_once_callable(measured))
