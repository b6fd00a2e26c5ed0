"""Test players look at the page once it has answered their last input, as a person does.

The page answers an input in the input's own task and draws the answer in the browser's next
task (web/glue/render.py, as an Elm runtime draws apart from its update): a person sees the
drawing, while a script that reads the page right after its click may read the screen from
before it. So after every action of Playwright's that gives the page an input (a click, a
key, a drag, Back), the test player waits until the page shows the answer (``ffDrawn`` in
web/static/morph.js; a page without it, such as one still loading, has nothing to wait for).
`install` wraps those actions once, for all of a process's pages: a test reads as a player
plays, with no wait written after each click.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from playwright.sync_api import Error, Keyboard, Locator, Mouse, Page, Touchscreen

from tools.browsers.engines import ANSWERED

#: Actions that give the page an input, by the class that has them.
ACTIONS: dict[type, tuple[str, ...]] = {
    Locator: ("check", "clear", "click", "dblclick", "dispatch_event", "drag_to", "fill",
              "press", "press_sequentially", "select_option", "set_checked", "tap", "type",
              "uncheck"),
    Page: ("check", "click", "dblclick", "dispatch_event", "drag_and_drop", "fill",
           "press", "select_option", "tap", "type", "uncheck"),
    Keyboard: ("down", "insert_text", "press", "type", "up"),
    Mouse: ("click", "dblclick", "down", "up"),
    Touchscreen: ("tap",),
}
#: Moves through the history: the page hears of one in a task of its own after Playwright's
#: action returns (``popstate``), so the test player waits for that event too (`_traversing`).
TRAVERSALS = ("go_back", "go_forward")
#: Set before a move through the history: false until the page's popstate has fired, or the
#: page is left for another document (which has no mark, and nothing of ours to wait for).
MARK_TRAVERSAL = ("window.__ffPopped = false; for (const name of ['popstate', 'pagehide']) "
                  "addEventListener(name, () => { window.__ffPopped = true; }, {once: true})")
POPPED = f"window.__ffPopped !== false && ({ANSWERED})"
#: Where the page of each class's object is (the keyboard, mouse and touchscreen are
#: given their page when the page hands them out: see `install`).
_PAGE_OF: dict[type, Callable[[Any], Page]] = {
    Locator: lambda locator: locator.page,
    Page: lambda page: page,
}


def wait_answered(page: Page, answered: str = ANSWERED) -> None:
    """Wait until ``page`` shows its answer to every input given so far."""
    if page.is_closed():
        return
    try:
        page.wait_for_function(answered)
    except Error as error:  # the action opened another document: nothing of ours waits
        if "context was destroyed" not in str(error) and "navigat" not in str(error):
            raise


def install() -> None:
    """Make every input action of Playwright's wait for the page's answer (once)."""
    if getattr(Page, "_ff_answered", False):
        return
    Page._ff_answered = True  # type: ignore[attr-defined]
    for cls, names in ACTIONS.items():
        for name in names:
            setattr(cls, name, _waiting(getattr(cls, name), _PAGE_OF.get(cls)))
    for name in TRAVERSALS:
        setattr(Page, name, _traversing(getattr(Page, name)))
    for name in ("keyboard", "mouse", "touchscreen"):
        _hand_over_page(name)


def _waiting(action: Callable[..., Any], page_of: Callable[[Any], Page] | None
             ) -> Callable[..., Any]:
    @functools.wraps(action)
    def acted(self: Any, *args: Any, **kwargs: Any) -> Any:
        result = action(self, *args, **kwargs)
        page = page_of(self) if page_of is not None else getattr(self, "_ff_page", None)
        if page is not None:
            wait_answered(page)
        return result
    return acted


def _traversing(action: Callable[..., Any]) -> Callable[..., Any]:
    """Back or Forward, then wait until the page has heard of it and drawn its answer (a
    read right after the action could see the screen before, or its scroll not yet put back)."""
    @functools.wraps(action)
    def traversed(page: Page, *args: Any, **kwargs: Any) -> Any:
        page.evaluate(MARK_TRAVERSAL)
        result = action(page, *args, **kwargs)
        wait_answered(page, POPPED)
        return result
    return traversed


def _hand_over_page(name: str) -> None:
    """Make ``page.keyboard`` (or mouse, touchscreen) know its page, to wait on it."""
    handed: property = getattr(Page, name)

    def device(page: Page) -> Any:
        found = handed.fget(page)  # type: ignore[misc]
        found._ff_page = page
        return found
    setattr(Page, name, property(device))
