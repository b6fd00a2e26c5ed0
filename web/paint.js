// The first screen, painted before Python is ready: for a returning player the screen they saw
// last (main.py keeps it beside the save), else the start screen in their language (the build
// writes it into index.html from the same Python that draws it later, one <template> a language).
// Its controls wait, visibly, until main.py draws the screen again and takes over.
//
// A classic script at the end of <body>, not a module: it runs before the first paint, so the
// loading indicator never flashes before the screen. It must never break the page: anything
// unexpected (no storage, a kept screen from another release) falls back to the start screen.
(() => {
  const app = document.getElementById("app");
  let lang = null;
  let kept = null;
  try {
    lang = localStorage.getItem("ff-lang");
    // A link opens another game: what was kept is not what will show.
    if (!location.hash) kept = JSON.parse(localStorage.getItem("ff-screen") || "null");
  } catch {
    kept = null; // storage blocked, or a kept screen that is not JSON
  }
  // The theme and motion chosen on this device (none: the system's, which game.css follows
  // by itself), before the first paint: no white flash before a dark board.
  try {
    const root = document.documentElement;
    const theme = localStorage.getItem("ff-theme");
    if (theme === "light" || theme === "dark") {
      root.dataset.theme = theme;
      for (const meta of document.querySelectorAll("meta[data-scheme]")) {
        meta.media = meta.dataset.scheme === theme ? "all" : "not all";
      }
    }
    const motion = localStorage.getItem("ff-motion");
    if (motion === "reduce" || motion === "full") root.dataset.motion = motion;
  } catch {
    // Storage blocked: the system's theme and motion.
  }
  if (lang !== "en" && lang !== "pt") {
    lang = (navigator.language || "en").toLowerCase().startsWith("pt") ? "pt" : "en";
  }
  document.documentElement.lang = lang === "pt" ? "pt-BR" : "en";
  let html = "";
  if (kept && typeof kept.html === "string" && kept.lang === lang) {
    html = kept.html;
  } else {
    const start = document.getElementById(`ff-start-${lang}`);
    if (!start) return;
    // The daily challenge is the UTC day's, as main.py will say.
    html = start.innerHTML.replaceAll("%TODAY%", new Date().toISOString().slice(0, 10));
  }
  const screen = document.createElement("div");
  screen.className = "painted";
  screen.inert = true; // nothing answers until Python does
  screen.setAttribute("aria-busy", "true");
  screen.innerHTML = html;
  app.classList.add("game-app", "painting");
  app.append(screen);
  performance.mark("ff-painted");
})();
