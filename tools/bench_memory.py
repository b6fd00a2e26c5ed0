#!/usr/bin/env python3
"""Memory over a whole evening in one tab (a measurement, not a test).

Plays solo games on medium back to back in one tab, each through the page's own Suggest and
"Play the suggestion" as a player who leans on the strong bot would, and after each game
reports the page's memory. Then, on the last game's final board, opens and closes the
replay, the review, the records and the rules, and switches the language, each --times
times, and reports the memory after each batch.

- Chromium (the default): after a forced garbage collection (the Chrome DevTools Protocol),
  the DOM nodes, the JavaScript heap and the renderer processes' resident memory.
- `--engine firefox` or `--engine webkit`: the resident memory of the engine's content
  processes. Neither lets a page force a collection: the page first allocates and drops
  arrays of some 400 MB, which makes the engine collect, and the figure is read a few
  seconds later. Expect noise of a hundred MB or so either way.

The page is read through selectors only, never element handles, which would keep old
screens alive (docs/memory.md).

    .venv/bin/python tools/bench_memory.py [--engine chromium] [--games 10] [--times 20]
    (make bench-ui runs it with its defaults)
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import engines
import serve_site

ROOT = Path(__file__).resolve().parent.parent
#: Per engine, what the command line of a process holding the page's memory contains.
PAGE_PROCESSES = {"chromium": "--type=renderer", "firefox": "-contentproc",
                  "webkit": "WebKitWebProcess"}
#: Allocates and drops arrays of about 400 MB: the engine collects its garbage meanwhile.
PRESSURE = """(async () => {
  for (let round = 0; round < 10; round++) {
    let arrays = [];
    for (let n = 0; n < 50; n++) arrays.push(new Array(100000).fill(n));
    arrays = null;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
})()"""
#: How long after that the memory is read (a collection finishing, the cycle collector).
SETTLE_S = 3
#: How long one game may take (a suggestion is at most a few seconds).
GAME_TIMEOUT_S = 900


def descendants(root: int) -> list[int]:
    """Return the ids of every process below ``root`` (from /proc)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:  # ended meanwhile
            continue
        parent = int(stat.rsplit(")", 1)[1].split()[1])
        children.setdefault(parent, []).append(int(entry.name))
    found, stack = [], [root]
    while stack:
        for child in children.get(stack.pop(), []):
            found.append(child)
            stack.append(child)
    return found


def page_memory_mb(engine: str) -> float:
    """Return the resident memory of this run's processes that hold pages, in MB."""
    total = 0
    for pid in descendants(os.getpid()):
        try:
            command = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
            status = Path(f"/proc/{pid}/status").read_text()
        except OSError:
            continue
        if PAGE_PROCESSES[engine] in command:
            total += next(int(line.split()[1]) for line in status.splitlines()
                          if line.startswith("VmRSS:"))
    return total / 1024


class Meter:
    """Reads one tab's memory: every engine's processes, and Chromium's own counters."""

    def __init__(self, engine: str, tab: engines.Tab) -> None:
        self.engine = engine
        self.tab = tab
        self.cdp: Any = None
        if isinstance(tab, engines.ChromiumTab):
            self.cdp = tab.page.context.new_cdp_session(tab.page)
            self.cdp.send("Performance.enable")

    def read(self) -> str:
        if self.cdp is None:
            self.tab.run(PRESSURE)
            time.sleep(SETTLE_S)
            return f"{page_memory_mb(self.engine):7.0f} MB"
        for _ in range(2):  # what the first collection frees can free more in the next
            self.cdp.send("HeapProfiler.collectGarbage")
        nodes = self.cdp.send("Memory.getDOMCounters")["nodes"]
        metrics = {metric["name"]: metric["value"]
                   for metric in self.cdp.send("Performance.getMetrics")["metrics"]}
        return (f"{nodes:9,} nodes  {page_memory_mb(self.engine):7.0f} MB renderer  "
                f"{metrics['JSHeapUsedSize'] / 1e6:5.1f} MB JS heap")


class ScriptClicks:
    """Clicks made by the page's own ``element.click()`` rather than the driver's (which
    may hold element references of its own: the harness fault docs/memory.md tells)."""

    def __init__(self, tab: engines.Tab) -> None:
        self.tab = tab

    def __getattr__(self, name: str) -> Any:
        return getattr(self.tab, name)

    def click(self, selector: str) -> None:
        self.tab.wait_for(f"!!document.querySelector({json.dumps(selector)})")
        self.tab.run(f"document.querySelector({json.dumps(selector)}).click()")


def play_game(tab: engines.Tab) -> int:
    """Play one solo game on medium by the page's suggestions; return the clicks."""
    tab.fill("#solo-name", "Ann")
    tab.click('input[name="level"][value="medium"]')
    tab.click('[data-command="start-solo"]')
    clicks = 0
    deadline = time.monotonic() + GAME_TIMEOUT_S
    while not tab.count(".outcome"):
        if time.monotonic() > deadline:
            raise engines.EngineError("the game did not end")
        for selector in ('[data-command="end-yes"]', '[data-command="play-hint"]'):
            if tab.count(selector):
                tab.click(selector)
                clicks += 1
                break
        else:
            if tab.count('[data-command="suggest"]:not([disabled])') and \
                    not tab.count(".suggestion"):
                tab.click('[data-command="suggest"]')
                clicks += 1
            else:
                time.sleep(engines.POLL_S)  # a suggestion, or The Machine, is on its way
    return clicks


def screens(tab: engines.Tab) -> dict[str, Callable[[], None]]:
    """Return, by name, a way to open a screen from the final board and close it again."""
    board = "!!document.querySelector('.board .outcome')"

    def there_and_back(*selectors: str, wait: str = "") -> Callable[[], None]:
        def run() -> None:
            for n, selector in enumerate(selectors):
                tab.click(selector)
                if n == 1 and wait:
                    tab.wait_for(wait)
            tab.wait_for(board)
        return run

    return {
        "replay": there_and_back('[data-command="replay"]', '[data-command="replay-forward"]',
                                 '[data-command="replay-close"]'),
        "review": there_and_back('[data-command="replay"]', '[data-command="review"]',
                                 '[data-command="replay-close"]',
                                 wait="!!document.querySelector('.review progress')"),
        "records": there_and_back('.after-end [data-command="records"]',
                                  '[data-command="records-back"]'),
        "rules": there_and_back('[data-command="rules"]', '[data-command="rules-back"]'),
        "language": there_and_back('[data-command="pt"]', '[data-command="en"]'),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--engine", default="chromium", choices=sorted(PAGE_PROCESSES))
    parser.add_argument("--games", type=int, default=10, help="games in one tab")
    parser.add_argument("--times", type=int, default=20,
                        help="how often each screen is opened and closed")
    parser.add_argument("--script-clicks", action="store_true",
                        help="click through the page's own element.click(), not the driver")
    args = parser.parse_args()
    server, base = serve_site.serve_in_thread(ROOT / "dist")
    try:
        with engines.launch(args.engine) as engine:
            tab = engine.new_tab()
            if args.script_clicks:
                tab = ScriptClicks(tab)  # type: ignore[assignment]
            tab.goto(base)
            tab.wait_for("document.body?.dataset.ffReady === '1'", 120)
            meter = Meter(args.engine, tab)
            print(f"{engine.version}: memory after each game, and after each screen opened "
                  f"and closed {args.times} times", flush=True)
            print(f"  start screen     {meter.read()}", flush=True)
            for game in range(1, args.games + 1):
                if game > 1:
                    tab.click('[data-command="new"]')
                started = time.monotonic()
                clicks = play_game(tab)
                print(f"  game {game:2} ({clicks:3} clicks, {time.monotonic() - started:3.0f} s) "
                      f"{meter.read()}", flush=True)
            for name, screen in screens(tab).items():
                screen()  # the first time may draw what the board had not yet
                before = meter.read()
                for _ in range(args.times):
                    screen()
                print(f"  {name:9} before {before}\n            after  {meter.read()}", flush=True)
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
