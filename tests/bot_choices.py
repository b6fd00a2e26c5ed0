"""Record the bots' choices on fixed seeds, which tests/test_bot_choices.py replays.

The bots think with their shipped budgets; every decision is asked for with
``suggest()``, so the file pins both the action and its reason. A change meant to
change how the bots play (new weights, budgets or heuristics) re-records and the
diff is reviewed; a refactor must leave the file as it is::

    .venv/bin/python tests/bot_choices.py     # rewrite tests/data/bot_choices.json

Each game is ``{"names", "seed", "machine", "choices"}`` (every player a bot of the
level it is named after, numbered where a level sits at several seats: ``strong-3``), a
choice being ``[action text, reason key, {parameter: value}]`` (values are ids: card slugs,
words' ids, digits). A last pair of games (``{"scenario": "foreman", "bots", "choices"}``)
starts from a set position where the Foreman has just been hired, for that slow choice.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from scenario import scenario

from ffcore import Game, new_game
from ffcore.bots import make

FILE = Path(__file__).resolve().parent / "data" / "bot_choices.json"
#: (player names, game seed, Machine level, decisions recorded). The table of five pins the
#: strong bot's search and learned value with the most rivals.
GAMES: tuple[tuple[tuple[str, ...], int, str | None, int], ...] = (
    (("steady", "strong"), 1, None, 70),
    (("strong",), 2, "easy", 40),
    (("strong",), 3, "insane", 40),
    (("strong-1", "steady-2", "strong-3", "steady-4", "strong-5"), 4, None, 60),
)
#: Bot levels that play the Foreman position, and decisions recorded there.
FOREMAN_BOTS = ("steady", "strong")
FOREMAN_DECISIONS = 8


def foreman_game() -> Game:
    """Return a solo game where the player has hired the Foreman and must set a die."""
    game = scenario(phase="market", players=1, machine="easy",
                    tools=("gear", "hammer", "shovel", "wrench"), contractors=["foreman"],
                    energy=2, metal=3, hand=["dojo", "gymnasium", "power-plant",
                                             "battery-factory"],
                    compound=["battery-factory", "recycling-plant"])
    game.apply("hire 1 dojo")
    assert game.state.step == "foreman"
    return game


def level_of(name: str) -> str:
    """Return the bot level a player is named after (``strong-3``: strong)."""
    return name.split("-")[0]


def play(game: Game, levels: list[str], seed: int, decisions: int) -> list[list[Any]]:
    """Return the next ``decisions`` choices of a game, its seats played by bots of ``levels``
    (seeded as the tournament seeds them)."""
    bots = {name: make(level, seed=seed * 10 + seat)
            for seat, (name, level) in enumerate(zip(game.names, levels, strict=True))}
    choices: list[list[Any]] = []
    while not game.is_over and len(choices) < decisions:
        name = game.current_player
        assert name is not None
        action, reason = bots[name].suggest(game.view(name))
        choices.append([str(action), reason.key, dict(reason.params)])
        game.apply(action)
    return choices


def record() -> list[dict[str, Any]]:
    """Return every recorded game with its choices."""
    games = [{"names": list(names), "seed": seed, "machine": machine,
              "choices": play(new_game(list(names), seed=seed, machine=machine),
                              [level_of(name) for name in names], seed, decisions)}
             for names, seed, machine, decisions in GAMES]
    games += [{"scenario": "foreman", "bots": [level],
               "choices": play(foreman_game(), [level], 0, FOREMAN_DECISIONS)}
              for level in FOREMAN_BOTS]
    return games


def dumps(games: list[dict[str, Any]]) -> str:
    """Return the games as JSON with one choice a line, so that a diff shows each change."""
    parts = []
    for game in games:
        head = json.dumps({key: value for key, value in game.items() if key != "choices"})
        choices = ",\n  ".join(json.dumps(choice, sort_keys=True) for choice in game["choices"])
        parts.append(f"{head[:-1]}, \"choices\": [\n  {choices}\n]}}")
    return "[\n" + ",\n".join(parts) + "\n]\n"


def main() -> int:
    games = record()
    FILE.write_text(dumps(games), encoding="utf-8")
    print(f"wrote {FILE} ({sum(len(game['choices']) for game in games)} choices)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
