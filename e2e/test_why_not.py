"""Why not (issue #33): tapping a piece that cannot act now says why, in a sentence, in
either language: a floor as a notice read out at once (#alert), a card opened large with
the reason under it. The positions are share codes made here with ffcore."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect
from support import Site
from test_accessibility import SIZES, check_screen, code_where, open_code
from test_keyboard import LISTEN, _heard

import ffcore
from tools.browsers.driver import command, unfold


def _no_low_die(game: ffcore.Game) -> bool:
    """The work step, every free die a 4 or more, and Generate with room: it cannot act."""
    state = game.state
    dice = state.player.unplaced() if state.phase == "work" else []
    return state.step == "work" and bool(dice) and min(dice) >= 4 and \
        len(state.player.on("generate")) < 3 and game.current_player == "Ann"


@pytest.mark.booted
def test_a_floor_and_a_card_that_cannot_act_say_why(
        page: Page, site: Site, open_again: Callable[..., None]) -> None:
    open_again("", {"ff-tutorial": "done"})  # no offer here
    code = code_where(_no_low_die, ["Ann"], "easy")
    for lang, size, words in (
            ("en", "desktop", ("Not now: Generate takes only a 1, 2 or 3.",
                               "Not now: It is the work phase")),
            ("pt", "phone", ("Agora não: A Produção só aceita 1, 2 ou 3.",
                             "Agora não: É a fase de trabalho"))):
        page.set_viewport_size(SIZES[size])
        open_code(page, open_again, code)
        if lang == "pt":
            command(page, "pt")
        page.evaluate(LISTEN)
        page.locator('.floor-generate [data-why="floor:generate"]').click()
        expect(page.locator(".status .notice")).to_contain_text(words[0])
        page.wait_for_function("(words) => window.ffHeard.some(([id, said]) => "
                               "id === 'alert' && said.includes(words))", arg=words[0])
        unfold(page, "market")
        page.locator('.market .card[data-why="slot:1"]').click()
        why = page.locator("dialog.zoom .why")
        expect(why).to_contain_text(words[1])
        check_screen(page, size, f"why-not-{lang}")
        page.keyboard.press("Escape")
        expect(page.locator("dialog.zoom")).to_have_count(0)
        assert words[0] in _heard(page, "alert")
