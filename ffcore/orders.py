"""How each share-code format orders the legal actions that its positions point into.

A share code stores each action as its position in a list of the legal
actions, so the order of that list is part of the format, for ever:

- format 1 used the order in which ``rules.legal_actions()`` listed them when
  it shipped. :func:`format1_order` restates that order as a sort key, so
  that format-1 codes keep their meaning whatever order the engine later
  lists its actions in (a test checks the key against the engine's order);
- format 2 sorts the actions' canonical texts, which no engine change moves.
"""

from __future__ import annotations

from typing import Any

from .actions import Action
from .cards import BLUEPRINTS, FLOORS
from .rules import recipe_for
from .state import State

_MARKET = ("refresh", "take", "hire", "pass")
_WORK = ("specialist", "place", "build", "activate", "end")
_ROWS = ("blueprints", "contractors")


def format1_order(state: State, legal: list[Action]) -> list[Action]:
    """Return the legal actions in the order format-1 codes count them."""
    compound = state.player.compound
    return sorted(legal, key=lambda action: _format1_key(compound, action))


def format2_order(legal: list[Action]) -> list[tuple[str, Action]]:
    """Return the legal actions with their texts, in the order format-2 codes count them."""
    return sorted((str(action), action) for action in legal)


def _format1_key(compound: list[str], action: Action) -> tuple[Any, ...]:
    kind = action.kind
    if kind in _MARKET:
        if kind == "refresh":
            return (0, _ROWS.index(action.choice), 0 if action.amounts[0] else 1)
        if kind == "hire":
            return (2, action.number, action.card, action.target)
        return (_MARKET.index(kind), action.number)
    if kind in ("set", "roll"):  # the Foreman's choice
        return (0 if kind == "set" else 1, action.number)
    if kind == "discard":  # the limits: resources first, by metal, then cards
        return (0, action.amounts[0]) if not action.card else (1, action.card)
    if kind == "place":
        return (1, action.dice[0], FLOORS.index(action.choice))
    if kind == "build":
        return (2, action.card, action.discards[0])
    if kind == "activate":
        return (3, compound.index(action.card), _activation_key(action))
    return (_WORK.index(kind), action.number)


def _activation_key(action: Action) -> tuple[Any, ...]:
    """Return where an activation came in its card's list: by recipe, dice, discards, extras."""
    card = BLUEPRINTS[action.card]
    if action.copy is not None:  # Replicator: by the market card copied, then its own order
        return (0, (), (), action.copy.card, _activation_key(action.copy))
    recipe = recipe_for(card, action)
    dice: tuple[int, ...] = action.dice
    if recipe.effect == "reroll":
        # Temp Agency's choices were listed by how many 1s, then 2s... they re-roll.
        dice = tuple(action.dice.count(value) for value in range(1, 7))
    return (card.recipes.index(recipe), dice, action.discards, action.amounts[0], action.number)
