"""Random but seeded play, shared by the property, codec, save and golden tests."""

from __future__ import annotations

import random

import ffcore
from ffcore import Action, Game

NAMES = ["Ann", "Bob", "Cy", "Di", "Eve"]
#: ``uniform``: any legal action; ``kinds``: a kind of action first, then one of
#: that kind (so long lists, like Temp Agency's, do not crowd out ending the turn);
#: ``busy``: like ``kinds`` but rarely ends a turn or passes while more is possible.
POLICIES = ("uniform", "kinds", "busy")
#: Also known to :func:`choose`: ``hoard`` researches and keeps cards, building
#: rarely, so that with many players the deck and discards run out (slow games).
HOARD = "hoard"


def choose(rng: random.Random, legal: list[Action], policy: str) -> Action:
    """Return a random legal action, chosen according to a policy."""
    if policy == "uniform":
        return rng.choice(legal)
    kinds = sorted({action.kind for action in legal})
    if policy == HOARD:
        research = [action for action in legal if action.choice == "research"]
        if research and rng.random() < 0.7:
            return rng.choice(research)
        if "build" not in kinds or rng.random() >= 0.08:
            kinds = [kind for kind in kinds if kind not in ("end", "pass", "build")] or kinds
        else:
            kinds = ["build"]
    if policy == "busy" and rng.random() < 0.95:
        kinds = [kind for kind in kinds if kind not in ("end", "pass")] or kinds
    kind = rng.choice(kinds)
    return rng.choice([action for action in legal if action.kind == kind])


def new(players: int, seed: int, machine: str | None = None) -> Game:
    """Return a new game for 1 (with a Machine level) to 5 players named Ann, Bob..."""
    return ffcore.new_game(NAMES[:players], seed=seed, machine=machine)


def play(game: Game, choices: int, policy: str = "kinds", actions: int | None = None) -> Game:
    """Play random actions (all to the end, or ``actions`` of them) and return the game."""
    rng = random.Random(choices)
    count = 0
    while not game.is_over and (actions is None or count < actions):
        game.apply(choose(rng, game.legal_actions(), policy))
        count += 1
    return game


def finished(players: int, seed: int, machine: str | None = None,
             policy: str = "kinds") -> Game:
    """Return a whole random game."""
    return play(new(players, seed, machine), seed, policy)
