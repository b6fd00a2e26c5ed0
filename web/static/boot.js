// The boot's error boundary. From the first script to Python's first screen (data-ff-ready),
// any failure ends in the page's own message, in the player's language, with a Try again
// button: never an endless spinner, never a developer's error text. The details go to the
// console. Storage is never touched here, so a saved game survives any failed boot.
//
// What counts as a failure while the page boots:
// - a download the game needs that fails or arrives damaged (every fetch goes through here: the runtime, the
//   standard library, the lock, the wheels, main.py), told apart as offline, a dropped
//   connection, or the server's error; the memory snapshot is not needed (the runtime shim
//   boots Python without it);
// - a script of the page that cannot load, an error nobody caught, a promise nobody handled;
// - a browser without WebAssembly;
// - Python's own report (main.py calls `ffBoot.fail` when the glue cannot start).
// A failure told too soon is taken back: if the game becomes ready after all, its screen
// replaces the message. A slow download is not a failure: the progress line says the page is
// still downloading.
//
// A module listed in index.html's head before any other but payloads.mjs, whose fetch (which
// fetches the big files compressed) it wraps: so it watches every download after it.

const LANG = document.documentElement.lang.startsWith("pt") ? "pt" : "en";
const WORDS = {
  en: {
    title: "The game could not start.",
    offline: "You are offline. Connect to the internet and try again: after one visit online, the game also opens without a connection.",
    network: "The connection dropped while the game was downloading. Check your connection and try again.",
    server: "The game's files could not be downloaded just now. Try again in a moment.",
    feature: "This browser has turned off something the game needs (WebAssembly). Try an up-to-date browser, or allow it for this site.",
    unexpected: "Something unexpected stopped the game. Try again; if it happens again, come back later.",
    safe: "Nothing is lost: a game saved on this device stays saved.",
    retry: "Try again",
    slow: "Still downloading: on a slow connection this can take a minute.",
  },
  pt: {
    title: "O jogo não conseguiu começar.",
    offline: "Você está sem internet. Conecte-se e tente de novo: depois de uma visita com conexão, o jogo abre também sem internet.",
    network: "A conexão caiu enquanto o jogo era baixado. Verifique sua conexão e tente de novo.",
    server: "Os arquivos do jogo não puderam ser baixados agora. Tente de novo daqui a pouco.",
    feature: "Este navegador desativou algo de que o jogo precisa (WebAssembly). Use um navegador atualizado ou permita-o para este site.",
    unexpected: "Algo inesperado impediu o jogo. Tente de novo; se acontecer outra vez, volte mais tarde.",
    safe: "Nada se perde: um jogo salvo neste aparelho continua salvo.",
    retry: "Tentar de novo",
    slow: "Ainda baixando: numa conexão lenta, isso pode levar um minuto.",
  },
}[LANG];
// After this long on one step of the download, the progress line says it is still going.
const SLOW_MS = 12000;
// Downloads the boot can do without.
const OPTIONAL = /\.snapshot(\?|#|$)/;

const ready = () => document.body?.dataset.ffReady === "1";
let failedWith = "";

/** Say that the game could not start (kind: a key of WORDS), unless it already has. */
function fail(kind, detail) {
  console.error("The game could not start:", kind, detail ?? "");
  if (ready() || failedWith) return;
  // Offline, whatever broke first broke for want of a connection.
  failedWith = navigator.onLine === false ? "offline" : kind;
  const show = () => {
    if (ready()) return;
    let box = document.getElementById("loading");
    if (!box) {
      box = document.createElement("div");
      box.id = "loading";
      (document.getElementById("app") || document.body).prepend(box);
    }
    box.className = "loading boot-failed";
    box.setAttribute("role", "alert");
    const title = document.createElement("p");
    title.className = "boot-failed-title";
    title.textContent = WORDS.title;
    const reason = document.createElement("p");
    reason.textContent = `${WORDS[failedWith] || WORDS.unexpected} ${WORDS.safe}`;
    const retry = document.createElement("button");
    retry.type = "button";
    retry.className = "primary";
    retry.dataset.bootRetry = "";
    retry.textContent = WORDS.retry;
    retry.addEventListener("click", () => location.reload());
    box.replaceChildren(title, reason, retry);
    document.body.dataset.ffBoot = "failed";
  };
  if (document.readyState === "loading") addEventListener("DOMContentLoaded", show, { once: true });
  else show();
}

globalThis.ffBoot = { fail };

if (typeof WebAssembly !== "object") fail("feature", "no WebAssembly");

// Every download goes through fetch (Pyodide's and PyScript's own included).
const nativeFetch = globalThis.fetch;
globalThis.fetch = function fetchWatched(resource, options) {
  const answer = nativeFetch.call(this, resource, options);
  if (ready()) return answer;
  const url = String(resource?.url ?? resource);
  if (!OPTIONAL.test(url)) {
    answer.then(
      (response) => { if (!response.ok && !ready()) fail("server", `${url}: HTTP ${response.status}`); },
      (error) => {
        if (ready() || error?.name === "AbortError") return;
        // A file that arrived damaged (payloads.mjs) is the server's; anything else, the network's.
        fail(error?.name === "DamagedDownload" ? "server" : "network", `${url}: ${error}`);
      },
    );
  }
  return answer;
};

// A script that cannot load (its error event does not bubble: caught on the way down).
addEventListener("error", (event) => {
  if (ready()) return;
  const target = event.target;
  if (target instanceof HTMLScriptElement) fail("network", `script ${target.src}`);
  else if (target === window) fail("unexpected", event.error ?? event.message);
}, true);
addEventListener("unhandledrejection", (event) => {
  if (!ready()) fail("unexpected", event.reason);
});

// A slow download is not a failure: keep saying what the page waits for.
let slowTimer = 0;
function watchSlow() {
  clearTimeout(slowTimer);
  document.getElementById("loading-slow")?.remove();
  slowTimer = setTimeout(() => {
    const text = document.getElementById("loading-text");
    if (ready() || failedWith || !text) return;
    const note = document.createElement("p");
    note.id = "loading-slow";
    note.textContent = WORDS.slow;
    text.after(note);
  }, SLOW_MS);
}
watchSlow();
addEventListener("py:progress", watchSlow);
