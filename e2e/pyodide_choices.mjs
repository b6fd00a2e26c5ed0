// The bots' recorded games (tests/bot_choices.py) played again in the site's own Python: the
// npm Pyodide with the wheels the build put in dist/packages/<hash>/. Prints, as JSON, the
// Python version, where ffcore was imported from, the strong bot's learned tables (solo and
// with rivals) and edge, and the games with their choices, for e2e/test_pyodide_choices.py to
// hold against CPython's.
//
//     node e2e/pyodide_choices.mjs      (after make site)
import fs from "node:fs";
import path from "node:path";
import { root, sitePyodide } from "../tools/bench/site_pyodide.mjs";

const pyodide = await sitePyodide();
pyodide.FS.mkdirTree("/choices");
for (const name of ["bot_choices.py", "scenario.py"]) {
  pyodide.FS.writeFile(`/choices/${name}`, fs.readFileSync(path.join(root, "tests", name), "utf8"));
}
const script = `
import json
import sys

sys.path.insert(0, "/choices")
import bot_choices
import ffcore
from ffcore.bots.learned import LEARNED

json.dumps({"python": sys.version.split()[0], "ffcore": ffcore.__file__,
            "tables": list(LEARNED.lead), "rivals": list(LEARNED.rivals),
            "rivals_win": list(LEARNED.rivals_win), "edge": LEARNED.edge,
            "games": bot_choices.record()})
`;
try {
  console.log(pyodide.runPython(script));
} catch (error) {
  console.error(error.message);  // Python's traceback, without Pyodide's minified source
  process.exit(1);
}
