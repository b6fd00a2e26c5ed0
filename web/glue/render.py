"""Drawing: the app's screen put on the page, and what happened read out to screen readers."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyodide.ffi import create_once_callable

from ffcore.text import describe_event
from glue import focus
from glue.browser import absent, measure, page
from ui_text import HTML_LANG, t

if TYPE_CHECKING:
    from app import App

_app: App | None = None
#: The log events already read out, and for whom: a new viewer hears nothing of the last one's.
_announced = 0
_announced_for = ""


def attach(app: App) -> None:
    global _app
    _app = app


def app() -> App:
    assert _app is not None, "the glue has not started"
    return _app


def render(started: float | None = None) -> None:
    """Put the current screen on the page (the app keeps what changed in storage) and read
    out the new log lines; ``started``, a click's time, is measured to the next frame."""
    current = app()
    browser = page()
    focused = focus.held()
    browser.root.innerHTML = str(current.frame())
    focus.give_back(focused)
    browser.root.classList.remove("painting")
    browser.document.documentElement.lang = HTML_LANG[current.ui.lang]
    _title(t("app.title", current.ui.lang))
    _announce()
    if started is not None:
        # Measured to the next frame, when the new board is painted (make bench-ui reads it).
        def measured(*_: object) -> None:
            measure("ff-update", started)
        browser.window.requestAnimationFrame(create_once_callable(measured))


def _title(title: str) -> None:
    """Name the page (tab title and header) in the chosen language."""
    document = page().document
    document.title = title
    heading: Any = document.querySelector("header.bar h1")
    if not absent(heading):
        heading.textContent = title


def _announce() -> None:
    """Tell screen readers what happened since the last drawing (the log's new lines).

    Only the board's viewer hears them, and only lines of their own view: on the pass
    screen, or for the next person at the device, the region holds nothing of the last.
    """
    global _announced, _announced_for
    announcer = page().announcer
    current = app()
    game = current.session.game
    viewer = current.board_viewer()
    if absent(announcer):
        return
    if game is None or not viewer:
        announcer.textContent = ""
        _announced_for = ""
        return
    size = game.log_size
    if viewer != _announced_for:
        _announced_for = viewer
        announcer.textContent = ""
        _announced = size
    _announced = min(_announced, size)
    fresh = game.view(viewer, log_from=max(_announced, size - 6)).log
    _announced = size
    if fresh:
        announcer.textContent = " ".join(describe_event(event, game.names, current.ui.lang)
                                         for event in fresh)
