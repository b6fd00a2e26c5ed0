"""Comfortable in any light and on any phone (issue 47): both themes and both languages pass
axe on every screen a game goes through, the theme chosen is kept and painted first, forced
colours keep what the current pick can go to apart, and small and sideways phones show the
suggestion's button and the main action whole.

Games start from a seeded deal (a share code made here with ffcore); screens are opened
through the address's fragment (a link, ``#tutorial``, ``#settings``), which the open page
follows without reloading. Screenshots go to e2e/artifacts/ (not committed).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Page, expect
from support import ROOT, Site, keep_shot

import ffcore
from tools.browsers.answered import wait_answered
from tools.browsers.driver import command, unfold
from tools.browsers.engines import ANSWERED

SIZES = {"phone": {"width": 360, "height": 740}, "desktop": {"width": 1280, "height": 900}}
#: The deal every game here starts from: its first market has a blueprint to take, and its
#: first work phase dice that a floor takes and others it does not.
SEED = 3
SCHEMES = ("light", "dark")
AXE_SOURCE = (ROOT / "node_modules" / "axe-core" / "axe.min.js").read_text()
AXE_RUN = """async () => {
  const result = await axe.run(document, {resultTypes: ['violations']});
  return result.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
    .map(v => ({id: v.id, help: v.help, nodes: v.nodes.slice(0, 4).map(n => n.target.join(' '))}));
}"""
#: The page's colours as drawn: the body's background and the html element's theme.
DRAWN = """() => ({paper: getComputedStyle(document.body).backgroundColor,
                  theme: document.documentElement.dataset.theme ?? null,
                  bar: [...document.querySelectorAll('meta[name="theme-color"]')]
                       .filter(m => matchMedia(m.media || 'all').matches).map(m => m.content)})"""
#: What the page painted first: noted once the document is parsed, before Python draws.
RECORD_FIRST = """document.addEventListener("DOMContentLoaded", () => {
  window.__first = {paper: getComputedStyle(document.body).backgroundColor,
                    painted: Boolean(document.querySelector("#app > .painted"))};
});"""
LIGHT_PAPER, DARK_PAPER = "rgb(246, 243, 236)", "rgb(22, 23, 27)"


def seeded(name: str = "Ann", *, to_end: bool = False) -> str:
    """Return the share code of the seeded solo deal of ``name``, at its start or played to
    its end (by a seeded choice of legal moves)."""
    game = ffcore.new_game([name], seed=SEED, machine="medium")
    chooser = random.Random(SEED)
    while to_end and not game.is_over:
        game.apply(chooser.choice(game.legal_actions()))
    return game.to_code()


#: Set the address's fragment, noting when the page has heard of it: its hashchange comes in
#: a task of its own, after this script (none comes if the fragment is already there).
SET_FRAGMENT = """fragment => {
  window.__ffHashed = location.hash.slice(1) === fragment;
  addEventListener("hashchange", () => { window.__ffHashed = true; }, {once: true});
  location.hash = fragment;
}"""
#: The page has heard of the new fragment and shows its answer.
HASHED = f"window.__ffHashed && ({ANSWERED})"


def open_fragment(page: Page, fragment: str) -> None:
    """Open a link or a screen's address in the page as it is (no reload): a link's game is
    kept beside the others, and shows. (The page hears of the new address in a task of its
    own, after the script that set it: the player waits until it has answered, as for a
    click, so as not to read the screen from before it.)"""
    page.evaluate(SET_FRAGMENT, fragment)
    wait_answered(page, HASHED)
    if fragment.startswith("g="):
        expect(page.locator(".board")).to_be_visible()


def check_themes(page: Page, size: str, lang: str, name: str) -> None:
    """Run axe on what shows in the light and the dark theme; keep a screenshot of each."""
    if not page.evaluate("typeof axe !== 'undefined'"):
        page.evaluate(AXE_SOURCE)
    for scheme in SCHEMES:
        page.emulate_media(color_scheme=scheme)
        expect(page.locator("body")).to_have_css(
            "background-color", DARK_PAPER if scheme == "dark" else LIGHT_PAPER)
        serious = page.evaluate(AXE_RUN)
        assert not serious, f"{size} {lang} {scheme} {name}: {serious}"
        keep_shot(page, f"theme-{size}-{lang}-{scheme}-{name}")


@pytest.mark.booted
@pytest.mark.parametrize("size", SIZES)
def test_every_screen_of_a_game_passes_axe_in_both_themes_and_languages(
        page: Page, site: Site, size: str) -> None:
    page.set_viewport_size(SIZES[size])
    for lang, name in (("en", "Ann"), ("pt", "Ana")):
        # Each language its own game: a link to a game kept opens the copy kept, as played.
        start, over = seeded(name), seeded(name, to_end=True)
        open_fragment(page, "start")
        page.click(f'.languages [data-command="{lang}"]')
        expect(page.locator("html")).to_have_attribute("lang", "pt-BR" if lang == "pt" else "en")
        check_themes(page, size, lang, "start")
        open_fragment(page, "g=" + start)
        check_themes(page, size, lang, "market")
        page.locator("button.take").first.click()
        page.locator(".dice-tray button.die").first.click()
        expect(page.locator(".board[data-picking='yes']")).to_be_visible()
        check_themes(page, size, lang, "work-picked")
        page.locator('.options button.back[data-select=""]').click()
        page.keyboard.press("e")
        expect(page.locator("dialog.confirm-end")).to_be_visible()
        check_themes(page, size, lang, "end-question")
        page.click('[data-command="end-no"]')
        unfold(page, "market")
        page.locator(".market .blueprints .card").first.click(button="right")  # a long press
        expect(page.locator("dialog.zoom")).to_be_visible()
        check_themes(page, size, lang, "card-opened")
        page.keyboard.press("Escape")
        expect(page.locator("dialog.zoom")).to_have_count(0)
        open_fragment(page, "g=" + over)
        expect(page.locator(".final-verdict")).to_be_visible()
        check_themes(page, size, lang, "final")
        open_fragment(page, "tutorial")
        expect(page.locator(".board[data-tutorial] .tutorial")).to_be_visible()
        check_themes(page, size, lang, "tutorial")
        open_fragment(page, "settings")
        check_themes(page, size, lang, "settings")


def test_the_theme_chosen_is_kept_and_painted_first(
        page: Page, site: Site, load_ready: Callable[..., None]) -> None:
    # The system prefers dark: the first paint, before Python, is dark already.
    page.emulate_media(color_scheme="dark")
    page.add_init_script(RECORD_FIRST)
    load_ready(page, site.url())
    assert page.evaluate("window.__first") == {"paper": DARK_PAPER, "painted": True}
    assert page.evaluate(DRAWN) == {"paper": DARK_PAPER, "theme": None, "bar": ["#22242a"]}
    # Light, chosen in the settings (opened from the start screen): kept over a reload,
    # painted light from the first frame whatever the system prefers.
    page.click('.start [data-command="settings"]')
    page.check("#theme-light")
    expect(page.locator("html")).to_have_attribute("data-theme", "light")
    assert page.evaluate(DRAWN) == {"paper": LIGHT_PAPER, "theme": "light", "bar": ["#ffffff"]}
    page.check("#motion-off")
    page.check("#coach-on")
    load_ready(page, None)
    assert page.evaluate("window.__first") == {"paper": LIGHT_PAPER, "painted": True}
    expect(page.locator("#theme-light")).to_be_checked()  # the reload opened the settings
    expect(page.locator("html")).to_have_attribute("data-motion", "off")
    # The coach's default ticks the start screen's box; the screen closes with Back.
    page.go_back()
    expect(page.locator("#coach")).to_be_checked()
    # Back to the system's: dark again, and so on the next visit.
    page.click('.start [data-command="settings"]')
    page.check("#theme-system")
    expect(page.locator("html")).not_to_have_attribute("data-theme", "light")
    assert page.evaluate(DRAWN)["paper"] == DARK_PAPER
    load_ready(page, None)
    assert page.evaluate("window.__first")["paper"] == DARK_PAPER


#: How each die is drawn: its edge and its outline, as the browser computes them.
DICE_DRAWN = """() => [...document.querySelectorAll('.dice-tray .die')].map(die => {
  const s = getComputedStyle(die);
  return {target: die.classList.contains('target'),
          drawn: [s.borderTopStyle, s.borderTopWidth, s.borderTopColor, s.outlineStyle,
                  s.color].join(' ')};
})"""


@pytest.mark.booted
def test_forced_colours_draw_the_dice_that_take_the_pick_apart(
        page: Page, open_again: Callable[..., None]) -> None:
    page.emulate_media(forced_colors="active", color_scheme="dark")
    open_again("#g=" + seeded())
    page.locator("button.take").first.click()
    # Mine takes a 4 to 6: the dice of that value take the pick, the others do not.
    page.locator('[data-select="floor:mine"]').click()
    expect(page.locator(".board[data-picking='yes']")).to_be_visible()
    dice: list[dict[str, Any]] = page.evaluate(DICE_DRAWN)
    takes = {die["drawn"] for die in dice if die["target"]}
    cannot = {die["drawn"] for die in dice if not die["target"]}
    assert takes and cannot and not takes & cannot, dice
    keep_shot(page, "theme-forced-colours")


#: The bottom bar and what in it shows text or acts: each box, and whether its text runs out.
BAR = """() => {
  const bar = document.querySelector('.play-area > .options');
  const box = bar.getBoundingClientRect();
  const parts = [...bar.querySelectorAll('p, span, strong, button, li')]
    .filter(e => e.offsetParent !== null && e.textContent.trim() && !e.closest('.sr-only'))
    .map(e => { const r = e.getBoundingClientRect();
                return {text: e.textContent.trim().slice(0, 50), top: r.top, bottom: r.bottom,
                        left: r.left, right: r.right, wide: e.scrollWidth > e.clientWidth + 1}; });
  return {top: box.top, bottom: box.bottom, scrolls: bar.scrollHeight > bar.clientHeight + 1,
          height: innerHeight, width: innerWidth, parts};
}"""


def assert_bar_whole(page: Page, where: str) -> None:
    """Assert that the bottom bar shows its text whole, Play the suggestion and its other
    buttons inside the screen."""
    bar = page.evaluate(BAR)
    assert not bar["scrolls"], f"{where}: the bar hides some of its text: {bar}"
    for part in bar["parts"]:
        assert bar["top"] - 1 <= part["top"] and part["bottom"] <= bar["bottom"] + 1 and \
            part["bottom"] <= bar["height"] + 1 and part["left"] >= 0 and \
            part["right"] <= bar["width"] + 1 and not part["wide"], f"{where}: cut: {part}"
    for button in ('[data-command="play-hint"]', ".option-list button"):
        for found in page.locator(f".options {button}").all():
            box = found.bounding_box()
            assert box is not None and box["y"] >= 0 and \
                box["y"] + box["height"] <= bar["height"] + 1, f"{where}: {button} {box}"


@pytest.mark.booted
@pytest.mark.touch
@pytest.mark.parametrize("size", [(320, 568), (844, 390)], ids=["small", "sideways"])
def test_small_and_sideways_phones_show_the_suggestion_and_the_main_action_whole(
        page: Page, site: Site, size: tuple[int, int], open_again: Callable[..., None]) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_again("#g=" + seeded())
    # A round and a half played by Suggest, in English, then in Portuguese.
    for move in range(6):
        if move == 3:
            command(page, "pt")
        command(page, "suggest")
        expect(page.locator('.options [data-command="play-hint"]')).to_be_visible()
        assert_bar_whole(page, f"{size} move {move}")
        keep_shot(page, f"theme-bar-{size[0]}x{size[1]}-{move}")
        hint = page.locator('.options [data-command="play-hint"]')
        hint.click()
        expect(hint).to_have_count(0)
        expect(page.locator('[data-command="suggest"]')).to_be_enabled()
