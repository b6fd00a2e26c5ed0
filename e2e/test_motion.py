"""The table in motion (issue #107): each move's pieces travel from where they were to where
they go, at the pace the player sets, never holding a press; none where the pace is Off,
where the system asks for less motion, or in a tab not seen.

Each test acts as a player would, at a desktop's size (a phone folds the hand away), under
the `guard` fixture (no request leaves the local server, no page error). Each piece's motion
is an animation of the real element (``element.getAnimations()``, its id "ff-travel"); the
page notes each one started in ``window.__travels`` (an init script: which piece, and in
which section of the board it ends), and whether a piece was on its way at each click.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect
from support import Site

from tools.browsers.driver import command, play_one, start_solo

pytestmark = pytest.mark.motion

DESKTOP = {"width": 1280, "height": 900}
#: Notes each piece's motion as it starts (web/static/motion.js animates with the id "ff-travel"),
#: and lets a test say the tab is not seen.
RECORD_TRAVELS = """
window.__travels = [];
window.__counts = [];
const animate = Element.prototype.animate;
Element.prototype.animate = function (keyframes, options) {
  if (options && options.id === 'ff-count') window.__counts.push(this.textContent);
  if (options && options.id === 'ff-travel') {
    window.__travels.push({card: this.dataset.card || null,
                           die: this.classList.contains('die') ? this.textContent : null,
                           section: this.closest('section')?.id || null});
  }
  return animate.call(this, keyframes, options);
};
window.__pressedMoving = [];
document.addEventListener('click', () => window.__pressedMoving.push(
  document.getAnimations().some(a => a.id === 'ff-travel' && a.playState === 'running')), true);
Object.defineProperty(Document.prototype, 'visibilityState',
                      {get: () => (window.__unseen ? 'hidden' : 'visible')});
"""
#: Whether a piece matching a selector is on its way (its motion running now).
TRAVELLING = """selector => [...document.querySelectorAll(selector)].some(
    e => e.getAnimations().some(a => a.id === 'ff-travel' && a.playState === 'running'))"""
#: The pieces' motions not yet over (none once they are: nothing holds an element).
RUNNING = "document.getAnimations().filter(a => a.id === 'ff-travel').length"
#: A counter counting to its new number, as the eye sees it and as its text says it: the
#: numbers its column rolls through, and its own text (what a copy or a screen reader reads).
COUNTING = """() => {
  const counter = document.querySelector('.resource dd.counting');
  const roll = counter?.querySelector('.count-roll');
  if (!roll || !counter.getAnimations({subtree: true}).some(a => a.id === 'ff-count')) return null;
  return {numbers: [...roll.querySelectorAll('[data-n]')].map(n => Number(n.dataset.n)),
          text: counter.innerText.trim(), content: counter.textContent.trim(),
          hidden: roll.getAttribute('aria-hidden'),
          delta: Number(counter.querySelector('.delta').dataset.delta),
          kind: counter.closest('.resource').classList[1]};
}"""


def choose_pace(page: Page, pace: str, back_to: str) -> None:
    """Choose the pace of motion in the settings (from the start screen or the board's menu),
    and come back to the screen ``back_to`` names."""
    command(page, "settings")
    page.check(f"#motion-{pace}")
    page.click('[data-command="settings-back"]')
    expect(page.locator(back_to)).to_be_visible()


def solo_at(page: Page, site: Site, load_ready: Callable[..., None], pace: str) -> None:
    """Open the page at a desktop's size, noting each motion, and start a solo game on easy
    at ``pace``."""
    page.set_viewport_size(DESKTOP)
    page.add_init_script(RECORD_TRAVELS)
    load_ready(page, site.url())
    choose_pace(page, pace, ".start")
    start_solo(page, "Ann", "easy")


def travels(page: Page) -> list[dict[str, str | None]]:
    return page.evaluate("window.__travels.splice(0)")


def test_a_take_a_die_and_a_build_travel_and_a_press_meanwhile_acts(
        page: Page, site: Site, load_ready: Callable[..., None]) -> None:
    solo_at(page, site, load_ready, "slow")
    assert travels(page) == []  # a game opening is no move
    # A blueprint taken goes from the market into the hand.
    take = page.locator("button.take").first
    slug = take.locator("xpath=..").locator("[data-card]").get_attribute("data-card")
    take.click()
    page.wait_for_function(TRAVELLING, arg=f'#factory [data-card="{slug}"]')
    assert {"card": slug, "die": None, "section": "factory"} in travels(page)
    # A die goes from the tray to a floor; the next die, pressed while it travels, is picked.
    while not page.locator(".dice-tray button.die").count():
        play_one(page)
    travels(page)
    page.locator(".dice-tray button.die").first.click()
    page.locator('.floor-name.target[data-action$="generate"], '
                 '.floor-name.target[data-action$="mine"]').first.click()
    page.wait_for_function(TRAVELLING, arg="#factory .die:not(.dice-tray .die)")
    # What the floor made counts up on its counter meanwhile (until the next drawing).
    counting = page.wait_for_function(COUNTING).json_value()
    next_die = page.locator(".dice-tray button.die").first
    next_die.click(force=True)  # at once: a player does not wait for the die to land
    assert page.evaluate("window.__pressedMoving.at(-1)")  # pressed while it travelled
    expect(next_die).to_have_attribute("aria-pressed", "true")
    assert any(travel["die"] and travel["section"] == "factory" for travel in travels(page))
    # The eye saw the numbers between roll by, while the counter's text (a copy's, a screen
    # reader's) was the new number throughout.
    new, old = int(counting["text"]), int(counting["text"]) - counting["delta"]
    assert counting["content"] == counting["text"]
    assert counting["numbers"] == list(range(min(old, new), max(old, new) + 1)), counting
    assert counting["hidden"] == "true"
    page.wait_for_function("!document.querySelector('.count-roll, .counting')")
    assert page.locator(f".{counting['kind']} dd").inner_text().strip() == str(new)
    # Played on until a card is built from the hand: it goes into the factory.
    travels(page)
    for _ in range(200):
        played = play_one(page)
        if played.startswith("build"):
            break
        travels(page)  # only the build's motions are looked at
    built = played.split()[1] if played.startswith("build") else ""
    assert built, "no card was built"
    page.wait_for_function("""built => window.__travels.some(
        travel => travel.card === built && travel.section === 'factory')""", arg=built)
    # Once each motion is over, nothing is left running or holding an element.
    page.wait_for_function(f"{RUNNING} === 0")


def test_nothing_travels_at_off_with_less_motion_asked_in_a_tab_not_seen_or_on_a_reload(
        page: Page, site: Site, load_ready: Callable[..., None]) -> None:
    solo_at(page, site, load_ready, "off")
    for _ in range(4):
        play_one(page)
    assert travels(page) == [] and page.evaluate("window.__counts.splice(0)") == []
    # As the system asks: less motion, none; the system's default, some.
    choose_pace(page, "system", ".board")
    page.emulate_media(reduced_motion="reduce")
    for _ in range(4):
        play_one(page)
    assert travels(page) == [] and page.evaluate("window.__counts.splice(0)") == []
    page.emulate_media(reduced_motion="no-preference")
    page.evaluate("window.__unseen = true")
    for _ in range(4):
        play_one(page)
    assert travels(page) == []
    assert page.evaluate("window.__counts.splice(0)") == []
    page.evaluate("window.__unseen = false")
    for _ in range(10):
        play_one(page)
    assert travels(page), "nothing travelled at the system's pace"
    # A reload draws the game where it stands: nothing travels.
    load_ready(page, None)
    expect(page.locator(".board")).to_be_visible()
    assert travels(page) == []

