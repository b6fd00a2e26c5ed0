// The first screen, painted before Python is ready: for a returning player the screen they saw
// last (main.py keeps it beside the save); for a link to a game, which game it is and whose move
// (read from the link, without the engine); else the start screen in their language (the build
// writes it into index.html from the same Python that draws it later, one <template> a language).
// A kept board waits, visibly, until main.py draws it again and takes over: its moves need the
// engine. The start screen is used at once: its fields are plain HTML, and those the player
// changed are what the engine reads when it is ready (glue/events.py, take_over_painted_*); a
// command pressed before then (Start, the daily deal, Learn to play, Open...) is kept, the
// button saying so, and carried out once the engine is ready, with no second press. Only the
// last command pressed is kept; the fields are read as they are then.
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
    // (Earlier releases kept "reduce" and "full": the paces Off and Normal, web/keeping/store.py.)
    const motion = localStorage.getItem("ff-motion");
    const paces = { off: "off", fast: "fast", normal: "normal", slow: "slow", reduce: "off", full: "normal" };
    if (paces[motion]) root.dataset.motion = paces[motion];
  } catch {
    // Storage blocked: the system's theme and motion.
  }
  if (lang !== "en" && lang !== "pt") {
    lang = (navigator.language || "en").toLowerCase().startsWith("pt") ? "pt" : "en";
  }
  const htmlLang = (code) => (code === "pt" ? "pt-BR" : "en");
  document.documentElement.lang = htmlLang(lang);
  // The start screen in a language, as the build wrote it and the engine draws it (App.frame):
  // the language switch, then the screen in its own element ([] if there is none).
  const startParts = (code) => {
    const start = document.getElementById(`ff-start-${code}`);
    if (!start) return [];
    const parts = document.createElement("template");
    // The daily challenge is the UTC day's, as main.py will say.
    parts.innerHTML = start.innerHTML.replaceAll("%TODAY%", new Date().toISOString().slice(0, 10));
    const [languages, screen] = parts.content.children;
    const wrapper = document.createElement("div");
    wrapper.id = "screen-start";
    wrapper.append(screen);
    return [languages, wrapper];
  };
  // What is painted: the language switch and the screen, in the elements the engine draws them
  // in, so that its first drawing takes over in place (glue/render.py): nothing moves, and a
  // field the player is in stays the same element.
  let parts = [];
  let usableStart = false;
  if (kept && typeof kept.html === "string" && kept.lang === lang) {
    const shown = document.createElement("template");
    shown.innerHTML = kept.html;
    parts = [...shown.content.children];
    if (parts.length && !parts.at(-1).id.startsWith("screen-")) {
      // Kept by a release that drew no element of its own a screen: painted as one.
      const whole = document.createElement("div");
      whole.append(...parts);
      parts = [whole];
    }
  }
  const link = parts.length ? null : sharedGame(location.hash);
  if (!parts.length) {
    parts = startParts(lang);
    if (link && parts.length) {
      parts[1] = document.createElement("div");
      parts[1].id = "screen-pass";
      parts[1].append(linkScreen(link, lang));
    } else {
      usableStart = true;
    }
  }
  if (!parts.length) return;
  const screen = parts.at(-1);
  screen.classList.add("painted");
  screen.setAttribute("aria-busy", "true");
  screen.inert = !usableStart; // a board's moves, or a link's game, need the engine
  app.classList.add("game-app", "painting");
  app.append(...parts);
  if (usableStart) usable();
  performance.mark("ff-painted");

  // The game a link's fragment holds, as far as the code's first bytes say it (docs/formats.md:
  // share codes; "The page's link"): {names, level, round, toMove}, or null when it is no link
  // to a game or not one these bytes can tell (the engine says why, once it is ready).
  function sharedGame(hash) {
    try {
      const fields = new URLSearchParams(hash.replace(/^#/, ""));
      const code = fields.get("g");
      if (!code || !/^[A-Za-z0-9_-]+$/.test(code)) return null;
      const bytes = atob(code.replaceAll("-", "+").replaceAll("_", "/"));
      const raw = Uint8Array.from(bytes, (character) => character.charCodeAt(0));
      let at = 0;
      const byte = () => {
        if (at >= raw.length) throw new Error("short");
        return raw[at++];
      };
      const varint = () => {
        let number = 0;
        for (let scale = 1; ; scale *= 128) {
          const next = byte();
          number += (next & 0x7f) * scale;
          if (!(next & 0x80)) return number;
        }
      };
      const format = byte();
      if (format !== 1 && format !== 2) return null;
      if (format === 2) varint(); // the rules version
      const players = varint();
      if (players < 1 || players > 5) return null;
      const names = [];
      const utf8 = new TextDecoder("utf-8", { fatal: true });
      for (let n = 0; n < players; n++) {
        const length = varint();
        names.push(utf8.decode(raw.subarray(at, (at += length))));
      }
      const level = [null, "easy", "medium", "hard", "insane"][byte()];
      varint(); // the seed
      varint(); // the actions
      let round = null;
      if (format === 2) {
        at += 4; // the actions' digest
        round = varint() + 1; // a check at the end of each round played
      }
      const seat = Number(fields.get("m"));
      const toMove = Number.isInteger(seat) && fields.has("m") ? names[seat] ?? null : null;
      return { names, level, round, toMove };
    } catch {
      return null;
    }
  }

  // The screen a link's first visit shows while the engine loads: which game, whose move. Made
  // of elements and text, never of markup: the names are a player's words.
  function linkScreen(game, code) {
    const WORDS = {
      en: { heading: "Opening a shared game", players: "Players", machine: "The Machine",
        round: "Round", move: (name) => `${name}'s move`,
        wait: "It opens as soon as the game is ready." },
      pt: { heading: "Abrindo uma partida compartilhada", players: "Jogadores", machine: "a Máquina",
        round: "Rodada", move: (name) => `Vez de ${name}`,
        wait: "Ela abre assim que o jogo estiver pronto." },
    }[code];
    const part = (tag, words) => {
      const element = document.createElement(tag);
      element.textContent = words;
      return element;
    };
    const section = document.createElement("section");
    section.className = "pass shared opening";
    const who = game.level ? [...game.names, WORDS.machine] : game.names;
    const where = [game.round ? `${WORDS.round} ${game.round}` : "",
      game.toMove ? WORDS.move(game.toMove) : ""];
    section.append(part("h2", WORDS.heading), part("p", `${WORDS.players}: ${who.join(", ")}`));
    if (where.some(Boolean)) section.append(part("p", where.filter(Boolean).join(" · ")));
    section.append(part("p", WORDS.wait));
    return section;
  }

  // The start screen painted, in use before the engine is ready (the listeners are the page's:
  // the screen and its language switch are drawn again when the language changes).
  function usable() {
    // What the button pressed says while it waits (the engine's own words take over).
    const WAITING = {
      en: "Opening as soon as the game is ready…",
      pt: "Abrindo assim que o jogo estiver pronto…",
    };
    // For the glue: the command pressed, {command, data} (its button's data-* but the
    // command), and the fields the player changed, by id (a radio group by its name): the
    // others stay as the engine draws them (a daily link's level, say).
    const painted = (window.ffPainted = { pending: null, touched: [] });
    let pressed = null; // that button and what it said
    const answered = () => document.body.dataset.ffReady === "1"; // the engine's, from then on
    const screen = () => app.querySelector(":scope > #screen-start.painted");
    // The seats of the game of several: as many rows as players, as the engine draws them.
    const seats = () => {
      const count = Number(screen()?.querySelector("#count")?.value || 2);
      for (const seat of screen()?.querySelectorAll(".seat[data-seat]") ?? []) {
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
      [...(screen()?.querySelectorAll("input, select") ?? [])].map((field) =>
        [field.id, field.name, field.value, field.checked]);
    // Another language: the start screen painted again in it, what was typed and pressed kept.
    const translate = (code) => {
      const [languages, other] = startParts(code);
      const shown = screen();
      if (!other || !shown || code === lang) return;
      const typed = fields();
      other.classList.add("painted");
      other.setAttribute("aria-busy", "true");
      app.querySelector(":scope > .languages")?.replaceWith(languages);
      shown.replaceWith(other);
      lang = code;
      document.documentElement.lang = htmlLang(code);
      try {
        localStorage.setItem("ff-lang", code);
      } catch {
        // Storage blocked: the engine takes the browser's language.
      }
      for (const [id, name, value, checked] of typed) {
        const field = id ? other.querySelector(`[id="${CSS.escape(id)}"]`)
          : other.querySelector(`input[name="${CSS.escape(name)}"][value="${CSS.escape(value)}"]`);
        if (!field) continue;
        if (field.type === "radio" || field.type === "checkbox") field.checked = checked;
        else field.value = value;
      }
      seats();
      if (pressed) {
        const again = other.querySelector(`[data-command="${painted.pending.command}"]`);
        pressed = null;
        if (again) wait(again);
      }
      document.dispatchEvent(new CustomEvent("ff:lang", { detail: code }));
    };
    const touch = (event) => {
      const field = event.target;
      const key = field.type === "radio" ? field.name : field.id;
      if (answered() || !screen()?.contains(field) || !key) return;
      if (!painted.touched.includes(key)) painted.touched.push(key);
      if (field.id === "count") seats();
    };
    app.addEventListener("input", touch);
    app.addEventListener("change", touch);
    app.addEventListener("click", (event) => {
      const button = event.target.closest("[data-command]");
      if (answered() || !button || !app.contains(button)) return;
      const { command, ...data } = button.dataset;
      if (command === "en" || command === "pt") return translate(command);
      if (!screen()?.contains(button) || pressed?.button === button) return; // once is enough
      if (pressed) {
        pressed.button.removeAttribute("aria-busy");
        pressed.button.textContent = pressed.label;
      }
      wait(button);
      painted.pending = { command, data };
    });
  }
})();
