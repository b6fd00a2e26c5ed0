"""One test per ruling of tests/data/rulings.md (a copy of shared/rules/rulings.md), named
after its number.

Each test drives the public API (action texts through ``Game.apply``,
``Game.legal_actions()``, the state and the outcome) and pins the illegal
side too: refused with a specific code, and nothing changed.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from pathlib import Path

from checks import advance, ann, apply_all, assert_illegal, legal
from scenario import pull, scenario

import ffcore
from ffcore.cards import BLUEPRINTS, FULFILLMENT_DIE, MACHINE_LEVELS, TOOLS, prestige
from ffcore.state import State

TOOLS_IN_ORDER = ("gear", "hammer", "shovel", "wrench")


def _empty_market(state: State) -> None:
    state.deck[:0] = [card for card in state.market if card]
    state.market = ["", "", "", ""]


# Headquarters -----------------------------------------------------------------------------

def test_ruling_01_floor_values() -> None:
    game = scenario(dice=[2, 3, 4, 6])
    options = legal(game)
    assert {"place 2 research", "place 3 research", "place 4 research",
            "place 6 research"} <= options
    assert {"place 2 generate", "place 3 generate"} <= options
    assert {"place 4 mine", "place 6 mine"} <= options
    assert_illegal(game, "place 2 mine", "wrong-value")
    assert_illegal(game, "place 3 mine", "wrong-value")
    assert_illegal(game, "place 4 generate", "wrong-value")
    assert_illegal(game, "place 6 generate", "wrong-value")
    assert_illegal(game, "place 5 research", "no-die")
    player = ann(game)
    game.apply("place 3 generate")
    assert player.energy == 3  # energy equal to the value
    game.apply("place 6 mine")
    assert player.metal == 1  # one metal whatever the value
    game.apply("place 4 research")
    assert len(player.hand) == 1  # one blueprint whatever the value
    game.apply("place 2 generate")
    assert (player.energy, player.metal, len(player.hand)) == (5, 1, 1)


def test_ruling_02_three_slots() -> None:
    game = scenario(dice=[1, 2, 3], extra_dice=[4, 5, 6, 6])
    apply_all(game, "place 1 research", "place 2 research", "place 3 research")
    assert not any(text.endswith("research") for text in legal(game))
    assert_illegal(game, "place 4 research", "floor-full")
    apply_all(game, "place 4 mine", "place 5 mine", "place 6 mine")
    assert_illegal(game, "place 6 mine", "floor-full")
    assert ann(game).unplaced() == [6]


def test_ruling_03_matching_bonus() -> None:
    # 5, 2, 5 on Research: the late 5 still matches, +1 card, not +5 (4 in all).
    game = scenario(dice=[5, 2, 5, 1])
    hand = ann(game).hand
    game.apply("place 5 research")
    assert len(hand) == 1
    game.apply("place 2 research")
    assert len(hand) == 2
    game.apply("place 5 research")
    assert len(hand) == 4
    # Three 2s on Generate: 2, then 2 + 1, then 2 + 1 = 8 (three of a kind +2 in all).
    game = scenario(dice=[2, 2, 2, 1])
    player = ann(game)
    gains = []
    for _ in range(3):
        game.apply("place 2 generate")
        gains.append(player.energy)
    assert gains == [2, 5, 8]
    # The bonus on Generate is +1, never + the value: 3 then 3 + 1.
    game = scenario(dice=[3, 3])
    apply_all(game, "place 3 generate", "place 3 generate")
    assert ann(game).energy == 7
    # A pair on Mine gives 3 metal; three of a kind 5; different values no bonus.
    for dice, metal in (([5, 5], 3), ([4, 4, 4], 5), ([4, 5, 6], 3)):
        game = scenario(dice=dice)
        for value in dice:
            game.apply(f"place {value} mine")
        assert ann(game).metal == metal, dice
    # A matching die on another floor gives nothing.
    game = scenario(dice=[2, 2])
    apply_all(game, "place 2 research", "place 2 generate")
    assert (ann(game).energy, len(ann(game).hand)) == (2, 1)


# Building ---------------------------------------------------------------------------------

def test_ruling_04_build_discards_another_same_tool_card() -> None:
    game = scenario(hand=["obelisk", "golem", "robot", "temp-agency", "biolab"], metal=10,
                    energy=10)
    player = ann(game)
    assert_illegal(game, "build obelisk discard biolab", "wrong-tool")
    assert_illegal(game, "build obelisk discard obelisk", "not-in-hand")
    assert_illegal(game, "build nuclear-plant discard golem", "not-in-hand")
    game.apply("build obelisk discard golem")
    assert player.compound == ["obelisk"]
    assert sorted(player.hand) == ["biolab", "robot", "temp-agency"]
    assert game.state.discard[-1] == "golem"
    assert (player.metal, player.energy) == (7, 9)
    # Any number of builds per round.
    game.apply("build robot discard temp-agency")
    assert player.compound == ["obelisk", "robot"]
    assert (player.metal, player.energy) == (6, 8)
    assert player.hand == ["biolab"]
    # Resources are needed as well as the discard.
    game = scenario(hand=["obelisk", "golem"], metal=2, energy=1)
    assert_illegal(game, "build obelisk discard golem", "cannot-pay")
    # Building belongs to the work phase.
    game = scenario(phase="market", hand=["obelisk", "golem"], metal=3, energy=1)
    assert_illegal(game, "build obelisk discard golem", "wrong-phase")
    # A second copy of the same name is another card, so it may pay for the first.
    game = scenario(hand=["obelisk", "obelisk"], metal=3, energy=1)
    game.apply("build obelisk discard obelisk")
    assert ann(game).compound == ["obelisk"] and ann(game).hand == []


def test_ruling_05_no_duplicates_except_obelisk_and_beacon() -> None:
    game = scenario(compound=["megalith", "biolab", "obelisk", "beacon"],
                    hand=["megalith", "refinery", "biolab", "solar-array", "obelisk", "golem",
                          "beacon", "gymnasium"], metal=20, energy=20)
    assert_illegal(game, "build megalith discard refinery", "duplicate")
    assert_illegal(game, "build biolab discard solar-array", "duplicate")
    assert not any(text.startswith(("build megalith", "build biolab")) for text in legal(game))
    apply_all(game, "build obelisk discard golem", "build beacon discard gymnasium")
    compound = ann(game).compound
    assert compound.count("obelisk") == 2 and compound.count("beacon") == 2


def test_ruling_06_megalith_discount() -> None:
    # No monument: the printed 5 metal and 2 energy.
    game = scenario(hand=["megalith", "refinery"], metal=5, energy=2)
    game.apply("build megalith discard refinery")
    assert (ann(game).metal, ann(game).energy) == (0, 0)
    game = scenario(hand=["megalith", "refinery"], metal=4, energy=2)
    assert_illegal(game, "build megalith discard refinery", "cannot-pay")
    # Two monuments: 3 metal.
    game = scenario(compound=["obelisk", "beacon"], hand=["megalith", "refinery"], metal=2,
                    energy=2)
    assert_illegal(game, "build megalith discard refinery", "cannot-pay")
    game = scenario(compound=["obelisk", "beacon"], hand=["megalith", "refinery"], metal=3,
                    energy=2)
    game.apply("build megalith discard refinery")
    assert (ann(game).metal, ann(game).energy) == (0, 0)
    # Six monuments: never below 0 metal; the energy is still due.
    monuments = ["obelisk"] * 5 + ["beacon"]
    game = scenario(compound=monuments, hand=["megalith", "refinery"], metal=0, energy=2)
    game.apply("build megalith discard refinery")
    assert ann(game).compound[-1] == "megalith"
    assert (ann(game).metal, ann(game).energy) == (0, 0)
    # Black Market uses the printed cost (7 in all, so any 4 within 5 metal and 2 energy).
    game = scenario(compound=["black-market", "obelisk", "obelisk"], hand=["megalith"],
                    dice=[3])
    assert {text for text in legal(game) if "black-market" in text} == {
        "activate black-market 3 discard megalith 2m2e",
        "activate black-market 3 discard megalith 3m1e",
        "activate black-market 3 discard megalith 4m0e"}
    # Investor too: 5 metal and 2 energy whatever the builder's monuments.
    game = scenario(phase="market", compound=["obelisk", "obelisk"], hand=["biolab"],
                    contractors=["investor"], tools=TOOLS_IN_ORDER, deck_top=["megalith"])
    game.apply("hire 1 biolab")
    assert (ann(game).metal, ann(game).energy) == (5, 2)


def test_ruling_07_beacon_prestige_rises() -> None:
    game = scenario(hand=["beacon"] * 4 + ["gymnasium", "replicator", "motherlode",
                                            "concrete-plant"], metal=8, energy=16)
    values = []
    for paid in ("gymnasium", "replicator", "motherlode", "concrete-plant"):
        game.apply(f"build beacon discard {paid}")
        values.append(game.outcome().players[0].prestige)
    assert values == [2, 5, 9, 14]
    assert game.outcome().players[0].total == 14
    assert prestige(["beacon", "obelisk", "beacon"]) == 2 + 2 + 3


def test_ruling_08_activate_once_per_round_and_in_the_build_round() -> None:
    game = scenario(hand=["biolab", "assembly-line"], dice=[1, 1], metal=1, energy=5,
                    rolls=[6, 6, 6, 6] * 2 + [1, 2, 3, 4])
    player = ann(game)
    assert_illegal(game, "activate biolab 1", "not-built")
    game.apply("build biolab discard assembly-line")
    game.apply("activate biolab 1")  # the round it is built
    assert (player.goods, player.energy) == (1, 1)
    assert player.on("biolab") == [1]
    assert player.used == ["biolab"]
    assert_illegal(game, "activate biolab 1", "already-used")
    # A die is used once: the one on Biolab cannot go anywhere else.
    game.apply("place 1 research")
    assert player.unplaced() == []
    assert_illegal(game, "place 1 research", "no-die")
    # Next round Biolab may be activated again (Bob is first in round 2).
    advance(game, lambda g: g.state.round == 2 and g.current_player == "Ann"
            and g.state.phase == "work")
    assert player.used == []
    assert sorted(player.unplaced()) == [1, 2, 3, 4]
    game.apply("activate biolab 1")
    assert player.goods == 2
    # Cards are activated in the work phase only.
    game = scenario(phase="market", compound=["battery-factory"], energy=4)
    assert_illegal(game, "activate battery-factory", "wrong-phase")
    assert_illegal(game, "place 1 research", "wrong-phase")


# Cards ------------------------------------------------------------------------------------

def test_ruling_09_fulfillment_center_takes_a_3() -> None:
    assert FULFILLMENT_DIE == "3"
    assert BLUEPRINTS["fulfillment-center"].recipes[0].dice == FULFILLMENT_DIE
    game = scenario(compound=["fulfillment-center"], dice=[3, 4], energy=4)
    assert_illegal(game, "activate fulfillment-center 4", "wrong-dice")
    game.apply("activate fulfillment-center 3")
    player = ann(game)
    assert (player.goods, player.metal, player.energy) == (1, 1, 2)


def test_ruling_10_training_acts_on_unplaced_dice_within_1_to_6() -> None:
    game = scenario(compound=["gymnasium", "fitness-center", "dojo"], dice=[6, 1, 3, 2],
                    energy=5)
    options = legal(game)
    assert {f"activate gymnasium {v}" for v in (1, 2, 3)} <= options
    assert {f"activate fitness-center {v}" for v in (2, 3, 6)} <= options
    assert_illegal(game, "activate gymnasium 6", "wrong-dice")
    assert_illegal(game, "activate fitness-center 1", "wrong-dice")
    game.apply("place 3 research")
    assert_illegal(game, "activate gymnasium 3", "no-die")
    assert_illegal(game, "activate dojo 3", "no-die")
    apply_all(game, "activate gymnasium 2", "activate fitness-center 6", "activate dojo 1")
    player = ann(game)
    assert player.unplaced() == [5, 6, 3]
    assert player.on("research") == [3]
    assert player.energy == 2


def test_ruling_11_extra_dice_are_trainable_and_leave_at_round_end() -> None:
    game = scenario(compound=["golem", "gymnasium", "robot", "mega-factory"],
                    dice=[4, 4, 4, 1], metal=1, energy=10, rolls=[2])
    player = ann(game)
    game.apply("activate golem die 5")
    assert player.dice[-1] == (5, "extra", "")
    game.apply("activate gymnasium 5")
    assert player.dice[-1] == (6, "extra", "")
    game.apply("activate robot")
    assert player.dice[-1] == (2, "extra", "")
    game.apply("activate mega-factory 4 4 4 die 3")
    assert player.dice[-1] == (3, "extra", "")
    assert sorted(player.unplaced()) == [1, 2, 3, 6]
    game.apply("place 6 research")  # an extra die works like any other
    advance(game, lambda g: g.state.phase == "market")
    assert player.dice == []
    advance(game, lambda g: g.state.phase == "work" and g.current_player == "Ann")
    assert [die.kind for die in player.dice] == ["worker"] * 4


def test_ruling_12_replicator_copies_an_activatable_market_card() -> None:
    game = scenario(compound=["replicator"], market=["biolab", "replicator", "laboratory",
                                                     "obelisk"], dice=[1, 2], energy=5)
    assert_illegal(game, "activate replicator obelisk", "cannot-copy")
    assert_illegal(game, "activate replicator laboratory", "cannot-copy")
    assert_illegal(game, "activate replicator replicator", "cannot-copy")
    assert_illegal(game, "activate replicator nuclear-plant 6", "not-in-market")
    assert_illegal(game, "activate replicator", "no-target")
    copies = {text.split()[2] for text in legal(game) if text.startswith("activate replicator")}
    assert copies == {"biolab"}
    game.apply("activate replicator biolab 1")
    player = ann(game)
    assert (player.goods, player.energy) == (1, 3)  # 1 for Replicator, 1 for Biolab
    assert player.on("replicator") == [1]
    assert player.used == ["replicator"]
    assert game.state.market[0] == "biolab"
    assert_illegal(game, "activate replicator biolab 1", "already-used")
    # Passive cards and monuments give Replicator nothing to copy.
    game = scenario(compound=["replicator"], market=["scrap-yard", "solar-array", "megalith",
                                                     "beacon"], dice=[1, 2], energy=5)
    assert not any(text.startswith("activate replicator") for text in legal(game))
    assert_illegal(game, "activate replicator scrap-yard", "cannot-copy")
    assert_illegal(game, "activate replicator solar-array", "cannot-copy")
    assert_illegal(game, "activate replicator megalith", "cannot-copy")


def test_ruling_13_passives_once_per_round_not_on_own_build() -> None:
    # Scrap Yard and Solar Array: once a round each.
    game = scenario(compound=["scrap-yard", "solar-array"],
                    hand=["obelisk", "golem", "robot", "temp-agency"], metal=10, energy=10)
    player = ann(game)
    game.apply("build obelisk discard golem")
    assert (player.metal, player.energy) == (10 - 3 + 1, 10 - 1 + 2)
    game.apply("build robot discard temp-agency")
    assert (player.metal, player.energy) == (8 - 1, 11 - 1)
    # Not on their own build, but on the next one.
    game = scenario(compound=["solar-array"], hand=["scrap-yard", "refinery", "obelisk",
                                                    "golem"], metal=5, energy=5)
    player = ann(game)
    game.apply("build scrap-yard discard refinery")
    assert (player.metal, player.energy) == (4, 5)  # Solar Array only
    game.apply("build obelisk discard golem")
    assert (player.metal, player.energy) == (4 - 3 + 1, 4)  # Scrap Yard now
    # Laboratory draws once a round however many goods are made.
    game = scenario(compound=["laboratory", "battery-factory", "nuclear-plant"], dice=[6],
                    energy=4)
    player = ann(game)
    game.apply("activate battery-factory")
    assert (player.goods, len(player.hand)) == (1, 1)
    game.apply("activate nuclear-plant 6")
    assert (player.goods, len(player.hand)) == (2, 1)
    # A card built by Engineer triggers them.
    game = scenario(phase="market", players=1, machine="easy", compound=["scrap-yard",
                    "solar-array"], hand=["biolab", "obelisk", "golem"], metal=3, energy=4,
                    contractors=["engineer"], tools=TOOLS_IN_ORDER, deck_top=["nuclear-plant"])
    player = ann(game)
    game.apply("hire 1 biolab")
    assert player.compound[-1] == "nuclear-plant"
    assert (player.metal, player.energy) == (4, 2)
    # ... and that was their one trigger this round.
    game.apply("build obelisk discard golem")
    assert (player.metal, player.energy) == (1, 1)


def test_ruling_14_black_market_gives_at_most_4() -> None:
    game = scenario(compound=["black-market"], dice=[3],
                    hand=["megalith", "warehouse", "laboratory", "beacon", "aluminum-factory",
                          "obelisk", "fitness-center"])

    def splits(card: str) -> set[str]:
        prefix = f"activate black-market 3 discard {card} "
        return {text[len(prefix):] for text in legal(game) if text.startswith(prefix)}

    assert splits("megalith") == {"2m2e", "3m1e", "4m0e"}  # 5 M + 2 E
    assert splits("warehouse") == {"2m2e", "3m1e"}  # 3 M + 2 E
    assert splits("laboratory") == {"0m4e", "1m3e"}  # 1 M + 4 E
    assert splits("beacon") == {"0m4e", "1m3e", "2m2e"}  # 2 M + 4 E
    assert splits("aluminum-factory") == {"2m2e"}  # exactly 4
    assert splits("obelisk") == {"3m1e"}
    assert splits("fitness-center") == {"1m0e"}
    assert_illegal(game, "activate black-market 3 discard megalith 5m2e", "bad-choice")
    assert_illegal(game, "activate black-market 3 discard obelisk 4m0e", "bad-choice")
    assert_illegal(game, "activate black-market 3 discard biolab 1m3e", "not-in-hand")
    game.apply("activate black-market 3 discard megalith 3m1e")
    player = ann(game)
    assert (player.metal, player.energy) == (3, 1)
    assert "megalith" not in player.hand and game.state.discard[-1] == "megalith"


def test_ruling_15_concrete_plant_pays_x_metal() -> None:
    for value in (1, 3, 6):
        game = scenario(compound=["concrete-plant"], dice=[value, value], metal=value)
        game.apply(f"activate concrete-plant {value} {value}")
        player = ann(game)
        assert (player.goods, player.metal) == (2, 0)
    game = scenario(compound=["concrete-plant"], dice=[4, 4], metal=3)
    assert_illegal(game, "activate concrete-plant 4 4", "cannot-pay")
    game = scenario(compound=["concrete-plant"], dice=[3, 4], metal=6)
    assert_illegal(game, "activate concrete-plant 3 4", "wrong-dice")


def test_ruling_16_golem_x_from_1_to_6() -> None:
    game = scenario(compound=["golem"], energy=10)
    assert {text for text in legal(game) if "golem" in text} == {
        f"activate golem die {x}" for x in range(1, 7)}
    assert_illegal(game, "activate golem die 7", "unreadable")
    game.apply("activate golem die 6")
    assert ann(game).energy == 4
    assert ann(game).unplaced() == [6]
    game = scenario(compound=["golem"], energy=3)
    assert {text for text in legal(game) if "golem" in text} == {
        f"activate golem die {x}" for x in range(1, 4)}
    assert_illegal(game, "activate golem die 4", "cannot-pay")


# Market phase -----------------------------------------------------------------------------

def test_ruling_17_market_order_and_one_refresh() -> None:
    game = scenario(phase="market", players=3, seat=1, metal=2, energy=2)
    assert game.current_player == "Bob"
    bob = game.state.players[1]
    old_market = list(game.state.market)
    assert {"refresh blueprints metal", "refresh blueprints energy",
            "refresh contractors metal", "refresh contractors energy"} <= legal(game)
    game.apply("refresh blueprints metal")
    assert (bob.metal, bob.energy) == (1, 2)
    assert game.state.discard[-4:] == old_market
    assert game.current_player == "Bob"
    assert_illegal(game, "refresh contractors energy", "already-refreshed")
    assert not any(text.startswith("refresh") for text in legal(game))
    game.apply("take 1")
    assert game.current_player == "Cy"  # clockwise from the first player
    assert "refresh contractors energy" in legal(game)  # a new turn, a new refresh
    old_contractors = list(game.state.contractors)
    game.apply("refresh contractors energy")
    assert game.state.contractor_discard[-4:] == old_contractors
    game.apply("take 1")
    assert game.current_player == "Ann"
    game.apply("take 1")
    assert game.state.phase == "work" and game.current_player == "Bob"
    # The first player token moves on each round: Cy starts round 2.
    advance(game, lambda g: g.state.round == 2)
    assert game.state.first == 2 and game.current_player == "Cy"
    # Without metal or energy there is nothing to refresh with.
    game = scenario(phase="market", metal=0, energy=0)
    assert_illegal(game, "refresh blueprints metal", "cannot-pay")
    assert_illegal(game, "refresh contractors energy", "cannot-pay")


def test_ruling_18_take_or_hire_else_pass() -> None:
    game = scenario(phase="market")
    assert "pass" not in legal(game)
    assert_illegal(game, "pass", "cannot-pass")
    assert_illegal(game, "end", "wrong-phase")
    # No blueprint left in the market and no hand card to hire with: only pass.
    game = scenario(phase="market", edit=_empty_market)
    assert legal(game) == {"pass"}
    assert_illegal(game, "take 1", "empty-slot")
    game.apply("pass")
    assert game.current_player == "Bob"
    # With a hand card whose tool matches a slot, hiring is possible, so no pass.
    game = scenario(phase="market", hand=["biolab"], tools=TOOLS_IN_ORDER,
                    contractors=["miner"], edit=_empty_market)
    assert "hire 1 biolab p2" in legal(game) and "pass" not in legal(game)
    # Refreshing first stays allowed, and the pass is still there after it.
    game = scenario(phase="market", energy=1, edit=_empty_market)
    assert legal(game) == {"refresh blueprints energy", "refresh contractors energy", "pass"}


def test_ruling_19_tool_tokens_fixed_for_the_game() -> None:
    game = ffcore.new_game(["Ann", "Bob", "Cy"], seed=19)
    tools = game.state.tools
    assert sorted(tools) == sorted(TOOLS)
    hires = 0
    while not game.is_over:
        for action in game.legal_actions():
            if action.kind == "hire":
                assert BLUEPRINTS[action.card].tool == tools[action.number - 1]
                hires += 1
        game.apply(game.legal_actions()[0])
        assert game.state.tools == tools
    assert hires and game.state.round > 1
    assert "refresh" in {action.kind for action in game.history}


def test_ruling_20_opponent_gifts_target_in_multiplayer_ignored_in_solo() -> None:
    game = scenario(phase="market", players=3, hand=["biolab"], tools=TOOLS_IN_ORDER,
                    contractors=["miner", "electrician", "architect", "investor"])
    options = legal(game)
    assert {"hire 1 biolab p2", "hire 1 biolab p3"} <= options
    assert_illegal(game, "hire 1 biolab", "no-target")
    assert_illegal(game, "hire 1 biolab p1", "bad-target")
    assert_illegal(game, "hire 1 biolab p4", "bad-target")
    bob, cy = game.state.players[1], game.state.players[2]
    before = (bob.metal, bob.energy, len(bob.hand))
    cy_metal = cy.metal
    game.apply("hire 1 biolab p3")
    assert ann(game).metal == 3 and cy.metal == cy_metal + 1
    assert (bob.metal, bob.energy, len(bob.hand)) == before
    # Solo: no target, and nobody else gains.
    game = scenario(phase="market", players=1, machine="easy", hand=["biolab"],
                    tools=TOOLS_IN_ORDER, contractors=["miner"])
    assert "hire 1 biolab" in legal(game)
    assert_illegal(game, "hire 1 biolab p2", "bad-target")
    game.apply("hire 1 biolab")
    assert ann(game).metal == 3


# Round end and game end -------------------------------------------------------------------

HAND_12 = ["aluminum-factory", "assembly-line", "battery-factory", "beacon", "biolab",
           "black-market", "concrete-plant", "dojo", "fitness-center", "foundry", "golem",
           "gymnasium"]


def test_ruling_21_discard_down_to_12_resources_and_10_cards() -> None:
    game = scenario(hand=HAND_12, metal=10, energy=5)
    player = ann(game)
    game.apply("end")
    assert game.state.step == "discard" and game.current_player == "Ann"
    options = legal(game)
    assert {"discard 0m3e", "discard 1m2e", "discard 2m1e", "discard 3m0e"} <= options
    assert {f"discard {card}" for card in HAND_12} <= options
    assert all(text.startswith("discard") for text in options)
    assert_illegal(game, "end", "wrong-phase")
    assert_illegal(game, "discard 4m0e", "wrong-amount")
    assert_illegal(game, "discard 2m2e", "wrong-amount")
    game.apply("discard 2m1e")
    assert (player.metal, player.energy) == (8, 4)
    assert_illegal(game, "discard 1m0e", "within-limit")
    apply_all(game, "discard biolab", "discard golem")
    assert len(player.hand) == 10 and game.state.discard[-2:] == ["biolab", "golem"]
    assert game.current_player == "Bob"  # Ann's work phase is over
    # Within both limits, ending goes straight on.
    game = scenario(hand=HAND_12[:10], metal=6, energy=6)
    game.apply("end")
    assert game.current_player == "Bob"


def _is_over(game: ffcore.Game) -> bool:
    return game.is_over


def test_ruling_22_game_end_trigger_and_one_more_round() -> None:
    # 12 goods in round 1: finish round 1, play round 2, then the game is over.
    game = scenario(compound=["battery-factory"], goods=11, energy=4)
    assert game.state.end_round == 0
    game.apply("activate battery-factory")
    assert game.state.end_round == 2
    game.apply("end")
    assert game.current_player == "Bob" and not game.is_over  # round 1 finishes
    advance(game, lambda g: g.state.round == 2)
    assert game.state.phase == "market" and not game.is_over
    kinds: list[str] = []
    seen = len(game.history)
    advance(game, _is_over)
    kinds = [action.kind for action in game.history[seen:]]
    assert kinds.count("take") + kinds.count("hire") + kinds.count("pass") == 2
    assert kinds.count("end") == 2
    assert game.state.round == 2 and game.current_player is None
    assert game.legal_actions() == []
    assert_illegal(game, "end", "game-over")
    # 10 cards in the compound trigger it too; 9 cards or 11 goods do not.
    nine = ["biolab", "dojo", "foundry", "golem", "robot", "refinery", "beacon", "replicator",
            "laboratory"]
    game = scenario(compound=nine, goods=11, hand=["obelisk", "temp-agency"], metal=3,
                    energy=1)
    assert game.state.end_round == 0
    game.apply("build obelisk discard temp-agency")
    assert game.state.end_round == 2
    # The Machine triggers it only with 12 goods, not with 10 cards.
    ten = [*nine, "obelisk"]

    def big_machine(state: State) -> None:
        assert state.machine is not None
        for card in ten:
            pull(state, card)
        state.machine.compound[:] = ten

    game = scenario(players=1, machine="easy", edit=big_machine, rolls=[5, 6, 6, 6, 6])
    game.apply("end")
    assert game.state.end_round == 0 and game.state.machine is not None
    assert len(game.state.machine.compound) == 11

    def rich_machine(state: State) -> None:
        assert state.machine is not None
        state.machine.goods = 11

    game = scenario(players=1, machine="easy", edit=rich_machine, rolls=[5, 6, 1, 6, 6])
    game.apply("end")
    assert game.state.machine is not None and game.state.machine.goods == 12
    assert game.state.end_round == 2 and game.state.round == 2
    advance(game, _is_over)
    assert game.state.round == 2


def _standings(**players: dict[str, object]) -> ffcore.Outcome:
    def edit(state: State) -> None:
        for seat, (name, fields) in enumerate(players.items()):
            player = state.players[seat]
            assert player.name == name
            for field, value in fields.items():
                setattr(player, field, value)

    return scenario(players=len(players), edit=edit).outcome()


def test_ruling_23_score_and_tie_breaks() -> None:
    base = {"goods": 5, "compound": ["obelisk"], "metal": 2, "energy": 2, "hand": ["dojo"]}
    level = {"goods": 7, "compound": [], "metal": 2, "energy": 2, "hand": ["golem"]}
    result = _standings(Ann=base, Bob={**level, "goods": 6})
    assert [p.total for p in result.players] == [7, 6]
    assert (result.winners, result.tie_break) == (("Ann",), None)
    assert result.players[0].goods == 5 and result.players[0].prestige == 2
    result = _standings(Ann={**base, "metal": 3}, Bob=level)
    assert (result.winners, result.tie_break) == (("Ann",), "metal")
    result = _standings(Ann=base, Bob={**level, "energy": 3})
    assert (result.winners, result.tie_break) == (("Bob",), "energy")
    result = _standings(Ann={**base, "hand": ["dojo", "robot"]}, Bob=level)
    assert (result.winners, result.tie_break) == (("Ann",), "hand")
    result = _standings(Ann=base, Bob=level, Cy={**level, "goods": 3})
    assert (result.winners, result.tie_break) == (("Ann", "Bob"), "shared")
    # More energy does not beat more metal.
    result = _standings(Ann={**base, "metal": 3, "energy": 0}, Bob={**level, "energy": 9})
    assert result.winners == ("Ann",)


def test_ruling_24_decks_reshuffle_their_discards() -> None:
    def deck_into_discard(state: State) -> None:
        state.discard.extend(state.deck)
        state.deck.clear()

    game = scenario(dice=[2, 2], edit=deck_into_discard)
    pile = len(game.state.discard)
    game.apply("place 2 research")
    assert len(ann(game).hand) == 1
    assert (len(game.state.deck), len(game.state.discard)) == (pile - 1, 0)
    assert any(event["code"] == "reshuffle" for event in game.log)

    def nothing_left(state: State) -> None:
        state.players[1].hand.extend(state.deck + state.discard)
        state.deck.clear()
        state.discard.clear()

    game = scenario(dice=[2, 2], edit=nothing_left)
    apply_all(game, "place 2 research", "place 2 research")
    assert ann(game).hand == [] and game.state.deck == []

    # The contractor deck works the same way.
    def contractors_into_discard(state: State) -> None:
        state.contractor_discard.extend(state.contractor_deck)
        state.contractor_deck.clear()

    game = scenario(phase="market", hand=["biolab"], tools=TOOLS_IN_ORDER,
                    contractors=["investor"], edit=contractors_into_discard)
    pile = len(game.state.contractor_discard)
    game.apply("hire 1 biolab")
    assert game.state.contractors[0]  # refilled from the reshuffled discards
    assert len(game.state.contractor_deck) == pile  # the pile, plus Investor, less one
    assert game.state.contractor_discard == []


# Solo mode --------------------------------------------------------------------------------

def test_ruling_25_solo_setup() -> None:
    redealt = False
    for level, size in MACHINE_LEVELS.items():
        for seed in range(40):
            game = ffcore.new_game(["Ann"], seed=seed, machine=level)
            machine = game.state.machine
            assert machine is not None and len(machine.compound) == size
            assert all(BLUEPRINTS[card].type != "monument" for card in machine.compound)
            redealt = redealt or any(BLUEPRINTS[card].type == "monument"
                                     for card in game.state.discard)
    assert redealt  # some seed dealt a monument and it was replaced
    assert MACHINE_LEVELS == {"easy": 2, "medium": 3, "hard": 4, "insane": 5}
    game = ffcore.new_game(["Ann"], seed=25, machine="medium")
    advance(game, lambda g: g.state.phase == "work")
    assert [die.kind for die in ann(game).dice] == ["worker"] * 4
    assert all(1 <= die.value <= 6 for die in ann(game).dice)


def _machine_compound(*cards: str) -> Callable[[State], None]:
    def edit(state: State) -> None:
        assert state.machine is not None
        state.deck.extend(state.machine.compound)
        state.machine.compound.clear()
        for card in cards:
            pull(state, card)
            state.machine.compound.append(card)

    return edit


def test_ruling_26_machine_turn() -> None:
    one_each = ("battery-factory", "power-plant", "robot", "gymnasium")
    market = ["obelisk", "biolab", "dojo", "foundry"]
    for green in (1, 2, 3, 4):
        game = scenario(players=1, machine="easy", market=market,
                        edit=_machine_compound(*one_each),
                        rolls=[green, 1, 2, 2, 1])
        machine = game.state.machine
        assert machine is not None
        assert machine.dice == () and machine.goods == 0  # not before Ann's turn ends
        top = game.state.deck[-1]
        game.apply("end")
        taken = market[green - 1]
        assert machine.compound[-1] == taken
        assert game.state.market[green - 1] == top
        assert machine.dice == (green, 1, 2, 2, 1)
        # Red 1 <= 1 training and yellow 1 <= 1 utility make goods; purple 2 > 1 special
        # does not; blue 2 makes one only once Biolab is its second production card.
        assert machine.goods == (3 if taken == "biolab" else 2), green
    # Green 5: the top blueprint joins it, then the market blueprints are renewed.
    game = scenario(players=1, machine="easy", market=market, deck_top=["nuclear-plant"],
                    rolls=[5, 6, 6, 6, 6])
    contractors = list(game.state.contractors)
    game.apply("end")
    assert game.state.machine is not None
    assert game.state.machine.compound[-1] == "nuclear-plant"
    assert game.state.discard[-4:] == market
    assert "" not in game.state.market and game.state.contractors == contractors
    # Green 6: the same, then the contractors are renewed instead.
    game = scenario(players=1, machine="easy", market=market, deck_top=["nuclear-plant"],
                    rolls=[6, 6, 6, 6, 6])
    contractors = list(game.state.contractors)
    game.apply("end")
    assert game.state.machine is not None
    assert game.state.machine.compound[-1] == "nuclear-plant"
    assert game.state.market == market
    assert game.state.contractor_discard[-4:] == contractors
    assert game.state.machine.goods == 0
    assert game.state.phase == "market" and game.state.round == 2


def test_ruling_27_machine_score_and_ties() -> None:
    def edit(state: State) -> None:
        _machine_compound("obelisk", "beacon", "biolab")(state)
        assert state.machine is not None
        state.machine.goods = 3

    game = scenario(players=1, machine="easy", compound=["beacon"], goods=6, edit=edit)
    result = game.outcome()
    assert result.machine is not None
    assert (result.machine.goods, result.machine.cards, result.machine.monuments,
            result.machine.total) == (3, 3, 2, 8)
    assert result.players[0].total == 8
    assert result.machine_wins and result.winners == () and result.tie_break == "machine"
    game = scenario(players=1, machine="easy", compound=["beacon"], goods=7, edit=edit)
    result = game.outcome()
    assert not result.machine_wins and result.winners == ("Ann",)


# Multiplayer on one device ----------------------------------------------------------------

def test_ruling_28_work_phases_one_after_another_hands_hidden() -> None:
    game = scenario(phase="market", players=2)
    apply_all(game, "take 1", "take 1")
    assert game.state.phase == "work" and game.current_player == "Ann"
    bob = game.state.players[1]
    assert len(ann(game).dice) == 4 and bob.dice == []
    seen_by_bob = game.view("Bob")
    assert seen_by_bob.state.players[0].hand is None
    assert seen_by_bob.state.players[0].hand_count == len(ann(game).hand)
    assert seen_by_bob.state.players[1].hand == bob.hand
    assert seen_by_bob.legal == [] and not seen_by_bob.can_undo
    assert game.view("Ann").state.players[1].hand is None
    assert game.view("Ann").legal
    # Ann's draws are hidden from Bob in the log.
    game.apply(f"place {ann(game).unplaced()[0]} research")
    draw = [event for event in game.view("Bob").log if event["code"] == "draw"][-1]
    assert draw["seat"] == 0 and "cards" not in draw
    mine = [event for event in game.view("Ann").log if event["code"] == "draw"][-1]
    assert mine["cards"] == ann(game).hand[-1:]
    advance(game, lambda g: g.current_player == "Bob")
    assert game.state.phase == "work" and len(bob.dice) == 4
    assert game.view("Bob").state.players[0].hand is None
    assert game.view("Ann").legal == []


def test_every_numbered_ruling_has_its_test() -> None:
    rulings = Path(__file__).parent / "data" / "rulings.md"
    numbers = {int(n) for n in re.findall(r"^(\d+)\.", rulings.read_text("utf-8"), re.M)}
    tests = {int(name.split("_")[2]) for name in dir(sys.modules[__name__])
             if re.fullmatch(r"test_ruling_\d\d_\w+", name)}
    assert numbers and numbers == tests
