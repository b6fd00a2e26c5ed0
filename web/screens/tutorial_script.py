"""The tutorial's script: a solo game against The Machine on a fixed deal, step by step.

Each step either explains (the player reads it and presses Next) or asks for one move,
the only one the board offers then (its canonical text, as ``legal_actions()`` gives it);
a few steps play whole rounds for the player when Next is pressed (``auto``). The deal
was found by research/tutorial_deal.py so that every rule comes up in a teaching order;
tests/test_tutorial.py replays the whole script under today's rules, so a rules change
that breaks it fails a test, not a newcomer. A step's words are ``tutorial.<key>`` in
the page's catalogues, filled by :func:`step_params` from the game as it stands.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

import ffcore
from ffcore import BLUEPRINTS, Action, Game
from ffcore.cards import RESOURCE_LIMIT, build_cost
from ffcore.text import card_name, describe_action
from ffcore.views import StateModel
from texts.ui_text import t

#: The tutorial's deal: a solo game against The Machine on this level and seed.
SEED = 100
LEVEL = "easy"
#: The real game the tutorial hands over to.
NEXT_LEVEL = "easy"


class Step(NamedTuple):
    """One step: its words' key, the move it asks for ("": it explains, with Next), and
    the moves the tutorial plays itself when Next is pressed."""

    key: str
    action: str = ""
    auto: tuple[str, ...] = ()

    @property
    def moves(self) -> tuple[str, ...]:
        """Return the moves the step adds to the game, in order."""
        return (self.action,) if self.action else self.auto


STEPS: tuple[Step, ...] = (
    # Round 1: the market, the headquarters' floors and their bonus, building.
    Step("welcome"),
    Step("market"),
    Step("take", "take 2"),
    Step("dice"),
    Step("research", "place 4 research"),
    Step("generate", "place 3 generate"),
    Step("mine", "place 5 mine"),
    Step("bonus", "place 4 research"),
    Step("cost"),
    Step("build", "build gymnasium discard incinerator"),
    Step("end", "end"),
    Step("machine"),
    Step("machine-score"),
    # Round 2: a contractor, a card activated once a round, a training card, the limits.
    Step("contractors"),
    Step("hire", "hire 1 fitness-center"),
    Step("once"),
    Step("train", "activate gymnasium 1"),
    Step("build-goods", "build biolab discard recycling-plant"),
    Step("goods", "activate biolab 1"),
    Step("place", "place 2 generate"),
    Step("place", "place 2 generate"),
    Step("place", "place 2 generate"),
    Step("end-over", "end"),
    Step("limits", "discard 0m1e"),
    # Rounds 3 to 10, played by the strong bot when the script was made (the player
    # watches them one by one), but for the move that triggers the end.
    Step("ahead"),
    Step("round", auto=(
        "take 1", "activate gymnasium 3", "place 3 research", "place 4 mine", "place 4 mine",
        "build nuclear-plant discard refinery", "place 3 research", "end")),
    Step("round", auto=(
        "hire 2 recycling-plant", "activate nuclear-plant 6", "place 3 research",
        "activate gymnasium 2", "place 3 research", "build motherlode discard gymnasium",
        "activate motherlode 4", "end")),
    Step("round", auto=(
        "refresh blueprints energy", "hire 1 fitness-center", "activate nuclear-plant 6",
        "build obelisk discard robot", "activate gymnasium 3", "place 2 research",
        "place 2 research", "activate motherlode 4", "build obelisk discard temp-agency",
        "end")),
    Step("round", auto=(
        "hire 2 mega-factory", "activate biolab 1", "activate motherlode 4",
        "build megalith discard nuclear-plant", "place 2 research", "activate gymnasium 1",
        "place 2 research", "end")),
    Step("round", auto=(
        "hire 4 harvester", "activate nuclear-plant 6", "specialist 1", "activate biolab 1",
        "activate motherlode 5", "place 3 research", "activate gymnasium 2",
        "place 3 research", "build power-plant discard dojo", "end")),
    Step("round", auto=(
        "take 4", "activate nuclear-plant 6", "activate motherlode 5", "activate biolab 1",
        "activate power-plant 5", "build battery-factory discard megalith",
        "activate battery-factory", "end")),
    Step("part", auto=(
        "hire 2 foundry", "activate nuclear-plant 6", "activate biolab 1",
        "activate motherlode 4", "activate power-plant 4")),
    Step("trigger", "build fulfillment-center discard warehouse"),
    Step("last", auto=(
        "activate gymnasium 2", "activate fulfillment-center 3", "place 4 research", "end",
        "hire 4 obelisk", "activate nuclear-plant 6", "specialist 6", "activate power-plant 6",
        "activate battery-factory", "activate fulfillment-center 3",
        "build trash-compactor discard replicator", "activate motherlode 4",
        "place 2 generate", "end")),
    Step("score"),
    Step("handover"),
)

#: What each training card's effect turns a die into.
TURNED: dict[str, Callable[[int], int]] = {
    "up": lambda value: value + 1, "down": lambda value: value - 1,
    "flip": lambda value: 7 - value}

#: The last step: it hands over to a real game.
LAST = len(STEPS) - 1


def new_tutorial_game(name: str) -> Game:
    """Return the tutorial's game before its first step (the name changes nothing else)."""
    return ffcore.new_game([name], seed=SEED, machine=LEVEL)


def clamp(step: int) -> int:
    """Return a step number kept within the script."""
    return max(0, min(step, LAST))


def game_at(step: int, name: str) -> Game:
    """Return the tutorial's game as it stands when ``step`` begins."""
    game = new_tutorial_game(name)
    for earlier in STEPS[:clamp(step)]:
        for text in earlier.moves:
            game.apply(text)
    return game


def _seen(game: Game) -> StateModel:
    """Return the game as its player (the first seat) sees it."""
    return game.view(game.names[0], log_from=game.log_size).state


def step_params(step: Step, game: Game, lang: str) -> dict[str, object]:
    """Return what a step's words are filled with, from the game as the step begins."""
    state = _seen(game)
    player = state.players[0]
    params: dict[str, object] = {"round": state.round, "metal": player.metal,
                                 "energy": player.energy, "goods": player.goods,
                                 "built": built_lately(game, lang),
                                 "buildings": len(player.compound)}
    if step.action:
        params.update(_move_params(Action.parse(step.action), game, lang))
    machine = state.machine
    if machine is not None:
        params.update(machine_goods=machine.goods, machine_cards=len(machine.compound))
    if step.key == "score":
        outcome = game.outcome()
        params.update(score=outcome.players[0].total, machine_score=outcome.machine.total
                      if outcome.machine is not None else 0)
    return params


def _move_params(action: Action, game: Game, lang: str) -> dict[str, object]:
    """Return the words of a move: its description, its card, die, cost and discards."""
    state = _seen(game)
    player = state.players[0]
    params: dict[str, object] = {"move": describe_action(action, game.names, state.market,
                                                         state.contractors, lang)}
    slug = state.market[action.number - 1] if action.kind == "take" else action.card
    if slug:
        params["card"] = card_name(slug, lang)
        params["tool"] = t(f"word.{BLUEPRINTS[slug].tool}", lang)
        metal, energy = build_cost(slug, player.compound)
        params.update(cost_metal=metal, cost_energy=energy)
    if action.discards:
        params["discard"] = card_name(action.discards[0], lang)
    if action.dice:
        value = action.dice[0]
        params["value"] = value
        effect = BLUEPRINTS[action.card].recipes[0].effect if action.card else ""
        turn = TURNED.get(effect)
        params["new"] = turn(value) if turn is not None else value
    if action.kind == "hire":
        params["contractor"] = card_name(state.contractors[action.number - 1], lang)
    if action.kind == "discard":
        params.update(total=player.metal + player.energy, limit=RESOURCE_LIMIT)
    return params


def built_lately(game: Game, lang: str) -> str:
    """Return the names of the cards the player built since the last round began."""
    log = game.log
    rounds = [number for number, event in enumerate(log) if event.get("code") == "round"]
    since = rounds[-2] if len(rounds) > 1 else 0
    built = [str(event["card"]) for event in log[since:]
             if event.get("code") == "build" and event.get("seat") == 0]
    return ", ".join(card_name(slug, lang) for slug in built) or t("word.nothing", lang)
