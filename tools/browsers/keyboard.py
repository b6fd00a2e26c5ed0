"""Playing the game through its page with the keyboard alone, as a keyboard player would:
Tab, Shift+Tab, arrows, Home and End to move, Enter or Space to press, Escape and the
shortcuts the page's key help shows. No clicks, and the focus is never set from outside:
the player reads the page (what shows, and the tab order the browser follows) only to
decide which key to press next.

After every key that presses a control, and after every drawing the player did not cause
(a suggestion arriving), the player looks where the focus is: on a visible control in the
window, never on the page's body, a hidden element or one out of view. Each miss is noted
in `KeyPlayer.losses`. `KeyPlayer.piece_moves` counts the presses of each whole move on the
pieces (a die, then where it goes; a card in hand, then its discard; a built card, then
what it uses), from where the focus stood when the move began.

Used by e2e/test_keyboard.py and tools/bench/bench_keys.py (the figures of docs/benchmarks.md).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from playwright.sync_api import Page

from tools.browsers.driver import DEAL, deal, dealt, wait_for_a_move

#: The most presses one control may take to reach before the player gives up.
MAX_ROUTE = 400
#: The most moves of one game; a solo game takes about 150.
MAX_MOVES = 1500

#: The browser's tab order in the page (or in the open modal dialog, the only part that
#: takes the focus then), the element a selector names in it, and the key that brings the
#: focus closer: Tab or Shift+Tab, or an arrow, Home or End inside a group of pieces the
#: page moves through with arrows (`data-arrows`).
ROUTE = """(selector) => {
  const modal = document.querySelector('dialog:modal');
  const scope = modal || document;
  const tabbable = e => e.tabIndex >= 0 && !e.disabled && !e.closest('[inert]')
    && e.checkVisibility({visibilityProperty: true})
    && !(e.type === 'radio' && !e.checked
         && scope.querySelector(`input[type="radio"][name="${e.name}"]:checked`));
  const order = [...scope.querySelectorAll(
    'a[href], button, input, select, textarea, [tabindex]')].filter(tabbable);
  const target = [...scope.querySelectorAll(selector)].find(e => order.includes(e));
  if (!target) return {found: false, key: ''};
  const active = document.activeElement;
  const at = order.indexOf(active);
  const to = order.indexOf(target);
  if (at === to) return {found: true, key: ''};
  let best = {key: at < 0 || to > at ? 'Tab' : 'Shift+Tab',
              cost: at < 0 ? to + 1 : Math.abs(to - at)};
  const group = at < 0 ? null : active.closest('[data-arrows]');
  if (group && group === target.closest('[data-arrows]')) {
    const items = order.filter(e => group.contains(e));
    const from = items.indexOf(active), here = items.indexOf(target);
    const options = [[here > from ? 'ArrowRight' : 'ArrowLeft', Math.abs(here - from)],
                     ['Home', here === 0 ? 1 : Infinity],
                     ['End', here === items.length - 1 ? 1 : Infinity]];
    for (const [key, cost] of options) if (cost < best.cost) best = {key, cost};
  }
  return {found: true, key: best.key};
}"""

#: Where the focus is, and whether a keyboard player can see it there.
FOCUS = """() => {
  const e = document.activeElement;
  if (!e || e === document.body || e === document.documentElement)
    return {ok: false, why: 'on the page itself', what: ''};
  const what = e.outerHTML.slice(0, 120);
  const r = e.getBoundingClientRect();
  if (!e.checkVisibility({visibilityProperty: true, opacityProperty: true})
      || r.width < 2 || r.height < 2)
    return {ok: false, why: 'on a hidden element', what};
  if (!e.matches('a[href], button, input, select, textarea, summary, [tabindex]'))
    return {ok: false, why: 'not on a control', what};
  const fits = r.height <= innerHeight;
  const seen = fits ? r.top >= -1 && r.bottom <= innerHeight + 1
                    : r.top < innerHeight && r.bottom > 0;
  if (!seen || r.left < -1 || r.right > innerWidth + 1)
    return {ok: false, why: `out of view (top ${Math.round(r.top)})`, what};
  const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
  const y = Math.min(Math.max(fits ? r.top + r.height / 2 : innerHeight / 2, 0),
                     innerHeight - 1);
  const hit = document.elementFromPoint(x, y);
  if (hit && !e.contains(hit) && !hit.contains(e))
    return {ok: false, why: 'covered by ' + hit.outerHTML.slice(0, 60), what};
  return {ok: true, why: '', what};
}"""

#: Two animation frames (the page has drawn what the last key did), and the pieces a move set
#: travelling have landed, then two more. (web/static/motion.js: a piece on its way passes over the
#: others, as a hand moving a piece over the table would.)
SETTLED = """() => {
  const frames = () => new Promise(
    done => requestAnimationFrame(() => requestAnimationFrame(done)));
  return frames().then(() => Promise.all(document.getAnimations()
      .filter(a => a.id === 'ff-travel').map(a => a.finished.catch(() => null))))
    .then(frames);
}"""


@dataclass
class KeyPlayer:
    """One keyboard player on one page; every key press goes through `press`."""

    page: Page
    #: Every key pressed.
    presses: int = 0
    #: Keys that pressed a control (Enter, Space, a shortcut).
    activations: int = 0
    #: Drawings checked that the player did not cause by a key (a suggestion arriving).
    redraws: int = 0
    #: Where the focus was lost: (after what, why, on what).
    losses: list[tuple[str, str, str]] = field(default_factory=list)
    #: Presses of each whole move on the pieces, and its kind (place, build, activate).
    piece_moves: list[tuple[str, int]] = field(default_factory=list)
    #: Whether to ask for a suggestion, back out of a pick and read The Machine's turn now
    #: and then (drawings a game by keys goes through), or only play.
    explore: bool = True
    _space: int = 0
    _round_seen: str = ""
    _explored: set[str] = field(default_factory=set)

    # Keys -----------------------------------------------------------------------------

    def press(self, key: str) -> None:
        self.page.keyboard.press(key)
        self.presses += 1

    def check(self, after: str) -> bool:
        """Note whether the focus is on a visible control in view; return whether it is."""
        self.page.evaluate(SETTLED)
        where = self.page.evaluate(FOCUS)
        if not where["ok"]:
            self.losses.append((after, where["why"], where["what"]))
        return bool(where["ok"])

    def route(self, selector: str) -> None:
        """Move the focus to the first control ``selector`` names, by the cheapest keys."""
        for _ in range(MAX_ROUTE):
            step = self.page.evaluate(ROUTE, selector)
            if not step["found"]:
                raise AssertionError(f"no control to reach: {selector}")
            if not step["key"]:
                return
            self.press(step["key"])
        raise AssertionError(f"{selector} not reached in {MAX_ROUTE} presses")

    def activate(self, selector: str) -> None:
        """Reach a control and press it (Space now and then, Enter otherwise)."""
        self.route(selector)
        self._space += 1
        key = "Space" if self._space % 4 == 0 and self._is_button() else "Enter"
        self.key(key, selector)

    def command(self, name: str) -> None:
        """Press one of the game's commands; on a phone they wait in the menu, opened first."""
        selector = f'[data-command="{name}"]'
        if not self.page.locator(selector).first.is_visible() and \
                self.page.locator(".menu-toggle").is_visible():
            self.activate(".menu-toggle")
        self.activate(selector)

    def _unfold(self, selector: str) -> None:
        """Open the section a phone folded (the hand, the market) that holds ``selector``."""
        folded = self.page.locator(selector).first.evaluate(
            "e => e.closest('[data-folded=\"yes\"]')?.id || ''")
        if folded and not self.page.locator(selector).first.is_visible():
            self.activate(f'.fold[aria-controls="{folded}"]')

    def key(self, key: str, what: str = "") -> None:
        """Press a key that does something, then look where the focus went."""
        self.press(key)
        self.activations += 1
        self.check(f"{key} on {what or key}")

    def _is_button(self) -> bool:
        return bool(self.page.evaluate("document.activeElement?.tagName === 'BUTTON'"))

    def has(self, selector: str) -> bool:
        return bool(self.page.locator(selector).count())

    # Screens --------------------------------------------------------------------------

    def choose_language(self, lang: str) -> None:
        self.activate(f'.languages [data-command="{lang}"]')

    def start_solo(self, seed: int = DEAL) -> None:
        """Start a solo game from the start screen (the name and level as they are), the
        deal of ``seed``."""
        deal(self.page, seed)
        self.activate('[data-command="start-solo"]')
        self.page.locator(".board").wait_for()
        dealt(self.page, seed)

    # Moves ----------------------------------------------------------------------------

    def play_one(self) -> str:
        """Make one sensible move by keys (as tools/browsers/driver.py's `play_one` does by clicks)
        and
        return what it was ("" while nothing can be played)."""
        if self.has('[data-command="reveal"]'):
            self.activate('[data-command="reveal"]')
            return "reveal"
        if self.has('[data-command="end-yes"]'):
            self.activate('[data-command="end-yes"]')
            return "end"
        if self.explore and self._explore():
            return "explored"
        if self.has("button.take"):
            self.activate("button.take")
            return "take"
        for kind, first, second in (
                ("build", '.hand button.card[data-select^="hand:"]',
                 ".hand .target[data-action]"),
                ("place", ".dice-tray button.die[data-select]",
                 ".factory .target[data-action], .option-list [data-action]")):
            if self.has(first):
                return self._piece_move(kind, first, second)
        if self.has('.option-list [data-action="end"]'):
            self.key("e", "the E key")
            return "end"
        if self.has(".option-list [data-action]"):
            self.activate(".option-list [data-action]")
            return "option"
        return ""

    def _piece_move(self, kind: str, first: str, second: str) -> str:
        """Pick a piece, then the piece or move it leads to; count the presses."""
        before = self.presses
        self._unfold(first)
        self.activate(first)
        if not self.has(second):
            self.key("Escape", "Escape after a pick")
            return "back"
        self.activate(second)
        self.piece_moves.append((kind, self.presses - before))
        return kind

    def _explore(self) -> bool:
        """Once a round: read The Machine's turn and go on, ask for a suggestion and wait
        for it, back out of a pick with Escape. Return whether it did one of them."""
        status = self.page.locator(".status-line").inner_text()
        if status != self._round_seen:
            self._round_seen = status
            self._explored = set()
        if "seen" not in self._explored and self.has('[data-command="machine-seen"]'):
            self._explored.add("seen")
            self.activate('[data-command="machine-seen"]')
            return True
        if "hint" not in self._explored and self.has(".dice-tray button.die[data-select]") \
                and self.has('[data-command="suggest"]:not([disabled])'):
            self._explored.add("hint")
            self.command("suggest")
            self.page.locator(".suggestion button").wait_for()
            self.redraws += 1
            self.check("a suggestion arriving")
            return True
        if "escape" not in self._explored and self.has(".dice-tray button.die[data-select]"):
            self._explored.add("escape")
            self.activate(".dice-tray button.die[data-select]")
            self.key("Escape", "Escape after a pick")
            return True
        return False

    def play_to_end(self) -> int:
        """Play until the final scores show; return the moves made."""
        for moves in range(MAX_MOVES):
            if self.has(".outcome"):
                self.redraws += 1
                self.check("the final screen")
                return moves
            if not self.play_one():
                wait_for_a_move(self.page)
        raise AssertionError("the game did not end")
