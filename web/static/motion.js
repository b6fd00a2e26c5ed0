// Pieces travel (docs/motion.md): when a drawing follows a move in the game on the screen, each
// piece of the board (a card, a die) is measured before the morph and after it, and the real
// element, now where it goes, is moved from where it was seen with the Web Animations API
// (FLIP: first, last, invert, play). Only transform and opacity animate, off the page's layout.
// A classic script, run before morph.js, which calls ffMotion around each morph.
//
// A piece is known by what it is: a card by its data-card, a die by its kind and face. Where
// a drawing keeps an element, it travels from where it was; an element the drawing adds goes
// from the nearest place a piece of its kind left (a blueprint taken from the market and now
// in the hand; a die from the tray now on a floor); a blueprint new to the market comes from
// the deck, faded in. Motion never holds input: the real element moves, and pressing it acts;
// a piece moving when the next move comes starts from where it is seen. Nothing moves where
// the pace is Off (html[data-motion], else the system's reduced-motion preference), in a tab
// not seen, or in a drawing that is not a move (a reload, a link, a replay, another screen).
(() => {
  // How long a piece travels at each pace (ms); none where the pace is Off.
  const PACES = { off: 0, fast: 150, normal: 300, slow: 600 };
  const EASING = "cubic-bezier(.2, .7, .3, 1)";
  const TRAVEL = "ff-travel"; // each piece's motion, by its id
  const COUNT = "ff-count"; // each counter's count, by its id
  const PIECES = ".board [data-card]:not(.ghost), .board .die:not(.ghost)"; // not a copy leaving
  const reduced = matchMedia("(prefers-reduced-motion: reduce)");
  const pace = () => {
    const chosen = document.documentElement.dataset.motion;
    if (chosen in PACES) return PACES[chosen];
    return reduced.matches ? PACES.off : PACES.normal;
  };
  const keyOf = (element) =>
    element.dataset.card ? `card ${element.dataset.card}`
      : `die ${element.className.match(/\bdie-\w+/)?.[0]} ${element.textContent}`;
  const inView = (rect) =>
    rect.bottom > 0 && rect.top < innerHeight && rect.right > 0 && rect.left < innerWidth;
  const within = (rect) => {
    const left = Math.min(Math.max(rect.left, 0), Math.max(0, innerWidth - rect.width));
    return new DOMRect(left, rect.top, Math.min(rect.width, innerWidth), rect.height);
  };
  const centre = (rect) => [rect.left + rect.width / 2, rect.top + rect.height / 2];
  // Where each piece is seen, by its key: [{element, rect}] in the page's order.
  const measure = (root) => {
    const seen = new Map();
    for (const element of root.querySelectorAll(PIECES)) {
      const rect = element.getBoundingClientRect();
      if (!rect.width || !rect.height) continue; // not drawn (a folded section)
      const key = keyOf(element);
      if (!seen.has(key)) seen.set(key, []);
      seen.get(key).push({ element, rect, section: element.closest("section") });
    }
    return seen;
  };
  const travelling = () =>
    document.getAnimations().filter((animation) => animation.id === TRAVEL);
  let last = { place: "", moves: -1 };
  // Whether a piece is on its way: the page's work that nobody waits for holds off meanwhile
  // (web/glue/pacing.py), leaving the page's thread to the frames.
  window.ffPiecesMoving = () => travelling().some((animation) => animation.playState === "running");

  // A piece that left the board (a card discarded, renewed, taken by another): a copy of it,
  // out of the page's flow and of reach (inert, hidden from screen readers), in the section
  // it left, goes where it went when the board says (The Machine's compound: its section's
  // data-took; a folded section's button, a phone's hand), else fades where it was; gone
  // when its motion ends or is cancelled.
  const leave = (element, rect, section, duration) => {
    if (!inView(rect) || !section?.isConnected) return;
    const ghost = element.cloneNode(true);
    ghost.removeAttribute("id");
    ghost.setAttribute("aria-hidden", "true");
    ghost.inert = true;
    ghost.classList.add("ghost");
    Object.assign(ghost.style, { position: "fixed", left: `${rect.left}px`, top: `${rect.top}px`,
      width: `${rect.width}px`, height: `${rect.height}px`, boxSizing: "border-box", margin: "0",
      pointerEvents: "none", zIndex: "20" });
    const slug = element.dataset.card;
    const target = slug && (document.querySelector(`.board [data-took="${CSS.escape(slug)}"]`) ??
      folded(slug));
    let end = { transform: "scale(.9)", opacity: 0 };
    if (target) {
      const [x, y] = centre(rect);
      const [a, b] = centre(target.getBoundingClientRect());
      end = { transform: `translate(${a - x}px, ${b - y}px) scale(.4)`, opacity: 0 };
    }
    section.append(ghost); // where the board's styles still draw it (the next drawing drops it)
    const motion = ghost.animate([{ transform: "none", opacity: 1 }, end],
      { duration, easing: EASING, id: TRAVEL });
    const remove = () => ghost.remove();
    motion.onfinish = remove;
    motion.oncancel = remove;
  };
  // Where a card now in a folded section is seen: that section's button (a phone's hand).
  const folded = (slug) => {
    for (const card of document.querySelectorAll(`.board [data-card="${CSS.escape(slug)}"]:not(.ghost)`)) {
      const box = card.closest('[id^="fold-"]'); // what a section's fold button shows or hides
      const fold = box && document.querySelector(`.fold[aria-controls="${box.id}"]`);
      if (fold?.getBoundingClientRect().width) return fold;
    }
    return null;
  };
  // Called before each morph with where the drawing is (web/glue/render.py: the screen and
  // the game in it; "" where no game shows) and the game's count of moves. Returns what to
  // call once the morph is done, or null where nothing is to move.
  window.ffMotion = (root, place, moves) => {
    const moved = place && place === last.place && moves !== last.moves;
    last = { place, moves };
    const duration = pace();
    if (!moved || !duration || document.visibilityState !== "visible") return null;
    const before = measure(root); // as seen: a piece on its way is where it is seen
    const deck = root.querySelector(".board .market .deck")?.getBoundingClientRect();
    return () => {
      // Where each piece is now, its last motion ended (it starts again from where it was
      // seen); then each moved from where it was seen (its own place, or the nearest one a
      // piece of its kind left, or the deck).
      for (const animation of travelling()) animation.cancel(); // a ghost's ends it too
      for (const animation of document.getAnimations())
        if (animation.id === COUNT) animation.cancel(); // its column goes
      const after = measure(root);
      const flights = [];
      const rolled = []; // dice with a face new to the board: the Machine's, a roll
      const gone = []; // pieces that left the board unpaired
      for (const [key, now] of after) {
        const was = before.get(key) ?? [];
        const left = was.filter(({ element }) => !now.some((piece) => piece.element === element));
        for (const piece of now) {
          const own = was.find(({ element }) => element === piece.element);
          let from = own?.rect;
          if (!from && left.length) {
            const [x, y] = centre(piece.rect);
            let nearest = 0;
            left.forEach(({ rect }, index) => {
              const [a, b] = centre(rect);
              const [c, d] = centre(left[nearest].rect);
              if (Math.hypot(a - x, b - y) < Math.hypot(c - x, d - y)) nearest = index;
            });
            from = left.splice(nearest, 1)[0].rect;
          }
          const fresh = !from;
          if (fresh && deck && piece.element.closest(".market .blueprints") && key.startsWith("card"))
            from = deck;
          if (from) flights.push({ element: piece.element, from, to: piece.rect, fresh });
          else if (key.startsWith("die") && inView(piece.rect)) rolled.push(piece.element);
        }
        gone.push(...left.filter(({ element }) => !element.isConnected));
      }
      for (const [key, was] of before) {
        if (!after.has(key)) gone.push(...was.filter(({ element }) => !element.isConnected));
      }
      for (const { element, from: seen, to, fresh } of flights) {
        // From where it was seen, but within the page's width: a piece from a row scrolled
        // sideways (a phone's market) would widen the page while it travels.
        const from = within(seen);
        const [x, y] = centre(from);
        const [a, b] = centre(to);
        const [dx, dy] = [x - a, y - b];
        if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
        if (!inView(from) && !inView(to)) continue; // unseen
        const scale = `scale(${from.width / to.width}, ${from.height / to.height})`;
        const travel = element.animate(
          [{ transform: `translate(${dx}px, ${dy}px) ${scale}`, opacity: fresh ? 0 : 1 },
            { transform: "none", opacity: 1 }],
          { duration, easing: EASING, id: TRAVEL });
        // Over the sections it crosses while it travels (game.css, .travelling).
        element.classList.add("travelling");
        const landed = () => {
          if (!element.getAnimations().some((motion) => motion.id === TRAVEL && motion.playState === "running"))
            element.classList.remove("travelling"); // not set off again meanwhile
        };
        travel.onfinish = landed;
        travel.oncancel = landed;
      }
      for (const die of rolled) {
        die.animate([{ transform: "rotate(-180deg) scale(.6)", opacity: 0 },
          { transform: "none", opacity: 1 }], { duration, easing: EASING, id: TRAVEL });
      }
      for (const { element, rect, section } of gone) leave(element, rect, section, duration);
      for (const counter of root.querySelectorAll(COUNTERS)) count(counter, duration);
    };
  };

  // A counter the move changed (its "+N", data-delta) counts from its old number to its new
  // one: a column of the numbers between, drawn by CSS from attributes (no text of the page's:
  // the counter's own text, which a copy, a screen reader or a test reads, is its true
  // number throughout, only hidden from the eye), rolled up or down through a one-line
  // window with a transform. The next drawing drops the column and the class.
  const COUNTERS = ".board .resource dd:has(> .delta[data-delta])";
  const MOST_STEPS = 12; // a longer count would only blur: the new number shows at once
  const count = (counter, duration) => {
    const now = Number.parseInt(counter.firstChild?.nodeValue ?? "", 10);
    const delta = Number.parseInt(counter.querySelector(".delta").dataset.delta, 10);
    const steps = Math.abs(delta);
    if (!Number.isFinite(now) || !steps || steps > MOST_STEPS) return;
    if (!inView(counter.getBoundingClientRect())) return;
    counter.querySelector(".count-roll")?.remove();
    const roll = document.createElement("span");
    roll.className = "count-roll";
    roll.setAttribute("aria-hidden", "true");
    const column = roll.appendChild(document.createElement("span"));
    const least = Math.min(now, now - delta);
    for (let step = 0; step <= steps; step++) { // from the least number down to the most
      column.appendChild(document.createElement("span")).dataset.n = String(least + step);
    }
    counter.classList.add("counting");
    counter.append(roll);
    // Up: from the top line (the old number) to the bottom one; down: from the bottom up.
    const line = (index) => `translateY(-${(index / (steps + 1)) * 100}%)`;
    const [start, end] = delta > 0 ? [line(0), line(steps)] : [line(steps), line(0)];
    const motion = column.animate([{ transform: start }, { transform: end }],
      { duration, easing: EASING, id: COUNT });
    const done = () => { roll.remove(); counter.classList.remove("counting"); };
    motion.onfinish = done;
    motion.oncancel = done;
  };
})();
