"""The bots think off the page's thread (issue #107): a Web Worker with a Python of its own
(web/static/thinker.js, web/play/thinker.py) decides their moves, so that the page's thread
only draws; where it cannot start, the page thinks itself and the bots play all the same.

Each test plays through the page under the `guard` fixture (no request leaves the local
server, no page error). What the worker tells the page is heard through the page's own
`Worker` (an init script).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from playwright.sync_api import Page, expect
from support import Guard, Site

from tools.browsers.driver import play_one, start_multi

#: Notes each message the bots' worker sends the page, by its kind.
HEAR_THINKER = """
window.__thinkerSaid = [];
const PageWorker = window.Worker;
window.Worker = class extends PageWorker {
  constructor(url, options) {
    super(url, options);
    if (String(url).endsWith('thinker.js'))
      this.addEventListener('message', (e) => window.__thinkerSaid.push(JSON.parse(e.data)));
  }
};
"""
#: The bots' moves in the log, as the page shows them.
BOT_MOVES = re.compile(r"^(Robo|Rex) ", re.MULTILINE)


def bots_played(page: Page) -> int:
    return len(BOT_MOVES.findall(page.locator(".log-lines").inner_text()))


def play_until_the_bots_have_moved(page: Page, moves: int) -> None:
    """Play Ann's moves until the bots have made at least ``moves`` moves in the log."""
    for _ in range(200):
        if bots_played(page) >= moves:
            return
        expect(page.locator(".status-line")).to_contain_text("Your turn, Ann",
                                                             timeout=60_000)
        play_one(page)
    raise AssertionError("the bots did not move")


def test_the_bots_decide_in_their_own_worker(page: Page, site: Site,
                                             load_ready: Callable[..., None]) -> None:
    page.add_init_script(HEAR_THINKER)
    load_ready(page, site.url())
    # It starts once the service worker keeps the site, which the page registers once ready.
    expect(page.locator("body[data-sw-ready]")).to_have_count(1, timeout=60_000)
    start_multi(page, ["Ann", "Robo", "Rex"], ["human", "steady", "strong"])
    play_until_the_bots_have_moved(page, 2)
    # Started by the first bot's turn, it is ready within seconds (the page thought meanwhile).
    page.wait_for_function("performance.getEntriesByName('ff-thinker-ready').length > 0",
                           timeout=60_000)
    before = bots_played(page)
    play_until_the_bots_have_moved(page, before + 6)
    said = page.evaluate("window.__thinkerSaid")
    kinds = [message["kind"] for message in said]
    assert kinds[0] == "ready" and "failed" not in kinds, kinds
    answers = [message["answer"] for message in said if message["kind"] == "answer"]
    # Every bot move since it was ready was decided there (and some beyond, ahead of the game).
    assert len(answers) >= bots_played(page) - before, (len(answers), kinds)


def test_where_their_worker_cannot_start_the_page_thinks_for_the_bots(
        page: Page, site: Site, load_ready: Callable[..., None], guard: Guard) -> None:
    guard.allow(r"thinker\.js|thinker failed")  # what the browser and the page say of it
    page.context.route("**/thinker.js", lambda route: route.fulfill(status=404, body="missing"))
    page.add_init_script(HEAR_THINKER)
    load_ready(page, site.url())
    expect(page.locator("body[data-sw-ready]")).to_have_count(1, timeout=60_000)
    start_multi(page, ["Ann", "Robo", "Rex"], ["human", "steady", "strong"])
    play_until_the_bots_have_moved(page, 6)
    assert page.evaluate("window.__thinkerSaid") == []
    assert page.evaluate("performance.getEntriesByName('ff-thinker-ready').length") == 0
    expect(page.locator(".status-line")).to_contain_text("Your turn, Ann", timeout=60_000)
