#!/usr/bin/env python3
"""How far a solo game's final lead strays from the valuation's estimate, by rounds left.

Issue #45. The strong bot's market search weighs each candidate by the expected lead at
the end of the round; a solo game, though, is won or lost (a draw loses), and the chance
of winning from an estimate of ``v`` points with ``r`` rounds still to come is about
``Φ((v - 0.5) / spread(r))``, spread(r) being how far final leads stray from estimates
made ``r`` rounds before the end. This plays solo games against The Machine with the
steady policy thinking with the strong bot's valuation (as the market search's rollouts
do), records the estimate at the start of every round (where a rollout ends), and prints
the spread by the rounds left, with the mean error (the estimate's bias) beside it.
``--bot strong`` plays
the strong bot instead, whose games end better than the estimates made with its rollout
policy's values (about 6 s a game where the policy's take 0.2 s). The strong bot's
valuation adds that edge (``ffcore.bots.learned.STRONG_EDGE``, fitted to the means this
printed before it did), so what it prints now is the bias the edge leaves::

    .venv/bin/python -m research.win_spread --games 1000 --seed 40000 --jobs 2
    .venv/bin/python -m research.win_spread --bot strong --games 300 --seed 42000 --jobs 16
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import statistics

from ffcore import new_game, rules
from ffcore.actions import Action
from ffcore.bots.learned import LEARNED
from ffcore.bots.planner import PLAN_NODES
from ffcore.bots.steady import steady_plan
from ffcore.bots.strong import StrongBot
from ffcore.scoring import outcome
from ffcore.state import State
from ffcore.tournament import MAX_ROUNDS
from research.td_train import apply_planned, blind

#: Rounds left are counted up to this many (more are as many).
MOST_ROUNDS = 6


def estimates(job: tuple[str, str, int]) -> list[tuple[int, float, int]]:
    """Play one game; return (rounds left, estimated lead, final lead) at each round's start."""
    bot, level, seed = job
    if bot == "strong":
        return strong_estimates(level, seed)
    state = rules.setup(["spread"], level, seed)
    rng = random.Random(seed)
    seen: list[tuple[int, float]] = []
    pending: list[Action] = []
    started = 0
    while state.phase != "over" and state.round <= MAX_ROUNDS:
        if state.phase == "market" and started < state.round:
            started = state.round
            seen.append(estimate_at(state))
        if not pending:
            pending = steady_plan(blind(state, rng), LEARNED, PLAN_NODES)
        pending = apply_planned(state, pending[0], pending[1:])
    result = outcome(state)
    assert result.machine is not None
    final = result.players[0].total - result.machine.total
    return [(rounds, estimate, final) for rounds, estimate in seen]


def strong_estimates(level: str, seed: int) -> list[tuple[int, float, int]]:
    """:func:`estimates` of a game of the strong bot (as the solo trials play it)."""
    game = new_game(["strong"], seed=seed, machine=level)
    player = StrongBot(seed * 10)
    seen: list[tuple[int, float]] = []
    started = 0
    while not game.is_over and game.state.round <= MAX_ROUNDS:
        state = game.state
        if state.phase == "market" and started < state.round:
            started = state.round
            seen.append(estimate_at(state))
        game.apply(player.choose(game.view("strong")))
    result = game.outcome()
    assert result.machine is not None
    final = result.players[0].total - result.machine.total
    return [(rounds, estimate, final) for rounds, estimate in seen]


def estimate_at(state: State) -> tuple[int, float]:
    """Return the whole rounds left after this one (counted up to MOST_ROUNDS) and the
    valuation's expected lead."""
    rounds = LEARNED.rounds_left(state)
    return min(round(rounds), MOST_ROUNDS), LEARNED.relative(state, 0, rounds)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=40_000)
    parser.add_argument("--level", default="insane")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--bot", choices=("steady", "strong"), default="steady",
                        help="who plays: the rollout policy (steady) or the strong bot")
    args = parser.parse_args()
    jobs = [(args.bot, args.level, seed) for seed in range(args.seed, args.seed + args.games)]
    with multiprocessing.Pool(args.jobs) as pool:
        games = pool.map(estimates, jobs, chunksize=1 if args.bot == "strong" else 4)
    errors: dict[int, list[float]] = {}
    calibration: dict[int, list[tuple[float, int]]] = {}
    for game in games:
        for rounds, estimate, final in game:
            errors.setdefault(rounds, []).append(final - estimate)
            calibration.setdefault(rounds, []).append((estimate, final))
    print(f"{args.games} games of the {args.bot} bot against {args.level}, seeds {args.seed} "
          "on: the final lead less the estimate at a round's start, by the rounds left after it")
    for rounds in sorted(errors):
        errs = errors[rounds]
        sigma = max(statistics.pstdev(errs), 1e-9)
        bias = statistics.fmean(errs)
        won = sum(1 for _, final in calibration[rounds] if final > 0)
        expected = [sum(0.5 * (1 + math.erf((estimate + shift - 0.5) / (sigma * math.sqrt(2))))
                        for estimate, _ in calibration[rounds]) for shift in (0.0, bias)]
        print(f"  {rounds} rounds left: {len(errs)} positions, spread {sigma:.2f}, mean "
              f"{bias:+.2f}; won {won}, Φ((v - 0.5) / spread) expects {expected[0]:.0f}, "
              f"with the mean added to v {expected[1]:.0f}")


if __name__ == "__main__":
    main()
