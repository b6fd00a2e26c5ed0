#!/usr/bin/env python3
"""Memory over a whole evening in one tab (a measurement, not a test).

Plays solo games on medium back to back in one tab, each through the page's own Suggest and
"Play the suggestion" as a player who leans on the strong bot would, pressing the controls
by mouse, touch, keys or a script's ``click()`` (`--input`, see INPUTS), and after each game
reports the page's memory. Then, on the last game's final board, opens and closes the
replay, the review, the records and the rules, and switches the language, each --times
times, and reports the memory after each batch.

Every reading, in every engine, after the engine's collection (below) and not Python's (a
page collects Python's cycles only when Python's counts say so: one that holds a browser
event holds the screen it went through, docs/memory.md):
- Python's side, read last, after a collection of Python's (web/static/python.mjs's
  `ffPythonMemory`): the size of its WebAssembly memory (`wasm`), which only grows, so
  Python's high-water mark; what C's allocator has taken of it (`heap`, which does not
  shrink either) and what of that is in use (`used`), in MB; and the objects Python's
  collector tracks;
- the elements in the document (the screen shown: detached trees are not counted);
- old screens kept: every few redraws the screen shown (#screen-NAME, which lasts as long as
  that screen shows: its drawings are morphed into it) is noted in
  WeakRefs, which do not keep it alive; a noted screen of which a part still exists, out of
  the document, after the collection is kept by something. `kept` counts them, `older` those
  that outlived an earlier reading as well (a screen collected late lasts one reading; one
  kept for good, every reading after);
- the resident memory of the processes that hold pages, and of the largest of them, the
  game's (the sum moves with processes that come and go).

How the engine collects its garbage first:
- Chromium (the default): a forced collection (the Chrome DevTools Protocol), then also the
  DOM nodes (detached ones included) and the JavaScript heap;
- `--engine firefox`: what about:memory's "Minimize memory usage" does (every process
  collects its garbage and cycles several times and gives back what it can), asked in the
  browser's own scope over WebDriver BiDi (`FirefoxEngine.minimize`), and the figures read
  a few seconds later. Eight readings in a row on the idle start screen: all within 1 MB
  (before, with the arrays below instead, 276-547 MB);
- `--engine webkit`: it lets nothing force a collection: the page first allocates and drops
  arrays of some 400 MB, which makes the engine collect, and the figures are read a few
  seconds later. Expect noise of some tens of MB either way. `--without-compositing` has it
  draw the page's layers into one instead of compositing them (`engines.WITHOUT_COMPOSITING`):
  on a machine without a GPU, WebKitGTK composites with Mesa's software OpenGL inside the
  game's process, whose textures fill that process's C heap over the first games (about
  300 MB of the process, and most of its growth, docs/memory.md); a player's WebKit
  composites on the GPU.

The page is read through selectors only, never element handles, which would keep old
screens alive (docs/memory.md).

    .venv/bin/python -m tools.bench.bench_memory [--engine chromium] [--games 10] [--times 20]
        [--input mouse|touch|keyboard|script] [--site dist] [--without-compositing]
    (make bench-ui runs it with its defaults)
"""

from __future__ import annotations

import argparse
import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tools.browsers import engines
from tools.serve import serve_site

ROOT = Path(__file__).resolve().parents[2]
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


def page_memory_mb(engine: str) -> tuple[float, float]:
    """Return the resident memory of this run's processes that hold pages, and of the largest
    of them (the one that holds the game: the others come and go, a preallocated process,
    a service worker's, and move the sum by a few hundred MB between readings), in MB."""
    sizes = []
    for pid in engines.descendants(os.getpid()):
        try:
            command = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
            status = Path(f"/proc/{pid}/status").read_text()
        except OSError:
            continue
        if PAGE_PROCESSES[engine] in command:
            sizes.append(next(int(line.split()[1]) for line in status.splitlines()
                              if line.startswith("VmRSS:")))
    return sum(sizes) / 1024, max(sizes, default=0) / 1024


#: Notes the screen shown (the element App.frame draws it in, #screen-NAME: drawings of the
#: same screen are morphed into it, another screen is another element) in WeakRefs, tagged
#: with the readings made so far, unless it is the one noted last.
MARK = """((reading) => {
  const screen = [...document.querySelectorAll('#app > [id^="screen-"]')];
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

    def __init__(self, engine: engines.Engine, tab: engines.Tab) -> None:
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
        # The engine collects first, Python not: a player's page collects Python's cycles only
        # when Python's own counts say so, and a cycle that holds a browser object holds what
        # that object reaches (an event: its screen). Python's figures come last, after its
        # collection (ffPythonMemory).
        if isinstance(self.engine, engines.FirefoxEngine):
            self.engine.minimize()
            time.sleep(SETTLE_S)
        elif self.cdp is None:
            self.tab.run(PRESSURE)
            time.sleep(SETTLE_S)
        else:
            for _ in range(2):  # what the first collection frees can free more in the next
                self.cdp.send("HeapProfiler.collectGarbage")
        self.readings += 1
        kept, older, noted = self.tab.run(KEPT % self.readings)
        total, largest = page_memory_mb(self.engine.name)
        figures = [f"{total:6.0f} MB (the game's process {largest:5.0f})"]
        nodes = ""
        if self.cdp is not None:
            metrics = {metric["name"]: metric["value"]
                       for metric in self.cdp.send("Performance.getMetrics")["metrics"]}
            nodes = (f"{self.cdp.send('Memory.getDOMCounters')['nodes']:9,} nodes, "
                     f"JS heap {metrics['JSHeapUsedSize'] / 1e6:5.1f} MB")
        page = self.tab.run(PAGE)
        python = page["python"]
        if python:
            figures.append(f"wasm {python['wasm'] / 2**20:4.0f} MB, heap "
                           f"{python['heap'] / 2**20:4.0f}, used {python['used'] / 2**20:5.1f}, "
                           f"{python['objects']:6,} objects")
        figures.append(f"{page['elements']:6,} elements")
        figures.append(f"kept {kept}/{noted} (older {older})")
        return "  ".join([*figures, nodes] if nodes else figures)


#: How a player presses the page's controls (`--input`): the driver's mouse, a finger on a
#: touch screen, keys on the control that has the focus, or the element's own ``click()``
#: from a script (as assistive technologies, switch access and some browsers' activation
#: reach a button: a click with no pointer events).
INPUTS = ("mouse", "touch", "keyboard", "script")
#: The keys that press a button that has the focus, used in turn.
PRESS_KEYS = ("Enter", " ")
#: How often (in presses) a keyboard player also tries the board's other keys: E (end the
#: work phase: a question, backed out of with Escape) and U (undo the last move).
OTHER_KEYS_EVERY = 10


class InputPlayer:
    """Presses the page's controls with one kind of input (see INPUTS). A keyboard player
    focuses a control (as Tab would: the focus is not an activation) and presses Enter or
    Space, and uses the screens' keys where they have one (C, Escape, E, U)."""

    def __init__(self, tab: engines.Tab, kind: str) -> None:
        self.tab = tab
        self.kind = kind
        self.presses = 0

    def press(self, selector: str, key: str = "") -> None:
        """Press the control ``selector``; a keyboard player presses ``key`` (a screen's key,
        or Enter or Space on the control, focused first; by default Enter and Space in turn)."""
        self.presses += 1
        found = f"document.querySelector({json.dumps(selector)})"
        if self.kind == "mouse":
            self.tab.click(selector)
        elif self.kind == "touch":
            self.tab.tap(selector)
        else:
            self.tab.wait_for(f"!!{found}")
            if self.kind == "script":
                self.tab.run(f"{found}.click()")
                self.tab.answered()  # as the other inputs do: the page draws in a later task
                return
            if not key or key in PRESS_KEYS:  # a key that acts on the control focused
                self.tab.run(f"{found}.focus()")
            self.tab.press(key or PRESS_KEYS[self.presses % len(PRESS_KEYS)])

    def try_other_keys(self) -> None:
        """Now and then, a keyboard player presses E then Escape, or U (see OTHER_KEYS_EVERY)."""
        if self.kind != "keyboard" or self.presses % OTHER_KEYS_EVERY:
            return
        if (self.presses // OTHER_KEYS_EVERY) % 2:
            self.tab.press("e")
            self.tab.press("Escape")
        else:
            self.tab.press("u")


def play_game(player: InputPlayer, meter: Meter) -> int:
    """Play one solo game on medium by the page's suggestions, noting every MARK_EVERY-th
    screen; return the presses."""
    tab = player.tab
    tab.fill("#solo-name", "Ann")
    player.press('input[name="level"][value="medium"]', " " if player.kind == "keyboard" else "")
    player.press('[data-command="start-solo"]')
    presses = player.presses
    deadline = time.monotonic() + GAME_TIMEOUT_S
    while not tab.count(".outcome"):
        if time.monotonic() > deadline:
            raise engines.EngineError("the game did not end")
        # C says yes to ending and plays the suggestion shown.
        for selector in ('[data-command="end-yes"]', '[data-command="play-hint"]'):
            if tab.count(selector):
                player.press(selector, "c")
                if player.presses % MARK_EVERY == 0:
                    meter.mark()
                player.try_other_keys()
                break
        else:
            if tab.count('[data-command="suggest"]:not([disabled])') and \
                    not tab.count(".suggestion"):
                player.press('[data-command="suggest"]')
            else:
                time.sleep(engines.POLL_S)  # a suggestion, or The Machine, is on its way
    return player.presses - presses


def screens(player: InputPlayer) -> dict[str, Callable[[], None]]:
    """Return, by name, a way to open a screen from the final board and close it again (a
    keyboard player steps the replay with the arrow key and backs out with Escape)."""
    tab = player.tab
    board = "!!document.querySelector('.board .outcome')"

    def there_and_back(*selectors: str | tuple[str, str], wait: str = "") -> Callable[[], None]:
        def run() -> None:
            for n, selector in enumerate(selectors):
                player.press(*((selector, "") if isinstance(selector, str) else selector))
                if n == 1 and wait:
                    tab.wait_for(wait)
            tab.wait_for(board)
        return run

    return {
        "replay": there_and_back('[data-command="replay"]',
                                 ('[data-command="replay-forward"]', "ArrowRight"),
                                 '[data-command="replay-close"]'),
        "review": there_and_back('[data-command="replay"]', '[data-command="review"]',
                                 '[data-command="replay-close"]',
                                 wait="!!document.querySelector('.review progress')"),
        "records": there_and_back('.after-end [data-command="records"]',
                                  ('[data-command="records-back"]', "Escape")),
        "rules": there_and_back('[data-command="rules"]',
                                ('[data-command="rules-back"]', "Escape")),
        "language": there_and_back('[data-command="pt"]', '[data-command="en"]'),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--engine", default="chromium", choices=sorted(PAGE_PROCESSES))
    parser.add_argument("--games", type=int, default=10, help="games in one tab")
    parser.add_argument("--times", type=int, default=20,
                        help="how often each screen is opened and closed")
    parser.add_argument("--input", default="mouse", choices=INPUTS,
                        help="how the controls are pressed (see INPUTS)")
    parser.add_argument("--site", type=Path, default=ROOT / "dist",
                        help="the built site to measure (another version's, for a comparison)")
    parser.add_argument("--without-compositing", action="store_true",
                        help="WebKit: no compositing in Mesa's software OpenGL (see above)")
    args = parser.parse_args()
    if args.without_compositing and args.engine != "webkit":
        parser.error("--without-compositing is WebKit's")
    server, base = serve_site.serve_in_thread(args.site)
    try:
        with engines.launch(args.engine, system_access=args.engine == "firefox",
                            compositing=not args.without_compositing) as engine:
            tab = engine.new_tab(touch=args.input == "touch")
            player = InputPlayer(tab, args.input)
            tab.goto(base)
            tab.wait_for("document.body?.dataset.ffReady === '1'", 120)
            meter = Meter(engine, tab)
            print(f"{engine.version}, {args.input}: memory after each game, and after each "
                  f"screen opened and closed {args.times} times", flush=True)
            print(f"  start screen     {meter.read()}", flush=True)
            for game in range(1, args.games + 1):
                if game > 1:
                    player.press('[data-command="new"]')
                started = time.monotonic()
                presses = play_game(player, meter)
                print(f"  game {game:2} ({presses:3} presses, {time.monotonic() - started:3.0f} s) "
                      f"{meter.read()}", flush=True)
            for name, screen in screens(player).items():
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
