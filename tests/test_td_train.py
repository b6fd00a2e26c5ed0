"""The learned valuation's training (research/td_train.py) and the ceiling's clairvoyant bot."""

from __future__ import annotations

import dataclasses
import json
import random
from pathlib import Path

import pytest
from scenario import scenario

from ffcore import rules
from ffcore.actions import Action
from ffcore.bots.features import SIZE
from ffcore.bots.fitted_valuation import FITTED
from ffcore.bots.steady import steady_plan
from ffcore.game import new_game
from ffcore.state import State
from research import average_tables, fit_strong, solo_trials, td_train
from research.clairvoyant import ClairvoyantBot
from research.ntuple import Network, Tables, TrainingValuation
from research.td_train import (
    Config,
    GameRecord,
    TrainingRun,
    apply_planned,
    blind,
    digest,
    generation,
    learn,
    load,
    new_run,
    play_game,
    save,
)

#: Small games, so that the tests stay fast.
QUICK = Config(games=2, nodes=20)


def position(seed: int = 3, actions: int = 6) -> State:
    """Return a solo position a few actions into a game (each the last legal action)."""
    state = rules.setup(["td"], "insane", seed)
    for _ in range(actions):
        rules.apply(state, rules.legal_actions(state)[-1])
    return state


def test_zero_tables_value_positions_as_the_fitted_valuation() -> None:
    learned = TrainingValuation(Tables())
    for actions in (0, 3, 6):
        state = position(actions=actions)
        assert learned.value(state, 0) == FITTED.value(state, 0)
        assert learned.relative(state, 0) == FITTED.relative(state, 0)


def test_tables_change_the_value_by_their_entries() -> None:
    tables = Tables()
    learned = TrainingValuation(tables)
    state = position()
    entries = learned.entries(state, 0)
    assert entries and all(0 <= i < SIZE for i in entries)
    tables.lead[entries[0]] = 2.5
    assert learned.value(state, 0) == pytest.approx(FITTED.value(state, 0) + 2.5)


def test_a_value_reads_exactly_its_entries() -> None:
    # The value's remembered sums by groups of entries add up to the sum of its entries.
    rng = random.Random(2)
    tables = Tables([rng.uniform(-1, 1) for _ in range(SIZE)], [0.0] * SIZE)
    learned = TrainingValuation(tables)
    built = scenario(compound=["beacon", "dojo", "robot", "power-plant"], goods=3, metal=4,
                     hand=["obelisk", "golem", "foundry"], dice=[2, 5], machine="insane",
                     players=1).state
    for state in (position(3, 0), position(4, 9), built, built):
        expected = FITTED.value(state, 0) + tables.lead_of(learned.entries(state, 0))
        assert learned.value(state, 0) == pytest.approx(expected)
    tables.update(learned.entries(state, 0), 1.0, 0.0, rate=1.0)  # forgets the sums
    expected = FITTED.value(state, 0) + tables.lead_of(learned.entries(state, 0))
    assert learned.value(state, 0) == pytest.approx(expected)


def test_an_update_moves_both_heads_toward_their_targets() -> None:
    tables = Tables()
    entries = TrainingValuation(tables).entries(position(), 0)
    lead, win = tables.lead_of(entries), tables.win_of(entries)
    tables.update(entries, 4.0 - lead, 1.0 - win, rate=0.1)
    assert 0 < tables.lead_of(entries) < 4.0
    assert tables.lead_of(entries) == pytest.approx(0.4)
    assert win < tables.win_of(entries) < 1.0


def test_lambda_returns_bootstrap_on_later_afterstates() -> None:
    # Two afterstates sharing no entries; the later one predicts a lead of 10.
    tables = Tables()
    tables.lead[1] = 10.0
    record = GameRecord(0, [([0], 0.0), ([1], 0.0)], lead=0, rounds=2)
    learn(tables, record, dataclasses.replace(QUICK, lam=0.0, rate=1.0))
    assert tables.lead[1] == pytest.approx(0.0)  # the last one: moved all the way to 0
    assert tables.lead[0] == pytest.approx(10.0)  # the first: to the next one's value
    tables = Tables()
    tables.lead[1] = 10.0
    learn(tables, record, dataclasses.replace(QUICK, lam=1.0, rate=1.0))
    assert tables.lead[0] == pytest.approx(0.0)  # λ = 1: to the final lead


def test_blind_keeps_what_is_public_and_deals_the_hidden_order_anew() -> None:
    state = position()
    twin = blind(state, random.Random(1))
    assert sorted(twin.deck) == sorted(state.deck) and twin.deck != state.deck
    assert twin.market == state.market and twin.players[0].hand == state.players[0].hand
    assert blind(state, random.Random(1)).deck == twin.deck


def test_a_training_game_is_the_same_twice_and_records_each_round_twice() -> None:
    valuation = TrainingValuation(Tables())
    [first] = play_game(valuation, QUICK, 10_000_000)
    assert play_game(valuation, QUICK, 10_000_000) == [first]
    assert len(first.afterstates) == 2 * first.rounds  # a round's start, its work turn's end


def test_a_game_with_rivals_is_learnt_from_at_every_seat() -> None:
    """A run with rivals plays games of 2 to N players in turn, seed by seed; each seat is
    learnt from (its round starts and work turns' ends) toward its lead over the strongest
    of the others, read by features of the leading rival where The Machine was."""
    with_rivals = dataclasses.replace(QUICK, rivals=5)
    tables = Tables()
    valuation = TrainingValuation(tables, rivals=True)
    assert [td_train.seats_of(with_rivals, seed) for seed in range(4)] == [2, 3, 4, 5]
    records = play_game(valuation, with_rivals, 10_000_001)  # three players
    assert len(records) == 3
    assert records == play_game(valuation, with_rivals, 10_000_001)
    leads = [record.lead for record in records]
    assert max(leads) >= 0 and sorted(leads)[-2] == -max(leads)  # the best against the next
    for record in records:
        assert len(record.afterstates) == 2 * record.rounds
    # A seat's value is the fitted one plus its entries in the rival tables; what rivals
    # see of it (its public value) stays the fitted one.
    state = new_game(["A", "B", "C"], seed=4).state
    entries, _lead = valuation.afterstate(state, 1)
    assert len(set(entries)) == len(entries)
    assert valuation.value(state, 1) == pytest.approx(FITTED.value(state, 1))
    tables.update(entries, 3.0 * len(entries) / 0.05, 0.0, 0.05)  # +3 points each
    assert valuation.value(state, 1) == pytest.approx(FITTED.value(state, 1) + 3.0 * len(entries))
    assert valuation.value(state, 1, public=True) == FITTED.value(state, 1, public=True)


def test_a_training_game_may_make_its_market_choices_by_a_search() -> None:
    """With market deals, the strong bot's market search makes the market choices: the same
    twice, and not always the steady policy's."""
    valuation = TrainingValuation(Tables())
    searched = dataclasses.replace(QUICK, market_deals=2, market_candidates=3)
    [first] = play_game(valuation, searched, 10_000_000)
    assert play_game(valuation, searched, 10_000_000) == [first]
    steady = [play_game(valuation, QUICK, seed)[0] for seed in (10_000_000, 10_000_001)]
    assert [first, play_game(valuation, searched, 10_000_001)[0]] != steady


def test_a_training_game_may_plan_its_work_turns_past_rolls_and_draws() -> None:
    """With ``chance``, each work turn is planned on past its rolls and draws as the strong
    bot's is: the same game twice, plans that differ from those that stop at a draw, and the
    settings' names of earlier runs kept."""
    valuation = TrainingValuation(Tables())
    planning = dataclasses.replace(QUICK, chance=2)
    [first] = play_game(valuation, planning, 10_000_000)
    assert play_game(valuation, planning, 10_000_000) == [first]
    assert "chance" not in td_train.settings_of(QUICK)
    assert td_train.settings_of(planning)["chance"] == 2
    differ = 0
    for seed in range(3):
        game = new_game(["td"], seed=seed, machine="insane")
        chooser = random.Random(seed)
        while not game.is_over and game.state.round <= 4:
            state = game.state
            if state.phase == "work" and state.step == "work" and state.player.unplaced():
                plain = td_train.policy_plan(state.copy(), valuation, QUICK)
                assert plain == steady_plan(state.copy(), valuation, QUICK.nodes)
                differ += td_train.policy_plan(state.copy(), valuation, planning) != plain
            game.apply(chooser.choice(game.legal_actions()))
    assert differ


def test_a_run_may_begin_from_another_runs_tables(tmp_path: Path) -> None:
    earlier = TrainingRun(QUICK, Tables())
    generation(earlier)
    save(earlier, tmp_path / "earlier.json")
    begun = new_run({"games": 2, "nodes": 20}, tmp_path / "earlier.json")
    assert begun.tables.lead == earlier.tables.lead and begun.tables.win == earlier.tables.win
    assert (begun.generation, begun.games) == (0, 0)
    assert len(begun.config.init) == 16 and new_run({"games": 2}).config.init == ""
    save(begun, tmp_path / "latest.json")
    assert load(tmp_path / "latest.json").config == begun.config


def test_a_resumed_run_learns_exactly_what_an_unbroken_one_does(tmp_path: Path) -> None:
    unbroken = TrainingRun(QUICK, Tables())
    generation(unbroken)
    generation(unbroken)
    broken = TrainingRun(QUICK, Tables())
    generation(broken)
    save(broken, tmp_path / "latest.json")
    resumed = load(tmp_path / "latest.json")
    generation(resumed)
    assert resumed.tables.lead == unbroken.tables.lead
    assert resumed.tables.win == unbroken.tables.win
    assert (resumed.generation, resumed.games) == (2, 4)
    assert [dict(g, seconds=0) for g in resumed.history] == \
        [dict(g, seconds=0) for g in unbroken.history]
    assert any(weight != 0 for weight in resumed.tables.lead)
    assert [path.name for path in tmp_path.iterdir()] == ["latest.json"]  # nothing partial


def test_a_compressed_checkpoint_holds_the_same_run_and_digest(tmp_path: Path) -> None:
    """Runs commit their compressed checkpoint; it reads back as the run it was, with the
    digest of the same checkpoint uncompressed (which its history's timings do not change),
    and the same run writes the same bytes."""
    run = TrainingRun(QUICK, Tables())
    generation(run)
    save(run, tmp_path / "latest.json")
    save(run, tmp_path / "latest.json.gz")
    packed = (tmp_path / "latest.json.gz").read_bytes()
    assert len(packed) < (tmp_path / "latest.json").stat().st_size // 2
    resumed = load(tmp_path / "latest.json.gz")
    assert (resumed.tables.lead, resumed.tables.win) == (run.tables.lead, run.tables.win)
    assert resumed.history == run.history
    assert digest(tmp_path / "latest.json.gz") == digest(tmp_path / "latest.json")
    save(run, tmp_path / "latest.json.gz")
    assert (tmp_path / "latest.json.gz").read_bytes() == packed
    run.history[0]["seconds"] += 1  # the same run played again, on another machine
    save(run, tmp_path / "again.json")
    assert digest(tmp_path / "again.json") == digest(tmp_path / "latest.json")
    run.tables.lead[0] += 0.01
    save(run, tmp_path / "other.json")
    assert digest(tmp_path / "other.json") != digest(tmp_path / "latest.json")
    (tmp_path / "latest.json.gz").write_bytes(packed[: len(packed) // 2])
    with pytest.raises(ValueError, match="not a checkpoint"):
        load(tmp_path / "latest.json.gz")


def test_checkpoints_average_entry_by_entry_into_one_that_loads(tmp_path: Path) -> None:
    """research/average_tables.py: the mean of a run's kept checkpoints, both heads, with
    the last one's settings; rounded to hundredths as shipping rounds them if asked."""
    run = TrainingRun(QUICK, Tables())
    kept = []
    for _ in range(3):
        generation(run)
        kept.append(TrainingRun(run.config, run.tables.copy(), run.generation, run.games))
    mean = average_tables.average(kept, ["a", "b", "c"])
    for i in range(SIZE):
        assert mean.tables.lead[i] == pytest.approx(sum(k.tables.lead[i] for k in kept) / 3)
        assert mean.tables.win[i] == pytest.approx(sum(k.tables.win[i] for k in kept) / 3)
    assert mean.tables.lead != kept[-1].tables.lead  # the tables did move between them
    assert (mean.config, mean.generation, mean.games) == (QUICK, 3, 6)
    save(mean, tmp_path / "mean.json.gz")
    assert load(tmp_path / "mean.json.gz").tables.lead == mean.tables.lead
    rounded = average_tables.average(kept, ["a", "b", "c"], hundredths=True)
    assert all(abs(value * 100 - round(value * 100)) < 1e-9 for value in rounded.tables.lead)
    assert max(abs(r - m) for r, m in zip(rounded.tables.lead, mean.tables.lead,
                                          strict=True)) <= 0.005 + 1e-12
    scaled = average_tables.average(kept, ["a", "b", "c"], scale=0.8)
    assert scaled.tables.lead == pytest.approx([0.8 * value for value in mean.tables.lead])
    assert scaled.tables.win == mean.tables.win  # the win head is not scaled
    assert scaled.history[-1]["lead scaled by"] == 0.8
    other = TrainingRun(dataclasses.replace(QUICK, rivals=5), Tables())
    with pytest.raises(ValueError, match="kinds of game"):
        average_tables.average([*kept, other], ["a", "b", "c", "d"])


def test_a_run_keeps_the_mean_of_its_kept_checkpoints_beside_them(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The kept copies stay on the machine that played them; the mean a trial needs is
    written beside the run's latest checkpoint, as average_tables.py takes it, and a
    generation played again after a stop is not counted twice."""
    command = ["td_train", "--dir", str(tmp_path), "--games", "2", "--nodes", "20",
               "--keep-every", "2"]
    monkeypatch.setattr("sys.argv", [*command, "--generations", "4"])
    assert td_train.main() == 0
    kept = [load(tmp_path / f"gen-{g:05d}.json.gz") for g in (2, 4)]
    mean = load(tmp_path / td_train.KEPT_MEAN)
    expected = average_tables.average(kept, ["2", "4"])
    assert mean.tables.lead == pytest.approx(expected.tables.lead, abs=1e-12)
    assert mean.tables.win == pytest.approx(expected.tables.win, abs=1e-12)
    assert mean.tables.lead != kept[-1].tables.lead
    assert mean.history == [{"averaged": ["gen-00002.json.gz", "gen-00004.json.gz"],
                             "hundredths": False}]
    assert td_train.with_kept(mean, kept[-1], "gen-00004.json.gz") is mean
    (tmp_path / "gen-00002.json.gz").unlink()  # the copies lost with a machine
    monkeypatch.setattr("sys.argv", [*command, "--generations", "6"])
    assert td_train.main() == 0
    grown = load(tmp_path / td_train.KEPT_MEAN)
    last = load(tmp_path / "gen-00006.json.gz")
    assert grown.history[0]["averaged"][-1] == "gen-00006.json.gz"
    assert grown.tables.lead == pytest.approx(
        [(2 * held + new) / 3 for held, new in zip(mean.tables.lead, last.tables.lead,
                                                   strict=True)], abs=1e-12)
    assert (grown.generation, grown.games) == (6, 12)


def test_a_checkpoint_of_other_features_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "latest.json"
    save(TrainingRun(QUICK, Tables()), path)
    data = json.loads(path.read_text())
    data["size"] = SIZE + 1
    path.write_text(json.dumps(data))
    with pytest.raises(ValueError, match="other features"):
        load(path)


def test_the_clairvoyant_bot_deals_the_true_state() -> None:
    game = new_game(["strong"], seed=5, machine="insane")
    bot = ClairvoyantBot(1, plan_nodes=50)
    with pytest.raises(ValueError, match="state first"):
        bot.choose(game.view("strong"))
    bot.see(game.state)
    decision = bot.decision(game.view("strong"))
    dealt = decision.sample()
    assert dealt.deck == game.state.deck
    assert dealt.rng.getstate() == game.state.rng.getstate()
    assert bot.choose(game.view("strong")) in rules.legal_actions(game.state)


def test_a_recorded_game_is_rebuilt_into_the_afterstates_training_notes(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """research/fit_strong.py rebuilds a game recorded as action texts
    (research/strong_games.py) into the afterstates a training game notes as it plays."""
    played: list[str] = []

    def noting(state: State, action: Action, pending: list[Action]) -> list[Action]:
        played.append(str(action))
        return apply_planned(state, action, pending)

    monkeypatch.setattr(td_train, "apply_planned", noting)
    [game] = play_game(TrainingValuation(Tables()), QUICK, 10_000_000)
    rebuilt = fit_strong.afterstates({"name": td_train.PLAYER, "level": QUICK.level,
                                      "seed": game.seed, "actions": played, "lead": game.lead})
    assert [entries for entries, _ in rebuilt.afterstates] == \
        [entries for entries, _ in game.afterstates]
    assert [fitted for _, fitted in rebuilt.afterstates] == \
        pytest.approx([fitted for _, fitted in game.afterstates])
    assert len(game.afterstates) == 2 * game.rounds


def test_a_turn_s_worth_reads_the_tables_as_they_stand_after_an_update() -> None:
    """A work turn's worth, asked before any value of the new tables, must not answer from
    what was remembered of the old (training with rivals plans turns that way)."""
    state = scenario(players=3, compound=["beacon", "dojo"], goods=2, metal=3).state
    tables = Tables()
    valuation = TrainingValuation(tables, rivals=True)
    rounds = valuation.rounds_left(state)
    before = valuation.turn_worth(state, state.seat, rounds)(state)
    tables.update(valuation.entries(state, state.seat), 4.0, 0.0, 1.0)
    after = valuation.turn_worth(state, state.seat, rounds)(state)
    fresh = TrainingValuation(tables, rivals=True).turn_worth(state, state.seat, rounds)(state)
    assert after == fresh != before


def test_coherence_shrinks_the_step_of_an_entry_whose_errors_cancel_out() -> None:
    """Temporal coherence: the first step is the constant rate's; errors of one sign keep the
    whole step, errors that cancel out shrink it."""
    steady, coherent = Tables(), Tables(coherence=())
    for tables in (steady, coherent):
        tables.update([0, 1], 2.0, 0.0, rate=0.5)
    assert coherent.lead[:2] == steady.lead[:2] == [0.5, 0.5]
    for tables in (steady, coherent):
        tables.update([0], 2.0, 0.0, rate=0.5)
        tables.update([1], -2.0, 0.0, rate=0.5)
    assert coherent.lead[0] == steady.lead[0] == pytest.approx(1.5)  # one sign: whole step
    assert coherent.lead[1] == steady.lead[1] == pytest.approx(-0.5)  # its sums now cancel
    for tables in (steady, coherent):
        tables.update([1], -2.0, 0.0, rate=0.5)
    assert steady.lead[1] == pytest.approx(-1.5)
    assert coherent.lead[1] == pytest.approx(-0.5)  # no step at all
    coherent.update([1], -2.0, 0.0, rate=0.5)
    assert coherent.lead[1] == pytest.approx(-0.5 - 1.0 / 3)  # |-2| / 6: a third of it
    assert coherent.win == [0.0] * SIZE and coherent.coherence is not None
    assert coherent.coherence[2][0] == 0.0 and coherent.coherence[1][1] == 8.0


def stopped_and_unbroken(config: Config,
                         checkpoint: Path) -> tuple[TrainingRun, TrainingRun, TrainingRun]:
    """Return a new run of ``config`` after two generations; the same run stopped after one
    and written to ``checkpoint``; and that checkpoint read back, to be resumed."""
    unbroken = new_run(dataclasses.asdict(config))
    generation(unbroken)
    generation(unbroken)
    broken = new_run(dataclasses.asdict(config))
    generation(broken)
    save(broken, checkpoint)
    return unbroken, broken, load(checkpoint)


def test_a_coherent_run_keeps_its_sums_through_a_checkpoint(tmp_path: Path) -> None:
    """A resumed run with coherence learns what an unbroken one does; its settings are named
    as before for the runs without it."""
    config = dataclasses.replace(QUICK, coherence=True)
    unbroken, broken, resumed = stopped_and_unbroken(config, tmp_path / "latest.json.gz")
    assert resumed.tables.coherence == broken.tables.coherence is not None
    generation(resumed)
    assert resumed.tables.lead == unbroken.tables.lead
    assert resumed.tables.win == unbroken.tables.win
    assert "coherence" not in td_train.settings_of(QUICK)
    assert td_train.settings_of(config)["coherence"] is True


def test_a_new_network_adds_nothing_and_a_value_reads_its_entries_whole() -> None:
    """A run's network starts with its output weights at zero, so it plays as its tables;
    once it adds something, the value's sums by groups of entries give what the network
    makes of the position's entries read whole."""
    rng = random.Random(5)
    lead = [rng.uniform(-1, 1) for _ in range(SIZE)]
    network = Network(8, seed=1)
    with_network = TrainingValuation(Tables(lead, network=network))
    alone = TrainingValuation(Tables(lead))
    built = scenario(compound=["beacon", "dojo", "robot", "power-plant"], goods=3, metal=4,
                     hand=["obelisk", "golem", "foundry"], dice=[2, 5], machine="insane",
                     players=1).state
    for state in (position(3, 0), position(4, 9), built):
        assert with_network.value(state, 0) == alone.value(state, 0)
    network.w2 = [rng.gauss(0.0, 1.0) for _ in range(8)]
    network.b1 = [rng.gauss(0.0, 0.2) for _ in range(8)]
    with_network.forget()
    for state in (position(3, 0), position(4, 9), built, built):
        entries = with_network.entries(state, 0)
        added = network.of(entries)
        assert added != 0.0
        assert with_network.value(state, 0) == pytest.approx(alone.value(state, 0) + added)
        assert Tables(lead, network=network).lead_of(entries) == pytest.approx(
            sum(lead[i] for i in entries) + added)


def test_a_network_s_update_moves_its_output_toward_the_target() -> None:
    network = Network(8, seed=2)
    network.w2 = [0.5] * 8
    entries = TrainingValuation(Tables()).entries(position(), 0)
    before = network.of(entries)
    for _ in range(50):
        network.update(entries, 3.0 - network.of(entries), rate=0.01)
    assert before < network.of(entries) < 3.0 + 1e-9
    assert abs(3.0 - network.of(entries)) < abs(3.0 - before) / 2
    frozen = Network(8, seed=2)  # no rate, no change
    frozen.update(entries, 5.0, rate=0.0)
    assert frozen.to_json() == Network(8, seed=2).to_json()


def test_a_run_with_a_network_learns_it_and_keeps_it_through_a_checkpoint(
        tmp_path: Path) -> None:
    """With the tables held (rate 0) only the network learns; a resumed run learns what an
    unbroken one does; a trial plays the checkpoint's network; runs without one are named
    as before."""
    config = dataclasses.replace(QUICK, rate=0.0, hidden=4, network_rate=0.01)
    unbroken, broken, resumed = stopped_and_unbroken(config, tmp_path / "latest.json.gz")
    assert resumed.tables.network is not None and broken.tables.network is not None
    assert resumed.tables.network.to_json() == broken.tables.network.to_json()
    generation(resumed)
    assert unbroken.tables.network is not None
    assert resumed.tables.network.to_json() == unbroken.tables.network.to_json()
    assert any(resumed.tables.network.w2) and resumed.tables.lead == [0.0] * SIZE
    # A checkpoint's digest names its network too.
    save(resumed, tmp_path / "latest.json.gz")
    resumed.tables.network.b2 += 1.0
    save(resumed, tmp_path / "changed.json.gz")
    assert digest(tmp_path / "changed.json.gz") != digest(tmp_path / "latest.json.gz")
    valuation = solo_trials.valuation_of(FITTED.weights, str(tmp_path / "latest.json.gz"))
    assert isinstance(valuation, TrainingValuation)
    assert valuation.tables.network is not None
    assert "hidden" not in td_train.settings_of(QUICK)
    assert td_train.settings_of(config)["hidden"] == 4
