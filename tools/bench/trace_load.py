#!/usr/bin/env python3
"""Where a cold load's time goes, per engine (a measurement, not a test).

Serves a copy of dist/ whose pages run tools/bench/load_trace.js first, and loads, in a fresh
profile
of a new browser each time, the empty PyScript page (dist/bench/empty.html) and the game page,
alternating. Prints the median time, from navigation start, of each step both pages share
(the runtime's wasm compiled, the interpreter loaded: PyScript's "Loaded interpreter") and of
the game page's own: Python restored from the build's memory snapshot (instead of booted),
main.py started, imported, ready. What the game adds to or saves on the runtime is then
apart: the snapshot against the boot, PyScript's own start, main.py's imports, the first render.
`--profile` loads under one of tools/bench/bench_load.py's profiles (Chromium): where a phone's load
goes, and which way its Python started (web/static/python.mjs).

    .venv/bin/python -m tools.bench.trace_load [--engine chromium|firefox|webkit] [--reps 5]
                                         [--profile mobile|midphone|desktop|localhost]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

from tools.bench import bench_load
from tools.browsers import engines
from tools.serve import serve_site, site_copy

ROOT = Path(__file__).resolve().parents[2]
TRACER = Path(__file__).resolve().parent / "load_trace.js"
READY = "document.body.dataset.ffReady === '1'"
#: The trace and the page's own marks, in milliseconds from navigation start.
STEPS = """[...window.__ffTrace,
    ...performance.getEntriesByType('mark').map(mark => [mark.startTime, mark.name])]"""
#: The steps printed, in load order; a page lacks those it does not have.
SHOWN = [
    ("ff-painted", "first screen painted (web/static/paint.js)"),
    ("compile runtime end", "runtime's wasm compiled"),
    ("ff-runtime-compiled", "runtime ready to start Python"),
    ("ff-snapshot-arrived", "snapshot arrived"),
    ("ff-restore-chosen", "restoring chosen (web/static/python.mjs)"),
    ("ff-boot-chosen", "booting chosen (web/static/python.mjs)"),
    ("ff-snapshot-restored", "Python restored from the snapshot"),
    ("progress Loaded interpreter", "interpreter and packages loaded"),
    ("ff-main-start", "main.py starts"),
    ("ff-imported", "main.py's imports done"),
    ("ff-ready", "ready (first screen drawn)"),
]


def trace(engine: engines.Engine, url: str, profile: bench_load.Profile) -> dict[str, float]:
    """Load url in a fresh profile under the network and CPU of ``profile``; the time of each
    step, by name (the first of a name)."""
    tab = engine.new_tab()
    try:
        bench_load.throttle(tab, profile)
        tab.goto(url)
        tab.wait_for(READY, bench_load.TIMEOUT_S)
        steps: dict[str, float] = {}
        for at, name in tab.run(STEPS):
            steps.setdefault(name, float(at))
        return steps
    finally:
        tab.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engine", choices=("chromium", *engines.ENGINES), default="chromium")
    parser.add_argument("--reps", type=int, default=5, help="repetitions (default 5)")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--profile", choices=bench_load.PROFILES, default="localhost",
                        help="network and processor (Chromium; default localhost)")
    args = parser.parse_args()
    profile = bench_load.PROFILES[args.profile]
    if not (args.dist / "bench" / "empty.html").is_file():
        sys.exit("dist/ is not built: run `make site`")

    pages = {"empty page": "bench/empty.html", "game page": ""}
    runs: dict[str, list[dict[str, float]]] = {page: [] for page in pages}
    with tempfile.TemporaryDirectory(prefix="ff-trace-") as tmp:
        site = site_copy.with_first_script(args.dist, Path(tmp) / "site", TRACER)
        server, base = serve_site.serve_in_thread(site)
        version = ""
        for rep in range(args.reps):
            order = list(pages.items())
            if rep % 2:
                order.reverse()
            with engines.launch(args.engine) as engine:
                for page, path in order:
                    runs[page].append(trace(engine, base + path, profile))
                version = engine.version
            print(f"rep {rep + 1}/{args.reps}: " + " | ".join(
                f"{page} ready {runs[page][-1]['ff-ready']:6.0f} ms" for page in pages),
                flush=True)
        server.shutdown()

    print(f"\n{version}, {args.profile}: median over {args.reps} cold loads, ms from navigation "
          "start (a step a load lacks is left out of its median: which way Python started varies)")
    print(f"  {'':40} {'empty page':>10} {'game page':>10}")
    for name, label in SHOWN:
        cells = []
        for page in pages:
            times = [steps[name] for steps in runs[page] if name in steps]
            cells.append(f"{statistics.median(times):10.0f}" if times else f"{'-':>10}")
        print(f"  {label:40} {' '.join(cells)}")


if __name__ == "__main__":
    main()
