#!/usr/bin/env python3
"""Record the strong bot's solo games against The Machine, to learn from its own play.

Issue #45. The learned tables value a position by what the rollout policy that played
their training games went on to score; the strong bot plays better, and its own games end
better than those values expect, more so the more rounds are left (hence its edge,
:data:`ffcore.bots.learned.STRONG_EDGE`). Fitting more of that difference needs the strong
bot's games, at about 6 s each: this plays them and writes each as one JSON line (seed,
level, the canonical action texts, the final scores), so that any position of any game
can be rebuilt later with :func:`ffcore.from_actions` at no cost of search. Run again,
it plays only the seeds the file lacks, so it can be stopped at any time or played in
parts on other machines::

    .venv/bin/python -m research.strong_games --seed 20000000 --games 1000 --jobs 16 \\
        --out research/games/strong-insane-20000000.jsonl.gz
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import time
from pathlib import Path
from typing import Any

from ffcore import new_game
from ffcore.bots.strong import StrongBot
from ffcore.tournament import MAX_ROUNDS
from research.logs import open_log, read_lines, read_text

#: The bot's seat name in the recorded games (rebuild them with the same name).
NAME = "strong"


def play(job: tuple[str, int]) -> dict[str, Any]:
    """Play one solo game of the strong bot (as the solo trials play it) and return its record."""
    level, seed = job
    started = time.process_time()
    game = new_game([NAME], seed=seed, machine=level)
    player = StrongBot(seed * 10)
    while not game.is_over and game.state.round <= MAX_ROUNDS:
        game.apply(player.choose(game.view(NAME)))
    result = game.outcome()
    assert result.machine is not None
    return {"seed": seed, "level": level, "name": NAME, "actions": game.action_texts(),
            "score": result.players[0].total, "machine": result.machine.total,
            "lead": result.players[0].total - result.machine.total,
            "seconds": round(time.process_time() - started, 2)}


def recorded_seeds(path: Path) -> set[int]:
    """Return the seeds a record file already holds (a torn last line is ignored)."""
    seeds = set()
    for line in read_lines(path):
        try:
            seeds.add(json.loads(line)["seed"])
        except (ValueError, KeyError):
            continue
    return seeds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--games", type=int, required=True)
    parser.add_argument("--level", default="insane")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    done = recorded_seeds(args.out)
    jobs = [(args.level, seed) for seed in range(args.seed, args.seed + args.games)
            if seed not in done]
    args.out.parent.mkdir(parents=True, exist_ok=True)
    text = read_text(args.out)
    with multiprocessing.Pool(args.jobs) as pool, open_log(args.out, "a") as out:
        if text and not text.endswith("\n"):
            out.write("\n")  # after a torn last line
        for number, record in enumerate(pool.imap_unordered(play, jobs), 1):
            out.write(json.dumps(record, separators=(",", ":")) + "\n")
            out.flush()
            print(f"{number}/{len(jobs)} seed {record['seed']} lead {record['lead']:+d}",
                  flush=True)


if __name__ == "__main__":
    main()
