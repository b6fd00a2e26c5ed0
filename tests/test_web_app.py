"""The page's app, its screens and their rendering, run under CPython (no browser needed)."""

from __future__ import annotations

import html
import json
import random
import re
from pathlib import Path

import pytest
from pagedriver import Driver

import ffcore
from keeping.store import SAVE_KEY, SUGGESTS_KEY, MemoryStore
from screens.board.picks import group_actions, subjects
from screens.board.pieces import recipe_symbols
from shell.messages import BotMoved, BotThinking

HOSTILE = "<img src=x onerror=alert(1)>"


def _actions_in(markup: str) -> set[str]:
    return {html.unescape(text) for text in re.findall(r'data-action="([^"]*)"', markup)}


def _reachable(controller: Driver) -> set[str]:
    """Return every action text a player can click, opening each selectable subject."""
    found = _actions_in(controller.render())
    for key in re.findall(r'data-select="([^"]*)"', controller.render()):
        controller.select(html.unescape(key))
        found |= _actions_in(controller.render())
    controller.select("")
    return found


def test_every_legal_action_is_reachable_in_the_page() -> None:
    controller = Driver()
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
    controller = Driver()
    assert controller.start(["Ann", HOSTILE], seed=1)
    chooser = random.Random(1)
    for _ in range(60):
        if controller.screen == "pass":
            markup = controller.render()
            assert HOSTILE not in markup
            controller.command("reveal")
        markup = controller.render()
        assert "<img" not in markup
        game = controller.game
        assert game is not None
        controller.act(str(chooser.choice(game.legal_actions())))
    assert html.escape(HOSTILE) in controller.render()


def test_illegal_click_shows_a_message_and_changes_nothing() -> None:
    controller = Driver()
    controller.start(["Ann"], machine="easy", seed=3)
    game = controller.game
    assert game is not None
    before = game.history
    assert not controller.act("place 6 generate")
    assert game.history == before
    assert controller.app.ui.notice is not None and controller.app.ui.notice.kind == "error"
    assert "not possible" in controller.render()


def test_hot_seat_hides_the_previous_hand() -> None:
    controller = Driver()
    controller.start(["Ann", "Bob"], seed=5)
    assert controller.screen == "pass"
    controller.command("reveal")
    game = controller.game
    assert game is not None
    assert controller.viewer == "Ann"
    controller.act(str(game.legal_actions()[-1]))
    assert game.current_player == "Bob"
    assert controller.screen == "pass"
    markup = controller.render()
    ann_hand = game.state.players[0].hand
    assert all(f'data-card="{card}"' not in markup for card in ann_hand)
    controller.command("reveal")
    assert controller.viewer == "Bob"


def test_save_and_resume_exactly() -> None:
    controller = Driver()
    controller.start(["Ann"], machine="hard", seed=8)
    game = controller.game
    assert game is not None
    for action in game.legal_actions()[:1]:
        controller.act(str(action))
    controller.render()
    again = controller.reload()
    assert again.game is not None and again.game.history == game.history
    assert again.screen == "board"
    other = controller.other_tab()  # a visit: the game played last
    assert other.game is not None and other.game.history == game.history


@pytest.mark.parametrize("text", ["", "{", "[]", '{"v": 1, "code": "AAAA", "seats": []}',
                                  '{"v": 9, "code": "x"}', json.dumps({"v": 1})])
def test_corrupted_save_shows_a_message(text: str) -> None:
    controller = Driver(store=MemoryStore({SAVE_KEY: text}))
    controller.boot("")  # an earlier release's save, moved into the list
    assert controller.screen == "start" and controller.game is None
    assert controller.store.get(SAVE_KEY) is None  # set aside, not deleted
    assert controller.store.get("ff-save-broken") == text
    assert "saved game could not be read" in controller.render()


def test_share_link_round_trip_keeps_the_game_beside_the_one_kept() -> None:
    first = Driver()
    first.start(["Ann", "Bob"], seats=["human", "steady"], seed=6)
    fragment = first.app.session.link_fragment()
    other = Driver()
    other.open_link("#" + fragment)
    assert other.game is not None and other.game.history == first.game.history  # type: ignore[union-attr]
    assert other.app.session.seats == ["human", "steady"]
    saved = Driver()
    saved.start(["Cy"], machine="easy", seed=1)
    saved.render()
    saved.open_link("#" + fragment)  # no question: both are kept
    assert saved.screen == "board" and saved.game is not None and saved.game.names[0] == "Ann"
    saved.render()
    assert {kept.names for kept in saved.app.device.kept.entries.values()} == {
        ("Cy",), ("Ann", "Bob")}


@pytest.mark.parametrize("fragment", ["#g=", "#g=!!!", "#nothing", "#g=AQID", "#g=abc&s=x"])
def test_bad_link_explains(fragment: str) -> None:
    pasted = Driver()
    pasted.submit("open", {"code": fragment})  # pasted into the start screen's field
    assert pasted.screen == "start"
    assert "does not hold a game" in pasted.render()
    if fragment.startswith("#g="):  # a link: pasted into the address bar too
        controller = Driver()
        controller.open_link(fragment)
        assert controller.screen == "start"
        assert "does not hold a game" in controller.render()


def test_confirm_reveals_the_hand() -> None:
    controller = Driver()
    controller.start(["Ann", "Bob"], seed=5)
    assert controller.screen == "pass"
    assert controller.confirm()
    assert controller.screen == "board" and controller.viewer == "Ann"


def test_confirm_plays_only_a_single_move_of_the_selection() -> None:
    controller = Driver()
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
    controller = Driver()
    controller.start(["Ann"], machine="easy", seed=3)
    game = controller.game
    assert game is not None
    controller.suggest()
    controller.think_hint()
    display = controller.board.display(controller.board.view())
    assert display.hint is not None
    # The action, then its reason apart (not run together into one sentence).
    action, reason = display.hint
    assert (f"<strong>Suggestion: {html.escape(action)}</strong>"
            f'<span class="suggestion-reason">{html.escape(reason)}</span>') in controller.render()
    hint = controller.app.session.suggestion.hint
    assert hint is not None
    suggested = str(hint[0])
    assert controller.confirm()
    assert str(game.history[-1]) == suggested


def test_each_bot_decision_reports_its_thinking_time() -> None:
    controller = Driver()
    controller.start(["Ann", "Bot"], seats=["steady", "human"], seed=2)
    moves = controller.bot_moves()
    assert moves >= 1
    decisions = controller.app.session.decision_seconds
    assert [level for level, _ in decisions] == ["steady"] * moves
    assert all(seconds > 0 for _, seconds in decisions)


def test_the_pauses_may_be_skipped_whenever_a_bot_is_to_move() -> None:
    controller = Driver()
    controller.start(["Robo", "Ann", "Rex"], seats=["steady", "human", "steady"], seed=2)
    skip = 'data-command="skip"'
    # Before a bot thinks (the page pauses after the previous move), while it thinks, and
    # between two bots' moves; never when the person is to move.
    app = controller.app
    assert app.work.bot_pending() and not app.session.thinking
    assert skip in controller.render()
    thinking = app.work.think("bot", 0.001)  # the search set up: the board shows who thinks
    assert isinstance(thinking, BotThinking) and thinking.name == "Robo"
    controller.send(thinking)
    assert app.session.thinking == "Robo" and skip in controller.render()
    assert controller.bot_moves() == 1
    assert not app.work.bot_pending() and skip not in controller.render()
    game = controller.game
    assert game is not None
    controller.act("take 1")
    assert game.current_player == "Rex" and not app.session.thinking
    assert skip in controller.render()


def test_a_suggestion_asked_in_one_game_is_not_shown_in_the_next() -> None:
    controller = Driver()
    controller.start(["Ann"], machine="easy", seed=3)
    session = controller.app.session
    controller.suggest()
    assert session.suggestion.asked
    assert controller.work("hint", most=1) == 1  # the search is set up, not yet done
    assert session.suggestion.asked
    controller.start(["Ann"], machine="easy", seed=4)
    assert not session.suggestion.asked and controller.app.work.next() != "hint"
    assert session.suggestion.hint is None and 'class="suggestion"' not in controller.render()


def test_an_undo_takes_the_suggestion_away() -> None:
    controller = Driver()
    controller.start(["Ann"], machine="easy", seed=3)
    game = controller.game
    assert game is not None
    for _ in range(50):
        if game.can_undo():
            break
        controller.act(str(game.legal_actions()[-1]), sure=True)
    assert game.can_undo()
    controller.suggest()
    controller.think_hint()
    assert controller.app.session.suggestion.hint is not None
    controller.key("u")
    assert controller.app.session.suggestion.hint is None
    assert not controller.confirm()


#: Characters past Latin that the card symbols may use: common ones, which even a bare
#: Debian's DejaVu fonts draw. Anything rarer is drawn as an icon of the page's own.
COMMON_SYMBOLS = set("…→−≤≥⌂★")


def test_card_symbols_are_common_characters_or_drawn_icons() -> None:
    page = (Path(__file__).parent.parent / "web" / "static" / "index.html").read_text(
        encoding="utf-8")
    drawn = set(re.findall(r'<symbol id="i-([a-z-]+)"', page))
    for slug in ffcore.BLUEPRINTS:
        markup = str(recipe_symbols(slug))
        assert set(re.findall(r'href="#i-([a-z-]+)"', markup)) <= drawn, slug
        text = html.unescape(re.sub(r"<[^>]*>", "", markup))
        assert {ch for ch in text if ord(ch) > 0x24F} <= COMMON_SYMBOLS, slug
    assert "icon-copy" in str(recipe_symbols("replicator"))


def test_the_last_round_is_announced_until_the_game_is_over() -> None:
    controller = Driver()
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


def test_a_pasted_json_save_opens_or_says_why_and_is_kept_beside_the_others() -> None:
    controller = Driver()
    controller.app.open_json_save('{"format": 2}')
    assert controller.screen == "start" and controller.game is None
    assert "could not be opened" in controller.app.start.error
    game = ffcore.new_game(["Ann", "Bob"], seed=3)
    for _ in range(10):
        game.apply(game.legal_actions()[0])
    controller.app.open_json_save(game.to_json())
    assert controller.game is not None
    assert controller.game.action_texts() == game.action_texts()
    controller.command("holder", name="")  # both people play here
    controller.render()  # saved
    other = ffcore.new_game(["Cy"], seed=4, machine="easy")
    controller.app.open_json_save(other.to_json())
    assert controller.game.names == ("Cy",)
    controller.render()
    (first,) = [kept for kept in controller.app.device.kept.entries.values()
                if kept.names == ("Ann", "Bob")]  # the other game is kept, unasked
    controller.command("new")  # to the start screen and its list
    controller.command("open-game", game=first.key)
    assert controller.game.action_texts() == game.action_texts()


def _bots_game(slice_seconds: float, *, pauses: bool) -> list[str]:
    """Play seats of steady and strong bots around a person (who takes the first option),
    the bots thinking in slices of ``slice_seconds``, with or without their moves held
    while the page pauses (during which the next bot thinks for a varying number of
    slices: none, some, or until it has decided); return the actions played."""
    controller = Driver()
    controller.start(["Bo", "Ann", "Cy", "Di"], seats=["strong", "human", "steady", "strong"],
                     seed=8)
    app = controller.app
    game = controller.game
    assert game is not None
    pause_slices = (0, 1, 3, 1000)
    while game.action_count < 80 and not game.is_over:
        if app.work.bot_pending():
            while not isinstance(move := app.work.think("bot", slice_seconds), BotMoved):
                if move is not None:
                    controller.send(move)  # who thinks
            if pauses:  # decided: the move waits for the pause
                for _ in range(pause_slices[game.action_count % len(pause_slices)]):
                    if not app.work.bot_think_ahead(slice_seconds):
                        break
            controller.send(move)
        else:
            if controller.screen == "pass":
                controller.command("reveal")
            controller.act(str(game.legal_actions()[0]), sure=True)
    return game.action_texts()


def test_bots_choose_the_same_whether_their_moves_wait_for_the_pauses_or_not() -> None:
    assert _bots_game(1.0, pauses=False) == _bots_game(0.002, pauses=True)


def test_bots_decide_one_after_another_while_a_move_waits() -> None:
    """While a bot's move waits for the page's pause, the bots after it decide in turn, each
    on the position the decision before leads to, up to AHEAD_DECISIONS; each is taken up
    when the game gets there, and is the choice made on time."""
    from ffcore import bots
    from play.bot_turns import AHEAD_DECISIONS, BotTurns

    seats = ["strong", "steady", "strong"]
    game = ffcore.new_game(["Bo", "Cy", "Di"], seed=5)
    turns = BotTurns(seats)
    while not turns.decide(game, 1.0):
        pass
    while turns.think_ahead(game, 1.0):
        pass
    begun = [early.search for early in turns._following]
    # More than the next one: every other bot of the table, and the first again.
    assert len(begun) == AHEAD_DECISIONS >= len(seats)
    assert all(search is not None for search in begun)
    for early in begun:
        turns.play(game)
        while not turns.decide(game, 1.0):
            pass
        assert turns._search is early  # taken up, not begun again
        name = game.current_player
        assert name is not None
        seat = game.names.index(name)
        assert turns._search.best() == bots.make(seats[seat], seed=game.seed + seat).choose(
            game.view(name))


def test_bots_start_from_a_view_without_the_log() -> None:
    """The bots and the suggestion read no log, so a decision's setup costs no more late in
    a game than early; what they do read is the player's view as it is."""
    from play.bot_turns import bot_view

    game = ffcore.new_game(["Bo", "Cy"], seed=5)
    for _ in range(40):
        game.apply(game.legal_actions()[0])
    name = game.current_player
    assert name is not None and game.log_size > 40
    view, whole = bot_view(game, name), game.view(name)
    assert view.log == [] and whole.log
    assert (view.state, view.legal, view.viewer) == (whole.state, whole.legal, whole.viewer)


def test_a_decision_begun_early_serves_only_the_position_it_was_begun_for() -> None:
    from ffcore import bots
    from play.bot_turns import BotTurns

    def begun_early(game: ffcore.Game) -> tuple[BotTurns, object]:
        """Decide Bo's move, and begin Cy's decision on the position it leads to."""
        turns = BotTurns(["strong", "strong", "steady"])
        while not turns.decide(game, 1.0):
            pass
        assert turns.think_ahead(game, 0.001)
        assert turns._following and turns._following[0].search is not None
        return turns, turns._following[0].search

    game = ffcore.new_game(["Bo", "Cy", "Di"], seed=5)
    turns, early = begun_early(game)
    turns.play(game)
    while not turns.decide(game, 1.0):
        pass
    assert turns._search is early  # Bo's move led where it was begun: taken up
    assert turns._search.best() == bots.make("strong", seed=game.seed + 1).choose(
        game.view("Cy"))

    game = ffcore.new_game(["Bo", "Cy", "Di"], seed=5)
    turns, early = begun_early(game)
    bo_move = turns._search.best()  # type: ignore[union-attr]
    turns.play(game.copy())
    other = game.copy()  # Bo moved otherwise: not the position the decision was begun for
    other.apply(next(action for action in other.legal_actions()
                     if action != bo_move and action.kind == "take"))
    assert other.current_player == "Cy"
    while not turns.decide(other, 1.0):
        pass
    assert turns._search is not early  # dropped, and decided anew
    assert turns._search is not None and turns._search.best() == bots.make(
        "strong", seed=other.seed + 1).choose(other.view("Cy"))



def test_a_suggestion_worked_out_ahead_shows_at_once_and_never_for_an_old_position() -> None:
    from ffcore import bots

    controller = Driver(store=MemoryStore({SUGGESTS_KEY: "1"}))  # a player who asks for them
    controller.start(["Ann"], machine="easy", seed=3)
    app, session = controller.app, controller.app.session
    game = controller.game
    assert game is not None
    assert app.work.ahead_pending()
    while not session.suggestion.think_ahead(game, session.viewer, 0.05):
        pass
    assert not app.work.ahead_pending()
    controller.suggest()  # ready: shown at once, with no more thinking
    assert not session.suggestion.asked and session.suggestion.hint is not None
    first = str(session.suggestion.hint[0])
    assert first == str(bots.suggester(game.seed).suggest(game.view("Ann"))[0])
    assert controller.act(first)
    # The suggestion played: the one after it was worked out meanwhile, on the position its
    # move leads to, and shows at once too.
    controller.suggest()
    assert not session.suggestion.asked and session.suggestion.hint is not None
    suggested = session.suggestion.hint[0]
    assert str(suggested) == str(bots.suggester(game.seed).suggest(game.view("Ann"))[0])
    # Another move: nothing worked out before is offered for the position it leads to.
    other = next(action for action in game.legal_actions()
                 if action != suggested and action.kind != "end")
    assert controller.act(str(other))
    assert app.work.ahead_pending()
    session.suggestion.think_ahead(game, session.viewer, 0.05)  # begun, not finished
    controller.suggest()
    assert session.suggestion.asked  # it goes on from there, for this position
    controller.think_hint()
    assert session.suggestion.hint is not None
    expected = bots.suggester(game.seed).suggest(game.view("Ann"))[0]
    assert str(session.suggestion.hint[0]) == str(expected)
    assert session.suggestion.hint[0] in game.legal_actions()


def test_what_a_player_put_in_the_start_screens_fields_is_drawn_back_into_them() -> None:
    """The fields are the screen's: a drawing (a language switched, a notice, another tab's
    save) draws what the player typed, ticked or chose, never the defaults over it."""
    controller = Driver()
    form = {"solo-name": "Zoë <b>", "level": "insane", "coach": "on", "count": "3",
            "name-2": "Bob", "seat-3": "strong", "code": "g=abc"}
    controller.submit("field", form)
    controller.command("pt")
    page = controller.render()
    assert 'id="solo-name" type="text" maxlength' in page and 'value="Zoë &lt;b&gt;"' in page
    assert re.search(r'value="insane" checked', page)
    assert re.search(r'id="coach" checked', page)
    assert re.search(r'id="name-2"[^>]*value="Bob"', page)
    assert re.search(r'<option value="strong" selected>', page)
    assert re.search(r'data-seat="3">', page) and 'data-seat="4" hidden' in page
    assert 'value="g=abc"' in page
    assert "Jogador 1" in page  # a name not typed follows the language
