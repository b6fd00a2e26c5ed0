// Measurement only (tools/bench/trace_load.py puts it first in a copy of the site's pages): notes in
// window.__ffTrace, in milliseconds from navigation start, the steps of a cold load that the
// page's own marks do not show: PyScript's boot steps (its py:progress events) and every large
// WebAssembly compilation (Pyodide's runtime, then each package's shared library).
(() => {
  const trace = (window.__ffTrace = []);
  const note = (what) => trace.push([performance.now(), what]);
  addEventListener("py:progress", ({ detail }) => note(`progress ${detail}`));
  const LARGE = 1_000_000; // bytes: the runtime and pydantic_core, not Emscripten's small stubs
  const size = (source) => source?.byteLength ?? source?.buffer?.byteLength ?? 0;
  for (const name of ["compile", "instantiate", "compileStreaming", "instantiateStreaming"]) {
    const original = WebAssembly[name];
    WebAssembly[name] = function (source, ...rest) {
      const streaming = name.endsWith("Streaming");
      const label = streaming ? "runtime" : "package library";
      const large = streaming || size(source) > LARGE;
      if (large) note(`compile ${label} begin`);
      const result = original.call(this, source, ...rest);
      if (large) result.then(() => note(`compile ${label} end`));
      return result;
    };
  }
})();
