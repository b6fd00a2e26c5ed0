// Make the page's memory snapshot with the vendored Pyodide, in Node (called by
// tools/build/build_site.py; docs/loading.md says why and what it saves).
//
//     node tools/build/make_snapshot.mjs OUT STDLIB WHEEL [WHEEL ...] -- MODULE [MODULE ...]
//
// Boots node_modules/pyodide (the very build the site ships: a snapshot only restores into the
// runtime that made it, and Pyodide checks its build id) with the page's standard library
// (STDLIB, tools/build/trim_stdlib.py: the snapshot holds zipimport's index of that very file),
// unpacks the wheels into site-packages
// and imports the modules, then writes the interpreter's whole memory to OUT, gzip-compressed:
// the page restores it instead of booting Python and importing them again.
//
// Nothing JavaScript may be alive when the snapshot is taken, so the wheels are written into
// the file system from here and unpacked by Python's zipfile, not installed by loadPackage.
// The file system itself is not in the snapshot: only what was imported is.
import crypto from "node:crypto";
import fs from "node:fs";
import zlib from "node:zlib";
import { loadPyodide } from "../../node_modules/pyodide/pyodide.mjs";

// Nothing in the snapshot may depend on when it is made: the clock is stopped at 1980-01-01
// (the files' times, that FileFinder and zipimport keep; the times modules note when imported,
// like logging's start), and the entropy Python draws is a fixed sequence (seeds drawn at
// import). Two makings are then the same bytes (a reproducible build, docs/loading.md).
const EPOCH_MS = 315532800 * 1000;
Date.now = () => EPOCH_MS;
performance.now = () => 0;

let entropy = 0x9e3779b9;
crypto.randomFillSync = (view) => {
  const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
  for (let i = 0; i < bytes.length; i++) {
    entropy ^= entropy << 13; entropy ^= entropy >>> 17; entropy ^= entropy << 5; // xorshift32
    bytes[i] = entropy & 0xff;
  }
  return view;
};

const args = process.argv.slice(2);
const split = args.indexOf("--");
if (split < 3 || split === args.length - 1) {
  console.error("usage: node tools/build/make_snapshot.mjs OUT STDLIB WHEEL [WHEEL ...] -- MODULE [...]");
  process.exit(2);
}
const [out, stdlib, ...wheels] = args.slice(0, split);
const modules = args.slice(split + 1);

// A fixed hash seed: the snapshot holds the interpreter's seed, the same for every visitor
// whatever it is, and a fixed one keeps rebuilds from differing for no reason.
const pyodide = await loadPyodide({
  _makeSnapshot: true, stdLibURL: stdlib, env: { PYTHONHASHSEED: "0" },
});
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
zeroFreeMemory(pyodide._module);
const memory = pyodide.makeMemorySnapshot();
fs.writeFileSync(out, zlib.gzipSync(memory, { level: 9 }));
console.log(`snapshot: ${modules.length} modules, ${(memory.length / 1e6).toFixed(1)} MB of memory`);

// Memory that nothing uses still holds what was once there (the wheels' bytes, freed objects):
// zeroed, it compresses to almost nothing, which takes about a sixth off the download. The free
// blocks of the allocator are taken (every block that fits below the break, largest first),
// zeroed and given back; above the break and below the stack pointer nothing is in use.
function zeroFreeMemory(module) {
  const top = module._sbrk(0);
  const taken = [];
  for (let size = 1 << 20; size >= 16; size >>= 1) {
    for (;;) {
      const block = module._malloc(size);
      if (!block) break;
      if (block + size > top) { // no free block this large is left: it came from the break
        module._free(block);
        break;
      }
      taken.push(block);
      module.HEAP8.fill(0, block, block + size); // HEAP8 afresh: a malloc may grow the memory
    }
  }
  for (const block of taken) module._free(block);
  module.HEAP8.fill(0, Math.max(top, module._sbrk(0)));
  module.HEAP8.fill(0, module._emscripten_stack_get_end(),
                    module._emscripten_stack_get_current() - 1024);
}
