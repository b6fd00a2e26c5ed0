// Write the page's trimmed standard library with the vendored Pyodide, in Node (called by
// tools/build/trim_stdlib.py; docs/loading.md says why and what it saves).
//
//     node tools/build/trim_stdlib.mjs OUT LOCK -- MODULE [MODULE ...]
//
// Boots node_modules/pyodide with its whole standard library, installs the site's packages from
// its lock file (LOCK) as the page does (ffcore and ffweb at start, pydantic for a JSON save),
// runs tools/build/stdlib_tour.py's tour of what the page imports (the MODULEs, then its lazy paths)
// and writes to OUT the modules of the standard library it imported (stdlib_tour.write_library).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "../../node_modules/pyodide/pyodide.mjs";

const args = process.argv.slice(2);
const split = args.indexOf("--");
if (split !== 2) {
  console.error("usage: node tools/build/trim_stdlib.mjs OUT LOCK -- MODULE [MODULE ...]");
  process.exit(2);
}
const [out, lock] = args.map((file) => path.resolve(file));
const modules = args.slice(split + 1);
const tools = path.dirname(fileURLToPath(import.meta.url));
const HOST = "/host";
const quiet = { messageCallback: () => {} };

// A fixed string-hash seed: sets are compiled into the bytecode in their hash order.
const pyodide = await loadPyodide({ lockFileURL: lock, env: { PYTHONHASHSEED: "0" } });
await pyodide.loadPackage(["ffcore", "ffweb"], quiet); // as PyScript installs the page's
await pyodide.loadPackage(["ffcore", "pydantic"], quiet); // as web/main.py opens a JSON save
pyodide.FS.mkdirTree(HOST);
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: "/" }, HOST);
pyodide.runPython(`import sys; sys.path.insert(0, ${JSON.stringify(HOST + tools)})`);
const tour = pyodide.pyimport("stdlib_tour");
const used = tour.tour(modules);
const kept = tour.write_library("/lib/python314.zip", HOST + out, used,
                                HOST + path.join(tools, "ffstdlib.py"));
console.log(`trimmed standard library: ${kept} modules`);
