"""The whole game by keyboard and by screen reader (issue 38): solo games played with the
keyboard alone (tools/browsers/keyboard.py: `page.keyboard` only, no clicks, no focus set from the
test), checking after every key that pressed something and every drawing that the focus is
on a visible control in view, with a ring that stands out; the modal dialogs; what the
page's live regions say as their text changes; 200% text.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect
from support import Site
from test_accessibility import SIZES, check_screen
from test_beyond import at_round

import ffcore
from tools.browsers.driver import wait_for_a_move
from tools.browsers.keyboard import KeyPlayer

#: The deal the key player plays.
SEED = 3
#: The round from which the key player takes the game to its end: its last rounds, where the
#: boards are fullest (the first two are played in Portuguese below, from the start screen).
LAST_ROUNDS = 8
#: The most key presses a whole move on the pieces may take (median), from where the
#: focus stands (issue 38: 8).
MEDIAN_PRESSES = 8

#: Every text the live regions take, as it changes (they are in the page from the start).
LISTEN = """() => {
  window.ffHeard = [];
  if (window.ffListening) return;  // a booted page opened again listens already
  window.ffListening = true;
  for (const id of ['announce', 'alert']) {
    const region = document.getElementById(id);
    new MutationObserver(() => {
      const words = region.textContent.trim();
      if (words) window.ffHeard.push([id, words]);
    }).observe(region, {childList: true, characterData: true, subtree: true});
  }
}"""

#: The focus ring of the control that has the focus: its width, and its contrast against
#: what is behind it (the first background up the tree that is not transparent).
RING = """() => {
  const e = document.activeElement;
  if (!e.matches(':focus-visible')) return null;
  const style = getComputedStyle(e);
  const rgb = text => text.match(/[\\d.]+/g).map(Number);
  const lum = ([r, g, b]) => [r, g, b].map(v => v / 255)
    .map(v => v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
    .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
  let behind = e.parentElement;
  while (behind && rgb(getComputedStyle(behind).backgroundColor)[3] === 0)
    behind = behind.parentElement;
  const back = behind ? rgb(getComputedStyle(behind).backgroundColor) : [255, 255, 255];
  const [a, b] = [lum(rgb(style.outlineColor)), lum(back)].sort((x, y) => y - x);
  return {style: style.outlineStyle, width: parseFloat(style.outlineWidth),
          contrast: (a + 0.05) / (b + 0.05), what: e.outerHTML.slice(0, 80)};
}"""

#: Words of the floors, cards and choices split over two lines.
BROKEN_WORDS = """() => {
  const broken = [];
  for (const e of document.querySelectorAll('.floor-name, .card-name, .card-cost, .option')) {
    const walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.textContent.matchAll(/\\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
  }
  return broken;
}"""


class RingPlayer(KeyPlayer):
    """The key player, who also looks at the focus ring wherever the focus lands."""

    rings: list[str]

    def check(self, after: str) -> bool:
        ok = super().check(after)
        ring = self.page.evaluate(RING)
        if ring is not None and not (ring["style"] == "solid" and ring["width"] >= 2
                                     and ring["contrast"] >= 3):
            self.rings.append(f"{after}: {ring}")
        return ok


def _player(page: Page) -> RingPlayer:
    player = RingPlayer(page)
    player.rings = []
    page.evaluate(LISTEN)
    return player


def _heard(page: Page, region: str = "") -> str:
    return " | ".join(words for where, words in page.evaluate("window.ffHeard")
                      if not region or where == region)


@pytest.mark.booted
def test_a_solo_game_to_its_end_by_keys_alone(
        page: Page, site: Site, open_again: Callable[..., None]) -> None:
    page.set_viewport_size(SIZES["desktop"])
    code = at_round(SEED, ["Ann"], "medium", LAST_ROUNDS).to_code()
    open_again("#g=" + code)
    player = _player(page)
    player.key("u", "U with nothing to undo")  # refused: said at once
    expect(page.locator("#alert")).to_contain_text("Nothing to undo")
    player.play_to_end()
    assert player.losses == []
    assert player.rings == []
    presses = [count for _, count in player.piece_moves]
    assert len(presses) >= 12 and statistics.median(presses) <= MEDIAN_PRESSES, presses
    heard = _heard(page)
    for words in ("Suggestion: ", "The Machine rolls", f"Round {LAST_ROUNDS + 1} begins",
                  "The game is over", "Final scores:", "Ann: ", "The Machine: "):
        assert words in heard, words
    assert "Nothing to undo" in _heard(page, "alert")
    # The end, said once: after the final screen shows, nothing more.
    assert heard.count("Final scores:") == 1
    expect(page.locator(".outcome")).to_be_visible()


@pytest.mark.booted
def test_two_rounds_in_portuguese_on_a_phone_from_the_start_screen(
        page: Page, open_again: Callable[..., None]) -> None:
    page.set_viewport_size(SIZES["phone"])
    open_again()
    player = _player(page)
    player.choose_language("pt")
    expect(page.locator("html")).to_have_attribute("lang", "pt-BR")
    player.route("#solo-name")
    page.keyboard.type("Ana")
    player.start_solo()
    player.check("the start of a game")
    heard = _heard(page)
    assert "Rodada 1 · Fase de mercado · Sua vez, Ana." in heard, heard
    while "Rodada 3" not in page.locator(".status-line").inner_text():
        if not player.play_one():
            wait_for_a_move(page)
    assert player.losses == []
    assert player.rings == []
    heard = _heard(page)
    for words in ("Sugestão: ", "A Máquina rola", "Começa a rodada 2", "Começa a rodada 3"):
        assert words in heard, (words, heard)


def _kept_in_dialog(page: Page, keys: tuple[str, ...], shot: str) -> None:
    """Tab and Shift+Tab keep the focus in the open dialog; its screenshot at every size."""
    for key in keys:
        page.keyboard.press(key)
        assert _in_dialog(page), key
    for size in SIZES:
        page.set_viewport_size(SIZES[size])
        check_screen(page, size, shot)
    page.set_viewport_size(SIZES["desktop"])


def _in_dialog(page: Page) -> bool:
    return bool(page.evaluate("!!document.activeElement.closest('dialog:modal')"))


def _focused(page: Page, attribute: str) -> str:
    return str(page.evaluate(f"document.activeElement.getAttribute('{attribute}') || ''"))


@pytest.mark.booted
def test_dialogs_keep_the_focus_in_and_give_it_back(page: Page,
                                                     open_again: Callable[..., None]) -> None:
    page.set_viewport_size(SIZES["desktop"])
    code = ffcore.new_game(["Ann"], seed=SEED, machine="medium").to_code()
    open_again("#g=" + code)
    player = _player(page)
    # A card that does nothing now opens with Enter; the focus moves in and stays in.
    player.route(".market .blueprints div.card")
    slug = _focused(page, "data-card")
    player.key("Enter", "a card")
    dialog = page.locator("dialog.zoom")
    expect(dialog).to_be_visible()
    assert _in_dialog(page) and _focused(page, "data-command") == "zoom-close"
    _kept_in_dialog(page, ("Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"), "card-opened")
    player.key("Escape", "Escape in the card")
    expect(dialog).to_have_count(0)
    assert _focused(page, "data-card") == slug  # back on the card that opened it
    # O opens the card that has the focus; its button closes it, back to the card.
    player.key("o", "O on a card")
    expect(dialog).to_contain_text(page.locator(f'.market [data-card="{slug}"] .card-name')
                                   .first.inner_text())
    player.activate('dialog [data-command="zoom-close"]')
    expect(dialog).to_have_count(0)
    assert _focused(page, "data-card") == slug
    # The question before the work phase ends: modal, the safe answer focused.
    player.activate("button.take")
    expect(page.locator(".dice-tray button.die").first).to_be_focused()
    die = _focused(page, "data-select")
    player.key("e", "E with dice left")
    question = page.locator("dialog.confirm-end")
    expect(question).to_be_visible()
    assert _in_dialog(page) and _focused(page, "data-command") == "end-no"
    _kept_in_dialog(page, ("Tab", "Tab", "Tab", "Shift+Tab"), "end-question")
    player.key("Escape", "Escape in the question")
    expect(question).to_have_count(0)
    assert _focused(page, "data-select") == die  # back where E was pressed
    player.key("e", "E again")
    player.activate('dialog [data-command="end-yes"]')
    expect(page.locator(".status-line")).to_contain_text("Round 2")
    assert player.losses == [] and player.rings == []


def test_text_at_twice_its_size_breaks_no_word_and_the_floors_grow(
        page: Page, site: Site, load_ready: Callable[..., None]) -> None:
    game = ffcore.new_game(["Ann"], seed=SEED, machine="medium")
    game.apply("take 1")
    code = game.to_code()
    for viewport, text_size in (({"width": 1280, "height": 800}, "200%"),
                                ({"width": 640, "height": 450}, "100%")):  # 200% zoom
        page.set_viewport_size(viewport)
        load_ready(page, site.url("#g=" + code))
        # The browser's text size doubled: what is sized by the text (rem) doubles.
        page.evaluate(f"document.documentElement.style.fontSize = '{text_size}'")
        expect(page.locator(".dice-tray .die").first).to_be_visible()
        assert page.evaluate(BROKEN_WORDS) == []
        assert page.evaluate("document.scrollingElement.scrollWidth <= innerWidth")
        slot = page.locator(".floor .slot-empty").first.bounding_box()
        assert slot is not None and slot["width"] >= (80 if text_size == "200%" else 44)


@pytest.mark.booted
def test_the_start_screens_fields_keep_the_focus_and_what_was_typed(
        page: Page, site: Site) -> None:
    """A name typed, then Tab to the level (the name's change draws the screen again): the
    focus goes where the player moved it, Space picks the level there, and what was typed and
    picked stays when the language is switched (the start screen keeps its fields)."""
    page.fill("#solo-name", "Zoë")
    page.locator('input[name="level"][value="medium"]').focus()  # as Tab and arrows reach it
    page.keyboard.press("ArrowRight")  # to hard, as a radio group moves
    page.keyboard.press(" ")
    expect(page.locator('input[name="level"][value="hard"]')).to_be_focused()
    expect(page.locator('input[name="level"][value="hard"]')).to_be_checked()
    page.click('[data-command="pt"]')
    expect(page.locator("#start-heading")).not_to_have_text("")
    expect(page.locator("#solo-name")).to_have_value("Zoë")
    expect(page.locator('input[name="level"][value="hard"]')).to_be_checked()
    expect(page.locator('[data-command="start-solo"]')).to_be_visible()
