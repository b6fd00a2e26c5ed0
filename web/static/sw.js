// Service worker: precaches every file of the built site, so that a second visit works
// fully offline, and serves those files cache-first.
//
// tools/build/build_site.py fills in PRECACHE below with
//   {"build": <hash of all files>, "decoder": <path of the brotli decoder>,
//    "files": [[path, "sha256-<base64>", immutable, <path of its brotli copy> or null], ...]}
// so every deploy that changes any file gets a new sw.js and a new cache name. The page
// (app.js) sees the new worker waiting and offers "A new version is ready; reload".
//
// The big files with a brotli copy (the wasm, the trimmed standard library, the wheels) are kept
// decoded, under their own address, so that a returning visit reads them as they are: taken
// from the HTTP cache if the first visit fetched them so (a host that compresses them), else from
// their copy, which the first visit fetched (payloads.mjs), decoded here.
const PRECACHE = __PRECACHE__;
const PREFIX = "ff-";
const CACHE = `${PREFIX}${PRECACHE.build}`;
const SCOPE = self.registration.scope;
const urlOf = (path) => new URL(path, SCOPE).href;
const CACHED = new Set(PRECACHE.files.map(([path]) => urlOf(path)));

async function copyFromOldCache(names, url, cache) {
  for (const name of names) {
    const hit = await (await caches.open(name)).match(url);
    if (hit) {
      await cache.put(url, hit);
      return true;
    }
  }
  return false;
}

// Google's brotli decoder (BrotliDecode), loaded at the first copy that needs it.
function brotliDecode() {
  if (!self.BrotliDecode) importScripts(urlOf(PRECACHE.decoder));
  return self.BrotliDecode;
}

async function integrityOf(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return `sha256-${btoa(String.fromCharCode(...digest))}`;
}

// A big file as the first visit had it: from the HTTP cache, else its copy decoded.
async function unpacked(url, integrity, copy) {
  try {
    return await fetch(url, { cache: "only-if-cached", mode: "same-origin", integrity });
  } catch {
    // not kept by the HTTP cache: the copy is
  }
  const response = await fetch(urlOf(copy));
  if (!response.ok) throw new Error(`precache ${copy}: HTTP ${response.status}`);
  let bytes = new Uint8Array(await response.arrayBuffer());
  if ((await integrityOf(bytes)) !== integrity) {
    const plain = brotliDecode()(new Int8Array(bytes.buffer));
    bytes = new Uint8Array(plain.buffer, plain.byteOffset, plain.length);
  }
  if ((await integrityOf(bytes)) !== integrity) throw new Error(`precache ${copy}: damaged`);
  const type = url.endsWith(".wasm") ? "application/wasm" : "application/zip";
  return new Response(bytes, { headers: { "Content-Type": type } });
}

async function precache() {
  const cache = await caches.open(CACHE);
  const old = (await caches.keys()).filter((name) => name.startsWith(PREFIX) && name !== CACHE);
  await Promise.all(
    PRECACHE.files.map(async ([path, integrity, immutable, copy]) => {
      const url = urlOf(path);
      if (await cache.match(url)) return; // an interrupted install is being retried
      // Versioned/content-addressed files (the 9.6 MB wasm...) are reused from the previous
      // deploy's cache instead of being downloaded again.
      if (immutable && (await copyFromOldCache(old, url, cache))) return;
      // The integrity check guarantees the cache holds exactly the bytes this build lists.
      const response = copy ? await unpacked(url, integrity, copy)
        : await fetch(url, { cache: immutable ? "default" : "no-cache", integrity });
      if (!response.ok) throw new Error(`precache ${path}: HTTP ${response.status}`);
      await cache.put(url, response);
    }),
  );
}

self.addEventListener("install", (event) => event.waitUntil(precache()));

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys().then((names) =>
      Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n))),
    ),
  );
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  // A doubled slash (https://host//#g=CODE) is the same page.
  let key = url.origin + url.pathname.replace(/\/{2,}/g, "/");
  if (key === SCOPE) key = urlOf("index.html");
  if (!CACHED.has(key)) {
    // Not part of the site (e.g. bench pages): plain network. An unknown address opened
    // offline gets the site's own 404 page, which forwards a game link in it to the game.
    if (request.mode === "navigate") {
      event.respondWith(fetch(request).catch(() => caches.open(CACHE)
        .then((cache) => cache.match(urlOf("404.html")))
        .then((page) => page || Response.error())));
    }
    return;
  }
  event.respondWith(
    caches.open(CACHE).then((cache) => cache.match(key)).then((hit) => hit || fetch(request)),
  );
});
