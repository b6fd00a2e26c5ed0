#!/usr/bin/env python3
"""Average a training run's kept checkpoints into one (issue #66): Polyak averaging.

TD(λ) at a constant rate never settles: each generation's updates move every entry read by
its games a little, so the last checkpoint holds the last few generations' noise as well as
what the run learned. The mean of checkpoints kept along the run (``td_train.py
--keep-every``) keeps what they share and averages much of that noise away, as averaging
the iterates of stochastic approximation does (Polyak and Juditsky, 1992). Both heads are
averaged; the result is a checkpoint like any other (the last one's settings and count of
games, its history naming what was averaged), for ``solo_trials.py --learned`` and
``ship_learned.py``. ``--hundredths`` rounds both heads as shipping does, so that a trial
plays exactly what would ship. ``--scale`` multiplies the lead head's mean by a factor
(a trial of how far the tables' correction should be trusted; the win head is left as it
is)::

    .venv/bin/python -m research.average_tables research/runs/run8/gen-000[1-9]0.json.gz \\
        research/runs/run8/gen-00100.json.gz --out research/runs/run8-mean/latest.json.gz
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from research.ntuple import Tables
from research.ship_learned import in_hundredths
from research.td_train import TrainingRun, load, save


def mean_of(values: Sequence[Sequence[float]], hundredths: bool = False,
            scale: float = 1.0) -> list[float]:
    """Return the entry-by-entry mean of tables of one size, times ``scale`` (rounded to
    hundredths if ``hundredths``)."""
    if len({len(table) for table in values}) != 1:
        raise ValueError("tables of different sizes")
    count = len(values)
    means = [scale * sum(entries) / count for entries in zip(*values, strict=True)]
    return [in_hundredths(mean) / 100 for mean in means] if hundredths else means


def average(runs: Sequence[TrainingRun], names: Sequence[str], hundredths: bool = False,
            scale: float = 1.0) -> TrainingRun:
    """Return a checkpoint whose heads are the means of ``runs``' (named ``names``), the lead
    head's times ``scale``, with the last run's settings: they must be the runs of one kind
    of game."""
    last = runs[-1]
    if any(run.config.rivals != last.config.rivals or run.config.pace != last.config.pace
           for run in runs):
        raise ValueError("checkpoints of different kinds of game or horizons")
    tables = Tables(mean_of([run.tables.lead for run in runs], hundredths, scale),
                    mean_of([run.tables.win for run in runs], hundredths))
    note: dict[str, object] = {"averaged": list(names), "hundredths": hundredths}
    if scale != 1.0:
        note["lead scaled by"] = scale
    return TrainingRun(last.config, tables, last.generation, last.games, [note])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("checkpoints", type=Path, nargs="+")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--hundredths", action="store_true",
                        help="round both heads to hundredths, as ship_learned.py writes them")
    parser.add_argument("--scale", type=float, default=1.0,
                        help="multiply the lead head by this factor (the win head is kept)")
    args = parser.parse_args()
    try:
        run = average([load(path) for path in args.checkpoints],
                      [str(path) for path in args.checkpoints], args.hundredths, args.scale)
    except ValueError as error:
        parser.error(str(error))
    save(run, args.out)
    scaled = f", its lead head times {args.scale}" if args.scale != 1.0 else ""
    print(f"{args.out}: the mean of {len(args.checkpoints)} checkpoints{scaled}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
