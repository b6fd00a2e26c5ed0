"""Determinization: a whole game state that fits what one player can see.

A bot sees only its own view (:meth:`ffcore.Game.view`): other hands and the
deck order are counts. To search, it deals the cards it cannot see at random
into those hands and decks, with a generator of its own, so nothing hidden
from it can steer its choice.
"""

from __future__ import annotations

import random
from collections import Counter

from ..cards import new_blueprint_deck, new_contractor_deck
from ..models import StateModel, ViewModel
from ..state import Die, MachineState, PlayerState, Rng, State


def unseen_blueprints(model: StateModel, viewer: int) -> list[str]:
    """Return the blueprints the viewer cannot see (others' hands and the deck), sorted."""
    pool = Counter(new_blueprint_deck())
    pool.subtract(model.discard)
    pool.subtract(card for card in model.market if card)
    for seat, player in enumerate(model.players):
        pool.subtract(player.compound)
        if seat == viewer:
            pool.subtract(player.hand or ())
    if model.machine is not None:
        pool.subtract(model.machine.compound)
    if any(count < 0 for count in pool.values()):
        raise ValueError("the view shows more copies of a blueprint than the game has")
    return sorted(pool.elements())


def unseen_contractors(model: StateModel) -> list[str]:
    """Return the contractors in the face-down contractor deck, sorted."""
    pool = Counter(new_contractor_deck())
    pool.subtract(model.contractor_discard)
    pool.subtract(card for card in model.contractors if card)
    if any(count < 0 for count in pool.values()):
        raise ValueError("the view shows more copies of a contractor than the game has")
    return sorted(pool.elements())


def viewer_seat(view: ViewModel) -> int:
    """Return the seat of the player a view belongs to."""
    return view.names.index(view.viewer)


def determinize(view: ViewModel, rng: random.Random) -> State:
    """Return a whole state consistent with the view, hidden cards dealt by ``rng``.

    The returned state has its own random generator (future dice and draws),
    also seeded from ``rng``. Raises ValueError if the view's counts do not
    add up.
    """
    model = view.state
    seat = viewer_seat(view)
    blueprints = unseen_blueprints(model, seat)
    hidden_hands = sum(player.hand_count for number, player in enumerate(model.players)
                       if number != seat)
    if len(blueprints) != hidden_hands + model.deck_count:
        raise ValueError("the hidden blueprints do not match the hand and deck counts")
    contractors = unseen_contractors(model)
    if len(contractors) != model.contractor_deck_count:
        raise ValueError("the hidden contractors do not match the deck count")
    rng.shuffle(blueprints)
    rng.shuffle(contractors)
    state = State(Rng(rng.getrandbits(62)))
    state.round, state.first, state.phase = model.round, model.first, model.phase
    state.step, state.turn, state.refreshed = model.step, model.turn, model.refreshed
    state.discard = list(model.discard)
    state.market = list(model.market)
    state.contractor_deck = contractors
    state.contractor_discard = list(model.contractor_discard)
    state.contractors, state.tools = list(model.contractors), tuple(model.tools)
    for number, seen in enumerate(model.players):
        player = PlayerState(seen.name)
        if number == seat:
            player.hand = list(seen.hand or ())
        else:
            player.hand = blueprints[:seen.hand_count]
            del blueprints[:seen.hand_count]
        player.compound = list(seen.compound)
        player.metal, player.energy, player.goods = seen.metal, seen.energy, seen.goods
        player.dice = [Die(die.value, die.kind, die.spot) for die in seen.dice]
        player.used = list(seen.used)
        player.foreman = seen.foreman
        player.extra_dice, player.specialist_dice = seen.extra_dice, seen.specialist_dice
        state.players.append(player)
    state.deck = blueprints
    if model.machine is not None:
        machine = MachineState(model.machine.level)
        machine.compound = list(model.machine.compound)
        machine.goods = model.machine.goods
        machine.dice = tuple(model.machine.dice)
        state.machine = machine
    state.end_round, state.chance = model.end_round, model.chance
    return state
