// Time the strong bot's decisions in the site's own Pyodide, in Node (build the site first:
// make site), as research/decision_costs.py does in CPython.
//
//     node tools/bench/bench_bots.mjs [--follow FILE] [--dist DIR] [SEATS] [GAMES] [ROUNDS] \
//         [NAME=INT ...]
//
// Loads the wheels the build put in dist/packages/<hash>/ (ffcore included, as bytecode), plays
// GAMES games (default 2) of strong bots for each seat count of SEATS (default 2,3,4,5) through
// their first ROUNDS rounds (default 3), each decision thought about in the page's 80 ms slices,
// and prints research/decision_costs.py's report in Node's processor seconds (the machine is shared:
// wall time would count the others' work): each kind of decision's median, 95th percentile and
// longest, the longest slice, and the digest of the choices (the same as CPython's for the same
// budgets). NAME=INT changes a StrongBot budget. --follow FILE times the bots on the positions
// of games saved by research/decision_costs.py --save (see there), and --dist DIR loads another
// build's wheels (an older build's site, to time two builds on the same positions).
import fs from "node:fs";
import path from "node:path";
import { root, sitePyodide } from "./site_pyodide.mjs";

const args = process.argv.slice(2);
/** Take an option and its value out of the arguments; return the value (undefined: none). */
function option(name) {
  const at = args.indexOf(name);
  return at < 0 ? undefined : args.splice(at, 2)[1];
}
const follow = option("--follow");
const dist = option("--dist");
const [seats = "2,3,4,5", games = "2", rounds = "3", ...budget] = args;
const pyodide = await sitePyodide(dist);
if (follow) {
  pyodide.FS.writeFile("/tmp/follow.json", fs.readFileSync(follow, "utf8"));
}
pyodide.globals.set("FOLLOW", follow ? "/tmp/follow.json" : "");
pyodide.globals.set("SOURCE", fs.readFileSync(path.join(root, "research", "decision_costs.py"),
                                              "utf8"));
// The site's wheel leaves out the terminal's modules (tools/build/build_site.py's TERMINAL);
// decision_costs.py names its seats as the tournaments do, so it gets the repository's.
pyodide.globals.set("TOURNAMENT", fs.readFileSync(path.join(root, "ffcore", "tournament.py"),
                                                  "utf8"));
pyodide.globals.set("SEATS", seats);
pyodide.globals.set("GAMES", Number(games));
pyodide.globals.set("ROUNDS", Number(rounds));
pyodide.globals.set("BUDGET", budget.join(" "));
const script = `
import sys, types

from js import process

def module(name, source, path, package=None):
    made = types.ModuleType(name)
    made.__package__ = package
    sys.modules[name] = made
    exec(compile(source, path, "exec"), made.__dict__)
    return made


module("ffcore.tournament", TOURNAMENT, "ffcore/tournament.py", "ffcore")
costs = module("decision_costs", SOURCE, "research/decision_costs.py")
budget = {name: int(value) for name, value in (item.split("=") for item in BUDGET.split())}
if FOLLOW:
    jobs, follows = costs.jobs_following(FOLLOW, ROUNDS, budget)
else:
    jobs = costs.jobs_for([int(n) for n in SEATS.split(",")], 1000, GAMES, ROUNDS, budget)
    follows = [None] * len(jobs)


def clock() -> float:
    used = process.cpuUsage()
    return (used.user + used.system) / 1e6


results = [costs.play(job, clock, follow) for job, follow in zip(jobs, follows)]
f"Python {sys.version.split()[0]}\\n" + costs.report(jobs, results,
                                                     "Processor seconds in Pyodide (Node)")
`;
try {
  console.log(pyodide.runPython(script));
} catch (error) {
  console.error(error.message);  // Python's traceback, without Pyodide's minified source
  process.exit(1);
}
