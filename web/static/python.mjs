// How the page's Python starts: restored from the build's memory snapshot or booted, whichever
// this visit has sooner (docs/loading.md). Used by runtime/pyodide.mjs, which tools/build/build_site.py
// writes; the empty page of tools/bench/bench_load.py, which names neither link below, gets Pyodide as
// it is.
//
// Restored from the snapshot (index.html's link[data-ff-snapshot], made by
// tools/build/make_snapshot.mjs), Python has the game's modules imported and is ready at once; but the
// snapshot is more bytes than the runtime, and a slow network takes longer to bring it than a
// boot takes, while a download beside the runtime's slows the runtime down. So the choice goes by
// what arrives:
// - the snapshot is fetched beside the runtime only where the network is fast: the service
//   worker's cache (a returning visit), or a network that brought the standard library (the
//   runtime's first big file, preloaded) at a rate that would bring the snapshot soon (EARLY_MS);
// - once the runtime is compiled (a step before Python runs, which holds it meanwhile), Python is
//   restored if the snapshot is here or comes soon (fetched then if the rate the runtime came at
//   says it will); else Python boots, the game's packages download meanwhile and are
//   installed, and the snapshot's download is dropped: the service worker keeps the snapshot for
//   the next visit, which restores it from there.
// A snapshot that cannot be restored (damaged, of another runtime) makes Python boot all the same.
//
// Python's standard library is the page's trimmed one (link[data-ff-stdlib],
// tools/build/trim_stdlib.py); any module it lacks comes from the whole one (tools/build/ffstdlib.py).

//: How soon the snapshot must be here for a restore to beat a boot: booting takes about a second
//: more than restoring on a desktop's processor (docs/loading.md), and longer on a phone's.
const SOON_MS = 1000;
//: How soon it must come, by the rate the standard library came, to be fetched beside the wasm,
//: and so how long a restore waits for it once the runtime is compiled (a fast network: it comes).
//: The desktop profile's 10 Mbit/s would take 3.9 s; a local server, under a second.
const EARLY_MS = 3000;
//: A choice forced by the address, for tools/bench/bench_load.py's --variant only (players never set
//: it): "?ff-python=restore" always fetches the snapshot and waits for it, "?ff-python=boot"
//: never restores.
const FORCED = new URLSearchParams(globalThis.location?.search ?? "").get("ff-python");
//: The first four bytes of a memory snapshot, little-endian ("\0snp": Pyodide's snapshot.ts).
const SNAPSHOT_MAGIC = 0x706e7300;
//: How the big files are fetched (payloads.mjs, a script of the game's page; not of the empty one).
const payloads = globalThis.ffPayloads;

// The memory snapshot of index.html's link: gzip-compressed in its file whatever the server does,
// unpacked as it comes into a buffer of the size the link gives (Pyodide needs the size before it
// has the bytes).
class Snapshot {
  constructor(link) {
    this.url = link.href;
    this.bytes = new Uint8Array(Number(link.dataset.size));
    this.expected = Number(link.dataset.bytes); // as sent
    this.ready = false;
    this.arrived = null; // the download, once started: a promise of the bytes' arrival
    this.over = false; // whether the download is over, arrived or failed
    this.controller = new AbortController();
  }

  fetch() {
    if (this.arrived) return this.arrived;
    performance.mark("ff-snapshot-requested");
    this.arrived = this.download();
    // A failure means a boot, decided when the runtime is ready; a download over is not aborted.
    this.arrived.catch(() => {}).finally(() => { this.over = true; });
    return this.arrived;
  }

  async download() {
    const response = await fetch(this.url, { signal: this.controller.signal, priority: "low" });
    if (!response.ok) {
      await response.arrayBuffer(); // read, not cancelled: a cancelled request counts as failed
      throw new Error(`${this.url}: HTTP ${response.status}`);
    }
    const reader = response.body.pipeThrough(new DecompressionStream("gzip")).getReader();
    let size = 0;
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      if (size + part.value.length > this.bytes.length) throw new Error("snapshot too long");
      this.bytes.set(part.value, size);
      size += part.value.length;
    }
    const magic = new DataView(this.bytes.buffer).getUint32(0, true);
    if (size !== this.bytes.length || magic !== SNAPSHOT_MAGIC) {
      throw new Error("not a whole memory snapshot");
    }
    this.ready = true;
    performance.mark("ff-snapshot-arrived");
  }

  abort() {
    if (this.arrived && !this.over) this.controller.abort();
  }
}

// Milliseconds that a network which brought entry (a PerformanceResourceTiming) would take to bring
// bytes: 0 if it came from no network (the service worker, a cache).
function timeFor(entry, bytes) {
  if (!entry) return Infinity;
  if (entry.transferSize === 0) return 0;
  return bytes * (entry.responseEnd - entry.requestStart) / entry.transferSize;
}

// The resource timing entry of url, once it arrives.
function arrival(url) {
  return new Promise((found) => {
    new PerformanceObserver((list, observer) => {
      const entry = list.getEntries().find((e) => e.name === url);
      if (entry) {
        observer.disconnect();
        found(entry);
      }
    }).observe({ type: "resource", buffered: true });
  });
}

// Whether to restore Python from the snapshot, once the runtime is compiled (runtime: the resource
// timing entry of its wasm, or else of its standard library): if it is here, or comes within
// EARLY_MS if it was fetched early (the network was fast), or within SOON_MS if the rate the
// runtime came at says it will.
async function restoreOrBoot(snapshot, runtime) {
  if (FORCED === "restore") return snapshot.fetch().then(() => true, () => false);
  if (FORCED === "boot") {
    snapshot.abort();
    return false;
  }
  if (snapshot.ready) return true;
  const early = Boolean(snapshot.arrived);
  if (!early && timeFor(runtime, snapshot.expected) > SOON_MS) return false;
  const late = new Promise((done) => setTimeout(done, early ? EARLY_MS : SOON_MS, false));
  const restore = await Promise.race([snapshot.fetch().then(() => true, () => false), late]);
  if (!restore) snapshot.abort(); // the rest of the network is the boot's
  return restore;
}

// Start downloading the wheels of the named packages (of a lock's packages, beside lockFileURL)
// while Python boots, for Pyodide to install them after: by payloads.mjs (as brotli copies),
// else into the HTTP cache.
function prefetch(lock, names, lockFileURL) {
  for (const name of names) {
    const wheel = lock?.[name]?.file_name;
    if (!wheel) continue;
    const url = new URL(wheel, lockFileURL).href;
    if (!payloads?.start(url)) fetch(url).then((r) => r.arrayBuffer()).catch(() => {});
  }
}

// The address that crossed the network for url: its brotli copy if payloads.mjs fetched that.
function sentAs(url) {
  return payloads?.sentAs(url) ?? url;
}

// A promise of that address, once payloads.mjs has decided it (the host's answer's headers).
function sending(url) {
  return payloads?.sending(url) ?? Promise.resolve(url);
}

// The loadPyodide that PyScript calls: the vendored one (loadPyodide, createPyodideModule), with
// this page's runtime files (indexURL) and lock file (lockFileURL), and its snapshot if it has one.
export function pythonLoader(loadPyodide, createPyodideModule, { indexURL, lockFileURL }) {
  const page = globalThis.document;
  const stdlib = page?.querySelector("link[data-ff-stdlib]");
  const link = page?.querySelector("link[data-ff-snapshot]");
  const snapshot = link && new Snapshot(link);
  const wasmURL = new URL("pyodide.asm.wasm", indexURL).href;
  if (snapshot && (navigator.serviceWorker?.controller || FORCED === "restore")) {
    snapshot.fetch(); // a returning visit: all from the service worker's cache
  } else if (snapshot && FORCED !== "boot") {
    // It shared the network with the wasm, at about half the rate a download alone gets.
    sending(stdlib.href).then(arrival).then((entry) => {
      if (timeFor(entry, snapshot.expected) / 2 <= EARLY_MS) snapshot.fetch();
    });
  }

  return async (options = {}) => {
    const settings = { ...options, indexURL, lockFileURL };
    // The page's standard library: its link, or for the bots' thinker (thinker.js), a worker
    // with no page, the address the page gave it.
    const stdLibURL = stdlib?.href ?? options.stdLibURL;
    if (!stdLibURL) return loadPyodide(settings);
    settings.stdLibURL = stdLibURL;
    const packages = settings.packages ?? [];
    let pyodide = null;
    if (snapshot) {
      let restoring = false;
      try {
        pyodide = await loadPyodide({
          ...settings,
          packages: [],
          _loadSnapshot: snapshot.bytes,
          createPyodideModule: async (emscripten) => {
            emscripten.preRun.push((module) => {
              performance.mark("ff-runtime-compiled");
              module.addRunDependency("ff-restore-or-boot");
              const [runtime] = [wasmURL, stdlib.href].flatMap(
                (url) => performance.getEntriesByName(sentAs(url), "resource"));
              restoreOrBoot(snapshot, runtime).then((restore) => {
                performance.mark(restore ? "ff-restore-chosen" : "ff-boot-chosen");
                if (!restore) prefetch(module.API.lockfile_packages, packages, lockFileURL);
                restoring = restore;
                module.noInitialRun = restore; // booting is running Python's main()
                module.removeRunDependency("ff-restore-or-boot");
              });
            });
            const module = await createPyodideModule(emscripten);
            if (!restoring) module.API.restoreSnapshot = () => undefined; // it booted
            return module;
          },
        });
      } catch (error) {
        console.warn("Python could not be restored from its snapshot; starting it afresh.", error);
      }
      if (restoring && pyodide) performance.mark("ff-snapshot-restored");
      else if (pyodide) await pyodide.loadPackage(packages, { messageCallback: () => {} });
    }
    pyodide ??= await loadPyodide(settings);
    // Any other module of the standard library comes from the whole one (tools/build/ffstdlib.py).
    const finder = pyodide.pyimport("_ffstdlib");
    finder.install(new URL("python_stdlib.zip", indexURL).href);
    finder.destroy();
    exposeMemory(pyodide);
    return pyodide;
  };
}

// Python's memory, which the page cannot show otherwise, for tools/bench/bench_memory.py (nothing of the
// page calls it), after a collection of Python's: `wasm`, the bytes of Python's WebAssembly memory,
// which only grows (its high-water mark); `heap` and `used`, the bytes of it that C's allocator has
// taken and that are in use (mallinfo's arena and uordblks); `objects`, what Python's collector
// tracks.
function exposeMemory(pyodide) {
  const module = pyodide._module;
  globalThis.ffPythonMemory = () => {
    const gc = pyodide.pyimport("gc");
    gc.collect();
    const tracked = gc.get_objects();
    const objects = tracked.length;
    tracked.destroy();
    gc.destroy();
    const info = module._malloc(40); // struct mallinfo: ten ints, arena first, uordblks eighth
    module._mallinfo(info);
    const [heap, used] = [module.HEAP32[info >> 2], module.HEAP32[(info >> 2) + 7]];
    module._free(info);
    return { wasm: module.HEAP8.buffer.byteLength, heap, used, objects };
  };
}
