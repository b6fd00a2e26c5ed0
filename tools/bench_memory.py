#!/usr/bin/env python3
"""Memory over a whole evening in one tab (a measurement, not a test).

Plays solo games on medium back to back in one tab, each through the page's own Suggest and
"Play the suggestion" as a player who leans on the strong bot would, and after each game
reports the page's memory. Then, on the last game's final board, opens and closes the
replay, the review, the records and the rules, and switches the language, each --times
times, and reports the memory after each batch.

Every reading, in every engine:
- Python's side, after a collection of Python's (web/python.mjs's `ffPythonMemory`): the
  size of its WebAssembly memory (`wasm`), which only grows, so Python's high-water mark;
  what C's allocator has taken of it (`heap`, which does not shrink either) and what of
  that is in use (`used`), in MB; and the objects Python's collector tracks;
- the elements in the document (the screen shown: detached trees are not counted);
- old screens kept: every few redraws the screen drawn (#app's children) is noted in
  WeakRefs, which do not keep it alive; a noted screen of which a part still exists, out of
  the document, after the collection is kept by something. `kept` counts them, `older` those
  that outlived an earlier reading as well (a screen collected late lasts one reading; one
  kept for good, every reading after);
- the resident memory of the processes that hold pages.

How the engine collects its garbage first:
- Chromium (the default): a forced collection (the Chrome DevTools Protocol), then also the
  DOM nodes (detached ones included) and the JavaScript heap;
- `--engine firefox` or `--engine webkit`: neither lets a page force a collection: the page
  first allocates and drops arrays of some 400 MB, which makes the engine collect, and the
  figures are read a few seconds later. Expect noise of a hundred MB or so either way.

The page is read through selectors only, never element handles, which would keep old
screens alive (docs/memory.md).

    .venv/bin/python tools/bench_memory.py [--engine chromium] [--games 10] [--times 20]
        [--script-clicks] [--site dist]
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
#: How often a game's screen is noted (every this many clicks): a few dozen a game.
MARK_EVERY = 5
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


#: Notes the screen drawn (#app's children: a node kept keeps the child it was drawn in) in
#: WeakRefs, tagged with the readings made so far, unless it is the one noted last.
MARK = """((reading) => {
  const screen = [...(document.getElementById('app')?.children ?? [])];
  const marks = (globalThis.ffBenchMarks ??= []);
  if (screen.length && marks.at(-1)?.refs[0].deref() !== screen[0]) {
    marks.push({ refs: screen.map((child) => new WeakRef(child)), reading });
    globalThis.ffBenchNoted = (globalThis.ffBenchNoted ?? 0) + 1;
  }
})(%d)"""
#: Counts the noted screens of which a part still exists out of the document: [kept, of them
#: noted before the reading before this one, noted in all]. The collected ones are forgotten.
KEPT = """((reading) => {
  let kept = 0, older = 0;
  globalThis.ffBenchMarks = (globalThis.ffBenchMarks ?? []).filter(({ refs, reading: noted }) => {
    const parts = refs.map((ref) => ref.deref()).filter((part) => part !== undefined);
    if (parts.length && !parts.some((part) => part.isConnected)) {
      kept++;
      if (noted < reading - 1) older++;
    }
    return parts.length > 0;
  });
  return [kept, older, globalThis.ffBenchNoted ?? 0];
})(%d)"""
#: Python's side and the document's elements.
PAGE = """(() => ({ python: globalThis.ffPythonMemory?.() ?? null,
                 elements: document.getElementsByTagName('*').length }))()"""


class Meter:
    """Reads one tab's memory: every engine's processes, Python's side and the screens kept,
    and Chromium's own counters."""

    def __init__(self, engine: str, tab: engines.Tab) -> None:
        self.engine = engine
        self.tab = tab
        self.readings = 0
        self.cdp: Any = None
        if isinstance(tab, engines.ChromiumTab):
            self.cdp = tab.page.context.new_cdp_session(tab.page)
            self.cdp.send("Performance.enable")

    def mark(self) -> None:
        """Note the screen drawn now (see MARK)."""
        self.tab.run(MARK % self.readings)

    def read(self) -> str:
        page = self.tab.run(PAGE)  # Python collects first: what it frees, JavaScript can
        if self.cdp is None:
            self.tab.run(PRESSURE)
            time.sleep(SETTLE_S)
        else:
            for _ in range(2):  # what the first collection frees can free more in the next
                self.cdp.send("HeapProfiler.collectGarbage")
        self.readings += 1
        kept, older, noted = self.tab.run(KEPT % self.readings)
        python = page["python"]
        figures = [f"{page_memory_mb(self.engine):6.0f} MB"]
        if python:
            figures.append(f"wasm {python['wasm'] / 2**20:4.0f} MB, heap "
                           f"{python['heap'] / 2**20:4.0f}, used {python['used'] / 2**20:5.1f}, "
                           f"{python['objects']:6,} objects")
        figures.append(f"{page['elements']:6,} elements")
        figures.append(f"kept {kept}/{noted} (older {older})")
        if self.cdp is not None:
            nodes = self.cdp.send("Memory.getDOMCounters")["nodes"]
            metrics = {metric["name"]: metric["value"]
                       for metric in self.cdp.send("Performance.getMetrics")["metrics"]}
            figures.append(f"{nodes:9,} nodes, JS heap {metrics['JSHeapUsedSize'] / 1e6:5.1f} MB")
        return "  ".join(figures)


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


def play_game(tab: engines.Tab, meter: Meter) -> int:
    """Play one solo game on medium by the page's suggestions, noting every MARK_EVERY-th
    screen; return the clicks."""
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
                if clicks % MARK_EVERY == 0:
                    meter.mark()
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
    parser.add_argument("--site", type=Path, default=ROOT / "dist",
                        help="the built site to measure (another version's, for a comparison)")
    args = parser.parse_args()
    server, base = serve_site.serve_in_thread(args.site)
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
                clicks = play_game(tab, meter)
                print(f"  game {game:2} ({clicks:3} clicks, {time.monotonic() - started:3.0f} s) "
                      f"{meter.read()}", flush=True)
            for name, screen in screens(tab).items():
                screen()  # the first time may draw what the board had not yet
                before = meter.read()
                for _ in range(args.times):
                    screen()
                    meter.mark()
                print(f"  {name:9} before {before}\n            after  {meter.read()}", flush=True)
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
