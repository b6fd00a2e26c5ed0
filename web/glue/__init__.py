"""The browser glue: the only code of the page that touches the browser.

main.py hands `start` the page's window and document. The glue builds the app (app.py) on
the browser's local storage, tells it the page started (which opens the link in the address
or resumes the saved game), listens to the page (events.py), and draws the first screen.
It changes nothing of the app itself: what the browser says goes to the one update
(shell/update.py) as a message. Its modules, by concern:
browser.py (the page's objects), storage.py (local storage), events.py (every input
turned into a message: clicks, keys, drags, changes, Back and Forward, the address, other
tabs), loop.py (each message to the one update, then its effects, the drawing, the history
and the work between clicks), perform.py (the effects: the clipboard, the share sheet,
downloads, the checks a pasted save loads), render.py (drawing), page_settings.py (the
document's language, theme and title), announce.py (screen readers), focus.py (where the
focus goes), placing.py (the focus and the scroll, in the frame after a drawing),
history.py (Back and Forward, kept in step with the router), pacing.py (bots, suggestions,
reviews and replays between clicks), thinker.py (the bots' thinker off the page's thread).
"""

from __future__ import annotations

import random
from typing import Any

from pyodide.ffi import create_proxy

from glue import address, browser, events, loop
from glue import render as drawing
from glue.held import HELD
from glue.storage import BrowserStore
from glue.thinker import WorkerThinker
from shell.app import App
from shell.messages import Started


def start(window: Any, document: Any) -> App:
    """Start the page: read storage and the address, listen, draw the first screen."""
    # Restored from the build's memory snapshot, `random` would be in the state the build
    # left, the same for every player: seed it from this browser's entropy. (New games are
    # seeded from the system's entropy anyway, and bots from their game's seed.)
    random.seed()
    page = browser.attach(window, document)
    HELD.thinker = WorkerThinker()
    app = _open(window)
    page.root.classList.add("game-app")
    listeners = {"click": events.on_click, "change": events.on_change,
                 "contextmenu": events.on_context_menu, "dragstart": events.on_drag_start,
                 "dragover": events.on_drag_over, "drop": events.on_drop}
    for name, handler in listeners.items():
        page.root.addEventListener(name, create_proxy(handler))
    document.addEventListener("keydown", create_proxy(events.on_key))
    window.addEventListener("hashchange", create_proxy(events.on_hash_change))
    window.addEventListener("popstate", create_proxy(events.on_popstate))
    window.addEventListener("storage", create_proxy(events.on_storage))
    _draw_first(painted=True)
    if getattr(window, "ffTesting", None) is True:
        window.ffRestart = create_proxy(restart)
    document.body.dataset.ffReady = "1"
    window.performance.mark("ff-ready")
    return app


def _open(window: Any) -> App:
    """Build the app on the browser's storage and the address, and hand it to the drawing."""
    location = window.location
    app = App(store=BrowserStore(window), tab=BrowserStore(window, "sessionStorage"),
              base_url=f"{location.origin}{address.canonical_path(str(location.pathname))}")
    drawing.attach(app, loop.run)
    return app


def _draw_first(painted: bool) -> None:
    """Start the app on what the browser says (`Started`: the address's link, the browser's
    language, what it allows), make the history's entries and draw the first screen
    (``painted``: with what was typed or pressed on the screen painted before Python was
    ready)."""
    window = browser.page().window
    loop.run(Started(
        address.link_fragment(str(window.location.hash or "")), _language(window),
        can_share=not browser.absent(getattr(window.navigator, "share", None)),
        reduced_motion=bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches),
        thinker=HELD.thinker))
    if painted:
        events.take_over_painted_fields()
    drawing.draw_now(at_once=True)
    if painted:
        events.take_over_painted_command()


def restart() -> None:
    """Open the page again on what its address and storage hold now, as a visit finds them,
    without booting Python again: for the browser tests only (registered where the page was
    opened with ``window.ffTesting``), so that they share one booted page: a test clears the
    storage and writes the address first (tools/browsers/driver.py's `restart`). The work
    between clicks stops and everything the glue kept between events (held.py) starts anew;
    the browser's earlier history entries stay, so a test that goes Back past its first
    screen opens a page of its own."""
    for task in (HELD.thinking, HELD.replaying, *HELD.tasks):
        if task is not None:
            task.cancel()
    page = browser.page()
    window = page.window
    thinker = HELD.thinker
    HELD.__init__()  # type: ignore[misc]  # every field back to its default
    HELD.page, HELD.thinker = page, thinker
    if thinker is not None:
        thinker.forget()
    for region in (page.announcer, page.alert):
        region.textContent = ""
    for work in ("data-ff-work", "data-ff-replay"):  # told by the work just stopped
        page.document.body.removeAttribute(work)
    for motion in window.document.getAnimations():
        motion.cancel()
    _open(window)
    _draw_first(painted=False)


def _language(window: Any) -> str:
    """Return the browser's language, of the page's (the app keeps one chosen before)."""
    return "pt" if str(window.navigator.language or "en").lower().startswith("pt") else "en"
