#!/usr/bin/env python3
"""What a strong bot's decisions cost, by number of seats: a measurement, not a test.

Plays games where every seat is a strong bot (the tournament's seeds and names:
``strong-1``, ``strong-2``, ...), for their first rounds only, and times every
decision in processor seconds, filed by what the bot chose: taking a blueprint,
hiring, refreshing, or a work-phase decision. It prints the median, 95th
percentile and longest of each, per seat count, and a digest of every choice
made, so that two versions of the bot can be checked to choose the same
(``--budget NAME=INT`` changes a :class:`ffcore.bots.strong.StrongBot` budget)::

    .venv/bin/python research/decision_costs.py --seats 2,3,4,5 --games 3 --rounds 3
"""

from __future__ import annotations

import argparse
import hashlib
import inspect
import multiprocessing
import statistics
import sys
import time

from ffcore.bots.strong import StrongBot
from ffcore.game import new_game
from ffcore.tournament import seat_names

#: How decisions are filed: by the kind of the action chosen.
KINDS = {"take": "take", "hire": "hire", "refresh": "refresh", "pass": "take"}


def play(job: tuple[int, int, int, dict[str, int]]) -> tuple[list[tuple[str, float]], str]:
    """Play one game's first rounds; return each decision's kind and seconds, and the choices."""
    seats, seed, rounds, budget = job
    names = seat_names(["strong"] * seats)
    game = new_game(names, seed=seed)
    bots = {name: StrongBot(seed * 10 + seat, **budget) for seat, name in enumerate(names)}
    costs = []
    while not game.is_over and game.state.round <= rounds:
        name = game.current_player
        assert name is not None
        view = game.view(name)
        started = time.process_time()
        action = bots[name].choose(view)
        spent = time.process_time() - started
        if len(view.legal) > 1:
            costs.append((KINDS.get(action.kind, "work"), spent))
        game.apply(action)
    return costs, " ".join(game.action_texts())


def percentile(values: list[float], share: float) -> float:
    """Return the value below which ``share`` of the values lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seats", default="2,3,4,5", help="seat counts, comma-separated")
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--games", type=int, default=3, help="games per seat count")
    parser.add_argument("--rounds", type=int, default=3, help="rounds played of each game")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--budget", action="append", default=[], metavar="NAME=INT")
    args = parser.parse_args()
    try:
        budget = {name: int(value) for name, value in
                  (item.split("=", 1) for item in args.budget)}
        seat_counts = [int(count) for count in args.seats.split(",")]
    except ValueError as error:
        parser.error(f"bad number: {error}")
    budgets = set(inspect.signature(StrongBot).parameters) - {"seed", "valuation"}
    unknown = [name for name in budget if name not in budgets]
    if unknown:
        parser.error(f"the strong bot has no budget {', '.join(unknown)}; "
                     f"choose from {', '.join(sorted(budgets))}")
    jobs = [(seats, seed, args.rounds, budget) for seats in seat_counts
            for seed in range(args.seed, args.seed + args.games)]
    with multiprocessing.Pool(args.jobs) as pool:
        results = pool.map(play, jobs, chunksize=1)
    digest = hashlib.sha256()
    print(f"Processor seconds a decision with a choice, rounds 1-{args.rounds}, "
          f"{args.games} games of strong bots per seat count (seeds {args.seed} on): "
          "median / p95 / longest (decisions)")
    for seats in seat_counts:
        costs: dict[str, list[float]] = {}
        for (job_seats, _, _, _), (decisions, texts) in zip(jobs, results, strict=True):
            if job_seats != seats:
                continue
            digest.update(texts.encode())
            for kind, spent in decisions:
                costs.setdefault(kind, []).append(spent)
                if kind != "work":
                    costs.setdefault("market", []).append(spent)
        cells = [f"{kind} {statistics.median(values):.3f} / {percentile(values, 0.95):.3f} / "
                 f"{max(values):.3f} ({len(values)})"
                 for kind in ("market", "take", "hire", "refresh", "work")
                 if (values := costs.get(kind))]
        print(f"  {seats} seats: " + "; ".join(cells))
    print(f"choices digest: {digest.hexdigest()[:16]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
