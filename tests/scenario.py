"""Build games in a chosen position: dice, hands, compounds and markets set directly.

Cards are moved from wherever they are (deck first), so all 74 blueprints
stay accounted for and the invariants still hold in scenario games.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ffcore import Game, new_game
from ffcore.state import Die, PlayerState, Rng, State


class ScriptedRng(Rng):
    """A generator whose next die rolls are chosen by the test; random again afterwards."""

    __slots__ = ("rolls",)

    def __init__(self, rng: Rng, rolls: Iterable[int]) -> None:
        super().__init__(0)
        self.setstate(rng.getstate())
        self.rolls = list(rolls)

    def die(self) -> int:
        """Return the next scripted roll, or a random one once the script is used up."""
        return self.rolls.pop(0) if self.rolls else super().die()


def pull(state: State, slug: str, keep: PlayerState | None = None) -> None:
    """Remove one copy of a blueprint from the deck, discards, market or hands but ``keep``'s."""
    for pile in (state.deck, state.discard):
        if slug in pile:
            pile.remove(slug)
            return
    if slug in state.market:
        slot = state.market.index(slug)
        state.market[slot] = state.deck.pop()
        return
    for player in state.players:
        if player is not keep and slug in player.hand:
            player.hand.remove(slug)
            state.deck.insert(0, state.deck.pop())
            player.hand.append(state.deck.pop())
            return
    raise ValueError(f"no free copy of {slug} left")


def scenario(*, hand: Iterable[str] = (), compound: Iterable[str] = (),
             dice: Iterable[int] = (), extra_dice: Iterable[int] = (), metal: int = 0,
             energy: int = 0, goods: int = 0, market: Iterable[str] | None = None,
             contractors: Iterable[str] | None = None, players: int = 2,
             machine: str | None = None, phase: str = "work", seed: int = 0,
             seat: int = 0, tools: Iterable[str] | None = None,
             deck_top: Iterable[str] = (), rolls: Iterable[int] = (),
             edit: Callable[[State], None] | None = None) -> Game:
    """Return a game where the player at ``seat`` is to act in the given position.

    ``phase`` is "work" (dice already rolled to ``dice``) or "market".
    Other players keep their dealt hands. ``tools`` fixes the tool tokens above
    the four contractor slots; ``deck_top`` lists the next blueprints drawn,
    first drawn first; ``rolls`` are the next die rolls the game makes (Robot,
    Temp Agency, the next player's roll, The Machine...). ``edit`` may change
    the state last (other players' belongings, the round...).
    """
    names = ["Ann", "Bob", "Cy", "Di", "Eve"][:players]
    game = new_game(names, seed=seed, machine=machine)
    state = game.state.copy()
    player = state.players[seat]
    state.deck[:0] = player.hand
    player.hand = []
    if market is not None:
        state.deck[:0] = [card for card in state.market if card]
        state.market = ["", "", "", ""]
        wanted = list(market)
        for slug in wanted:
            pull(state, slug)
        state.market = wanted + [state.deck.pop() for _ in range(4 - len(wanted))]
    if contractors is not None:
        wanted = list(contractors)
        state.contractor_deck[:0] = state.contractors
        for slug in wanted:
            state.contractor_deck.remove(slug)
        state.contractors = wanted + [state.contractor_deck.pop()
                                      for _ in range(4 - len(wanted))]
    for slug in hand:
        pull(state, slug, keep=player)
        player.hand.append(slug)
    for slug in compound:
        pull(state, slug, keep=player)
        player.compound.append(slug)
    player.metal, player.energy, player.goods = metal, energy, goods
    state.first, state.turn = seat, 0
    if phase == "work":
        state.phase, state.step = "work", "work"
        player.dice = [Die(value, "worker") for value in dice]
        player.dice += [Die(value, "extra") for value in extra_dice]
    else:
        state.phase, state.step = "market", "choose"
    if tools is not None:
        state.tools = tuple(tools)
    top = list(deck_top)
    for slug in top:
        pull(state, slug, keep=player)
    state.deck.extend(reversed(top))
    if rolls:
        state.rng = ScriptedRng(state.rng, rolls)
    if edit is not None:
        edit(state)
    return Game(names, machine, seed, state=state)
