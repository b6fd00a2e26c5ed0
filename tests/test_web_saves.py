"""What the page keeps in local storage, and how it keeps a game when storage misbehaves.

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
import saves
from ffcore import Game
from ffcore.limits import MAX_ACTIONS
from screens.board.page import LOG_LINES
from store import SAVE_KEY, MemoryStore


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
    text = controller.app.session.save_text()
    assert text is not None
    data = json.loads(text)
    assert data["v"] == saves.VERSION == 2 and data["rules"] == ffcore.rules.RULES_VERSION
    assert data["actions"] == [str(action) for action in controller.game.history]  # type: ignore[union-attr]
    assert data["seats"] == ["human", "steady"] and "code" not in data
    game, seats = saves.read(text)
    assert game.history == controller.game.history and seats == ["human", "steady"]  # type: ignore[union-attr]


@pytest.mark.parametrize(("change", "reason"), [
    ({"v": 3}, "newer version"), ({"v": 99}, "newer version"), ({"v": "2"}, "another version"),
    ({"v": True}, "another version"), ({"actions": "take 1"}, "wrong kind"),
    ({"actions": [1, 2]}, "wrong kind"), ({"names": None}, "wrong kind"),
    ({"seed": "7"}, "wrong kind"), ({"rules": None}, "wrong kind"),
    ({"rules": 9}, "newer rules"), ({"machine": 3}, "wrong kind"),
    ({"seats": ["human"]}, "seats do not match"), ({"actions": ["fly"]}, "not legal")])
def test_a_bad_or_newer_save_is_explained_and_set_aside(change: dict[str, object],
                                                        reason: str) -> None:
    text = _playing().app.session.save_text()
    assert text is not None
    data = json.dumps(json.loads(text) | change)
    controller = Driver(store=MemoryStore({SAVE_KEY: data}))
    controller.command("resume")
    assert controller.game is None and controller.store.get("ff-save-broken") == data
    page = controller.render()
    assert "saved game could not be read" in page and reason in page, page


def test_the_start_screen_describes_a_save_without_replaying_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    text = _playing().app.session.save_text()
    assert text is not None
    monkeypatch.setattr(ffcore, "from_actions", lambda *args, **kwargs: pytest.fail("replayed"))
    assert "Round" in Driver(store=MemoryStore({SAVE_KEY: text})).app.start.saved_summary()


def test_a_finished_game_is_not_offered_to_resume() -> None:
    controller = _playing(actions=10_000)
    assert controller.game is not None and controller.game.is_over
    controller.render()  # saved
    assert controller.app.start.saved_summary() == ""
    controller.command("new")
    assert 'data-command="resume"' not in controller.render()


def test_a_save_from_another_tab_is_offered_not_overwritten() -> None:
    here, there = _playing(seed=3), _playing(seed=4)
    theirs = there.app.session.save_text()
    here.app.device.other_tab_saved(theirs)
    assert here.app.session.save_text() is None  # nothing may be written over the other tab's
    page = here.render()
    assert 'data-command="conflict-load"' in page and "another tab" in page
    here.command("conflict-load")
    assert here.game is not None and here.game.history == there.game.history  # type: ignore[union-attr]
    assert here.app.session.save_text() == theirs


def test_keeping_this_tabs_game_saves_it_again() -> None:
    here, there = _playing(seed=3), _playing(seed=4)
    mine = here.app.session.save_text()
    here.app.device.other_tab_saved(mine)  # our own save echoed back is no conflict
    assert here.app.session.conflict is None
    here.app.device.other_tab_saved(there.app.session.save_text())
    here.command("conflict-keep")
    assert here.app.session.save_text() == mine and 'conflict-load' not in here.render()


def test_a_failed_save_is_told_once_with_the_link_to_keep_the_game() -> None:
    store = MemoryStore(full=True)
    controller = _playing(store=store)
    game = controller.game
    assert game is not None
    page = controller.render()
    assert "would not save" in page and 'data-command="copy"' in page
    controller.command("dismiss")
    game.apply(game.legal_actions()[0])
    assert "would not save" not in controller.render()  # told once
    store.full = False
    game.apply(game.legal_actions()[0])
    controller.render()  # saved: a later failure is worth telling again
    store.full = True
    game.apply(game.legal_actions()[0])
    assert "would not save" in controller.render()
    controller.command("pt")
    assert "não salvou" in controller.render()


def test_blocked_storage_is_said_on_the_start_screen_and_the_board() -> None:
    controller = Driver(store=MemoryStore(blocked=True))
    controller.app.boot("")
    assert "does not let the page keep data" in controller.render()
    controller.start(["Ann"], machine="easy", seed=2)
    assert "does not let the page keep data" in controller.render()


def test_a_game_from_earlier_rules_says_so_when_it_opens(
        monkeypatch: pytest.MonkeyPatch) -> None:
    text = _playing().app.session.save_text()
    assert text is not None
    monkeypatch.setattr("ffcore.loading.RULES_VERSION", ffcore.rules.RULES_VERSION + 1)
    controller = Driver(store=MemoryStore({SAVE_KEY: text}))
    controller.command("resume")
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
    controller.command("reveal")  # "I am ...": the click that raised a traceback
    page = controller.render()
    assert controller.screen == "board" and "most moves a game may hold" in page
    assert page.count('<li>', page.index("log-lines")) <= LOG_LINES
    text = controller.app.session.save_text()
    assert text is not None and saves.read(text)[0].action_count == MAX_ACTIONS
    assert not controller.act("end")
    assert 'notice-error' in controller.render()
    assert controller.app.screen.speech().urgent  # read out at once (speech.py)
