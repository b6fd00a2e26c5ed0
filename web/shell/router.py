"""Which screen shows, and where Back and Forward go: the page's one router.

The screens sit on a stack: the start screen at the bottom, the game in play above it,
what the player opened (the rules, the records, a replay) on top. Opening a screen pushes
it, closing it (its own Close button, or Back) pops it, and a screen closed stays within
reach of Forward until another is opened, as the browser keeps its forward pages. The
browser's history mirrors the stack, an entry per screen from ``base`` up
(glue/history.py, which keeps it): the router never touches it itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from screens import Screen


class Router:
    """The stack of screens, and the screens Forward would open again."""

    def __init__(self, bottom: Screen) -> None:
        self.stack: list[Screen] = [bottom]
        #: Screens closed, the last closed last: Forward opens them again, in that order.
        self.ahead: list[Screen] = []
        #: How deep the stack was when the page opened: the browser has no history entry
        #: for the screens under it (a shared link opened straight into its game leaves the
        #: site on Back, to the page that linked to it). The glue's history starts there.
        self.base = 1

    @property
    def top(self) -> Screen:
        """Return the screen that shows."""
        return self.stack[-1]

    @property
    def depth(self) -> int:
        return len(self.stack)

    def push(self, screen: Screen) -> None:
        """Open a screen over the one that shows (what Forward would open is forgotten)."""
        self.stack.append(screen)
        self.ahead.clear()

    def pop(self) -> None:
        """Close the screen on top (never the start screen), within reach of Forward."""
        if len(self.stack) > 1:
            self.stack[-1].closed()
            self.ahead.append(self.stack.pop())

    def replace(self, screen: Screen) -> None:
        """Show ``screen`` in place of the one on top (the game moving on: board, pass
        screen, final sheet), the history entry with it."""
        self.stack[-1] = screen

    def back_to(self, depth: int) -> None:
        """Close screens until ``depth`` are left (at least the start screen)."""
        while len(self.stack) > max(1, depth):
            self.pop()

    def forward_to(self, depth: int) -> None:
        """Open closed screens again until ``depth`` show, as far as there are any."""
        while len(self.stack) < depth and self.ahead:
            self.stack.append(self.ahead.pop())
