"""Pydantic models of the full-state JSON save: what :meth:`ffcore.Game.to_json` writes.

Inside the engine the state is plain data (:mod:`ffcore.state`); these models
validate a save that comes from outside (limits, card counts that add up).
Only writing and opening a JSON save import this module, and so pydantic: a
player's view (:mod:`ffcore.views`) needs neither.
"""

from __future__ import annotations

from collections import Counter
from typing import Annotated, Literal

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
from .state import State
from .views import state_to_model

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


class SavedDie(_Model):
    """A saved die: its value (0 if not rolled or chosen yet), kind and where it sits."""

    value: int = Field(ge=0, le=6)
    kind: Literal["worker", "extra", "specialist"]
    spot: Annotated[str, AfterValidator(_spot)] = ""


class SavedPlayer(_Model):
    """A saved player (``hand`` None, as in a view, fails the check against the replay)."""

    name: str
    hand: list[BlueprintSlug] | None
    hand_count: Count
    compound: list[BlueprintSlug]
    metal: Count
    energy: Count
    goods: Count
    dice: list[SavedDie] = Field(max_length=40)
    used: list[BlueprintSlug]
    foreman: bool
    extra_dice: Count
    specialist_dice: Count


class SavedMachine(_Model):
    """The Machine's compound, goods and last roll."""

    level: Level
    compound: list[BlueprintSlug]
    goods: Count
    dice: list[Annotated[int, Field(ge=1, le=6)]] = Field(max_length=5)


class SavedState(_Model):
    """A whole saved game state (hidden parts, None as in a view, fail the replay check)."""

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
    players: list[SavedPlayer] = Field(min_length=1, max_length=MAX_PLAYERS)
    machine: SavedMachine | None
    end_round: int = Field(ge=0, le=MAX_ROUNDS + 1)
    #: One action may draw many cards, so this grows faster than the actions.
    chance: int = Field(ge=0, default=0)

    @model_validator(mode="after")
    def _consistent(self) -> SavedState:
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
    state: SavedState
    rng: list[int] = Field(min_length=625, max_length=625)


def saved_state(state: State) -> SavedState:
    """Return the whole state as saved, validated; raise ValidationError if it is unsound."""
    return SavedState.model_validate(state_to_model(state), from_attributes=True)
