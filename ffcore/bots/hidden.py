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
from ..state import Rng, State
from ..views import HiddenCards, StateModel, ViewModel, state_from_model


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
    hands: dict[int, list[str]] = {}
    for number, player in enumerate(model.players):
        if number != seat:
            hands[number] = blueprints[:player.hand_count]
            del blueprints[:player.hand_count]
    hidden = HiddenCards(hands=hands, deck=blueprints, contractor_deck=contractors)
    return state_from_model(model, Rng(rng.getrandbits(62)), hidden)
