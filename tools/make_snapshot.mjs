// Make the page's memory snapshot with the vendored Pyodide, in Node (called by
// tools/build_site.py; docs/loading.md says why and what it saves).
//
//     node tools/make_snapshot.mjs OUT WHEEL [WHEEL ...] -- MODULE [MODULE ...]
//
// Boots node_modules/pyodide (the very build the site ships: a snapshot only restores into the
// runtime that made it, and Pyodide checks its build id), unpacks the wheels into site-packages
// and imports the modules, then writes the interpreter's whole memory to OUT, gzip-compressed:
// the page restores it instead of booting Python and importing them again.
//
// Nothing JavaScript may be alive when the snapshot is taken, so the wheels are written into
// the file system from here and unpacked by Python's zipfile, not installed by loadPackage.
// The file system itself is not in the snapshot: only what was imported is.
import fs from "node:fs";
import zlib from "node:zlib";
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";

const args = process.argv.slice(2);
const split = args.indexOf("--");
if (split < 2 || split === args.length - 1) {
  console.error("usage: node tools/make_snapshot.mjs OUT WHEEL [WHEEL ...] -- MODULE [MODULE ...]");
  process.exit(2);
}
const [out, ...wheels] = args.slice(0, split);
const modules = args.slice(split + 1);

// A fixed hash seed: the snapshot holds the interpreter's seed, the same for every visitor
// whatever it is, and a fixed one keeps rebuilds from differing for no reason.
const pyodide = await loadPyodide({ _makeSnapshot: true, env: { PYTHONHASHSEED: "0" } });
wheels.forEach((wheel, i) => pyodide.FS.writeFile(`/tmp/wheel-${i}.whl`, fs.readFileSync(wheel)));
pyodide.runPython(`
def _prepare(modules):
    import gc, importlib, os, site, zipfile
    for name in sorted(os.listdir("/tmp")):
        if name.startswith("wheel-"):
            with zipfile.ZipFile(f"/tmp/{name}") as wheel:
                wheel.extractall(site.getsitepackages()[0])
            os.remove(f"/tmp/{name}")
    importlib.invalidate_caches()
    for module in modules:
        importlib.import_module(module)
    # The module-level generator's state is in the snapshot, the same for every visitor
    # whatever it is (web/main.py seeds it again): a fixed seed keeps rebuilds identical.
    import random
    random.seed(0)
    gc.collect()

_prepare(${JSON.stringify(modules)})
del _prepare
`);
const memory = pyodide.makeMemorySnapshot();
fs.writeFileSync(out, zlib.gzipSync(memory, { level: 9 }));
console.log(`snapshot: ${modules.length} modules, ${(memory.length / 1e6).toFixed(1)} MB of memory`);
