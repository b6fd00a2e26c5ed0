// The runtime's big files, small on the wire whatever the host compresses (docs/loading.md,
// "Whatever the host compresses").
//
// Hosts compress text as they send it, many also WebAssembly, none a zip or a wheel (those are
// usually compressed already; ours are stored). So for each big file (index.html's
// link[data-ff-packed], written by tools/build_site.py: the runtime's wasm, the trimmed standard
// library, the wheels) the build ships a brotli copy (data-copy), which the page fetches instead
// and decodes itself with Google's decoder (link[data-ff-brotli], loaded only when a copy needs
// it). The wasm is asked for as it is first: where the host compresses it (the answer says
// Content-Encoding) the browser decodes it as it streams in and compiles it meanwhile, which
// beats decoding it here; elsewhere that request is dropped at its headers and the copy fetched.
// A copy that arrives decoded already is not decoded twice; one that arrives damaged or cut
// short fails its fetch (a DamagedDownload), which the boot's error boundary (boot.js) reports.
// A returning visit gets the files themselves from the service worker, which keeps them
// decoded (sw.js).
//
// It wraps fetch, through which Pyodide asks for every file; listed before boot.js, which wraps
// this one to watch every download. The empty page of tools/bench_load.py has no such links.

// Files a host may compress itself: WebAssembly (Netlify and CloudFront do); never a zip or wheel.
const HOST_MAY_COMPRESS = /\.wasm$/;
const TYPES = { ".wasm": "application/wasm", ".zip": "application/zip", ".whl": "application/zip" };

// A file that arrived but is not what the build made.
class DamagedDownload extends Error {
  constructor(url, why) {
    super(`${url}: ${why}`);
    this.name = "DamagedDownload";
  }
}

const page = globalThis.document;
const files = new Map(); // a big file's address -> { copy, size, integrity, type }
for (const link of page?.querySelectorAll("link[data-ff-packed]") ?? []) {
  const { copy, size, integrity } = link.dataset;
  const type = TYPES[link.href.slice(link.href.lastIndexOf("."))] ?? "application/octet-stream";
  files.set(link.href, { copy: new URL(copy, page.baseURI).href, size: Number(size), integrity, type });
}
const decoderURL = page?.querySelector("link[data-ff-brotli]")?.href;
const nativeFetch = globalThis.fetch.bind(globalThis);
const started = new Map(); // address -> the download begun early, for the first fetch of it
const sent = new Map(); // address -> the address that crossed the network for it
let decoder = null;

// The Subresource Integrity value (sha256) of bytes.
async function integrityOf(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return `sha256-${btoa(String.fromCharCode(...digest))}`;
}

// The file's bytes from its copy's: as they are if the copy arrived decoded already (a host
// that labelled it, a proxy), else decoded here; checked against the build's size and hash.
async function decoded(url, file, bytes) {
  let plain = bytes;
  if (bytes.length !== file.size) {
    decoder ??= import(decoderURL).then(() => globalThis.BrotliDecode);
    const decode = await decoder;
    try {
      const out = decode(new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length));
      plain = new Uint8Array(out.buffer, out.byteOffset, out.length);
    } catch (error) {
      throw new DamagedDownload(url, `its brotli copy does not decode (${error})`);
    }
  }
  if (plain.length !== file.size || (await integrityOf(plain)) !== file.integrity) {
    throw new DamagedDownload(url, "not the file this build made");
  }
  return plain;
}

// The file as a response: the host's own, or made of its copy decoded here (options: the fetch's).
async function obtain(url, file, options) {
  if (navigator.serviceWorker?.controller) return nativeFetch(url, options); // kept decoded: sw.js
  if (HOST_MAY_COMPRESS.test(url)) {
    const asked = new AbortController();
    const response = await nativeFetch(url, { signal: asked.signal });
    if (!response.ok || response.headers.has("content-encoding")) {
      sent.set(url, url);
      return response;
    }
    asked.abort(); // sent as it is: its copy is a quarter of it
  }
  sent.set(url, file.copy);
  const response = await nativeFetch(file.copy);
  if (!response.ok) return response; // the boot's error boundary reports it
  const bytes = new Uint8Array(await response.arrayBuffer());
  const plain = await decoded(url, file, bytes); // checked as the browser checks an integrity
  return new Response(plain, { headers: { "Content-Type": file.type } });
}

// Start downloading url (a big file) now, for the first fetch of it; false if it is not one.
function start(url) {
  const file = files.get(url);
  if (!file) return false;
  if (!started.has(url)) {
    const download = obtain(url, file, {});
    download.catch(() => {}); // a failure is the fetch's that takes it (boot.js reports it)
    started.set(url, download);
  }
  return true;
}

// The address that crossed the network for url (its copy, or itself), for resource timing.
function sentAs(url) {
  return sent.get(url) ?? url;
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

globalThis.ffPayloads = { start, sentAs };
for (const link of page?.querySelectorAll("link[data-ff-packed][data-early]") ?? []) start(link.href);
