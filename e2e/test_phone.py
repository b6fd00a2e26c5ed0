"""A phone-first table (issue #31): at the sizes of small and large phones, upright and on
their side, in both languages, the board gets the screen. One page per size:

- work phase: the dice and the three floors on the first screen together, uncovered, between a
  one-line bar at the top and a bar at the bottom of at most a fifth of the height; a move
  leaves the page where it was scrolled;
- The Machine's turn: its five dice and Continue on the first screen;
- market phase: the four blueprints and four contractors one swipe away;
- the menu's Share opens the share sheet (``navigator.share``, stubbed) with the game's link
  and whose move it is; its language buttons switch the page;
- a shared link of a game of several people asks who holds the device before a hand shows;
- axe finds nothing serious (test_accessibility.check_screen).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect
from test_accessibility import check_screen

import ffcore
from tools.bench.bench_phone import work_phase_link
from tools.browsers.driver import command, hold, linked_game

#: Phone sizes, and the language each starts in (it switches to the other half-way).
PHONES = {"360x640": "en", "360x740": "pt", "390x844": "en", "412x915": "pt", "740x360": "en"}
#: Whether each element matched is on the first screen, inside the room the bars leave, and
#: not covered (the topmost element at its middle is itself or inside it).
UNCOVERED = """(selector) => {
  const top = document.querySelector('.status').getBoundingClientRect().bottom;
  const bar = document.querySelector('.options');
  const bottom = bar ? bar.getBoundingClientRect().top : innerHeight;
  return [...document.querySelectorAll(selector)].map((e) => {
    const r = e.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return r.height > 0 && r.top >= top - 1 && r.bottom <= bottom + 1 && r.left >= 0 &&
      r.right <= innerWidth && hit !== null && (hit === e || e.contains(hit));
  });
}"""
#: The bars' heights and the viewport's.
BARS = """() => [document.querySelector('.status').getBoundingClientRect().height,
  document.querySelector('.options').getBoundingClientRect().height, innerHeight]"""
TEXTS = {"en": {"round": "Round", "move": "Your move, Ann: Fantastic Factories, round 2"},
         "pt": {"round": "Rodada", "move": "Sua vez, Ann: Fábricas Fantásticas, rodada 2"}}


def uncovered(page: Page, selector: str) -> list[bool]:
    found: list[bool] = page.evaluate(UNCOVERED, selector)
    assert found, f"nothing matches {selector}"
    return found


def check_bars(page: Page) -> None:
    """The bar at the top is one line; the one at the bottom takes a fifth of the height at
    most."""
    top, bottom, height = page.evaluate(BARS)
    assert top <= 56, f"top bar {top} px"
    assert bottom <= 0.2 * height + 0.5, f"bottom bar {bottom} of {height} px"


def open_phone(page: Page, open_again: Callable[..., None], size: str, lang: str,
               fragment: str) -> None:
    """Open the booted page again at a phone's size, in ``lang``, with a share sheet."""
    width, height = (int(part) for part in size.split("x"))
    page.set_viewport_size({"width": width, "height": height})
    open_again(fragment, stored={"ff-lang": lang}, share=True)


def settled(page: Page, selector: str) -> None:
    """Wait until the animations in an element (the dice's roll) have finished."""
    page.locator(selector).evaluate(
        "e => Promise.all(e.getAnimations({subtree: true}).map((a) => a.finished))")


def switch_language(page: Page, lang: str) -> None:
    """Switch the language from the board's menu, which closes."""
    page.click(".menu-toggle")
    page.click(f'#game-menu [data-command="{lang}"]')
    expect(page.locator("#game-menu")).to_be_hidden()
    expect(page.locator(".status-line")).to_contain_text(TEXTS[lang]["round"])


def work_phase(page: Page) -> None:
    """Dice and floors together on the first screen; placing a die keeps the scroll."""
    expect(page.locator('.board[data-phase="work"]')).to_be_visible()
    page.evaluate("window.scrollTo(0, 0)")
    settled(page, ".dice-tray")  # the dice's roll
    check_bars(page)
    assert all(uncovered(page, ".dice-tray .die")), "a die is off the first screen"
    assert all(uncovered(page, ".floors .floor-name")), "a floor is off the first screen"
    expect(page.locator(".hand")).to_be_hidden()  # folded until wanted
    page.click('.fold[data-section="hand"]')
    expect(page.locator(".hand")).to_be_visible()
    page.evaluate("window.scrollTo(0, 60)")
    before = page.evaluate("window.scrollY")
    page.locator(".dice-tray button.die").first.dispatch_event("click")
    page.locator(".factory .target[data-action]").first.dispatch_event("click")
    expect(page.locator(".floor-slots .die")).to_have_count(1)
    assert abs(page.evaluate("window.scrollY") - before) < 2, "the page jumped"


def machine_turn(page: Page) -> None:
    """The Machine's five dice and Continue on the first screen."""
    page.evaluate("window.scrollTo(0, 0)")
    expect(page.locator(".machine-turn .machine-die")).to_have_count(5)
    assert all(uncovered(page, ".machine-turn .machine-die")), "a die of The Machine is off"
    assert all(uncovered(page, '[data-command="machine-seen"]')), "Continue is off the screen"
    check_bars(page)


def market_phase(page: Page) -> None:
    """The four blueprints and four contractors in rows one swipe wide, both on screen."""
    expect(page.locator('.board[data-phase="market"]')).to_be_visible()
    page.evaluate("window.scrollTo(0, 0)")
    for row in (".market .blueprints", ".market .contractors"):
        expect(page.locator(f"{row} > li")).to_have_count(4)
        width, seen, top = page.locator(row).evaluate(
            "e => [e.scrollWidth, e.clientWidth, e.getBoundingClientRect().top]")
        assert width <= 2 * seen + 1, f"{row}: more than one swipe"
        assert top < page.evaluate(BARS)[2] * 0.8, f"{row} starts below the first screen"
    assert page.evaluate("document.scrollingElement.scrollWidth <= innerWidth")


@pytest.mark.booted
@pytest.mark.parametrize("size", PHONES)
def test_the_board_gets_a_phones_screen(page: Page, open_again: Callable[..., None],
                                        size: str) -> None:
    lang = PHONES[size]
    other = "pt" if lang == "en" else "en"
    open_phone(page, open_again, size, lang, "#" + work_phase_link())
    work_phase(page)
    page.click('.option-list [data-action="end"]')
    page.click('[data-command="end-yes"]')
    machine_turn(page)
    check_screen(page, f"phone-{size}", f"{lang}-machine-turn")
    switch_language(page, other)
    machine_turn(page)
    # Share: the share sheet, with the link and whose move it is.
    command(page, "copy")
    page.wait_for_function("window.__shared && window.__shared.length === 1")
    shared = page.evaluate("window.__shared[0]")
    assert shared["text"] == TEXTS[other]["move"]
    assert "#g=" in shared["url"]
    assert linked_game(shared["url"]).state.round == 2
    page.click('[data-command="machine-seen"]')
    market_phase(page)
    page.click(".menu-toggle")
    check_screen(page, f"phone-{size}", f"{other}-market-menu")


@pytest.mark.booted
@pytest.mark.parametrize("lang", ["en", "pt"])
def test_a_shared_link_asks_who_holds_the_device(page: Page, open_again: Callable[..., None],
                                                 lang: str) -> None:
    game = ffcore.new_game(["Ann", "Bob"], seed=7)
    while game.current_player != "Bob":
        game.apply(game.legal_actions()[0])
    open_phone(page, open_again, "360x740", lang, "#g=" + game.to_code())
    shared = page.locator(".pass.shared")
    expect(shared.locator("p")).to_contain_text("Bob")
    expect(page.locator(".factory")).to_have_count(0)  # no hand before the answer
    check_screen(page, "phone-360x740", f"{lang}-shared-link")
    hold(page, "Bob")
    expect(page.locator(".status-line")).to_contain_text("Bob")
    command(page, "copy")
    page.wait_for_function("window.__shared && window.__shared.length === 1")
    assert page.evaluate("window.__shared[0].text").startswith(
        "Your move, Bob" if lang == "en" else "Sua vez, Bob")


@pytest.mark.booted
def test_a_card_read_by_a_long_press_leaves_the_market_playable(
        page: Page, open_again: Callable[..., None]) -> None:
    """Closing a card opened large gives the focus back to it. On a phone its rule text no
    longer unfolds on that focus: it folded again under the next tap, and Take, below it,
    moved away between the finger's press and its lift, so the tap took nothing."""
    deal = ffcore.new_game(["Ann"], seed=3, machine="medium").to_code()
    open_phone(page, open_again, "360x740", "en", "#g=" + deal)
    page.locator(".market .blueprints .card").first.click(button="right")  # a long press
    zoom = page.locator("dialog.zoom")
    expect(zoom).to_be_visible()
    zoom.locator('button[data-command="zoom-close"]').click()
    expect(zoom).to_have_count(0)
    page.locator("button.take").first.click()
    expect(page.locator(".dice-tray button.die").first).to_be_visible()
