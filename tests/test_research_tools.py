"""Research tools: trial logs shared and pooled (research/solo_trials.py, pooled.py,
ceiling.py), plain or compressed (research/logs.py), estimates against results
(research/win_spread.py), how recorded games ended (research/game_ends.py)."""

from __future__ import annotations

import argparse
import gzip
import json
from pathlib import Path

import pytest

from ffcore.bots import strong
from ffcore.bots.fitted_valuation import FITTED
from ffcore.bots.learned import LEARNED
from ffcore.cards import COMPOUND_TRIGGER
from research import decision_costs
from research.ceiling import report, strong_games_from
from research.game_ends import CARDS, GOODS, LAST_ROUND, MACHINE, TRIGGERING, ending
from research.game_ends import report as ends_report
from research.logs import located, open_log, read_lines
from research.pooled import paired, paired_games
from research.solo_trials import (
    NO_TABLES,
    games_as_it_is,
    logged_trial,
    longest_decision,
    read_log,
    shipped_bot,
    sign_test,
    valuation_of,
    wins_apart,
)
from research.win_spread import MOST_ROUNDS, estimates


def write_log(path: Path, budget: dict[str, int], rows: list[tuple[int, str, float]],
              shipped: str = "abc") -> Path:
    setting = {"bot": "strong", "opponents": "insane", "budget": budget, "weights": {},
               "learned": None, "shipped": shipped}
    return write_trial_log(path, setting, rows)


def write_trial_log(path: Path, setting: dict[str, object],
                  rows: list[tuple[int, str, float]]) -> Path:
    lines = [json.dumps({"setting": setting})]
    lines += [json.dumps({"seed": seed, "side": side, "result": [lead, 1.0, 10, float(lead > 0)]})
              for seed, side, lead in rows]
    path.write_text("\n".join(lines) + "\n{\"seed\": 9")  # a last line cut off by a stop
    return path


def test_logs_of_the_same_bot_pool_their_games_as_it_is(tmp_path: Path) -> None:
    one = write_log(tmp_path / "a.jsonl", {"samples": 8},
                    [(1, "as it is", 2), (1, "changed", -3), (2, "as it is", -1)])
    two = write_log(tmp_path / "b.jsonl", {"race": 4}, [(3, "changed", 5), (3, "as it is", 0)])
    pooled = games_as_it_is([one, two])
    assert {seed: result[0] for seed, result in pooled.items()} == {1: 2, 2: -1, 3: 0}


def test_a_log_of_another_bot_as_it_is_is_refused(tmp_path: Path) -> None:
    one = write_log(tmp_path / "a.jsonl", {}, [(1, "as it is", 2)])
    other = write_log(tmp_path / "b.jsonl", {}, [(2, "as it is", 1)], shipped="def")
    with pytest.raises(SystemExit, match="another bot"):
        games_as_it_is([one, other])


def test_a_budget_the_pinned_choices_miss_still_tells_the_shipped_bots_apart(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The last round's deals change no pinned choice, but a log of the bot with other
    deals there is another bot's: it is neither resumed nor pooled as the shipped one's."""
    shipped = shipped_bot()
    monkeypatch.setattr(strong, "SOLO_LAST_SAMPLES", strong.SOLO_LAST_SAMPLES + 1)
    assert shipped_bot() != shipped
    monkeypatch.undo()
    assert shipped_bot() == shipped


def test_a_compressed_log_is_read_resumed_and_pooled_as_a_plain_one(tmp_path: Path) -> None:
    """A finished log is committed as NAME.jsonl.gz: a command that names NAME.jsonl still
    reads it, and appends to it; an append torn by a stop loses only what it was writing."""
    plain = write_log(tmp_path / "a.jsonl", {}, [(1, "as it is", 2), (2, "as it is", -1)])
    packed = tmp_path / "a.jsonl.gz"
    packed.write_bytes(gzip.compress(plain.read_bytes()))
    plain.unlink()
    assert located(plain) == packed and located(tmp_path / "b.jsonl") == tmp_path / "b.jsonl"
    assert read_log(plain) == read_log(packed) and len(read_log(plain)) == 3
    assert games_as_it_is([plain]) == games_as_it_is([packed])

    def row(seed: int) -> str:
        return "\n" + json.dumps({"seed": seed, "side": "as it is", "result": [4, 1, 10, 1]})

    with open_log(plain, "a") as out:  # a second gzip member, read on as one stream
        out.write(row(3))
    assert sorted(games_as_it_is([plain])) == [1, 2, 3]
    whole = packed.read_bytes()
    with open_log(packed, "a") as out:
        out.write(row(4))
    packed.write_bytes(packed.read_bytes()[:len(whole) + 12])  # the writer stopped mid-member
    assert sorted(games_as_it_is([packed])) == [1, 2, 3]
    assert read_lines(tmp_path / "none.jsonl") == []


def test_a_log_s_paired_figures_read_again_whatever_bot_played_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``pooled.py --paired``: both versions on the seeds both finished, in seed order, and
    the gain and games won apart as the trial printed them, from a log of any bot."""
    log = write_log(tmp_path / "old.jsonl", {"samples": 8},
                    [(2, "changed", 3), (1, "as it is", -1), (2, "as it is", 1),
                     (1, "changed", 1), (3, "as it is", 5)], shipped="an earlier bot")
    base, changed = paired_games(log)
    assert [game[0] for game in base] == [-1, 1] and [game[0] for game in changed] == [1, 3]
    paired(log)
    printed = capsys.readouterr().out
    assert "gain: +2.00 ± 0.00 points a game (2 paired games)" in printed
    assert "games won only changed: 1, only as it is: 0" in printed
    (tmp_path / "ceiling.jsonl").write_text(json.dumps({"bot": "strong", "seed": 1}) + "\n")
    with pytest.raises(SystemExit, match="is not a research/solo_trials"):
        paired_games(tmp_path / "ceiling.jsonl")


def test_a_game_gives_an_estimate_at_each_rounds_start_and_its_final_lead() -> None:
    seen = estimates(("steady", "insane", 40_000))
    rounds = [left for left, _, _ in seen]
    assert len(seen) >= 5 and rounds == sorted(rounds, reverse=True)
    assert rounds[-1] == 0 and all(0 <= left <= MOST_ROUNDS for left in rounds)
    assert len({final for _, _, final in seen}) == 1  # one game, one result
    assert len({estimate for _, estimate, _ in seen}) > 1


class Serial:
    """A pool that plays its games one after the other, here."""

    imap_unordered = staticmethod(map)


def test_a_trial_takes_the_games_as_it_is_that_another_log_has(tmp_path: Path) -> None:
    """Seeds 1 and 2 of the bot as it is come from another trial's log (its made-up leads
    kept: nothing played them again); only seed 3's and the changed games are played."""
    args = argparse.Namespace(bot="steady-fitted", seats=1, level="insane", seed=1, games=3,
                              log=str(tmp_path / "new.jsonl"), as_it_is_from=[], edge=None,
                              settled=None)
    other = tmp_path / "other.jsonl"
    logged_trial(Serial(), argparse.Namespace(**{**vars(args), "games": 0, "log": str(other)}),
                 {}, FITTED.weights, NO_TABLES)
    setting = read_log(other)[0]["setting"]
    write_trial_log(other, setting, [(1, "as it is", 99), (2, "as it is", 98), (2, "changed", 0)])
    args.as_it_is_from = [str(other)]
    base, changed = logged_trial(Serial(), args, {}, FITTED.weights, NO_TABLES)
    assert [game[0] for game in base[:2]] == [99, 98] and abs(base[2][0]) < 40
    assert len(changed) == 3
    assert {row["side"] for row in read_log(Path(args.log))[1:]} == {"as it is", "changed"}
    args.as_it_is_from = [str(write_log(tmp_path / "else.jsonl", {}, [], shipped="other"))]
    with pytest.raises(SystemExit, match="another bot"):
        logged_trial(Serial(), args, {}, FITTED.weights, NO_TABLES)


def test_a_logged_trial_of_nothing_changed_plays_the_bot_as_it_is_alone(tmp_path: Path) -> None:
    """A measurement of the shipped bot: its games only, which a later trial shares."""
    args = argparse.Namespace(bot="steady-fitted", seats=1, level="insane", seed=1, games=2,
                              log=str(tmp_path / "alone.jsonl"), as_it_is_from=[], edge=None,
                              settled=None)
    base, changed = logged_trial(Serial(), args, {}, FITTED.weights, None)
    assert len(base) == 2 and changed == []
    rows = read_log(Path(args.log))[1:]
    assert {row["side"] for row in rows} == {"as it is"}
    # Each game's longest decision is logged: a part of its time, no more than all of it.
    assert all(0 < row["longest"] <= row["result"][1] + 0.001 for row in rows)
    longest = max((row["longest"], row["seed"]) for row in rows)
    assert longest_decision(Path(args.log), "as it is") == longest
    assert longest_decision(Path(args.log), "changed") is None
    later = argparse.Namespace(**{**vars(args), "log": str(tmp_path / "later.jsonl"),
                                  "as_it_is_from": [args.log]})
    again, changed = logged_trial(Serial(), later, {}, FITTED.weights, NO_TABLES)
    assert again == base and len(changed) == 2


def test_a_trial_of_another_edge_plays_the_shipped_tables_with_it(tmp_path: Path) -> None:
    """``--edge``: the change is the strong bot's edge alone (0: the bot before it had one)."""
    assert valuation_of(FITTED.weights, None) is LEARNED
    none = valuation_of(FITTED.weights, None, 0.0)
    assert none.edge == 0.0 and none.lead is LEARNED.lead
    args = argparse.Namespace(bot="steady-fitted", seats=1, level="insane", seed=1, games=1,
                              log=str(tmp_path / "edge.jsonl"), as_it_is_from=[], edge=0.0,
                              settled=None)
    base, changed = logged_trial(Serial(), args, {}, FITTED.weights, None)
    assert len(base) == len(changed) == 1
    assert read_log(Path(args.log))[0]["setting"]["edge"] == 0.0


def test_a_trial_of_settled_positions_valued_as_counted_records_it(tmp_path: Path) -> None:
    """``--settled fitted``: the change values a settled position without the tables'
    correction; the log says so, so that it never resumes another trial."""
    counted = valuation_of(FITTED.weights, None, None, False)
    assert not counted.correct_settled and counted.edge == LEARNED.edge
    assert counted.lead is LEARNED.lead
    args = argparse.Namespace(bot="steady-fitted", seats=1, level="insane", seed=1, games=1,
                              log=str(tmp_path / "settled.jsonl"), as_it_is_from=[],
                              edge=None, settled="fitted")
    base, changed = logged_trial(Serial(), args, {}, FITTED.weights, None)
    assert len(base) == len(changed) == 1
    assert read_log(Path(args.log))[0]["setting"]["settled"] == "fitted"
    args.settled = "tables"
    with pytest.raises(SystemExit, match="another trial"):
        logged_trial(Serial(), args, {}, FITTED.weights, None)


def test_a_ceiling_pairs_the_clairvoyant_bot_with_the_shipped_bot_s_trial_games(
        tmp_path: Path) -> None:
    """``ceiling.py --strong-from``: the shipped strong bot's games come from a trial log;
    a clairvoyant game pairs with them only if it thought with the valuation asked for
    (results that name none were played with the fitted one)."""
    log = write_log(tmp_path / "shipped.jsonl", {}, [(1, "as it is", -2), (2, "as it is", 3)],
                    shipped=shipped_bot())
    strong = strong_games_from([log], "insane")
    assert {game["seed"]: (game["lead"], game["won"]) for game in strong} == {
        1: (-2, False), 2: (3, True)}

    def seer(seed: int, lead: int, **valuation: str) -> dict[str, object]:
        return {"bot": "clairvoyant", "level": "insane", "seed": seed, "budget": {},
                "lead": lead, "won": lead > 0, "score": 30, "machine": 30 - lead,
                "seconds": 1.0, "decisions": 10, **valuation}

    results = [*strong, seer(1, 4, valuation="learned"), seer(2, 5)]
    learned = report(results, "insane", range(1, 3), {}, "learned")
    assert learned.startswith("1 paired games") and "+6.00" in learned
    assert report(results, "insane", range(1, 3), {}, "fitted").startswith("1 paired games")
    with pytest.raises(SystemExit, match="another bot"):
        strong_games_from([write_log(tmp_path / "old.jsonl", {}, [(1, "as it is", 0)])],
                          "insane")


#: The shipped strong bot's recorded games (research/strong_games.py), committed compressed.
STRONG_GAMES = Path(__file__).resolve().parents[1] / "research" / "games" / \
    "strong-towin-insane-20004000.jsonl.gz"


def test_a_recorded_game_s_end_is_told_by_who_triggered_it() -> None:
    """The Machine's twelfth good, the player's tenth card or twelfth good: each of the first
    dozen recorded games is put down to the one that ended it (as its log's end-triggered
    event and the player's compound say), and the rounds-left estimates stop at the trigger."""
    records = [json.loads(line) for line in read_lines(STRONG_GAMES)[:12]]
    endings = [ending(record) for record in records]
    assert [end.by for end in endings[:3]] == [MACHINE, CARDS, GOODS]
    for end, record in zip(endings, records, strict=True):
        assert end.seed == record["seed"] and end.lead == record["lead"]
        rounds = [round_ for round_, _ in end.estimates]
        assert rounds == list(range(1, len(rounds) + 1)) and rounds[-1] <= end.triggered
        assert end.last == end.triggered + 1
        assert all(estimate >= 1.0 for _, estimate in end.estimates)
        # A work turn of the player's each round, its end valued; the one that ended the game
        # told apart where the player ended it, and none where The Machine did.
        assert [round_ for round_, _, _ in end.turn_ends] == list(range(1, end.last + 1))
        kinds = [end.turn_kind(round_, cards) for round_, cards, _ in end.turn_ends]
        assert kinds.count(TRIGGERING) == (0 if end.by == MACHINE else 1)
        assert kinds[-1] == LAST_ROUND and kinds.count(LAST_ROUND) == 1
        if end.by == CARDS:  # read at the turn's end: the tenth card is built
            assert end.turn_ends[kinds.index(TRIGGERING)][1] >= COMPOUND_TRIGGER
    table = ends_report(endings)
    machine = sum(1 for end in endings if end.by == MACHINE)
    assert f"| {MACHINE} | {machine} (" in table and "| all | " in table
    assert f"| {TRIGGERING} | {12 - machine} | " in table and f"| {LAST_ROUND} | 12 | " in table


def test_a_trial_of_a_checkpoint_plays_its_horizon_or_its_tables_with_rivals(
        tmp_path: Path) -> None:
    """``--learned``: a run's pace comes with its tables; a run with rivals changes the
    tables of games of several players alone, solo games keeping the shipped ones."""
    from research.ntuple import Tables
    from research.td_train import Config, TrainingRun, save

    paced, with_rivals = tmp_path / "paced.json.gz", tmp_path / "rivals.json.gz"
    tables = Tables([0.5] * len(LEARNED.lead))
    save(TrainingRun(Config(pace=0.4), tables), paced)
    save(TrainingRun(Config(rivals=5), tables), with_rivals)
    solo = valuation_of(FITTED.weights, str(paced))
    assert solo.pace == 0.4 and solo.lead == tables.lead and solo.rivals is None
    table = valuation_of(FITTED.weights, str(with_rivals))
    assert table.pace == 0.0 and table.lead is LEARNED.lead and table.rivals == tables.lead


def test_a_trial_counts_the_games_won_by_one_version_only() -> None:
    base = [(2.0, 1.0, 10, 1.0), (-1.0, 1.0, 10, 0.0), (0.0, 1.0, 10, 0.0), (3.0, 1.0, 10, 1.0)]
    changed = [(1.0, 1.0, 10, 1.0), (2.0, 1.0, 10, 1.0), (1.0, 1.0, 10, 1.0), (-2.0, 1.0, 10, 0.0)]
    assert wins_apart(changed, base) == (2, 1)
    assert wins_apart(base, changed) == (1, 2)


def test_the_sign_test_matches_the_binomial_tails() -> None:
    assert sign_test(0, 0) == 1.0
    assert sign_test(3, 3) == 1.0
    assert sign_test(5, 0) == pytest.approx(2 / 32)  # 5 heads or 5 tails of 5 tosses
    assert sign_test(18, 7) == pytest.approx(sign_test(7, 18))
    assert 0.04 < sign_test(18, 7) < 0.05
    assert sign_test(10, 9) > 0.5


#: A strong bot's budgets small enough for a unit test's games.
_SMALL = {"samples": 1, "candidates": 2, "plan_nodes": 40, "rollout_nodes": 10,
          "chance_samples": 0}


def test_decision_costs_time_the_bots_on_the_positions_of_a_saved_game(tmp_path: Path) -> None:
    job = (2, 7, 1, _SMALL)
    costs, played = decision_costs.play(job)
    path = str(tmp_path / "games.json")
    decision_costs.save_games(path, [job], [played])
    assert decision_costs.load_games(path) == [(2, 7, played)]
    assert decision_costs.jobs_following(path, 3, _SMALL) == ([(2, 7, 3, _SMALL)], [played])
    # The same bots on their own game's positions choose as they did there, and are timed.
    again, chosen = decision_costs.play(job, follow=played)
    assert chosen == played and len(again) == len(costs)
    # Other bots, timed on those positions, choose as in their own game until it parts
    # from the saved one, which is the game played on to its end.
    other = (2, 7, 1, dict(_SMALL, candidates=1, plan_nodes=5))
    _, theirs = decision_costs.play(other)
    parted = next(at for at, (mine, its) in enumerate(zip(played, theirs, strict=False))
                  if mine != its)
    _, chosen = decision_costs.play(other, follow=played)
    assert chosen[:parted + 1] == theirs[:parted + 1] and len(chosen) == len(played)


def test_decision_costs_refuse_a_file_that_holds_no_saved_games(tmp_path: Path) -> None:
    path = tmp_path / "games.json"
    path.write_text(json.dumps([{"seats": 2, "moves": []}]))
    with pytest.raises(ValueError, match="not a file of saved games"):
        decision_costs.load_games(str(path))
