// Precompile wheels to bytecode with the vendored Pyodide, in Node (called by tools/build/build_site.py).
//
//     node tools/build/compile_pyc.mjs IN.whl OUT_DIR keep|strip [IN.whl OUT_DIR keep|strip ...]
//
// Starts node_modules/pyodide (the same Pyodide the site ships, so the .pyc magic number and
// bytecode are exactly the browser's) once, mounts the host file system at /host, and runs
// tools/build/pyc_wheel.py's compile_wheel for each triple: OUT_DIR receives the wheel with every .py
// replaced by its .pyc (see that file), its docstrings kept or stripped. PYTHONHASHSEED is fixed
// so that nothing in the output can depend on a random hash seed; PYTHONNODEBUGRANGES leaves
// the columns out of the code's locations (line numbers stay: docs/loading.md). Prints one line
// per wheel written.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "../../node_modules/pyodide/pyodide.mjs";

const args = process.argv.slice(2);
const MODES = { keep: true, strip: false };
if (args.length === 0 || args.length % 3 !== 0 ||
    args.some((arg, i) => i % 3 === 2 && !(arg in MODES))) {
  console.error("usage: node tools/build/compile_pyc.mjs IN.whl OUT_DIR keep|strip [...]");
  process.exit(2);
}

const HOST = "/host";
const onHost = (p) => HOST + path.resolve(p);
const tools = path.dirname(fileURLToPath(import.meta.url));

const pyodide = await loadPyodide({ env: { PYTHONHASHSEED: "0", PYTHONNODEBUGRANGES: "1" } });
pyodide.FS.mkdirTree(HOST);
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: "/" }, HOST);
pyodide.runPython(`import sys; sys.path.insert(0, ${JSON.stringify(onHost(tools))})`);
const compileWheel = pyodide.pyimport("pyc_wheel").compile_wheel;

for (let i = 0; i < args.length; i += 3) {
  const written = compileWheel(onHost(args[i]), onHost(args[i + 1]), MODES[args[i + 2]]);
  console.log(`compiled ${path.basename(args[i])} -> ${written.slice(HOST.length)}`);
}
