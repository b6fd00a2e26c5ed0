"""Drawing and revealing cards, refilling the marketplace, reshuffling (ruling 24)."""

from __future__ import annotations

from .state import State


def _draw(state: State, deck: list[str], discard: list[str], name: str) -> str:
    """Return the top card of a deck, first shuffling its discards into it if it is empty.

    Returns "" when the deck and its discard pile are both empty.
    """
    if not deck:
        if not discard:
            return ""
        deck.extend(discard)
        discard.clear()
        state.rng.shuffle(deck)
        state.events.append({"code": "reshuffle", "deck": name})
    state.chance += 1
    return deck.pop()


def draw_blueprint(state: State) -> str:
    """Return the top blueprint ("" if none is left anywhere)."""
    return _draw(state, state.deck, state.discard, "blueprints")


def draw_contractor(state: State) -> str:
    """Return the top contractor ("" if none is left anywhere)."""
    return _draw(state, state.contractor_deck, state.contractor_discard, "contractors")


def draw_into_hand(state: State, seat: int, count: int) -> list[str]:
    """Move up to ``count`` blueprints from the deck to a hand; log them for that seat only."""
    drawn = []
    for _ in range(count):
        card = draw_blueprint(state)
        if not card:
            break
        drawn.append(card)
    state.players[seat].hand.extend(drawn)
    if count:
        state.events.append({"code": "draw", "seat": seat, "count": len(drawn), "cards": drawn,
                             "secret": True})
    return drawn


def renew_blueprints(state: State) -> None:
    """Discard the four market blueprints and reveal four new ones."""
    state.discard.extend(card for card in state.market if card)
    state.market = [""] * 4
    for slot in range(4):
        state.market[slot] = draw_blueprint(state)


def renew_contractors(state: State) -> None:
    """Discard the four market contractors and reveal four new ones."""
    state.contractor_discard.extend(card for card in state.contractors if card)
    state.contractors = [""] * 4
    for slot in range(4):
        state.contractors[slot] = draw_contractor(state)
