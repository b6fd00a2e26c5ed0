"""The page's trimmed standard library (tools/build/trim_stdlib.py): every path of the game that
imports more than the first screen works with it offline, Python booted without its snapshot
(so that it imports everything from the trimmed library and the wheels); and a module it left
out still imports, from the whole library, online and offline.

Online, every browser test runs with the trimmed library, Python restored from its snapshot, and
the `guard` fails any of them in which a module came from the whole library instead (a miss of
the trim). Offline, a restored Python needs nothing the booted one does not: the page fetches the
same trimmed library at every boot, restored or not (web/static/python.mjs), and a path imports
from it only the modules the snapshot does not hold already, a part of what it imports booted; the
wheels it fetches later (pydantic, for a JSON save) come from the service worker either way. (The
same path restored, run here too until 2026-12-03, took as long as the booted one, 40-45 s of a
two-core machine, and showed nothing that the booted path and the online tests do not.)
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, Page, expect
from support import READY_SELECTOR, READY_TIMEOUT_MS, STDLIB_MISS, Guard, Site
from test_beyond import REVIEWED, finish, near_the_end, played

import ffcore
import ffcore.daily
from tools.browsers.driver import hold

#: Python run in the page as a `<script type="py">` added to it: imports modules the trimmed
#: library left out (of a package and alone), and notes what they gave.
#: Every test here goes offline, or reads what the service worker keeps.
pytestmark = pytest.mark.service_worker

LEFT_OUT = """
import colorsys
import xml.dom.minidom
from js import document
tag = xml.dom.minidom.parseString("<game/>").documentElement.tagName
document.body.dataset.leftOut = f"{tag} {colorsys.rgb_to_hsv(1, 0, 0)}"
"""


def run_python(page: Page, source: str) -> None:
    """Run Python source in the page, as PyScript runs a script added to it."""
    page.evaluate("""source => {
        const script = document.createElement("script");
        script.type = "py";
        script.textContent = source;
        document.body.append(script);
    }""", source)


def go_offline(page: Page, context: BrowserContext, wait_service_worker: Callable[..., None],
               load_ready: Callable[..., None], booted: bool) -> None:
    """Let the service worker keep the site, go offline and reload; booted: without the
    snapshot in the worker's cache, so that Python boots and imports everything from the
    trimmed library and the wheels."""
    wait_service_worker(page)
    if booted:  # taken from the worker's cache, and from the HTTP cache behind it
        page.context.route("**/*.snapshot", lambda route: route.abort())
        page.evaluate("""caches.keys().then(async names => {
            const cache = await caches.open(names[0]);
            for (const request of await cache.keys()) {
                if (request.url.endsWith(".snapshot")) await cache.delete(request);
            }
        })""")
    context.set_offline(True)
    load_ready(page, None)
    restored = page.evaluate("performance.getEntriesByName('ff-snapshot-restored').length")
    assert restored == (0 if booted else 1)


def open_afresh(page: Page, site: Site, load_ready: Callable[..., None],
                fragment: str = "") -> None:
    """Open the page anew with nothing kept on the device (the service worker's cache aside)."""
    page.evaluate("localStorage.clear()")
    page.goto("about:blank")
    load_ready(page, site.url(fragment))


def test_every_path_works_offline_with_the_trimmed_library(
        page: Page, context: BrowserContext, site: Site, guard: Guard, tmp_path: Path,
        load_ready: Callable[..., None], wait_service_worker: Callable[..., None]) -> None:
    guard.allow(r"\.snapshot|net::ERR_FAILED")  # taken away: its request fails
    load_ready(page, site.url())
    go_offline(page, context, wait_service_worker, load_ready, booted=True)
    # A daily challenge.
    page.fill("#daily-name", "Ann")
    page.click('[data-command="start-daily"]')
    expect(page.locator(".notice-info")).to_contain_text(ffcore.daily.today().isoformat())
    # A JSON save, checked by pydantic: its package comes from the service worker's cache.
    open_afresh(page, site, load_ready)
    saved = ffcore.new_game(["Ann", "Bob"], seed=8)
    saved.apply(saved.legal_actions()[0])
    page.fill("#code", saved.to_json())
    page.click('[data-command="open"]')
    hold(page)  # both of them, at this device
    page.click('[data-command="reveal"]')
    expect(page.locator(".status-line")).to_contain_text("Round 1")
    # A finished game's replay, and its review.
    load_ready(page, site.url("#r=" + played(REVIEWED, ["Ann"], "medium").to_code()))
    page.click('[data-command="review"]')
    expect(page.locator(".findings .finding").first).to_be_visible(timeout=120_000)
    # A game finished here goes into the records, which are exported and imported again.
    open_afresh(page, site, load_ready, "#g=" + near_the_end(played(11, ["Ann"], "easy")).to_code())
    finish(page)
    page.click('.after-end [data-command="records"]')
    with page.expect_download() as download:
        page.click('[data-command="records-export"]')
    exported = tmp_path / "records.json"
    download.value.save_as(exported)
    assert len(json.loads(exported.read_text())["games"]) == 1
    open_afresh(page, site, load_ready)
    page.click('[data-command="records"]')
    expect(page.locator(".records-recent li")).to_have_count(0)
    page.set_input_files("#records-import", str(exported))
    expect(page.locator(".records-recent li")).to_have_count(1)


@pytest.mark.parametrize("network", ["online", "offline"])
def test_a_module_left_out_of_the_trimmed_library_comes_from_the_whole_one(
        page: Page, context: BrowserContext, site: Site, guard: Guard,
        load_ready: Callable[..., None], wait_service_worker: Callable[..., None],
        network: str) -> None:
    guard.allow(re.escape(STDLIB_MISS))  # said in the console, as for any miss
    load_ready(page, site.url())
    if network == "offline":
        go_offline(page, context, wait_service_worker, load_ready, booted=False)
    run_python(page, LEFT_OUT)
    page.wait_for_selector("body[data-left-out]", state="attached", timeout=READY_TIMEOUT_MS)
    assert page.evaluate("document.body.dataset.leftOut") == "game (0.0, 1.0, 1)"
    whole = page.evaluate("""performance.getEntriesByType('mark').map(mark => mark.name)
        .filter(name => name.startsWith('ff-stdlib-whole:'))""")
    assert whole == ["ff-stdlib-whole:colorsys", "ff-stdlib-whole:xml"]
    assert page.locator(READY_SELECTOR).count() == 1
