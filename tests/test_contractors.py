"""Every contractor, hiring and the market refresh.

Tool tokens are fixed to gear, hammer, shovel, wrench above slots 1 to 4, so
a Dojo (gear) hires slot 1, a Golem (hammer) slot 2, a Gymnasium (shovel)
slot 3 and a Refinery (wrench) slot 4.
"""

from __future__ import annotations

from typing import Any

import pytest
from checks import advance, ann, apply_all, assert_illegal, legal
from scenario import scenario

from ffcore import Game
from ffcore.cards import BLUEPRINTS
from ffcore.state import State

TOOLS_IN_ORDER = ("gear", "hammer", "shovel", "wrench")


def market(contractors: list[str], **setup: Any) -> Game:
    """Return a market-phase game for Ann with these contractors in slots 1 onwards."""
    setup.setdefault("hand", ["dojo"])
    return scenario(phase="market", tools=TOOLS_IN_ORDER, contractors=contractors, **setup)


def solo_market(contractors: list[str], **setup: Any) -> Game:
    """Return a solo market-phase game; hiring moves straight on to Ann's work phase."""
    return market(contractors, players=1, machine="easy", **setup)


# Contractors that also help an opponent ------------------------------------------------

GIFTS = [
    # contractor, (hirer metal, energy, cards), (opponent metal, energy, cards)
    ("architect", (0, 0, 3), (0, 0, 1)),
    ("electrician", (0, 5, 0), (0, 2, 0)),
    ("miner", (3, 0, 0), (1, 0, 0)),
]


def _belongings(game: Game, seat: int) -> tuple[int, int, int]:
    player = game.state.players[seat]
    return player.metal, player.energy, len(player.hand)


@pytest.mark.parametrize(("contractor", "mine", "theirs"), GIFTS,
                         ids=[gift[0] for gift in GIFTS])
def test_gift_goes_to_the_chosen_opponent(contractor: str, mine: tuple[int, int, int],
                                          theirs: tuple[int, int, int]) -> None:
    game = market([contractor], players=3)
    assert {text for text in legal(game) if text.startswith("hire 1")} == {
        "hire 1 dojo p2", "hire 1 dojo p3"}
    assert_illegal(game, "hire 1 dojo", "no-target")
    assert_illegal(game, "hire 1 dojo p1", "bad-target")
    before = [_belongings(game, seat) for seat in range(3)]
    next_contractor = game.state.contractor_deck[-1]
    game.apply("hire 1 dojo p3")
    after = [_belongings(game, seat) for seat in range(3)]
    gained = [tuple(b - a for a, b in zip(old, new, strict=True))
              for old, new in zip(before, after, strict=True)]
    assert gained == [(mine[0], mine[1], mine[2] - 1), (0, 0, 0), theirs]
    assert "dojo" in game.state.discard
    assert game.state.contractor_discard[-1] == contractor
    assert game.state.contractors[0] == next_contractor
    assert game.current_player == "Bob"  # hiring ends the market turn


@pytest.mark.parametrize(("contractor", "mine", "theirs"), GIFTS,
                         ids=[gift[0] for gift in GIFTS])
def test_gift_is_ignored_in_solo(contractor: str, mine: tuple[int, int, int],
                                 theirs: tuple[int, int, int]) -> None:
    game = solo_market([contractor])
    assert "hire 1 dojo" in legal(game)
    assert_illegal(game, "hire 1 dojo p2", "bad-target")
    before = _belongings(game, 0)
    game.apply("hire 1 dojo")
    after = _belongings(game, 0)
    assert tuple(b - a for a, b in zip(before, after, strict=True)) == (
        mine[0], mine[1], mine[2] - 1)
    assert game.state.phase == "work"


# Engineer ------------------------------------------------------------------------------

def test_engineer_skips_duplicates_builds_free_and_triggers_passives() -> None:
    game = solo_market(["engineer"], compound=["biolab", "scrap-yard", "solar-array"],
                       energy=4, deck_top=["biolab", "scrap-yard", "nuclear-plant"])
    game.apply("hire 1 dojo")
    player = ann(game)
    assert player.compound == ["biolab", "scrap-yard", "solar-array", "nuclear-plant"]
    assert player.hand == []
    # 4 energy for Engineer, then Scrap Yard +1 metal and Solar Array +2 energy.
    assert (player.metal, player.energy) == (1, 2)
    assert game.state.discard[-3:] == ["dojo", "biolab", "scrap-yard"]
    event = next(event for event in game.log if event["code"] == "engineer")
    assert (event["card"], event["skipped"]) == ("nuclear-plant", ["biolab", "scrap-yard"])
    assert sorted(player.used) == ["scrap-yard", "solar-array"]


def test_engineer_may_build_another_obelisk() -> None:
    game = solo_market(["engineer"], compound=["obelisk"], energy=4, deck_top=["obelisk"])
    game.apply("hire 1 dojo")
    assert ann(game).compound == ["obelisk", "obelisk"]
    assert ann(game).energy == 0


def test_engineer_rules() -> None:
    game = market(["engineer"], energy=3)
    assert not any(text.startswith("hire 1") for text in legal(game))
    assert_illegal(game, "hire 1 dojo", "cannot-pay")
    game = market(["engineer"], energy=4)
    assert "hire 1 dojo" in legal(game)  # nobody else gains: no target
    assert_illegal(game, "hire 1 dojo p2", "bad-target")
    # Its build counts towards the 10-card game end.
    nine = ["biolab", "golem", "foundry", "robot", "refinery", "beacon", "replicator",
            "laboratory", "gymnasium"]
    game = market(["engineer"], energy=4, compound=nine, deck_top=["obelisk"])
    game.apply("hire 1 dojo")
    assert len(ann(game).compound) == 10 and game.state.end_round == 2


# Foreman -------------------------------------------------------------------------------

def _to_work(game: Game) -> None:
    advance(game, lambda g: g.state.phase == "work" and g.current_player == "Ann")


def test_foreman_sets_up_to_4_dice_then_rolls_the_rest() -> None:
    game = market(["foreman"], energy=2, rolls=[5])
    game.apply("hire 1 dojo")
    assert ann(game).energy == 0 and ann(game).foreman
    _to_work(game)
    assert game.state.step == "foreman"
    assert legal(game) == {f"set {v}" for v in range(1, 7)} | {"roll"}
    assert_illegal(game, "place 1 research", "wrong-phase")
    assert_illegal(game, "end", "wrong-phase")
    apply_all(game, "set 6", "set 6", "set 2")
    assert [die.value for die in ann(game).dice] == [6, 6, 2, 0]
    game.apply("roll")
    assert [die.value for die in ann(game).dice] == [6, 6, 2, 5]
    assert game.state.step == "work" and not ann(game).foreman
    assert "place 6 mine" in legal(game)


def test_foreman_with_all_four_set_needs_no_roll() -> None:
    game = market(["foreman"], energy=2)
    game.apply("hire 1 dojo")
    _to_work(game)
    apply_all(game, "set 1", "set 3", "set 3", "set 6")
    assert [die.value for die in ann(game).dice] == [1, 3, 3, 6]
    assert game.state.step == "work"
    assert_illegal(game, "set 4", "wrong-phase")
    assert_illegal(game, "roll", "wrong-phase")


def test_foreman_lasts_one_work_phase() -> None:
    game = market(["foreman"], energy=2)
    game.apply("hire 1 dojo")
    _to_work(game)
    game.apply("roll")
    assert game.state.step == "work"
    advance(game, lambda g: g.state.round == 2 and g.state.phase == "work"
            and g.current_player == "Ann")
    assert game.state.step == "work"
    assert all(die.value for die in ann(game).dice)
    game = market(["foreman"], energy=1)
    assert_illegal(game, "hire 1 dojo", "cannot-pay")


# Hired Hands ---------------------------------------------------------------------------

def test_hired_hands_roll_two_extra_dice_for_one_round() -> None:
    game = solo_market(["hired-hands"], energy=3, rolls=[1, 2, 3, 4, 5, 6])
    game.apply("hire 1 dojo")
    player = ann(game)
    assert game.state.phase == "work" and player.energy == 0
    assert [(die.value, die.kind) for die in player.dice] == [
        (1, "worker"), (2, "worker"), (3, "worker"), (4, "worker"), (5, "extra"),
        (6, "extra")]
    apply_all(game, "place 5 mine", "place 6 mine")  # usable like any die
    assert player.metal == 2
    advance(game, lambda g: g.state.round == 2 and g.state.phase == "work")
    assert [die.kind for die in player.dice] == ["worker"] * 4
    game = solo_market(["hired-hands"], energy=2)
    assert_illegal(game, "hire 1 dojo", "cannot-pay")


# Investor ------------------------------------------------------------------------------

@pytest.mark.parametrize(("card", "compound"), [
    ("warehouse", []), ("fitness-center", []), ("beacon", []),
    ("megalith", ["obelisk", "obelisk"]),
])
def test_investor_gains_the_printed_cost(card: str, compound: list[str]) -> None:
    game = market(["investor"], compound=compound, deck_top=[card], metal=1, energy=1)
    assert "hire 1 dojo" in legal(game)
    game.apply("hire 1 dojo")
    blueprint = BLUEPRINTS[card]
    assert (ann(game).metal, ann(game).energy) == (1 + blueprint.metal, 1 + blueprint.energy)
    assert game.state.discard[-2:] == ["dojo", card]
    assert card not in ann(game).hand and ann(game).compound == compound


# Specialist ----------------------------------------------------------------------------

def test_specialist_die_value_chosen_during_the_work_phase() -> None:
    game = solo_market(["specialist"], compound=["gymnasium"], energy=1, rolls=[1, 2, 3, 4])
    game.apply("hire 1 dojo")
    player = ann(game)
    assert [(die.value, die.kind) for die in player.dice][-1] == (0, "specialist")
    assert player.unplaced() == [1, 2, 3, 4]  # not placeable before it has a value
    assert {f"specialist {v}" for v in range(1, 7)} <= legal(game)
    # Roll first, use the other dice, then decide.
    apply_all(game, "place 1 research", "place 2 research", "place 3 generate",
              "place 4 mine")
    assert {f"specialist {v}" for v in range(1, 7)} <= legal(game)
    game.apply("specialist 5")
    assert player.dice[-1] == (5, "specialist", "")
    assert not any(text.startswith("specialist") for text in legal(game))
    assert_illegal(game, "specialist 6", "no-specialist")
    game.apply("activate gymnasium 5")  # it can be trained like any die
    game.apply("place 6 mine")
    assert (player.metal, player.energy) == (2, 1 + 3 - 1)
    advance(game, lambda g: g.state.round == 2 and g.state.phase == "work")
    assert [die.kind for die in player.dice] == ["worker"] * 4


def test_specialist_not_offered_without_hiring() -> None:
    game = scenario(dice=[1, 2])
    assert not any(text.startswith("specialist") for text in legal(game))
    assert_illegal(game, "specialist 3", "no-specialist")


# Hiring --------------------------------------------------------------------------------

def test_hiring_needs_a_hand_card_with_the_slot_tool() -> None:
    game = market(["miner", "electrician", "architect", "investor"], hand=["dojo", "golem"])
    hires = {text for text in legal(game) if text.startswith("hire")}
    assert hires == {"hire 1 dojo p2", "hire 2 golem p2"}
    assert_illegal(game, "hire 3 dojo p2", "wrong-tool")
    assert_illegal(game, "hire 4 golem", "wrong-tool")
    assert_illegal(game, "hire 1 biolab p2", "not-in-hand")
    game = market(["miner"], hand=[])
    assert not any(text.startswith("hire") for text in legal(game))
    assert_illegal(game, "hire 1 dojo p2", "not-in-hand")


def test_hiring_needs_the_extra_energy() -> None:
    game = market(["engineer", "foreman", "hired-hands", "specialist"],
                  hand=["dojo", "golem", "gymnasium", "refinery"], energy=2)
    hires = {text for text in legal(game) if text.startswith("hire")}
    assert hires == {"hire 2 golem", "hire 4 refinery"}
    assert_illegal(game, "hire 1 dojo", "cannot-pay")
    assert_illegal(game, "hire 3 gymnasium", "cannot-pay")
    game.apply("hire 2 golem")
    assert ann(game).energy == 0


def test_hiring_an_empty_slot() -> None:
    def empty_slot_1(state: State) -> None:
        state.contractor_deck.insert(0, state.contractors[0])
        state.contractors[0] = ""

    game = market(["miner"], edit=empty_slot_1)
    assert_illegal(game, "hire 1 dojo p2", "empty-slot")


def test_hired_contractor_is_discarded_and_replaced() -> None:
    game = market(["investor", "miner"], deck_top=["obelisk"])
    top = game.state.contractor_deck[-1]
    game.apply("hire 1 dojo")
    assert game.state.contractors[:2] == [top, "miner"]
    assert game.state.contractor_discard == ["investor"]


# Refresh -------------------------------------------------------------------------------

@pytest.mark.parametrize("row", ["blueprints", "contractors"])
@pytest.mark.parametrize("paid", ["metal", "energy"])
def test_refresh_once_per_turn(row: str, paid: str) -> None:
    game = market(["miner", "electrician", "architect", "investor"], metal=1, energy=1)
    old = list(game.state.market if row == "blueprints" else game.state.contractors)
    other = list(game.state.contractors if row == "blueprints" else game.state.market)
    game.apply(f"refresh {row} {paid}")
    player = ann(game)
    assert (player.metal, player.energy) == ((0, 1) if paid == "metal" else (1, 0))
    new = game.state.market if row == "blueprints" else game.state.contractors
    pile = game.state.discard if row == "blueprints" else game.state.contractor_discard
    assert pile[-4:] == old and len(new) == 4 and "" not in new
    assert list(game.state.contractors if row == "blueprints" else game.state.market) == other
    assert game.state.tools == TOOLS_IN_ORDER
    assert game.current_player == "Ann"  # still Ann's turn: now take or hire
    assert not any(text.startswith("refresh") for text in legal(game))
    assert_illegal(game, "refresh blueprints energy" if paid == "metal"
                   else "refresh contractors metal", "already-refreshed")
    assert any(text.startswith(("take", "hire")) for text in legal(game))


def test_refresh_then_hire_a_new_contractor() -> None:
    def miner_next(state: State) -> None:
        # The four refreshed contractors come from the top of the contractor deck.
        state.contractor_deck.remove("miner")
        state.contractor_deck.append("miner")

    game = market(["investor", "investor", "investor", "architect"], energy=1, edit=miner_next)
    game.apply("refresh contractors energy")
    assert game.state.contractors[0] == "miner"
    game.apply("hire 1 dojo p2")
    assert ann(game).metal == 3
