"""What changed, told to screen readers through the page's two live regions (speech.py
chooses the words: the screen's news and the log's new lines)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from glue.browser import absent, page
from glue.held import HELD
from speech import Said

if TYPE_CHECKING:
    from shell.app import App


def changes(current: App) -> None:
    """Tell screen readers what changed: the screen's news and the log's new lines, to the
    board's viewer only (on the pass screen the regions hold nothing of the last one's)."""
    game, viewer = current.spoken()
    said: Said = HELD.announcer.take(current.screen.speech(), game, viewer, current.ui.lang)
    browser = page()
    if said.polite or said.fresh:
        _say(browser.announcer, said.polite)
    if said.assertive:
        _say(browser.alert, said.assertive)


def _say(region: Any, words: str) -> None:
    """Write ``words`` into a live region; the same words again are changed a little, or
    the region would not change and nothing would be read."""
    if absent(region):
        return
    if words and str(region.textContent) == words:
        words += "\u00a0"
    region.textContent = words
