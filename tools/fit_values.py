#!/usr/bin/env python3
"""Fit the strong bot's valuation (ffcore/bots/evaluate.py) to self-play games.

Plays steady bots against each other (2 players) and alone against The
Machine at every level, records each player's position at the end of every
work turn, and fits by ridge regression what those positions went on to
score. It prints the four weight tables of evaluate.py's fitted valuation,
to paste over the old ones; then measure with the tournament command before
keeping them. The weights there came from this fit on 2 x 1,000 games, with
the last two scalar weights (solo, buildable hand cards) set to zero by hand
because they did not help in tournaments.
SOLO_RESOURCE_FIT (solo games' metal and energy) is set by hand, from solo
tournaments; a refit leaves it alone.

``--level insane --policy fitted`` fits on solo games of one level played by
the strong bot's rollout policy (the steady bot thinking with the fitted
valuation): a step of policy improvement. It did not help (docs/bots.md, "What
has been tried"); test any fit with ``tools/solo_trials.py --weight``.

Needs numpy, which the game does not: ``.venv/bin/pip install numpy==2.4.6``.

    .venv/bin/python tools/fit_values.py --games 1000 [--seed 0] [--jobs 2] \
        [--level insane] [--policy fitted]
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
from typing import Any

import numpy as np

from ffcore import rules
from ffcore.bots import evaluate as ev
from ffcore.bots import policy
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
            ev.machine_rate(machine.compound)),
    }


def play(job: tuple[int, str | None, int, str]) -> list[dict[str, Any]]:
    """Play one steady self-play game; return its positions with their final scores."""
    players, level, seed, valuation = job
    state = rules.setup(["A", "B"][:players], level, seed)
    rows = []
    with ev.valuation(valuation):
        while state.phase != "over" and state.round < 40:
            action = policy.steady_action(state, PLAN_NODES)
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


def buildable(row: dict[str, Any]) -> int:
    tools: dict[str, int] = {}
    for slug in row["hand"]:
        tools[BLUEPRINTS[slug].tool] = tools.get(BLUEPRINTS[slug].tool, 0) + 1
    return sum(1 for slug in set(row["hand"]) if tools[BLUEPRINTS[slug].tool] >= 2
               and (BLUEPRINTS[slug].multiple or slug not in row["compound"]))


def value_features(row: dict[str, Any], rounds: float) -> np.ndarray:
    g = min(rounds, 2.0)
    metal = min(row["metal"], RESOURCE_LIMIT)
    energy = min(row["energy"], RESOURCE_LIMIT - metal)
    size = len(row["compound"])
    hand = min(len(row["hand"]), HAND_LIMIT)
    solo = 1.0 if row["machine"] else 0.0
    scalars = [rounds, rounds * rounds, metal * g, energy * g, hand * g, size * g, size * rounds,
               solo * rounds, buildable(row) * g]
    counts = np.zeros(len(SLUGS))
    for slug in row["compound"]:
        counts[SLUGS.index(slug)] += 1
    return np.concatenate([scalars, counts * g, counts * rounds])


def fit(rows: list[dict[str, Any]]) -> None:
    """Fit and print the weight tables; report the error on held-out games."""
    open_rows = [row for row in rows if not row["end_round"]]
    x = np.array([rounds_features(row) for row in open_rows])
    y = np.array([row["final_round"] - row["round"] for row in open_rows], float)
    r_fit = np.linalg.lstsq(x, y, rcond=None)[0]
    print("R_FIT = (" + ", ".join(f"{w:.4f}" for w in r_fit) + ")")

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
    print("FIT = (" + ", ".join(f"{w:.4f}" for w in weights[:9]) + ")")
    print("CARD_FIT: dict[str, tuple[float, float]] = {")
    for index, slug in enumerate(SLUGS):
        print(f'    "{slug}": ({weights[9 + index]:.3f}, {weights[9 + len(SLUGS) + index]:.3f}),')
    print("}")
    solo = [row for row in rows if row["machine"]]
    x = np.array([[turns, turns * turns, row["machine"][3] * turns, row["machine"][1] * turns]
                  for row in solo for turns in [rounds(row) + 1.0]])
    y = np.array([row["machine_final"] - sum(row["machine"][:3]) for row in solo], float)
    machine_fit = np.linalg.lstsq(x, y, rcond=None)[0]
    print("MACHINE_FIT = (" + ", ".join(f"{w:.4f}" for w in machine_fit) + ")")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games of each kind")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--level", choices=tuple(MACHINE_LEVELS),
                        help="only solo games at this level (default: every level, and "
                             "2-player games)")
    parser.add_argument("--policy", choices=("steady", "fitted"), default="steady",
                        help="the steady bot's valuation in the games: its own or the fitted one")
    args = parser.parse_args()
    valuation = "handmade" if args.policy == "steady" else "fitted"
    jobs: list[tuple[int, str | None, int, str]] = []
    levels = list(MACHINE_LEVELS)
    for number in range(args.games):
        seed = args.seed + number
        if args.level:
            jobs.append((1, args.level, seed, valuation))
        else:
            jobs += [(1, levels[number % len(levels)], seed, valuation),
                     (2, None, seed, valuation)]
    with multiprocessing.Pool(args.jobs) as pool:
        rows = [row for game in pool.imap_unordered(play, jobs, chunksize=2) for row in game]
    print(f"# {len(rows)} positions from {len(jobs)} games")
    fit(rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
