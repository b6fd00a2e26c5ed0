"""What the page keeps in local storage, and how it keeps a game when storage misbehaves.

Run under CPython like the controller's tests; main.py's glue around these
calls (the storage event, blocked storage) is covered by the browser tests.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent.parent / "web"))

import ffcore
import saves
from board import LOG_LINES
from controller import Controller
from ffcore import Game
from ffcore.limits import MAX_ACTIONS


def _playing(seed: int = 3, actions: int = 30) -> Controller:
    controller = Controller()
    controller.start(["Ann", "Bob"], seats=["human", "steady"], seed=seed)
    game = controller.game
    assert game is not None
    chooser = random.Random(seed)
    while game.action_count < actions and not game.is_over:
        game.apply(chooser.choice(game.legal_actions()))
    return controller


def test_a_save_keeps_the_game_itself_not_a_code() -> None:
    controller = _playing()
    text = controller.save_text()
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
    text = _playing().save_text()
    assert text is not None
    data = json.loads(text) | change
    controller = Controller()
    assert not controller.load_save(json.dumps(data))
    page = controller.render()
    assert "saved game could not be read" in page and reason in page, page


def test_the_start_screen_describes_a_save_without_replaying_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    text = _playing().save_text()
    assert text is not None
    monkeypatch.setattr(ffcore, "from_actions", lambda *args, **kwargs: pytest.fail("replayed"))
    assert "Round" in Controller().saved_summary(text)


def test_a_finished_game_is_not_offered_to_resume() -> None:
    controller = _playing(actions=10_000)
    assert controller.game is not None and controller.game.is_over
    assert controller.saved_summary(controller.save_text()) == ""
    controller.new_game()
    assert 'data-command="resume"' not in controller.render(controller.save_text())


def test_a_save_from_another_tab_is_offered_not_overwritten() -> None:
    here, there = _playing(seed=3), _playing(seed=4)
    theirs = there.save_text()
    here.other_tab(theirs)
    assert here.save_text() is None  # nothing may be written over the other tab's game
    page = here.render()
    assert 'data-command="conflict-load"' in page and "another tab" in page
    here.resolve_conflict(True)
    assert here.game is not None and here.game.history == there.game.history  # type: ignore[union-attr]
    assert here.save_text() == theirs


def test_keeping_this_tabs_game_saves_it_again() -> None:
    here, there = _playing(seed=3), _playing(seed=4)
    mine = here.save_text()
    here.other_tab(mine)  # our own save echoed back is no conflict
    assert here.conflict is None
    here.other_tab(there.save_text())
    here.resolve_conflict(False)
    assert here.save_text() == mine and 'conflict-load' not in here.render()


def test_a_failed_save_is_told_once_with_the_link_to_keep_the_game() -> None:
    controller = _playing()
    controller.save_failed()
    page = controller.render()
    assert "would not save" in page and 'data-command="copy"' in page
    controller.page.notice = None
    controller.save_failed()
    assert controller.page.notice is None  # told once
    controller.saved()
    controller.save_failed()
    assert controller.page.notice is not None
    controller.set_language("pt")
    assert "não salvou" in controller.render()


def test_blocked_storage_is_said_on_the_start_screen_and_the_board() -> None:
    controller = Controller()
    controller.storage_blocked()
    assert "does not let the page keep data" in controller.render()
    controller.start(["Ann"], machine="easy", seed=2)
    assert "does not let the page keep data" in controller.render()


def test_a_game_from_earlier_rules_says_so_when_it_opens(
        monkeypatch: pytest.MonkeyPatch) -> None:
    text = _playing().save_text()
    assert text is not None
    monkeypatch.setattr("ffcore.loading.RULES_VERSION", ffcore.rules.RULES_VERSION + 1)
    controller = Controller()
    assert controller.load_save(text)
    assert "earlier version of the rules" in controller.render()
    controller.set_language("pt")
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
    controller = Controller()
    controller.open_link("#g=" + longest.to_code(), saved=None)
    assert controller.screen == "pass" and longest.current_player is not None
    assert f"I am {longest.current_player}" in controller.render()
    controller.reveal()  # "I am ...": the click that raised a traceback
    page = controller.render()
    assert controller.screen == "board" and "most moves a game may hold" in page
    assert page.count('<li>', page.index("log-lines")) <= LOG_LINES
    text = controller.save_text()
    assert text is not None and saves.read(text)[0].action_count == MAX_ACTIONS
    assert not controller.act("end")
    assert 'role="alert"' in controller.render()
