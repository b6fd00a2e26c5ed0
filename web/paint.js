// The first screen, painted before Python is ready: for a returning player the screen they saw
// last (main.py keeps it beside the save), else the start screen in their language (the build
// writes it into index.html from the same Python that draws it later, one <template> a language).
// A kept board waits, visibly, until main.py draws it again and takes over: its moves need the
// engine. The start screen is used at once: its fields are plain HTML, which the engine reads
// when it is ready (glue/events.py, take_over_painted), and a command pressed before then
// (Start, the daily deal, Learn to play, Open...) is kept, the button saying so, and carried
// out once the engine is ready, with no second press. Only the last command pressed is kept;
// the fields are read as they are then.
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
  const htmlLang = (code) => (code === "pt" ? "pt-BR" : "en");
  document.documentElement.lang = htmlLang(lang);
  // The start screen in a language, as the build wrote it ("" if there is none).
  const startScreen = (code) => {
    const start = document.getElementById(`ff-start-${code}`);
    // The daily challenge is the UTC day's, as main.py will say.
    return start ? start.innerHTML.replaceAll("%TODAY%", new Date().toISOString().slice(0, 10)) : "";
  };
  const board = Boolean(kept && typeof kept.html === "string" && kept.lang === lang);
  const html = board ? kept.html : startScreen(lang);
  if (!html) return;
  const screen = document.createElement("div");
  screen.className = "painted";
  screen.setAttribute("aria-busy", "true");
  screen.inert = board;
  screen.innerHTML = html;
  app.classList.add("game-app", "painting");
  app.append(screen);
  if (!board) usable(screen);
  performance.mark("ff-painted");

  // The start screen painted, in use before the engine is ready.
  function usable(screen) {
    // What the button pressed says while it waits (the engine's own words take over).
    const WAITING = {
      en: "Opening as soon as the game is ready…",
      pt: "Abrindo assim que o jogo estiver pronto…",
    };
    // The command pressed, for the glue: {command, data} (its button's data-* but the command).
    const painted = (window.ffPainted = { pending: null });
    let pressed = null; // that button and what it said
    const answered = () => document.body.dataset.ffReady === "1"; // the engine's, from then on
    // The seats of the game of several: as many rows as players, as the engine draws them.
    const seats = () => {
      const count = Number(screen.querySelector("#count")?.value || 2);
      for (const seat of screen.querySelectorAll(".seat[data-seat]")) {
        seat.hidden = Number(seat.dataset.seat) > count;
      }
    };
    const wait = (button) => {
      pressed = { button, label: button.textContent };
      button.setAttribute("aria-busy", "true");
      button.textContent = WAITING[lang];
    };
    // Each field as the player left it: [id, name, value, checked].
    const fields = () =>
      [...screen.querySelectorAll("input, select")].map((field) =>
        [field.id, field.name, field.value, field.checked]);
    // Another language: the start screen painted again in it, what was typed and pressed kept.
    const translate = (code) => {
      const other = startScreen(code);
      if (!other || code === lang) return;
      const typed = fields();
      screen.innerHTML = other;
      lang = code;
      document.documentElement.lang = htmlLang(code);
      try {
        localStorage.setItem("ff-lang", code);
      } catch {
        // Storage blocked: the engine takes the browser's language.
      }
      for (const [id, name, value, checked] of typed) {
        const field = id ? screen.querySelector(`[id="${CSS.escape(id)}"]`)
          : screen.querySelector(`input[name="${CSS.escape(name)}"][value="${CSS.escape(value)}"]`);
        if (!field) continue;
        if (field.type === "radio" || field.type === "checkbox") field.checked = checked;
        else field.value = value;
      }
      seats();
      if (pressed) {
        const again = screen.querySelector(`[data-command="${painted.pending.command}"]`);
        pressed = null;
        if (again) wait(again);
      }
      document.dispatchEvent(new CustomEvent("ff:lang", { detail: code }));
    };
    screen.addEventListener("change", (event) => {
      if (!answered() && event.target.id === "count") seats();
    });
    screen.addEventListener("click", (event) => {
      const button = event.target.closest("[data-command]");
      if (answered() || !button || !screen.contains(button)) return;
      const { command, ...data } = button.dataset;
      if (command === "en" || command === "pt") return translate(command);
      if (pressed?.button === button) return; // kept already: once is enough
      if (pressed) {
        pressed.button.removeAttribute("aria-busy");
        pressed.button.textContent = pressed.label;
      }
      wait(button);
      painted.pending = { command, data };
    });
  }
})();
