#!/usr/bin/env python3
"""Load-time benchmark of the browser build (a measurement, not a test).

In one run, against dist/ served locally (tools/serve_site.py, production headers), in Debian's
Chromium (or another engine, below), driven through tools/engines.py, it measures the time
from navigation start to the page's `ff-ready` performance mark:

- empty cold: dist/bench/empty.html, a page with only a `<script type="py">` that sets the
  marker, using the same vendored Pyodide, lock and PyScript settings (no packages imported);
- ours cold:  the game page (index.html) in a fresh profile: no HTTP cache, no service worker;
- ours warm:  a returning player: in that profile, a solo game started, the game page again
  once its service worker has precached the site (everything comes from the service
  worker's cache; the game resumes, its board painted at once from the kept screen).

For each load of the game page it also reads its first paint: the `ff-painted` mark that
web/paint.js sets once the start screen (cold) or the kept board (warm) is on the page,
before Python; the target is <= 0.15x the empty page's cold load.

Every repetition starts a new browser process, so nothing compiled or cached is shared between
cold loads. Prints the medians and the ratios to the empty page's cold load; the targets are
ours cold <= 1x and ours warm <= 0.6x. Also prints when main.py started in the cold load (its
`ff-main-start` mark: the runtime and packages are loaded) and how long its imports took (to
its `ff-imported` mark).

`--engine firefox` or `--engine webkit` measures the same in Debian's Firefox ESR or in
WebKitGTK's MiniBrowser (the engine of every iPhone browser), driven as in the engine smoke.

    .venv/bin/python tools/bench_load.py [--engine chromium|firefox|webkit] [--reps 7]
                                         [--json out.json]        (make bench-load [ENGINE=...])
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections.abc import Callable
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import engines
import serve_site

ROOT = Path(__file__).resolve().parent.parent
TIMEOUT_MS = 120_000
READY_JS = "document.body.dataset.ffReady === '1'"
SW_READY_JS = "document.body.dataset.swReady === '1'"
MARK = "performance.getEntriesByName('ff-ready', 'mark')[0].startTime"
IMPORTS = (
    "performance.getEntriesByName('ff-imported', 'mark')[0].startTime"
    " - performance.getEntriesByName('ff-main-start', 'mark')[0].startTime"
)
MAIN_START = "performance.getEntriesByName('ff-main-start', 'mark')[0].startTime"
PAINTED = "performance.getEntriesByName('ff-painted', 'mark')[0].startTime"
#: Bytes the page took from the network up to now, as sent (compressed), headers included.
BYTES = ("[...performance.getEntriesByType('navigation'), ...performance.getEntriesByType("
         "'resource')].reduce((sum, entry) => sum + (entry.transferSize || 0), 0)")
#: The targets, as ratios to the empty page's cold load (the loading issue's).
COLD_TARGET, WARM_TARGET, PAINT_TARGET = 1.0, 0.6, 0.15
#: A returning player's game: started on the start screen before the warm load.
START_GAME = '[data-command="start-solo"]'
#: The cold load's milliseconds (to the ff-ready mark, imports, to main.py's start, painted)
#: and bytes.
Cold = tuple[float, float, float, float, float]
#: The warm load's milliseconds: to the ff-ready mark, painted.
Warm = tuple[float, float]
#: The empty page's cold load: milliseconds to the ff-ready mark, and bytes.
Empty = tuple[float, float]
#: Takes one repetition's figures.
Recorder = Callable[[int, Empty, Cold, Warm], None]


def paired(rep: int, empty: Callable[[], Empty],
           ours: Callable[[], tuple[Cold, Warm]]) -> tuple[Empty, tuple[Cold, Warm]]:
    """Load the empty page and ours; which goes first alternates with ``rep``, so neither
    always gets a "fresher" machine."""
    if rep % 2 == 0:
        first = empty()
        return first, ours()
    second = ours()
    return empty(), second


def timed_load(tab: engines.Tab, url: str) -> float:
    """Navigate to url; milliseconds from navigation start to the ff-ready mark."""
    tab.goto(url)
    tab.wait_for(READY_JS, TIMEOUT_MS / 1000)
    return float(tab.run(MARK))


def empty_cold(engine: engines.Engine, base: str) -> Empty:
    """(ready, bytes) of the empty page's cold load."""
    tab = engine.new_tab()
    try:
        return timed_load(tab, base + "bench/empty.html"), float(tab.run(BYTES))
    finally:
        tab.close()


def ours_cold_and_warm(engine: engines.Engine, base: str) -> tuple[Cold, Warm]:
    """((cold, imports, main.py's start, painted), (warm, painted)), in milliseconds."""
    tab = engine.new_tab()
    try:
        cold = (timed_load(tab, base), float(tab.run(IMPORTS)), float(tab.run(MAIN_START)),
                float(tab.run(PAINTED)), float(tab.run(BYTES)))
        tab.wait_for(SW_READY_JS, TIMEOUT_MS / 1000)
        tab.click(START_GAME)
        tab.wait_for("document.querySelector('.board') !== null", TIMEOUT_MS / 1000)
        warm = (timed_load(tab, base), float(tab.run(PAINTED)))
        if not tab.run("navigator.serviceWorker.controller !== null"):
            raise SystemExit("warm load was not served by the service worker")
        return cold, warm
    finally:
        tab.close()


def measure_engine(name: str, reps: int, base: str,
                   record: Recorder) -> str:
    """Run reps repetitions in the named engine, each handed to record; return its version."""
    version = ""
    for rep in range(reps):
        with engines.launch(name) as engine:
            empty, (cold, warm) = paired(rep, partial(empty_cold, engine, base),
                                         partial(ours_cold_and_warm, engine, base))
            version = engine.version
        record(rep, empty, cold, warm)
    return version


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=7, help="repetitions (default 7)")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--json", type=Path, help="also write the raw numbers here")
    parser.add_argument("--engine", choices=("chromium", *engines.ENGINES), default="chromium",
                        help="the browser engine to measure (default chromium)")
    args = parser.parse_args()
    if not (args.dist / "bench" / "empty.html").is_file():
        sys.exit("dist/ is not built: run `make site` (make bench-load does)")

    server, base = serve_site.serve_in_thread(args.dist)
    runs: dict[str, list[float]] = {
        "empty_cold": [],
        "ours_cold": [],
        "ours_warm": [],
        "ours_cold_imports": [],
        "ours_cold_main_start": [],
        "ours_cold_painted": [],
        "ours_warm_painted": [],
        "empty_cold_bytes": [],
        "ours_cold_bytes": [],
    }

    def record(rep: int, empty_load: Empty, cold: Cold, warm: Warm) -> None:
        empty = empty_load[0]
        runs["empty_cold"].append(empty)
        runs["empty_cold_bytes"].append(empty_load[1])
        runs["ours_cold_bytes"].append(cold[4])
        runs["ours_cold"].append(cold[0])
        runs["ours_cold_imports"].append(cold[1])
        runs["ours_cold_main_start"].append(cold[2])
        runs["ours_cold_painted"].append(cold[3])
        runs["ours_warm"].append(warm[0])
        runs["ours_warm_painted"].append(warm[1])
        print(
            f"rep {rep + 1}/{args.reps}: empty cold {empty:6.0f} ms | ours cold {cold[0]:6.0f} ms "
            f"(painted {cold[3]:4.0f} ms, main.py starts {cold[2]:5.0f} ms, imports "
            f"{cold[1]:4.0f} ms) | ours warm {warm[0]:6.0f} ms (painted {warm[1]:4.0f} ms)",
            flush=True,
        )

    version = measure_engine(args.engine, args.reps, base, record)
    server.shutdown()

    med = {name: statistics.median(values) for name, values in runs.items()}
    cold_ratio = med["ours_cold"] / med["empty_cold"]
    warm_ratio = med["ours_warm"] / med["empty_cold"]
    print()
    print(f"{version}, median over {args.reps} runs (navigation start -> ff-ready mark):")
    cold_ok = "met" if cold_ratio <= COLD_TARGET else "NOT met"
    warm_ok = "met" if warm_ratio <= WARM_TARGET else "NOT met"
    print(f"  empty PyScript page, cold : {med['empty_cold']:6.0f} ms")
    print(f"  our page, cold            : {med['ours_cold']:6.0f} ms", end="")
    print(f"  = {cold_ratio:.2f}x empty cold (target <= {COLD_TARGET:.2f}x: {cold_ok})")
    print(f"  our page, warm (SW cache) : {med['ours_warm']:6.0f} ms", end="")
    print(f"  = {warm_ratio:.2f}x empty cold (target <= {WARM_TARGET:.2f}x: {warm_ok})")
    imports = med["ours_cold_imports"]
    main_start = med["ours_cold_main_start"]
    for load in ("cold", "warm"):
        painted = med[f"ours_{load}_painted"]
        ratio = painted / med["empty_cold"]
        print(f"  first paint, {load}         : {painted:6.0f} ms  = {ratio:.2f}x empty cold "
              f"(target <= {PAINT_TARGET:.2f}x: {'met' if ratio <= PAINT_TARGET else 'NOT met'}; "
              "ff-painted mark)")
    print(f"  bytes to ready, cold      : {med['ours_cold_bytes'] / 1e6:6.2f} MB, the empty page "
          f"{med['empty_cold_bytes'] / 1e6:.2f} MB (as sent, compressed where accepted)")
    print(f"  main.py starts, cold      : {main_start:6.0f} ms (navigation start -> ff-main-start)")
    print(f"  main.py's imports, cold   : {imports:6.0f} ms (ff-main-start -> ff-imported)")
    if args.json:
        result = {
            "engine": args.engine,
            "version": version,
            "runs_ms": runs,
            "median_ms": med,
            "cold_ratio": cold_ratio,
            "warm_ratio": warm_ratio,
        }
        args.json.write_text(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
