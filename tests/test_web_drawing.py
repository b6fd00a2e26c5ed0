"""Drawing is a pure function of the model (docs/ARCHITECTURE.md): drawing any screen, any
number of times, writes nothing to storage and changes nothing of the page's state; what a
drawing shows that the next must remember (what the viewer has seen, a move's marks) is
settled once, when a message has been handled (`App.settle`)."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from typing import Any

import pytest
from pagedriver import Driver, WatchedStore

import ffcore
from ffcore import Game
from ffcore.replay import Replay
from keeping.store import GAME_PREFIX
from screens import Event
from shell.app import App
from shell.update import answer_command


def fingerprint(value: Any, depth: int = 0, seen: set[int] | None = None) -> Any:
    """Return a comparable picture of a value and what it holds (objects by their fields, a
    game by its position), so that any change made to it shows."""
    seen = set() if seen is None else seen
    if isinstance(value, str | int | float | bool | type(None)):
        return value
    if isinstance(value, Game):
        return ("game", id(value), value.action_count, value.history_digest, value.log_size)
    if isinstance(value, Replay):  # its positions: games it keeps to reach them are a cache
        return ("replay", id(value), value.actions)
    if depth > 8 or id(value) in seen:
        return (type(value).__name__, id(value))
    if isinstance(value, dict):
        return {repr(key): fingerprint(item, depth + 1, seen) for key, item in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        items = sorted(value, key=repr) if isinstance(value, set | frozenset) else value
        return [fingerprint(item, depth + 1, seen) for item in items]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return (type(value).__name__, {field.name: fingerprint(getattr(value, field.name),
                                                                depth + 1, seen)
                                       for field in dataclasses.fields(value)})
    fields = getattr(value, "__dict__", None)
    if fields is None or callable(value):
        return (type(value).__name__, id(value))
    seen.add(id(value))  # an object may hold the page that holds it
    return (type(value).__name__, {name: fingerprint(item, depth + 1, seen)
                                   for name, item in fields.items()})


def the_page(app: App) -> Any:
    """Return a picture of everything a drawing could change: every screen (shown, under
    the top, or closed within Forward's reach), the game in play, the device's records."""
    return fingerprint({"screens": app.router.stack, "ahead": app.router.ahead,
                        "session": app.session, "ui": app.ui, "device": app.device,
                        "effects": app.effects, "work": app.work})


def assert_drawing_changes_nothing(page: Driver, store: WatchedStore) -> None:
    """Settle the message just handled, then draw the screen twice (with its speech, as the
    glue does): neither drawing may write to storage or change the page."""
    page.app.settle()
    before = the_page(page.app)
    writes = len(store.writes)
    kept = dict(store.items)
    first = str(page.app.frame())
    page.app.screen.speech()
    page.app.screen.address()
    second = str(page.app.frame())
    assert first == second, page.screen
    assert store.writes[writes:] == [] and store.items == kept, page.screen
    assert the_page(page.app) == before, page.screen


def driver() -> tuple[Driver, WatchedStore]:
    store = WatchedStore()
    return Driver(store=store), store


def test_drawing_a_played_solo_game_changes_nothing() -> None:
    page, store = driver()
    assert_drawing_changes_nothing(page, store)  # the start screen, nothing saved
    assert page.start(["Ann"], machine="easy", seed=3)
    chooser = random.Random(3)
    moves = 0
    while page.game is not None and not page.game.is_over and moves < 400:
        assert_drawing_changes_nothing(page, store)
        if page.app.work.bot_pending():
            page.work("bot", most=1)
            continue
        legal = page.game.legal_actions()
        page.act(str(legal[chooser.randrange(len(legal))]), sure=True)
        moves += 1
    assert page.screen == "final"
    assert_drawing_changes_nothing(page, store)
    page.command("replay")
    assert page.screen == "replay"
    assert_drawing_changes_nothing(page, store)
    page.command("replay-forward")
    assert_drawing_changes_nothing(page, store)


def test_drawing_a_game_of_several_people_and_its_pass_screen_changes_nothing() -> None:
    page, store = driver()
    assert page.start(["Ann", "Bob"], seed=5)
    for _ in range(30):
        assert_drawing_changes_nothing(page, store)
        if page.screen == "pass":
            page.command("reveal")
            continue
        legal = page.game.legal_actions() if page.game is not None else []
        page.act(str(legal[0]), sure=True)


OTHER_SCREENS: dict[str, Callable[[Driver], None]] = {
    "rules": lambda page: page.command("rules"),
    "records": lambda page: page.command("records"),
    "settings": lambda page: page.command("settings"),
    "tutorial": lambda page: page.command("tutorial"),
}


@pytest.mark.parametrize("name", sorted(OTHER_SCREENS))
def test_drawing_the_page_s_own_screens_changes_nothing(name: str) -> None:
    page, store = driver()
    assert page.start(["Ann"], machine="easy", seed=1)
    OTHER_SCREENS[name](page)
    assert page.screen == name
    assert_drawing_changes_nothing(page, store)


def test_drawing_the_tutorial_through_its_steps_changes_nothing() -> None:
    page, store = driver()
    page.command("tutorial")
    for _ in range(12):
        assert_drawing_changes_nothing(page, store)
        page.follow_mark()


def test_drawing_a_replay_of_a_shared_code_changes_nothing() -> None:
    page, store = driver()
    game = ffcore.new_game(["Ann"], seed=2, machine="easy")
    for _ in range(20):
        game.apply(str(game.legal_actions()[0]))
    page.app.open_replay_code(game.to_code())
    assert page.screen == "replay"
    assert_drawing_changes_nothing(page, store)


def test_a_change_is_written_once_after_its_message_never_by_a_drawing() -> None:
    page, store = driver()
    assert page.start(["Ann"], machine="easy", seed=4)
    page.render()
    store.writes.clear()
    legal = page.game.legal_actions() if page.game is not None else []
    page.act(str(legal[0]))
    page.app.settle()
    key = GAME_PREFIX + page.app.session.kept_as
    assert store.writes.count(key) == 1
    for _ in range(3):
        page.app.settle()  # nothing new to keep
        page.app.frame()
    assert store.writes.count(key) == 1


def test_a_move_s_marks_are_shown_by_the_drawing_after_it_then_settled_away() -> None:
    page, _ = driver()
    assert page.start(["Ann"], machine="easy", seed=6)
    page.render()
    board = page.board
    legal = page.game.legal_actions() if page.game is not None else []
    page.act(str(legal[0]))
    page.app.settle()
    marked = str(page.app.frame())
    assert board.seen.moved == page.board.seen.moved
    assert marked == str(page.app.frame())  # drawn again: the same marks
    answer_command(page.app, Event("latest"))  # another message: the marks were shown once
    page.app.settle()
    assert page.board.seen.moved == type(page.board.seen.moved)()
