"""A person at one browser tab of the engine smoke: acts through the page, notes what went wrong."""

from __future__ import annotations

import json

from support import TRACEBACK

from tools.browsers import engines

READY = "document.body?.dataset.ffReady === '1'"
#: A cold load in WebKit takes 10-15 s on two busy cores; allow for a slow machine.
READY_TIMEOUT_S = 120


class Player:
    """A person at one browser tab: acts through the page, and notes what went wrong."""

    def __init__(self, tab: engines.Tab, engine: str) -> None:
        self.tab = tab
        self.engine = engine
        self.problems: list[str] = []

    def collect(self) -> None:
        """Gather the problems the engine and the page's probe saw so far."""
        self.problems += self.tab.problems()
        self.problems += self.tab.run("(window.__ffProblems || []).splice(0)")
        text = self.tab.text("body")
        if TRACEBACK in text:
            self.problems.append(f"Python traceback shown in the page: {text[-2000:]}")
        if self.tab.count(".py-error"):
            self.problems.append("PyScript error box shown in the page")

    def open(self, url: str | None = None) -> None:
        """Open url (None: reload) and wait until the game is ready."""
        self.collect()  # the page about to go away
        if url is None:
            self.tab.reload()
        else:
            self.tab.goto(url)
        self.tab.wait_for(READY, READY_TIMEOUT_S)

    def click(self, selector: str) -> None:
        self.tab.click(selector)

    def has(self, selector: str) -> bool:
        return self.tab.count(selector) > 0

    def text(self, selector: str) -> str:
        return self.tab.text(selector)

    def wait_text(self, selector: str, part: str, timeout: float = engines.ACTION_TIMEOUT_S) -> str:
        """Wait until the element's text contains part; return the whole text."""
        found = f"document.querySelector({json.dumps(selector)})"
        self.tab.wait_for(f"{found}?.innerText.includes({json.dumps(part)})", timeout)
        return self.text(selector)
