#!/usr/bin/env python3
"""Find the deal of the page's tutorial (web/screens/tutorial_script.py) and print its script.

The tutorial is a solo game against The Machine on a fixed seed in which every rule
comes up in a teaching order. Its opening moves are *lessons*: each names a kind of
move (take a training card from the market, put a die on Generate, a die that gets the
matching bonus, build, hire, a training card turning a die, the end-of-round limits...),
and a seed fits when, lesson after lesson, some legal move of that kind exists. This
tool searches the seeds depth first over the moves each lesson allows, then plays the
rest of the game with the strong bot, round by round, and prints the script: the
steps to paste into ``STEPS`` in web/screens/tutorial_script.py, with the seed. Nothing here guesses
legality: every move comes from ``legal_actions()``, and tests/test_tutorial.py
replays the script under today's rules.

    .venv/bin/python -m research.tutorial_deal [--first 1] [--last 3000] [--level easy]
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator

import ffcore
from ffcore import BLUEPRINTS, Action, Game
from ffcore.bots import make

#: A lesson: its step key, and the moves that teach it in a game (best first; each a
#: sequence of moves the player makes, one step each).
Lesson = tuple[str, Callable[[Game], list[tuple[str, ...]]]]
#: Moves tried per lesson, at most, and positions looked at per seed.
WIDTH = 4
NODES = 400


def _legal(game: Game, kind: str) -> list[Action]:
    return [action for action in game.legal_actions() if action.kind == kind]


def _type(slug: str) -> str:
    return BLUEPRINTS[slug].type


def _me(game: Game) -> ffcore.state.PlayerState:
    return game.state.players[0]


def take_training(game: Game) -> list[tuple[str, ...]]:
    """Take a training card from the market when the hand holds a card of its tool."""
    out: list[tuple[str, ...]] = []
    hand = _me(game).hand
    for action in _legal(game, "take"):
        slug = game.state.market[action.number - 1]
        if _type(slug) == "training" and any(BLUEPRINTS[card].tool == BLUEPRINTS[slug].tool
                                             for card in hand):
            out.append((str(action),))
    return out


def _place_on(floor: str, bonus: bool | None) -> Callable[[Game], list[tuple[str, ...]]]:
    """Put a die on ``floor``: one that gets the matching bonus (True), or that does not
    (False: the first die there), or either (None)."""
    def moves(game: Game) -> list[tuple[str, ...]]:
        player = _me(game)
        out: list[tuple[str, ...]] = []
        for action in _legal(game, "place"):
            if action.choice != floor:
                continue
            matched = action.dice[0] in player.on(floor)
            if bonus is None or matched == bonus:
                out.append((str(action),))
        return out
    return moves


def any_bonus(game: Game) -> list[tuple[str, ...]]:
    player = _me(game)
    return [(str(action),) for action in _legal(game, "place")
            if action.dice[0] in player.on(action.choice)]


def build_taken(game: Game) -> list[tuple[str, ...]]:
    """Build the blueprint last taken from the market."""
    taken = [event["card"] for event in game.log if event.get("code") == "take"][-1:]
    return [(str(action),) for action in _legal(game, "build") if [action.card] == taken]


def build_goods(game: Game) -> list[tuple[str, ...]]:
    """Build a card that makes goods."""
    return [(str(action),) for action in _legal(game, "build")
            if any(recipe.goods for recipe in BLUEPRINTS[action.card].recipes)]


def activate_type(kind: str) -> Callable[[Game], list[tuple[str, ...]]]:
    def moves(game: Game) -> list[tuple[str, ...]]:
        return [(str(action),) for action in _legal(game, "activate")
                if _type(action.card) == kind]
    return moves


def make_goods(game: Game) -> list[tuple[str, ...]]:
    """Activate a built card that makes goods."""
    return [(str(action),) for action in _legal(game, "activate")
            if any(recipe.goods for recipe in BLUEPRINTS[action.card].recipes)]


def hire(game: Game) -> list[tuple[str, ...]]:
    """Hire a contractor that gives resources at once (the limits come up sooner)."""
    ranked = {"electrician": 0, "miner": 1, "architect": 2}
    actions = [action for action in _legal(game, "hire")
               if game.state.contractors[action.number - 1] in ranked]
    actions.sort(key=lambda action: ranked[game.state.contractors[action.number - 1]])
    return [(str(action),) for action in actions]


def place_rest(game: Game) -> list[tuple[str, ...]]:
    """Put every die left on a floor (the matching bonus first)."""
    copy = game.copy()
    moves: list[str] = []
    while True:
        places = _legal(copy, "place")
        if not places:
            return [tuple(moves)] if moves else [()]
        player = _me(copy)
        places.sort(key=lambda action: (action.dice[0] not in player.on(action.choice),
                                        action.choice == "research"))
        moves.append(str(places[0]))
        copy.apply(places[0])


def end_work(over: bool) -> Callable[[Game], list[tuple[str, ...]]]:
    """End the work phase, over the limits (``over``) or within them."""
    def moves(game: Game) -> list[tuple[str, ...]]:
        copy = game.copy()
        if "end" not in [str(action) for action in copy.legal_actions()]:
            return []
        copy.apply("end")
        return [("end",)] if (copy.state.step == "discard") == over else []
    return moves


def discard(game: Game) -> list[tuple[str, ...]]:
    """Discard down to the limits, as many times as it takes."""
    copy = game.copy()
    moves: list[str] = []
    while copy.state.step == "discard":
        action = _legal(copy, "discard")[0]
        moves.append(str(action))
        copy.apply(action)
    return [tuple(moves)] if moves else []


#: The opening, in the order it teaches (explanations between them are in the script).
LESSONS: tuple[Lesson, ...] = (
    ("take", take_training),
    ("research", _place_on("research", False)),
    ("generate", _place_on("generate", False)),
    ("mine", _place_on("mine", False)),
    ("bonus", any_bonus),
    ("build", build_taken),
    ("end", end_work(False)),
    ("hire", hire),
    ("train", activate_type("training")),
    ("build-goods", build_goods),
    ("goods", make_goods),
    ("place", place_rest),
    ("end", end_work(True)),
    ("limits", discard),
)


def search(game: Game, lessons: tuple[Lesson, ...],
           budget: list[int]) -> Iterator[list[tuple[str, tuple[str, ...]]]]:
    """Yield each way to play ``lessons`` in order from ``game``, depth first."""
    if not lessons:
        yield []
        return
    key, moves = lessons[0]
    for option in moves(game)[:WIDTH]:
        budget[0] -= 1
        if budget[0] < 0:
            return
        after = game.copy()
        for text in option:
            after.apply(text)
        for rest in search(after, lessons[1:], budget):
            yield [(key, option), *rest]


def rest_of_game(game: Game, seed: int) -> list[list[str]]:
    """Play the game to its end with the strong bot; return its moves round by round."""
    bot = make("strong", seed=seed)
    rounds: list[list[str]] = []
    start = 0
    while not game.is_over:
        if game.state.round != start:
            start = game.state.round
            rounds.append([])
        action = bot.choose(game.view(game.names[0]))
        rounds[-1].append(str(action))
        game.apply(action)
    return rounds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--last", type=int, default=3000)
    parser.add_argument("--level", default="easy")
    args = parser.parse_args()
    for seed in range(args.first, args.last + 1):
        game = ffcore.new_game(["Ann"], seed=seed, machine=args.level)
        found = next(search(game, LESSONS, [NODES]), None)
        if found is None:
            continue
        print(f"SEED = {seed}")
        for key, moves in found:
            for text in moves:
                game.apply(text)
            print(f"    {key}: {', '.join(moves)}")
        first = game.state.round
        for number, played in enumerate(rest_of_game(game, seed), first):
            print(f"    round {number}: {' / '.join(played)}")
        outcome = game.outcome()
        print(f"    outcome: {outcome}")
        return
    raise SystemExit("no seed fits the lessons")


if __name__ == "__main__":
    main()
