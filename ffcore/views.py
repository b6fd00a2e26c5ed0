"""What one player may see, as plain frozen dataclasses: the page and the bots read these.

A view is built on every screen and every bot decision, so it is built
cheaply and imports nothing beyond the standard library (pydantic is left for
saves, :mod:`ffcore.models`, and loaded only when one is written or opened).
Nothing here validates: the engine builds views from its own sound state.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, fields
from typing import Any, NamedTuple

from .state import Die, MachineState, PlayerState, Rng, State


@dataclass(frozen=True, slots=True, kw_only=True)
class DieModel:
    """A die: its value (0 if not rolled or chosen yet), kind and where it sits."""

    value: int
    #: "worker", "extra" or "specialist".
    kind: str
    spot: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayerModel:
    """A player as seen; ``hand`` is None when hidden from the viewer."""

    name: str
    hand: list[str] | None
    hand_count: int
    compound: list[str]
    metal: int
    energy: int
    goods: int
    dice: list[DieModel]
    used: list[str]
    foreman: bool
    extra_dice: int
    specialist_dice: int


@dataclass(frozen=True, slots=True, kw_only=True)
class MachineModel:
    """The Machine's compound, goods and last roll."""

    #: One of ffcore.cards.MACHINE_LEVELS.
    level: str
    compound: list[str]
    goods: int
    dice: list[int]


@dataclass(frozen=True, slots=True, kw_only=True)
class StateModel:
    """A whole game state; hidden parts are None in a player's view."""

    round: int
    first: int
    #: "market", "work" or "over".
    phase: str
    #: "choose", "foreman", "work", "discard" or "" (none).
    step: str
    turn: int
    refreshed: bool
    deck: list[str] | None
    deck_count: int
    discard: list[str]
    market: list[str]
    contractor_deck: list[str] | None
    contractor_deck_count: int
    contractor_discard: list[str]
    contractors: list[str]
    #: The tool above each contractor slot: "gear", "hammer", "shovel", "wrench" in some order.
    tools: list[str]
    players: list[PlayerModel]
    machine: MachineModel | None
    end_round: int
    #: One action may draw many cards, so this grows faster than the actions.
    chance: int = 0


@dataclass(frozen=True, slots=True, kw_only=True)
class ViewModel:
    """What one player may see: hidden hands and deck order are left out."""

    viewer: str
    names: list[str]
    #: The Machine's level in a solo game (None with several players).
    machine: str | None
    current_player: str | None
    state: StateModel
    #: The index in the game's whole log of the first event in ``log``.
    log_start: int = 0
    log: list[dict[str, Any]]
    #: The viewer's legal actions as canonical texts (empty when not their turn).
    legal: list[str]
    can_undo: bool


def as_json(model: StateModel | ViewModel) -> str:
    """Return a state or a view as compact JSON, its fields in order.

    The text is the one pydantic wrote for these models (the bots seed their
    generator with it, so it must not change): no spaces, non-ASCII kept as is.
    """
    return json.dumps(model, default=_fields, ensure_ascii=False, separators=(",", ":"))


def _fields(model: Any) -> dict[str, Any]:
    """Return a view's part as a dict for json.dumps (4 times faster than dataclasses.asdict,
    which copies everything first)."""
    return {field.name: getattr(model, field.name) for field in fields(model)}


def state_to_model(state: State, viewer: int | None = None) -> StateModel:
    """Return a model of the state; with a viewer seat, others' hands and decks are hidden."""
    hidden = viewer is not None
    players = [
        PlayerModel(name=player.name,
                    hand=None if hidden and seat != viewer else list(player.hand),
                    hand_count=len(player.hand), compound=list(player.compound),
                    metal=player.metal, energy=player.energy, goods=player.goods,
                    dice=[DieModel(value=die.value, kind=die.kind, spot=die.spot)
                          for die in player.dice],
                    used=list(player.used), foreman=player.foreman,
                    extra_dice=player.extra_dice, specialist_dice=player.specialist_dice)
        for seat, player in enumerate(state.players)]
    machine = None
    if state.machine is not None:
        machine = MachineModel(level=state.machine.level,
                               compound=list(state.machine.compound),
                               goods=state.machine.goods, dice=list(state.machine.dice))
    return StateModel(
        round=state.round, first=state.first, phase=state.phase,
        step=state.step, turn=state.turn, refreshed=state.refreshed,
        deck=None if hidden else list(state.deck), deck_count=len(state.deck),
        discard=list(state.discard), market=list(state.market),
        contractor_deck=None if hidden else list(state.contractor_deck),
        contractor_deck_count=len(state.contractor_deck),
        contractor_discard=list(state.contractor_discard),
        contractors=list(state.contractors), tools=list(state.tools),
        players=players, machine=machine, end_round=state.end_round, chance=state.chance)


class HiddenCards(NamedTuple):
    """The cards a view hides: other players' hands by seat, and both decks in order."""

    hands: dict[int, list[str]]
    deck: list[str]
    contractor_deck: list[str]


def state_from_model(model: StateModel, rng: Rng, hidden: HiddenCards | None = None) -> State:
    """Return the engine state a model describes.

    A complete model needs nothing else. A view hides other players' hands and
    the decks: ``hidden`` supplies them (a bot's guess at them). Raises
    ValueError if cards are hidden and not supplied.
    """
    if hidden is None:
        if model.deck is None or model.contractor_deck is None:
            raise ValueError("a view with hidden cards is not a whole state")
        hidden = HiddenCards(hands={}, deck=model.deck, contractor_deck=model.contractor_deck)
    state = State(rng)
    state.round, state.first, state.phase = model.round, model.first, model.phase
    state.step, state.turn, state.refreshed = model.step, model.turn, model.refreshed
    state.deck, state.discard = list(hidden.deck), list(model.discard)
    state.market = list(model.market)
    state.contractor_deck = list(hidden.contractor_deck)
    state.contractor_discard = list(model.contractor_discard)
    state.contractors, state.tools = list(model.contractors), tuple(model.tools)
    for seat, saved in enumerate(model.players):
        player = PlayerState(saved.name)
        hand = saved.hand if saved.hand is not None else hidden.hands.get(seat)
        if hand is None or len(hand) != saved.hand_count:
            raise ValueError(f"the hand of {saved.name!r} is hidden or does not fit its count")
        player.hand = list(hand)
        player.compound = list(saved.compound)
        player.metal, player.energy, player.goods = saved.metal, saved.energy, saved.goods
        player.dice = [Die(die.value, die.kind, die.spot) for die in saved.dice]
        player.used = list(saved.used)
        player.foreman = saved.foreman
        player.extra_dice, player.specialist_dice = saved.extra_dice, saved.specialist_dice
        state.players.append(player)
    if model.machine is not None:
        machine = MachineState(model.machine.level)
        machine.compound = list(model.machine.compound)
        machine.goods = model.machine.goods
        machine.dice = tuple(model.machine.dice)
        state.machine = machine
    state.end_round, state.chance = model.end_round, model.chance
    return state
