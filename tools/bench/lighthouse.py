#!/usr/bin/env python3
"""Lighthouse's performance audit of the built site (a measurement, not a test).

Runs the pinned Lighthouse (package.json) in Debian's Chromium against dist/ served locally by
tools/serve/serve_site.py (production headers), with its mobile settings (a mid phone on a slow 4G
network) and its desktop ones, each run in a fresh profile, and prints each run's performance
score and metrics, then their medians.

The throttling is Lighthouse's "devtools" one: the Chrome DevTools Protocol slows the network
and the processor while the page loads, as tools/bench/bench_load.py does. Its default, "simulate",
loads at full speed and then computes what a slow network would have made of the requests it
saw; but at full speed the page rightly restores Python from the snapshot it fetched, which on
the slow network it does not fetch (web/static/python.mjs), so the simulation would time a load no
phone makes.

On another host's model (--host-model, tools/serve/serve_site.py's: what the host compresses) it
shows
what the page's own decoding of the big files costs the main thread there (total blocking time;
docs/loading.md, "Whatever the host compresses").

    .venv/bin/python -m tools.bench.lighthouse [--reps 3] [--presets mobile,desktop] [--json
    out.json]
                                         [--dist dist] [--host-model precompressed]
                                                                             (make lighthouse)
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

from tools.browsers import engines
from tools.serve import serve_site

ROOT = Path(__file__).resolve().parents[2]
LIGHTHOUSE = ROOT / "node_modules" / ".bin" / "lighthouse"
#: The audits printed, by their Lighthouse ids, with their units.
METRICS = {
    "first-contentful-paint": "ms",
    "largest-contentful-paint": "ms",
    "total-blocking-time": "ms",
    "cumulative-layout-shift": "",
    "speed-index": "ms",
    "interactive": "ms",
    "total-byte-weight": "bytes",
}


def audit(url: str, preset: str) -> tuple[str, dict[str, float]]:
    """One Lighthouse run: Lighthouse's version, and the performance score and the METRICS'
    values."""
    flags = " ".join(["--headless=new", *engines.CHROMIUM_ARGS])
    command = [str(LIGHTHOUSE), url, "--quiet", "--output=json", "--output-path=stdout",
               "--only-categories=performance", "--throttling-method=devtools",
               f"--chrome-flags={flags}"]
    if preset == "desktop":
        command.append("--preset=desktop")
    run = subprocess.run(command, capture_output=True, text=True,
                         env={**os.environ, "CHROME_PATH": engines.CHROMIUM})
    if run.returncode:
        raise RuntimeError(f"lighthouse failed ({run.returncode}): {run.stderr[-2000:]}")
    report = json.loads(run.stdout)
    figures = {"score": float(report["categories"]["performance"]["score"])}
    for name in METRICS:
        figures[name] = float(report["audits"][name]["numericValue"])
    return str(report["lighthouseVersion"]), figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=3, help="runs per preset (default 3)")
    parser.add_argument("--presets", default="mobile,desktop")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--json", type=Path, help="also write the raw figures here")
    parser.add_argument("--host-model", choices=list(serve_site.HOSTS),
                        default=serve_site.DEFAULT_HOST,
                        help="what the host compresses (default: every file, the project's server)")
    args = parser.parse_args()
    if not LIGHTHOUSE.exists():
        sys.exit(f"{LIGHTHOUSE} is missing: run `npm ci` (make lighthouse does)")
    server, base = serve_site.serve_in_thread(args.dist, model=args.host_model)
    runs: dict[str, list[dict[str, float]]] = {}
    version = ""
    for rep in range(args.reps):
        for preset in args.presets.split(","):
            version, figures = audit(base, preset)
            runs.setdefault(preset, []).append(figures)
            shown = ", ".join(f"{name} {figures[name]:.0f}" if unit else
                              f"{name} {figures[name]:.3f}" for name, unit in METRICS.items())
            print(f"rep {rep + 1}/{args.reps} {preset:7}: score {figures['score']:.2f}, {shown}",
                  flush=True)
    server.shutdown()
    print(f"\nLighthouse {version}, devtools throttling, host model {args.host_model}, "
          f"medians of {args.reps}:")
    for preset, results in runs.items():
        med = {key: statistics.median(r[key] for r in results) for key in ["score", *METRICS]}
        print(f"  {preset:7}: performance {med['score']:.2f}; " + ", ".join(
            f"{name} {med[name]:.0f} {unit}".rstrip() if unit else f"{name} {med[name]:.3f}"
            for name, unit in METRICS.items()))
    if args.json:
        args.json.write_text(json.dumps(runs, indent=1))


if __name__ == "__main__":
    main()
