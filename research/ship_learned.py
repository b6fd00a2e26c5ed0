#!/usr/bin/env python3
"""Ship training checkpoints' heads as the strong bot's learned tables (issues #45, #66).

Writes ``ffcore/bots/learned_weights.py`` whole from a solo ``research/td_train.py``
checkpoint and, with ``--rivals``, a checkpoint of games with rivals (a run with
``--rivals``): the lead correction of each feature in hundredths of a point (finer
changes no choice that matters, and the module stays a few kilobytes once
compressed), and the win head's logit of each feature in hundredths (issue #66:
the coach and the review read it to say what a move costs in chance of winning).
Hundredths of a logit put a chance, as the page reads it, within 0.4 percentage
points of the checkpoint's on average and 1.6 at the 99th percentile, over the
positions of 150 of the strong bot's games: about what showing whole percents
rounds off, and far below how much the two heads disagree; thousandths would
double the head's compressed bytes (research/RECORD.md). From the checkpoint of games with
rivals, both heads ship as well (``RIVALS_HUNDREDTHS``, the lead over the strongest
rival, and ``RIVALS_WIN_HUNDREDTHS``, the chance of winning such a game). After shipping,
re-record the bots' choices (``tests/bot_choices.py``) and measure as docs/bots.md says::

    .venv/bin/python -m research.ship_learned research/runs/run2/latest.json.gz \
        --rivals research/runs/run5/latest.json.gz

``--win CHECKPOINT`` takes the solo win head from another solo checkpoint: the one its
calibration was fitted for, when the lead head changes alone.
"""

from __future__ import annotations

import argparse
import sys
import textwrap
from array import array
from collections.abc import Sequence
from pathlib import Path

from ffcore.bots import learned_weights
from ffcore.bots.features import SIZE

TARGET = Path(learned_weights.__file__)


def in_hundredths(value: float) -> int:
    """Return a table's entry as it ships: in whole hundredths."""
    return round(value * 100)


def _table(name: str, values: Sequence[float]) -> str:
    """Return a module's line of ``values`` in hundredths, as an array of 2-byte ints named
    ``name`` (raises OverflowError for an entry that does not fit)."""
    hundredths = array("h", [in_hundredths(value) for value in values])
    body = textwrap.fill(", ".join(map(str, hundredths)), 95, initial_indent="    ",
                         subsequent_indent="    ")
    return f'{name} = array("h", (\n{body},\n))\n'


def module_source(lead: Sequence[float], win: Sequence[float], origin: str,
                  rivals: tuple[Sequence[float], Sequence[float]] | None = None,
                  rivals_origin: str = "") -> str:
    """Return the source of a module like ffcore/bots/learned_weights.py holding both solo
    heads and, if given, both heads of games with rivals (``rivals``: the lead's, then the
    win's)."""
    written = textwrap.fill(f"Written by ``research/ship_learned.py``: the solo heads from "
                            f"{origin}" + (f"; the heads of games with rivals from "
                                           f"{rivals_origin}" if rivals is not None else "")
                            + ".", 95)
    source = ('"""The strong bot\'s learned tables: for each feature of '
              ':mod:`ffcore.bots.learned`,\n'
              "the lead correction in hundredths of a point and the chance of winning's logit\n"
              "in hundredths, for solo games; and the same two of games with rivals. Arrays of\n"
              "2-byte ints, not tuples, whose pointers to int objects took four times the memory\n"
              "(all of it in the page's memory snapshot, which a first visit downloads).\n\n"
              f'{written}\n"""\n\nfrom array import array\n\n'
              f'{_table("LEAD_HUNDREDTHS", lead)}\n'
              f'{_table("WIN_HUNDREDTHS", win)}')
    if rivals is not None:
        source += (f'\n{_table("RIVALS_HUNDREDTHS", rivals[0])}'
                   f'\n{_table("RIVALS_WIN_HUNDREDTHS", rivals[1])}')
    return source


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("checkpoint", type=Path, help="a solo research/td_train.py checkpoint")
    parser.add_argument("--rivals", type=Path, help="a checkpoint of games with rivals")
    parser.add_argument("--win", type=Path,
                        help="the solo win head from this solo checkpoint instead (the one "
                             "its calibration, STRONG_WIN, was fitted for)")
    parser.add_argument("--out", type=Path, default=TARGET, help=f"default {TARGET}")
    args = parser.parse_args(argv)
    from research.td_train import describe, digest, load

    runs, origins = [], []
    for path in (args.checkpoint, args.rivals, args.win):
        if path is None:
            continue
        try:
            run = load(path)
        except (OSError, ValueError) as error:
            parser.error(f"cannot read {path}: {error}")
        assert len(run.tables.lead) == len(run.tables.win) == SIZE
        if (path is args.rivals) != bool(run.config.rivals):
            parser.error(f"{path} is a checkpoint of "
                         f"{'games with rivals' if run.config.rivals else 'solo games'}")
        runs.append(run)
        averaged = run.history[-1].get("averaged") if run.history else None
        which = (f"the mean of {len(averaged)} checkpoints, the last at generation "
                 f"{run.generation}," if averaged else f"generation {run.generation}")
        origins.append(f"{which} of a run of {describe(run.config)} "
                       f"({run.games} games; checkpoint digest {digest(path)})")
    solo, origin = runs[0], origins[0]
    rivals = (runs[1].tables.lead, runs[1].tables.win) if args.rivals else None
    win = solo.tables.win
    if args.win:
        win = runs[-1].tables.win
        origin = f"{origins[0]} for the lead, and {origins[-1]} for the win"
    args.out.write_text(module_source(solo.tables.lead, win, origin, rivals,
                                      origins[1] if args.rivals else ""))
    print(f"wrote {args.out}: {'; '.join(origins)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
