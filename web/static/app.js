// Page glue that must run before (or outside) Python: the runtime's preloads, service-worker
// registration once the game is ready, and the "new version" prompt, in the player's language.
// (The loading line is progress.js's.) It is a module file, not inline script, because the
// Content-Security-Policy forbids inline code.

// The page's language before Python runs, as paint.js (which runs first) decided it, as
// main.py decides it: the one chosen before, else the browser's, or the one the player picks
// on the painted start screen (paint.js says so with "ff:lang"). Python then renders every
// screen in it; these are only the few words the page shows around it (twins: ui_text.py).
let LANG = document.documentElement.lang.startsWith("pt") ? "pt" : "en";
const PT = {
  "Fantastic Factories": "Fábricas Fantásticas",
  "A new version is ready; reload": "Uma nova versão está pronta; recarregue",
  "Reload": "Recarregar",
};
const say = (english) => (LANG === "pt" && PT[english]) || english;
// Each text, with its English words.
const words = [...document.querySelectorAll("header h1, #update span, #update-reload")]
  .map((node) => [node, node.textContent.trim()]);
function translate() {
  document.title = say("Fantastic Factories");
  for (const [node, english] of words) node.textContent = say(english);
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
