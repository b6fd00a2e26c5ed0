#!/usr/bin/env python3
"""Fine-tune the shipped tables on the strong bot's own games, and say how well they predict.

Issue #45. The shipped tables learned what the rollout policy goes on to score; the strong
bot's games end better (its edge, :data:`ffcore.bots.learned.STRONG_EDGE`, is a line through
that difference by rounds left). This learns the whole difference instead: it rebuilds the
afterstates of the games ``research/strong_games.py`` recorded (the same positions
``research/td_train.py`` learns from: each round's start and each work turn's end), moves
the shipped tables toward the strong bot's λ-returns over a few passes, and prints the
mean squared error of the final lead on games held out (every fifth seed) beside that of
the shipped tables with and without their edge, and the bias left by rounds to come.
``--out`` writes the tables as a checkpoint that ``research/solo_trials.py --learned``
plays (with ``--edge 0``: the tables hold the edge now)::

    .venv/bin/python -m research.fit_strong research/games/strong-insane-20000000.jsonl.gz \\
        --passes 4 --rate 0.01 --lam 1 --out /tmp/strong-tuned.json.gz
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import statistics
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ffcore import from_actions
from ffcore.actions import Action
from ffcore.bots.features import MAX_AHEAD, OFFSET
from ffcore.bots.learned import LEARNED
from research.logs import read_lines
from research.ntuple import Tables
from research.td_train import Config, GameRecord, Recording, TrainingRun, learn, save

#: Games whose seed is a multiple of this are held out of the fit.
HOLD_OUT_EVERY = 5


def afterstates(record: dict[str, Any]) -> GameRecord:
    """Rebuild a recorded game's afterstates (entries and fitted lead) as td_train records
    them: each round's first position and each work turn's last, before The Machine's."""
    game = from_actions([record["name"]], record["level"], record["seed"], [])
    recording = Recording(LEARNED)
    for text in record["actions"]:
        recording.before(game.state, Action.parse(text))
        game.apply(text)
    result = game.outcome()
    assert result.machine is not None
    assert result.players[0].total - result.machine.total == record["lead"], "another game"
    return GameRecord(record["seed"], recording.afterstates, record["lead"], game.state.round)


def rounds_to_come(entries: Sequence[int]) -> int:
    """Return the work phases still to come that an afterstate's entries read."""
    r = entries[0] - OFFSET["ahead"]
    assert 0 <= r <= MAX_AHEAD
    return r


def errors(tables: Tables, games: Sequence[GameRecord], edge: float = 0.0
           ) -> tuple[float, dict[int, float]]:
    """Return the mean squared error of the final lead, and the mean error by rounds to
    come, of the tables' predictions (plus ``edge`` points a round after the next)."""
    squared: list[float] = []
    by_rounds: dict[int, list[float]] = {}
    for game in games:
        for entries, fitted in game.afterstates:
            r = rounds_to_come(entries)
            error = game.lead - (fitted + tables.lead_of(entries) + edge * max(0, r - 1))
            squared.append(error * error)
            by_rounds.setdefault(min(r, 7), []).append(error)
    return (statistics.fmean(squared),
            {r: statistics.fmean(errs) for r, errs in sorted(by_rounds.items())})


def show(name: str, figures: tuple[float, dict[int, float]]) -> None:
    mse, bias = figures
    print(f"  {name}: held-out squared error {mse:.3f}; mean error by rounds to come "
          + " ".join(f"{r}:{b:+.2f}" for r, b in bias.items()))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", type=Path, nargs="+", help="research/strong_games.py records")
    parser.add_argument("--passes", type=int, default=4)
    parser.add_argument("--rate", type=float, default=0.01)
    parser.add_argument("--lam", type=float, default=1.0)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", type=Path, help="write the tuned tables here (a checkpoint)")
    args = parser.parse_args()
    records = [json.loads(line) for path in args.games for line in read_lines(path)
               if line.strip()]
    with multiprocessing.Pool(args.jobs) as pool:
        games = pool.map(afterstates, records, chunksize=8)
    games.sort(key=lambda game: game.seed)
    held = [game for game in games if game.seed % HOLD_OUT_EVERY == 0]
    train = [game for game in games if game.seed % HOLD_OUT_EVERY != 0]
    print(f"{len(games)} games ({len(train)} to fit, {len(held)} held out), "
          f"{sum(len(game.afterstates) for game in games)} afterstates")
    shipped = Tables(LEARNED.lead)
    show("shipped tables, no edge", errors(shipped, held))
    show(f"shipped tables, edge {LEARNED.edge}", errors(shipped, held, LEARNED.edge))
    config = Config(rate=args.rate, lam=args.lam)
    tables = shipped.copy()
    rng = random.Random(0)
    for number in range(1, args.passes + 1):
        order = train[:]
        rng.shuffle(order)
        for game in order:
            learn(tables, game, config)
        show(f"tuned, pass {number}", errors(tables, held))
        show(f"tuned, pass {number}, on the games fitted", errors(tables, train))
    if args.out:
        save(TrainingRun(config, tables, generation=args.passes, games=len(train) * args.passes),
             args.out)
        print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
