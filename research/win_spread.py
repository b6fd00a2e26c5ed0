#!/usr/bin/env python3
"""How far a solo game's final lead strays from the valuation's estimate, by rounds left.

Issue #45. The strong bot's market search weighs each candidate by the expected lead at
the end of the round; a solo game, though, is won or lost (a draw loses), and the chance
of winning from an estimate of ``v`` points with ``r`` rounds still to come is about
``Φ((v - 0.5) / spread(r))``, spread(r) being how far final leads stray from estimates made ``r``
rounds before the end. This plays solo games against The Machine with the steady policy
thinking with the strong bot's valuation (as the market search's rollouts do), records
the estimate at the start of every round (where a rollout ends), and prints spread by the
rounds left, with the mean error (the estimate's bias) beside it::

    .venv/bin/python -m research.win_spread --games 1000 --seed 40000 --jobs 2
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import statistics

from ffcore import rules
from ffcore.actions import Action
from ffcore.bots.learned import LEARNED
from ffcore.bots.policy import PLAN_NODES, steady_plan
from ffcore.scoring import outcome
from ffcore.tournament import MAX_ROUNDS
from research.td_train import blind

#: Rounds left are counted up to this many (more are as many).
MOST_ROUNDS = 6


def estimates(job: tuple[str, int]) -> list[tuple[int, float, int]]:
    """Play one game; return (rounds left, estimated lead, final lead) at each round's start."""
    level, seed = job
    state = rules.setup(["spread"], level, seed)
    rng = random.Random(seed)
    seen: list[tuple[int, float]] = []
    pending: list[Action] = []
    started = 0
    while state.phase != "over" and state.round <= MAX_ROUNDS:
        if state.phase == "market" and started < state.round:
            started = state.round
            rounds = LEARNED.rounds_left(state)
            seen.append((min(round(rounds), MOST_ROUNDS), LEARNED.relative(state, 0, rounds)))
        if not pending:
            pending = steady_plan(blind(state, rng), LEARNED, PLAN_NODES)
        action = pending.pop(0)
        chance, step = state.chance, state.step
        rules.apply(state, action)
        if state.chance != chance or state.step != step:
            pending = []
    result = outcome(state)
    assert result.machine is not None
    final = result.players[0].total - result.machine.total
    return [(rounds, estimate, final) for rounds, estimate in seen]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=40_000)
    parser.add_argument("--level", default="insane")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    jobs = [(args.level, seed) for seed in range(args.seed, args.seed + args.games)]
    with multiprocessing.Pool(args.jobs) as pool:
        games = pool.map(estimates, jobs, chunksize=4)
    errors: dict[int, list[float]] = {}
    calibration: dict[int, list[tuple[float, int]]] = {}
    for game in games:
        for rounds, estimate, final in game:
            errors.setdefault(rounds, []).append(final - estimate)
            calibration.setdefault(rounds, []).append((estimate, final))
    print(f"{args.games} games against {args.level}, seeds {args.seed} on: the final lead "
          "less the estimate at a round's start, by the rounds left after it")
    for rounds in sorted(errors):
        errs = errors[rounds]
        sigma = statistics.pstdev(errs)
        won = sum(1 for _, final in calibration[rounds] if final > 0)
        expected = sum(0.5 * (1 + math.erf((estimate - 0.5) / (sigma * math.sqrt(2))))
                       for estimate, _ in calibration[rounds])
        print(f"  {rounds} rounds left: {len(errs)} positions, spread {sigma:.2f}, mean "
              f"{statistics.fmean(errs):+.2f}; won {won}, Φ((v - 0.5) / spread) expects "
              f"{expected:.0f}")


if __name__ == "__main__":
    main()
