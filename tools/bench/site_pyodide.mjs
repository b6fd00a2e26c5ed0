// The site's own Python in Node, for the benchmarks run there (tools/bench/bench_bots.mjs,
// tools/bench/bench_review.mjs): the npm Pyodide with the wheels the build put in
// dist/packages/<hash>/ (ffcore included, as bytecode). Build the site first: make site.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "../../node_modules/pyodide/pyodide.mjs";

/** The repository's root. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Return Pyodide with the site's wheels installed (those of the build in ``dist``). */
export async function sitePyodide(dist = path.join(root, "dist")) {
  const packages = path.join(dist, "packages");
  const [locked] = fs.readdirSync(packages);
  const wheels = fs.readdirSync(path.join(packages, locked))
    .filter((name) => name.endsWith(".whl")).map((name) => path.join(packages, locked, name));
  const pyodide = await loadPyodide();
  await pyodide.loadPackage(wheels, { messageCallback: () => {} });
  return pyodide;
}
