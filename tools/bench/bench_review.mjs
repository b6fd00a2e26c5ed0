// Time a game review in the site's own Pyodide, in Node (build the site first: make site).
//
//     node tools/bench/bench_review.mjs CODE [SLICE_SECONDS] [PLAYER]
//
// Loads the wheels the build put in dist/packages/<hash>/ (ffcore included, as bytecode), runs
// ffcore.bots.review.Review over the game in slices of SLICE_SECONDS (default 0.08, as the page
// would), and prints the Python version, the day seed of 2026-11-23 (it must equal CPython's),
// the review's total time, and the slices' longest, 95th percentile and count over 100 ms.
import { sitePyodide } from "./site_pyodide.mjs";

const [code, slice = "0.08", player = ""] = process.argv.slice(2);
if (!code) {
  console.error("usage: node tools/bench/bench_review.mjs CODE [SLICE_SECONDS] [PLAYER]");
  process.exit(2);
}
const pyodide = await sitePyodide();
pyodide.globals.set("CODE", code);
pyodide.globals.set("SLICE", Number(slice));
pyodide.globals.set("PLAYER", player);
const script = `
import sys, time
from datetime import date

import ffcore
from ffcore.bots.review import Review
from ffcore.daily import daily_seed

game = ffcore.from_code(CODE)
review = Review(game, PLAYER or None)
times = []
started = time.perf_counter()
while True:
    began = time.perf_counter()
    finished = review.step(SLICE)
    times.append(time.perf_counter() - began)
    if finished:
        break
total = time.perf_counter() - started
times.sort()
"\\n".join([
    f"Python {sys.version.split()[0]}; daily seed of 2026-11-23: {daily_seed(date(2026, 11, 23))}",
    f"{game.action_count} actions, {len(review.findings)} decisions reviewed in {total:.1f} s",
    f"{len(times)} slices of {SLICE * 1000:.0f} ms: longest {times[-1] * 1000:.0f} ms, "
    f"p95 {times[int(0.95 * len(times))] * 1000:.0f} ms, "
    f"{sum(t > 0.1 for t in times)} over 100 ms",
])
`;
try {
  console.log(pyodide.runPython(script));
} catch (error) {
  console.error(error.message);  // Python's traceback, without Pyodide's minified source
  process.exit(1);
}
