"""Learn to play (issue #33), as a newcomer meets it: from the start screen, following only
the tutorial's marks (``data-tutorial-target``: the piece to act on, or Next) to the real
game it hands over to, in English at desktop size and in Portuguese on a phone; axe finds
nothing serious on any step in English and on the pictured steps in Portuguese, whose other
steps get the checks that depend on words and width (test_accessibility.check_screen,
check_layout); every step's words are read out, a reload resumes the step, and the keyboard
alone (Enter) follows it too.

With ``FF_SHOTS=1``, screenshots of some steps go to ``$FF_TUTORIAL_SHOTS`` (default
e2e/artifacts/tutorial/).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect
from support import ARTIFACTS, Site, keep_shot
from test_accessibility import SIZES, check_layout, check_screen
from test_keyboard import LISTEN, _heard

import ffcore
from tools.browsers.keyboard import KeyPlayer

SHOTS = Path(os.environ.get("FF_TUTORIAL_SHOTS", str(ARTIFACTS / "tutorial")))
#: Steps whose screen is kept as a picture (numbered from 1, as the page shows them).
SHOT_STEPS = {1, 3, 5, 10, 12, 15, 17, 24, 26, 33, 35, 36}
TEXTS = {"en": {"learn": "Learn to play", "step": "Step {at} of", "done": "Round 1",
                "first": "Welcome!"},
         "pt": {"learn": "Aprender a jogar", "step": "Passo {at} de", "done": "Rodada 1",
                "first": "Boas-vindas!"}}
#: Brings what is fading or flashing in (what a move changed) to how it ends, for axe to
#: judge the colours a player is left with, without waiting a second a step for it; the
#: mark's own pulse ('beckon') is left to go on drawing the eye.
SETTLE = """() => document.getAnimations().filter((a) => a.animationName !== 'beckon')
  .forEach((a) => a.finish())"""
#: What the page shows while a step waits for a click: its progress and marked control.
STATE = """() => [document.querySelector('.tutorial-progress')?.textContent ?? '',
  document.querySelector('[data-tutorial-target]')?.outerHTML ?? '']"""


def _open(page: Page, open_again: Callable[..., None], lang: str, size: str) -> None:
    page.set_viewport_size(SIZES[size])
    open_again("", {"ff-lang": lang})
    page.evaluate(LISTEN)


def _click_mark(page: Page) -> None:
    """Click the control the tutorial marks, and wait for the page to move on."""
    before = page.evaluate(STATE)
    page.locator("[data-tutorial-target]").click()
    page.wait_for_function(
        f"(before) => JSON.stringify(({STATE})()) !== JSON.stringify(before)", arg=before)


def _progress(page: Page) -> str:
    return page.locator(".tutorial-progress").inner_text()


def _only_the_steps_move(page: Page) -> None:
    """Only the step's move is offered: at most one action on the board and in its panel."""
    actions = page.locator(".board [data-action]").evaluate_all(
        "els => [...new Set(els.map(e => e.dataset.action))]")
    assert len(actions) <= 1, actions


@pytest.mark.booted
@pytest.mark.parametrize(("lang", "size"), [("en", "desktop"), ("pt", "phone")])
def test_the_tutorial_by_its_marks_alone(
        page: Page, site: Site, load_ready: Callable[..., None],
        open_again: Callable[..., None], lang: str, size: str) -> None:
    words = TEXTS[lang]
    _open(page, open_again, lang, size)
    learn = page.locator(".learn").get_by_role("button", name=words["learn"])
    expect(learn).to_be_visible()  # offered first: this device never played
    learn.click()
    region = page.get_by_role("region", name="Tutorial")
    expect(region).to_be_visible()
    expect(region).to_contain_text(words["first"])
    seen: set[str] = set()
    reloaded = False
    for _ in range(150):
        if not page.locator(".board[data-tutorial]").count():
            break
        progress = _progress(page)
        if progress not in seen:  # a new step: checked once, its words read out
            seen.add(progress)
            at = len(seen)
            assert progress.startswith(words["step"].format(at=at)), (progress, at)
            _only_the_steps_move(page)
            page.evaluate(SETTLE)  # a card half faded in is not a contrast fault
            if lang == "en" or at in SHOT_STEPS:
                check_screen(page, size, f"tutorial-{lang}-{at}")
            else:  # axe's roles, names and colours as in English: what words and width change
                check_layout(page, f"tutorial-{lang}-{at}")
            if at in SHOT_STEPS:
                keep_shot(page, f"{lang}-{size}-step{at:02}", folder=SHOTS)
            spoken = region.locator(".tutorial-words").inner_text()
            page.wait_for_function(
                "(words) => window.ffHeard.some(([, said]) => said.includes(words))",
                arg=spoken[:40])
            if at == 20 and not reloaded:  # a reload resumes the step
                reloaded = True
                load_ready(page)
                page.evaluate(LISTEN)
                expect(page.locator(".tutorial-progress")).to_have_text(progress)
        _click_mark(page)
    assert len(seen) == 36 and reloaded
    expect(page.locator(".board[data-tutorial]")).to_have_count(0)
    expect(page.locator(".status-line")).to_contain_text(words["done"])
    keep_shot(page, f"{lang}-{size}-handed-over", folder=SHOTS)
    assert page.evaluate("localStorage.getItem('ff-tutorial')") == "done"


@pytest.mark.booted
def test_back_skip_leave_and_a_waiting_piece(
        page: Page, site: Site, open_again: Callable[..., None]) -> None:
    _open(page, open_again, "en", "desktop")
    page.locator(".learn button").click()
    for _ in range(4):
        _click_mark(page)  # to the first die, on Research
    expect(page.locator(".tutorial-progress")).to_have_text("Step 5 of 36")
    waiting = page.locator(".factory .dice-tray .die:not(.can-act)").first
    expect(waiting).to_have_css("filter", "grayscale(1)")
    page.get_by_role("button", name="Skip this step").click()
    expect(page.locator(".tutorial-progress")).to_have_text("Step 6 of 36")
    expect(page.locator(".floor-research .floor-slots .die")).to_have_count(1)  # placed
    page.get_by_role("button", name="Back", exact=True).click()
    page.get_by_role("button", name="Back", exact=True).click()
    expect(page.locator(".tutorial-progress")).to_have_text("Step 4 of 36")
    expect(page.locator(".floor-research .floor-slots .die")).to_have_count(0)
    page.get_by_role("button", name="Leave the tutorial").click()
    expect(page.get_by_role("button", name="Continue the tutorial (step 4 of 36)")).to_be_visible()


@pytest.mark.booted
def test_keys_alone_follow_the_first_steps(
        page: Page, site: Site, open_again: Callable[..., None]) -> None:
    _open(page, open_again, "en", "desktop")
    player = KeyPlayer(page)
    player.route(".learn button")  # offered first on a first visit
    player.key("Enter", "Learn to play")
    for at in range(2, 13):
        expect(page.locator("[data-tutorial-target]")).to_be_focused()  # what the step asks
        player.key("Enter", f"step {at - 1}")
        if _progress(page) != f"Step {at} of 36":  # a die picked, then where it goes
            expect(page.locator("[data-tutorial-target]")).to_be_focused()
            player.key("Enter", f"step {at - 1}, second piece")
        expect(page.locator(".tutorial-progress")).to_have_text(f"Step {at} of 36")
    assert player.losses == []
    assert "Build Gymnasium" in _heard(page, "announce")


@pytest.mark.booted
def test_a_shared_link_on_a_new_device_offers_the_tutorial(
        page: Page, site: Site, open_again: Callable[..., None]) -> None:
    page.set_viewport_size(SIZES["phone"])
    code = ffcore.new_game(["Ann"], seed=3, machine="medium").to_code()
    open_again("#g=" + code)
    offer = page.locator('.options .tutorial-offer [data-command="tutorial"]')
    expect(offer).to_have_text("Learn to play")
    check_screen(page, "phone", "tutorial-offer")
    offer.click()
    expect(page.get_by_role("region", name="Tutorial")).to_be_visible()
    page.get_by_role("button", name="Leave the tutorial").click()
    page.locator(".kept-game", has_text="Solo against The Machine").locator(".kept-open").click()
    expect(page.locator(".board .status-line")).to_contain_text("Round 1")
