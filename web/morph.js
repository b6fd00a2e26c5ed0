// Each drawing of a screen is morphed into the page (web/glue/render.py calls ffMorph), as
// htmx and Turbo 8 morph server-rendered HTML with idiomorph: an element the new markup keeps
// (matched by its id, else by its place and tag) stays the same element, so a press under way,
// the focus, a field's typing and the scroll survive a drawing. A classic script, run after
// idiomorph's (both deferred, in order), before any Python.
(() => {
  // A dialog the page opened as a modal one (showModal) keeps its open attribute: the markup
  // never has it, and removing it would leave the dialog shown but no longer modal.
  const keep = (name, element) => !(name === "open" && element.tagName === "DIALOG");
  window.ffMorph = (root, html) => Idiomorph.morph(root, html, {
    morphStyle: "innerHTML",
    // What the player is typing into the focused field is theirs, whatever the drawing says.
    ignoreActiveValue: true,
    callbacks: { beforeAttributeUpdated: keep },
  });
})();
