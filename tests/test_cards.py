"""Every blueprint: its data, its activation, its illegal uses and its choices.

``tests/data/cards.md`` is a copy of ``shared/rules/cards.md`` (CI has only
this repository); every row of its tables is checked against the card table.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from checks import advance, ann, apply_all, assert_illegal, legal
from scenario import scenario

from ffcore.cards import (
    BLUEPRINT_COUNT,
    BLUEPRINT_LIST,
    BLUEPRINTS,
    CONTRACTOR_COUNT,
    CONTRACTOR_EFFECTS,
    CONTRACTORS,
    DICE_HELP,
    DICE_PATTERNS,
    DIE_CHANGES,
    EFFECTS,
    EXACT_DIE,
    HALF_RANGES,
    NAMED_DIE,
    TARGET_DICE,
    TOOLS,
    TYPES,
    X_RESOURCES,
    build_cost,
    prestige,
)

CARDS_MD = Path(__file__).parent / "data" / "cards.md"


# The data table against cards.md ----------------------------------------------------------

def _table(heading: str) -> list[dict[str, str]]:
    """Return the rows of the first table under a ``## heading`` of cards.md."""
    lines = CARDS_MD.read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(f"## {heading}"))
    rows = []
    for line in lines[start + 1:]:
        if line.startswith("## "):
            break
        if line.startswith("|"):
            rows.append([cell.strip() for cell in line.strip().strip("|").split("|")])
        elif rows:
            break
    header, _rule, *body = rows
    return [dict(zip(header, row, strict=True)) for row in body]


def _totals() -> tuple[int, dict[str, int], dict[str, int]]:
    """Return the card count and the per-tool and per-type totals cards.md states."""
    text = " ".join(CARDS_MD.read_text(encoding="utf-8").split())
    match = re.search(r"Totals: (\d+) cards; by tool (.*?); by type (.*?)\.", text)
    assert match is not None

    def pairs(part: str) -> dict[str, int]:
        return {word: int(count) for word, count in
                (item.split() for item in part.split(", "))}

    return int(match[1]), pairs(match[2]), pairs(match[3])


BLUEPRINT_ROWS = _table("Blueprints")
CONTRACTOR_ROWS = _table("Contractors")
BY_NAME = {card.name: card for card in BLUEPRINT_LIST}


def test_cards_md_totals_match_the_table() -> None:
    total, by_tool, by_type = _totals()
    assert total == BLUEPRINT_COUNT == 74
    assert by_tool == {"gear": 19, "shovel": 19, "hammer": 18, "wrench": 18}
    assert by_type == {"production": 25, "utility": 14, "special": 13, "monument": 12,
                       "training": 10}
    tools: Counter[str] = Counter()
    types: Counter[str] = Counter()
    for card in BLUEPRINT_LIST:
        tools[card.tool] += card.copies
        types[card.type] += card.copies
    assert tools == by_tool and types == by_type
    md_tools: Counter[str] = Counter()
    for row in BLUEPRINT_ROWS:
        md_tools[row["tool"]] += int(row["copies"])
    assert md_tools == by_tool
    assert len(BLUEPRINT_ROWS) == len(BLUEPRINTS) == 32
    assert len(CONTRACTOR_ROWS) == len(CONTRACTORS) == 8
    assert sum(int(row["copies"]) for row in CONTRACTOR_ROWS) == CONTRACTOR_COUNT == 17
    assert set(TOOLS) == set(by_tool) and set(TYPES) == set(by_type)


@pytest.mark.parametrize("row", BLUEPRINT_ROWS, ids=lambda row: row["name"])
def test_blueprint_row_matches_cards_md(row: dict[str, str]) -> None:
    card = BY_NAME[row["name"]]
    assert card.name_pt == row["PT-BR name"]
    assert card.tool == row["tool"]
    assert card.type == row["type"]
    assert (card.metal, card.energy) == (int(row["cost M"]), int(row["cost E"]))
    assert card.copies == int(row["copies"])
    if row["prestige"].isdigit():
        assert card.prestige == int(row["prestige"]) and not card.prestige_step
    else:  # Beacon: "see rulings" (ruling 7: 2, 3, 4, 5)
        assert card.name == "Beacon" and (card.prestige, card.prestige_step) == (2, 1)
    assert card.multiple == ("several may be built" in row["effect when activated "
                                                         "(once per round)"])
    assert card.slug == card.name.lower().replace(" ", "-")


@pytest.mark.parametrize("row", CONTRACTOR_ROWS, ids=lambda row: row["name"])
def test_contractor_row_matches_cards_md(row: dict[str, str]) -> None:
    contractor = next(c for c in CONTRACTORS.values() if c.name == row["name"])
    assert contractor.name_pt == row["PT-BR name"]
    extra = row["extra cost"]
    no_cost = extra == "\N{EN DASH}"
    assert contractor.extra_energy == (0 if no_cost else int(extra.removesuffix(" E")))
    assert contractor.copies == int(row["copies"])


def test_the_card_table_uses_only_declared_names() -> None:
    """Effects, dice patterns and X resources are declared once in ffcore.cards."""
    for card in BLUEPRINT_LIST:
        assert card.tool in TOOLS and card.type in TYPES, card.slug
        for recipe in card.recipes:
            assert recipe.effect in EFFECTS, card.slug
            assert recipe.dice in DICE_PATTERNS, card.slug
            assert recipe.pay_x in X_RESOURCES and recipe.gain_x in X_RESOURCES, card.slug
    assert all(contractor.effect in CONTRACTOR_EFFECTS for contractor in CONTRACTORS.values())
    # Every declared effect is some card's, and every group holds declared names only.
    used = {recipe.effect for card in BLUEPRINT_LIST for recipe in card.recipes}
    assert used == set(EFFECTS)
    for group in (DIE_CHANGES, TARGET_DICE, DICE_HELP, NAMED_DIE):
        assert set(group) <= set(EFFECTS) - {""}
    for patterns in (EXACT_DIE, HALF_RANGES):
        assert set(patterns) <= set(DICE_PATTERNS) - {""}
    assert {contractor.effect for contractor in CONTRACTORS.values()} == set(CONTRACTOR_EFFECTS)


def test_card_data_spot_checks() -> None:
    # Recipes read from the effect column of cards.md, one card of each kind.
    aluminum = BLUEPRINTS["aluminum-factory"].recipes[0]
    assert (aluminum.dice, aluminum.pay_energy, aluminum.goods, aluminum.metal) == (
        "pair", 5, 2, 1)
    assert BLUEPRINTS["warehouse"].recipes[0].dice == "sum14"
    assert (BLUEPRINTS["scrap-yard"].on_build, BLUEPRINTS["solar-array"].on_build) == (
        (1, 0), (0, 2))
    assert BLUEPRINTS["laboratory"].on_goods_draw == 1
    assert BLUEPRINTS["megalith"].monument_discount == 1
    assert {slug for slug, card in BLUEPRINTS.items() if card.multiple} == {"obelisk",
                                                                           "beacon"}
    assert {slug for slug, card in BLUEPRINTS.items() if not card.recipes} == {
        "beacon", "megalith", "obelisk", "laboratory", "scrap-yard", "solar-array"}
    architect = CONTRACTORS["architect"]
    assert (architect.draw, architect.opponent_draw, architect.helps_opponent) == (3, 1, True)
    assert CONTRACTORS["engineer"].effect == "engineer"
    assert CONTRACTORS["investor"].effect == "investor"
    assert CONTRACTORS["foreman"].foreman
    assert CONTRACTORS["electrician"].energy == 5
    assert CONTRACTORS["electrician"].opponent_energy == 2
    assert (CONTRACTORS["miner"].metal, CONTRACTORS["miner"].opponent_metal) == (3, 1)
    assert CONTRACTORS["hired-hands"].extra_dice == 2
    assert CONTRACTORS["specialist"].specialist_dice == 1


# Activations -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Use:
    """One activation: the scenario (the card is built), the action and what it changes."""

    card: str
    action: str
    setup: dict[str, Any] = field(default_factory=dict)
    metal: int = 0
    energy: int = 0
    goods: int = 0
    hand: int = 0
    #: Dice values that end up on the card.
    placed: tuple[int, ...] = ()
    #: Unplaced dice values afterwards (None: not checked).
    unplaced: tuple[int, ...] | None = None
    #: Hand cards that end up on the discard pile.
    discarded: tuple[str, ...] = ()


USES = [
    Use("aluminum-factory", "activate aluminum-factory 4 4", {"dice": [4, 4, 1], "energy": 5},
        metal=1, energy=-5, goods=2, placed=(4, 4), unplaced=(1,)),
    Use("assembly-line", "activate assembly-line 2 3 4", {"dice": [4, 2, 3, 4]}, goods=2,
        placed=(2, 3, 4), unplaced=(4,)),
    Use("assembly-line", "activate assembly-line 4 5 6", {"dice": [6, 5, 4]}, goods=2,
        placed=(4, 5, 6)),
    Use("battery-factory", "activate battery-factory", {"energy": 4}, energy=-4, goods=1),
    Use("biolab", "activate biolab 1", {"dice": [1, 1], "energy": 1}, energy=-1, goods=1,
        placed=(1,), unplaced=(1,)),
    Use("black-market", "activate black-market 3 discard obelisk 3m1e",
        {"dice": [3], "hand": ["obelisk"]}, metal=3, energy=1, hand=-1, placed=(3,),
        discarded=("obelisk",)),
    Use("concrete-plant", "activate concrete-plant 3 3", {"dice": [3, 3], "metal": 3},
        metal=-3, goods=2, placed=(3, 3)),
    Use("dojo", "activate dojo 2", {"dice": [2, 5], "energy": 1}, energy=-1,
        unplaced=(5, 5)),
    Use("dojo", "activate dojo 6", {"dice": [6], "energy": 1}, energy=-1, unplaced=(1,)),
    Use("fitness-center", "activate fitness-center 4", {"dice": [4], "energy": 1},
        energy=-1, unplaced=(3,)),
    Use("foundry", "activate foundry 5", {"dice": [5], "energy": 5}, metal=5, energy=-5,
        placed=(5,)),
    Use("fulfillment-center", "activate fulfillment-center 3", {"dice": [3], "energy": 2},
        metal=1, energy=-2, goods=1, placed=(3,)),
    Use("golem", "activate golem die 3", {"energy": 3}, energy=-3, unplaced=(3,)),
    Use("gymnasium", "activate gymnasium 4", {"dice": [4], "energy": 1}, energy=-1,
        unplaced=(5,)),
    Use("harvester", "activate harvester 2 2 metal", {"dice": [2, 2]}, metal=4,
        placed=(2, 2)),
    Use("harvester", "activate harvester 2 2 energy", {"dice": [2, 2]}, energy=7,
        placed=(2, 2)),
    Use("incinerator", "activate incinerator discard obelisk",
        {"hand": ["obelisk"], "metal": 1}, metal=-1, energy=6, hand=-1,
        discarded=("obelisk",)),
    Use("manufactory", "activate manufactory 5 5 metal", {"dice": [5, 5]}, metal=2, goods=1,
        placed=(5, 5)),
    Use("manufactory", "activate manufactory 5 5 energy", {"dice": [5, 5]}, energy=3,
        goods=1, placed=(5, 5)),
    Use("manufactory", "activate manufactory 5 5 draw", {"dice": [5, 5]}, goods=1, hand=2,
        placed=(5, 5)),
    Use("mega-factory", "activate mega-factory 4 4 4 die 6", {"dice": [4, 4, 4]}, goods=2,
        placed=(4, 4, 4), unplaced=(6,)),
    Use("motherlode", "activate motherlode 3", {"dice": [3]}, metal=1, placed=(3,)),
    Use("motherlode", "activate motherlode 4", {"dice": [4]}, metal=2, placed=(4,)),
    Use("nuclear-plant", "activate nuclear-plant 6", {"dice": [6]}, energy=1, goods=1,
        placed=(6,)),
    Use("power-plant", "activate power-plant 5", {"dice": [5]}, energy=5, placed=(5,)),
    Use("recycling-plant", "activate recycling-plant discard golem obelisk",
        {"hand": ["obelisk", "golem"], "energy": 2}, energy=-2, goods=1, hand=-1,
        discarded=("golem", "obelisk")),
    Use("refinery", "activate refinery discard obelisk", {"hand": ["obelisk"], "energy": 3},
        metal=3, energy=-3, hand=-1, discarded=("obelisk",)),
    Use("robot", "activate robot", {"metal": 1, "rolls": [5]}, metal=-1, unplaced=(5,)),
    Use("temp-agency", "activate temp-agency 1 2", {"dice": [1, 2, 6], "energy": 1,
                                                     "rolls": [4, 5]},
        energy=-1, unplaced=(4, 5, 6)),
    Use("trash-compactor", "activate trash-compactor 3 3 discard golem obelisk",
        {"dice": [3, 3], "hand": ["obelisk", "golem"]}, goods=2, hand=-2, placed=(3, 3),
        discarded=("golem", "obelisk")),
    Use("warehouse", "activate warehouse 4 5 5", {"dice": [4, 5, 5]}, energy=2, goods=2,
        placed=(4, 5, 5)),
]


@pytest.mark.parametrize("use", USES, ids=lambda use: use.action)
def test_activation(use: Use) -> None:
    game = scenario(compound=[use.card], **use.setup)
    player = ann(game)
    before = (player.metal, player.energy, player.goods, len(player.hand))
    assert use.action in legal(game)
    game.apply(use.action)
    after = (player.metal, player.energy, player.goods, len(player.hand))
    assert [b - a for a, b in zip(before, after, strict=True)] == [
        use.metal, use.energy, use.goods, use.hand]
    assert sorted(player.on(use.card)) == sorted(use.placed)
    if use.unplaced is not None:
        assert player.unplaced() == list(use.unplaced)
    for card in use.discarded:
        assert card not in player.hand
    assert game.state.discard[len(game.state.discard) - len(use.discarded):] == list(
        use.discarded)
    assert player.used == [use.card]
    # Once per round: the same activation is refused now, whatever else is still in reach.
    assert not any(text.startswith(f"activate {use.card}") for text in legal(game))
    assert_illegal(game, use.action, "already-used")


@pytest.mark.parametrize("use", USES, ids=lambda use: use.action)
def test_activation_needs_the_card_built(use: Use) -> None:
    game = scenario(**use.setup)
    assert_illegal(game, use.action, "not-built")


def test_every_blueprint_is_covered() -> None:
    special = {"replicator", "laboratory", "scrap-yard", "solar-array", "beacon", "megalith",
               "obelisk"}
    assert {use.card for use in USES} | special == set(BLUEPRINTS)


ILLEGAL = [
    ("aluminum-factory", {"dice": [4, 5], "energy": 5}, "activate aluminum-factory 4 4",
     "wrong-dice"),
    ("aluminum-factory", {"dice": [4, 4], "energy": 4}, "activate aluminum-factory 4 4",
     "cannot-pay"),
    ("assembly-line", {"dice": [2, 3, 5]}, "activate assembly-line 2 3 5", "wrong-dice"),
    ("assembly-line", {"dice": [2, 3]}, "activate assembly-line 2 3 4", "wrong-dice"),
    ("battery-factory", {"energy": 3}, "activate battery-factory", "cannot-pay"),
    ("biolab", {"dice": [2], "energy": 1}, "activate biolab 2", "wrong-dice"),
    ("biolab", {"dice": [1]}, "activate biolab 1", "cannot-pay"),
    ("black-market", {"dice": [3]}, "activate black-market 3 discard obelisk 3m1e",
     "not-in-hand"),
    ("black-market", {"dice": [3], "hand": ["obelisk"]},
     "activate black-market 3 discard obelisk 4m0e", "bad-choice"),
    ("black-market", {"dice": [3], "hand": ["megalith"]},
     "activate black-market 3 discard megalith 5m2e", "bad-choice"),
    ("black-market", {"hand": ["obelisk"]}, "activate black-market 3 discard obelisk 3m1e",
     "wrong-dice"),
    ("concrete-plant", {"dice": [3, 3], "metal": 2}, "activate concrete-plant 3 3",
     "cannot-pay"),
    ("concrete-plant", {"dice": [3, 4], "metal": 6}, "activate concrete-plant 3 4",
     "wrong-dice"),
    ("dojo", {"dice": [2]}, "activate dojo 2", "cannot-pay"),
    ("dojo", {"dice": [2], "energy": 1}, "activate dojo 5", "no-die"),
    ("dojo", {"dice": [2], "energy": 1}, "activate dojo", "wrong-dice"),
    ("dojo", {"dice": [2, 5], "energy": 1}, "activate dojo 2 5", "wrong-dice"),
    ("fitness-center", {"dice": [1], "energy": 1}, "activate fitness-center 1", "wrong-dice"),
    ("fitness-center", {"dice": [3]}, "activate fitness-center 3", "cannot-pay"),
    ("foundry", {"dice": [5], "energy": 4}, "activate foundry 5", "cannot-pay"),
    ("foundry", {"energy": 6}, "activate foundry 5", "wrong-dice"),
    ("fulfillment-center", {"dice": [4], "energy": 2}, "activate fulfillment-center 4",
     "wrong-dice"),
    ("fulfillment-center", {"dice": [3], "energy": 1}, "activate fulfillment-center 3",
     "cannot-pay"),
    ("golem", {"energy": 2}, "activate golem die 3", "cannot-pay"),
    ("golem", {"energy": 2}, "activate golem", "bad-choice"),
    ("gymnasium", {"dice": [6], "energy": 1}, "activate gymnasium 6", "wrong-dice"),
    ("gymnasium", {"dice": [3]}, "activate gymnasium 3", "cannot-pay"),
    ("harvester", {"dice": [2, 2]}, "activate harvester 2 2", "bad-choice"),
    ("harvester", {"dice": [2, 3]}, "activate harvester 2 3 metal", "wrong-dice"),
    ("incinerator", {"hand": ["obelisk"], "metal": 1}, "activate incinerator",
     "wrong-discards"),
    ("incinerator", {"hand": ["obelisk"]}, "activate incinerator discard obelisk",
     "cannot-pay"),
    ("incinerator", {"metal": 1}, "activate incinerator discard obelisk", "not-in-hand"),
    ("manufactory", {"dice": [5, 5]}, "activate manufactory 5 5", "bad-choice"),
    ("manufactory", {"dice": [5, 6]}, "activate manufactory 5 6 draw", "wrong-dice"),
    ("mega-factory", {"dice": [4, 4, 5]}, "activate mega-factory 4 4 4 die 6", "wrong-dice"),
    ("mega-factory", {"dice": [4, 4, 4]}, "activate mega-factory 4 4 4", "bad-choice"),
    ("motherlode", {"dice": [2]}, "activate motherlode 5", "wrong-dice"),
    ("nuclear-plant", {"dice": [5]}, "activate nuclear-plant 5", "wrong-dice"),
    ("power-plant", {}, "activate power-plant 3", "wrong-dice"),
    ("recycling-plant", {"hand": ["obelisk"], "energy": 2},
     "activate recycling-plant discard obelisk", "wrong-discards"),
    ("recycling-plant", {"hand": ["obelisk"], "energy": 2},
     "activate recycling-plant discard obelisk obelisk", "not-in-hand"),
    ("recycling-plant", {"hand": ["obelisk", "golem"], "energy": 1},
     "activate recycling-plant discard golem obelisk", "cannot-pay"),
    ("refinery", {"hand": ["obelisk"], "energy": 2}, "activate refinery discard obelisk",
     "cannot-pay"),
    ("robot", {}, "activate robot", "cannot-pay"),
    ("temp-agency", {"dice": [1, 2]}, "activate temp-agency 1", "cannot-pay"),
    ("temp-agency", {"dice": [1, 2], "energy": 1}, "activate temp-agency 1 1", "no-die"),
    ("temp-agency", {"dice": [1, 2], "energy": 1}, "activate temp-agency", "wrong-dice"),
    ("trash-compactor", {"dice": [3, 3], "hand": ["obelisk"]},
     "activate trash-compactor 3 3 discard obelisk", "wrong-discards"),
    ("warehouse", {"dice": [4, 4, 5]}, "activate warehouse 4 4 5", "wrong-dice"),
    ("laboratory", {}, "activate laboratory", "no-activation"),
    ("scrap-yard", {}, "activate scrap-yard", "no-activation"),
    ("solar-array", {}, "activate solar-array", "no-activation"),
    ("obelisk", {}, "activate obelisk", "no-activation"),
    ("beacon", {}, "activate beacon", "no-activation"),
    ("megalith", {}, "activate megalith", "no-activation"),
    ("replicator", {"energy": 1}, "activate replicator", "no-target"),
    ("battery-factory", {"dice": [6], "energy": 4}, "activate battery-factory 6", "wrong-dice"),
    ("robot", {"dice": [3], "metal": 1}, "activate robot 3", "wrong-dice"),
]


@pytest.mark.parametrize(("card", "setup", "action", "code"), ILLEGAL,
                         ids=[f"{action}-{code}" for _, _, action, code in ILLEGAL])
def test_illegal_use(card: str, setup: dict[str, Any], action: str, code: str) -> None:
    game = scenario(compound=[card], **setup)
    assert_illegal(game, action, code)


def test_dice_and_discards_may_be_written_in_any_order() -> None:
    game = scenario(compound=["assembly-line", "trash-compactor", "temp-agency"],
                    dice=[1, 2, 3, 5, 5, 6, 4], hand=["obelisk", "golem"], energy=1,
                    rolls=[2, 2])
    game.apply("activate assembly-line 3 1 2")
    assert str(game.history[-1]) == "activate assembly-line 1 2 3"
    game.apply("activate trash-compactor 5 5 discard obelisk golem")
    assert str(game.history[-1]) == "activate trash-compactor 5 5 discard golem obelisk"
    game.apply("activate temp-agency 6 4")
    assert str(game.history[-1]) == "activate temp-agency 4 6"
    assert ann(game).unplaced() == [2, 2]


def test_placed_dice_cannot_be_used_by_cards() -> None:
    game = scenario(compound=["biolab", "dojo"], dice=[1], energy=2)
    game.apply("place 1 research")
    assert_illegal(game, "activate biolab 1", "wrong-dice")
    assert_illegal(game, "activate dojo 1", "no-die")


# Choices -----------------------------------------------------------------------------------

def _options(game: Any, card: str) -> set[str]:
    return {text for text in legal(game) if text.startswith(f"activate {card}")}


def test_harvester_and_manufactory_offer_each_choice() -> None:
    game = scenario(compound=["harvester", "manufactory"], dice=[2, 2, 5, 5])
    assert _options(game, "harvester") == {
        f"activate harvester {v} {v} {c}" for v in (2, 5) for c in ("metal", "energy")}
    assert _options(game, "manufactory") == {
        f"activate manufactory {v} {v} {c}" for v in (2, 5) for c in ("metal", "energy", "draw")}


def test_motherlode_pays_by_range() -> None:
    for value, metal in ((1, 1), (2, 1), (3, 1), (4, 2), (5, 2), (6, 2)):
        game = scenario(compound=["motherlode"], dice=[value])
        game.apply(f"activate motherlode {value}")
        assert ann(game).metal == metal


def test_black_market_splits() -> None:
    game = scenario(compound=["black-market"], dice=[2, 6],
                    hand=["megalith", "battery-factory", "laboratory"])
    assert _options(game, "black-market") == {
        f"activate black-market {v} discard {sold}" for v in (2, 6) for sold in (
            "megalith 2m2e", "megalith 3m1e", "megalith 4m0e", "battery-factory 2m1e",
            "laboratory 0m4e", "laboratory 1m3e")}
    game.apply("activate black-market 6 discard megalith 4m0e")
    assert (ann(game).metal, ann(game).energy) == (4, 0)
    # A card costing 4 or less gives exactly its cost.
    for card in BLUEPRINT_LIST:
        if card.metal + card.energy <= 4:
            game = scenario(compound=["black-market"], dice=[2], hand=[card.slug])
            split = f"{card.metal}m{card.energy}e"
            assert _options(game, "black-market") == {
                f"activate black-market 2 discard {card.slug} {split}"}


@pytest.mark.parametrize("x", range(1, 7))
def test_golem_x(x: int) -> None:
    game = scenario(compound=["golem"], dice=[1], energy=6)
    game.apply(f"activate golem die {x}")
    player = ann(game)
    assert player.energy == 6 - x
    assert player.dice[-1] == (x, "extra", "")
    assert player.used == ["golem"]


@pytest.mark.parametrize("value", range(1, 7))
def test_mega_factory_extra_die_value(value: int) -> None:
    game = scenario(compound=["mega-factory"], dice=[2, 2, 2])
    assert _options(game, "mega-factory") == {
        f"activate mega-factory 2 2 2 die {v}" for v in range(1, 7)}
    game.apply(f"activate mega-factory 2 2 2 die {value}")
    assert ann(game).dice[-1] == (value, "extra", "")
    assert ann(game).goods == 2


def test_temp_agency_rerolls_any_subset_of_unplaced_dice() -> None:
    game = scenario(compound=["temp-agency"], dice=[1, 2, 2, 5], energy=1, rolls=[6, 3])
    game.apply("place 5 research")
    assert _options(game, "temp-agency") == {
        "activate temp-agency 1", "activate temp-agency 2", "activate temp-agency 1 2",
        "activate temp-agency 2 2", "activate temp-agency 1 2 2"}
    game.apply("activate temp-agency 2 2")
    player = ann(game)
    assert player.unplaced() == [1, 6, 3]
    assert player.on("research") == [5]
    assert player.energy == 0


def test_training_targets() -> None:
    game = scenario(compound=["dojo", "gymnasium", "fitness-center"], dice=[1, 3, 6, 4],
                    extra_dice=[2], energy=3)
    game.apply("place 4 research")
    assert _options(game, "gymnasium") == {f"activate gymnasium {v}" for v in (1, 2, 3)}
    assert _options(game, "fitness-center") == {
        f"activate fitness-center {v}" for v in (2, 3, 6)}
    assert _options(game, "dojo") == {f"activate dojo {v}" for v in (1, 2, 3, 6)}
    game.apply("activate gymnasium 2")  # the extra die
    assert ann(game).dice[-1] == (3, "extra", "")
    apply_all(game, "activate fitness-center 6", "activate dojo 1")
    assert ann(game).unplaced() == [6, 3, 5, 3]


# Replicator ---------------------------------------------------------------------------------

REPLICATED = [
    ("activate replicator foundry 5", {"metal": 5, "energy": -6}, (5,)),
    ("activate replicator harvester 2 2 energy", {"energy": 7 - 1}, (2, 2)),
    ("activate replicator harvester 2 2 metal", {"metal": 4, "energy": -1}, (2, 2)),
    ("activate replicator black-market 2 discard obelisk 3m1e",
     {"metal": 3, "energy": 0, "hand": -1}, (2,)),
    ("activate replicator golem die 4", {"energy": -5}, ()),
]


@pytest.mark.parametrize(("action", "gains", "placed"), REPLICATED,
                         ids=[action for action, _, _ in REPLICATED])
def test_replicator_copies_a_market_card(action: str, gains: dict[str, int],
                                         placed: tuple[int, ...]) -> None:
    market = ["foundry", "harvester", "black-market", "golem"]
    game = scenario(compound=["replicator"], market=market, dice=[5, 2, 2], energy=7,
                    hand=["obelisk"])
    player = ann(game)
    before = {"metal": player.metal, "energy": player.energy, "hand": len(player.hand)}
    game.apply(action)
    after = {"metal": player.metal, "energy": player.energy, "hand": len(player.hand)}
    assert {key: after[key] - before[key] for key in before} == {
        "metal": 0, "energy": 0, "hand": 0, **gains}
    assert sorted(player.on("replicator")) == sorted(placed)
    assert player.used == ["replicator"]
    assert game.state.market == market
    assert player.compound == ["replicator"]
    assert not any(text.startswith("activate replicator") for text in legal(game))
    assert_illegal(game, "activate replicator foundry 5", "already-used")


def test_replicator_offers_every_activation_of_the_market() -> None:
    game = scenario(compound=["replicator"], market=["foundry", "harvester", "black-market",
                                                     "golem"], dice=[5, 2, 2], energy=7,
                    hand=["obelisk"])
    assert _options(game, "replicator") == {
        "activate replicator foundry 5", "activate replicator foundry 2",
        "activate replicator harvester 2 2 metal", "activate replicator harvester 2 2 energy",
        "activate replicator black-market 5 discard obelisk 3m1e",
        "activate replicator black-market 2 discard obelisk 3m1e",
        *{f"activate replicator golem die {x}" for x in range(1, 7)}}


def test_replicator_costs() -> None:
    market = ["foundry", "harvester", "biolab", "golem"]
    # Foundry with a 5 costs 5 energy plus Replicator's 1.
    game = scenario(compound=["replicator"], market=market, dice=[5, 2, 2], energy=5)
    assert_illegal(game, "activate replicator foundry 5", "cannot-pay")
    assert "activate replicator foundry 2" in legal(game)
    assert_illegal(game, "activate replicator golem die 5", "cannot-pay")
    # Replicator's own energy is due even for a free card.
    game = scenario(compound=["replicator"], market=market, dice=[2, 2])
    assert_illegal(game, "activate replicator harvester 2 2 metal", "cannot-pay")
    # The copied card's dice must fit.
    game = scenario(compound=["replicator"], market=market, dice=[2, 3], energy=5)
    assert_illegal(game, "activate replicator harvester 2 3 metal", "wrong-dice")
    assert_illegal(game, "activate replicator biolab 2", "wrong-dice")


def test_replicator_copy_is_independent_of_own_cards() -> None:
    game = scenario(compound=["replicator", "biolab"], market=["biolab"], dice=[1, 1],
                    energy=3)
    apply_all(game, "activate biolab 1", "activate replicator biolab 1")
    player = ann(game)
    assert player.goods == 2 and player.energy == 0
    assert player.used == ["biolab", "replicator"]


@pytest.mark.parametrize("target", ["obelisk", "beacon", "megalith", "laboratory",
                                    "scrap-yard", "solar-array", "replicator"])
def test_replicator_cannot_copy(target: str) -> None:
    game = scenario(compound=["replicator"], market=[target], dice=[1, 6], energy=5)
    assert_illegal(game, f"activate replicator {target}", "cannot-copy")
    assert not any(text.startswith(f"activate replicator {target}") for text in legal(game))


def test_replicator_copies_only_from_the_market() -> None:
    game = scenario(compound=["replicator"], market=["obelisk"], hand=["biolab"], dice=[1],
                    energy=5)
    assert_illegal(game, "activate replicator biolab 1", "not-in-market")


def test_replicator_copying_production_triggers_laboratory() -> None:
    game = scenario(compound=["replicator", "laboratory"], market=["nuclear-plant"], dice=[6],
                    energy=1)
    game.apply("activate replicator nuclear-plant 6")
    player = ann(game)
    assert (player.goods, player.energy, len(player.hand)) == (1, 1, 1)
    assert player.used == ["replicator", "laboratory"]


# Passives -----------------------------------------------------------------------------------

def test_laboratory_draws_once_per_round() -> None:
    game = scenario(players=1, machine="easy", compound=["laboratory", "nuclear-plant",
                                                         "battery-factory"],
                    dice=[6, 6], energy=8, rolls=[6] * 5 + [6, 6, 6, 6])
    player = ann(game)
    game.apply("activate nuclear-plant 6")
    assert (player.goods, len(player.hand)) == (1, 1)
    game.apply("activate battery-factory")
    assert (player.goods, len(player.hand)) == (2, 1)
    advance(game, lambda g: g.state.round == 2 and g.state.phase == "work")
    hand = len(player.hand)
    game.apply("activate nuclear-plant 6")
    assert len(player.hand) == hand + 1  # a new round, a new draw


def test_laboratory_does_not_draw_without_goods() -> None:
    game = scenario(compound=["laboratory", "power-plant"], dice=[5])
    game.apply("activate power-plant 5")
    assert ann(game).hand == [] and ann(game).used == ["power-plant"]


@pytest.mark.parametrize(("passive", "metal", "energy"), [("scrap-yard", 1, 0),
                                                          ("solar-array", 0, 2)])
def test_scrap_yard_and_solar_array(passive: str, metal: int, energy: int) -> None:
    game = scenario(players=1, machine="easy", hand=[passive, "obelisk", "golem", "obelisk",
                                                     "robot", "gymnasium", "motherlode",
                                                     "refinery", "dojo"],
                    metal=20, energy=20, rolls=[6] * 9)
    player = ann(game)
    tool_mate = "refinery" if BLUEPRINTS[passive].tool == "wrench" else "dojo"
    game.apply(f"build {passive} discard {tool_mate}")
    cost = BLUEPRINTS[passive]
    assert (player.metal, player.energy) == (20 - cost.metal, 20 - cost.energy)  # not itself
    assert player.used == []
    game.apply("build obelisk discard golem")
    assert (player.metal, player.energy) == (20 - cost.metal - 3 + metal,
                                             20 - cost.energy - 1 + energy)
    assert player.used == [passive]
    game.apply("build robot discard obelisk")  # once per round
    assert (player.metal, player.energy) == (20 - cost.metal - 4 + metal,
                                             20 - cost.energy - 2 + energy)
    assert_illegal(game, f"activate {passive}", "no-activation")
    advance(game, lambda g: g.state.round == 2 and g.state.phase == "work")
    assert player.used == []
    before = (player.metal, player.energy)
    game.apply("build gymnasium discard motherlode")  # a new round: it triggers again
    assert (player.metal, player.energy) == (before[0] - 1 + metal, before[1] + energy)
    assert player.used == [passive]


# Monuments and building ---------------------------------------------------------------------

def test_beacons_rise_in_prestige_and_obelisks_stack() -> None:
    assert [prestige(["beacon"] * n) for n in range(5)] == [0, 2, 5, 9, 14]
    assert [prestige(["obelisk"] * n) for n in range(6)] == [0, 2, 4, 6, 8, 10]
    assert prestige(["megalith", "obelisk", "beacon", "biolab", "dojo"]) == 3 + 2 + 2 + 1
    game = scenario(compound=["obelisk", "obelisk"], hand=["obelisk"] * 3 + ["golem"],
                    metal=6, energy=2)
    apply_all(game, "build obelisk discard golem", "build obelisk discard obelisk")
    assert ann(game).compound == ["obelisk"] * 4
    assert game.outcome().players[0].prestige == 8


@pytest.mark.parametrize("monuments", range(7))
def test_megalith_cost_falls_with_monuments(monuments: int) -> None:
    compound = (["obelisk", "beacon"] * 4)[:monuments]
    metal = max(0, 5 - monuments)
    assert build_cost("megalith", compound) == (metal, 2)
    assert build_cost("megalith", [*compound, "biolab"]) == (metal, 2)  # not a monument
    game = scenario(compound=compound, hand=["megalith", "refinery"], metal=metal, energy=2)
    game.apply("build megalith discard refinery")
    assert (ann(game).metal, ann(game).energy) == (0, 0)
    assert game.outcome().players[0].prestige == prestige(compound) + 3


def _same_tool(card: str) -> str:
    tool = BLUEPRINTS[card].tool
    return next(slug for slug in sorted(BLUEPRINTS)
                if slug != card and BLUEPRINTS[slug].tool == tool)


def _other_tool(card: str) -> str:
    tool = BLUEPRINTS[card].tool
    return next(slug for slug in sorted(BLUEPRINTS) if BLUEPRINTS[slug].tool != tool)


@pytest.mark.parametrize("card", sorted(BLUEPRINTS))
def test_build_rules(card: str) -> None:
    blueprint = BLUEPRINTS[card]
    mate, stranger = _same_tool(card), _other_tool(card)
    hand = [card, mate, stranger]
    game = scenario(hand=hand, metal=blueprint.metal, energy=blueprint.energy)
    assert {text for text in legal(game) if text.startswith(f"build {card} ")} == {
        f"build {card} discard {mate}"}
    assert_illegal(game, f"build {card} discard {stranger}", "wrong-tool")
    game.apply(f"build {card} discard {mate}")
    player = ann(game)
    assert player.compound == [card]
    assert player.hand == [stranger] and game.state.discard[-1] == mate
    assert (player.metal, player.energy) == (0, 0)
    # Short of one resource, it cannot be built.
    short = scenario(hand=hand, metal=max(0, blueprint.metal - 1),
                     energy=blueprint.energy - (0 if blueprint.metal else 1))
    assert_illegal(short, f"build {card} discard {mate}", "cannot-pay")
    # A second copy: only Obelisk and Beacon.
    again = scenario(compound=[card], hand=hand, metal=9, energy=9)
    if blueprint.multiple:
        again.apply(f"build {card} discard {mate}")
        assert ann(again).compound == [card, card]
    else:
        assert_illegal(again, f"build {card} discard {mate}", "duplicate")
