"""What a screen-reader player hears (speech.py): each thing a sighted player sees change,
said once, in the page's language, through the polite region or (a refused move) at once."""

from __future__ import annotations

import pytest
from pagedriver import Driver

from speech import Announcer, Said

SEED = 3


class Listener:
    """The glue's announcer on one page: what it would write after each drawing."""

    def __init__(self, controller: Driver) -> None:
        self.controller = controller
        self.announcer = Announcer()

    def hear(self) -> Said:
        app = self.controller.app
        self.controller.render()
        game, viewer = app.spoken()
        return self.announcer.take(app.screen.speech(), game, viewer, app.ui.lang)


def _solo(lang: str = "en") -> tuple[Driver, Listener]:
    controller = Driver(lang)
    assert controller.start(["Ann"], machine="medium", seed=SEED)
    return controller, Listener(controller)


@pytest.mark.parametrize(("lang", "words"), [
    ("en", ("Round 1", "Market phase", "Your turn, Ann.", "Take a market blueprint")),
    ("pt", ("Rodada 1", "Fase de mercado", "Sua vez, Ann"))])
def test_a_new_board_says_where_the_game_stands_and_what_the_phase_asks(
        lang: str, words: tuple[str, ...]) -> None:
    _, listener = _solo(lang)
    said = listener.hear()
    assert said.fresh and not said.assertive
    for word in words:
        assert word in said.polite
    assert listener.hear() == Said()  # nothing twice


def test_a_move_is_read_from_the_log_and_a_new_round_with_the_machine_s_turn() -> None:
    controller, listener = _solo()
    listener.hear()
    game = controller.game
    assert game is not None
    assert controller.act("take 1")
    said = listener.hear()
    assert said.polite.startswith("Ann takes")
    assert "Work phase" not in said.polite  # the status only when a board first shows
    while game.state.round == 1:
        controller.act(str(game.legal_actions()[-1]), sure=True)
    said = listener.hear()
    assert "The Machine rolls" in said.polite and "Round 2 begins" in said.polite


def test_the_suggestion_is_said_with_its_reason() -> None:
    controller, listener = _solo()
    listener.hear()
    controller.suggest()
    assert "Thinking about a suggestion" in listener.hear().polite
    controller.think_hint()
    hint = controller.app.session.suggestion.hint
    assert hint is not None
    said = listener.hear().polite
    assert said.startswith("Suggestion: ") and len(said.split(". ")) >= 2


def test_a_refused_move_is_said_at_once_and_again_when_refused_again() -> None:
    controller, listener = _solo()
    listener.hear()
    controller.key("u")
    first = listener.hear()
    assert first.assertive.startswith("Nothing to undo") and not first.polite
    controller.key("u")
    assert listener.hear().assertive == first.assertive
    assert controller.act("place 1 mine") is False  # not the work phase
    assert listener.hear().assertive.startswith("That move is not possible")


def test_the_discard_prompt_is_said_when_the_step_begins() -> None:
    controller, listener = _solo()
    game = controller.game
    assert game is not None
    listener.hear()
    for _ in range(400):
        controller.act(str(game.legal_actions()[0]), sure=True)
        said = listener.hear().polite
        if game.state.step == "discard" and game.current_player == "Ann":
            break
    else:
        pytest.fail("no discard step in this game")
    assert "Discard down to" in said


def test_the_end_says_the_winner_and_every_score_in_both_languages() -> None:
    for lang, words in (("en", ("Final scores", "Ann:", "The Machine:", "points")),
                        ("pt", ("Pontuação final", "Ann:", "A Máquina:", "pontos"))):
        controller, listener = _solo(lang)
        game = controller.game
        assert game is not None
        said = listener.hear().polite
        while not game.is_over:
            controller.act(str(game.legal_actions()[-1]), sure=True)
            said = listener.hear().polite
        assert controller.screen == "final"
        outcome = game.outcome()
        for word in words:
            assert word in said, (lang, said)
        assert str(outcome.players[0].total) in said


def test_the_next_person_at_the_device_hears_nothing_of_the_last_one() -> None:
    controller = Driver()
    assert controller.start(["Ann", "Bob"], seed=SEED)
    listener = Listener(controller)
    controller.command("reveal")
    assert "Ann" in listener.hear().polite
    game = controller.game
    assert game is not None
    while game.current_player == "Ann":
        controller.act(str(game.legal_actions()[0]), sure=True)
    assert controller.screen == "pass"
    said = listener.hear()
    assert said.fresh and said.polite == ""
    controller.command("reveal")
    said = listener.hear()
    assert said.fresh and "Your turn, Bob" in said.polite
