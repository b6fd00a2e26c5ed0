// Page glue that must run before (or outside) Python: the runtime's preloads, the loading
// progress, service-worker registration once the game is ready, and the "new version" prompt.
// It is a module file, not inline script, because the Content-Security-Policy forbids inline code.

const text = document.getElementById("loading-text");
const bar = document.getElementById("loading-bar");

// The page's language before Python runs, as web/paint.js (which runs first) decided it, as
// main.py decides it: the one chosen before, else the browser's, or the one the player picks
// on the painted start screen (paint.js says so with "ff:lang"). Python then renders every
// screen in it; these are only the few words shown while it loads (their twins: ui_text.py).
let LANG = document.documentElement.lang.startsWith("pt") ? "pt" : "en";
const PT = {
  "Fantastic Factories": "Fábricas Fantásticas",
  "Loading the game…": "Carregando o jogo…",
  "Downloading the game…": "Baixando o jogo…",
  "Downloading the game… 25%": "Baixando o jogo… 25%",
  "Downloading the game… 50%": "Baixando o jogo… 50%",
  "Downloading the game… 75%": "Baixando o jogo… 75%",
  "Loading Python…": "Carregando o Python…",
  "Starting Python and the rules engine…": "Iniciando o Python e o motor de regras…",
  "Starting the game…": "Iniciando o jogo…",
  "A new version is ready; reload": "Uma nova versão está pronta; recarregue",
  "Reload": "Recarregar",
};
const say = (english) => (LANG === "pt" && PT[english]) || english;
// Each text shown while Python loads, with its English words.
const words = [...document.querySelectorAll("header h1, #loading-text, #update span, #update-reload")]
  .map((node) => [node, node.textContent.trim()]);
function translate() {
  document.title = say("Fantastic Factories");
  for (const [node, english] of words) node.textContent = say(english);
  document.getElementById("loading-progress")?.setAttribute("aria-label", say("Loading the game…"));
}
translate();
document.addEventListener("ff:lang", ({ detail }) => {
  LANG = detail;
  translate();
});

// The runtime's modules start downloading now, before PyScript asks for them (a module preload
// is handed over to the import); its big files already have (payloads.mjs).
// Not in index.html: a slow network's few connections would bring them before paint.js and the
// stylesheets, and the first screen would show later.
for (const link of document.querySelectorAll("link[data-modulepreload]")) link.rel = "modulepreload";

// How far the page has come, on the line at the bottom (a progressbar): the bytes of the big
// files begun at once as they arrive (payloads.mjs's "ff:bytes", up to DOWNLOADED), then the
// engine's start as PyScript tells it (`py:progress` on window). Where neither says anything
// for a while, work still goes on (a compile, the interpreter's start): the bar creeps on,
// a point a second, short of the next step, so that it never stands still. The words change
// at a few steps only (they are read to screen readers: #loading is a polite live region).
const DOWNLOADED = 75;
const STEPS = {
  "Loading Pyodide": ["Loading Python…", 10],
  "Loading Storage": ["Loading Python…", 15],
  "Loading interpreter": ["Starting Python and the rules engine…", 30],
  "Loaded interpreter": ["Starting the game…", 85],
  "Loaded Pyodide": ["Starting the game…", 95],
};
const DOWNLOADING = "Downloading the game…";
const CREEP_MS = 1000;
const CREEP_TO = 97;
const meter = document.getElementById("loading-progress");
let shown = 5;
let moved = performance.now();
let downloaded = 0; // of the big files begun at once, 0 to 1
let counting = false; // whether their bytes are counted (payloads.mjs: not in every page)
function show(value) {
  if (!meter || !bar || value <= shown) return;
  shown = Math.min(100, value);
  moved = performance.now();
  bar.style.width = `${shown}%`;
  meter.setAttribute("aria-valuenow", String(Math.round(shown)));
}
function tell(english) {
  if (!text) return;
  const loading = words.find(([node]) => node === text);
  if (loading) loading[1] = english;
  if (text.textContent !== say(english)) text.textContent = say(english);
}
// What the line says: the download by quarters while it goes on, then the engine's step.
let stepWords = "Loading the game…";
function tellNow() {
  if (counting && downloaded < 1) {
    const quarter = Math.floor(downloaded * 4) * 25;
    tell(quarter > 0 ? `${DOWNLOADING} ${quarter}%` : DOWNLOADING);
  } else {
    tell(stepWords);
  }
}
addEventListener("ff:bytes", ({ detail }) => {
  downloaded = detail;
  counting = true;
  tellNow();
  show(5 + DOWNLOADED * detail);
});
addEventListener("py:progress", ({ detail }) => {
  const known = STEPS[detail];
  if (!known) return;
  stepWords = known[0];
  tellNow();
  show(known[1]);
});
// The steps the creep stops short of: the downloads' end, the engine's steps, the last.
const MILESTONES = [5 + DOWNLOADED, ...Object.values(STEPS).map(([, share]) => share), CREEP_TO];
const creeping = setInterval(() => {
  if (document.body.dataset.ffReady === "1" || document.body.dataset.ffBoot === "failed") {
    clearInterval(creeping);
    return;
  }
  // While the files download, their bytes move the bar: a stalled download is no work.
  if ((counting && downloaded < 1) || performance.now() - moved < CREEP_MS) return;
  const next = Math.min(...MILESTONES.filter((share) => share > shown));
  if (shown + 1 < next) show(shown + 1);
}, CREEP_MS / 2);

function offerUpdate(worker) {
  // Only an *update*: on the very first install there is no page version to replace.
  if (!navigator.serviceWorker.controller) return;
  const box = document.getElementById("update");
  const button = document.getElementById("update-reload");
  box.hidden = false;
  button.addEventListener("click", () => worker.postMessage({ type: "skip-waiting" }), { once: true });
}

async function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    // A new version took over (the player clicked Reload here or in another tab).
    if (hadController) location.reload();
  });
  const reg = await navigator.serviceWorker.register("./sw.js", { scope: "./", updateViaCache: "none" });
  // The browser looks for a new sw.js on every navigation, possibly before this code runs:
  // the new worker may already be waiting, still installing, or not found yet.
  const track = (worker) => {
    if (!worker) return;
    if (worker.state === "installed") return offerUpdate(worker);
    worker.addEventListener("statechange", () => {
      if (worker.state === "installed") offerUpdate(worker);
    });
  };
  if (reg.waiting) offerUpdate(reg.waiting);
  else track(reg.installing);
  reg.addEventListener("updatefound", () => track(reg.installing));
  // Long-lived tabs: look for a new deploy every hour.
  setInterval(() => reg.update().catch(() => {}), 60 * 60 * 1000);
  await navigator.serviceWorker.ready;
  document.body.dataset.swReady = "1";
}

// Register only once the game is up, so precaching never competes with the first load.
function whenReady(callback) {
  if (document.body.dataset.ffReady === "1") return callback();
  const observer = new MutationObserver(() => {
    if (document.body.dataset.ffReady === "1") {
      observer.disconnect();
      callback();
    }
  });
  observer.observe(document.body, { attributes: true, attributeFilter: ["data-ff-ready"] });
}

whenReady(() => {
  registerServiceWorker().catch((error) => console.warn("Service worker not registered:", error));
});
