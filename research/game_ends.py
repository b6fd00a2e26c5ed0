#!/usr/bin/env python3
"""How recorded solo games ended, and how well the valuation saw the end coming.

Issue #45. Reads the games ``research/strong_games.py`` records (action texts) and replays
them: who triggered the end (the player by cards or goods, or The Machine by goods), and
the player's results by each; then, at each round's start before the end is triggered, the
strong bot's valuation's whole rounds left (:meth:`ffcore.bots.valuation.Valuation.
rounds_left`) against the rounds the game really had left, by who went on to end it; and,
at the end of the player's work turns (the turn that ended the game, turns of 8 or 9 cards
built before the end was triggered, the last round's), the valuation's expected final lead
against the final lead: whether it misjudges the choice to end the game (issue #66)::

    .venv/bin/python -m research.game_ends research/games/strong-towin-insane-20004000.jsonl.gz
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
from research.logs import read_lines

#: Who ended a game: the player by building, the player by goods, The Machine by goods.
CARDS, GOODS, MACHINE = "the player, by cards", "the player, by goods", "The Machine"
#: Work turns told apart for the valuation's errors (see :meth:`Ending.turn_kind`).
TRIGGERING, LAST_ROUND = "the player's, triggering the end", "the last round's"


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
    #: At the end of each of the player's work turns (its last action before "end"): (round,
    #: cards built, the valuation's expected final lead).
    turn_ends: list[tuple[int, int, float]] = field(default_factory=list)

    def turn_kind(self, round_: int, cards: int) -> str | None:
        """Return what a work turn of this game was, for the valuation's errors: the one that
        triggered the end (the player's), one of the last round, or one before the trigger
        with 8 or 9 cards built (None for the others)."""
        if round_ > self.triggered:
            return LAST_ROUND
        if round_ == self.triggered and self.by != MACHINE:
            return TRIGGERING
        return f"before the trigger, {cards} cards built" if cards in (8, 9) else None


def ending(record: dict[str, Any]) -> Ending:
    """Replay a recorded game and return how it ended."""
    game = from_actions([record["name"]], record["level"], record["seed"], [])
    estimates: list[tuple[int, float]] = []
    turn_ends: list[tuple[int, int, float]] = []
    for text in record["actions"]:
        state = game.state
        if state.phase == "market" and not state.end_round and (
                not estimates or estimates[-1][0] != state.round):
            estimates.append((state.round, LEARNED.rounds_left(state)))
        if state.phase == "work" and state.seat == 0 and text == "end":
            turn_ends.append((state.round, len(state.players[0].compound),
                              LEARNED.relative(state, 0)))
        game.apply(text)
    trigger = next(event for event in game.log if event["code"] == "end-triggered")
    player = game.state.players[0]
    if trigger["seat"] < 0:
        by = MACHINE
    else:
        # Building the tenth card and making the twelfth good in one action: cards first.
        by = CARDS if len(player.compound) >= COMPOUND_TRIGGER else GOODS
    return Ending(record["seed"], record["lead"], by, trigger["round"], game.state.round,
                  estimates, turn_ends)


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
    # Whether the value misjudges ending the game: its error where the player ended it, beside
    # turns of as many cards that went on (the gap the decision to end it weighs).
    misses: dict[str, list[float]] = defaultdict(list)
    for end in endings:
        for round_, cards, lead in end.turn_ends:
            kind = end.turn_kind(round_, cards)
            if kind is not None:
                misses[kind].append(end.lead - lead)
    lines += ["", "| the player's work turn, at its end | turns | final lead less the valuation's "
              "expected lead, mean and 95% | root mean square |", "| --- | --- | --- | --- |"]
    for kind in sorted(misses):
        found = misses[kind]
        spread = 1.96 * statistics.stdev(found) / math.sqrt(len(found)) if len(found) > 1 else 0
        lines.append(f"| {kind} | {len(found)} | {statistics.fmean(found):+.2f} ± {spread:.2f} | "
                     f"{math.sqrt(statistics.fmean(e * e for e in found)):.2f} |")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", type=Path, nargs="+", help="research/strong_games.py records")
    args = parser.parse_args()
    endings = [ending(json.loads(line)) for path in args.games
               for line in read_lines(path) if line.strip()]
    print(report(endings))
    return 0


if __name__ == "__main__":
    sys.exit(main())
