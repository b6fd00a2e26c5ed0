"""What the page's Python keeps after a command: nothing of the browser's (issue 44).

The glue hands each command the browser's event, which reaches the whole screen it went
through. Python frees a handler's locals as it returns, unless an object kept afterwards
refers to its frame: an exception kept whole does (its traceback holds every frame that
was running). Python's collector would free such a cycle only when its own counts say so,
and a page that redraws on every click keeps a screen for each. So each command here runs
in a handler that holds a stand-in for the event, with Python's collector off, and the
event must be gone as soon as the handler returns.
"""

from __future__ import annotations

import gc
import random
import weakref
from collections.abc import Callable, Iterator

import pytest
from pagedriver import Driver


class BrowserEvent:
    """Stands for the browser's event a glue handler is given."""


@pytest.fixture
def no_collection() -> Iterator[None]:
    """Python's cyclic collector off: only what nothing refers to is freed."""
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def outlives_its_handler(command: Callable[[], object]) -> bool:
    """Run ``command`` in a handler holding an event, as the glue does; return whether the
    event is still alive once the handler has returned."""
    def handler(event: BrowserEvent) -> None:
        command()

    event = BrowserEvent()
    alive = weakref.ref(event)
    handler(event)
    del event
    return alive() is not None


def solo() -> Driver:
    driver = Driver()
    assert driver.start(["Ann"], machine="medium", seed=4)
    return driver


@pytest.mark.usefixtures("no_collection")
@pytest.mark.parametrize("refused", [
    pytest.param(lambda driver: driver.key("e"), id="E in the market phase"),
    pytest.param(lambda driver: driver.command("act", action="take 9"), id="an illegal action"),
    pytest.param(lambda driver: driver.command("act", action="no such move"), id="an unknown one"),
    pytest.param(lambda driver: driver.open_link("#g=not-a-game"), id="a broken link"),
    pytest.param(lambda driver: driver.open_link("#r=not-a-game"), id="a broken replay link"),
])
def test_a_refused_command_keeps_nothing_of_its_handler(
        refused: Callable[[Driver], object]) -> None:
    driver = solo()
    notices = driver.app.ui.notices
    assert not outlives_its_handler(lambda: refused(driver))
    driver.render()
    # The refusal was shown (an error notice, or the start screen saying why).
    assert driver.app.ui.notices > notices or driver.screen == "start"


@pytest.mark.usefixtures("no_collection")
def test_a_played_move_keeps_nothing_of_its_handler() -> None:
    driver = solo()
    game = driver.game
    assert game is not None
    move = str(game.legal_actions()[0])
    assert not outlives_its_handler(lambda: driver.command("act", action=move))
    assert len(game.history) == 1


@pytest.mark.usefixtures("no_collection")
def test_no_command_of_a_whole_game_keeps_its_handler() -> None:
    """Every command of a game, played or refused, by a click or a key."""
    driver = solo()
    game = driver.game
    assert game is not None
    chooser = random.Random(44)
    while not game.is_over:
        assert driver.game is game
        move = chooser.choice([str(action) for action in game.legal_actions()])
        commands = [
            lambda: driver.key(chooser.choice(["e", "u", "c", "escape", "o"])),
            lambda: driver.command("act", action=chooser.choice(["end", "take 3", "hire 1"])),
            lambda: driver.command("act", action=move),  # noqa: B023 (called in this loop)
        ]
        for command in commands:
            assert not outlives_its_handler(command)
            if game.is_over:
                break
        driver.render()
