"""Record the golden games that tests/test_golden.py replays.

Run it only when a rules change is *meant* to change how recorded games play
out, then review the diff of ``tests/golden/*.json`` and commit it::

    .venv/bin/python tests/golden/record.py            # rewrite every golden file
    .venv/bin/python tests/golden/record.py solo-easy  # only the named ones

The test never records: if a replay differs, it fails.

Each game is played with random but seeded choices (the first seed, from 0 up,
whose game uses every core kind of action). A golden file is plain JSON::

    {"format": 1,
     "names": ["Ann", "Bob"], "seed": 3, "machine": null,  # new_game(names, seed=, machine=)
     "actions": ["take 2", "place 5 mine", ...],           # game.apply(text), in order
     "code": "AQID...",                                    # game.to_code() at the end
     "outcome": {...},                                     # asdict(game.outcome())
     "final": {...}}                                       # saved_state(state).model_dump()

so any runtime (CPython, or Pyodide in the browser tests) can replay the
actions and compare the code, outcome and final state.
"""

from __future__ import annotations

import dataclasses
import json
import random
import sys
from pathlib import Path
from typing import Any

import ffcore
from ffcore.models import saved_state

HERE = Path(__file__).resolve().parent
FORMAT = 1
NAMES = ["Ann", "Bob", "Cy", "Di", "Eve"]
#: File stem -> (players, Machine level).
GAMES: dict[str, tuple[int, str | None]] = {
    "solo-easy": (1, "easy"), "solo-medium": (1, "medium"), "solo-hard": (1, "hard"),
    "solo-insane": (1, "insane"), "2-players": (2, None), "3-players": (3, None),
    "4-players": (4, None), "5-players": (5, None),
}
#: A golden game must use each of these kinds of action at least once.
CORE_KINDS = {"take", "hire", "refresh", "place", "build", "activate", "end"}


def play(players: int, machine: str | None, seed: int) -> ffcore.Game:
    """Return a whole game with seeded random choices (preferring to keep busy)."""
    game = ffcore.new_game(NAMES[:players], seed=seed, machine=machine)
    rng = random.Random(seed)
    while not game.is_over:
        legal = game.legal_actions()
        kinds = sorted({action.kind for action in legal})
        if rng.random() < 0.9:
            kinds = [kind for kind in kinds if kind not in ("end", "pass")] or kinds
        kind = rng.choice(kinds)
        game.apply(rng.choice([action for action in legal if action.kind == kind]))
    return game


def golden(game: ffcore.Game) -> dict[str, Any]:
    """Return the JSON document of a finished game."""
    return {"format": FORMAT, "names": list(game.names), "seed": game.seed,
            "machine": game.machine, "actions": [str(action) for action in game.history],
            "code": game.to_code(),
            "outcome": json.loads(json.dumps(dataclasses.asdict(game.outcome()))),
            "final": saved_state(game.state).model_dump()}


def record(stem: str) -> Path:
    """Find a suitable game for a golden file, write it and return its path."""
    players, machine = GAMES[stem]
    for seed in range(1_000):
        game = play(players, machine, seed)
        if {action.kind for action in game.history} >= CORE_KINDS:
            break
    else:
        raise SystemExit(f"no seed below 1000 gives a rich enough game for {stem}")
    path = HERE / f"{stem}.json"
    path.write_text(json.dumps(golden(game), indent=1, ensure_ascii=False) + "\n")
    return path


def main(stems: list[str]) -> None:
    for stem in stems or list(GAMES):
        if stem not in GAMES:
            raise SystemExit(f"unknown golden game {stem!r}; known: {', '.join(GAMES)}")
        path = record(stem)
        print(f"wrote {path.relative_to(HERE.parent.parent)}")


if __name__ == "__main__":
    main(sys.argv[1:])
