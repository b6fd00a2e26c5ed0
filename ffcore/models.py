"""Pydantic models at the edges: full-state saves and what one player may see.

Inside the engine the state is plain data (:mod:`ffcore.state`); these models
validate whatever comes from outside (a save file, local storage) and
describe views for the UI and bots.
"""

from __future__ import annotations

from collections import Counter
from typing import Annotated, Any, Literal, NamedTuple

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, model_validator

from .cards import (
    BLUEPRINT_COUNT,
    BLUEPRINTS,
    CONTRACTOR_COUNT,
    CONTRACTORS,
    FLOORS,
    TOOLS,
    new_blueprint_deck,
    new_contractor_deck,
)
from .limits import MAX_ACTIONS, MAX_PLAYERS, MAX_ROUNDS
from .state import Die, MachineState, PlayerState, Rng, State

#: The JSON save format this version writes; 1 (the first release) is read too, and was
#: always played under rules version 1.
SAVE_FORMAT = 2


def _blueprint(slug: str) -> str:
    if slug not in BLUEPRINTS:
        raise ValueError(f"unknown blueprint {slug!r}")
    return slug


def _slot(slug: str) -> str:
    return slug if slug == "" else _blueprint(slug)


def _contractor(slug: str) -> str:
    if slug and slug not in CONTRACTORS:
        raise ValueError(f"unknown contractor {slug!r}")
    return slug


def _spot(spot: str) -> str:
    if spot and spot not in FLOORS and spot not in BLUEPRINTS:
        raise ValueError(f"unknown place for a die {spot!r}")
    return spot


BlueprintSlug = Annotated[str, AfterValidator(_blueprint)]
MarketSlot = Annotated[str, AfterValidator(_slot)]
ContractorSlug = Annotated[str, AfterValidator(_contractor)]
#: Resources, goods and cards: the rules keep them far below this.
Count = Annotated[int, Field(ge=0, le=10_000)]
Level = Literal["easy", "medium", "hard", "insane"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class DieModel(_Model):
    """A die: its value (0 if not rolled or chosen yet), kind and where it sits."""

    value: int = Field(ge=0, le=6)
    kind: Literal["worker", "extra", "specialist"]
    spot: Annotated[str, AfterValidator(_spot)] = ""


class PlayerModel(_Model):
    """A player as saved or seen; ``hand`` is None when hidden from the viewer."""

    name: str
    hand: list[BlueprintSlug] | None
    hand_count: Count
    compound: list[BlueprintSlug]
    metal: Count
    energy: Count
    goods: Count
    dice: list[DieModel] = Field(max_length=40)
    used: list[BlueprintSlug]
    foreman: bool
    extra_dice: Count
    specialist_dice: Count


class MachineModel(_Model):
    """The Machine's compound, goods and last roll."""

    level: Level
    compound: list[BlueprintSlug]
    goods: Count
    dice: list[Annotated[int, Field(ge=1, le=6)]] = Field(max_length=5)


class StateModel(_Model):
    """A whole game state; hidden parts are None in a player's view."""

    round: int = Field(ge=1, le=MAX_ROUNDS)
    first: int = Field(ge=0, le=4)
    phase: Literal["market", "work", "over"]
    step: Literal["choose", "foreman", "work", "discard", ""]
    turn: int = Field(ge=0, le=4)
    refreshed: bool
    deck: list[BlueprintSlug] | None
    deck_count: Count
    discard: list[BlueprintSlug]
    market: list[MarketSlot] = Field(min_length=4, max_length=4)
    contractor_deck: list[ContractorSlug] | None
    contractor_deck_count: Count
    contractor_discard: list[ContractorSlug]
    contractors: list[ContractorSlug] = Field(min_length=4, max_length=4)
    tools: list[Literal["gear", "hammer", "shovel", "wrench"]] = Field(min_length=4,
                                                                        max_length=4)
    players: list[PlayerModel] = Field(min_length=1, max_length=MAX_PLAYERS)
    machine: MachineModel | None
    end_round: int = Field(ge=0, le=MAX_ROUNDS + 1)
    #: One action may draw many cards, so this grows faster than the actions.
    chance: int = Field(ge=0, default=0)

    @model_validator(mode="after")
    def _consistent(self) -> StateModel:
        if self.first >= len(self.players) or self.turn >= len(self.players):
            raise ValueError("the first player or turn is not a seat")
        if sorted(self.tools) != sorted(TOOLS):
            raise ValueError("each tool must sit above exactly one contractor slot")
        if self.deck is None or any(player.hand is None for player in self.players):
            return self
        for player in self.players:
            if len(player.hand or ()) != player.hand_count:
                raise ValueError(f"{player.name}'s hand count is wrong")
        blueprints: Counter[str] = Counter(self.deck)
        blueprints.update(self.discard)
        blueprints.update(card for card in self.market if card)
        for player in self.players:
            blueprints.update(player.hand or ())
            blueprints.update(player.compound)
        if self.machine is not None:
            blueprints.update(self.machine.compound)
        if blueprints != Counter(new_blueprint_deck()):
            raise ValueError(f"the blueprints do not add up to the game's {BLUEPRINT_COUNT}")
        if self.contractor_deck is not None:
            contractors: Counter[str] = Counter(self.contractor_deck)
            contractors.update(self.contractor_discard)
            contractors.update(card for card in self.contractors if card)
            if contractors != Counter(new_contractor_deck()):
                raise ValueError(
                    f"the contractors do not add up to the game's {CONTRACTOR_COUNT}")
        return self


class SaveModel(_Model):
    """A full saved game: its setup, its actions and the state they led to."""

    format: Literal[1, 2]
    #: The rules version it was played under (absent from format 1: version 1).
    rules: int = Field(ge=1, default=1, strict=True)
    names: list[str] = Field(min_length=1, max_length=MAX_PLAYERS)
    machine: Level | None
    seed: int = Field(ge=0)
    history: list[str] = Field(max_length=MAX_ACTIONS)
    state: StateModel
    rng: list[int] = Field(min_length=625, max_length=625)


class ViewModel(_Model):
    """What one player may see: hidden hands and deck order are left out."""

    viewer: str
    names: list[str]
    machine: Level | None
    current_player: str | None
    state: StateModel
    #: The index in the game's whole log of the first event in ``log``.
    log_start: int = Field(ge=0, default=0)
    log: list[dict[str, Any]]
    #: The viewer's legal actions as canonical texts (empty when not their turn).
    legal: list[str]
    can_undo: bool


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

    A complete model (a save) needs nothing else. A view hides other players'
    hands and the decks: ``hidden`` supplies them (a bot's guess at them).
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
