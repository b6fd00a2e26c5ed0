#!/usr/bin/env python3
"""Load-time benchmark of the browser build, where players are (a measurement, not a test).

In one run, against dist/ served locally (tools/serve/serve_site.py, production headers), on each
host
it models (--hosts: what the host compresses, docs/loading.md), it loads, side by side in one
fresh browser per repetition, host and profile:

- empty cold: dist/bench/empty.html, a page with only a `<script type="py">` that sets the
  marker, on the same vendored Pyodide, lock and PyScript settings (the whole standard library,
  no packages);
- ours cold:  the game page (index.html) in a fresh profile: no HTTP cache, no service worker;
- ours warm:  a returning player: in that profile, once the service worker has kept the site
  and a solo game was started, the game page again (the board painted at once from the kept
  screen, Python from what the first visit kept).

Which page goes first alternates with the repetition, so neither always gets a "fresher"
machine. The project's own server (every file precompressed) is measured in every profile, the
other hosts on the mobile profile (HOST_PROFILES) unless --profiles says otherwise. In
Chromium each load runs under each profile (PROFILES: Lighthouse's presets, by
the Chrome DevTools Protocol's network and CPU throttling; the network is let free between
the cold and the warm load, while the service worker keeps the site); Firefox and WebKit
(driven as in the engine smoke, tools/browsers/engines.py) load on localhost only.

Per profile it prints the medians of: time to ready (navigation start to the `ff-ready`
mark), first paint (the `ff-painted` mark web/static/paint.js sets), bytes to ready (as sent,
compressed, of every response finished by then) and the cumulative layout shift to ready
(Chromium's layout-shift entries); the ratios to the empty page's cold load, and the targets
of issue #29 (COLD_TARGETS and those below it) and of issue #48 on the other hosts
(HOST_COLD_TARGET, HOST_BYTES).

    .venv/bin/python -m tools.bench.bench_load [--engine chromium|firefox|webkit] [--reps 5]
        [--hosts precompressed,netlify,text,plain] [--profiles mobile,desktop,localhost]
        [--variant restore|boot] [--json out.json]              (make bench-load [ENGINE=...])
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tools.browsers import engines
from tools.serve import serve_site

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT_S = 300  # a cold load on the mobile profile takes about a minute
READY_JS = "document.body.dataset.ffReady === '1'"
SW_READY_JS = "document.body.dataset.swReady === '1'"
#: What the page took to be ready, read once it is: {ready, painted, bytes, shift}. Bytes are
#: those of every response finished by the ff-ready mark, as sent (compressed), headers
#: included; the layout shift sums Chromium's layout-shift entries (null where there are none).
FIGURES_JS = """(async () => {
  const ready = performance.getEntriesByName("ff-ready", "mark")[0].startTime;
  const painted = performance.getEntriesByName("ff-painted", "mark")[0]?.startTime ?? null;
  const bytes = [...performance.getEntriesByType("navigation"),
                 ...performance.getEntriesByType("resource")]
    .filter((entry) => entry.responseEnd <= ready)
    .reduce((sum, entry) => sum + (entry.transferSize || 0), 0);
  let shift = null;
  if (PerformanceObserver.supportedEntryTypes.includes("layout-shift")) {
    shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.startTime <= ready) shift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 200)));
  }
  return { ready, painted, bytes, shift };
})()"""
#: A returning player's game: started on the start screen before the warm load.
START_GAME = '[data-command="start-solo"]'


@dataclass(frozen=True)
class Profile:
    """Where a player loads the page: the network (None: localhost, unthrottled), the CPU's
    slowdown and the window."""

    latency_ms: float
    down_kbps: float
    up_kbps: float
    cpu_slowdown: float
    width: int
    height: int
    network: bool = True


#: Lighthouse 13's presets (its constants.js: mobileSlow4G and desktopDense4G; its mobile and
#: desktop screens): a phone on a mobile network, 150 ms, 1.6 Mbit/s and a processor 4 times
#: slower; a desktop on a good connection, 40 ms, 10 Mbit/s; and the local machine. "midphone"
#: (a mid phone on good 4G) is measured on request only.
PROFILES = {
    "mobile": Profile(150, 1.6 * 1024, 750, 4, 412, 823),
    "midphone": Profile(40, 10 * 1024, 10 * 1024, 4, 412, 823),
    "desktop": Profile(40, 10 * 1024, 10 * 1024, 1, 1350, 940),
    "localhost": Profile(0, 0, 0, 1, 1280, 720, network=False),
}
DEFAULT_PROFILES = ("mobile", "desktop", "localhost")
#: The targets of issue #29, as ratios to the empty page's cold load in the same profile: the
#: cold load by profile, the warm load, bytes to ready by profile; and the layout shift.
COLD_TARGETS = {"mobile": 0.8, "desktop": 0.8, "localhost": 0.6}
WARM_TARGET = 0.3
BYTES_TARGETS = {"mobile": 0.75}
SHIFT_TARGET = 0.1
#: The profiles measured on the hosts other than the project's own server, and issue #48's
#: targets there: the cold load's ratio, and the bytes to ready (MB).
HOST_PROFILES = ("mobile",)
HOST_COLD_TARGET = 0.65
HOST_BYTES = {"netlify": 4.5, "text": 4.5, "plain": 6.5}
#: One load's figures: ready, painted (ms), bytes, shift.
Figures = dict[str, Any]


def throttle(tab: engines.Tab, profile: Profile, network: bool = True) -> None:
    """Apply the profile to the tab (Chromium): its network unless ``network`` is False (then
    free), its CPU slowdown and its window."""
    if not isinstance(tab, engines.ChromiumTab):
        if profile.network or profile.cpu_slowdown != 1:
            raise SystemExit("only Chromium can be throttled: Firefox and WebKit load locally")
        return
    tab.set_viewport(profile.width, profile.height)
    on = network and profile.network
    # Throughputs in bytes per second, as Lighthouse converts them; -1 leaves a direction free.
    tab.cdp("Network.enable")
    tab.cdp("Network.emulateNetworkConditions", {
        "offline": False,
        "latency": profile.latency_ms if on else 0,
        "downloadThroughput": profile.down_kbps * 1024 / 8 if on else -1,
        "uploadThroughput": profile.up_kbps * 1024 / 8 if on else -1,
    })
    tab.cdp("Emulation.setCPUThrottlingRate", {"rate": profile.cpu_slowdown if network else 1})


def load(tab: engines.Tab, url: str) -> Figures:
    """Navigate to url and return the load's figures once the page is ready."""
    tab.goto(url)
    tab.wait_for(READY_JS, TIMEOUT_S)
    return dict(tab.run(FIGURES_JS))


def empty_cold(engine: engines.Engine, base: str, profile: Profile) -> Figures:
    tab = engine.new_tab()
    try:
        throttle(tab, profile)
        return load(tab, base + "bench/empty.html")
    finally:
        tab.close()


def ours_cold_and_warm(engine: engines.Engine, ours: str,
                       profile: Profile) -> tuple[Figures, Figures]:
    tab = engine.new_tab()
    try:
        throttle(tab, profile)
        cold = load(tab, ours)
        # A player who stays: the service worker keeps the site (the network let free, which
        # only shortens the wait), and a game is started.
        throttle(tab, profile, network=False)
        tab.wait_for(SW_READY_JS, TIMEOUT_S)
        tab.click(START_GAME)
        tab.wait_for("document.querySelector('.board') !== null", TIMEOUT_S)
        throttle(tab, profile)
        warm = load(tab, ours)
        if not tab.run("navigator.serviceWorker.controller !== null"):
            raise SystemExit("warm load was not served by the service worker")
        return cold, warm
    finally:
        tab.close()


#: Where a load is measured: (host model, profile name).
Where = tuple[str, str]
#: The figures of every load, by where and by figure ("cold_ready"...).
Runs = dict[Where, dict[str, list[float]]]


def label(where: Where) -> str:
    return f"{where[0]} host, {where[1]}"


def measure(engine_name: str, wheres: list[Where], reps: int, bases: dict[str, str], query: str,
            record: Callable[[int, Where, Figures, Figures, Figures], None]) -> str:
    """Run the repetitions, each host and profile in a new browser (bases: each host's server's
    address; query: the game page's); return the browser's version."""
    version = ""
    for rep in range(reps):
        for where in wheres:
            host, name = where
            base, ours = bases[host], bases[host] + query
            profile = PROFILES[name]
            try:
                with engines.launch(engine_name) as engine:
                    if rep % 2 == 0:
                        empty = empty_cold(engine, base, profile)
                        cold, warm = ours_cold_and_warm(engine, ours, profile)
                    else:
                        cold, warm = ours_cold_and_warm(engine, ours, profile)
                        empty = empty_cold(engine, base, profile)
                    version = engine.version
            except Exception as error:  # a browser that crashed: said, and left out
                print(f"rep {rep + 1}/{reps} {label(where)}: failed, left out ({error})"[:300],
                      flush=True)
                continue
            record(rep, where, empty, cold, warm)
    return version


def summary(runs: Runs, wheres: list[Where]) -> list[str]:
    """The medians per host and profile, with their ratios and targets, as lines to print."""
    lines = []

    def verdict(ratio: float, target: float | None) -> str:
        if target is None:
            return ""
        return f" (target <= {target:.2f}x: {'met' if ratio <= target else 'NOT met'})"

    for where in wheres:
        host, name = where
        if not runs[where]["empty_ready"]:
            lines.append(f"{label(where)}: no load measured")
            continue
        med = {key: statistics.median(values) for key, values in runs[where].items() if values}
        empty = med["empty_ready"]
        p = PROFILES[name]
        conditions = (f"{p.latency_ms:.0f} ms, {p.down_kbps / 1024:.1f} Mbit/s, "
                      f"CPU {p.cpu_slowdown:g}x" if p.network
                      else f"no throttling, CPU {p.cpu_slowdown:g}x")
        lines.append(f"{label(where)} ({conditions}), medians of "
                     f"{len(runs[where]['empty_ready'])}:")
        lines.append(f"  empty page, cold    ready {empty:7.0f} ms"
                     f"                       bytes {med['empty_bytes'] / 1e6:5.2f} MB")
        ours_server = host == serve_site.DEFAULT_HOST
        for load_name in ("cold", "warm"):
            ready = med[f"{load_name}_ready"]
            ratio = ready / empty
            cold_target = COLD_TARGETS.get(name) if ours_server else \
                HOST_COLD_TARGET if name == "mobile" else None
            target = cold_target if load_name == "cold" else WARM_TARGET
            painted = med.get(f"{load_name}_painted")
            paint = f"painted {painted:6.0f} ms = {painted / empty:.2f}x" if painted else ""
            lines.append(f"  ours, {load_name}          ready {ready:7.0f} ms = {ratio:.2f}x"
                         f"{verdict(ratio, target)}; {paint}")
            if load_name == "cold":
                ratio = med["cold_bytes"] / med["empty_bytes"]
                megabytes = med["cold_bytes"] / 1e6
                budget = HOST_BYTES.get(host) if name == "mobile" else None
                within = "" if budget is None else \
                    f" (target <= {budget} MB: {'met' if megabytes <= budget else 'NOT met'})"
                lines.append(f"{'':22}bytes {megabytes:.2f} MB{within} = {ratio:.2f}x"
                             f"{verdict(ratio, BYTES_TARGETS.get(name) if ours_server else None)}")
            shifts = runs[where][f"{load_name}_shift"]
            if shifts:
                worst = max(shifts)
                lines.append(f"{'':22}layout shift: median {med[f'{load_name}_shift']:.3f}, "
                             f"at most {worst:.3f} (target <= {SHIFT_TARGET}: "
                             f"{'met' if worst <= SHIFT_TARGET else 'NOT met'})")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=5, help="repetitions (default 5)")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--json", type=Path, help="also write the raw numbers here")
    parser.add_argument("--engine", choices=("chromium", *engines.ENGINES), default="chromium",
                        help="the browser engine to measure (default chromium)")
    parser.add_argument("--profiles", default=None,
                        help=f"comma-separated, of {', '.join(PROFILES)} (default: "
                             f"{','.join(DEFAULT_PROFILES)} in Chromium on the project's server, "
                             f"{','.join(HOST_PROFILES)} on the other hosts; localhost elsewhere)")
    parser.add_argument("--hosts", default=None,
                        help=f"comma-separated host models of tools/serve/serve_site.py, of "
                             f"{', '.join(serve_site.HOSTS)} (default: all in Chromium, "
                             f"{serve_site.DEFAULT_HOST} elsewhere)")
    parser.add_argument("--variant", choices=("restore", "boot"),
                        help="force how Python starts in the game page (web/static/python.mjs): "
                             "always restored from the snapshot, or always booted; default: "
                             "chosen by what arrives, as for players")
    args = parser.parse_args()
    if not (args.dist / "bench" / "empty.html").is_file():
        sys.exit("dist/ is not built: run `make site` (make bench-load does)")
    chromium = args.engine == "chromium"
    hosts = args.hosts.split(",") if args.hosts else \
        list(serve_site.HOSTS) if chromium else [serve_site.DEFAULT_HOST]
    wheres: list[Where] = []
    for host in hosts:
        ours_server = host == serve_site.DEFAULT_HOST
        default = (DEFAULT_PROFILES if ours_server else HOST_PROFILES) if chromium \
            else ("localhost",)
        wheres += [(host, name) for name in (args.profiles.split(",") if args.profiles
                                             else default)]
    unknown = [where for where in wheres
               if where[0] not in serve_site.HOSTS or where[1] not in PROFILES]
    if unknown:
        sys.exit(f"unknown host(s) or profile(s) in {unknown}: {', '.join(serve_site.HOSTS)}; "
                 f"{', '.join(PROFILES)}")

    servers = {host: serve_site.serve_in_thread(args.dist, model=host) for host in hosts}
    keys = [f"{page}_{figure}" for page in ("empty", "cold", "warm")
            for figure in ("ready", "painted", "bytes", "shift")]
    runs: Runs = {where: {key: [] for key in keys} for where in wheres}

    def record(rep: int, where: Where, empty: Figures, cold: Figures, warm: Figures) -> None:
        for page, figures in (("empty", empty), ("cold", cold), ("warm", warm)):
            for figure, value in figures.items():
                if value is not None and not (page == "empty" and figure in ("painted", "shift")):
                    runs[where][f"{page}_{figure}"].append(float(value))
        print(f"rep {rep + 1}/{args.reps} {label(where):24}: empty {empty['ready']:6.0f} ms "
              f"{empty['bytes'] / 1e6:5.2f} MB | ours cold {cold['ready']:6.0f} ms "
              f"{cold['bytes'] / 1e6:5.2f} MB (painted {cold['painted'] or 0:5.0f} ms, shift "
              f"{cold['shift'] or 0:.3f}) | warm {warm['ready']:6.0f} ms (painted "
              f"{warm['painted'] or 0:5.0f} ms, shift {warm['shift'] or 0:.3f})", flush=True)

    query = f"?ff-python={args.variant}" if args.variant else ""
    bases = {host: base for host, (_, base) in servers.items()}
    version = measure(args.engine, wheres, args.reps, bases, query, record)
    for server, _ in servers.values():
        server.shutdown()
    how = {"restore": "Python always restored", "boot": "Python always booted",
           None: "Python restored or booted by what arrives"}[args.variant]
    print(f"\n{version}, {how}, navigation start to the ff-ready mark:")
    print("\n".join(summary(runs, wheres)))
    if args.json:
        args.json.write_text(json.dumps({"engine": args.engine, "version": version,
                                         "runs": {label(where): figures
                                                  for where, figures in runs.items()}},
                                        indent=1))


if __name__ == "__main__":
    main()
