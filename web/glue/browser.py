"""The browser as the glue sees it: the page's window and document, handed over by main.py
when the page starts (so that importing the glue touches nothing: the build imports it into
Python's memory snapshot, where no JavaScript object may exist), and small helpers for
values that come from JavaScript.

Every glue module reads the page through `page()`. A handler borrows what it reads (an
event, an element) only while it runs, and keeps plain values: one element kept keeps its
whole screen alive after the next redraw (CONTRIBUTING.md).
"""

from __future__ import annotations

import traceback
from typing import Any

from pyodide.ffi import jsnull, to_js

from glue.held import HELD, Page


def attach(window: Any, document: Any) -> Page:
    """Take the page's window and document (once, when the page starts)."""
    HELD.page = Page(window, document, document.getElementById("app"),
                     document.getElementById("announce"), document.getElementById("alert"))
    return HELD.page


def page() -> Page:
    assert HELD.page is not None, "the glue has not started"
    return HELD.page


def absent(value: Any) -> bool:
    """Return whether a JS value is null or undefined."""
    return value is None or value is jsnull


def text(value: Any) -> str | None:
    """Return a JS string as text; None for JS null or undefined."""
    return None if absent(value) else str(value)


def js_object(values: dict[str, Any]) -> Any:
    """Return a plain JavaScript object of ``values``."""
    return to_js(values, dict_converter=page().window.Object.fromEntries)


def focus(element: Any) -> None:
    """Move the focus without scrolling: a tap must not make the page jump."""
    element.focus(js_object({"preventScroll": True}))


def measure(name: str, start: float, end: float | None = None) -> None:
    """Record a performance measure (what the benchmarks and tests read)."""
    times = {"start": start} if end is None else {"start": start, "end": end}
    page().window.performance.measure(name, js_object(times))


def report(error: BaseException) -> None:
    """Write what went wrong, its traceback in full, to the console."""
    page().window.console.error("".join(traceback.format_exception(error)))
