"""What the page keeps in local storage of a game, and how it keeps a game when storage
misbehaves (the list of games kept: test_web_games.py).

Run under CPython like the app's tests (through a store in memory that can be blocked or
full); the glue around these (the storage event, the browser's own storage) is covered by
the browser tests.
"""

from __future__ import annotations

import json
import random

import pytest
from pagedriver import Driver

import ffcore
from ffcore import Game
from ffcore.limits import MAX_ACTIONS
from keeping import saves
from keeping.store import BROKEN_KEY, ENTRY_PREFIX, GAME_PREFIX, SAVE_KEY, MemoryStore
from screens.board.display import LOG_LINES
from shell.messages import OtherTab
from shell.update import update


def _playing(seed: int = 3, actions: int = 30, store: MemoryStore | None = None) -> Driver:
    controller = Driver(store=store)
    controller.start(["Ann", "Bob"], seats=["human", "steady"], seed=seed)
    game = controller.game
    assert game is not None
    chooser = random.Random(seed)
    while game.action_count < actions and not game.is_over:
        game.apply(chooser.choice(game.legal_actions()))
    return controller


def test_a_save_keeps_the_game_itself_not_a_code() -> None:
    controller = _playing()
    controller.render()
    text = controller.saved()
    assert text is not None and text == controller.app.session.save_text()
    data = json.loads(text)
    assert data["v"] == saves.VERSION == 3 and data["rules"] == ffcore.rules.RULES_VERSION
    game = controller.game
    assert game is not None
    assert data["actions"] == [str(action) for action in game.history]
    assert data["seats"] == ["human", "steady"] and "code" not in data
    assert (data["phase"], data["turn"], data["round"]) == (game.phase, game.current_player,
                                                           game.round)
    again, seats = saves.read(text)
    assert again.history == game.history and seats == ["human", "steady"]


@pytest.mark.parametrize(("change", "reason"), [
    ({"v": 4}, "newer version"), ({"v": 99}, "newer version"), ({"v": "2"}, "another version"),
    ({"v": True}, "another version"), ({"actions": "take 1"}, "wrong kind"),
    ({"actions": [1, 2]}, "wrong kind"), ({"names": None}, "wrong kind"),
    ({"seed": "7"}, "wrong kind"), ({"rules": None}, "wrong kind"),
    ({"rules": 9}, "newer rules"), ({"machine": 3}, "wrong kind"),
    ({"seats": ["human"]}, "seats do not match"), ({"actions": ["fly"]}, "not legal")])
def test_a_bad_or_newer_save_is_explained_and_set_aside(change: dict[str, object],
                                                        reason: str) -> None:
    """An earlier release's save that cannot be read is set aside as it always was; one
    kept in the list, when it is opened."""
    playing = _playing()
    playing.render()
    text = playing.saved()
    assert text is not None
    data = json.dumps(json.loads(text) | change)
    controller = Driver(store=MemoryStore({SAVE_KEY: data}))
    controller.boot("")
    assert controller.game is None and controller.store.get(BROKEN_KEY) == data
    assert SAVE_KEY not in controller.store.items
    page = controller.render()
    assert "saved game could not be read" in page and reason in page, page
    if reason == "newer version":  # a newer release's game under its key is left for it
        return
    key = playing.app.session.kept_as
    store = MemoryStore({GAME_PREFIX + key: data,
                         ENTRY_PREFIX + key: playing.store.items[ENTRY_PREFIX + key]})
    listed = Driver(store=store)
    listed.boot("")
    assert listed.game is None and store.get("ff-broken-" + key) == data
    assert GAME_PREFIX + key not in store.items and not listed.app.device.kept.entries
    page = listed.render()
    assert "saved game could not be read" in page and reason in page, page


def test_a_finished_game_is_not_offered_to_resume() -> None:
    controller = _playing(actions=10_000)
    assert controller.game is not None and controller.game.is_over
    controller.render()  # saved
    assert controller.app.device.kept.last_played() is None
    controller.command("new")
    assert 'data-command="open-game"' not in controller.render()
    assert controller.reload().screen == "final"  # the tab's own game
    assert controller.other_tab().screen == "start"  # in the records: out of the list
    assert not controller.other_tab().app.device.kept.entries


def _two_tabs_on_one_game() -> tuple[Driver, Driver]:
    here = _playing(seed=3)
    here.render()
    there = here.other_tab()
    assert there.app.session.kept_as == here.app.session.kept_as
    game = there.game
    assert game is not None
    there.act(str(game.legal_actions()[0]), sure=True)
    there.render()
    return here, there


def test_a_save_from_another_tab_is_offered_not_overwritten() -> None:
    here, there = _two_tabs_on_one_game()
    theirs = there.saved()
    assert update(here.app, OtherTab(GAME_PREFIX + here.app.session.kept_as, theirs)) == []
    assert here.app.session.save_text() is None  # nothing may be written over the other tab's
    page = here.render()
    assert 'data-command="conflict-load"' in page and "another tab" in page
    assert here.saved() == theirs
    here.command("conflict-load")
    assert here.game is not None and there.game is not None
    assert here.game.history == there.game.history
    assert here.app.session.save_text() == theirs


def test_keeping_this_tabs_game_saves_it_again() -> None:
    here, there = _two_tabs_on_one_game()
    mine = here.app.session.save_text()
    key = GAME_PREFIX + here.app.session.kept_as
    update(here.app, OtherTab(key, mine))  # our own save echoed back is no conflict
    assert here.app.session.conflict is None
    update(here.app, OtherTab(key, there.saved()))
    here.command("conflict-keep")
    assert here.app.session.save_text() == mine and 'conflict-load' not in here.render()
    assert here.saved() == mine


def test_a_failed_save_is_told_once_with_the_link_to_keep_the_game() -> None:
    store = MemoryStore(full=True)
    controller = _playing(store=store)
    game = controller.game
    assert game is not None
    page = controller.render()
    assert "storage is full" in page and 'data-command="copy"' in page
    assert "Remove a game" in page and "export" in page  # what to do
    controller.command("dismiss")
    game.apply(game.legal_actions()[0])
    assert "storage is full" not in controller.render()  # told once
    store.full = False
    game.apply(game.legal_actions()[0])
    controller.render()  # saved: a later failure is worth telling again
    store.full = True
    game.apply(game.legal_actions()[0])
    assert "storage is full" in controller.render()
    controller.command("pt")
    assert "armazenamento deste aparelho está cheio" in controller.render()


def test_a_full_storage_loses_nothing_kept_and_a_game_removed_makes_room(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Over its quota, local storage refuses a write: what was kept stays as it was, the
    player is told what to do, and removing a game makes room at once (with Undo, when
    there is room for it again)."""
    page = _playing(seed=3)
    monkeypatch.setattr(page.app, "drawn", lambda html: None)  # no screen kept for the paint
    page.render()
    (first,) = page.app.device.kept.entries
    page.command("new")
    page.submit("start-solo", {"solo-name": "Cy", "level": "easy"})
    game = page.game
    assert game is not None
    page.render()
    kept = dict(page.store.items)
    page.store.quota = page.store.size()  # full
    page.act(str(game.legal_actions()[0]))
    assert "storage is full" in page.render()
    assert page.store.items == kept  # nothing kept was touched
    page.command("new")
    assert len(page.app.device.kept.entries) == 2
    page.command("remove-game", game=first)
    assert "Game removed: Ann, Bob" in page.render() and GAME_PREFIX + first not in page.store.items
    page.command("open-game", game=page.app.device.kept.last_played() or "")
    assert page.game is not None and page.game.names == ("Cy",)
    page.act(str(page.game.legal_actions()[0]))
    page.render()
    assert page.saved() == page.app.session.save_text()  # the room made keeps this game
    page.store.quota = page.store.size()  # full again
    page.command("restore-game")  # no room to put the other back: said, nothing else lost
    assert first not in page.app.device.kept.entries and "no room" in page.render()
    page.store.quota = None
    page.command("restore-game")
    assert first in page.app.device.kept.entries and "put back" in page.render()
    assert page.reload().app.device.kept.entries.keys() == {first, page.app.session.kept_as}


def test_blocked_storage_is_said_on_the_start_screen_and_the_board() -> None:
    controller = Driver(store=MemoryStore(blocked=True))
    controller.boot("")
    assert "does not let the page keep data" in controller.render()
    controller.start(["Ann"], machine="easy", seed=2)
    assert "does not let the page keep data" in controller.render()


def test_a_game_from_earlier_rules_says_so_when_it_opens(
        monkeypatch: pytest.MonkeyPatch) -> None:
    playing = _playing()
    playing.render()
    monkeypatch.setattr("ffcore.loading.RULES_VERSION", ffcore.rules.RULES_VERSION + 1)
    controller = playing.reload()
    assert controller.screen == "board"
    assert "earlier version of the rules" in controller.render()
    controller.command("pt")
    assert "versão anterior das regras" in controller.render()


@pytest.fixture(scope="module")
def longest() -> Game:
    """Two people who never build, until the game holds the most actions a game may."""
    game = ffcore.new_game(["Ann", "Bob"], seed=5)
    chooser = random.Random(1)
    while game.action_count < MAX_ACTIONS:
        legal = game.legal_actions()
        game.apply(chooser.choice([a for a in legal if a.kind not in ("build", "activate",
                                                                       "hire")] or legal))
    return game


def test_the_longest_link_opens_and_every_screen_shows(longest: Game) -> None:
    controller = Driver()
    controller.open_link("#g=" + longest.to_code())
    assert controller.screen == "pass" and longest.current_player is not None
    assert f"I am {longest.current_player}" in controller.render()
    controller.command("holder", name=longest.current_player)  # the click that raised a
    # traceback
    page = controller.render()
    assert controller.screen == "board" and "most moves a game may hold" in page
    assert page.count('<li>', page.index("log-lines")) <= LOG_LINES
    text = controller.app.session.save_text()
    assert text is not None and saves.read(text)[0].action_count == MAX_ACTIONS
    assert not controller.act("end")
    assert 'notice-error' in controller.render()
    assert controller.app.screen.speech().urgent  # read out at once (speech.py)


def test_a_save_after_a_move_is_the_same_text_as_a_save_made_afresh() -> None:
    """The moves stay encoded from one save to the next (saves.Moves): after moves, an undo,
    or another game, the text is the one a save made from nothing would be."""
    moves = saves.Moves()
    chooser = random.Random(2)
    for seed in (1, 2):
        game = ffcore.new_game(["Ann", "Bob <b>"], seed=seed)
        for _ in range(60):
            game.apply(chooser.choice(game.legal_actions()))
            if game.can_undo() and chooser.random() < 0.2:
                game.undo()
            text = saves.write(game, ["human", "link"], moves=moves)
            assert text == saves.write(game, ["human", "link"])
            assert json.loads(text)["actions"] == game.action_texts()
