#!/usr/bin/env python3
"""What a strong bot's decisions cost, by number of seats: a measurement, not a test.

Plays games where every seat is a strong bot (the tournament's seeds and names:
``strong-1``, ``strong-2``, ...), for their first rounds only; one seat is a solo game
against The Machine on insane (the level of issue #45's figures). Each decision is
thought about in slices, as the page does (``Search.step(SLICE)``), and timed,
filed by what the bot chose: taking a blueprint, hiring, refreshing, or a
work-phase decision. It prints the median, 95th percentile and longest of each,
per seat count, the longest slice (a slice that runs past its time holds the
page that long), and a digest of every choice made, so that two versions of the
bot can be checked to choose the same (``--budget NAME=INT`` changes a
:class:`ffcore.bots.strong.StrongBot` budget). Times are processor seconds in
CPython; ``tools/bench/bench_bots.mjs`` runs the same games in the site's Pyodide::

    .venv/bin/python -m research.decision_costs --seats 2,3,4,5 --games 3 --rounds 3

Two versions of the bot that choose differently play different games, and the positions
a stronger bot reaches may cost more to search whatever searches them. ``--save FILE``
keeps the games played (their actions); ``--follow FILE`` plays those games again, each
bot deciding (and timed) at every position of its seat and the saved action played, so
that two versions are timed on the same positions. The digest is then of the bots' own
choices there. An older tree's bot is timed with this script through ``PYTHONPATH``::

    .venv/bin/python -m research.decision_costs --seats 5 --games 4 --rounds 2 --save games.json
    PYTHONPATH=../old .venv/bin/python research/decision_costs.py --follow games.json --rounds 2
"""

from __future__ import annotations

import argparse
import hashlib
import inspect
import json
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from ffcore import Action
from ffcore.bots.strong import StrongBot
from ffcore.game import new_game
from ffcore.tournament import seat_names

#: How decisions are filed: by the kind of the action chosen.
KINDS = {"take": "take", "hire": "hire", "refresh": "refresh", "pass": "take"}
#: The page's time slice (web/shell/work.py's THINK_SLICE).
SLICE = 0.08
#: The Machine's level in a game of one seat.
SOLO_LEVEL = "insane"
#: One game to play: seats, seed, rounds, budget changed.
Job = tuple[int, int, int, dict[str, Any]]
#: Per decision with a choice: its kind, its seconds and its longest slice; and the choices.
Played = tuple[list[tuple[str, float, float]], list[str]]


def play(job: Job, clock: Callable[[], float] = time.process_time,
         follow: Sequence[str] | None = None) -> Played:
    """Play one game's first rounds; return each decision's costs and the actions played.

    With ``follow`` (a saved game's actions), play those instead of the bots' choices, each
    bot still deciding where its seat acts; return the bots' choices instead."""
    seats, seed, rounds, budget = job
    names = seat_names(["strong"] * seats)
    game = new_game(names, seed=seed, machine=SOLO_LEVEL if seats == 1 else None)
    bots = {name: StrongBot(seed * 10 + seat, **budget) for seat, name in enumerate(names)}
    costs = []
    chosen: list[str] = []
    while not game.is_over and game.state.round <= rounds:
        if follow is not None and len(chosen) == len(follow):
            break
        name = game.current_player
        assert name is not None
        view = game.view(name)
        started = clock()
        search = bots[name].start(view)
        longest = clock() - started
        while True:
            began = clock()
            done = search.step(SLICE)
            longest = max(longest, clock() - began)
            if done:
                break
        action = search.best()
        spent = clock() - started
        if len(view.legal) > 1:
            costs.append((KINDS.get(action.kind, "work"), spent, longest))
        if follow is None:
            game.apply(action)
        else:
            game.apply(Action.parse(follow[len(chosen)]))
            chosen.append(str(action))
    return costs, game.action_texts() if follow is None else chosen


def percentile(values: list[float], share: float) -> float:
    """Return the value below which ``share`` of the values lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def jobs_for(seat_counts: Sequence[int], seed: int, games: int, rounds: int,
             budget: dict[str, Any]) -> list[Job]:
    """Return the games to play: ``games`` seeds from ``seed`` for each seat count."""
    return [(seats, number, rounds, budget) for seats in seat_counts
            for number in range(seed, seed + games)]


def report(jobs: Sequence[Job], results: Sequence[Played], unit: str) -> str:
    """Return the figures of played games, by seat count."""
    first = jobs[0]
    lines = [f"{unit} a decision with a choice, rounds 1-{first[2]}, strong bots only, "
             f"seeds {first[1]} on: median / p95 / longest (decisions)"]
    digest = hashlib.sha256()
    for seats in sorted({job[0] for job in jobs}):
        costs: dict[str, list[float]] = {}
        longest = 0.0
        for job, (decisions, texts) in zip(jobs, results, strict=True):
            if job[0] != seats:
                continue
            digest.update(" ".join(texts).encode())
            for kind, spent, slice_ in decisions:
                longest = max(longest, slice_)
                costs.setdefault(kind, []).append(spent)
                if kind != "work":
                    costs.setdefault("market", []).append(spent)
        cells = [f"{kind} {statistics.median(values):.3f} / {percentile(values, 0.95):.3f} / "
                 f"{max(values):.3f} ({len(values)})"
                 for kind in ("market", "take", "hire", "refresh", "work")
                 if (values := costs.get(kind))]
        lines.append(f"  {seats} seats: " + "; ".join(cells)
                     + f"; longest {SLICE * 1000:.0f} ms slice {longest * 1000:.0f} ms")
    lines.append(f"choices digest: {digest.hexdigest()[:16]}")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seats", default="2,3,4,5",
                        help=f"seat counts, comma-separated (1: solo against {SOLO_LEVEL})")
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--games", type=int, default=3, help="games per seat count")
    parser.add_argument("--rounds", type=int, default=3, help="rounds played of each game")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--budget", action="append", default=[], metavar="NAME=INT")
    parser.add_argument("--save", metavar="FILE", help="write the games played to FILE")
    parser.add_argument("--follow", metavar="FILE",
                        help="time the bots on the positions of the games saved in FILE "
                             "(their seats and seeds, not --seats, --seed and --games)")
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
    import multiprocessing  # not in the browser's Python, which calls play() itself

    if args.follow:
        try:
            jobs, follows = jobs_following(args.follow, args.rounds, budget)
        except (OSError, ValueError) as error:
            parser.error(f"cannot follow {args.follow}: {error}")
    else:
        jobs = jobs_for(seat_counts, args.seed, args.games, args.rounds, budget)
        follows = [None] * len(jobs)
    with multiprocessing.Pool(args.jobs) as pool:
        results = pool.starmap(play, [(job, time.process_time, follow)
                                      for job, follow in zip(jobs, follows, strict=True)],
                               chunksize=1)
    if args.save:
        save_games(args.save, jobs, [follow or texts
                                     for follow, (_, texts) in zip(follows, results, strict=True)])
    print(report(jobs, results, "Processor seconds"))
    return 0


def save_games(path: str, jobs: Sequence[Job], games: Sequence[Sequence[str]]) -> None:
    """Write the games played (each job's seats, seed and actions) for ``--follow``."""
    with open(path, "w", encoding="utf-8") as file:
        json.dump([{"seats": job[0], "seed": job[1], "actions": list(texts)}
                   for job, texts in zip(jobs, games, strict=True)], file)


def jobs_following(path: str, rounds: int,
                   budget: dict[str, Any]) -> tuple[list[Job], list[list[str] | None]]:
    """Return the games saved in ``path`` to play again (:func:`load_games`), each to
    ``rounds`` rounds, and the actions each is to follow."""
    saved = load_games(path)
    return ([(seats, seed, rounds, budget) for seats, seed, _ in saved],
            [actions for _, _, actions in saved])


def load_games(path: str) -> list[tuple[int, int, list[str]]]:
    """Return the games saved by ``--save``: seats, seed and actions; raise ValueError if
    the file holds none."""
    with open(path, encoding="utf-8") as file:
        games = json.load(file)
    try:
        return [(int(game["seats"]), int(game["seed"]), [str(text) for text in game["actions"]])
                for game in games]
    except (KeyError, TypeError) as error:
        raise ValueError(f"not a file of saved games ({error})") from error


if __name__ == "__main__":
    sys.exit(main())
