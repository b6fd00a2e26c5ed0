#!/usr/bin/env python3
"""Ship a training checkpoint's lead head as the strong bot's learned tables (issue #45).

Writes ``ffcore/bots/learned_weights.py`` whole from a ``research/td_train.py``
checkpoint: the lead correction of each feature in hundredths of a point (finer
changes no choice that matters, and the module stays a few kilobytes once
compressed). The win head stays in research. After shipping, re-record the
bots' choices (``tests/bot_choices.py``) and measure as docs/bots.md says::

    .venv/bin/python -m research.ship_learned research/runs/run2/latest.json.gz
"""

from __future__ import annotations

import argparse
import sys
import textwrap
from pathlib import Path

from ffcore.bots import learned_weights
from ffcore.bots.learned import SIZE

TARGET = Path(learned_weights.__file__)


def module_source(lead: list[float], origin: str) -> str:
    """Return the source of a module like ffcore/bots/learned_weights.py holding ``lead``."""
    hundredths = ", ".join(str(round(value * 100)) for value in lead)
    body = textwrap.fill(hundredths, 95, initial_indent="    ", subsequent_indent="    ")
    written = textwrap.fill(f"Written by ``research/ship_learned.py`` from {origin}.", 95)
    return (f'"""The strong bot\'s learned tables: the lead correction of each feature of\n'
            f':mod:`ffcore.bots.learned`, in hundredths of a point.\n\n'
            f'{written}\n"""\n\n'
            f'LEAD_HUNDREDTHS: tuple[int, ...] = (\n{body},\n)\n')


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("checkpoint", type=Path, help="a research/td_train.py checkpoint")
    parser.add_argument("--out", type=Path, default=TARGET, help=f"default {TARGET}")
    args = parser.parse_args()
    from research.td_train import digest, load

    try:
        run = load(args.checkpoint)
    except (OSError, ValueError) as error:
        parser.error(f"cannot read {args.checkpoint}: {error}")
    assert len(run.tables.lead) == SIZE
    origin = (f"generation {run.generation} of a run of {run.config} "
              f"({run.games} games; checkpoint digest {digest(args.checkpoint)})")
    args.out.write_text(module_source(run.tables.lead, origin))
    print(f"wrote {args.out}: {origin}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
