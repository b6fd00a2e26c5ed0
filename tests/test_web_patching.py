"""What the page's morph (web/static/morph.js) needs of the markup, under CPython: an element
stamped with a digest of its markup (``data-ff-same``) is left as it is by a drawing that
draws it again unchanged, so a stamp changes exactly when the markup does; and the log's
lines are named by their place in the game's log, so a new line is added at the top
rather than every line below it rewritten; and a drawing's markup leaves out what the page
shows the same (``kept_out``), so the browser parses only what changed."""

from __future__ import annotations

import re

from pagedriver import Driver

from html_builder import Markup, el, kept_out, stamped, stamps

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


def _drawn_around_a_take() -> tuple[str, str]:
    """Return a solo board's HTML before and after a market Take (seed 3, easy)."""
    page = Driver()
    assert page.start(["Ann"], machine="easy", seed=3)
    before = page.render()
    game = page.game
    assert game is not None
    take = next(str(action) for action in game.legal_actions() if str(action).startswith("take"))
    assert page.act(take, sure=True)
    return before, page.render()


def test_a_move_changes_the_stamps_of_what_it_changed_only() -> None:
    before, after = _drawn_around_a_take()
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


def test_what_the_page_shows_the_same_is_left_out_of_the_markup_sent() -> None:
    def card(name: str) -> str:
        return stamped(el("div", {"class": "card"}, el("div", None, el("b", None, name)), name))

    section = stamped(el("section", {"class": "market"}, card("a"), card("b"),
                         el("div", None, el("div", None, "plain"))))
    page = el("div", {"class": "board"}, section, card("c"), el("p", None, "2 < 3"))
    assert kept_out(page, frozenset()) == page
    # The whole section shown the same: its tags stand in for it, its cards go with it.
    assert kept_out(page, stamps(page)) == el("div", {"class": "board"},
                                               _kept(section), _kept(card("c")),
                                               el("p", None, "2 < 3"))
    # A changed section is sent, with the cards in it that the page shows the same left out.
    shown = stamps(card("a")) | stamps(card("c"))
    assert kept_out(page, shown) == el(
        "div", {"class": "board"},
        Markup(section.replace(card("a"), _kept(card("a")))), _kept(card("c")),
        el("p", None, "2 < 3"))


def _kept(element: str) -> Markup:
    """Return the tags that stand in for a stamped element the page shows the same."""
    name = element[1:element.index(" ")]
    return Markup(element[:element.index(">")] + f" data-ff-kept></{name}>")


def test_a_move_sends_the_page_a_fraction_of_the_board() -> None:
    """After a market Take, the browser parses less of the board: the sections and cards
    the page shows the same are left out (here the market, the factory and the log change;
    over a whole game about half of the markup is left out)."""
    before, after = _drawn_around_a_take()
    sent = kept_out(after, stamps(before))
    assert len(sent) < len(after) * 3 / 4
    assert "data-ff-kept" in sent


def _faces(markup: str) -> dict[str, str]:
    """Return each card's stamp and the stamp of its face."""
    return dict(re.findall(r'<(?:div|button) data-ff-same="([0-9a-f]+)" class="card [^>]*>'
                           r'<span data-ff-same="([0-9a-f]+)" class="card-face"', markup))


def test_a_card_drawn_anew_sends_its_face_only_when_the_page_shows_it_nowhere() -> None:
    """A Take moves a card from the market to the factory, and other cards become buttons
    or stop being ones: such a card is sent as its tags, its face left out when the page
    shows that face already (in the market, for the card taken)."""
    before, after = _drawn_around_a_take()
    sent = kept_out(after, stamps(before))
    cards_before, cards_after = _faces(before), _faces(after)
    drawn_anew = {card: face for card, face in cards_after.items() if card not in cards_before}
    shown_faces = set(cards_before.values())
    assert any(face in shown_faces for face in drawn_anew.values())
    for face in drawn_anew.values():
        stand_in = f'<span data-ff-same="{face}" class="card-face" data-ff-kept></span>'
        assert (stand_in in sent) == (face in shown_faces)
