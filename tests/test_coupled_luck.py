"""Coupled luck for paired trials (research/coupled_luck.py): both versions of a game meet
The Machine's same rolls every round; the bots' own searches are untouched."""

from __future__ import annotations

from ffcore import rules
from ffcore.bots import make
from ffcore.game import Game, new_game
from ffcore.state import State
from research.coupled_luck import CoupledLuck

SEED = 4321


def play(bot_name: str, coupled: bool, roll_more: bool = False) -> Game:
    """Play a solo game against insane.

    ``roll_more``: the player rolls one die more in each round than its choices do (as a
    player who hired an extra die would)."""
    bot = make(bot_name, seed=1)
    game = new_game(["steady"], seed=SEED, machine="insane")
    luck = CoupledLuck(game, SEED) if coupled else None
    if luck is not None:
        luck.__enter__()
    try:
        rolled_in = 0
        while not game.is_over:
            game.apply(bot.choose(game.view("steady")))
            if luck is not None:
                luck.sync()
            if roll_more and rolled_in != game.state.round and game.state.phase == "work":
                rolled_in = game.state.round
                game.state.rng.die()
    finally:
        if luck is not None:
            luck.__exit__(None, None, None)
    return game


def machine_rolls(bot_name: str, coupled: bool, roll_more: bool = False) -> list[list[int]]:
    """Return The Machine's roll of each round of :func:`play`."""
    return [event["dice"] for event in play(bot_name, coupled, roll_more).log
            if event["code"] == "machine-turn"]


def test_two_players_meet_the_same_machine_rolls_every_round_when_coupled() -> None:
    """A steady and a random player play differently, and one of them rolls more; coupled,
    The Machine rolls the same for both in every round both reach (uncoupled, their games'
    rolls part ways)."""
    coupled = machine_rolls("steady", True), machine_rolls("random", True, roll_more=True)
    apart = machine_rolls("steady", False), machine_rolls("random", False, roll_more=True)
    rounds = min(len(coupled[0]), len(coupled[1]))
    assert rounds >= 5
    assert coupled[0][:rounds] == coupled[1][:rounds]
    assert apart[0][:rounds] != apart[1][:rounds]


def test_a_player_s_own_rolls_start_each_round_alike_when_coupled() -> None:
    """Whatever a player rolled in earlier rounds, each round's own rolls start from the
    same stream: the same player with and without an extra roll a round (made once the
    round's dice are rolled) plays the same game."""
    assert play("steady", True).log == play("steady", True, roll_more=True).log
    assert play("steady", False).log != play("steady", False, roll_more=True).log


def test_a_search_s_own_state_draws_from_its_own_generator_while_coupled() -> None:
    """Inside the block, The Machine's turn in any state but the real game's (a bot's
    determinized deal) rolls from that state's generator, as it would outside; after it,
    the rules are as they were."""
    game: Game = new_game(["steady"], seed=99, machine="insane")
    deal: State = game.state.copy()
    twin = deal.copy()
    original = rules.machine_turn
    with CoupledLuck(game, 99):
        rules.machine_turn(deal)
    original(twin)
    assert deal.machine is not None and twin.machine is not None
    assert deal.machine.dice == twin.machine.dice
    assert rules.machine_turn is original
