#!/usr/bin/env python3
"""The ceiling: the strong bot that sees the true future against the strong bot as it is.

Both play the same solo games against The Machine (issue #45, deliverable 1):
the clairvoyant bot (:mod:`research.clairvoyant`) searches over the real deck
order, contractor order and dice to come with today's valuation and budgets;
the strong bot over sampled deals, as shipped. Each game's result is appended
to ``--out`` as a line of JSON as soon as it is played, so a stopped run goes on
where it stopped with the same command. The report gives each bot's win rate
(a draw loses, ruling 27) with its 95% Wilson interval, its mean lead, and the
paired difference. The clairvoyant bot thinks with the strong bot's valuation
(``--valuation learned``) or with the fitted one alone, as the strong bot did before
the learned tables (``fitted``: the first ceilings of research/RECORD.md, whose results
name no valuation). ``--strong-from LOG`` takes the shipped strong bot's games from
``research/solo_trials.py`` logs, so that only the clairvoyant bot plays::

    nice -n 19 .venv/bin/python -m research.ceiling --seed 20000 --games 200 \\
        --valuation fitted --out research/trials/ceiling-20000.jsonl
    nice -n 19 .venv/bin/python -m research.ceiling --seed 37000 --games 300 \\
        --only clairvoyant --out research/trials/ceiling-learned-37000.jsonl.gz \\
        --strong-from research/trials/shipped-edge-insane-37000.jsonl.gz
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from ffcore.bots.fitted_valuation import FITTED
from ffcore.bots.learned import LEARNED
from ffcore.bots.strong import StrongBot
from ffcore.cards import MACHINE_LEVELS
from ffcore.game import new_game
from ffcore.tournament import MAX_ROUNDS, mean_interval, wilson
from research.clairvoyant import ClairvoyantBot
from research.logs import open_log, read_lines
from research.solo_trials import games_as_it_is, shipped_bot

#: The two bots compared, as named in the results file.
BOTS = ("strong", "clairvoyant")
#: The player's name in every game: a bot's generator is salted with its name.
PLAYER = "strong"

#: The clairvoyant bot's valuations: the fitted one (the strong bot's until the learned
#: tables shipped, and the one results without a "valuation" were played with) or the
#: strong bot's today.
VALUATIONS = {"fitted": FITTED, "learned": LEARNED}

Job = tuple[str, str, int, dict[str, int], str]


def play(job: Job) -> dict[str, Any]:
    """Play one solo game; return its result as a plain record."""
    bot_name, level, seed, budget, valuation = job
    bot: StrongBot
    if bot_name == "clairvoyant":
        bot = seer = ClairvoyantBot(seed * 10, **budget, valuation=VALUATIONS[valuation])
    else:
        bot, seer = StrongBot(seed * 10), None
    game = new_game([PLAYER], seed=seed, machine=level)
    seconds, decisions = 0.0, 0
    started_game = time.process_time()
    while not game.is_over and game.state.round <= MAX_ROUNDS:
        if seer is not None:
            seer.see(game.state)
        started = time.process_time()
        action = bot.choose(game.view(PLAYER))
        seconds += time.process_time() - started
        decisions += 1
        game.apply(action)
    outcome = game.outcome()
    assert outcome.machine is not None
    mine, machine = outcome.players[0].total, outcome.machine.total
    return {"bot": bot_name, "level": level, "seed": seed, "budget": budget,
            **({"valuation": valuation} if bot_name == "clairvoyant" else {}), "score": mine,
            "machine": machine, "lead": mine - machine, "won": mine > machine,
            "rounds": game.state.round, "seconds": round(seconds, 3), "decisions": decisions,
            "game_seconds": round(time.process_time() - started_game, 3)}


def load(path: Path) -> list[dict[str, Any]]:
    """Return the results recorded so far (none if the file does not exist)."""
    return [json.loads(line) for line in read_lines(path) if line.strip()]


def played_as(result: dict[str, Any], budget: dict[str, int], valuation: str) -> bool:
    """Return whether a result is the strong bot's, or the clairvoyant bot's with this
    budget and valuation."""
    return bool(result["bot"] == "strong" or (
        result["budget"] == budget and result.get("valuation", "fitted") == valuation))


def strong_games_from(logs: list[Path], level: str) -> list[dict[str, Any]]:
    """Return the shipped strong bot's games in solo trial logs, as results of this file
    (without the scores, which the logs do not keep)."""
    setting = {"bot": "strong", "opponents": level, "shipped": shipped_bot()}
    return [{"bot": "strong", "level": level, "seed": seed, "lead": int(lead),
             "won": share > 0, "seconds": seconds, "decisions": decisions}
            for seed, (lead, seconds, decisions, share)
            in games_as_it_is(logs, setting).items()]


def report(results: list[dict[str, Any]], level: str, seeds: range,
           budget: dict[str, int], valuation: str = "fitted") -> str:
    """Return the comparison of the two bots on the seeds both have played."""
    by_bot: dict[str, dict[int, dict[str, Any]]] = {name: {} for name in BOTS}
    for result in results:
        if result["level"] == level and result["seed"] in seeds and played_as(
                result, budget, valuation):
            by_bot[result["bot"]][result["seed"]] = result
    paired = sorted(set(by_bot["strong"]) & set(by_bot["clairvoyant"]))
    lines = [f"{len(paired)} paired games against {level}, seeds {seeds.start}-{seeds.stop - 1}"
             f" (clairvoyant budget {budget or 'as the strong bot'}, valuation {valuation})"]
    if not paired:
        return lines[0]
    for name in BOTS:
        games = [by_bot[name][seed] for seed in paired]
        won = sum(1 for game in games if game["won"])
        low, high = wilson(won, len(games))
        lead, spread = mean_interval([game["lead"] for game in games])
        per_decision = sum(g["seconds"] for g in games) / sum(g["decisions"] for g in games)
        lines.append(
            f"{name:>11}: won {won}/{len(games)} = {100 * won / len(games):.1f}% "
            f"[95% {100 * low:.1f}-{100 * high:.1f}%], lead {lead:+.2f} ± {spread:.2f}, "
            + (f"score {statistics.fmean(g['score'] for g in games):.1f} to "
               f"{statistics.fmean(g['machine'] for g in games):.1f}, "
               if all("score" in g for g in games) else "") +
            f"draws {sum(1 for g in games if g['lead'] == 0)}, "
            f"{per_decision:.3f} s a decision")
    gains = [by_bot["clairvoyant"][seed]["lead"] - by_bot["strong"][seed]["lead"]
             for seed in paired]
    gain, spread = mean_interval(gains)
    only_seer = sum(1 for s in paired if by_bot["clairvoyant"][s]["won"]
                    and not by_bot["strong"][s]["won"])
    only_strong = sum(1 for s in paired if by_bot["strong"][s]["won"]
                      and not by_bot["clairvoyant"][s]["won"])
    lines.append(f"clairvoyant minus strong: {gain:+.2f} ± {spread:.2f} points a game; "
                 f"won only by the clairvoyant {only_seer}, only by the strong bot {only_strong}")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", choices=tuple(MACHINE_LEVELS), default="insane")
    parser.add_argument("--seed", type=int, default=20000)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", type=Path, required=True, help="results file (JSON lines)")
    parser.add_argument("--budget", action="append", default=[], metavar="NAME=INT",
                        help="a ClairvoyantBot budget (candidates, plan_nodes, horizon, "
                             "chance_again)")
    parser.add_argument("--valuation", choices=tuple(VALUATIONS), default="learned",
                        help="what the clairvoyant bot thinks with (default: the strong bot's)")
    parser.add_argument("--only", choices=BOTS, help="play one bot's games only")
    parser.add_argument("--strong-from", action="append", default=[], type=Path,
                        metavar="LOG",
                        help="take the strong bot's games from research/solo_trials.py logs "
                             "of the shipped bot (with --only clairvoyant)")
    parser.add_argument("--report", action="store_true", help="report and play nothing")
    args = parser.parse_args()
    try:
        budget = {name: int(value) for name, value in
                  (item.split("=", 1) for item in args.budget)}
    except ValueError as error:
        parser.error(f"a budget must read NAME=INT: {error}")
    seeds = range(args.seed, args.seed + args.games)
    done = {(r["bot"], r["seed"]) for r in load(args.out)
            if r["level"] == args.level and played_as(r, budget, args.valuation)}
    # Paired order (each seed's two games together), so a stopped run leaves pairs.
    jobs: list[Job] = [(name, args.level, seed, budget if name == "clairvoyant" else {},
                        args.valuation)
                       for seed in seeds for name in BOTS
                       if (name, seed) not in done and args.only in (None, name)]
    if not args.report and jobs:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        with multiprocessing.Pool(args.jobs) as pool, open_log(args.out, "a") as out:
            for result in pool.imap(play, jobs):
                out.write(json.dumps(result) + "\n")
                out.flush()
                os.fsync(out.fileno())
                print(f"{result['bot']:>11} seed {result['seed']}: lead {result['lead']:+d} "
                      f"({result['game_seconds']:.0f} s)", flush=True)
    results = load(args.out)
    if args.strong_from:
        results += strong_games_from(args.strong_from, args.level)
    print(report(results, args.level, seeds, budget, args.valuation))
    return 0


if __name__ == "__main__":
    sys.exit(main())
