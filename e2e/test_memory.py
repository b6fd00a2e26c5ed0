"""A whole evening in one tab: redraws, screens and languages leave nothing behind (issue 30).

A redraw replaces the screen's HTML; the old tree must then be garbage. One JavaScript
object that still reaches any node of it (a proxy Python keeps, a listener, a handle)
keeps the whole old tree alive. These tests count the page's DOM nodes after a forced
garbage collection (the Chrome DevTools Protocol), a count and not a timing: with one old
board kept per redraw they grow by about a thousand nodes a click.

They read the page only through locators, never element handles: a handle keeps its node
(and so its whole tree) alive until it is disposed, which is how a harness can make a page
that keeps nothing look as if it leaked (docs/memory.md).
"""

from __future__ import annotations

from collections.abc import Callable

from driver import play_one, start_multi
from playwright.sync_api import CDPSession, Page, expect
from support import Site
from test_beyond import played

#: More nodes than any one screen of the game has (a late 3-player board has about 4,500),
#: and far fewer than a few kept boards: the bound of a long game.
NODE_BOUND = 9_000
#: What one screen may differ by from the same screen drawn earlier (a notice, a tip, the
#: numbers of a changed score): far less than one kept board.
SLACK = 150
#: How many times each screen is opened and closed: one board kept each time would be
#: thousands of nodes over the slack.
TIMES = 6
#: The redraws of the long game (a game of three takes about 300 clicks): each kept board
#: would be thousands of nodes, so a few hundred redraws tell as surely as a whole game.
CLICKS = 120


def dom_nodes(cdp: CDPSession) -> int:
    """Return the page's DOM nodes after a full garbage collection."""
    for _ in range(2):  # a node freed by the first collection can free others in the next
        cdp.send("HeapProfiler.collectGarbage")
    return int(cdp.send("Memory.getDOMCounters")["nodes"])


def test_a_long_game_with_a_bot_keeps_no_old_board(page: Page, site: Site,
                                                   load_ready: Callable[..., None]) -> None:
    load_ready(page, site.url())
    cdp = page.context.new_cdp_session(page)
    start_multi(page, ["Ann", "Bob", "Cy"], ["human", "human", "steady"])
    counts = []
    clicks = 0
    while not page.locator(".outcome").count() and clicks < CLICKS:
        if not play_one(page):
            page.wait_for_timeout(50)  # the bot is moving: its redraws count too
            continue
        clicks += 1
        if clicks % 40 == 0:
            counts.append(dom_nodes(cdp))
    counts.append(dom_nodes(cdp))
    assert clicks == CLICKS, "the game must give a long run of redraws"
    assert max(counts) < NODE_BOUND, counts


def test_screens_opened_and_closed_keep_nothing(page: Page, site: Site,
                                                load_ready: Callable[..., None]) -> None:
    game = played(5, ["Ann"], "easy")
    load_ready(page, site.url("#g=" + game.to_code()))
    cdp = page.context.new_cdp_session(page)
    board = page.locator(".board .outcome")
    expect(board).to_be_visible()

    def replay() -> None:
        page.click('[data-command="replay"]')
        page.click('[data-command="replay-forward"]')
        page.click('[data-command="replay-close"]')

    def review() -> None:
        page.click('[data-command="replay"]')
        page.click('[data-command="review"]')
        expect(page.locator(".review progress")).to_be_visible()
        page.click('[data-command="replay-close"]')

    def rules() -> None:
        page.click('[data-command="rules"]')
        page.click('[data-command="rules-back"]')

    def records() -> None:
        page.click('.after-end [data-command="records"]')
        page.click('[data-command="records-back"]')

    def language() -> None:
        page.click('[data-command="pt"]')
        expect(page.locator("html")).to_have_attribute("lang", "pt-BR")
        page.click('[data-command="en"]')

    for screen in (replay, review, rules, records, language):
        screen()  # the first time may draw what the board had not yet (a tip, a notice)
        expect(board).to_be_visible()
        before = dom_nodes(cdp)
        for _ in range(TIMES):
            screen()
            expect(board).to_be_visible()
        after = dom_nodes(cdp)
        assert after - before < SLACK, (screen.__name__, before, after)
