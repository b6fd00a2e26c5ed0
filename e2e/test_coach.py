"""The coach (issue #33), as a player meets it: ticked on the start screen (off by
default), a note after a costly move in English on a desktop and in Portuguese on a
phone, read out, axe-clean. The costly move is ending the first work phase at once, four
dice unused (seed 1 on easy, a save of the page's own format put in local storage, the
coach on), which the strong bot judges to lose about 3 points (tests/test_coach.py).
Against insane, where the learned win head knows it, the note says what the move cost in
chance of winning too (issue #66)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable

import pytest
from playwright.sync_api import Locator, Page, expect
from support import Site
from test_accessibility import SIZES, check_screen
from test_keyboard import LISTEN, _heard

from tools.browsers.driver import start_solo, unfold


def saved(machine: str) -> str:
    """Return a new solo game, seed 1, the coach on, as the page saves it (web/keeping/saves.py)."""
    return json.dumps({"v": 2, "rules": 1, "names": ["Ann"], "machine": machine, "seed": 1,
                       "actions": [], "seats": ["human"], "round": 1, "over": False,
                       "coach": True})


WORDS = {"en": ("End your work phase cost about", "the strong bot preferred"),
         "pt": ("Encerrar sua fase de trabalho custou cerca de", "o robô forte preferia")}
#: What the same move costs against insane, in points and in chance of winning.
CHANCE_WORDS = {"en": r"cost about \d+\.\d points and made winning about \d+% less likely",
                "pt": r"custou cerca de \d+,\d pontos e deixou a vitória cerca de \d+% menos "
                      r"provável"}


#: The page has no work between clicks left that comes before the coach's (glue/pacing.py,
#: web/shell/work.py: a review, a suggestion, a bot's move, then the coach, then a suggestion
#: worked out ahead in idle time): a coach would have spoken by now.
PAST_THE_COACH = 'body:not([data-ff-work]), body[data-ff-work="ahead"]'


@pytest.mark.booted
def test_the_coach_is_off_unless_ticked(page: Page, site: Site) -> None:
    """The costly move of the test below, in the same deal, without ticking the coach."""
    page.set_viewport_size(SIZES["desktop"])
    expect(page.locator("#coach")).not_to_be_checked()
    start_solo(page, "Ann", "easy", seed=1)
    page.locator('[data-action="take 1"]').click()
    page.locator('.option-list [data-action="end"]').click()
    page.click('[data-command="end-yes"]')
    expect(page.locator(".status-line")).to_contain_text("Round 2")
    page.locator(PAST_THE_COACH).wait_for(state="attached")
    expect(page.locator(".coach-note")).to_have_count(0)


def _costly_move(page: Page, open_again: Callable[..., None], lang: str, size: str,
                 machine: str) -> Locator:
    """Play the costly move in a saved coached game; return the coach's note once shown."""
    page.set_viewport_size(SIZES[size])
    # The game as an earlier release kept it: the page moves it into its list.
    open_again("", {"ff-lang": lang, "ff-tutorial": "done", "ff-save": saved(machine)})
    expect(page.locator(".board")).to_be_visible()  # the saved game, resumed
    page.evaluate(LISTEN)
    unfold(page, "market")
    page.locator('[data-action="take 1"]').click()
    page.locator('.option-list [data-action="end"]').click()
    page.click('[data-command="end-yes"]')
    note = page.locator(".coach-note")
    # Once the page is past the coach's work, the note shows (what the test above waits for).
    page.locator(PAST_THE_COACH).wait_for(state="attached", timeout=30_000)
    assert note.count() == 1
    expect(note).to_be_visible()
    return note


@pytest.mark.booted
@pytest.mark.parametrize(("lang", "size"), [("en", "desktop"), ("pt", "phone")])
def test_a_costly_move_gets_the_coachs_note(
        page: Page, site: Site, open_again: Callable[..., None], lang: str, size: str) -> None:
    note = _costly_move(page, open_again, lang, size, "easy")
    played, better = WORDS[lang]
    expect(note).to_contain_text(played)
    expect(note).to_contain_text(better)
    page.wait_for_function("(words) => window.ffHeard.some(([, said]) => said.includes(words))",
                           arg=played)
    check_screen(page, size, f"coach-{lang}")
    note.locator('[data-command="coach-seen"]').click()
    expect(page.locator(".coach-note")).to_have_count(0)
    assert played in _heard(page, "announce")


@pytest.mark.booted
@pytest.mark.parametrize(("lang", "size"), [("en", "desktop"), ("pt", "phone")])
def test_against_insane_the_note_says_the_chance_of_winning_too(
        page: Page, site: Site, open_again: Callable[..., None], lang: str, size: str) -> None:
    note = _costly_move(page, open_again, lang, size, "insane")
    expect(note).to_contain_text(re.compile(CHANCE_WORDS[lang]))
    expect(note).to_contain_text(WORDS[lang][1])
    check_screen(page, size, f"coach-chance-{lang}")
