#!/usr/bin/env python3
"""Load-time benchmark of the browser build (a measurement, not a test).

In one run, against dist/ served locally (tools/serve_site.py, production headers), in Debian's
Chromium driven by Playwright, it measures the time from navigation start to the page's
`ff-ready` performance mark:

- empty cold: dist/bench/empty.html, a page with only a `<script type="py">` that sets the
  marker, using the same vendored Pyodide, lock and PyScript settings (no packages imported);
- ours cold:  the game page (index.html) in a fresh profile: no HTTP cache, no service worker;
- ours warm:  the game page again in that profile once its service worker has precached the
  site (everything comes from the service worker's cache).

Every repetition starts a new browser process, so nothing compiled or cached is shared between
cold loads. Prints the medians and the ratios to the empty page's cold load; the targets are
ours cold <= 1.5x and ours warm < 1x. Also prints how long main.py's imports took in the cold
load (its `ff-main-start` to `ff-imported` marks).

    .venv/bin/python tools/bench_load.py [--reps 7] [--json out.json]      (make bench-load)
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from pathlib import Path

from playwright.sync_api import Browser, Page, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
import serve_site

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = os.environ.get("FF_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
TIMEOUT_MS = 120_000
READY = 'body[data-ff-ready="1"]'
MARK = "performance.getEntriesByName('ff-ready', 'mark')[0].startTime"
IMPORTS = (
    "performance.getEntriesByName('ff-imported', 'mark')[0].startTime"
    " - performance.getEntriesByName('ff-main-start', 'mark')[0].startTime"
)


def timed_load(page: Page, url: str) -> float:
    """Navigate to url; milliseconds from navigation start to the ff-ready mark."""
    page.goto(url)
    page.wait_for_selector(READY, state="attached", timeout=TIMEOUT_MS)
    return float(page.evaluate(MARK))


def empty_cold(browser: Browser, base: str) -> float:
    context = browser.new_context()
    try:
        return timed_load(context.new_page(), base + "bench/empty.html")
    finally:
        context.close()


def ours_cold_and_warm(browser: Browser, base: str) -> tuple[float, float, float]:
    """(cold, warm, imports of the cold load), in milliseconds."""
    context = browser.new_context()
    try:
        page = context.new_page()
        cold = timed_load(page, base)
        imports = float(page.evaluate(IMPORTS))
        page.wait_for_selector('body[data-sw-ready="1"]', state="attached", timeout=TIMEOUT_MS)
        warm = timed_load(page, base)
        if not page.evaluate("navigator.serviceWorker.controller !== null"):
            raise SystemExit("warm load was not served by the service worker")
        return cold, warm, imports
    finally:
        context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=7, help="repetitions (default 7)")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--json", type=Path, help="also write the raw numbers here")
    args = parser.parse_args()
    if not (args.dist / "bench" / "empty.html").is_file():
        sys.exit("dist/ is not built: run `make site` (make bench-load does)")

    server, base = serve_site.serve_in_thread(args.dist)
    runs: dict[str, list[float]] = {
        "empty_cold": [],
        "ours_cold": [],
        "ours_warm": [],
        "ours_cold_imports": [],
    }
    with sync_playwright() as pw:
        for rep in range(args.reps):
            browser = pw.chromium.launch(
                executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS
            )
            try:
                # Alternate which page goes first, so neither always gets a "fresher" machine.
                if rep % 2 == 0:
                    runs["empty_cold"].append(empty_cold(browser, base))
                    cold, warm, imports = ours_cold_and_warm(browser, base)
                else:
                    cold, warm, imports = ours_cold_and_warm(browser, base)
                    runs["empty_cold"].append(empty_cold(browser, base))
            finally:
                browser.close()
            runs["ours_cold"].append(cold)
            runs["ours_warm"].append(warm)
            runs["ours_cold_imports"].append(imports)
            print(
                f"rep {rep + 1}/{args.reps}: empty cold {runs['empty_cold'][-1]:6.0f} ms | "
                f"ours cold {cold:6.0f} ms (imports {imports:4.0f} ms) | ours warm {warm:6.0f} ms",
                flush=True,
            )
    server.shutdown()

    med = {name: statistics.median(values) for name, values in runs.items()}
    cold_ratio = med["ours_cold"] / med["empty_cold"]
    warm_ratio = med["ours_warm"] / med["empty_cold"]
    print()
    print(f"median over {args.reps} runs (navigation start -> ff-ready mark):")
    cold_ok = "met" if cold_ratio <= 1.5 else "NOT met"
    warm_ok = "met" if warm_ratio < 1 else "NOT met"
    print(f"  empty PyScript page, cold : {med['empty_cold']:6.0f} ms")
    print(f"  our page, cold            : {med['ours_cold']:6.0f} ms", end="")
    print(f"  = {cold_ratio:.2f}x empty cold (target <= 1.50x: {cold_ok})")
    print(f"  our page, warm (SW cache) : {med['ours_warm']:6.0f} ms", end="")
    print(f"  = {warm_ratio:.2f}x empty cold (target < 1.00x: {warm_ok})")
    imports = med["ours_cold_imports"]
    print(f"  main.py's imports, cold   : {imports:6.0f} ms (ff-main-start -> ff-imported)")
    if args.json:
        result = {
            "runs_ms": runs,
            "median_ms": med,
            "cold_ratio": cold_ratio,
            "warm_ratio": warm_ratio,
        }
        args.json.write_text(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
