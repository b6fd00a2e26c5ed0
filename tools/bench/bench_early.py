#!/usr/bin/env python3
"""What a first visit answers, and when (issue #106; a measurement, not a test).

A first visit on a phone, in Debian's Chromium: Lighthouse's mobile profile (150 ms,
1.6 Mbit/s, the processor 4x slower, tools/bench/bench_load.py's PROFILES), a fresh profile
each load, on the host models named (tools/serve/serve_site.py: what each compresses). As
soon as the start screen is painted, the player types a letter into the name and presses
*Start the game*, each as soon as the page lets them (a painted screen that waits, inert,
takes them once the engine has drawn it); they press Start once, and again only where the
first press was not taken. For each load, from the first paint (``ff-painted``):

- ``typed``: the letter shows in the field;
- ``answered``: the press answered (the button says it waits, or the game shows);
- ``board``: the game shows;
- ``ready``: the engine is ready (``ff-ready``, from the navigation's start), and the bytes
  sent to then (bench_load.py's FIGURES_JS).

Give ``--site`` several builds to measure them side by side, in turn, each repetition in
another order; ``--idle`` loads without acting (the engine's ready time alone: an early
press adds the game's start to it).

    .venv/bin/python -m tools.bench.bench_early [--site dist --site OLD] [--hosts netlify,plain]
        [--reps 2]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, sync_playwright

from tools.bench.bench_load import FIGURES_JS, PROFILES
from tools.browsers.engines import CHROMIUM, CHROMIUM_ARGS
from tools.serve import serve_site

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT_MS = 300_000
#: Notes when the page first answers: the letter typed, the press, the game shown.
RECORD = """
window.__early = {};
const note = (name) => { window.__early[name] ??= performance.now(); };
document.addEventListener("input", (event) => {
  if (event.target.id === "solo-name") note("typed");
}, true);
new MutationObserver(() => {
  const start = document.querySelector('[data-command="start-solo"]');
  if (start?.getAttribute("aria-busy") === "true") note("busy");
  if (document.querySelector(".board")) note("board");
}).observe(document, { subtree: true, childList: true, attributes: true });
"""


def first_visit(browser: Browser, url: str, idle: bool = False) -> dict[str, float]:
    """Load url as a phone's first visit, act as soon as the page lets, and return when it
    answered (ms after the first paint) and its load's figures (``idle``: load only)."""
    mobile = PROFILES["mobile"]
    context = browser.new_context(viewport={"width": mobile.width, "height": mobile.height},
                                  is_mobile=True, has_touch=True)
    context.add_init_script(RECORD)
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", {
        "offline": False, "latency": mobile.latency_ms,
        "downloadThroughput": mobile.down_kbps * 1024 / 8,
        "uploadThroughput": mobile.up_kbps * 1024 / 8})
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": mobile.cpu_slowdown})
    page.goto(url, wait_until="commit")
    page.locator("#app > .painted").wait_for(state="attached", timeout=TIMEOUT_MS)
    if idle:  # a load alone, the player doing nothing until it is ready
        page.locator('body[data-ff-ready="1"]').wait_for(state="attached", timeout=TIMEOUT_MS)
        figures = page.evaluate(FIGURES_JS)
        context.close()
        return {"painted": figures["painted"], "ready": figures["ready"],
                "bytes": figures["bytes"]}
    page.locator("#solo-name").click(timeout=TIMEOUT_MS)  # a tap, once it is taken
    page.keyboard.press("End")
    page.keyboard.type("Z")
    page.locator('[data-command="start-solo"]').click(timeout=TIMEOUT_MS)
    page.locator('body[data-ff-ready="1"]').wait_for(state="attached", timeout=TIMEOUT_MS)
    if not page.locator(".board").count():  # the press was not taken: press again
        page.locator('[data-command="start-solo"]').click(timeout=TIMEOUT_MS)
    page.locator(".board").wait_for(timeout=TIMEOUT_MS)
    figures = page.evaluate(FIGURES_JS)
    early = page.evaluate("window.__early")
    context.close()
    painted = figures["painted"]
    return {"painted": painted, "typed": early["typed"] - painted,
            "answered": min(early.get("busy", early["board"]), early["board"]) - painted,
            "board": early["board"] - painted, "ready": figures["ready"],
            "bytes": figures["bytes"]}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, action="append", help="a build (repeatable)")
    parser.add_argument("--hosts", default="netlify,plain", help="host models, comma-separated")
    parser.add_argument("--reps", type=int, default=2, help="loads of each build on each host")
    parser.add_argument("--idle", action="store_true", help="load only: the ready time alone")
    args = parser.parse_args()
    sites = args.site or [ROOT / "dist"]
    hosts = args.hosts.split(",")
    servers = {(site, host): serve_site.serve_in_thread(site, model=host)
               for site in sites for host in hosts}
    runs: dict[str, list[dict[str, float]]] = {}
    with sync_playwright() as playwright:
        for rep in range(args.reps):
            order = sites if rep % 2 == 0 else sites[::-1]
            for host in hosts:
                for site in order:
                    browser = playwright.chromium.launch(executable_path=CHROMIUM,
                                                         args=CHROMIUM_ARGS)
                    try:
                        figures = first_visit(browser, servers[site, host][1], args.idle)
                    finally:
                        browser.close()
                    runs.setdefault(f"{site} on {host}", []).append(figures)
                    print(f"{site} on {host}: {json.dumps(figures)}", file=sys.stderr)
    for server, _ in servers.values():
        server.shutdown()
    report: dict[str, Any] = {
        name: {figure: statistics.median(load[figure] for load in loads)
               for figure in loads[0]} for name, loads in runs.items()}
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
