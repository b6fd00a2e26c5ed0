"""Why an action is illegal, for players.

This module never decides legality: the game first asks
:func:`ffcore.rules.legal_actions`, and only for an action found illegal
there does it call :func:`explain` for the most specific reason it can give.
"""

from __future__ import annotations

from .actions import Action
from .cards import (
    BLUEPRINTS,
    CONTRACTORS,
    FLOOR_SLOTS,
    HAND_LIMIT,
    RESOURCE_LIMIT,
    build_cost,
)
from .errors import IllegalAction
from .rules import black_market_splits, dice_options, recipe_cost, recipe_for
from .state import PlayerState, State

_MARKET_KINDS = ("refresh", "take", "hire", "pass")
_WORK_KINDS = ("specialist", "place", "build", "activate", "end")


def explain(state: State, action: Action) -> IllegalAction:
    """Return an IllegalAction saying why ``action`` cannot be played now."""
    if not _well_formed(action):
        return IllegalAction("unreadable", "That is not a well-formed action.")
    reason = _reason(state, action)
    if reason is None:
        return IllegalAction("not-legal", f"'{action}' is not legal now.", action=str(action))
    code, message = reason
    return IllegalAction(code, message, action=str(action))


def _well_formed(action: Action) -> bool:
    """Return whether an Action value is exactly what its own canonical text reads as."""
    try:
        return Action.parse(str(action)) == action
    except (LookupError, TypeError, ValueError, AttributeError):
        return False


def _reason(state: State, action: Action) -> tuple[str, str] | None:
    kind = action.kind
    if state.phase == "over":
        return "game-over", "The game is over."
    player = state.player
    if state.phase == "market" and kind not in _MARKET_KINDS:
        return "wrong-phase", "It is the market phase: refresh, take a blueprint or hire."
    if state.phase == "work":
        if state.step == "foreman" and kind not in ("set", "roll"):
            return "wrong-phase", "Foreman: first set up to 4 dice, then roll the rest."
        if state.step == "discard" and kind != "discard":
            return "wrong-phase", (f"Discard down to {RESOURCE_LIMIT} resources and "
                                   f"{HAND_LIMIT} cards first.")
        if state.step == "work" and kind not in _WORK_KINDS:
            return "wrong-phase", "It is the work phase: place dice, build, activate or end."
    if kind == "refresh":
        if state.refreshed:
            return "already-refreshed", "You may refresh the market only once per turn."
        return "cannot-pay", "Refreshing costs 1 metal or 1 energy, which you do not have."
    if kind == "take":
        return "empty-slot", f"Market slot {action.number} has no blueprint."
    if kind == "hire":
        return _hire_reason(state, player, action)
    if kind == "pass":
        return "cannot-pass", "You may pass only when you can neither take nor hire."
    if kind == "set":
        return "foreman-done", "You have already set all the dice Foreman allows."
    if kind == "specialist":
        return "no-specialist", "You have no Specialist die waiting for a value."
    if kind == "place":
        return _place_reason(player, action)
    if kind == "build":
        return _build_reason(player, action)
    if kind == "activate":
        return _activate_reason(state, player, action)
    if kind == "discard":
        return _discard_reason(player, action)
    return None


def _hire_reason(state: State, player: PlayerState, action: Action) -> tuple[str, str] | None:
    slug = state.contractors[action.number - 1]
    if not slug:
        return "empty-slot", f"Contractor slot {action.number} is empty."
    contractor = CONTRACTORS[slug]
    tool = state.tools[action.number - 1]
    if action.card not in player.hand:
        return "not-in-hand", f"You have no {BLUEPRINTS[action.card].name} in hand."
    if BLUEPRINTS[action.card].tool != tool:
        return "wrong-tool", f"Hiring {contractor.name} needs a blueprint with the {tool} tool."
    if player.energy < contractor.extra_energy:
        return "cannot-pay", (f"Hiring {contractor.name} also costs "
                              f"{contractor.extra_energy} energy.")
    if contractor.helps_opponent and len(state.players) > 1 and not action.target:
        return "no-target", f"Choose the opponent who also benefits from {contractor.name}."
    return "bad-target", "Choose another player as the opponent."


def _place_reason(player: PlayerState, action: Action) -> tuple[str, str]:
    value, floor = action.dice[0], action.choice
    if value not in player.unplaced():
        return "no-die", f"You have no unplaced die showing {value}."
    if floor == "generate" and value > 3:
        return "wrong-value", "Generate takes only a 1, 2 or 3."
    if floor == "mine" and value < 4:
        return "wrong-value", "Mine takes only a 4, 5 or 6."
    return "floor-full", f"{floor.capitalize()} already holds {FLOOR_SLOTS} dice this round."


def _build_reason(player: PlayerState, action: Action) -> tuple[str, str] | None:
    card, paid = BLUEPRINTS[action.card], BLUEPRINTS[action.discards[0]]
    if action.card not in player.hand:
        return "not-in-hand", f"You have no {card.name} in hand."
    needed = 2 if paid.slug == card.slug else 1
    if player.hand.count(paid.slug) < needed:
        return "not-in-hand", f"You need another card, {paid.name}, in hand to discard."
    if paid.tool != card.tool:
        return "wrong-tool", f"Building {card.name} needs another {card.tool} card to discard."
    if not card.multiple and card.slug in player.compound:
        return "duplicate", f"You already have {card.name}; only one may be built."
    metal, energy = build_cost(card.slug, player.compound)
    if metal > player.metal or energy > player.energy:
        return "cannot-pay", f"{card.name} costs {metal} metal and {energy} energy."
    return None


def _activate_reason(state: State, player: PlayerState,
                     action: Action) -> tuple[str, str] | None:
    card = BLUEPRINTS[action.card]
    if action.card not in player.compound:
        return "not-built", f"{card.name} is not in your compound."
    if not card.recipes:
        return "no-activation", f"{card.name} cannot be activated."
    if action.card in player.used:
        return "already-used", f"{card.name} was already activated this round."
    if action.copy is not None or card.recipes[0].effect == "copy":
        target = action.copy
        if target is None:
            return "no-target", "Say which market blueprint Replicator copies."
        if target.card not in state.market:
            return "not-in-market", f"{BLUEPRINTS[target.card].name} is not in the marketplace."
        if target.card == action.card or not BLUEPRINTS[target.card].recipes:
            return "cannot-copy", f"Replicator cannot copy {BLUEPRINTS[target.card].name}."
        extra = card.recipes[0].pay_energy
        return _recipe_reason(player, target, extra)
    return _recipe_reason(player, action, 0)


def _recipe_reason(player: PlayerState, action: Action, extra: int) -> tuple[str, str] | None:
    card = BLUEPRINTS[action.card]
    try:
        recipe = recipe_for(card, action)
    except (ValueError, IndexError):
        return "bad-choice", f"That is not one of {card.name}'s options."
    counts = [0] * 7
    for value in player.unplaced():
        counts[value] += 1
    present = [value for value in range(1, 7) if counts[value]]
    if recipe.dice:
        if action.dice not in dice_options(recipe.dice, counts, present):
            return "wrong-dice", f"Your unplaced dice do not fit {card.name} that way."
        metal, energy = recipe_cost(recipe, action.dice)
    else:
        metal, energy = recipe_cost(recipe, ())
        if recipe.effect in ("up", "down", "flip", "reroll"):
            if not action.dice:
                return "wrong-dice", f"Choose the unplaced dice {card.name} acts on."
            if recipe.effect != "reroll" and len(action.dice) > 1:
                return "wrong-dice", f"{card.name} acts on one unplaced die."
            for value in set(action.dice):
                if action.dice.count(value) > counts[value]:
                    return "no-die", f"You have no unplaced die showing {value}."
            if recipe.effect == "up" and 6 in action.dice:
                return "wrong-dice", f"{card.name} cannot raise a 6."
            if recipe.effect == "down" and 1 in action.dice:
                return "wrong-dice", f"{card.name} cannot lower a 1."
        elif action.dice:
            return "wrong-dice", f"{card.name} takes no dice."
    if recipe.effect in ("golem", "die") and not action.number:
        return "bad-choice", "Choose the extra die's value, 1 to 6."
    energy += extra + (action.number if recipe.effect == "golem" else 0)
    if metal > player.metal or energy > player.energy:
        return "cannot-pay", f"That needs {metal} metal and {energy} energy."
    for paid in set(action.discards):
        if action.discards.count(paid) > player.hand.count(paid):
            return "not-in-hand", f"You have no {BLUEPRINTS[paid].name} in hand to discard."
    if len(action.discards) != recipe.discard:
        return "wrong-discards", f"{card.name} needs {recipe.discard} blueprint(s) discarded."
    if recipe.effect == "black-market":
        sold = BLUEPRINTS[action.discards[0]]
        if action.amounts not in black_market_splits(sold.metal, sold.energy):
            return "bad-choice", (f"Black Market gives {sold.name}'s printed cost "
                                  f"({sold.metal} metal, {sold.energy} energy), "
                                  "at most 4 resources in all.")
    return None


def _discard_reason(player: PlayerState, action: Action) -> tuple[str, str] | None:
    if action.card:
        if len(player.hand) <= HAND_LIMIT:
            return "within-limit", f"You hold {HAND_LIMIT} cards or fewer; nothing to discard."
        return "not-in-hand", f"You have no {BLUEPRINTS[action.card].name} in hand."
    excess = player.metal + player.energy - RESOURCE_LIMIT
    if excess <= 0:
        return "within-limit", f"You hold {RESOURCE_LIMIT} resources or fewer."
    return "wrong-amount", f"Discard exactly {excess} resources you have, metal and energy."
