#!/usr/bin/env python3
"""What a browser test saves by sharing a booted page (a measurement, not a test).

In the browser suite's Chromium (its flags: SUITE_JS_FLAGS), in turn: a
fresh profile's page loaded until the game is ready, and a page booted once opened again as
a first visit finds it by the page's own restart (tools/browsers/driver.py's `restart`, what
the tests marked `booted` get). Prints each time and the medians.

    .venv/bin/python -m tools.bench.bench_restart [--site dist] [--reps 6]
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

from tools.browsers.driver import TESTING, restart
from tools.browsers.engines import CHROMIUM_ARGS, CHROMIUM_SHELL, SUITE_JS_FLAGS
from tools.serve import serve_site

READY = 'body[data-ff-ready="1"]'


def load(page: Page, url: str) -> float:
    start = time.perf_counter()
    page.goto(url)
    page.locator(READY).wait_for(state="attached", timeout=120_000)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=Path("dist"))
    parser.add_argument("--reps", type=int, default=6)
    args = parser.parse_args()
    server, base = serve_site.serve_in_thread(args.site)
    boots: list[float] = []
    restarts: list[float] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM_SHELL,
                                             args=[*CHROMIUM_ARGS, SUITE_JS_FLAGS])
        shared = browser.new_context(service_workers="block")
        shared.add_init_script(TESTING)
        booted = shared.new_page()
        load(booted, base)
        for _ in range(args.reps):
            fresh = browser.new_context(service_workers="block")
            boots.append(load(fresh.new_page(), base))
            fresh.close()
            start = time.perf_counter()
            restart(booted, "/")
            restarts.append(time.perf_counter() - start)
        browser.close()
    server.shutdown()
    for name, times in (("a page booted", boots), ("the booted page opened again", restarts)):
        print(f"{name}: median {statistics.median(times):.2f} s "
              f"({', '.join(f'{t:.2f}' for t in times)})")


if __name__ == "__main__":
    main()
