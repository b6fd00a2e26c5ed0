// The bots' thinker off the page's thread (issue #107): a module worker with a Python of its own,
// which decides each bot's move (web/play/thinker.py), so that the page's thread only draws and a
// piece in motion is never held by a bot's thinking. Started by web/glue/thinker.py the first time
// a bot is to move once the service worker keeps the site; until it is ready, or if it fails, the
// page thinks itself.
//
// Messages both ways are JSON texts: {kind: "start", stdlib} (the page's standard library, as
// index.html links it), then {kind: "ask", request}; it answers {kind: "ready"}, {kind: "answer",
// answer} for each decision made, and {kind: "failed", error}.

import { loadPyodide } from "./runtime/pyodide.mjs";

// The site's files as the service worker keeps them (decoded: sw.js), which the page waits for
// before it starts this worker: its Python costs no download. A file not kept there (no service
// worker here) comes from the network.
const networkFetch = globalThis.fetch.bind(globalThis);
globalThis.fetch = async (resource, options) => {
  const kept = await globalThis.caches?.match(resource).catch(() => undefined);
  return kept ?? networkFetch(resource, options);
};

//: How long the thinker thinks before it reads the page's newer requests (seconds).
const STEP_S = 0.1;
//: For tools/bench/bench_ui.py's --cpu only (players never set it: the page passes its own
//: address's ?ff-thinker-slower=N): each step followed by a wait N - 1 times as long, as a
//: phone's slower core would take, which DevTools' throttling does not give a worker.
const SLOWER = Number(new URL(import.meta.url).searchParams.get("ff-thinker-slower")) || 1;

let thinker = null; // play.thinker.Thinker, once Python is ready
let started = null; // the promise of it
let thinking = false;

async function start(stdlib) {
  const python = await loadPyodide({ packages: ["ffweb"], ...(stdlib ? { stdLibURL: stdlib } : {}) });
  thinker = python.pyimport("play.thinker").Thinker();
  postMessage(JSON.stringify({ kind: "ready" }));
}

// Think until no decision waits, a step at a time: a request that comes meanwhile is read between
// steps (a move undone, a position decided ahead that the game did not reach).
async function think() {
  if (thinking) return;
  thinking = true;
  try {
    while (thinker.busy()) {
      const began = performance.now();
      const answer = thinker.step(STEP_S);
      const slower = (SLOWER - 1) * (performance.now() - began);
      if (slower > 0) await new Promise((resolve) => setTimeout(resolve, slower));
      if (answer) postMessage(JSON.stringify({ kind: "answer", answer }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  } finally {
    thinking = false;
  }
}

function fail(error) {
  postMessage(JSON.stringify({ kind: "failed", error: String(error) }));
  close();
}

onmessage = (event) => {
  const message = JSON.parse(event.data);
  if (message.kind === "start") {
    started = start(message.stdlib);
    started.catch(fail);
  } else if (message.kind === "ask") {
    started
      .then(() => {
        thinker.ask(message.request);
        return think();
      })
      .catch(fail);
  }
};
