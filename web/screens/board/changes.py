"""What changed on the board since the player last saw it, so the page can show it happen.

The controller keeps a :class:`Snapshot` of what the viewer saw at each
redraw of the board; after a move (theirs, a bot's or The Machine's) the
difference becomes :class:`Changes`, which the board draws as short
animations: +N floating over a resource, a die landing, a card built, the
market slots that changed. A redraw with no move in between changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from ffcore import Game, ViewModel
from ffcore.cards import prestige

RESOURCES = ("metal", "energy", "goods", "prestige")


class Snapshot(NamedTuple):
    """What one viewer saw of a game after some number of actions."""

    game: int
    viewer: str
    actions: int
    resources: tuple[int, ...]
    market: tuple[str, ...]
    contractors: tuple[str, ...]
    compound: tuple[str, ...]
    free_dice: tuple[int, ...]
    placed: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class Changes:
    """What a move changed for the viewer."""

    #: Resource name -> how much it went up (or down).
    deltas: dict[str, int] = field(default_factory=dict)
    #: Market slots (from 1) whose blueprint, and contractor slots whose card, changed.
    market: frozenset[int] = frozenset()
    contractors: frozenset[int] = frozenset()
    #: Cards that joined the viewer's compound.
    built: frozenset[str] = frozenset()
    #: Floors or cards where one of the viewer's dice just landed.
    placed: frozenset[str] = frozenset()
    #: Whether the viewer's free dice were just rolled.
    rolled: bool = False


NONE = Changes()


def snapshot(game: Game, view: ViewModel) -> Snapshot:
    """Return what the viewer of ``view``, a view of the game as it stands now, sees."""
    state = view.state
    player = state.players[view.names.index(view.viewer)]
    return Snapshot(
        id(game), view.viewer, game.action_count,
        (player.metal, player.energy, player.goods, prestige(player.compound)),
        tuple(state.market), tuple(state.contractors), tuple(player.compound),
        tuple(die.value for die in player.dice if not die.spot),
        tuple((die.spot, die.value) for die in player.dice if die.spot))


def changes(before: Snapshot | None, after: Snapshot) -> Changes:
    """Return what changed from one snapshot to the next (nothing unless a move came between)."""
    if before is None or before[:2] != after[:2] or before.actions == after.actions:
        return NONE
    deltas = {name: new - old for name, old, new in zip(RESOURCES, before.resources,
                                                        after.resources, strict=True)
              if new != old}
    placed = [spot for spot, _ in after.placed]
    for spot, _ in before.placed:
        if spot in placed:
            placed.remove(spot)
    built = list(after.compound)
    for slug in before.compound:
        if slug in built:
            built.remove(slug)
    rolled = after.free_dice != before.free_dice and len(after.free_dice) >= len(
        before.free_dice) and not placed
    return Changes(
        deltas=deltas,
        market=frozenset(slot for slot, (old, new) in enumerate(
            zip(before.market, after.market, strict=True), 1) if old != new),
        contractors=frozenset(slot for slot, (old, new) in enumerate(
            zip(before.contractors, after.contractors, strict=True), 1) if old != new),
        built=frozenset(built), placed=frozenset(placed), rolled=rolled)
