#!/usr/bin/env python3
"""Paired solo trials: a bot as it is against the same bot changed, on the same games.

For trying ideas against The Machine before a full tournament. Both versions
play the same seeds; the difference of their final leads, game by game, comes
with a 95% interval. A change is a bot budget (``--budget samples=32``, a
:class:`ffcore.bots.strong.StrongBot` argument) or a weight of the fitted
valuation (``--weight "SOLO_RESOURCE_FIT=(0.2, 0.06)"``, a name in
``ffcore/bots/evaluate.py``). ``steady-fitted`` is the strong bot's rollout
policy, the steady bot thinking with the fitted valuation: fast enough for
1,000-game trials of a weight. "What has been tried" in docs/bots.md came
from runs like these::

    .venv/bin/python tools/solo_trials.py --bot strong --level insane --seed 7000 \\
        --games 100 --budget samples=32 --budget candidates=12
    .venv/bin/python tools/solo_trials.py --bot steady-fitted --level insane --seed 10000 \\
        --games 1000 --weight "BUILD_BONUS=0.9"
"""

from __future__ import annotations

import argparse
import ast
import inspect
import multiprocessing
import statistics
import sys
import time
from typing import Any

from ffcore.bots import evaluate as ev
from ffcore.bots.basic import SteadyBot
from ffcore.bots.strong import StrongBot
from ffcore.cards import MACHINE_LEVELS
from ffcore.game import new_game
from ffcore.tournament import MAX_ROUNDS, mean_interval


class SteadyFitted(SteadyBot):
    """The steady bot with the strong bot's valuation: the strong bot's rollout policy."""

    valuation = "fitted"


_DEFAULTS: dict[str, Any] = {}


def _set_weights(weights: dict[str, Any]) -> None:
    """Give evaluate.py these weights (the others their defaults) and forget cached worths."""
    for name, value in {**_DEFAULTS, **weights}.items():
        _DEFAULTS.setdefault(name, getattr(ev, name))
        setattr(ev, name, value)
    ev._fitted_future.cache_clear()
    ev._die_worths.cache_clear()


def play(job: tuple[str, str, int, dict[str, int], dict[str, Any]]) -> tuple[int, float, int]:
    """Play one solo game; return its final lead, processor seconds and decisions."""
    bot_name, level, seed, budget, weights = job
    _set_weights(weights)
    # The player is named as in the tournament command ("strong", or "steady" for the
    # steady policy): a bot's random choices depend on its name.
    name = "strong" if bot_name == "strong" else "steady"
    game = new_game([name], seed=seed, machine=level)
    bot = StrongBot(seed * 10, **budget) if bot_name == "strong" else SteadyFitted(seed * 10)
    seconds, decisions = 0.0, 0
    while not game.is_over and game.state.round <= MAX_ROUNDS:
        started = time.process_time()
        action = bot.choose(game.view(name))
        seconds += time.process_time() - started
        decisions += 1
        game.apply(action)
    outcome = game.outcome()
    assert outcome.machine is not None
    return outcome.players[0].total - outcome.machine.total, seconds, decisions


def trial(pool: Any, args: argparse.Namespace, budget: dict[str, int],
          weights: dict[str, Any]) -> list[tuple[int, float, int]]:
    jobs = [(args.bot, args.level, seed, budget, weights)
            for seed in range(args.seed, args.seed + args.games)]
    return list(pool.map(play, jobs, chunksize=1 if args.bot == "strong" else 4))


def report(label: str, results: list[tuple[int, float, int]]) -> None:
    leads = [lead for lead, _, _ in results]
    won = sum(lead > 0 for lead in leads) / len(leads)  # a draw loses (ruling 27)
    per_decision = sum(r[1] for r in results) / sum(r[2] for r in results)
    print(f"{label}: mean lead {statistics.fmean(leads):+.2f}, won {100 * won:.1f}%, "
          f"{per_decision:.3f} s a decision")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bot", choices=("strong", "steady-fitted"), default="strong")
    parser.add_argument("--level", choices=tuple(MACHINE_LEVELS), default="insane")
    parser.add_argument("--seed", type=int, default=7000)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--budget", action="append", default=[], metavar="NAME=INT")
    parser.add_argument("--weight", action="append", default=[], metavar="NAME=VALUE")
    args = parser.parse_args()
    try:
        budget = {name: int(value) for name, value in
                  (item.split("=", 1) for item in args.budget)}
        weights = {name: ast.literal_eval(value) for name, value in
                   (item.split("=", 1) for item in args.weight)}
    except (ValueError, SyntaxError) as error:
        parser.error(f"a change must read NAME=VALUE: {error}")
    unknown = [name for name in weights if not hasattr(ev, name)]
    if unknown:
        parser.error(f"evaluate.py has no weight {', '.join(unknown)}")
    if budget and args.bot != "strong":
        parser.error("--budget changes the strong bot only")
    budgets = set(inspect.signature(StrongBot).parameters) - {"seed"}
    unknown = [name for name in budget if name not in budgets]
    if unknown:
        parser.error(f"the strong bot has no budget {', '.join(unknown)}; "
                     f"choose from {', '.join(sorted(budgets))}")
    with multiprocessing.Pool(args.jobs) as pool:
        base = trial(pool, args, {}, {})
        report("as it is", base)
        if not budget and not weights:
            return 0
        changed = trial(pool, args, budget, weights)
        report("changed  ", changed)
    gains = [new[0] - old[0] for new, old in zip(changed, base, strict=True)]
    mean, spread = mean_interval(gains)
    print(f"gain: {mean:+.2f} ± {spread:.2f} points a game "
          f"({args.games} paired games)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
