#!/usr/bin/env python3
"""Paired solo trials: a bot as it is against the same bot changed, on the same games.

For trying ideas against The Machine before a full tournament. Both versions
play the same seeds; the difference of their final leads, game by game, comes
with a 95% interval. With ``--seats N`` the bot plays at a table of N seats
against steady bots instead (its seat goes round with the seed), and its lead
is over the best of them; a win shared with others counts as a share of one.
A change is a bot budget (``--budget samples=32``, a
:class:`ffcore.bots.strong.StrongBot` argument), a weight of the fitted
valuation (``--weight "solo_resources=(0.2, 0.06)"``, a field of
:class:`ffcore.bots.weights.FittedWeights`), or a whole weights module as
``research/fit_values.py --out`` writes it (``--weights fit.py``). The changed bot
is built with a valuation of those weights; nothing is patched. Both versions
think with the learned tables the strong bot ships (issue #45, :mod:`ffcore.bots.
learned`; solo games' and, since issue #66, games with rivals') unless ``--learned``
changes them:
``--learned DIR/latest.json.gz`` plays the changed bot with the tables of a
``research/td_train.py`` checkpoint (a run's with rivals: its tables value games of
several players, at a table of ``--seats``), ``--learned none`` with the fitted valuation
alone (the strong bot before issue #45).
``steady-fitted`` is the strong bot's rollout policy, the steady bot thinking
with the strong bot's valuation: fast enough for 1,000-game trials of a weight. The
research/RECORD.md's "What has been tried" came from runs like these (weights then had
other names: ``BUILD_BONUS`` is now ``build_bonus``, ``SOLO_RESOURCE_FIT``
``solo_resources``)::

    .venv/bin/python -m research.solo_trials --bot strong --level insane --seed 7000 \\
        --games 100 --budget samples=32 --budget candidates=12
    .venv/bin/python -m research.solo_trials --bot steady-fitted --level insane --seed 10000 \\
        --games 1000 --weight "build_bonus=0.9"
    .venv/bin/python -m research.solo_trials --bot strong --seats 5 --seed 20000 \\
        --games 200 --budget rival_nodes=60
    .venv/bin/python -m research.solo_trials --bot strong --seed 30000 --games 200 \\
        --jobs 1 --learned research/runs/run2/latest.json.gz
    .venv/bin/python -m research.solo_trials --bot strong --seed 31000 --games 1000 \\
        --learned none --log research/trials/no-tables-insane-31000.jsonl

``--log FILE`` writes each game as it ends (both versions of a seed are played one after
the other) and, run again, plays only the games the log lacks: a long trial can be
stopped at any time, or played in parts on other machines, and the paired figures come
from the games both versions finished. The bot as it is plays the same game on a seed in
every trial, and costs most: ``--as-it-is-from LOG`` takes its games from another trial's
log where that has them, so that several changes are measured on the same seeds for the
price of their own games. With nothing changed, ``--log`` plays the bot as it is alone: a
long measurement of the shipped bot, resumable, whose games later trials share. Logs live
in ``research/trials/`` and are committed, like the training runs, since nothing else
outlives a session's machine; a finished one compressed (``gzip -9n``), which ``--log`` and
``--as-it-is-from`` read and resume as they do a plain one, by either name
(:mod:`research.logs`)::

    .venv/bin/python -m research.solo_trials --bot strong --seed 36000 --games 1000 \
        --log research/trials/shipped-insane-36000.jsonl.gz
    .venv/bin/python -m research.solo_trials --bot strong --seed 36000 --games 300 \
        --budget samples=24 --log research/trials/samples24-insane-36000.jsonl \
        --as-it-is-from research/trials/shipped-insane-36000.jsonl.gz
"""

from __future__ import annotations

import argparse
import ast
import dataclasses
import functools
import hashlib
import importlib.util
import inspect
import json
import math
import multiprocessing
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from ffcore.bots import (
    discard_choice,
    foreman_choice,
    make,
    market_choice,
    planner,
    steady,
    strong,
)
from ffcore.bots.basic import SteadyBot
from ffcore.bots.fitted_valuation import FITTED, FittedValuation
from ffcore.bots.learned import LEARNED, LearnedValuation
from ffcore.bots.strong import StrongBot
from ffcore.bots.valuation import Valuation
from ffcore.bots.weights import FittedWeights
from ffcore.cards import MACHINE_LEVELS
from ffcore.game import new_game
from ffcore.tournament import MAX_ROUNDS, mean_interval, seat_names, wilson
from research.logs import located, open_log, read_lines
from research.ntuple import TrainingValuation
from research.td_train import digest, load

#: The fields a ``--weight`` may change.
WEIGHT_NAMES = tuple(field.name for field in dataclasses.fields(FittedWeights))


def load_weights(path: str) -> FittedWeights:
    """Return the fitted weights of a module written as ffcore/bots/fitted_weights.py is."""
    # Named inside ffcore.bots, so that the module's relative import works.
    spec = importlib.util.spec_from_file_location("ffcore.bots.trial_weights", path)
    if spec is None or spec.loader is None:
        raise ValueError(f"{path} is not a Python module")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    weights = getattr(module, "FITTED_WEIGHTS", None)
    if not isinstance(weights, FittedWeights):
        raise ValueError(f"{path} defines no FITTED_WEIGHTS")
    return weights


#: The choices the bots' tests pin, re-recorded whenever a change makes the bots play
#: otherwise (tests/bot_choices.py).
BOT_CHOICES = Path(__file__).resolve().parents[1] / "tests" / "data" / "bot_choices.json"


#: Budgets of the page's suggestion alone, which the bots' own games do not depend on, left
#: out of :func:`shipped_bot` so that logs written before them still pool. (The suggestion's
#: rollouts, ``SUGGESTION_ROLLOUT_NODES``, stay in: the logs since it carry it.)
SUGGESTION_ONLY = frozenset({"SUGGESTION_POSITIONS"})
#: The modules whose constants are the bots' budgets, under the name :func:`shipped_bot`
#: gives them. The steady policy's parts were one module, ``ffcore.bots.policy``, until
#: they were split by part; they keep its name here, so that the same bot keeps the same
#: digest and its logs still pool.
BUDGET_MODULES = (("ffcore.bots.strong", (strong,)),
                  ("ffcore.bots.policy", (planner, market_choice, foreman_choice, discard_choice,
                                          steady)))


def shipped_bot() -> str:
    """Return what tells the shipped bots from earlier ones: their learned tables, edge and
    settled positions, the strong bot's and its policy's budgets (their modules' constants:
    some, such as the last round's deals, change choices the tests do not pin), and the
    choices their tests pin. Logs of two of them are neither resumed nor pooled together."""
    budgets = sorted({(named, name, value) for named, modules in BUDGET_MODULES
                      for module in modules for name, value in vars(module).items()
                      if name.isupper() and isinstance(value, int | float | tuple)
                      and name not in SUGGESTION_ONLY})  # a set: a part imports some of another's
    pinned = repr((LEARNED.lead, LEARNED.edge, LEARNED.correct_settled, budgets)).encode()
    if LEARNED.rivals is not None:  # (the digest of the bots before these tables stands)
        pinned += repr(LEARNED.rivals).encode()
    pinned += BOT_CHOICES.read_bytes()
    return hashlib.sha256(pinned).hexdigest()[:16]


#: ``--learned`` for the fitted valuation alone, as the strong bot had it before issue #45.
NO_TABLES = "none"


@functools.cache
def valuation_of(weights: FittedWeights, learned: str | None,
                 edge: float | None = None, settled: bool | None = None) -> Valuation:
    """Return the valuation of the fitted ``weights`` plus the learned tables: the shipped
    ones (``learned`` None), a research/td_train.py checkpoint's, or none (made once a
    process). Tables come with the strong bot's edge, the shipped one (``edge`` None) or
    ``edge`` points a round, and correct settled positions as the shipped ones do
    (``settled`` None) or as ``settled`` says."""
    if edge is None:
        edge = LEARNED.edge
    if settled is None:
        settled = LEARNED.correct_settled
    if learned == NO_TABLES:
        return FITTED if weights == FITTED.weights else FittedValuation(weights)
    if learned is None:
        if (weights, edge, settled) == (FITTED.weights, LEARNED.edge, LEARNED.correct_settled):
            return LEARNED
        return LearnedValuation(LEARNED.lead, weights, edge, settled, win=LEARNED.win,
                                win_unit=LEARNED.win_unit, win_scale=LEARNED.win_scale,
                                rivals=LEARNED.rivals, rivals_unit=LEARNED.rivals_unit)
    run = load(Path(learned))
    if run.config.rivals:  # tables of games with rivals; solo games keep the shipped ones
        return LearnedValuation(LEARNED.lead, weights, edge, settled, rivals=run.tables.lead)
    if run.tables.network is not None:  # tables with a network: research's valuation plays it
        return TrainingValuation(run.tables, run.config.pace, weights=weights, edge=edge,
                                 correct_settled=settled)
    return LearnedValuation(run.tables.lead, weights, edge, settled, pace=run.config.pace)


#: One game to play: the bot's name, The Machine's level (or the seats at the table), the
#: seed, the budget changed, the weights, the learned tables' checkpoint (or None: the
#: shipped tables; or NO_TABLES), the edge and whether settled positions are corrected
#: (None: as shipped).
Job = tuple[str, str | int, int, dict[str, int], FittedWeights, str | None, float | None,
            bool | None]


#: ``--settled``: the tables correct settled positions, or they count as fitted.
SETTLED = ("tables", "fitted")


def settled_of(args: argparse.Namespace) -> bool | None:
    """Return whether the change corrects settled positions (None: as the strong bot)."""
    return None if args.settled is None else args.settled == SETTLED[0]


def changes(args: argparse.Namespace, budget: dict[str, int], weights: FittedWeights,
            learned: str | None) -> bool:
    """Return whether the arguments change the bot (else the bot as it is plays alone)."""
    return bool(budget or weights != FITTED.weights or learned or args.edge is not None
                or args.settled is not None)


def play(job: Job) -> tuple[float, float, int, float]:
    """Play one game; return the bot's final lead, processor seconds, decisions and share
    of the win."""
    return play_timed(job)[0]


def play_timed(job: Job) -> tuple[tuple[float, float, int, float], float]:
    """Play one game; return what :func:`play` returns and the bot's longest decision in
    processor seconds."""
    bot_name, opponents, seed, budget, weights, learned, edge, settled = job
    valuation = valuation_of(weights, learned, edge, settled)
    # The player is named as in the tournament command ("strong", or "steady" for the
    # steady policy): a bot's random choices depend on its name.
    name = "strong" if bot_name == "strong" else "steady"
    bot = (StrongBot(seed * 10, **budget, valuation=valuation) if bot_name == "strong"
           else SteadyBot(seed * 10, valuation=valuation))
    if isinstance(opponents, int):  # a table of steady bots, the bot's seat going round
        seat = seed % opponents
        names = seat_names(["steady"] * opponents)
        names[seat] = name
        game = new_game(names, seed=seed)
        players = {other: make("steady", seed=seed * 10 + number)
                   for number, other in enumerate(names)}
        players[name] = bot
    else:
        seat = 0
        game = new_game([name], seed=seed, machine=opponents)
        players = {name: bot}
    seconds, decisions, longest = 0.0, 0, 0.0
    while not game.is_over and game.state.round <= MAX_ROUNDS:
        acting = game.current_player
        assert acting is not None
        started = time.process_time()
        action = players[acting].choose(game.view(acting))
        if acting == name:
            took = time.process_time() - started
            seconds += took
            longest = max(longest, took)
            decisions += 1
        game.apply(action)
    outcome = game.outcome()
    mine = outcome.players[seat].total
    if outcome.machine is not None:
        won = float(mine > outcome.machine.total)
        return (mine - outcome.machine.total, seconds, decisions, won), longest
    best = max(score.total for number, score in enumerate(outcome.players) if number != seat)
    share = 1 / len(outcome.winners) if name in outcome.winners else 0.0
    return (mine - best, seconds, decisions, share), longest


def trial(pool: Any, args: argparse.Namespace, budget: dict[str, int],
          weights: FittedWeights, learned: str | None = None, edge: float | None = None,
          settled: bool | None = None) -> list[tuple[float, float, int, float]]:
    opponents: str | int = args.seats if args.seats > 1 else args.level
    jobs: list[Job] = [(args.bot, opponents, seed, budget, weights, learned, edge, settled)
            for seed in range(args.seed, args.seed + args.games)]
    return list(pool.map(play, jobs, chunksize=1 if args.bot == "strong" else 4))


def _play_tagged(item: tuple[int, str, Job]
                 ) -> tuple[int, str, tuple[float, float, int, float], float]:
    seed, side, job = item
    return seed, side, *play_timed(job)


def read_log(log: Path) -> list[dict[str, Any]]:
    """Return a trial log's lines: its setting, then a line a game."""
    lines = []
    for line in read_lines(log):
        try:
            lines.append(json.loads(line))
        except ValueError:  # the line being written when the trial was stopped
            continue
    return lines


#: What the games of the bot as it is depend on: logs that agree on these hold the same games
#: of it.
AS_IT_IS = ("bot", "opponents", "shipped")


def games_as_it_is(logs: list[Path], setting: dict[str, Any] | None = None
                   ) -> dict[int, list[float]]:
    """Return each seed's game of the bot as it is in ``logs``; raise SystemExit for a log
    whose bot as it is differs from ``setting``'s (by default, the first log's)."""
    games: dict[int, list[float]] = {}
    wanted = None if setting is None else {key: setting.get(key) for key in AS_IT_IS}
    for log in logs:
        lines = read_log(log)
        theirs = {key: lines[0]["setting"].get(key) for key in AS_IT_IS} if lines else None
        wanted = wanted or theirs
        if theirs is None or theirs != wanted:
            raise SystemExit(f"{log} played another bot as it is")
        for row in lines[1:]:
            if row["side"] == "as it is":
                games[row["seed"]] = row["result"]
    return games


def logged_trial(pool: Any, args: argparse.Namespace, budget: dict[str, int],
                 weights: FittedWeights, learned: str | None
                 ) -> tuple[list[tuple[float, float, int, float]],
                            list[tuple[float, float, int, float]]]:
    """Play the games ``args.log`` lacks, writing each as it ends; return both versions'
    results on the seeds both finished."""
    opponents: str | int = args.seats if args.seats > 1 else args.level
    # The checkpoint by its content, so that the log can go on from another folder or machine.
    tables = learned if learned in (None, NO_TABLES) else digest(Path(learned))
    setting = {"bot": args.bot, "opponents": opponents, "budget": budget,
               "weights": dataclasses.asdict(weights), "learned": tables,
               "shipped": shipped_bot()}
    if args.edge is not None:  # (logs from before --edge have no such key)
        setting["edge"] = args.edge
    if args.settled is not None:  # (nor from before --settled)
        setting["settled"] = args.settled
    log = located(args.log)
    done: dict[tuple[int, str], tuple[float, float, int, float]] = {}
    if log.exists():
        lines = read_log(log)
        if not lines or lines[0].get("setting") != json.loads(json.dumps(setting)):
            raise SystemExit(f"{log} holds another trial; give another --log")
        done = {(row["seed"], row["side"]): tuple(row["result"]) for row in lines[1:]}
    else:
        with open_log(log, "w") as out:
            out.write(json.dumps({"setting": setting}) + "\n")
    # Games of the bot as it is that other trials played on these seeds are the same games.
    shared = games_as_it_is([Path(other) for other in args.as_it_is_from],
                            json.loads(json.dumps(setting)))
    with open_log(log, "a") as out:
        for seed in range(args.seed, args.seed + args.games):
            if seed in shared and (seed, "as it is") not in done:
                lead, seconds, decisions, share = shared[seed]
                done[seed, "as it is"] = (lead, seconds, int(decisions), share)
                out.write(json.dumps({"seed": seed, "side": "as it is",
                                      "result": shared[seed]}) + "\n")
    sides: dict[str, tuple[dict[str, int], FittedWeights, str | None, float | None,
                           bool | None]] = {"as it is": ({}, FITTED.weights, None, None, None)}
    if changes(args, budget, weights, learned):
        sides["changed"] = (budget, weights, learned, args.edge, settled_of(args))
        # else the bot alone plays
    todo = [(seed, side, (args.bot, opponents, seed, *sides[side]))
            for seed in range(args.seed, args.seed + args.games)
            for side in sides if (seed, side) not in done]
    with open_log(log, "a") as out:
        for seed, side, result, longest in pool.imap_unordered(_play_tagged, todo):
            done[seed, side] = result
            # The longest decision (logs from before it have none): see `longest_decision`.
            out.write(json.dumps({"seed": seed, "side": side, "result": result,
                                  "longest": round(longest, 3)}) + "\n")
            out.flush()
    seeds = [seed for seed in range(args.seed, args.seed + args.games)
             if all((seed, side) in done for side in sides)]
    return ([done[seed, "as it is"] for seed in seeds],
            [done[seed, "changed"] for seed in seeds if "changed" in sides])


def longest_decision(log: Path, side: str) -> tuple[float, int] | None:
    """Return a side's longest decision in a trial log (processor seconds) and its seed,
    over the games logged with it (None if none was)."""
    timed = [(row["longest"], row["seed"]) for row in read_log(log)[1:]
             if row["side"] == side and "longest" in row]
    return max(timed) if timed else None


def report(label: str, results: list[tuple[float, float, int, float]]) -> None:
    leads = [lead for lead, _, _, _ in results]
    won = sum(share for _, _, _, share in results)  # a draw loses (ruling 27)
    low, high = wilson(won, len(results))
    per_decision = sum(r[1] for r in results) / sum(r[2] for r in results)
    print(f"{label}: mean lead {statistics.fmean(leads):+.2f}, won "
          f"{100 * won / len(results):.1f}% [95% {100 * low:.1f}-{100 * high:.1f}%], "
          f"{per_decision:.3f} s a decision")


def wins_apart(changed: list[tuple[float, float, int, float]],
               base: list[tuple[float, float, int, float]]) -> tuple[int, int]:
    """Return how many paired games only the changed bot won (or won a larger share of)
    and how many only the bot as it is: the games a change of the win rate lives in."""
    only_changed = sum(new[3] > old[3] for new, old in zip(changed, base, strict=True))
    only_base = sum(old[3] > new[3] for new, old in zip(changed, base, strict=True))
    return only_changed, only_base


def sign_test(wins: int, losses: int) -> float:
    """Return the exact two-sided p-value of a sign test: the chance of a split at least
    this uneven if each game apart were a fair coin's toss."""
    games = wins + losses
    if games == 0:
        return 1.0
    tail = sum(math.comb(games, k) for k in range(min(wins, losses) + 1)) / 2 ** games
    return min(1.0, 2 * tail)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bot", choices=("strong", "steady-fitted"), default="strong")
    parser.add_argument("--level", choices=tuple(MACHINE_LEVELS), default="insane")
    parser.add_argument("--seats", type=int, default=1,
                        help="seats at the table: 1 plays The Machine, 2-5 steady bots")
    parser.add_argument("--seed", type=int, default=7000)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--budget", action="append", default=[], metavar="NAME=INT")
    parser.add_argument("--weight", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--weights", metavar="MODULE",
                        help="fitted weights to start the change from "
                             "(research/fit_values.py --out)")
    parser.add_argument("--log", metavar="FILE",
                        help="write each game as it ends; run again to play only the "
                             "games the log lacks")
    parser.add_argument("--as-it-is-from", action="append", default=[], metavar="LOG",
                        help="with --log: take the games of the bot as it is from another "
                             "trial's log where it has them (the same games), and play only "
                             "the rest")
    parser.add_argument("--learned", metavar="CHECKPOINT",
                        help="play the change with the learned tables of a "
                             "research/td_train.py checkpoint instead of the shipped ones, "
                             f"or with none ({NO_TABLES}: the fitted valuation alone)")
    parser.add_argument("--edge", type=float, metavar="POINTS",
                        help="play the change with this edge, in points a round left, "
                             f"instead of the strong bot's {LEARNED.edge} (0: none)")
    parser.add_argument("--settled", choices=SETTLED,
                        help="value a settled position (the player's last work done) with "
                             "the tables' correction or with the fitted valuation alone; "
                             "the strong bot's: "
                             f"{SETTLED[0] if LEARNED.correct_settled else SETTLED[1]}")
    args = parser.parse_args()
    if not 1 <= args.seats <= 5:
        parser.error("--seats must be 1 (The Machine) to 5")
    try:
        budget = {name: int(value) for name, value in
                  (item.split("=", 1) for item in args.budget)}
        weights = {name: ast.literal_eval(value) for name, value in
                   (item.split("=", 1) for item in args.weight)}
    except (ValueError, SyntaxError) as error:
        parser.error(f"a change must read NAME=VALUE: {error}")
    unknown = [name for name in weights if name not in WEIGHT_NAMES]
    if unknown:
        parser.error(f"the fitted valuation has no weight {', '.join(unknown)}; "
                     f"choose from {', '.join(WEIGHT_NAMES)}")
    try:
        start = load_weights(args.weights) if args.weights else FITTED.weights
    except (OSError, ValueError, SyntaxError) as error:
        parser.error(f"cannot read --weights: {error}")
    changed_weights = dataclasses.replace(start, **weights)
    learned = (str(Path(args.learned).expanduser().resolve())
               if args.learned not in (None, NO_TABLES) else args.learned)
    if args.as_it_is_from and not args.log:
        parser.error("--as-it-is-from needs --log")
    if budget and args.bot != "strong":
        parser.error("--budget changes the strong bot only")
    budgets = set(inspect.signature(StrongBot).parameters) - {"seed", "valuation"}
    unknown = [name for name in budget if name not in budgets]
    if unknown:
        parser.error(f"the strong bot has no budget {', '.join(unknown)}; "
                     f"choose from {', '.join(sorted(budgets))}")
    with multiprocessing.Pool(args.jobs) as pool:
        if args.log:
            base, changed = logged_trial(pool, args, budget, changed_weights, learned)
            if not base:
                parser.error("no seed was played by both versions")
            report("as it is", base)
            for side in ("as it is", "changed"):
                found = longest_decision(Path(args.log), side)
                if found is not None:
                    print(f"{side}: the longest decision {found[0]:.2f} s (seed {found[1]})")
            if not changed:
                print(f"({len(base)} games of the bot as it is alone: nothing was changed)")
                return 0
            report("changed  ", changed)
            args.games = len(base)
        else:
            base = trial(pool, args, {}, FITTED.weights)
            report("as it is", base)
            if not changes(args, budget, changed_weights, learned):
                return 0
            changed = trial(pool, args, budget, changed_weights, learned, args.edge,
                            settled_of(args))
            report("changed  ", changed)
    gains = [new[0] - old[0] for new, old in zip(changed, base, strict=True)]
    mean, spread = mean_interval(gains)
    print(f"gain: {mean:+.2f} ± {spread:.2f} points a game "
          f"({args.games} paired games)")
    only_changed, only_base = wins_apart(changed, base)
    print(f"games won only changed: {only_changed}, only as it is: {only_base} "
          f"(two-sided sign test p = {sign_test(only_changed, only_base):.3f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
