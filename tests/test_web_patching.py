"""What the page's morph (web/morph.js) needs of the markup, under CPython: an element
stamped with a digest of its markup (``data-ff-same``) is left as it is by a drawing that
draws it again unchanged, so a stamp changes exactly when the markup does; and the log's
lines are named by their place in the game's log, so a new line is added at the top
rather than every line below it rewritten."""

from __future__ import annotations

import re

from pagedriver import Driver

from html_builder import el, stamped

STAMP = re.compile(r'<(\w+) data-ff-same="([0-9a-f]+)"')


def test_a_stamp_is_a_digest_of_the_markup_it_stamps() -> None:
    card = el("div", {"class": "card", "data-card": "mine"}, el("span", None, "Mine"))
    again = el("div", {"class": "card", "data-card": "mine"}, el("span", None, "Mine"))
    used = el("div", {"class": "card used", "data-card": "mine"}, el("span", None, "Mine"))
    assert stamped(card) == stamped(again)
    assert stamped(card) != stamped(used)
    # The stamp goes on the element itself, whose markup is otherwise unchanged.
    assert re.sub(r' data-ff-same="[0-9a-f]+"', "", stamped(card)) == card
    assert STAMP.match(stamped(card))
    assert STAMP.match(stamped(el("br")))
    assert stamped(el("div", None, "")) != stamped(el("div", None, " "))


def _stamps(markup: str, tag: str) -> list[str]:
    return [digest for name, digest in STAMP.findall(markup) if name == tag]


def test_a_move_changes_the_stamps_of_what_it_changed_only() -> None:
    page = Driver()
    assert page.start(["Ann"], machine="easy", seed=3)
    before = page.render()
    game = page.game
    assert game is not None
    take = next(str(action) for action in game.legal_actions() if str(action).startswith("take"))
    assert page.act(take, sure=True)
    after = page.render()
    cards_before, cards_after = _stamps(before, "div"), _stamps(after, "div")
    # The market lost a card and the factory gained one: most cards are drawn as they were.
    assert len(set(cards_before) & set(cards_after)) >= len(cards_after) - 4
    assert set(cards_after) - set(cards_before)
    sections_before, sections_after = _stamps(before, "section"), _stamps(after, "section")
    assert sections_before != sections_after


def _log_lines(markup: str) -> dict[str, str]:
    return dict(re.findall(r'<li id="(log-\d+)">(.*?)</li>', markup))


def test_the_log_s_lines_are_named_by_their_place_in_the_game_s_log() -> None:
    page = Driver()
    assert page.start(["Ann"], machine="easy", seed=3)
    before = _log_lines(page.render())
    game = page.game
    assert game is not None
    assert page.act(str(game.legal_actions()[0]), sure=True)
    after = _log_lines(page.render())
    assert before and len(after) > len(before)
    # Every line drawn before is drawn again under the same name, with the same words.
    assert all(after.get(name) == words for name, words in before.items())
    numbers = [int(name.split("-")[1]) for name in after]
    assert numbers == sorted(numbers, reverse=True)  # the newest line first
