"""Why not: a piece of the board that cannot act now says why, in a sentence, in either
language, from the engine's own refusals (``Game.why_not``, ffcore/refusals.py).
"""

from __future__ import annotations

import html
import random
import re

import pytest
from pagedriver import Driver
from scenario import scenario

import ffcore
from ffcore.state import Die, State
from ffcore.text import error_message
from screens.board.picks import subjects

LANGS = ("en", "pt")


def _pieces(game: ffcore.Game) -> list[str]:
    """Return every piece of the player to move that the page lets them tap."""
    state = game.state
    player = state.player
    return [*(f"die:{value}" for value in set(player.unplaced())),
            *(f"floor:{floor}" for floor in ("research", "generate", "mine")),
            *(f"card:{slug}" for slug in set(player.compound)),
            *(f"hand:{slug}" for slug in set(player.hand)),
            *(f"slot:{n}" for n in range(1, 5) if state.market[n - 1]),
            *(f"contractor:{n}" for n in range(1, 5) if state.contractors[n - 1])]


@pytest.mark.parametrize("seed", range(12))
def test_every_piece_that_cannot_act_gets_a_reason_and_no_other_does(seed: int) -> None:
    solo = seed % 2 == 0
    game = ffcore.new_game(["Ann"] if solo else ["Ann", "Bob"], seed=seed,
                           machine="easy" if solo else None)
    chooser = random.Random(seed)
    while not game.is_over:
        acting = {key for action in game.legal_actions() for key in subjects(action)}
        acting |= {"hand:" + key[8:] for key in acting if key.startswith("discard:")}
        for piece in _pieces(game):
            refused = game.why_not(piece)
            if piece in acting:
                continue  # a move it makes may be legal: nothing to explain
            assert refused is not None, (piece, game.state.phase, game.state.step)
            assert refused.code not in ("not-legal", "unreadable"), (piece, refused.code)
            for lang in LANGS:
                words = error_message(refused, lang)
                assert "{" not in words and words.count(". ") == 0, words
        game.apply(chooser.choice(game.legal_actions()))


def _full_floors(state: State) -> None:
    """Research and Mine hold three dice each; a 5 and a 2 are left."""
    state.players[0].dice = [Die(4, "worker", "research")] * 3 + [
        Die(6, "worker", "mine")] * 3 + [Die(5, "worker"), Die(2, "worker")]


def _solo(game: ffcore.Game, lang: str) -> Driver:
    controller = Driver(lang)
    controller.app.begin(game, ["human"])
    return controller


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "Not now: Mine already holds 3 dice this round."),
    ("pt", "Agora não: Mineração já tem 3 dados nesta rodada.")])
def test_a_die_with_nowhere_to_go_says_why(lang: str, words: str) -> None:
    game = scenario(players=1, machine="easy", edit=_full_floors)
    controller = _solo(game, lang)
    markup = controller.render()
    assert re.search(r'<span class="die die-worker face-5"[^>]*data-why="die:5"', markup)
    assert 'data-select="die:2"' in markup  # the 2 can act: no reason, a pick
    controller.command("why", piece="die:5")
    notice = controller.app.ui.notice
    assert notice is not None and notice.urgent  # said at once (#alert)
    assert notice.text(lang) == words
    assert html.escape(words, quote=False) in controller.render()
    assert controller.app.screen.speech().notice == words


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "Not now: Your unplaced dice do not fit Biolab that way."),
    ("pt", "Agora não: Seus dados não colocados não servem para Laboratório de Biologia desse "
           "jeito.")])
def test_a_card_tapped_opens_large_with_why(lang: str, words: str) -> None:
    game = scenario(players=1, machine="easy", dice=[4, 5], compound=["biolab"], energy=3)
    controller = _solo(game, lang)
    assert 'data-why="card:biolab"' in controller.render()
    controller.command("zoom", card="biolab", why="card:biolab")
    markup = controller.render()
    assert 'aria-describedby="zoom-why"' in markup
    assert re.search(r'<p class="why" id="zoom-why">([^<]*)</p>', markup)[1] == \
        html.escape(words, quote=False)
    controller.command("zoom", card="biolab")  # O, or a long press: the card alone
    assert 'id="zoom-why"' not in controller.render()


def test_a_market_card_in_the_work_phase() -> None:
    game = scenario(players=1, machine="easy", dice=[1, 5], compound=["biolab"], energy=3)
    controller = _solo(game, "en")
    markup = controller.render()
    assert 'data-why="slot:1"' in markup
    controller.command("why", piece="slot:1")
    notice = controller.app.ui.notice
    assert notice is not None and notice.text("en") == \
        "Not now: It is the work phase: place dice, build, activate or end."
    assert notice.text("pt") == \
        "Agora não: É a fase de trabalho: coloque dados, construa, ative ou encerre."


def test_while_a_bot_moves_a_piece_says_whose_turn_it_is() -> None:
    controller = Driver("pt")
    assert controller.start(["Ann", "Bob"], seats=["human", "steady"], seed=4)
    game = controller.game
    assert game is not None
    while game.current_player == "Ann":
        assert controller.act(str(game.legal_actions()[-1]), sure=True)
    controller.command("why", piece="floor:mine")
    notice = controller.app.ui.notice
    assert notice is not None and notice.text("pt") == "É a vez de Bob: espere a sua."
    assert notice.text("en") == "It is Bob's turn: wait for yours."


def test_nothing_to_ask_on_a_replay() -> None:
    game = scenario(players=1, machine="easy", dice=[1, 5])
    controller = _solo(game, "en")
    controller.app.open_replay(game)
    assert "data-why" not in controller.render()
