#!/usr/bin/env python3
"""The bot as it is, pooled over the logs of several paired trials.

Every ``research/solo_trials.py --log`` plays the bot as it is beside the change, each
trial on its own held-out seeds. Where the logs agree on the bot, its opponents and the
shipped bot (its tables and the choices ``tests/data/bot_choices.json`` pins), their "as
it is" games are games of one bot, and together they measure it on more seeds than any
one trial::

    .venv/bin/python -m research.pooled research/trials/chance-shift-insane-62600.jsonl.gz \\
        research/trials/chance-shift-insane-63000.jsonl.gz

``--paired`` reads each log on its own instead and prints its paired figures as
``solo_trials.py`` printed them when the trial was played: both versions on the seeds
both finished, the gain with its 95% interval and the games won by one version only. It
reads the log of any bot, the shipped one or an earlier one (``solo_trials.py`` itself
resumes only the logs of the bot as it ships now)::

    .venv/bin/python -m research.pooled --paired research/trials/edge-insane-36000.jsonl.gz
"""

from __future__ import annotations

import argparse
import statistics
from pathlib import Path

from ffcore.tournament import mean_interval, wilson
from research.solo_trials import games_as_it_is, read_log, report, sign_test, wins_apart

Result = tuple[float, float, int, float]


def paired_games(log: Path) -> tuple[list[Result], list[Result]]:
    """Return a trial log's games of the bot as it is and changed, on the seeds both
    finished, in the order of their seeds."""
    lines = read_log(log)
    if not lines or "setting" not in lines[0]:
        raise SystemExit(f"{log} is not a research/solo_trials.py log")
    sides: dict[str, dict[int, Result]] = {"as it is": {}, "changed": {}}
    for row in lines[1:]:
        lead, seconds, decisions, share = row["result"]
        sides[row["side"]][row["seed"]] = (lead, seconds, int(decisions), share)
    seeds = sorted(set(sides["as it is"]) & set(sides["changed"]))
    return ([sides["as it is"][seed] for seed in seeds],
            [sides["changed"][seed] for seed in seeds])


def paired(log: Path) -> None:
    """Print a trial log's paired figures (see the module's docstring)."""
    base, changed = paired_games(log)
    print(log)
    if not base:
        print("no seed was played by both versions")
        return
    report("as it is", base)
    report("changed  ", changed)
    mean, spread = mean_interval([new[0] - old[0]
                                  for new, old in zip(changed, base, strict=True)])
    print(f"gain: {mean:+.2f} ± {spread:.2f} points a game ({len(base)} paired games)")
    only_changed, only_base = wins_apart(changed, base)
    print(f"games won only changed: {only_changed}, only as it is: {only_base} "
          f"(two-sided sign test p = {sign_test(only_changed, only_base):.3f})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("logs", nargs="+", type=Path)
    parser.add_argument("--paired", action="store_true",
                        help="each log's paired figures, as its trial printed them")
    args = parser.parse_args()
    if args.paired:
        for log in args.logs:
            paired(log)
        return
    results = games_as_it_is(args.logs)
    if not results:
        raise SystemExit("no games in these logs")
    won = sum(share for _, _, _, share in results.values())  # a draw loses (ruling 27)
    low, high = wilson(won, len(results))
    leads = [lead for lead, _, _, _ in results.values()]
    print(f"the bot as it is, {len(results)} games (seeds {min(results)}-{max(results)}): won "
          f"{100 * won / len(results):.1f}% [95% {100 * low:.1f}-{100 * high:.1f}%], mean lead "
          f"{statistics.fmean(leads):+.2f}")


if __name__ == "__main__":
    main()
