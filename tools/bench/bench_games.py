#!/usr/bin/env python3
"""What keeping every game costs the page (issue 104; a measurement, not a test).

Two figures, in Debian's Chromium at 390x844 with the processor slowed 4x (a phone's):

- **The list**: the start screen opened (``#start``) on a device that keeps 50 games, and
  on one that keeps none, the two loaded in turn ``--runs`` times each. For each load, the
  page's own start (from Python's modules imported to its first screen drawn: storage read,
  the list made, the drawing, ``ff-imported`` to ``ff-ready``) and the whole load (to
  ``ff-ready``). The games are played by random legal moves to rounds 1 to 8, of every kind
  (solo, the day's challenge, on this device, with friends by link).
- **A move's save**: in the page, three games of two people, each move chosen as the
  steady bot would, until their eighth round ends, each move's save timed (the game in
  play written to storage, and its entry in the list when what the list shows of it
  changed): with the 50 games kept beside it. Give
  ``--site`` an older build to time its save the same way (``Device.save``).

    .venv/bin/python -m tools.bench.bench_games [--site dist] [--runs 10] [--games 50]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from pathlib import Path
from typing import Any

from playwright.sync_api import BrowserContext, Page, sync_playwright

from tools.browsers.engines import CHROMIUM, CHROMIUM_ARGS
from tools.serve import serve_site

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT / "web"), str(ROOT)]
PHONE = {"width": 390, "height": 844}
#: Chromium's processor slow-down, as Lighthouse's mobile profile has it.
CPU_SLOWDOWN = 4
#: Times a game's save after each of its moves, in the page, for eight rounds; leaves the
#: figures (milliseconds) in the body's data-bench-save.
SAVE_SCRIPT = """
import json, time
from js import document
from glue.held import HELD

from ffcore import bots

app = HELD.app
save = app.device.kept.save if hasattr(app.device, "kept") else app.device.save
seconds = []
for seed in (8, 9, 10):
    app.start.new_game(["Ann", "Bob"], seed=seed)
    game = app.session.game
    players = {name: bots.make("steady", seed) for name in game.names}
    save()
    while game.round <= 8 and not game.is_over:
        name = game.current_player
        game.apply(players[name].choose(game.view(name)))
        started = time.perf_counter()
        save()
        seconds.append(time.perf_counter() - started)
document.body.dataset.benchSave = json.dumps({"moves": len(seconds),
                                              "ms": [s * 1000 for s in seconds]})
"""


def kept_games(count: int) -> dict[str, str]:
    """Return what local storage holds for ``count`` games of every kind, played by random
    legal moves to rounds 1 to 8, a move a while apart (as the page writes it: the index,
    each game's key)."""
    from keeping.store import SCREEN_KEY, MemoryStore
    from shell.app import App

    now = [1_765_000_000.0]
    store = MemoryStore()
    app = App(store=store, clock=lambda: now[0])
    chooser = random.Random(104)
    setups = ((["Ann"], None, "hard"), (["Ann", "Bob"], ["human", "link"], None),
              (["Ann", "Bob", "Cy"], ["human", "human", "steady"], None),
              (["Ann", "Bob", "Cy", "Di"], ["human", "link", "link", "strong"], None))
    for number in range(count):
        names, seats, machine = setups[number % len(setups)]
        assert app.start.new_game(names, seats, machine, seed=number), app.start.error
        game = app.session.game
        assert game is not None
        while game.round < 1 + number % 8 and not game.is_over:
            game.apply(chooser.choice(game.legal_actions()))
        now[0] += 600
        app.settle()
    return {key: text for key, text in store.items.items() if key != SCREEN_KEY}


def _context(browser: Any, items: dict[str, str]) -> BrowserContext:
    """A phone's context whose storage holds ``items`` (written once, before its first
    page; the device has done the tutorial, so that no box differs but the list)."""
    context: BrowserContext = browser.new_context(viewport=PHONE, device_scale_factor=2,
                                                  is_mobile=True, has_touch=True)
    kept = json.dumps(items | {"ff-tutorial": "done"})
    context.add_init_script(f"""(items => {{
        if (localStorage.getItem('ff-tutorial') !== null) return;
        for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }})({kept})""")
    return context


def _load(page: Page, url: str) -> tuple[float, float, int]:
    """Load the start screen; return the page's own start and the whole load (ms), and the
    games it lists."""
    page.goto("about:blank")
    page.goto(url)
    page.locator('body[data-ff-ready="1"]').wait_for(state="attached", timeout=120_000)
    marks = page.evaluate("""() => Object.fromEntries(['ff-imported', 'ff-ready'].map(
        (name) => [name, performance.getEntriesByName(name)[0].startTime]))""")
    return (marks["ff-ready"] - marks["ff-imported"], marks["ff-ready"],
            page.locator(".kept-game").count())


def measure_list(browser: Any, base: str, runs: int, count: int) -> dict[str, Any]:
    """Load the start screen with ``count`` games kept and with none, in turn."""
    pages = {}
    for name, items in (("none", {}), ("kept", kept_games(count))):
        page = _context(browser, items).new_page()
        page.context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate",
                                                {"rate": CPU_SLOWDOWN})
        _load(page, base + "#start")  # the caches warmed, as a returning player's are
        pages[name] = page
    figures: dict[str, list[tuple[float, float, int]]] = {"none": [], "kept": []}
    for run in range(runs):
        for name in ("none", "kept") if run % 2 == 0 else ("kept", "none"):
            figures[name].append(_load(pages[name], base + "#start"))
    for page in pages.values():
        page.context.close()
    result: dict[str, Any] = {}
    for name, loads in figures.items():
        result[name] = {"start_ms": statistics.median(own for own, _, _ in loads),
                        "ready_ms": statistics.median(whole for _, whole, _ in loads),
                        "listed": max(listed for _, _, listed in loads)}
    assert result["none"]["listed"] == 0 and result["kept"]["listed"] > 0
    result["start_ratio"] = result["kept"]["start_ms"] / result["none"]["start_ms"]
    result["ready_ratio"] = result["kept"]["ready_ms"] / result["none"]["ready_ms"]
    return result


def measure_save(browser: Any, base: str, count: int) -> dict[str, Any]:
    """Time each move's save of a game of eight rounds in the page, games kept beside it."""
    context = _context(browser, kept_games(count))
    page = context.new_page()
    page.context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate",
                                            {"rate": CPU_SLOWDOWN})
    page.goto(base + "#start")
    page.locator('body[data-ff-ready="1"]').wait_for(state="attached", timeout=120_000)
    page.evaluate("""source => {
        const script = document.createElement("script");
        script.type = "py";
        script.textContent = source;
        document.body.append(script);
    }""", SAVE_SCRIPT)
    page.locator("body[data-bench-save]").wait_for(state="attached", timeout=600_000)
    data = json.loads(page.evaluate("document.body.dataset.benchSave"))
    context.close()
    times = sorted(data["ms"])
    return {"moves": data["moves"], "median_ms": statistics.median(times),
            "p95_ms": times[int(0.95 * (len(times) - 1))], "total_ms": sum(times)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, default=ROOT / "dist", help="the build to load")
    parser.add_argument("--runs", type=int, default=10, help="loads of each device")
    parser.add_argument("--games", type=int, default=50, help="games the device keeps")
    parser.add_argument("--only", choices=("list", "save"), help="one figure only")
    args = parser.parse_args()
    server, base = serve_site.serve_in_thread(args.site)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        report: dict[str, Any] = {"site": str(args.site), "games": args.games}
        if args.only != "save":
            report["list"] = measure_list(browser, base, args.runs, args.games)
        if args.only != "list":
            report["save"] = measure_save(browser, base, args.games)
        browser.close()
    server.shutdown()
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
