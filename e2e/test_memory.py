"""A whole evening in one tab: redraws, screens and languages leave nothing behind (issue 30).

A redraw replaces the screen's HTML; the old tree must then be garbage. One JavaScript
object that still reaches any node of it (a proxy Python keeps, a listener, a handle)
keeps the whole old tree alive. These tests count the page's DOM nodes after a forced
garbage collection (the Chrome DevTools Protocol), a count and not a timing: with one old
board kept per redraw they grow by about a thousand nodes a click.

They read the page only through locators, never element handles: a handle keeps its node
(and so its whole tree) alive until it is disposed, which is how a harness can make a page
that keeps nothing look as if it leaked (docs/memory.md).

Every kind of input is played (issue 44): a mouse, a finger, keys (Enter and Space on the
control focused, and the screens' own keys) and a script's ``click()`` (a click with no
pointer events, as assistive technologies and switch access make): what keeps an element
one of them pressed must show here, whichever it is.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import CDPSession, Page, expect
from support import Site
from test_beyond import played

import ffcore
from tools.bench.bench_memory import OTHER_KEYS_EVERY, PRESS_KEYS
from tools.browsers.driver import play_one, start_multi, wait_for_a_move

#: More nodes than any one screen of the game has (a late 3-player board has about 4,500),
#: and far fewer than a few kept boards: the bound of a long game.
NODE_BOUND = 9_000
#: What one screen may differ by from the same screen drawn earlier (a notice, a tip, the
#: numbers of a changed score): far less than one kept board.
SLACK = 150
#: How many times each screen is opened and closed: one board kept each time would be
#: thousands of nodes over the slack.
TIMES = 6
#: The clicks of the long game (a game of three takes about 300): with the bot's moves between
#: them, about ninety redraws. Each kept board would be thousands of nodes (NODE_BOUND is two
#: boards), so they tell as surely as a whole game.
CLICKS = 60
COUNT_EVERY = 20
#: Each kind of input a player may press the page's controls with (tools/bench/bench_memory.py's
#: --input measures the same over whole games; its Player presses as `Presser` does here,
#: through engines.Tab rather than Playwright, with the same keys).
INPUTS = ("mouse", pytest.param("touch", marks=pytest.mark.touch), "keyboard", "script")
#: A solo game's presses, read every READ_EVERY: one board kept adds about 2,000 nodes out
#: of the document, far more than DETACHED_SLACK; one kept each press, tens of thousands.
PRESSES = 40
READ_EVERY = 20
DETACHED_SLACK = 500
#: The solo deal played (a fixed one: a failure can be replayed).
DEAL = 4_404


#: The nodes of the document (elements, texts, comments, the doctype and itself).
IN_DOCUMENT = """(() => {
  const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
  let count = 1;
  while (walker.nextNode()) count++;
  return count;
})()"""


def dom_nodes(cdp: CDPSession) -> int:
    """Return the page's DOM nodes after a full garbage collection."""
    for _ in range(2):  # a node freed by the first collection can free others in the next
        cdp.send("HeapProfiler.collectGarbage")
    return int(cdp.send("Memory.getDOMCounters")["nodes"])


class Presser:
    """Presses the page's controls by one kind of input (INPUTS). A keyboard player focuses
    the control (the focus is not an activation) and presses Enter or Space, or uses the
    screen's own key where it has one."""

    def __init__(self, page: Page, kind: str) -> None:
        self.page = page
        self.kind = kind
        self.presses = 0

    def press(self, selector: str, key: str = "") -> None:
        """Press the control ``selector`` (a keyboard player: by ``key``, see `Presser`)."""
        self.presses += 1
        control = self.page.locator(selector).first
        if self.kind == "mouse":
            control.click()
        elif self.kind == "touch":
            control.tap()
        elif self.kind == "script":
            control.wait_for(state="attached")
            self.page.evaluate("(selector) => document.querySelector(selector).click()",
                               selector)
        else:
            if not key or key in PRESS_KEYS:
                control.focus()
            self.page.keyboard.press(key or PRESS_KEYS[self.presses % len(PRESS_KEYS)])

    def other_keys(self) -> None:
        """Now and then a keyboard player presses E then Escape, or U."""
        if self.kind != "keyboard" or self.presses % OTHER_KEYS_EVERY:
            return
        if (self.presses // OTHER_KEYS_EVERY) % 2:
            self.page.keyboard.press("e")
            self.page.keyboard.press("Escape")
        else:
            self.page.keyboard.press("u")


def at_rest(page: Page) -> None:
    """Wait until the page does no work between clicks (a redraw it owes comes at its end):
    a screen's nodes are counted as it stands, not while a redraw is on its way."""
    page.locator("body:not([data-ff-work])").wait_for(state="attached")


def detached_nodes(page: Page, cdp: CDPSession) -> int:
    """Return the page's DOM nodes out of its document, after a full garbage collection (a
    couple of thousand belong to the page's own machinery: what counts is their growth)."""
    return dom_nodes(cdp) - int(page.evaluate(IN_DOCUMENT))


def play_by_suggestions(presser: Presser, cdp: CDPSession) -> list[int]:
    """Play PRESSES presses of a solo game through Suggest and "Play the suggestion"; return
    the DOM nodes out of the document, read every READ_EVERY presses."""
    page = presser.page
    counts: list[int] = []
    ready = page.locator('[data-command="end-yes"], [data-command="play-hint"], '
                         '[data-command="suggest"]:not([disabled])').first
    while presser.presses < PRESSES:
        ready.wait_for()  # a suggestion, or The Machine's turn, is on its way
        before = presser.presses
        if page.locator('[data-command="end-yes"]').count():
            presser.press('[data-command="end-yes"]', "c")  # C says yes to ending
        elif page.locator('[data-command="play-hint"]').count():
            presser.press('[data-command="play-hint"]', "c")  # C plays the suggestion
            presser.other_keys()
        elif not page.locator(".suggestion").count():
            presser.press('[data-command="suggest"]')
        else:  # a suggestion on its way: what it gives to play
            page.locator('[data-command="end-yes"], [data-command="play-hint"]').first.wait_for()
        if presser.presses != before and presser.presses % READ_EVERY == 0:
            counts.append(detached_nodes(page, cdp))
    return counts


@pytest.mark.parametrize("kind", INPUTS)
def test_every_kind_of_input_leaves_no_old_board(page: Page, site: Site,
                                                 load_ready: Callable[..., None],
                                                 kind: str) -> None:
    game = ffcore.new_game(["Ann"], seed=DEAL, machine="medium")
    load_ready(page, site.url("#g=" + game.to_code()))
    cdp = page.context.new_cdp_session(page)
    start = detached_nodes(page, cdp)
    counts = play_by_suggestions(Presser(page, kind), cdp)
    assert max(counts) - start < DETACHED_SLACK, (start, counts)


def test_a_long_game_with_a_bot_keeps_no_old_board(page: Page, site: Site,
                                                   load_ready: Callable[..., None]) -> None:
    load_ready(page, site.url())
    cdp = page.context.new_cdp_session(page)
    start_multi(page, ["Ann", "Bob", "Cy"], ["human", "human", "steady"])
    counts = []
    clicks = 0
    while not page.locator(".outcome").count() and clicks < CLICKS:
        if not play_one(page):
            wait_for_a_move(page)  # the bot is moving: its redraws count too
            continue
        clicks += 1
        if clicks % COUNT_EVERY == 0:
            counts.append(dom_nodes(cdp))
    counts.append(dom_nodes(cdp))
    assert clicks == CLICKS, "the game must give a long run of redraws"
    assert max(counts) < NODE_BOUND, counts


@pytest.mark.parametrize("kind", ["mouse", "keyboard"])
def test_screens_opened_and_closed_keep_nothing(page: Page, site: Site,
                                                load_ready: Callable[..., None],
                                                kind: str) -> None:
    game = played(5, ["Ann"], "easy")
    load_ready(page, site.url("#g=" + game.to_code()))
    cdp = page.context.new_cdp_session(page)
    board = page.locator(".board .outcome")
    expect(board).to_be_visible()
    press = Presser(page, kind).press

    def replay() -> None:
        press('[data-command="replay"]')
        press('[data-command="replay-forward"]', "ArrowRight")
        press('[data-command="replay-close"]')

    def review() -> None:
        press('[data-command="replay"]')
        press('[data-command="review"]')
        expect(page.locator(".review progress")).to_be_visible()
        press('[data-command="replay-close"]')

    def rules() -> None:
        press('[data-command="rules"]')
        press('[data-command="rules-back"]', "Escape")

    def records() -> None:
        press('.after-end [data-command="records"]')
        press('[data-command="records-back"]', "Escape")

    def language() -> None:
        press('[data-command="pt"]')
        expect(page.locator("html")).to_have_attribute("lang", "pt-BR")
        press('[data-command="en"]')

    for screen in (replay, review, rules, records, language):
        screen()  # the first time may draw what the board had not yet (a tip, a notice)
        expect(board).to_be_visible()
        at_rest(page)
        before = dom_nodes(cdp)
        for _ in range(TIMES):
            screen()
            expect(board).to_be_visible()
        at_rest(page)
        after = dom_nodes(cdp)
        assert after - before < SLACK, (screen.__name__, before, after)
