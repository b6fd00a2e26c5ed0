// Each drawing of a screen is morphed into the page (web/glue/render.py calls ffMorph), as
// htmx and Turbo 8 morph server-rendered HTML with idiomorph: an element the new markup keeps
// (matched by its id, else by its place and tag) stays the same element, so a press under way,
// the focus, a field's typing and the scroll survive a drawing. A classic script, run after
// idiomorph's (both deferred, in order), before any Python.
(() => {
  const typing = (element) =>
    element === document.activeElement && (element.tagName === "INPUT" || element.tagName === "TEXTAREA");
  // Left as they are: a dialog the page opened as a modal one keeps its open attribute (the
  // markup never has it: removed, the dialog would show but no longer be modal), and the field
  // the player is typing into keeps what they typed (the screen hears of it when it changes).
  // (idiomorph's own ignoreActiveValue would also leave a focused button's text as it was.)
  const keep = (name, element) =>
    !(name === "open" && element.tagName === "DIALOG") && !(name === "value" && typing(element));
  // An element stamped with the digest of its markup (data-ff-same, web/html_builder.py) that
  // the page already shows with the same stamp is left as it is, unread: most drawings change
  // one or two of the board's sections and a few cards, and comparing the rest, element by
  // element, would be work for nothing.
  const changed = (old, fresh) =>
    !(old.nodeType === 1 && old.dataset.ffSame && old.dataset.ffSame === fresh.dataset?.ffSame);
  // The glue leaves out of a drawing's markup each stamped element the page shows the same
  // (html_builder.kept_out): an empty element with its stamp, marked data-ff-kept, stands in
  // for it, and the stamps left out come with the markup. Where the morph pairs one with the
  // element it stands for, that element stays as it is. Where it pairs one with another
  // element (a card added before it moves the rest down) or adds it anew, it is first filled
  // with what the element it stands for showed before the drawing changed it. If none is
  // found, the whole markup is morphed in again, each element compared.
  const keeping = (root, left) => {
    const shown = new Map();
    for (const element of root.querySelectorAll("[data-ff-same]")) {
      const stamp = element.dataset.ffSame;
      if (left.has(stamp) && !shown.has(stamp)) shown.set(stamp, element);
    }
    const before = new Map(); // copies of those the drawing changes, as they were
    return {
      changing: (old) => {
        const stamp = old.dataset?.ffSame;
        if (stamp && shown.get(stamp) === old && !before.has(stamp))
          before.set(stamp, old.cloneNode(true));
      },
      fill: (kept) => {
        const stamp = kept.dataset.ffSame;
        const source = before.get(stamp) ?? shown.get(stamp);
        if (!source) return false;
        kept.replaceChildren(...source.cloneNode(true).childNodes);
        kept.removeAttribute("data-ff-kept");
        return true;
      },
    };
  };
  // What a drawing removes is gone for good; Firefox keeps an element a press, a key or the
  // focus went to for the page's lifetime, and with it the tree it was removed in (a whole
  // screen, when another opens: docs/memory.md). So, once the next frame is painted, each
  // element the drawing left out of the page is taken out of its parent: whatever holds one
  // holds that element alone. (Every element is looked at, not only those idiomorph reports
  // removed: a subtree it set aside to match by id, then dropped, is reported by no callback.)
  const takeApart = (gone) => {
    for (const element of gone) element.remove();
  };
  // Whether an element is drawn (not hidden by CSS, nor inside a hidden parent), and the first
  // drawn, enabled control of those the focus policy names (web/glue/focus.py: a selector
  // and which of its matches each) in scope. checkVisibility needs the page's style but not
  // its layout, which the browser computes anyway once the drawing's task is over.
  window.ffShown = (element) =>
    element.checkVisibility ? element.checkVisibility() : element.getClientRects().length > 0;
  window.ffFirstShown = (scope, names) => {
    for (const [selector, index] of names) {
      let found = null;
      let seen = 0;
      for (const element of scope.querySelectorAll(`:is(${selector}):not(:disabled)`)) {
        if (!ffShown(element)) continue;
        found = element;
        if (seen++ === index) break;
      }
      if (found) return found;
    }
    return null;
  };
  // A drawing waits for a task of its own (web/glue/render.py): the input's task only answers
  // the input, and a tap's task no longer holds the drawing too. A message through a channel
  // is the browser's next task, not a timer's, a millisecond or more later. The focus and the
  // scroll are then put in place in the next frame (ffNextFrame). ffDrawn() says whether the
  // page shows its answer to every input so far, all in place: what test players wait for.
  // One task waiting through a channel of its own: a later one posted before it runs takes
  // its place (what it would have done is done by the later one).
  const nextTask = () => {
    const channel = new MessageChannel();
    let waiting = null;
    channel.port1.onmessage = () => {
      const run = waiting;
      waiting = null;
      if (run) run();
    };
    return {
      post: (run) => {
        waiting = run;
        channel.port2.postMessage(null);
      },
      pending: () => waiting !== null,
    };
  };
  const drawing = nextTask();
  // The drawing's markup is written in that task, and morphed into the page in the next
  // (ffThen): neither task holds the whole drawing, and an input between them is answered sooner.
  const morphing = nextTask();
  let frames = 0;
  window.ffSoon = drawing.post;
  window.ffThen = morphing.post;
  window.ffNextFrame = (place) => {
    frames += 1;
    requestAnimationFrame((time) => {
      frames -= 1;
      place(time);
    });
  };
  window.ffDrawn = () => !drawing.pending() && !morphing.pending() && frames === 0;
  // place and moves: where the drawing is and how many moves its game has had (motion.js).
  window.ffMorph = (root, html, whole, left, place = "", moves = 0) => {
    const travel = window.ffMotion?.(root, place, moves);
    const before = root.querySelectorAll("*");
    const kept = keeping(root, new Set(left.split(" ")));
    let lost = false;
    const fill = (element) => {
      if (element.nodeType === 1 && element.hasAttribute("data-ff-kept") && !kept.fill(element))
        lost = true;
    };
    const callbacks = {
      beforeAttributeUpdated: keep,
      beforeNodeMorphed: (old, fresh) => {
        if (!changed(old, fresh)) return false;
        kept.changing(old);
        fill(fresh);
        return true;
      },
      beforeNodeAdded: (fresh) => {
        fill(fresh);
        if (fresh.nodeType === 1) for (const inner of fresh.querySelectorAll("[data-ff-kept]")) fill(inner);
        return true;
      },
    };
    Idiomorph.morph(root, html, { morphStyle: "innerHTML", callbacks });
    if (lost) {
      // Rare: each element compared, as the stamps of what holds an unfilled one are wrong.
      performance.mark("ff-morph-whole");
      Idiomorph.morph(root, whole, { morphStyle: "innerHTML", callbacks: { beforeAttributeUpdated: keep } });
    }
    travel?.();
    const gone = [...before].filter((element) => !element.isConnected);
    if (gone.length) requestAnimationFrame(() => setTimeout(takeApart, 0, gone));
  };
})();
