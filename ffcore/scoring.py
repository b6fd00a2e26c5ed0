"""Scores, winners and tie-breaks (rulings 23 and 27)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import BLUEPRINTS, copy_prestige, prestige
from .machine import machine_score
from .state import PlayerState, State

#: Tie-breaks in the order they are tried (ruling 23).
TIE_BREAKS = ("metal", "energy", "hand")


@dataclass(frozen=True)
class PlayerScore:
    """One player's score: goods plus prestige, with the tie-break counts."""

    name: str
    goods: int
    prestige: int
    total: int
    metal: int
    energy: int
    hand: int


@dataclass(frozen=True)
class MachineScore:
    """The Machine's score: goods, one per compound card, one more per monument."""

    goods: int
    cards: int
    monuments: int
    total: int


@dataclass(frozen=True)
class Outcome:
    """The result of a game (or the standings so far if it is not over)."""

    players: tuple[PlayerScore, ...]
    machine: MachineScore | None
    #: Names of the winning players; empty when The Machine wins.
    winners: tuple[str, ...]
    machine_wins: bool
    #: What separated the winners from the others when points were level:
    #: None (points alone), "metal", "energy", "hand", "shared" (still level),
    #: or "machine" (level with The Machine, who wins ties).
    tie_break: str | None


def prestige_by_card(compound: Sequence[str]) -> tuple[tuple[str, int], ...]:
    """Return each built card of a compound with the prestige it scores, in building order.

    The values add up to :func:`ffcore.cards.prestige` of the compound: the 2nd Beacon is
    worth one more than the 1st, and so on (ruling 7).
    """
    seen: dict[str, int] = {}
    points = []
    for slug in compound:
        nth = seen.get(slug, 0)
        seen[slug] = nth + 1
        points.append((slug, copy_prestige(slug, nth)))
    return tuple(points)


def machine_points_by_card(compound: Sequence[str]) -> tuple[tuple[str, int], ...]:
    """Return each card of The Machine's compound with the points it scores (ruling 27).

    Every card is worth 1 and a monument 1 more, so the values add up to its score's
    ``cards + monuments``.
    """
    return tuple((slug, 2 if BLUEPRINTS[slug].type == "monument" else 1) for slug in compound)


def player_score(player: PlayerState) -> PlayerScore:
    """Return a player's score breakdown."""
    built = prestige(player.compound)
    return PlayerScore(player.name, player.goods, built, player.goods + built, player.metal,
                       player.energy, len(player.hand))


def outcome(state: State) -> Outcome:
    """Return the scores and winners of a state."""
    scores = tuple(player_score(player) for player in state.players)
    if state.machine is not None:
        goods, cards, monuments = machine_score(state.machine)
        machine = MachineScore(goods, cards, monuments, goods + cards + monuments)
        player = scores[0]
        if player.total > machine.total:
            return Outcome(scores, machine, (player.name,), False, None)
        tie = "machine" if player.total == machine.total else None
        return Outcome(scores, machine, (), True, tie)
    best = max(score.total for score in scores)
    leaders = [score for score in scores if score.total == best]
    tie_break = None
    for key in TIE_BREAKS:
        if len(leaders) == 1:
            break
        tie_break = key
        top = max(getattr(score, key) for score in leaders)
        leaders = [score for score in leaders if getattr(score, key) == top]
    else:
        if len(leaders) > 1:
            tie_break = "shared"
    return Outcome(scores, None, tuple(score.name for score in leaders), False, tie_break)
