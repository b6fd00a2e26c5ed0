"""The bots think off the page's thread (issue #107): a Web Worker with a Python of its own
(web/static/thinker.js, web/play/thinker.py) decides their moves, so that the page's thread
only draws; where it cannot start, the page thinks itself and the bots play all the same.

Each test plays through the page under the `guard` fixture (no request leaves the local
server, no page error). What the worker tells the page is heard through the page's own
`Worker` (an init script).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
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
#: The bots' moves played so far: the page measures each decision as its move is played
#: (ff-bot-LEVEL; ff-bot-pause is the pause before it).
BOT_MOVES = """performance.getEntriesByType('measure').filter(
    e => e.name.startsWith('ff-bot-') && e.name !== 'ff-bot-pause').length"""


def bots_played(page: Page) -> int:
    played: int = page.evaluate(BOT_MOVES)
    return played


def play_until_the_bots_have_moved(page: Page, moves: int) -> None:
    """Play Ann's moves until the bots have made at least ``moves`` moves."""
    for _ in range(200):
        if bots_played(page) >= moves:
            return
        expect(page.locator(".status-line")).to_contain_text("Your turn, Ann",
                                                             timeout=60_000)
        play_one(page)
    raise AssertionError("the bots did not move")


@pytest.mark.service_worker
def test_the_bots_decide_in_their_own_worker(
        page: Page, site: Site, load_ready: Callable[..., None],
        wait_service_worker: Callable[..., None]) -> None:
    page.add_init_script(HEAR_THINKER)
    load_ready(page, site.url())
    # It starts once the service worker keeps the site (which the page registers once ready),
    # as a game with bots begins.
    wait_service_worker(page)
    start_multi(page, ["Ann", "Robo", "Rex"], ["human", "steady", "steady"])
    page.wait_for_function("performance.getEntriesByName('ff-thinker-ready').length > 0",
                           timeout=60_000)
    play_until_the_bots_have_moved(page, 2)
    said = page.evaluate("window.__thinkerSaid")
    kinds = [message["kind"] for message in said]
    assert kinds[0] == "ready" and "failed" not in kinds, kinds
    answers = [message["answer"] for message in said if message["kind"] == "answer"]
    # Every bot move was decided there (and some beyond, ahead of the game).
    assert len(answers) >= bots_played(page) >= 2, (len(answers), kinds)


#: The worker's script broken: it throws as it starts.
BREAK_THINKER = """
const WorkingWorker = window.Worker;
window.Worker = class extends WorkingWorker {
  constructor(url, options) {
    if (String(url).endsWith('thinker.js'))
      url = URL.createObjectURL(new Blob(['throw new Error("no thinker here");'],
                                         {type: 'text/javascript'}));
    super(url, options);
    this.addEventListener('error', () => { window.__thinkerFailed = true; });
  }
};
"""


@pytest.mark.service_worker
def test_where_their_worker_fails_the_page_thinks_for_the_bots(
        page: Page, site: Site, load_ready: Callable[..., None],
        wait_service_worker: Callable[..., None], guard: Guard) -> None:
    guard.allow(r"no thinker here|thinker failed")  # what the worker and the page say of it
    page.add_init_script(BREAK_THINKER)
    said: list[str] = []
    page.on("console", lambda message: said.append(message.text))
    load_ready(page, site.url())
    wait_service_worker(page)
    start_multi(page, ["Ann", "Robo", "Rex"], ["human", "steady", "steady"])
    # It was started as the game began, and failed: the page says so, and thinks for the bots.
    page.wait_for_function("window.__thinkerFailed", timeout=60_000)
    play_until_the_bots_have_moved(page, 2)
    assert any("thinker failed" in text for text in said), said
    assert page.evaluate("performance.getEntriesByName('ff-thinker-ready').length") == 0
    expect(page.locator(".status-line")).to_contain_text("Your turn, Ann", timeout=60_000)


@pytest.mark.motion
def test_where_the_page_thinks_for_the_bots_it_thinks_once_the_pieces_land(
        page: Page, site: Site, load_ready: Callable[..., None]) -> None:
    """No service worker keeps the site (a first visit, until it does): the page thinks for
    the bots itself, but never while a piece travels, the page's thread the frames'. At Fast,
    where a bot's move does not wait for the pieces of the move before it, a piece kept on
    its way (the page's own question answered so) keeps the bots from deciding; once it
    lands, they play."""
    page.add_init_script("localStorage.setItem('ff-motion', 'fast')")
    load_ready(page, site.url())
    start_multi(page, ["Ann", "Robo", "Rex"], ["human", "steady", "steady"])
    page.evaluate("window.ffLanded = window.ffPiecesMoving; window.ffPiecesMoving = () => true")
    play_one(page)  # Ann's move: the bots' turns follow
    expect(page.locator("body")).to_have_attribute("data-ff-work", "bot")
    page.wait_for_timeout(1500)  # a steady bot decides and plays at Fast in a fraction of it
    assert bots_played(page) == 0
    page.evaluate("window.ffPiecesMoving = window.ffLanded")
    expect(page.locator(".status-line")).to_contain_text("Your turn, Ann", timeout=60_000)
    assert bots_played(page) == 2
