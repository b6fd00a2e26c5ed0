"""The focus declarations: after each command, and when each screen opens, the controls a
screen names for the focus (`Screen.focus_after`, `focus_home`) are drawn, and are the
sensible next ones. The browser glue (glue/focus.py) applies them; e2e/test_keyboard.py
plays whole games by keys over it."""

from __future__ import annotations

import pytest
from htmlmatch import Element, first, parse, select
from pagedriver import Driver

from screens import Event, attribute
from screens.board import NEXT_PIECE

SEED = 3


def _solo(lang: str = "en") -> Driver:
    controller = Driver(lang)
    assert controller.start(["Ann"], machine="medium", seed=SEED)
    return controller


def _to_work(controller: Driver) -> None:
    """Play the market phase's first move: the work phase begins with the dice rolled."""
    game = controller.game
    assert game is not None
    while game.state.phase != "work":
        assert controller.act(str(game.legal_actions()[0]))


def _focused(controller: Driver, event: Event | None) -> Element:
    """Return the control the glue focuses after ``event``: the first the screen asks for,
    else its first sensible one."""
    markup = controller.render()
    wanted = controller.app.screen.focus_after(event) or controller.app.screen.focus_home()
    found = first(markup, wanted)
    assert found is not None, (controller.screen, wanted)
    return found


def test_a_new_game_puts_the_focus_on_the_market_then_on_the_dice() -> None:
    controller = _solo()
    assert "take" in _focused(controller, None).attrs["class"]
    _to_work(controller)
    assert _focused(controller, Event("act")).attrs["data-select"].startswith("die:")


def _die_picked() -> tuple[Driver, str]:
    """Return a solo game in its work phase with its first die picked, and the die's key."""
    controller = _solo()
    _to_work(controller)
    die = first(controller.render(), (".dice-tray button.die",))
    assert die is not None
    key = die.attrs["data-select"]
    controller.command("select", select=key)
    return controller, key


def test_a_pick_sends_the_focus_where_the_die_can_go_and_escape_back_to_it() -> None:
    controller, key = _die_picked()
    target = _focused(controller, Event("select", {"select": key}))
    assert "target" in target.attrs["class"] and target.attrs["data-action"]
    controller.key("escape")
    assert _focused(controller, Event("escape")).attrs.get("data-select") == key


def test_taking_a_pick_back_keeps_the_focus_on_that_piece() -> None:
    controller, key = _die_picked()
    controller.command("unpick", unpick=key)
    assert _focused(controller, Event("unpick")).attrs["data-select"] == key


def test_after_a_move_the_focus_goes_to_the_next_piece_of_the_phase() -> None:
    controller = _solo()
    _to_work(controller)
    game = controller.game
    assert game is not None
    place = next(str(a) for a in game.legal_actions() if a.kind == "place")
    assert controller.act(place)
    assert controller.app.screen.focus_after(Event("act")) == NEXT_PIECE
    assert "die" in _focused(controller, Event("act")).attrs["class"]


@pytest.mark.parametrize("name", ["undo", "suggest", "en", "skip"])
def test_other_commands_keep_the_focus_where_it_is(name: str) -> None:
    controller = _solo()
    assert controller.app.screen.focus_after(Event(name)) == ()
    assert controller.app.screen.focus_after(None) == ()


def test_every_screen_names_a_first_control_it_draws() -> None:
    controller = Driver()  # a device that never played: Learn to play comes first
    assert _focused(controller, None).attrs["data-command"] == "tutorial"
    controller.command("tutorial")
    assert _focused(controller, None).attrs["data-command"] == "tutorial-next"
    controller.command("tutorial-leave")
    assert _focused(controller, None).attrs["data-command"] == "start-solo"
    assert controller.start(["Ann", "Bob"])
    assert controller.screen == "pass"
    assert _focused(controller, None).attrs["data-command"] == "reveal"
    controller.command("rules")
    assert _focused(controller, None).attrs["data-command"] == "rules-back"
    controller.key("escape")
    controller.command("records")
    assert _focused(controller, None).attrs["data-command"] == "records-back"
    game = _solo().game
    assert game is not None
    while not game.is_over:
        game.apply(game.legal_actions()[-1])
    controller = Driver(store=None)
    controller.open_link("g=" + game.to_code())
    assert controller.screen == "final"
    assert _focused(controller, None).attrs["data-command"] == "new"
    controller.command("replay")
    assert _focused(controller, None).attrs["data-command"] == "replay-play"


def test_the_card_opened_and_the_question_are_modal_dialogs_focused_inside() -> None:
    controller = _solo()
    slug = controller.game.state.market[0] if controller.game else ""
    assert controller.key("o", card=slug)
    elements = parse(controller.render())
    dialog = select(elements, "dialog.zoom")
    assert len(dialog) == 1 and dialog[0].attrs["data-close"] == "zoom-close"
    assert select(elements, 'dialog.zoom button[autofocus][data-command="zoom-close"]')
    assert select(elements, f'dialog.zoom {attribute("data-card", slug)}')
    controller.key("escape")
    assert not select(parse(controller.render()), "dialog")
    _to_work(controller)
    controller.key("e")  # dice unused: the question, its safe answer focused
    elements = parse(controller.render())
    assert select(elements, 'dialog.confirm-end[data-close="end-no"]')
    assert select(elements, 'dialog.confirm-end button[autofocus][data-command="end-no"]')
    controller.command("end-no")
    assert not select(parse(controller.render()), "dialog")


def test_the_groups_of_pieces_take_arrow_keys() -> None:
    controller = _solo()
    _to_work(controller)
    groups = {element.attrs["class"] for element in
              select(parse(controller.render()), "[data-arrows]")}
    assert {"dice-tray", "floors", "cards hand", "row blueprints", "row contractors",
            "option-list"} <= {group.removesuffix(" rolled") for group in groups}
