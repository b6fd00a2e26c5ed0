"""The page's controller and renderer, run under CPython (no browser needed)."""

from __future__ import annotations

import html
import json
import random
import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent.parent / "web"))

import ffcore
from board import group_actions, recipe_symbols, subjects
from controller import Controller

HOSTILE = "<img src=x onerror=alert(1)>"


def _actions_in(markup: str) -> set[str]:
    return {html.unescape(text) for text in re.findall(r'data-action="([^"]*)"', markup)}


def _reachable(controller: Controller) -> set[str]:
    """Return every action text a player can click, opening each selectable subject."""
    found = _actions_in(controller.render())
    for key in re.findall(r'data-select="([^"]*)"', controller.render()):
        controller.select(html.unescape(key))
        found |= _actions_in(controller.render())
    controller.select("")
    return found


def test_every_legal_action_is_reachable_in_the_page() -> None:
    controller = Controller()
    assert controller.start(["Ann"], machine="medium", seed=4)
    chooser = random.Random(4)
    game = controller.game
    assert game is not None
    for _ in range(120):
        if game.is_over:
            break
        legal = {str(action) for action in game.legal_actions()}
        assert legal <= _reachable(controller)
        assert controller.act(chooser.choice(sorted(legal)), sure=True)


def test_subjects_file_every_action_somewhere() -> None:
    game = ffcore.new_game(["Ann", "Bob"], seed=2)
    texts = [str(action) for action in game.legal_actions()]
    groups = group_actions(texts)
    for text in texts:
        action = ffcore.Action.parse(text)
        assert any(action in groups[key] for key in subjects(action))


def test_hostile_name_is_text_everywhere() -> None:
    controller = Controller()
    assert controller.start(["Ann", HOSTILE], seed=1)
    chooser = random.Random(1)
    for _ in range(60):
        if controller.screen == "pass":
            markup = controller.render()
            assert HOSTILE not in markup
            controller.reveal()
        markup = controller.render()
        assert "<img" not in markup
        game = controller.game
        assert game is not None
        controller.act(str(chooser.choice(game.legal_actions())))
    assert html.escape(HOSTILE) in controller.render()


def test_illegal_click_shows_a_message_and_changes_nothing() -> None:
    controller = Controller()
    controller.start(["Ann"], machine="easy", seed=3)
    game = controller.game
    assert game is not None
    before = game.history
    assert not controller.act("place 6 generate")
    assert game.history == before
    assert controller.page.notice is not None and controller.page.notice[0] == "error"
    assert "not possible" in controller.render()


def test_hot_seat_hides_the_previous_hand() -> None:
    controller = Controller()
    controller.start(["Ann", "Bob"], seed=5)
    assert controller.screen == "pass"
    controller.reveal()
    game = controller.game
    assert game is not None
    assert controller.viewer == "Ann"
    controller.act(str(game.legal_actions()[-1]))
    assert game.current_player == "Bob"
    assert controller.screen == "pass"
    markup = controller.render()
    ann_hand = game.state.players[0].hand
    assert all(f'data-card="{card}"' not in markup for card in ann_hand)
    controller.reveal()
    assert controller.viewer == "Bob"


def test_save_and_resume_exactly() -> None:
    controller = Controller()
    controller.start(["Ann"], machine="hard", seed=8)
    game = controller.game
    assert game is not None
    for action in game.legal_actions()[:1]:
        controller.act(str(action))
    saved = controller.save_text()
    assert saved is not None
    again = Controller()
    assert again.load_save(saved)
    assert again.game is not None and again.game.history == game.history
    assert again.screen == "board"


@pytest.mark.parametrize("text", ["", "{", "[]", '{"v": 1, "code": "AAAA", "seats": []}',
                                  '{"v": 9, "code": "x"}', json.dumps({"v": 1})])
def test_corrupted_save_shows_a_message(text: str) -> None:
    controller = Controller()
    assert not controller.load_save(text)
    assert controller.screen == "start"
    assert "saved game could not be read" in controller.render()


def test_share_link_round_trip_and_replace_question() -> None:
    first = Controller()
    first.start(["Ann", "Bob"], seats=["human", "steady"], seed=6)
    fragment = first.link_fragment()
    other = Controller()
    other.open_link("#" + fragment, saved=None)
    assert other.game is not None and other.game.history == first.game.history  # type: ignore[union-attr]
    assert other.page.seats == ["human", "steady"]
    saved = Controller()
    saved.start(["Cy"], machine="easy", seed=1)
    asking = Controller()
    asking.open_link("#" + fragment, saved=saved.save_text())
    assert asking.screen == "replace"
    asking.confirm_replace(False)
    assert asking.screen == "start" and asking.game is None


@pytest.mark.parametrize("fragment", ["#g=", "#g=!!!", "#nothing", "#g=AQID", "#g=abc&s=x"])
def test_bad_link_explains(fragment: str) -> None:
    controller = Controller()
    controller.open_link(fragment, saved=None)
    assert controller.screen == "start"
    assert "does not hold a game" in controller.render()


def test_confirm_reveals_the_hand_and_replaces_the_save_when_asked() -> None:
    controller = Controller()
    controller.start(["Ann", "Bob"], seed=5)
    assert controller.screen == "pass"
    assert controller.confirm()
    assert controller.screen == "board" and controller.viewer == "Ann"
    saved = Controller()
    saved.start(["Cy"], machine="easy", seed=1)
    asking = Controller()
    asking.open_link("#" + controller.link_fragment(), saved=saved.save_text())
    assert asking.screen == "replace"
    assert asking.confirm()
    assert asking.game is not None and asking.game.names == ("Ann", "Bob")


def test_confirm_plays_only_a_single_move_of_the_selection() -> None:
    controller = Controller()
    controller.start(["Ann"], machine="medium", seed=4)
    game = controller.game
    assert game is not None
    assert not controller.confirm()  # nothing selected: nothing to confirm
    for _ in range(200):
        if game.is_over:
            break
        groups = group_actions([str(action) for action in game.legal_actions()])
        single = sorted(key for key, moves in groups.items() if len(moves) == 1 and key != "turn")
        several = sorted(key for key, moves in groups.items() if len(moves) > 1)
        if several:
            controller.select(several[0])
            before = len(game.history)
            assert not controller.confirm()
            assert len(game.history) == before
        if single:
            controller.select(single[0])
            expected = str(groups[single[0]][0])
            assert controller.confirm()
            assert str(game.history[-1]) == expected
        else:
            assert controller.act(str(game.legal_actions()[0]))
    assert game.is_over


def test_confirm_plays_the_suggestion_shown() -> None:
    controller = Controller()
    controller.start(["Ann"], machine="easy", seed=3)
    game = controller.game
    assert game is not None
    controller.suggest()
    while not controller.hint_think(0.05):
        pass
    assert controller.page.hint is not None
    # The action, then its reason apart (not run together into one sentence).
    action, reason = controller.page.hint
    assert (f"<strong>Suggestion: {html.escape(action)}</strong>"
            f'<span class="suggestion-reason">{html.escape(reason)}</span>') in controller.render()
    suggested = str(controller._hint[0])
    assert controller.confirm()
    assert str(game.history[-1]) == suggested


def test_each_bot_decision_reports_its_thinking_time() -> None:
    controller = Controller()
    controller.start(["Ann", "Bot"], seats=["steady", "human"], seed=2)
    moves = 0
    while controller.bot_pending():
        moves += controller.bot_think(0.001)
    assert moves >= 1
    assert [level for level, _ in controller.decision_seconds] == ["steady"] * moves
    assert all(seconds > 0 for _, seconds in controller.decision_seconds)


def test_the_pauses_may_be_skipped_whenever_a_bot_is_to_move() -> None:
    controller = Controller()
    controller.start(["Robo", "Ann", "Rex"], seats=["steady", "human", "steady"], seed=2)
    skip = 'data-command="skip"'
    # Before a bot thinks (the page pauses after the previous move), while it thinks, and
    # between two bots' moves; never when the person is to move.
    assert controller.bot_pending() and not controller.page.thinking
    assert skip in controller.render()
    assert not controller.bot_think(0.001)
    assert controller.page.thinking == "Robo" and skip in controller.render()
    while not controller.bot_think(0.001):
        pass
    assert not controller.bot_pending() and skip not in controller.render()
    game = controller.game
    assert game is not None
    controller.act("take 1")
    assert game.current_player == "Rex" and not controller.page.thinking
    assert skip in controller.render()


def test_a_suggestion_asked_in_one_game_is_not_shown_in_the_next() -> None:
    controller = Controller()
    controller.start(["Ann"], machine="easy", seed=3)
    controller.suggest()
    assert controller.hint_pending()
    assert not controller.hint_think(0.01)  # the search is set up, not yet done
    controller.start(["Ann"], machine="easy", seed=4)
    assert not controller.hint_pending() and controller.hint_think(0.01)
    assert controller.page.hint is None and 'class="suggestion"' not in controller.render()


def test_an_undo_takes_the_suggestion_away() -> None:
    controller = Controller()
    controller.start(["Ann"], machine="easy", seed=3)
    game = controller.game
    assert game is not None
    for _ in range(50):
        if game.can_undo():
            break
        controller.act(str(game.legal_actions()[-1]), sure=True)
    assert game.can_undo()
    controller.suggest()
    while not controller.hint_think(0.05):
        pass
    assert controller.page.hint is not None
    controller.undo()
    assert controller.page.hint is None
    assert not controller.confirm()


#: Characters past Latin that the card symbols may use: common ones, which even a bare
#: Debian's DejaVu fonts draw. Anything rarer is drawn as an icon of the page's own.
COMMON_SYMBOLS = set("…→−≤≥⌂★")


def test_card_symbols_are_common_characters_or_drawn_icons() -> None:
    page = (Path(__file__).parent.parent / "web" / "index.html").read_text(encoding="utf-8")
    drawn = set(re.findall(r'<symbol id="i-([a-z-]+)"', page))
    for slug in ffcore.BLUEPRINTS:
        markup = str(recipe_symbols(slug))
        assert set(re.findall(r'href="#i-([a-z-]+)"', markup)) <= drawn, slug
        text = html.unescape(re.sub(r"<[^>]*>", "", markup))
        assert {ch for ch in text if ord(ch) > 0x24F} <= COMMON_SYMBOLS, slug
    assert "icon-copy" in str(recipe_symbols("replicator"))


def test_the_last_round_is_announced_until_the_game_is_over() -> None:
    controller = Controller()
    assert controller.start(["Ann"], machine="easy", seed=5)
    game = controller.game
    assert game is not None
    chooser = random.Random(5)
    announced = False
    while not game.is_over:
        assert ("end-warning" in controller.render()) == bool(game.state.end_round)
        announced = announced or bool(game.state.end_round)
        controller.act(str(chooser.choice(game.legal_actions())))
    assert announced
    assert "end-warning" not in controller.render()


def test_a_pasted_json_save_opens_or_says_why_and_asks_before_replacing() -> None:
    controller = Controller()
    controller.open_save_file('{"format": 2}', None)
    assert controller.screen == "start" and controller.game is None
    assert "could not be opened" in controller.start_error
    game = ffcore.new_game(["Ann", "Bob"], seed=3)
    for _ in range(10):
        game.apply(game.legal_actions()[0])
    controller.open_save_file(game.to_json(), None)
    assert controller.game is not None
    assert controller.game.action_texts() == game.action_texts()
    saved = controller.save_text()
    other = ffcore.new_game(["Cy"], seed=4, machine="easy")
    controller.open_save_file(other.to_json(), saved)
    assert controller.screen == "replace"  # the saved game is not dropped unasked
    controller.confirm_replace(False)
    assert controller.game.action_texts() == game.action_texts()
