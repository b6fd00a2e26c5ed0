#!/usr/bin/env python3
"""How well the shipped win head's chance of winning matches what games then did.

Issue #66. The coach and the review say what a move costs in chance of winning, read from
the learned tables' second head (:meth:`ffcore.bots.learned.LearnedValuation.
chance_of_winning`: the head's logit, shifted and scaled by
:data:`ffcore.bots.learned.STRONG_WIN`). This reads that chance at the positions training
learns from (each round's first and each work turn's last,
:class:`research.td_train.Recording`) and buckets it against whether the game was won (a
draw loses), with the Brier score and the mean by work phases to come, beside the head's
own chance (no shift or scale). The games are played here, on seeds of their own: by the
policy whose games taught the head (``--player rollout``: the steady policy thinking with
the shipped tables alone, 0.2 s a game), the steady bot or the strong bot (``--player
steady|strong``, about 10 s a game); or taken from the strong bot's recorded games
(``--recorded FILE``, no search). ``--fit`` fits the shift and scale, a logistic
regression on the head's logit, on the games whose seed is not a multiple of 5, and
reports the others with it. ``--seats N`` plays games of several players instead, at
tables of 2 to N seats in turn (2 + seed % (N - 1), as training deals them), every seat
played alike, and reads the head of such games (:data:`ffcore.bots.learned.RIVALS_WIN`)
for every seat: a seat wins with the most points alone (a tie on points counts as a
loss, as training counts it)::

    .venv/bin/python -m research.win_calibration --recorded research/games/*.jsonl.gz --fit
    .venv/bin/python -m research.win_calibration --player strong --seed 46800 --games 40
    .venv/bin/python -m research.win_calibration --seats 5 --seed 50800 --games 600 --fit
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import statistics
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

from ffcore import bots, new_game
from ffcore.actions import Action
from ffcore.bots.learned import LEARNED, sigmoid
from ffcore.bots.planner import PLAN_NODES
from ffcore.bots.steady import steady_plan
from ffcore.scoring import outcome
from ffcore.tournament import MAX_ROUNDS
from research.fit_strong import HOLD_OUT_EVERY, afterstates, rounds_to_come
from research.logs import read_lines
from research.ntuple import Tables, TrainingValuation
from research.td_train import Config, Recording, apply_planned, blind, play_game, seats_of

#: Work phases to come are counted up to this many (more are as many).
MOST_AHEAD = 7
#: The training games' policy thought with the tables alone: no edge, settled positions
#: corrected (research/td_train.py).
TRAINING = TrainingValuation(Tables(LEARNED.lead))
#: The same for games with rivals: the shipped tables of those games (the solo ones as
#: shipped, which such games never read).
TRAINING_RIVALS = TrainingValuation(Tables([value / 100 for value in LEARNED.rivals or ()]),
                                   rivals=True)
#: The head's own chance: no shift, no scale.
RAW = (0.0, 1.0)


class Played(NamedTuple):
    """One game: its seed, the head's logit at each afterstate with the work phases still to
    come, and whether the player won."""

    seed: int
    positions: list[tuple[int, float]]
    won: bool


def logit(entries: Sequence[int], rivals: bool = False) -> float:
    """Return the shipped win head's logit of a position's entries (``rivals``: the head
    of games of several players)."""
    win = LEARNED.rivals_win if rivals else LEARNED.win
    assert win is not None
    return LEARNED.win_unit * sum([win[i] for i in entries])


def played_at_table(job: tuple[str, int, int]) -> list[Played]:
    """Play one game of several players (``rollout``: as training plays them, with the
    shipped tables of such games; ``strong``: the strong bot at every seat); return each
    seat's logits and result."""
    player, most, seed = job
    config = Config(rivals=most)
    if player == "rollout":
        return [_played(seed, record.afterstates, record.lead > 0, rivals=True)
                for record in play_game(TRAINING_RIVALS, config, seed)]
    seats = seats_of(config, seed)
    names = [f"{player}{seat + 1}" for seat in range(seats)]
    game = new_game(names, seed=seed)
    players = [bots.make(player, seed=seed + seat) for seat in range(seats)]
    recording = Recording(LEARNED, seats)
    while not game.is_over and game.state.round <= MAX_ROUNDS:
        acting = game.state.seat
        action = players[acting].choose(game.view(names[acting]))
        recording.before(game.state, action)
        game.apply(action)
    totals = [score.total for score in outcome(game.state).players]
    return [_played(seed, noted, totals[seat] > max(total for other, total in enumerate(totals)
                                                    if other != seat), rivals=True)
            for seat, noted in enumerate(recording.by_seat)]


def played(job: tuple[str, str, int]) -> Played:
    """Play one solo game; return the head's logit at each afterstate and the result."""
    player, level, seed = job
    game = new_game([player], seed=seed, machine=level)
    recording = Recording(LEARNED)
    if player == "rollout":  # as research/td_train.py plays its games, with the shipped tables
        state, rng, pending = game.state, random.Random(seed), list[Action]()
        while state.phase != "over" and state.round <= MAX_ROUNDS:
            if not pending:
                pending = steady_plan(blind(state, rng), TRAINING, PLAN_NODES)
            recording.before(state, pending[0])
            pending = apply_planned(state, pending[0], pending[1:])
    else:
        bot = bots.make(player, seed=seed)
        while not game.is_over and game.state.round <= MAX_ROUNDS:
            action = bot.choose(game.view(player))
            recording.before(game.state, action)
            game.apply(action)
    return _played(seed, recording.afterstates, not outcome(game.state).machine_wins)


def recorded(line: str) -> Played:
    """Return the head's logit at each afterstate of a recorded game, and its result."""
    record = afterstates(json.loads(line))
    return _played(record.seed, record.afterstates, record.lead > 0)


def _played(seed: int, states: Sequence[tuple[list[int], float]], won: bool,
            rivals: bool = False) -> Played:
    return Played(seed, [(rounds_to_come(entries), logit(entries, rivals))
                         for entries, _ in states], won)


def fit(games: Sequence[Played]) -> tuple[float, float]:
    """Return the shift and scale of the logit that best tell the games' results (a
    logistic regression by Newton's method)."""
    rows = [(x, float(game.won)) for game in games for _ahead, x in game.positions]
    shift, scale = 0.0, 1.0
    for _ in range(30):
        g_shift = g_scale = h_ss = h_sx = h_xx = 0.0
        for x, won in rows:
            p = sigmoid(shift + scale * x)
            w = p * (1.0 - p)
            g_shift += won - p
            g_scale += (won - p) * x
            h_ss += w
            h_sx += w * x
            h_xx += w * x * x
        det = h_ss * h_xx - h_sx * h_sx
        shift += (h_xx * g_shift - h_sx * g_scale) / det
        scale += (h_ss * g_scale - h_sx * g_shift) / det
    return shift, scale


def report(games: Sequence[Played], scale: tuple[float, float]) -> None:
    """Print the chance against the result: by tenths of chance, by work phases to come,
    the Brier score and the log loss, beside the head's own."""
    wins = sum(1 for game in games if game.won)
    count = sum(len(game.positions) for game in games)
    print(f"{len(games)} games, {wins} won ({wins / len(games):.1%}); {count} positions; "
          f"the logit shifted by {scale[0]:+.2f} and scaled by {scale[1]:.2f}")
    for name, chosen in (("the head's own", RAW), ("shifted and scaled", scale)):
        rows = _rows(games, chosen)
        brier = statistics.fmean((p - won) ** 2 for _ahead, p, won in rows)
        loss = -statistics.fmean(math.log(p if won else 1.0 - p) for _ahead, p, won in rows)
        print(f"  {name}: Brier score {brier:.4f}, log loss {loss:.4f}")
    rows = _rows(games, scale)
    print("\n| chance read | positions | mean chance | won |\n| --- | --- | --- | --- |")
    for tenth in range(10):
        bucket = [(p, won) for _ahead, p, won in rows if min(int(p * 10), 9) == tenth]
        if bucket:
            print(f"| {tenth * 10}-{tenth * 10 + 10}% | {len(bucket)} | "
                  f"{statistics.fmean(p for p, _ in bucket):.1%} | "
                  f"{statistics.fmean(won for _, won in bucket):.1%} |")
    print("\n| work phases to come | positions | mean chance | won |\n| --- | --- | --- | --- |")
    for ahead in range(MOST_AHEAD + 1):
        bucket = [(p, won) for r, p, won in rows if min(r, MOST_AHEAD) == ahead]
        if bucket:
            label = f"{ahead} or more" if ahead == MOST_AHEAD else str(ahead)
            print(f"| {label} | {len(bucket)} | {statistics.fmean(p for p, _ in bucket):.1%} | "
                  f"{statistics.fmean(won for _, won in bucket):.1%} |")


def _rows(games: Sequence[Played], scale: tuple[float, float]) -> list[tuple[int, float, int]]:
    shift, factor = scale
    return [(ahead, sigmoid(shift + factor * x), int(game.won))
            for game in games for ahead, x in game.positions]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--recorded", type=Path, nargs="+",
                        help="research/strong_games.py records, instead of playing")
    parser.add_argument("--player", choices=("rollout", "steady", "strong"), default="rollout")
    parser.add_argument("--level", default="insane")
    parser.add_argument("--seed", type=int, default=46000)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seats", type=int, default=1,
                        help="games of 2 to SEATS players (the head of games with rivals)")
    parser.add_argument("--fit", action="store_true",
                        help="fit the shift and scale on 4 games in 5, report the 5th")
    args = parser.parse_args()
    with multiprocessing.Pool(args.jobs) as pool:
        if args.recorded:
            lines = [line for path in args.recorded for line in read_lines(path)
                     if line.strip()]
            games = pool.map(recorded, lines, chunksize=8)
        elif args.seats > 1:
            jobs_at = [(args.player, args.seats, seed)
                       for seed in range(args.seed, args.seed + args.games)]
            games = [seat for table in pool.map(played_at_table, jobs_at, chunksize=1)
                     for seat in table]
        else:
            jobs = [(args.player, args.level, seed)
                    for seed in range(args.seed, args.seed + args.games)]
            games = pool.map(played, jobs, chunksize=1)
    if args.fit:
        fitted = fit([game for game in games if game.seed % HOLD_OUT_EVERY])
        print(f"fitted on {sum(1 for game in games if game.seed % HOLD_OUT_EVERY)} games: "
              f"shift {fitted[0]:.3f}, scale {fitted[1]:.3f}; the others held out:")
        report([game for game in games if game.seed % HOLD_OUT_EVERY == 0], fitted)
    else:
        report(games, LEARNED.rivals_win_scale if args.seats > 1 else LEARNED.win_scale)


if __name__ == "__main__":
    main()
