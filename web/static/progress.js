// The loading line at the bottom while Python loads: how far the page has come, as a
// progressbar, and a few words. A classic script right after paint.js, not a module: it
// runs as the first screen is painted, and no module's download holds it back.
//
// The bar follows the bytes of the big files begun at once as they arrive (payloads.mjs's
// "ff:bytes", up to DOWNLOADED), then the engine's start as PyScript tells it (`py:progress`
// on window). Where neither says anything for a second, work still goes on (the runtime's
// scripts, a compile, the interpreter's start): the bar creeps on, a point a second, short of
// the next step, so that it never stands still. The words change at a few steps only: they
// are read to screen readers (#loading is a polite live region). The line shows from a second
// on (style.css): a visit ready sooner shows none.
(() => {
  const text = document.getElementById("loading-text");
  const bar = document.getElementById("loading-bar");
  const meter = document.getElementById("loading-progress");
  if (!text || !bar || !meter) return;
  // The language as paint.js decided it, and as the player may change it there.
  let lang = document.documentElement.lang.startsWith("pt") ? "pt" : "en";
  const PT = {
    "Loading the game…": "Carregando o jogo…",
    "Downloading the game…": "Baixando o jogo…",
    "Loading Python…": "Carregando o Python…",
    "Starting Python and the rules engine…": "Iniciando o Python e o motor de regras…",
    "Starting the game…": "Iniciando o jogo…",
  };
  const say = (english) => (lang === "pt" && PT[english]) || english;
  const DOWNLOADED = 75;
  const STEPS = {
    "Loading Pyodide": ["Loading Python…", 10],
    "Loading Storage": ["Loading Python…", 15],
    "Loading interpreter": ["Starting Python and the rules engine…", 30],
    "Loaded interpreter": ["Starting the game…", 85],
    "Loaded Pyodide": ["Starting the game…", 95],
  };
  const CREEP_MS = 1000;
  const CREEP_TO = 97;
  // The steps the creep stops short of: the downloads' end, the engine's steps, the last.
  const MILESTONES = [5 + DOWNLOADED, ...Object.values(STEPS).map(([, share]) => share), CREEP_TO];
  let shown = 5;
  let moved = performance.now();
  let downloaded = 0; // of the big files begun at once, 0 to 1
  let counting = false; // whether their bytes are counted (payloads.mjs: not in every page)
  // (Between two counts of the bytes the bar creeps too: what holds a file's last bytes back
  // may be the page, busy compiling what came before them, as well as the network; a
  // download that stalls for good is told by boot.js.)
  let stepWords = "Loading the game…";

  function show(value) {
    if (value <= shown) return;
    shown = Math.min(100, value);
    moved = performance.now();
    bar.style.width = `${shown}%`;
    meter.setAttribute("aria-valuenow", String(Math.round(shown)));
  }
  // What the line says: the download by quarters while it goes on, then the engine's step.
  function tell() {
    let words = say(stepWords);
    if (counting && downloaded < 1) {
      const quarter = Math.floor(downloaded * 4) * 25;
      words = quarter > 0 ? `${say("Downloading the game…")} ${quarter}%` : say("Downloading the game…");
    }
    if (text.textContent !== words) text.textContent = words;
    meter.setAttribute("aria-label", say("Loading the game…"));
  }
  tell();
  document.addEventListener("ff:lang", ({ detail }) => {
    lang = detail;
    tell();
  });
  addEventListener("ff:bytes", ({ detail }) => {
    downloaded = detail;
    counting = true;
    tell();
    show(5 + DOWNLOADED * detail);
  });
  addEventListener("py:progress", ({ detail }) => {
    const known = STEPS[detail];
    if (!known) return;
    stepWords = known[0];
    tell();
    show(known[1]);
  });
  const creeping = setInterval(() => {
    if (document.body.dataset.ffReady === "1" || document.body.dataset.ffBoot === "failed") {
      clearInterval(creeping);
      return;
    }
    if (performance.now() - moved < CREEP_MS) return;
    const next = Math.min(...MILESTONES.filter((share) => share > shown));
    if (shown + 1 < next) show(shown + 1);
  }, CREEP_MS / 2);
})();
