"""Why an action is refused (illegal now), for players; and why a piece of the board
cannot act now.

This module never decides legality: the game first asks
:func:`ffcore.rules.legal_actions`, and only for an action found illegal
there does it call :func:`explain` for the most specific refusal it can give.
:func:`why_not` explains a piece the player pointed at (a die, a floor, a card)
through the refusal of the move that piece would most likely make.
"""

from __future__ import annotations

from collections.abc import Callable

from .actions import Action
from .cards import (
    BLUEPRINTS,
    CONTRACTORS,
    FLOOR_SLOTS,
    FLOORS,
    HAND_LIMIT,
    NAMED_DIE,
    RESOURCE_LIMIT,
    TARGET_DICE,
    build_cost,
)
from .errors import IllegalAction
from .rules import black_market_splits, dice_options, legal_actions, recipe_cost, recipe_for
from .state import PlayerState, State

_MARKET_KINDS = ("refresh", "take", "hire", "pass")
_WORK_KINDS = ("specialist", "place", "build", "activate", "end")


def explain(state: State, action: Action) -> IllegalAction:
    """Return an IllegalAction saying why ``action`` cannot be played now."""
    if not _well_formed(action):
        return IllegalAction("unreadable", variant="malformed")
    error = _refusal(state, action)
    if error is None:
        return IllegalAction("not-legal", action=str(action))
    error.params["action"] = str(action)
    return error


def _well_formed(action: Action) -> bool:
    """Return whether an Action value is exactly what its own canonical text reads as."""
    try:
        return Action.parse(str(action)) == action
    except (LookupError, TypeError, ValueError, AttributeError):
        return False


def _refusal(state: State, action: Action) -> IllegalAction | None:
    kind = action.kind
    if state.phase == "over":
        return IllegalAction("game-over")
    player = state.player
    if state.phase == "market" and kind not in _MARKET_KINDS:
        return IllegalAction("wrong-phase", variant="market")
    if state.phase == "work":
        if state.step == "foreman" and kind not in ("set", "roll"):
            return IllegalAction("wrong-phase", variant="foreman")
        if state.step == "discard" and kind != "discard":
            return IllegalAction("wrong-phase", variant="discard", resources=RESOURCE_LIMIT,
                                 cards=HAND_LIMIT)
        if state.step == "work" and kind not in _WORK_KINDS:
            return IllegalAction("wrong-phase", variant="work")
    if kind == "refresh":
        if state.refreshed:
            return IllegalAction("already-refreshed")
        return IllegalAction("cannot-pay", variant="refresh")
    if kind == "take":
        return IllegalAction("empty-slot", variant="market", slot=action.number)
    if kind == "hire":
        return _hire_refusal(state, player, action)
    if kind == "pass":
        return IllegalAction("cannot-pass")
    if kind == "set":
        return IllegalAction("foreman-done")
    if kind == "specialist":
        return IllegalAction("no-specialist")
    if kind == "place":
        return _place_refusal(player, action)
    if kind == "build":
        return _build_refusal(player, action)
    if kind == "activate":
        return _activate_refusal(state, player, action)
    if kind == "discard":
        return _discard_refusal(player, action)
    return None


def _hire_refusal(state: State, player: PlayerState, action: Action) -> IllegalAction:
    slug = state.contractors[action.number - 1]
    if not slug:
        return IllegalAction("empty-slot", variant="contractor", slot=action.number)
    contractor = CONTRACTORS[slug]
    tool = state.tools[action.number - 1]
    if action.card not in player.hand:
        return IllegalAction("not-in-hand", card=action.card)
    if BLUEPRINTS[action.card].tool != tool:
        return IllegalAction("wrong-tool", variant="hire", contractor=slug, tool=tool)
    if player.energy < contractor.extra_energy:
        return IllegalAction("cannot-pay", variant="hire", contractor=slug,
                             energy=contractor.extra_energy)
    if contractor.helps_opponent and len(state.players) > 1 and not action.target:
        return IllegalAction("no-target", variant="hire", contractor=slug)
    return IllegalAction("bad-target")


def _place_refusal(player: PlayerState, action: Action) -> IllegalAction:
    value, floor = action.dice[0], action.choice
    if value not in player.unplaced():
        return IllegalAction("no-die", value=value)
    if floor == "generate" and value > 3:
        return IllegalAction("wrong-value", variant="generate", value=value)
    if floor == "mine" and value < 4:
        return IllegalAction("wrong-value", variant="mine", value=value)
    return IllegalAction("floor-full", floor=floor, slots=FLOOR_SLOTS)


def _build_refusal(player: PlayerState, action: Action) -> IllegalAction | None:
    card, paid = BLUEPRINTS[action.card], BLUEPRINTS[action.discards[0]]
    if action.card not in player.hand:
        return IllegalAction("not-in-hand", card=card.slug)
    needed = 2 if paid.slug == card.slug else 1
    if player.hand.count(paid.slug) < needed:
        return IllegalAction("not-in-hand", variant="another", card=paid.slug)
    if paid.tool != card.tool:
        return IllegalAction("wrong-tool", variant="build", card=card.slug, tool=card.tool)
    if not card.multiple and card.slug in player.compound:
        return IllegalAction("duplicate", card=card.slug)
    metal, energy = build_cost(card.slug, player.compound)
    if metal > player.metal or energy > player.energy:
        return IllegalAction("cannot-pay", variant="build", card=card.slug, metal=metal,
                             energy=energy)
    return None


def _activate_refusal(state: State, player: PlayerState,
                     action: Action) -> IllegalAction | None:
    card = BLUEPRINTS[action.card]
    if action.card not in player.compound:
        return IllegalAction("not-built", card=card.slug)
    if not card.recipes:
        return IllegalAction("no-activation", card=card.slug)
    if action.card in player.used:
        return IllegalAction("already-used", card=card.slug)
    if action.copy is not None or card.recipes[0].effect == "copy":
        target = action.copy
        if target is None:
            return IllegalAction("no-target", variant="copy", card=card.slug)
        if target.card not in state.market:
            return IllegalAction("not-in-market", card=target.card)
        if target.card == action.card or not BLUEPRINTS[target.card].recipes:
            return IllegalAction("cannot-copy", card=target.card)
        extra = card.recipes[0].pay_energy
        return _recipe_refusal(player, target, extra)
    return _recipe_refusal(player, action, 0)


def _recipe_refusal(player: PlayerState, action: Action, extra: int) -> IllegalAction | None:
    card = BLUEPRINTS[action.card]
    slug = card.slug
    try:
        recipe = recipe_for(card, action)
    except (ValueError, IndexError):
        return IllegalAction("bad-choice", variant="option", card=slug)
    counts = [0] * 7
    for value in player.unplaced():
        counts[value] += 1
    present = [value for value in range(1, 7) if counts[value]]
    if recipe.dice:
        if action.dice not in dice_options(recipe.dice, counts, present):
            return IllegalAction("wrong-dice", variant="fit", card=slug)
        metal, energy = recipe_cost(recipe, action.dice)
    else:
        metal, energy = recipe_cost(recipe, ())
        if recipe.effect in TARGET_DICE:
            if not action.dice:
                return IllegalAction("wrong-dice", variant="choose", card=slug)
            if recipe.effect != "reroll" and len(action.dice) > 1:
                return IllegalAction("wrong-dice", variant="one", card=slug)
            for value in set(action.dice):
                if action.dice.count(value) > counts[value]:
                    return IllegalAction("no-die", value=value)
            if recipe.effect == "up" and 6 in action.dice:
                return IllegalAction("wrong-dice", variant="six", card=slug)
            if recipe.effect == "down" and 1 in action.dice:
                return IllegalAction("wrong-dice", variant="ace", card=slug)
        elif action.dice:
            return IllegalAction("wrong-dice", variant="none", card=slug)
    if recipe.effect in NAMED_DIE and not action.number:
        return IllegalAction("bad-choice", variant="die")
    energy += extra + (action.number if recipe.effect == "golem" else 0)
    if metal > player.metal or energy > player.energy:
        return IllegalAction("cannot-pay", variant="activate", metal=metal, energy=energy)
    for paid in dict.fromkeys(action.discards):  # in order: the same card named everywhere
        if action.discards.count(paid) > player.hand.count(paid):
            return IllegalAction("not-in-hand", variant="discard", card=paid)
    if len(action.discards) != recipe.discard:
        return IllegalAction("wrong-discards", card=slug, count=recipe.discard)
    if recipe.effect == "black-market":
        sold = BLUEPRINTS[action.discards[0]]
        if action.amounts not in black_market_splits(sold.metal, sold.energy):
            return IllegalAction("bad-choice", variant="black-market", card=sold.slug,
                                 metal=sold.metal, energy=sold.energy)
    return None


def _discard_refusal(player: PlayerState, action: Action) -> IllegalAction | None:
    if action.card:
        if len(player.hand) <= HAND_LIMIT:
            return IllegalAction("within-limit", variant="cards", limit=HAND_LIMIT)
        return IllegalAction("not-in-hand", card=action.card)
    excess = player.metal + player.energy - RESOURCE_LIMIT
    if excess <= 0:
        return IllegalAction("within-limit", variant="resources", limit=RESOURCE_LIMIT)
    return IllegalAction("wrong-amount", excess=excess)


# Pieces that cannot act -----------------------------------------------------------------------

def why_not(state: State, piece: str) -> IllegalAction | None:
    """Return why a piece of the board cannot act now, or None when a move it makes is legal.

    A piece is named as the page names it: ``die:4`` (an unplaced die), ``floor:mine``,
    ``card:biolab`` (built), ``hand:biolab``, ``slot:2`` (a market blueprint),
    ``contractor:3``. The reason is the refusal of the move the piece would most likely
    make (:func:`explain`); legality itself is ``legal_actions()``'s.
    """
    kind, _, name = piece.partition(":")
    maker = _PIECES.get(kind)
    if maker is None or state.phase == "over" or not state.players:
        return IllegalAction("game-over") if state.phase == "over" else None
    moves = maker(state, name)
    if isinstance(moves, IllegalAction):
        return moves
    legal = legal_actions(state)
    if not moves or any(move in legal for move in moves):
        return None
    return explain(state, moves[0])


def _die_moves(state: State, name: str) -> list[Action] | IllegalAction:
    value = int(name) if name.isdigit() and 1 <= int(name) <= 6 else 0
    if not value:
        return []
    own = "generate" if value <= 3 else "mine"
    research = Action("place", dice=(value,), choice="research")
    full = len(state.player.on("research")) >= FLOOR_SLOTS
    # The floor the value is made for, once Research is full: that refusal says more.
    return [Action("place", dice=(value,), choice=own), research] if full else \
        [research, Action("place", dice=(value,), choice=own)]


def _floor_moves(state: State, name: str) -> list[Action] | IllegalAction:
    if name not in FLOORS:
        return []
    values = sorted(set(state.player.unplaced()))
    if not values and state.phase == "work" and state.step == "work":
        return IllegalAction("no-dice")
    fitting = [value for value in values if name == "research" or
               (name == "generate") == (value <= 3)]
    return [Action("place", dice=(value,), choice=name) for value in fitting or values or [1]]


def _card_moves(state: State, name: str) -> list[Action] | IllegalAction:
    card = BLUEPRINTS.get(name)
    if card is None:
        return []
    if not card.recipes:
        return [Action("activate", card=name)]
    if card.recipes[0].effect == "copy":  # Replicator: as the market cards it could copy
        copies = [Action("activate", card=name, copy=move)
                  for target in sorted(set(state.market))
                  if target and target != name and BLUEPRINTS[target].recipes
                  for move in _activations_of(state, target)]
        return copies or [Action("activate", card=name)]
    return _activations_of(state, name)


def _activations_of(state: State, name: str) -> list[Action]:
    """Return a likely activation of a card per recipe: dice that fit it (else any die),
    the first cards of the hand for its discards."""
    player = state.player
    counts = [0] * 7
    for value in player.unplaced():
        counts[value] += 1
    present = [value for value in range(1, 7) if counts[value]]
    hand = sorted(player.hand)
    moves = []
    for recipe in BLUEPRINTS[name].recipes:
        if recipe.dice:
            any_die = (present[0] if present else 1,)
            dice = (dice_options(recipe.dice, counts, present) or [any_die])[0]
        else:
            dice = (present[0],) if recipe.effect in TARGET_DICE and present else ()
        discards = tuple(hand[:recipe.discard])
        splits = black_market_splits(BLUEPRINTS[discards[0]].metal,
                                     BLUEPRINTS[discards[0]].energy) \
            if recipe.effect == "black-market" and discards else [(0, 0)]
        moves.append(Action("activate", card=name, dice=dice, discards=discards,
                            choice=recipe.choice, amounts=splits[0],
                            number=1 if recipe.effect in NAMED_DIE else 0))
    return moves


def _hand_moves(state: State, name: str) -> list[Action] | IllegalAction:
    card = BLUEPRINTS.get(name)
    if card is None:
        return []
    hand = state.player.hand
    others = [slug for slug in sorted(hand) if slug != name or hand.count(name) > 1]
    same = [slug for slug in others if BLUEPRINTS[slug].tool == card.tool]
    paid = (same or others or [name])[0]
    return [Action("build", card=name, discards=(paid,))]


def _slot_moves(state: State, name: str) -> list[Action] | IllegalAction:
    return [Action("take", number=int(name))] if name in ("1", "2", "3", "4") else []


def _contractor_moves(state: State, name: str) -> list[Action] | IllegalAction:
    if name not in ("1", "2", "3", "4"):
        return []
    slot = int(name)
    slug, tool = state.contractors[slot - 1], state.tools[slot - 1]
    hand = sorted(state.player.hand)
    fitting = [card for card in hand if BLUEPRINTS[card].tool == tool]
    paid = (fitting or hand)[:1]
    if not paid:  # nothing to discard: the phase first, then the tool
        if state.phase != "market":
            return [Action("take", number=slot)]  # refused for the phase
        if not slug:
            return IllegalAction("empty-slot", variant="contractor", slot=slot)
        return IllegalAction("wrong-tool", variant="hire", contractor=slug, tool=tool)
    target = (2 if state.seat == 0 else 1) if len(state.players) > 1 else 0
    return [Action("hire", card=paid[0], number=slot, target=target)]


#: The moves each kind of piece would most likely make (or why it cannot make any).
_PIECES: dict[str, Callable[[State, str], list[Action] | IllegalAction]] = {
    "die": _die_moves, "floor": _floor_moves, "card": _card_moves, "hand": _hand_moves,
    "slot": _slot_moves, "contractor": _contractor_moves}

