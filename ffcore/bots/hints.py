"""One-line reasons for a bot's choice, as message ids with parameters.

Their texts are in the catalogues (``hint.*`` in :mod:`ffcore.texts_en` and
:mod:`ffcore.texts_pt`). :func:`reason_for` picks the reason that best explains
an action, given the state the bot decided on and the rest of its plan.
"""

from __future__ import annotations

from typing import NamedTuple

from ..actions import Action
from ..cards import BLUEPRINTS, COMPOUND_TRIGGER, DICE_HELP, HAND_LIMIT, RESOURCE_LIMIT
from ..catalogue import message_of_ids
from ..state import State


class Reason(NamedTuple):
    """Why a bot chose an action: a message id and its parameters.

    Parameters are ids, never texts: cards by slug, words by the last part of their
    message id (``floor="mine"``), numbers as digits; see
    :func:`ffcore.catalogue.message_of_ids`.
    """

    key: str
    params: tuple[tuple[str, str], ...] = ()

    def text(self, lang: str = "en") -> str:
        """Return the sentence in a language."""
        return message_of_ids(self.key, self.params, lang)

    def __str__(self) -> str:
        return self.text()


class Hint(NamedTuple):
    """A suggested action and its one-line reason."""

    action: Action
    reason: Reason


def _reason(key: str, **params: str) -> Reason:
    return Reason(key, tuple(sorted(params.items())))


def reason_for(state: State, action: Action, plan: list[Action] | None = None,
               legal: int = 2) -> Reason:
    """Return the reason that explains ``action`` for the player to act in ``state``.

    ``plan`` is the rest of the work turn the bot intends (``action`` first),
    ``legal`` how many actions were legal.
    """
    if legal == 1:
        return _reason("hint.only")
    kind = action.kind
    player = state.player
    if kind == "take":
        card = state.market[action.number - 1]
        tool = BLUEPRINTS[card].tool
        # Name a partner of another name when there is one: "with your Golem" reads
        # oddly when taking a Golem.
        partners = sorted((slug for slug in player.hand if BLUEPRINTS[slug].tool == tool),
                          key=lambda slug: slug == card)
        partner = partners[0] if partners else ""
        if partner:
            return _reason("hint.take-build", card=card, partner=partner)
        return _reason("hint.take-card", card=card)
    if kind == "hire":
        slug = state.contractors[action.number - 1]
        return _reason("hint.hire", contractor=slug, benefit=slug)
    if kind == "refresh":
        return _reason("hint.refresh", resource="metal" if action.amounts[0] else "energy",
                       row=action.choice)
    if kind in ("pass", "roll", "end"):
        return _reason(f"hint.{kind}")
    if kind in ("set", "specialist"):
        return _reason(f"hint.{kind}", value=str(action.number))
    if kind == "discard":
        return _reason("hint.discard", resources=str(RESOURCE_LIMIT), cards=str(HAND_LIMIT))
    if kind == "place":
        return _place_reason(action, plan or [])
    if kind == "build":
        return _build_reason(state, action)
    return _activate_reason(action)


def _place_reason(action: Action, plan: list[Action]) -> Reason:
    floor = action.choice
    if floor in ("mine", "generate"):
        later = next((step for step in plan[1:] if step.kind == "build"), None)
        if later is not None:
            return _reason("hint.place-for-build", value=str(action.dice[0]), floor=floor,
                           card=later.card)
    gain = {"research": "cards", "generate": "energy", "mine": "metal"}[floor]
    return _reason("hint.place", value=str(action.dice[0]), floor=floor, gain=gain)


def _build_reason(state: State, action: Action) -> Reason:
    card = BLUEPRINTS[action.card]
    player = state.player
    if len(player.compound) + 1 >= COMPOUND_TRIGGER and not state.end_round:
        return _reason("hint.build-end", card=action.card)
    if any(recipe.goods for recipe in card.recipes):
        return _reason("hint.build-goods", card=action.card)
    if card.type == "monument":
        worth = card.prestige + card.prestige_step * player.compound.count(action.card)
        return _reason("hint.build-prestige", card=action.card, prestige=str(worth))
    return _reason("hint.build-engine", card=action.card)


def _activate_reason(action: Action) -> Reason:
    inner = action.copy if action.copy is not None else action
    card = BLUEPRINTS[inner.card]
    recipe = next((recipe for recipe in card.recipes if recipe.choice == inner.choice),
                  card.recipes[0])
    if recipe.goods:
        return _reason("hint.activate-goods", card=action.card, goods=str(recipe.goods))
    if recipe.effect in DICE_HELP:
        return _reason("hint.activate-dice", card=action.card)
    if recipe.metal or recipe.gain_x == "XM":
        gain = "metal"
    elif recipe.draw:
        gain = "cards"
    elif recipe.energy or recipe.gain_x == "XE":
        gain = "energy"
    else:
        gain = "resources"
    return _reason("hint.activate", card=action.card, gain=gain)
