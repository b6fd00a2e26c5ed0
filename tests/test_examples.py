"""The rulebook's worked examples (seed 000 and its appendix), replayed on the engine."""

from __future__ import annotations

from checks import ann, apply_all, assert_illegal, legal
from scenario import pull, scenario

from ffcore import Game
from ffcore.state import State

TOOLS_IN_ORDER = ("gear", "hammer", "shovel", "wrench")


def _gains(game: Game, *texts: str) -> tuple[int, int, int]:
    """Apply actions; return the blueprints, energy and metal they gained."""
    player = ann(game)
    before = (len(player.hand), player.energy, player.metal)
    apply_all(game, *texts)
    return (len(player.hand) - before[0], player.energy - before[1], player.metal - before[2])


# Matching bonus -------------------------------------------------------------------------

def test_yellow_player_example() -> None:
    # 1 blueprint, 3 energy, 3 metal (1 extra from the matching bonus).
    game = scenario(dice=[6, 3, 5, 5])
    assert _gains(game, "place 6 research", "place 3 generate", "place 5 mine",
                  "place 5 mine") == (1, 3, 3)


def test_blue_player_example() -> None:
    # 8 energy (2 extra from the matching bonus: three 2s on Generate), 1 metal.
    game = scenario(dice=[2, 2, 2, 4])
    assert _gains(game, "place 2 generate", "place 2 generate", "place 2 generate",
                  "place 4 mine") == (0, 8, 1)


def test_purple_player_example() -> None:
    # 4 blueprints (1 extra from the matching bonus: 5, 5, 2 on Research), 2 energy.
    game = scenario(dice=[5, 5, 2, 2])
    assert _gains(game, "place 5 research", "place 5 research", "place 2 research",
                  "place 2 generate") == (4, 2, 0)


def test_common_mistake_research_and_mine_ignore_the_value() -> None:
    # Without a match, Research and Mine give 1 per die whatever its value; Generate
    # gives the value, and 3 is the largest value it takes.
    game = scenario(dice=[1, 6, 4, 5, 3])
    assert _gains(game, "place 1 research", "place 6 research") == (2, 0, 0)
    assert _gains(game, "place 4 mine", "place 5 mine") == (0, 0, 2)
    assert _gains(game, "place 3 generate") == (0, 3, 0)
    game = scenario(dice=[4, 6])
    assert not any(text.endswith("generate") for text in legal(game))


# Cards ----------------------------------------------------------------------------------

def test_four_beacons_are_worth_14() -> None:
    game = scenario(compound=["beacon"] * 3, hand=["beacon", "gymnasium"], metal=2, energy=4)
    assert game.outcome().players[0].prestige == 2 + 3 + 4
    game.apply("build beacon discard gymnasium")
    assert game.outcome().players[0].prestige == 14  # the 4th alone is worth 5


def test_concrete_plant_with_two_3s() -> None:
    game = scenario(compound=["concrete-plant"], dice=[3, 3, 5], metal=4)
    game.apply("activate concrete-plant 3 3")
    player = ann(game)
    assert (player.metal, player.goods) == (1, 2)
    assert player.on("concrete-plant") == [3, 3]


def test_foundry_with_a_5() -> None:
    # Place a 5 and pay 5 energy to gain 5 metal.
    game = scenario(compound=["foundry"], dice=[5], energy=5)
    game.apply("activate foundry 5")
    assert (ann(game).metal, ann(game).energy) == (5, 0)


def test_replicator_copies_the_market_biolab() -> None:
    # Pay 1 energy to copy the Biolab in the market, place a 1, pay 1 energy: 1 good.
    game = scenario(compound=["replicator"], market=["biolab"], dice=[1, 4], energy=2)
    game.apply("activate replicator biolab 1")
    player = ann(game)
    assert (player.goods, player.energy) == (1, 0)
    assert player.on("replicator") == [1]
    assert game.state.market[0] == "biolab"


def test_megalith_discount_example() -> None:
    # An Obelisk and a Beacon in the compound: Megalith costs 3 metal and 2 energy.
    game = scenario(compound=["obelisk", "beacon"], hand=["megalith", "scrap-yard"], metal=3,
                    energy=2)
    game.apply("build megalith discard scrap-yard")
    assert (ann(game).metal, ann(game).energy) == (0, 0)
    assert game.outcome().players[0].prestige == 2 + 2 + 3


def test_black_market_ignores_the_megalith_discount() -> None:
    game = scenario(compound=["black-market", "obelisk"], hand=["megalith"], dice=[2])
    assert "activate black-market 2 discard megalith 4m0e" in legal(game)
    assert_illegal(game, "activate black-market 2 discard megalith 4m2e", "bad-choice")


def test_assembly_line_1_2_3() -> None:
    game = scenario(compound=["assembly-line"], dice=[3, 1, 2])
    game.apply("activate assembly-line 1 2 3")
    assert ann(game).goods == 2


def test_dojo_turns_a_6_into_a_1() -> None:
    game = scenario(compound=["dojo"], dice=[6], energy=1)
    game.apply("activate dojo 6")
    assert ann(game).unplaced() == [1]


def test_golem_pays_3_for_a_3() -> None:
    game = scenario(compound=["golem"], energy=3)
    game.apply("activate golem die 3")
    assert ann(game).unplaced() == [3] and ann(game).energy == 0


def test_golem_tips() -> None:
    # 1 energy buys a 1 that researches a blueprint...
    game = scenario(compound=["golem"], energy=1)
    assert _gains(game, "activate golem die 1", "place 1 research") == (1, -1, 0)
    # ... or a die that matches on Generate for one energy more.
    game = scenario(compound=["golem"], dice=[2], energy=2)
    assert _gains(game, "place 2 generate", "activate golem die 2",
                  "place 2 generate") == (0, 2 - 2 + 3, 0)


def test_temp_agency_rerolls_one_die_or_all_for_1_energy() -> None:
    game = scenario(compound=["temp-agency"], dice=[1, 1, 2, 3], energy=2, rolls=[6])
    game.apply("activate temp-agency 2")
    assert ann(game).unplaced() == [1, 1, 6, 3] and ann(game).energy == 1
    game = scenario(compound=["temp-agency"], dice=[1, 1, 2, 3], energy=1, rolls=[6, 5, 4, 3])
    game.apply("activate temp-agency 1 1 2 3")
    assert ann(game).unplaced() == [6, 5, 4, 3] and ann(game).energy == 0


def test_investor_card_costing_2_metal_1_energy() -> None:
    game = scenario(phase="market", contractors=["investor"], tools=TOOLS_IN_ORDER,
                    hand=["dojo"], deck_top=["fulfillment-center"])
    game.apply("hire 1 dojo")
    assert (ann(game).metal, ann(game).energy) == (2, 1)


def test_laboratory_draws_one_blueprint_however_many_goods() -> None:
    game = scenario(compound=["laboratory", "mega-factory"], dice=[4, 4, 4])
    game.apply("activate mega-factory 4 4 4 die 1")
    assert (ann(game).goods, len(ann(game).hand)) == (2, 1)


# The Machine and the game end ------------------------------------------------------------

def test_machine_manufactures_two_goods() -> None:
    # Blue and purple dice at or below its production and special counts make goods;
    # red and yellow above its training and utility counts do not.
    compound = ["dojo", "biolab", "nuclear-plant", "robot", "foundry", "power-plant"]

    def edit(state: State) -> None:
        assert state.machine is not None
        state.deck.extend(state.machine.compound)
        state.machine.compound.clear()
        for card in compound:
            pull(state, card)
            state.machine.compound.append(card)

    # Green 1 takes the Obelisk in slot 1: a monument, so no count changes.
    game = scenario(players=1, machine="easy", market=["obelisk"], edit=edit,
                    rolls=[1, 3, 2, 1, 4])
    game.apply("end")
    machine = game.state.machine
    assert machine is not None
    assert machine.dice == (1, 3, 2, 1, 4)
    assert machine.goods == 2
    assert machine.compound == [*compound, "obelisk"]
    result = game.outcome()
    assert result.machine is not None and result.machine.total == 2 + 7 + 1


def test_prestige_does_not_trigger_the_end() -> None:
    # Four Beacons and five Obelisks: 24 prestige, 9 cards, no goods: no end yet.
    game = scenario(compound=["beacon"] * 4 + ["obelisk"] * 4,
                    hand=["obelisk", "golem"], metal=3, energy=1)
    game.apply("build obelisk discard golem")
    assert game.outcome().players[0].prestige == 24
    assert len(ann(game).compound) == 9 and game.state.end_round == 0
