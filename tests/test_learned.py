"""The strong bot's learned valuation (ffcore/bots/learned.py, issue #45)."""

from __future__ import annotations

import math
import zlib
from array import array
from pathlib import Path

import pytest
from scenario import scenario

from ffcore import rules
from ffcore.bots import learned_weights, make
from ffcore.bots.features import SIZE, leading_rival
from ffcore.bots.fitted_valuation import FITTED
from ffcore.bots.learned import (
    LEARNED,
    RIVALS_WIN,
    STRONG_EDGE,
    STRONG_WIN,
    WIN_LEVEL,
    LearnedValuation,
    sigmoid,
)
from ffcore.bots.review import Review
from ffcore.bots.valuation import machine_rate
from ffcore.game import new_game
from research import ship_learned
from research.td_train import digest

#: The checkpoints the shipped tables were written from, and their digests (the module says
#: them): the solo lead head from the mean of run 8's kept checkpoints, the solo win head
#: from run 2's (the one STRONG_WIN was fitted for), and both heads of games with rivals.
RUNS = Path(__file__).parent.parent / "research" / "runs"
CHECKPOINT = RUNS / "run8-mean" / "latest.json.gz"
SHIPPED_DIGEST = "16175d07a36a5d07"
WIN_CHECKPOINT = RUNS / "run2" / "latest.json.gz"
WIN_DIGEST = "706f6a435f694fec"
RIVALS_CHECKPOINT = RUNS / "run5" / "latest.json.gz"
RIVALS_DIGEST = "ed827102ff52e5aa"

#: What the issue allows the shipped tables in the site, compressed.
MAX_COMPRESSED_BYTES = 200_000


def solo_position(seed: int, actions: int):
    state = rules.setup(["strong"], "insane", seed)
    for _ in range(actions):
        rules.apply(state, rules.legal_actions(state)[-1])
    return state


def test_the_shipped_tables_fit_the_features_and_stay_small() -> None:
    for head in (learned_weights.LEAD_HUNDREDTHS, learned_weights.WIN_HUNDREDTHS,
                 learned_weights.RIVALS_HUNDREDTHS, learned_weights.RIVALS_WIN_HUNDREDTHS):
        assert len(head) == SIZE
        assert any(head), "a head of zeros would say nothing"
        assert head.itemsize == 2, "each entry in two bytes: a tuple takes four times the memory"
    source = Path(learned_weights.__file__).read_bytes()
    assert len(zlib.compress(source, 9)) <= MAX_COMPRESSED_BYTES


def test_the_strong_bot_reads_every_shipped_head() -> None:
    assert list(LEARNED.lead) == [value / 100 for value in learned_weights.LEAD_HUNDREDTHS]
    assert isinstance(LEARNED.lead, array) and LEARNED.lead.itemsize == 8
    assert LEARNED.rivals is learned_weights.RIVALS_HUNDREDTHS and LEARNED.rivals_unit == 0.01
    assert LEARNED.win is learned_weights.WIN_HUNDREDTHS and LEARNED.win_unit == 0.01
    assert LEARNED.win_scale == STRONG_WIN
    assert LEARNED.rivals_win is learned_weights.RIVALS_WIN_HUNDREDTHS
    assert LEARNED.rivals_win_scale == RIVALS_WIN


def test_the_shipped_module_is_the_heads_of_its_checkpoints_as_shipping_writes_them(
        tmp_path: Path) -> None:
    """research/ship_learned.py, run again on the committed checkpoints, writes the shipped
    module byte for byte: the solo lead head the strong bot plays with, the win head beside
    it, and both heads of games with rivals."""
    assert digest(CHECKPOINT) == SHIPPED_DIGEST
    assert digest(WIN_CHECKPOINT) == WIN_DIGEST
    assert digest(RIVALS_CHECKPOINT) == RIVALS_DIGEST
    written = tmp_path / "learned_weights.py"
    assert ship_learned.main([str(CHECKPOINT), "--win", str(WIN_CHECKPOINT),
                              "--rivals", str(RIVALS_CHECKPOINT), "--out", str(written)]) == 0
    shipped = Path(learned_weights.__file__).read_text()
    assert written.read_text() == shipped
    for checkpoint in (SHIPPED_DIGEST, WIN_DIGEST, RIVALS_DIGEST):
        assert f"checkpoint digest {checkpoint}" in shipped.replace("\n", " ")


@pytest.mark.parametrize("solo, rivals", [(1, 1), (5, 5), (5, 1)])
def test_shipping_refuses_a_checkpoint_of_the_other_kind(solo, rivals, tmp_path: Path,
                                                         capsys) -> None:
    """A solo checkpoint given as the rivals' (or one with rivals as the solo one) would
    ship tables learned on other games: shipping says so and writes nothing."""
    runs = {1: CHECKPOINT, 5: RIVALS_CHECKPOINT}
    written = tmp_path / "learned_weights.py"
    with pytest.raises(SystemExit):
        ship_learned.main([str(runs[solo]), "--rivals", str(runs[rivals]),
                           "--out", str(written)])
    assert "is a checkpoint of" in capsys.readouterr().err
    assert not written.exists()


def test_the_chance_of_winning_is_the_win_head_s_logit_shifted_and_scaled() -> None:
    state = solo_position(2, 5)
    assert state.machine is not None and state.machine.level == WIN_LEVEL
    assert LEARNED.win is not None
    logit = sum(LEARNED.win[i] for i in LEARNED.entries(state, 0)) / 100
    shift, scale = STRONG_WIN
    chance = LEARNED.chance_of_winning(state, 0)
    assert chance == pytest.approx(1.0 / (1.0 + math.exp(-(shift + scale * logit))))
    assert chance is not None and 0.0 < chance < 1.0
    head = LearnedValuation(LEARNED.lead, win=[value / 100 for value in LEARNED.win])
    assert head.chance_of_winning(state, 0) == pytest.approx(sigmoid(logit))
    assert sigmoid(-800.0) == 0.0 and sigmoid(800.0) == 1.0  # no overflow


def test_the_chance_of_winning_is_unknown_where_the_head_never_learned_it() -> None:
    solo = solo_position(2, 5)
    assert FITTED.chance_of_winning(solo, 0) is None  # points only
    assert LearnedValuation(LEARNED.lead).chance_of_winning(solo, 0) is None  # no win head
    table = scenario(players=3, compound=["beacon", "dojo"], goods=2, metal=3).state
    assert LearnedValuation(LEARNED.lead, win=LEARNED.win,  # no head of games with rivals
                            rivals=LEARNED.rivals).chance_of_winning(table, 0) is None
    for level in ("easy", "medium", "hard"):  # the head saw insane's games only
        assert LEARNED.chance_of_winning(rules.setup(["strong"], level, 2), 0) is None


def test_a_finished_game_is_simply_won_or_lost() -> None:
    state = solo_position(6, 0)
    while state.phase != "over":
        rules.apply(state, rules.legal_actions(state)[0])
    assert state.machine is not None
    won = 1.0 if LEARNED.relative(state, 0) > 0.5 else 0.0
    assert LEARNED.chance_of_winning(state, 0) == won


def test_a_game_with_rivals_tells_each_seat_its_chance_from_its_own_head() -> None:
    """In a game of several players the chance is the rivals' win head's logit, shifted and
    scaled by RIVALS_WIN, each seat's from its own entries; and a finished game is won by
    its winner alone."""
    state = scenario(players=3, compound=["beacon", "dojo"], goods=2, metal=3).state
    assert LEARNED.rivals_win is not None
    shift, scale = RIVALS_WIN
    chances = []
    for seat in range(3):
        logit = sum(LEARNED.rivals_win[i] for i in LEARNED.entries(state, seat)) / 100
        chance = LEARNED.chance_of_winning(state, seat)
        assert chance == pytest.approx(sigmoid(shift + scale * logit))
        chances.append(chance)
    assert len(set(chances)) == 3 and all(0.0 < chance < 1.0 for chance in chances)
    game = new_game(["A", "B", "C"], seed=3)
    while not game.is_over:
        game.apply(game.legal_actions()[0])
    winners = game.outcome().winners
    for seat, name in enumerate(game.names):
        assert LEARNED.chance_of_winning(game.state, seat) == (winners == (name,))


def test_a_solo_value_is_the_fitted_one_plus_its_entries() -> None:
    tables = LearnedValuation(LEARNED.lead)  # without the strong bot's edge (below)
    for seed, actions in ((1, 0), (2, 5), (3, 12)):
        state = solo_position(seed, actions)
        expected = FITTED.value(state, 0) + sum(tables.lead[i] for i in
                                                tables.entries(state, 0))
        assert tables.value(state, 0) == pytest.approx(expected)
        assert tables.value(state, 0) != FITTED.value(state, 0)


def _changed(state, change: str):
    """Return a copy of a solo position with one thing of it changed."""
    changed = state.copy()
    player, machine = changed.players[0], changed.machine
    if change == "dice":
        player.dice = [die._replace(value=7 - die.value) for die in player.dice]
    elif change == "used":
        player.used = [*player.used, "mine"]
    elif change == "hand":
        player.hand = [*player.hand[1:], "beacon"]
    elif change == "compound":
        player.compound = [*player.compound, "dojo"]
    elif change in ("metal", "energy", "goods", "extra_dice", "specialist_dice"):
        setattr(player, change, getattr(player, change) + 1)
    elif change == "foreman":
        player.foreman = not player.foreman
    elif change == "end_round":
        changed.end_round = changed.round
    elif change == "machine_goods":
        machine.goods += 2
    elif change == "machine_compound":
        machine.compound = [*machine.compound, "obelisk"]
    return changed


@pytest.mark.parametrize("change", ["dice", "used", "hand", "compound", "metal", "energy",
                                    "goods", "extra_dice", "specialist_dice", "foreman",
                                    "end_round", "machine_goods", "machine_compound"])
def test_a_remembered_solo_value_is_the_one_worked_out_afresh(change: str) -> None:
    valuation = LearnedValuation(LEARNED.lead, edge=STRONG_EDGE)
    for seed, actions in ((1, 0), (2, 5), (3, 12), (5, 20)):
        state = solo_position(seed, actions)
        valuation.value(state, 0)
        valuation.value(state, 0, 2.0)
        changed = _changed(state, change)
        fresh = LearnedValuation(LEARNED.lead, edge=STRONG_EDGE)
        assert valuation.value(changed, 0) == fresh.value(changed, 0)
        assert valuation.value(changed, 0, 2.0) == fresh.value(changed, 0, 2.0)
    # The value does not read the dice or the cards used: a position changed only in those
    # meets the value remembered (each position's own and its value with 2 rounds left).
    if change in ("dice", "used"):
        assert len(valuation._values) == 8
    else:
        assert len(valuation._values) > 8


@pytest.mark.parametrize("change", ["dice", "hand", "metal", "rival_goods", "rival_compound",
                                    "rival_hand", "rival_metal"])
def test_a_remembered_value_with_rivals_is_the_one_worked_out_afresh(change: str) -> None:
    valuation = LearnedValuation(LEARNED.lead, rivals=LEARNED.rivals, rivals_unit=0.01)
    for seed, actions in ((1, 3), (2, 9), (3, 17)):
        state = rules.setup(["a", "b", "c"], None, seed)
        for _ in range(actions):
            rules.apply(state, rules.legal_actions(state)[-1])
        valuation.value(state, 0, 2.0)  # the rounds left given: a rival's goods move them
        changed = state.copy()
        player, rival = changed.players[0], changed.players[1]
        if change == "dice":
            player.dice = [die._replace(value=7 - die.value) for die in player.dice]
        elif change == "hand":
            player.hand = [*player.hand[1:], "beacon"]
        elif change == "metal":
            player.metal += 1
        elif change == "rival_goods":
            rival.goods += 3
        elif change == "rival_compound":
            rival.compound = [*rival.compound, "obelisk"]
        elif change == "rival_hand":
            rival.hand = [*rival.hand, "beacon"]
        else:
            rival.metal += 2
        fresh = LearnedValuation(LEARNED.lead, rivals=LEARNED.rivals, rivals_unit=0.01)
        assert valuation.value(changed, 0, 2.0) == fresh.value(changed, 0, 2.0)
    # Dice are not read; the player's belongings are, and a rival's goods and cards move
    # what the player sees of the rivals. (A rival's hand or metal may not: the strongest
    # rival's value is read, and only as others see it.)
    if change == "dice":
        assert len(valuation._values) == 3
    elif not change.startswith("rival") or change in ("rival_goods", "rival_compound"):
        assert len(valuation._values) == 6


def test_public_values_are_the_fitted_ones_and_games_of_several_players_read_their_tables(
        ) -> None:
    state = scenario(players=3, compound=["beacon", "dojo"], goods=2, metal=3).state
    for seat in range(3):
        assert LEARNED.value(state, seat, public=True) == FITTED.value(state, seat, public=True)
        assert LEARNED.value(state, seat) == pytest.approx(
            FITTED.value(state, seat) + LEARNED.rivals_unit * sum(
                LEARNED.rivals[i] for i in LEARNED.entries(state, seat)))
        assert LEARNED.value(state, seat) != FITTED.value(state, seat)
    solo = solo_position(4, 6)
    assert LEARNED.value(solo, 0, public=True) == FITTED.value(solo, 0, public=True)


def test_a_table_of_the_wrong_size_is_refused() -> None:
    with pytest.raises(ValueError, match=f"these features need {SIZE}"):
        LearnedValuation([0.0] * (SIZE - 1))
    with pytest.raises(ValueError, match=f"these features need {SIZE}"):
        LearnedValuation(LEARNED.lead, win=[0.0] * (SIZE + 1))


def test_everything_that_judges_thinks_with_the_learned_valuation() -> None:
    # The bot seats, Suggest and the coach make the strong bot; the review builds its own.
    assert make("strong", seed=1).valuation is LEARNED
    game = new_game(["ana"], seed=5, machine="insane")
    assert Review(game, "ana").bot.valuation is LEARNED


def test_a_settled_position_can_be_valued_as_counted() -> None:
    """Once a solo player's last work is done, its points are known: a valuation that does
    not correct settled positions values them as the fitted valuation counts them, and
    corrects every other position as before."""
    assert not LEARNED.correct_settled  # the strong bot's
    as_counted = LearnedValuation(LEARNED.lead, correct_settled=False)
    corrected = LearnedValuation(LEARNED.lead)
    state = rules.setup(["strong"], "insane", 4)
    while state.phase != "work":
        rules.apply(state, rules.legal_actions(state)[-1])
    assert corrected.value(state, 0) == pytest.approx(as_counted.value(state, 0))
    state.end_round = state.round  # the last round's work: nothing left to come after it
    assert as_counted.value(state, 0) == pytest.approx(FITTED.value(state, 0))
    assert corrected.value(state, 0) != pytest.approx(FITTED.value(state, 0))
    market = solo_position(4, 0)
    market.end_round = market.round  # the last round, its work still to come
    assert as_counted.value(market, 0) == pytest.approx(corrected.value(market, 0))
    assert as_counted.value(market, 0) != pytest.approx(FITTED.value(market, 0))


def test_the_strong_bot_s_edge_adds_points_by_the_rounds_left_in_solo_games_only() -> None:
    """The strong bot's edge over the play its tables learned from: added to a solo
    player's value for each whole round left after the one about to be worked, never to
    a game of several players."""
    tables = LearnedValuation(LEARNED.lead, rivals=LEARNED.rivals, rivals_unit=0.01)
    assert LEARNED.edge == STRONG_EDGE > 0
    solo = new_game(["A"], seed=5, machine="insane").state
    rounds = LEARNED.rounds_left(solo)
    assert rounds > 5
    assert LEARNED.relative(solo, 0) - tables.relative(solo, 0) == pytest.approx(
        STRONG_EDGE * rounds)
    last = solo.copy()
    last.end_round = last.round  # the last round: no whole round after it
    assert LEARNED.relative(last, 0) == pytest.approx(tables.relative(last, 0))
    table = new_game(["A", "B"], seed=5).state
    assert LEARNED.relative(table, 0) == tables.relative(table, 0)


def test_the_machine_s_pace_shortens_the_horizon_only_where_it_ends_the_game_sooner() -> None:
    """With ``pace``, the rounds left are at most those The Machine needs to reach the
    goods that end the game at its rate; without it (the shipped bot), the fitted ones."""
    paced = LearnedValuation(LEARNED.lead, pace=0.4)
    assert LEARNED.pace == 0.0
    state = new_game(["A"], seed=5, machine="insane").state
    assert paced.rounds_left(state) == pytest.approx(FITTED.rounds_left(state))  # far off
    assert state.machine is not None
    state.machine.goods = 10  # two goods from the end, at 0.4 a round or more
    assert FITTED.rounds_left(state) > 2
    assert paced.rounds_left(state) == pytest.approx(
        2 / (machine_rate(state.machine.compound) + 0.4))
    assert paced.value(state, 0) != pytest.approx(LEARNED.value(state, 0))
    state.end_round = state.round + 1  # a triggered end is known, whatever the pace
    assert paced.rounds_left(state) == LEARNED.rounds_left(state) == 1.0


def test_a_game_of_several_players_reads_the_leading_rival_where_solo_reads_the_machine(
        ) -> None:
    """With rival tables, a seat's entries read the rival with the most points in sight:
    the same position with another rival leading reads other entries; without them (the
    bot before issue #66), such games are valued as the fitted valuation values them."""
    rivals = LearnedValuation(LEARNED.lead, rivals=[0.01] * SIZE)
    state = scenario(players=3, compound=["beacon", "dojo"], goods=2, metal=3).state
    assert LearnedValuation(LEARNED.lead).value(state, 0) == FITTED.value(state, 0)
    assert rivals.value(state, 0) == pytest.approx(
        FITTED.value(state, 0) + 0.01 * len(rivals.entries(state, 0)))
    state.players[2].goods = 6
    assert leading_rival(state, 0) is state.players[2]
    leading_third = rivals.entries(state, 0)
    state.players[1].goods = 7
    assert leading_rival(state, 0) is state.players[1]
    assert rivals.entries(state, 0) != leading_third
    assert rivals.value(state, 1, public=True) == FITTED.value(state, 1, public=True)


def test_a_value_with_rivals_reads_exactly_the_entries_of_its_features() -> None:
    """The value of a game of several players, its groups' sums remembered, is the fitted
    value plus exactly the entries :func:`features` names, at every seat along a game."""
    rivals = [((i * 7919) % 201 - 100) / 100 for i in range(SIZE)]  # distinct, signed
    valuation = LearnedValuation(LEARNED.lead, rivals=rivals)
    state = new_game(["A", "B", "C", "D"], seed=8).state
    for _ in range(60):
        for seat in range(4):
            expected = FITTED.value(state, seat) + sum(rivals[i] for i in
                                                       valuation.entries(state, seat))
            assert valuation.value(state, seat) == pytest.approx(expected)
        rules.apply(state, rules.legal_actions(state)[0])


@pytest.mark.parametrize("players", [1, 4])
def test_a_turn_s_worth_is_the_relative_value_of_each_position_of_the_turn(players) -> None:
    """What a turn's search asks (:meth:`turn_worth`, the rivals read once at its start)
    is what :meth:`relative` says of every position the acting player reaches in the turn,
    with and without the tables of games with rivals, alone or at a table."""
    tables = [((i * 7919) % 201 - 100) / 100 for i in range(SIZE)]
    with_rivals = LearnedValuation(LEARNED.lead, rivals=tables)
    names = ["A", "B", "C", "D"][:players]
    state = new_game(names, seed=5, machine="insane" if players == 1 else None).state
    while state.phase != "work":
        rules.apply(state, rules.legal_actions(state)[0])
    seat = state.seat
    for valuation in (FITTED, LEARNED, with_rivals):
        rounds = valuation.rounds_left(state)
        worth = valuation.turn_worth(state, seat, rounds)
        position, steps = state.copy(), 0
        while position.phase == "work" and position.seat == seat and steps < 6:
            assert worth(position) == pytest.approx(valuation.relative(position, seat, rounds))
            moves = [action for action in rules.legal_actions(position) if action.kind != "end"]
            if not moves:
                break
            rules.apply(position, moves[0])
            steps += 1
        assert steps > 0
