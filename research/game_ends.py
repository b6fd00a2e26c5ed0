#!/usr/bin/env python3
"""How recorded solo games ended, and how well the valuation saw the end coming.

Issue #45. Reads the games ``research/strong_games.py`` records (action texts) and replays
them: who triggered the end (the player by cards or goods, or The Machine by goods), and
the player's results by each; then, at each round's start before the end is triggered, the
strong bot's valuation's whole rounds left (:meth:`ffcore.bots.evaluate.Valuation.
rounds_left`) against the rounds the game really had left, by who went on to end it::

    .venv/bin/python -m research.game_ends research/games/strong-towin-insane-20004000.jsonl
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ffcore import from_actions
from ffcore.bots.learned import LEARNED
from ffcore.cards import COMPOUND_TRIGGER

#: Who ended a game: the player by building, the player by goods, The Machine by goods.
CARDS, GOODS, MACHINE = "the player, by cards", "the player, by goods", "The Machine"


@dataclass
class Ending:
    """How one recorded game ended."""

    seed: int
    lead: int
    by: str
    #: The round in which the end was triggered, and the game's last round.
    triggered: int
    last: int
    #: At each round's start before the trigger: (round, the valuation's rounds left).
    estimates: list[tuple[int, float]] = field(default_factory=list)


def ending(record: dict[str, Any]) -> Ending:
    """Replay a recorded game and return how it ended."""
    game = from_actions([record["name"]], record["level"], record["seed"], [])
    estimates: list[tuple[int, float]] = []
    for text in record["actions"]:
        state = game.state
        if state.phase == "market" and not state.end_round and (
                not estimates or estimates[-1][0] != state.round):
            estimates.append((state.round, LEARNED.rounds_left(state)))
        game.apply(text)
    trigger = next(event for event in game.log if event["code"] == "end-triggered")
    player = game.state.players[0]
    if trigger["seat"] < 0:
        by = MACHINE
    else:
        # Building the tenth card and making the twelfth good in one action: cards first.
        by = CARDS if len(player.compound) >= COMPOUND_TRIGGER else GOODS
    return Ending(record["seed"], record["lead"], by, trigger["round"], game.state.round,
                  estimates)


def report(endings: list[Ending]) -> str:
    """Return the tables of who ended the games, and of the rounds-left estimates' error."""
    lines = [f"{len(endings)} games", "",
             "| ended by | games | won | mean lead | triggered in round |",
             "| --- | --- | --- | --- | --- |"]
    groups: dict[str, list[Ending]] = defaultdict(list)
    for end in endings:
        groups[end.by].append(end)
    for by in (CARDS, GOODS, MACHINE):
        games = groups.get(by, [])
        if games:
            won = sum(1 for end in games if end.lead >= 1)  # a draw loses (ruling 27)
            lines.append(f"| {by} | {len(games)} ({100 * len(games) / len(endings):.0f}%) | "
                         f"{100 * won / len(games):.0f}% | "
                         f"{statistics.fmean(end.lead for end in games):+.2f} | "
                         f"{statistics.fmean(end.triggered for end in games):.2f} |")
    lines += ["", "| rounds left at a round's start, by who ended the game | positions | "
              "estimate less the truth, mean | root mean square |", "| --- | --- | --- | --- |"]
    errors: dict[str, list[float]] = defaultdict(list)
    for end in endings:
        for round_, estimate in end.estimates:
            errors[end.by].append(estimate - (end.last - round_))
    errors["all"] = [error for by in (CARDS, GOODS, MACHINE) for error in errors[by]]
    for by in (CARDS, GOODS, MACHINE, "all"):
        if errors[by]:
            lines.append(f"| {by} | {len(errors[by])} | {statistics.fmean(errors[by]):+.2f} | "
                         f"{math.sqrt(statistics.fmean(e * e for e in errors[by])):.2f} |")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", type=Path, nargs="+", help="research/strong_games.py records")
    args = parser.parse_args()
    endings = [ending(json.loads(line)) for path in args.games
               for line in path.read_text().splitlines() if line.strip()]
    print(report(endings))
    return 0


if __name__ == "__main__":
    sys.exit(main())
