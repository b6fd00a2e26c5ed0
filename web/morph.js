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
  // What a drawing removes is gone for good; Firefox keeps an element a press, a key or the
  // focus went to for the page's lifetime, and with it the tree it was removed in (a whole
  // screen, when another opens: docs/memory.md). So, once the next frame is painted, each
  // element the drawing left out of the page is taken out of its parent: whatever holds one
  // holds that element alone. (Every element is looked at, not only those idiomorph reports
  // removed: a subtree it set aside to match by id, then dropped, is reported by no callback.)
  const takeApart = (gone) => {
    for (const element of gone) element.remove();
  };
  window.ffMorph = (root, html) => {
    const before = root.querySelectorAll("*");
    Idiomorph.morph(root, html, { morphStyle: "innerHTML", callbacks: { beforeAttributeUpdated: keep } });
    const gone = [...before].filter((element) => !element.isConnected);
    if (gone.length) requestAnimationFrame(() => setTimeout(takeApart, 0, gone));
  };
})();
