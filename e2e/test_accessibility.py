"""Every screen at phone and desktop sizes: axe-core finds no serious or critical problem,
nothing scrolls sideways, touch targets are at least 44 px, and a round can be played.

Screens that take many moves to reach (Foreman, the end-of-round limits, the
final scores) are opened from share codes made here with ffcore itself.
Screenshots go to e2e/artifacts/ (not committed).
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect
from support import ROOT, Site, keep_shot

import ffcore
from tools.browsers.driver import command, hold, play_one, start_multi, start_solo, status

#: The longest name a player may take, with no space to break a line at.
LONG_NAME = "W" * 40
SIZES = {"phone": {"width": 360, "height": 740}, "desktop": {"width": 1280, "height": 900}}
AXE_SOURCE = (ROOT / "node_modules" / "axe-core" / "axe.min.js").read_text()
AXE_RUN = """async () => {
  const result = await axe.run(document, {resultTypes: ['violations']});
  return result.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.slice(0, 4).map(n => n.target.join(' '))}));
}"""
WIDE = """() => [document.scrollingElement.scrollWidth, innerWidth,
  ...[...document.querySelectorAll('*')]
  .filter(e => e.getBoundingClientRect().right > innerWidth + 0.5)
  .map(e => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right))
  .slice(0, 8)]"""
SMALL_TARGETS = """() => [...document.querySelectorAll('button, select, input, [tabindex]')]
  .filter(e => e.offsetParent !== null && !e.closest('.sr-only'))
  .map(e => { const r = (e.closest('label') || e).getBoundingClientRect();  // a label takes taps
              return {what: e.outerHTML.slice(0, 80), w: r.width, h: r.height}; })
  .filter(t => t.w < 44 || t.h < 44)"""

#: Cards whose text runs out of them, and card names or costs of one word split over
#: two lines.
CUT_CARD_TEXT = """() => [...document.querySelectorAll('.card')].flatMap(card => [
  ...(card.scrollWidth > card.clientWidth ? [card] : []),
  ...[...card.querySelectorAll('.card-name, .card-cost')].filter(e => {
    const text = document.createRange();
    text.selectNodeContents(e);
    return !e.textContent.trim().includes(' ') && text.getClientRects().length > 1;
  })]).map(e => e.textContent.slice(0, 40))"""

#: Notices whose words are loose text beside their buttons: a notice lays its items out from
#: the right (game.css), so its words belong in a span that takes the line.
LOOSE_NOTICE_TEXT = """() => [...document.querySelectorAll('.notice')].filter(notice =>
  [...notice.childNodes].some(n => n.nodeType === Node.TEXT_NODE && n.textContent.trim()))
  .map(notice => notice.textContent.slice(0, 40))"""


def code_where(predicate: Callable[[ffcore.Game], bool], names: list[str],
               machine: str | None = None) -> str:
    """Return the share code of the first random game position that satisfies predicate."""
    for seed in range(300):
        game = ffcore.new_game(names, seed=seed, machine=machine)
        chooser = random.Random(seed)
        while True:
            if predicate(game):
                return game.to_code()
            if game.is_over:
                break
            game.apply(chooser.choice(game.legal_actions()))
    raise AssertionError("no such position found")


def check_screen(page: Page, size: str, name: str) -> None:
    """Run axe and the layout checks on what the page shows now; keep a screenshot (FF_SHOTS)."""
    if not page.evaluate("typeof axe !== 'undefined'"):
        page.evaluate(AXE_SOURCE)
    serious = [v for v in page.evaluate(AXE_RUN) if v["impact"] in ("serious", "critical")]
    assert not serious, f"{name}: {serious}"
    check_layout(page, name)
    # Last: a full-page screenshot briefly resizes the viewport.
    keep_shot(page, f"{size}-{name}", full_page=True)


def check_layout(page: Page, name: str) -> None:
    """Check what depends on the words and the width: nothing scrolls sideways, no target is
    under 44 px, no card's text is cut, no notice's words are loose."""
    assert page.evaluate("document.scrollingElement.scrollWidth <= innerWidth"), \
        f"{name}: the page scrolls sideways: {page.evaluate(WIDE)}"
    assert not page.evaluate(SMALL_TARGETS), f"{name}: targets under 44 px"
    assert not page.evaluate(CUT_CARD_TEXT), f"{name}: cut: {page.evaluate(CUT_CARD_TEXT)}"
    assert not page.evaluate(LOOSE_NOTICE_TEXT), f"{name}: {page.evaluate(LOOSE_NOTICE_TEXT)}"


def open_code(page: Page, open_again: Callable[..., None], code: str) -> None:
    """Open a link's game, everyone at this device (it is kept beside the others)."""
    open_again("#g=" + code, kept=True)
    if page.locator('[data-command="holder"]').count():
        hold(page)
    if page.locator('[data-command="reveal"]').count():
        page.click('[data-command="reveal"]')
    expect(page.locator(".board")).to_be_visible()


@pytest.mark.booted
@pytest.mark.parametrize("size", SIZES)
def test_every_screen_passes_axe(page: Page, site: Site, open_again: Callable[..., None],
                                 size: str) -> None:
    page.set_viewport_size(SIZES[size])
    check_screen(page, size, "start")
    # The notice of a new version (shown by the service worker's update, test_runtime.py).
    page.evaluate("document.getElementById('update').hidden = false")
    check_screen(page, size, "update-notice")
    page.evaluate("document.getElementById('update').hidden = true")
    start_solo(page, LONG_NAME, "medium")
    check_screen(page, size, "market")
    # Another tab saved a game: the question whether to load it (test_saves.py plays it).
    page.evaluate("""window.dispatchEvent(new StorageEvent('storage',
                     {key: 'ff-game-' + sessionStorage.getItem('ff-tab-game'),
                      newValue: '{"v": 2}'}))""")
    expect(page.locator(".conflict")).to_be_visible()
    check_screen(page, size, "other-tab")
    page.click('[data-command="conflict-keep"]')
    while not page.locator(".dice-tray button.die").count():
        play_one(page)
    page.locator(".dice-tray button.die").first.click()
    check_screen(page, size, "work-die-selected")
    command(page, "rules")
    check_screen(page, size, "rules")

    foreman = code_where(lambda g: g.state.step == "foreman", ["Ann", "Bob"])
    open_code(page, open_again, foreman)
    check_screen(page, size, "foreman")
    limits = code_where(lambda g: g.state.step == "discard", ["Ann"], "easy")
    open_code(page, open_again, limits)
    expect(page.locator(".options .prompt")).to_contain_text("Discard down to")
    check_screen(page, size, "discard")
    over = code_where(lambda g: g.is_over, ["Ann", "Bob", "Cy"])
    open_code(page, open_again, over)
    expect(page.locator(".outcome")).to_be_visible()
    check_screen(page, size, "outcome")
    # With no actions left to show, the factory takes the first column: no empty one.
    factory = page.locator(".play-area > .factory").bounding_box()
    assert factory is not None and factory["x"] < 0.05 * SIZES[size]["width"]

    page.click('[data-command="new"]')
    start_multi(page, [LONG_NAME, "Bob"])
    check_screen(page, size, "pass")
    open_again("#start", kept=True)
    expect(page.locator(".kept-games")).to_be_visible()
    check_screen(page, size, "games")
    page.locator(".kept-remove").first.click()
    check_screen(page, size, "game-removed")
    fresh = code_where(lambda g: g.state.phase == "work", [LONG_NAME, "Bob", "Cy"])
    open_again("#g=" + fresh, kept=True)
    expect(page.locator('[data-command="holder"]').first).to_be_visible()
    check_screen(page, size, "who-holds-this-device")
    page.click('[data-command="holder"][data-name="Bob"]')
    check_screen(page, size, "by-link")
    open_again("#g=broken", kept=True)
    check_screen(page, size, "start-error")


@pytest.mark.booted
def test_every_contractor_fits_its_card_on_a_phone_in_both_languages(
        page: Page, site: Site, open_again: Callable[..., None]) -> None:
    page.set_viewport_size(SIZES["phone"])
    shown: set[str] = set()
    for seed in range(100):
        game = ffcore.new_game(["Ann"], seed=seed, machine="medium")
        if set(game.state.contractors) <= shown:
            continue
        shown |= set(game.state.contractors)
        open_code(page, open_again, game.to_code())
        for lang in ("en", "pt"):
            command(page, lang)
            expect(page.locator("html")).to_have_attribute("lang", {"pt": "pt-BR"}.get(lang, lang))
            assert not page.evaluate(CUT_CARD_TEXT), (seed, lang, page.evaluate(CUT_CARD_TEXT))
        if shown == set(ffcore.CONTRACTORS):
            break
    assert shown == set(ffcore.CONTRACTORS)


@pytest.mark.booted
@pytest.mark.parametrize("size", SIZES)
def test_a_round_at_each_size(page: Page, site: Site, size: str) -> None:
    page.set_viewport_size(SIZES[size])
    start_solo(page, LONG_NAME, "hard")
    keep_shot(page, f"{size}-round-start", full_page=True)
    # The headquarters' slots line up from floor to floor, whatever each floor's name.
    slots = page.locator(".factory .floor-slots")
    expect(slots).to_have_count(3)
    lefts = slots.evaluate_all("all => all.map(s => Math.round(s.getBoundingClientRect().left))")
    assert len(lefts) == 3 and len(set(lefts)) == 1, lefts
    for _ in range(120):
        if "Round 2" in status(page):
            break
        play_one(page)
        assert page.evaluate("document.scrollingElement.scrollWidth <= innerWidth")
    expect(page.locator(".status-line")).to_contain_text("Round 2")
    keep_shot(page, f"{size}-round-two", full_page=True)


@pytest.mark.booted
def test_keyboard_alone_plays_a_move(page: Page, site: Site) -> None:
    start_solo(page, "Ann", "easy")
    take = page.locator("button.take").first
    take.focus()
    page.keyboard.press("Enter")
    expect(page.locator(".status-line")).to_contain_text("Work phase")
    while not page.locator(".dice-tray button.die").count():
        page.keyboard.press("e")
    page.locator(".dice-tray button.die").first.focus()
    page.keyboard.press("Enter")
    # Focus moves to the first place the die can go; Enter plays it.
    focused = page.evaluate("document.activeElement.dataset.action")
    assert focused
    dice = page.locator(".dice-tray .die").count()
    page.keyboard.press("Enter")
    expect(page.locator(".dice-tray .die")).to_have_count(dice - 1)
    page.keyboard.press("e")
    if page.locator(".confirm-end").count():  # dice left: E asks, C says yes
        page.keyboard.press("c")
    expect(page.locator(".log-lines")).to_contain_text("Ann ends the work phase.")
    announced = page.locator("#announce").inner_text()
    assert announced
