#!/usr/bin/env python3
"""Ship a training checkpoint's two heads as the strong bot's learned tables (issue #45).

Writes ``ffcore/bots/learned_weights.py`` whole from a ``research/td_train.py``
checkpoint: the lead correction of each feature in hundredths of a point (finer
changes no choice that matters, and the module stays a few kilobytes once
compressed), and the win head's logit of each feature in hundredths (issue #66:
the coach and the review read it to say what a move costs in chance of winning).
Hundredths of a logit put a chance, as the page reads it, within 0.4 percentage
points of the checkpoint's on average and 1.6 at the 99th percentile, over the
positions of 150 of the strong bot's games: about what showing whole percents
rounds off, and far below how much the two heads disagree; thousandths would
double the head's compressed bytes (docs/bots.md). After shipping, re-record the
bots' choices (``tests/bot_choices.py``) and measure as docs/bots.md says::

    .venv/bin/python -m research.ship_learned research/runs/run2/latest.json.gz
"""

from __future__ import annotations

import argparse
import sys
import textwrap
from collections.abc import Sequence
from pathlib import Path

from ffcore.bots import learned_weights
from ffcore.bots.learned import SIZE

TARGET = Path(learned_weights.__file__)


def _table(name: str, values: Sequence[float]) -> str:
    """Return a module's line of ``values`` in hundredths, as a tuple of ints named ``name``."""
    hundredths = ", ".join(str(round(value * 100)) for value in values)
    body = textwrap.fill(hundredths, 95, initial_indent="    ", subsequent_indent="    ")
    return f"{name}: tuple[int, ...] = (\n{body},\n)\n"


def module_source(lead: Sequence[float], win: Sequence[float], origin: str) -> str:
    """Return the source of a module like ffcore/bots/learned_weights.py holding both heads."""
    written = textwrap.fill(f"Written by ``research/ship_learned.py`` from {origin}.", 95)
    return ('"""The strong bot\'s learned tables: for each feature of :mod:`ffcore.bots.learned`,\n'
            "the lead correction in hundredths of a point and the chance of winning's logit\n"
            "in hundredths.\n\n"
            f'{written}\n"""\n\n'
            f'{_table("LEAD_HUNDREDTHS", lead)}\n'
            f'{_table("WIN_HUNDREDTHS", win)}')


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("checkpoint", type=Path, help="a research/td_train.py checkpoint")
    parser.add_argument("--out", type=Path, default=TARGET, help=f"default {TARGET}")
    args = parser.parse_args(argv)
    from research.td_train import describe, digest, load

    try:
        run = load(args.checkpoint)
    except (OSError, ValueError) as error:
        parser.error(f"cannot read {args.checkpoint}: {error}")
    assert len(run.tables.lead) == len(run.tables.win) == SIZE
    origin = (f"generation {run.generation} of a run of {describe(run.config)} "
              f"({run.games} games; checkpoint digest {digest(args.checkpoint)})")
    args.out.write_text(module_source(run.tables.lead, run.tables.win, origin))
    print(f"wrote {args.out}: {origin}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
