#!/usr/bin/env python3
"""Fit the strong bot's valuation (ffcore/bots/fitted_weights.py) to self-play games.

Plays steady bots against each other (2 players) and alone against The
Machine at every level, records each player's position at the end of every
work turn, and fits by ridge regression what those positions went on to
score. It writes the fitted weights as a module like
``ffcore/bots/fitted_weights.py`` (to ``--out``, or to the screen); try it with
``research/solo_trials.py --weights`` and the tournament command before shipping
it over that file. The shipped weights came from this fit on 2 x 1,000 games.
The last two scalar weights (solo, buildable hand cards) are kept at zero, as
they did not help in tournaments; the solo games' metal and energy weights and
the build bonus are set by hand (from solo tournaments), and a refit keeps the
shipped ones.

``--level insane --policy fitted`` fits on solo games of one level played by
the strong bot's rollout policy (the steady bot thinking with the fitted
valuation): a step of policy improvement. It did not help (research/RECORD.md, "What has
been tried").

Needs numpy, which the game does not: ``make research`` installs it (the
``research`` extra of pyproject.toml).

    .venv/bin/python -m research.fit_values --games 1000 [--seed 0] [--jobs 2] \
        [--level insane] [--policy fitted] [--out fit.py]
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
from pathlib import Path
from typing import Any

import numpy as np

from ffcore import rules
from ffcore.bots import fitted_weights
from ffcore.bots.fitted_valuation import FITTED
from ffcore.bots.handmade_valuation import HANDMADE
from ffcore.bots.steady import steady_plan
from ffcore.bots.valuation import buildable_cards, machine_rate
from ffcore.bots.weights import FittedWeights
from ffcore.cards import (
    BLUEPRINTS,
    COMPOUND_TRIGGER,
    GOODS_TRIGGER,
    HAND_LIMIT,
    MACHINE_LEVELS,
    RESOURCE_LIMIT,
    prestige,
)
from ffcore.scoring import outcome
from ffcore.state import State

SLUGS = sorted(BLUEPRINTS)
#: Planning budget of the steady players that make the data.
PLAN_NODES = 300
#: Ridge penalty.
RIDGE = 5.0
#: Scalar weights of the points to come kept at zero (solo·R, buildable hand cards·G).
ZEROED = (7, 8)
#: The valuation the steady players of the data think with, by ``--policy``.
POLICIES = {"steady": HANDMADE, "fitted": FITTED}


def position(state: State, seat: int) -> dict[str, Any]:
    """Return what the fit needs of one player's position."""
    player, machine = state.players[seat], state.machine
    return {
        "round": state.round, "end_round": state.end_round, "seat": seat,
        "metal": player.metal, "energy": player.energy, "hand": list(player.hand),
        "points": player.goods + prestige(player.compound), "compound": list(player.compound),
        "top_goods": max(other.goods for other in state.players),
        "top_compound": max(len(other.compound) for other in state.players),
        "machine": None if machine is None else (
            machine.goods, len(machine.compound),
            sum(1 for slug in machine.compound if BLUEPRINTS[slug].type == "monument"),
            machine_rate(machine.compound)),
    }


def play(job: tuple[int, str | None, int, str]) -> list[dict[str, Any]]:
    """Play one steady self-play game; return its positions with their final scores."""
    players, level, seed, policy = job
    valuation = POLICIES[policy]
    state = rules.setup(["A", "B"][:players], level, seed)
    rows = []
    while state.phase != "over" and state.round < 40:
        action = steady_plan(state, valuation, PLAN_NODES)[0]
        if action.kind == "end":
            rows.append(position(state, state.seat))
        rules.apply(state, action)
    result = outcome(state)
    for row in rows:
        row["final"] = result.players[row["seat"]].total
        row["final_round"] = state.round
        row["machine_final"] = result.machine.total if result.machine else None
        row["seed"] = seed
    return rows


def rounds_features(row: dict[str, Any]) -> list[float]:
    machine = row["machine"]
    solo = 1.0 if machine else 0.0
    return [1.0, row["round"], min(row["top_goods"], GOODS_TRIGGER),
            min(row["top_compound"], COMPOUND_TRIGGER),
            machine[0] * solo if machine else 0.0, machine[3] * solo if machine else 0.0, solo]


def value_features(row: dict[str, Any], rounds: float) -> np.ndarray:
    g = min(rounds, 2.0)
    metal = min(row["metal"], RESOURCE_LIMIT)
    energy = min(row["energy"], RESOURCE_LIMIT - metal)
    size = len(row["compound"])
    hand = min(len(row["hand"]), HAND_LIMIT)
    solo = 1.0 if row["machine"] else 0.0
    scalars = [rounds, rounds * rounds, metal * g, energy * g, hand * g, size * g, size * rounds,
               solo * rounds, len(buildable_cards(row["hand"], row["compound"])) * g]
    counts = np.zeros(len(SLUGS))
    for slug in row["compound"]:
        counts[SLUGS.index(slug)] += 1
    return np.concatenate([scalars, counts * g, counts * rounds])


def fit(rows: list[dict[str, Any]]) -> FittedWeights:
    """Return the fitted weights (the hand-set ones as shipped); report the held-out error."""
    open_rows = [row for row in rows if not row["end_round"]]
    x = np.array([rounds_features(row) for row in open_rows])
    y = np.array([row["final_round"] - row["round"] for row in open_rows], float)
    r_fit = np.linalg.lstsq(x, y, rcond=None)[0]

    def rounds(row: dict[str, Any]) -> float:
        if row["end_round"]:
            return float(row["end_round"] - row["round"])
        return max(1.0, float(np.dot(rounds_features(row), r_fit)))

    x = np.array([value_features(row, rounds(row)) for row in rows])
    y = np.array([row["final"] - row["points"] for row in rows], float)
    train = np.array([row["seed"] % 5 != 0 for row in rows])
    weights = np.linalg.solve(x[train].T @ x[train] + RIDGE * np.eye(x.shape[1]),
                              x[train].T @ y[train])
    for name, mask in (("training", train), ("held-out", ~train)):
        error = np.std(y[mask] - x[mask] @ weights)
        print(f"# {name} games: error {error:.2f} points (spread {np.std(y[mask]):.2f})")
    future = [0.0 if index in ZEROED else weight for index, weight in enumerate(weights[:9])]
    print(f"# zeroed: {', '.join(f'{weights[index]:.4f}' for index in ZEROED)}")
    solo = [row for row in rows if row["machine"]]
    x = np.array([[turns, turns * turns, row["machine"][3] * turns, row["machine"][1] * turns]
                  for row in solo for turns in [rounds(row) + 1.0]])
    y = np.array([row["machine_final"] - sum(row["machine"][:3]) for row in solo], float)
    machine_fit = np.linalg.lstsq(x, y, rcond=None)[0]
    shipped = FITTED.weights
    return FittedWeights(
        rounds=_rounded(r_fit, 4), future=_rounded(future, 4),
        cards=tuple((slug, round(float(weights[9 + index]), 3),
                     round(float(weights[9 + len(SLUGS) + index]), 3))
                    for index, slug in enumerate(SLUGS)),
        solo_resources=shipped.solo_resources, machine=_rounded(machine_fit, 4),
        build_bonus=shipped.build_bonus)


def _rounded(weights: Any, digits: int) -> tuple[float, ...]:
    return tuple(round(float(weight), digits) for weight in weights)


def weights_module(weights: FittedWeights) -> str:
    """Return the source of a module like ffcore/bots/fitted_weights.py holding ``weights``."""
    def floats(values: tuple[float, ...]) -> str:
        return "(" + ", ".join(repr(float(value)) for value in values) + ")"

    cards = "".join(f'        ("{slug}", {per_g!r}, {per_r!r}),\n'
                    for slug, per_g, per_r in weights.cards)
    return (f'"""{fitted_weights.__doc__}"""\n\nfrom .weights import FittedWeights\n\n'
            f"FITTED_WEIGHTS = FittedWeights(\n"
            f"    rounds={floats(weights.rounds)},\n"
            f"    future={floats(weights.future)},\n"
            f"    cards=(\n{cards}    ),\n"
            f"    solo_resources={floats(weights.solo_resources)},\n"
            f"    machine={floats(weights.machine)},\n"
            f"    build_bonus={weights.build_bonus!r},\n)\n")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games of each kind")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--level", choices=tuple(MACHINE_LEVELS),
                        help="only solo games at this level (default: every level, and "
                             "2-player games)")
    parser.add_argument("--policy", choices=tuple(POLICIES), default="steady",
                        help="the steady bot's valuation in the games: its own or the fitted one")
    parser.add_argument("--out", type=Path, help="write the weights module here "
                        "(ffcore/bots/fitted_weights.py to ship it); else print it")
    args = parser.parse_args()
    jobs: list[tuple[int, str | None, int, str]] = []
    levels = list(MACHINE_LEVELS)
    for number in range(args.games):
        seed = args.seed + number
        if args.level:
            jobs.append((1, args.level, seed, args.policy))
        else:
            jobs += [(1, levels[number % len(levels)], seed, args.policy),
                     (2, None, seed, args.policy)]
    with multiprocessing.Pool(args.jobs) as pool:
        rows = [row for game in pool.imap_unordered(play, jobs, chunksize=2) for row in game]
    print(f"# {len(rows)} positions from {len(jobs)} games")
    source = weights_module(fit(rows))
    if args.out:
        args.out.write_text(source, encoding="utf-8")
        print(f"# wrote {args.out}")
    else:
        print(source, end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
