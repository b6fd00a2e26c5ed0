#!/usr/bin/env python3
"""The bot as it is, pooled over the logs of several paired trials.

Every ``research/solo_trials.py --log`` plays the bot as it is beside the change, each
trial on its own held-out seeds. Where the logs agree on the bot, its opponents and the
shipped bot (its tables and the choices ``tests/data/bot_choices.json`` pins), their "as
it is" games are games of one bot, and together they measure it on more seeds than any
one trial::

    .venv/bin/python -m research.pooled research/trials/chance-shift-insane-62600.jsonl.gz \\
        research/trials/chance-shift-insane-63000.jsonl.gz
"""

from __future__ import annotations

import argparse
import statistics
from pathlib import Path

from ffcore.tournament import wilson
from research.solo_trials import games_as_it_is


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("logs", nargs="+", type=Path)
    results = games_as_it_is(parser.parse_args().logs)
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
