// The runtime's big files, small on the wire whatever the host compresses (docs/loading.md,
// "Whatever the host compresses").
//
// Hosts compress text as they send it, many also WebAssembly, few a zip or a wheel (those are
// usually compressed already; ours are stored). So for each big file (index.html's
// link[data-ff-packed], written by tools/build/build_site.py: the runtime's wasm, the trimmed standard
// library, the wheels) the build ships a brotli copy (data-copy). Each file is asked for as it
// is first: where the host compresses it (the answer says Content-Encoding) the browser decodes
// it as it streams in (and compiles the wasm meanwhile), and nothing more is fetched. Where it
// does not, that request is dropped at its headers, the copy is fetched instead and decoded here,
// off the main thread, by Google's decoder (link[data-ff-brotli]) in a worker started only then.
// What the host does is learnt once per kind of file: a host that sent the wasm or a zip as it
// is has the next zips (wheels) asked for as copies at once. A copy that arrives decoded already
// is not decoded twice; one that arrives damaged or cut short fails its fetch (a
// DamagedDownload), which the boot's error boundary (boot.js) reports. A returning visit gets
// the files themselves from the service worker, which keeps them decoded (sw.js).
//
// It wraps fetch, through which Pyodide asks for every file; listed before boot.js, which wraps
// this one to watch every download. The empty page of tools/bench/bench_load.py has no such links.

// Each big file's type, and its kind: what a host that compresses one compresses alike.
const TYPES = { ".wasm": "application/wasm", ".zip": "application/zip", ".whl": "application/zip" };
const KINDS = { ".wasm": "wasm", ".zip": "zip", ".whl": "zip" };
// The decoder's worker, after Google's decoder (a classic script that sets BrotliDecode).
const HANDLER = `
onmessage = ({ data: { id, bytes } }) => {
  try {
    const out = BrotliDecode(new Int8Array(bytes));
    postMessage({ id, buffer: out.buffer, offset: out.byteOffset, length: out.length }, [out.buffer]);
  } catch (error) {
    postMessage({ id, error: String(error) });
  }
};`;

// A file that arrived but is not what the build made.
class DamagedDownload extends Error {
  constructor(url, why) {
    super(`${url}: ${why}`);
    this.name = "DamagedDownload";
  }
}

const page = globalThis.document;
const files = new Map(); // a big file's address -> { copy, size, integrity, type, kind }
for (const link of page?.querySelectorAll("link[data-ff-packed]") ?? []) {
  const { copy, size, integrity } = link.dataset;
  const suffix = link.href.slice(link.href.lastIndexOf("."));
  files.set(link.href, { copy: new URL(copy, page.baseURI).href, size: Number(size), integrity,
    type: TYPES[suffix] ?? "application/octet-stream", kind: KINDS[suffix] ?? suffix });
}
const decoderURL = page?.querySelector("link[data-ff-brotli]")?.href;
// The big files begun at once (the runtime's wasm, the standard library), and how much of
// each has arrived (0 to 1): what the loading line shows of the download (app.js, "ff:bytes").
const early = [...(page?.querySelectorAll("link[data-ff-packed][data-early]") ?? [])]
  .map((link) => link.href);
const arrived = new Map();
const nativeFetch = globalThis.fetch.bind(globalThis);
const started = new Map(); // address -> the download begun early, for the first fetch of it
const sent = new Map(); // address -> the address that crossed the network for it, once decided
const told = new Map(); // address -> the functions to call with that address, once decided
const sendsPlain = new Set(); // the kinds of file the host was seen to send as they are
let worker = null; // a promise of the decoder's worker, once a copy needs it
const waiting = new Map(); // a decoding's id -> its promise's settle functions
let decodings = 0;

// The decoder's worker, started at the first copy fetched (while the copy downloads). The page
// fetches the decoder itself (so that its download is the page's, in its resource timing) and
// starts the worker from it and the handler (a blob: address: the site's CSP allows it).
function decoder() {
  worker ??= nativeFetch(decoderURL).then(async (response) => {
    if (!response.ok) throw new Error(`${decoderURL}: HTTP ${response.status}`);
    const source = new Blob([await response.text(), HANDLER], { type: "text/javascript" });
    const decoding = new Worker(URL.createObjectURL(source));
    decoding.onmessage = ({ data: { id, error, buffer, offset, length } }) => {
      const { resolve, reject } = waiting.get(id);
      waiting.delete(id);
      if (error) reject(new Error(error));
      else resolve(new Uint8Array(buffer, offset, length));
    };
    return decoding;
  });
  worker.catch(() => { worker = null; }); // tried again with the next copy
  return worker;
}

// bytes (an ArrayBuffer, handed over) decoded by the worker.
async function decode(bytes) {
  const decoding = await decoder();
  const id = ++decodings;
  const done = new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
  decoding.postMessage({ id, bytes }, [bytes]);
  return done;
}

// The Subresource Integrity value (sha256) of bytes.
async function integrityOf(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return `sha256-${btoa(String.fromCharCode(...digest))}`;
}

// The file's bytes from its copy's (an ArrayBuffer): as they are if the copy arrived decoded
// already (a host or proxy that labelled it), else decoded; checked against the build's size and
// hash.
async function decoded(url, file, bytes) {
  let plain = new Uint8Array(bytes);
  if (plain.length !== file.size) {
    try {
      plain = await decode(bytes);
    } catch (error) {
      throw new DamagedDownload(url, `its brotli copy does not decode (${error.message})`);
    }
  }
  if (plain.length !== file.size || (await integrityOf(plain)) !== file.integrity) {
    throw new DamagedDownload(url, "not the file this build made");
  }
  return plain;
}

// Note that a share of an early file has arrived, and tell the page how much of them all has
// (their sizes weigh each one's share), at most every TELL_MS (a phone's processor has
// better to do while the runtime compiles) and at each file's end.
const TELL_MS = 250;
let lastTold = -Infinity;
function arriving(url, share) {
  arrived.set(url, Math.min(1, share));
  if (share < 1 && performance.now() - lastTold < TELL_MS) return;
  lastTold = performance.now();
  let total = 0;
  let come = 0;
  for (const href of early) {
    const size = files.get(href)?.size ?? 0;
    total += size;
    come += size * (arrived.get(href) ?? 0);
  }
  globalThis.dispatchEvent?.(new CustomEvent("ff:bytes", { detail: total ? come / total : 1 }));
}

// response, its body counted as it arrives against length bytes (an early file's; any other
// is left as it is).
function counted(url, response, length) {
  if (!early.includes(url) || !response.body || !length) return response;
  let come = 0;
  const body = response.body.pipeThrough(new TransformStream({
    transform(chunk, out) {
      come += chunk.byteLength;
      arriving(url, come / length);
      out.enqueue(chunk);
    },
    flush() {
      arriving(url, 1);
    },
  }));
  return new Response(body, { status: response.status, statusText: response.statusText,
    headers: response.headers });
}

// A copy's bytes (an ArrayBuffer), counted as they arrive against length (an early file's): read
// here chunk by chunk, the page decoding them anyway, where a stream through the page's code
// would hold them back.
async function read(url, response, length) {
  if (!early.includes(url) || !response.body || !length) return response.arrayBuffer();
  const reader = response.body.getReader();
  const chunks = [];
  let come = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    chunks.push(chunk.value);
    come += chunk.value.byteLength;
    arriving(url, come / length);
  }
  const whole = new Uint8Array(come);
  come = 0;
  for (const chunk of chunks) {
    whole.set(chunk, come);
    come += chunk.byteLength;
  }
  arriving(url, 1);
  return whole.buffer;
}

// The file as a response: the host's own, or made of its copy decoded here (options: the fetch's).
async function obtain(url, file, options) {
  if (navigator.serviceWorker?.controller) { // kept decoded: sw.js
    decide(url, url);
    return counted(url, await nativeFetch(url, options), file.size);
  }
  if (!sendsPlain.has(file.kind)) {
    const asked = new AbortController();
    const response = await nativeFetch(url, { signal: asked.signal });
    if (!response.ok || response.headers.has("content-encoding")) {
      decide(url, url);
      return response.ok ? counted(url, response, file.size) : response; // decoded as it comes
    }
    asked.abort(); // sent as it is: its copy is a quarter of it
    sendsPlain.add(file.kind);
    if (file.kind === "wasm") sendsPlain.add("zip"); // none compresses a zip but not the wasm
  }
  decide(url, file.copy);
  decoder(); // loaded while the copy downloads
  const response = await nativeFetch(file.copy);
  if (!response.ok) return response; // the boot's error boundary reports it
  const bytes = await read(url, response, Number(response.headers.get("content-length")));
  const plain = await decoded(url, file, bytes); // checked, as SRI would
  return new Response(plain, { headers: { "Content-Type": file.type } });
}

// Note that address is what crosses the network for url, and tell whoever waits for it.
function decide(url, address) {
  sent.set(url, address);
  for (const tell of told.get(url) ?? []) tell(address);
  told.delete(url);
}

// Start downloading url (a big file) now, for the first fetch of it; false if it is not one.
function start(url) {
  const file = files.get(url);
  if (!file) return false;
  if (!started.has(url)) {
    const answer = obtain(url, file, {});
    answer.catch(() => {}); // a failure is the fetch's that takes it (boot.js reports it)
    started.set(url, answer);
  }
  return true;
}

// The address that crossed the network for url (its copy, or itself), for resource timing.
function sentAs(url) {
  return sent.get(url) ?? url;
}

// A promise of that address, once the download of url has decided it (at once if it has, or if
// url is not a big file).
function sending(url) {
  if (sent.has(url) || !files.has(url)) return Promise.resolve(sentAs(url));
  return new Promise((tell) => told.set(url, [...(told.get(url) ?? []), tell]));
}

globalThis.fetch = function fetchPacked(resource, options) {
  const url = new URL(String(resource?.url ?? resource), location.href).href;
  const file = files.get(url);
  if (!file || (options?.method ?? resource?.method ?? "GET") !== "GET") {
    return nativeFetch(resource, options);
  }
  const answer = started.get(url) ?? obtain(url, file, options);
  started.delete(url);
  return answer;
};

globalThis.ffPayloads = { start, sentAs, sending };
for (const link of page?.querySelectorAll("link[data-ff-packed][data-early]") ?? []) start(link.href);
