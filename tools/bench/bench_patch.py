#!/usr/bin/env python3
"""How much of the page one interaction rebuilds (a measurement, not a test).

Plays the start of a solo game (the test suites' deal, easy) through the page in Debian's
Chromium at 1280x900 with the mouse, and counts, for each of four interactions, the elements
the page made anew (in the document after it, not before) from the click until the page is
still again:

- a market blueprint taken (*Take*);
- a die picked (it only outlines where the die can go);
- *Suggest* (the suggestion shown);
- the work phase ended (*End*, then yes) and The Machine's turn shown.

Each is measured in a page of its own, ``--runs`` times; the figures are the medians. Run it
on two builds side by side (``--site``) to compare them.

    .venv/bin/python -m tools.bench.bench_patch [--site dist] [--runs 3]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections.abc import Callable
from functools import partial
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

from tools.browsers import answered
from tools.browsers.driver import command, start_solo
from tools.browsers.engines import CHROMIUM, CHROMIUM_ARGS
from tools.serve import serve_site

ROOT = Path(__file__).resolve().parents[2]
#: Counts the elements in the document that were not in it at the last reset: what a drawing
#: made anew (an element the morph moved, such as a section put first for its phase, is the
#: same element, and is not counted; one replaced is).
COUNTER = """
window.__before = new WeakSet();
Object.defineProperty(window, '__added', {
  get: () => [...document.querySelectorAll('*')].filter((e) => !window.__before.has(e)).length,
  set: () => {
    window.__before = new WeakSet(document.querySelectorAll('*'));
  },
});
"""
TAKE = ".market button.take"
DIE = ".dice-tray button.die[data-select]"
#: How long the page must stay unchanged to count as still (ms).
STILL_MS = 400


def _still(page: Page) -> None:
    """Wait until the page's elements have not changed for STILL_MS."""
    page.evaluate("""(still) => new Promise((done) => {
        let since = performance.now();
        const observer = new MutationObserver(() => { since = performance.now(); });
        observer.observe(document, {childList: true, subtree: true, attributes: true});
        const look = () => {
          if (performance.now() - since >= still) { observer.disconnect(); done(); }
          else setTimeout(look, 50);
        };
        look();
    })""", STILL_MS)


def _measure(page: Page, act: Callable[[], None]) -> int:
    """Return the elements the page gained from ``act`` until it is still again."""
    _still(page)
    page.evaluate("window.__added = 0")
    act()
    _still(page)
    return int(page.evaluate("window.__added"))


def _to_work_phase(page: Page) -> None:
    page.locator(TAKE).first.click()
    page.locator(DIE).first.wait_for()


def _end_work_phase(page: Page) -> None:
    page.keyboard.press("e")
    page.click('[data-command="end-yes"]')
    page.locator(".machine-turn").first.wait_for()


def _suggest(page: Page) -> None:
    command(page, "suggest")
    page.locator(".suggestion").first.wait_for()


#: Each interaction: what leads to it, and the interaction itself.
INTERACTIONS: dict[str, tuple[Callable[[Page], None], Callable[[Page], None]]] = {
    "a Take": (lambda page: None, _to_work_phase),
    "a die picked": (_to_work_phase, lambda page: page.locator(DIE).first.click()),
    "Suggest": (_to_work_phase, _suggest),
    "The Machine's turn shown": (_to_work_phase, _end_work_phase),
}


def main() -> int:
    answered.install()  # the player looks once the page has answered (answered.py)
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, default=ROOT / "dist", help="the built site")
    parser.add_argument("--runs", type=int, default=3, help="pages per interaction")
    args = parser.parse_args()
    server, url = serve_site.serve_in_thread(args.site)
    figures: dict[str, list[int]] = {name: [] for name in INTERACTIONS}
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        for name, (before, act) in INTERACTIONS.items():
            for _ in range(args.runs):
                page = browser.new_page(viewport={"width": 1280, "height": 900})
                page.add_init_script(COUNTER)
                page.goto(url)
                page.wait_for_selector("body[data-ff-ready]", timeout=120_000)
                start_solo(page, "Ann", "easy")
                before(page)
                figures[name].append(_measure(page, partial(act, page)))
                page.close()
        browser.close()
    server.shutdown()
    print(f"{args.site}: elements added, median of {args.runs} pages")
    for name, counts in figures.items():
        print(f"  {name:26} {statistics.median(counts):6.0f}   {counts}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
