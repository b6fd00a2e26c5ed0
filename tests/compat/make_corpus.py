"""Write the compatibility corpus for the formats this version writes.

Every released format of share code, local save and JSON save keeps a file
here, made by the version that wrote it, with what each entry must load to.
``tests/test_compat.py`` loads every entry on every run. Run this once when
a format is released (a new share-code format, local-save version or JSON
save format); it never overwrites a file, since an old format's entries must
stay exactly as that version wrote them::

    .venv/bin/python tests/compat/make_corpus.py

Each file holds a list of entries ``{"name", "text", "expect"}``: ``text`` is
the code or the stored text, ``expect`` what it must load to (see
:func:`expectation`).
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE.parent.parent / "web"))

from randomplay import new, play  # noqa: E402

import ffcore  # noqa: E402
from ffcore import Game  # noqa: E402

#: (name, players, Machine level, seed, actions to play or None for a whole game, seats).
GAMES: list[tuple[str, int, str | None, int, int | None, list[str]]] = [
    ("solo-easy-finished", 1, "easy", 101, None, ["human"]),
    ("solo-medium-work-phase", 1, "medium", 102, 23, ["human"]),
    ("solo-hard-finished", 1, "hard", 103, None, ["human"]),
    ("solo-insane-market", 1, "insane", 104, 12, ["human"]),
    ("2p-finished", 2, None, 105, None, ["human", "human"]),
    ("2p-with-a-bot", 2, None, 106, 51, ["human", "steady"]),
    ("3p-work-phase", 3, None, 107, 120, ["human", "human", "strong"]),
    ("4p-finished", 4, None, 108, None, ["human"] * 4),
    ("5p-mid-game", 5, None, 109, 260, ["human", "random", "human", "steady", "human"]),
]


def digest(game: Game) -> str:
    """Return a fingerprint of the game's action texts, to tell the same game from another."""
    texts = "\n".join(str(action) for action in game.history)
    return hashlib.sha256(texts.encode()).hexdigest()[:16]


def expectation(game: Game) -> dict[str, Any]:
    """Return what a stored game must load to: setup, moves, whose turn, options, scores."""
    result = game.outcome()
    return {
        "names": list(game.names),
        "machine": game.machine,
        "seed": game.seed,
        "actions": len(game.history),
        "history": digest(game),
        "round": game.state.round,
        "over": game.is_over,
        "current_player": game.current_player,
        # Sorted, so that the corpus checks which moves are legal, not their order.
        "legal": sorted(str(action) for action in game.legal_actions()),
        "scores": {score.name: score.total for score in result.players},
        "machine_score": result.machine.total if result.machine else None,
    }


#: Unusual names, kept by every format.
ODD_NAMES = {"2p-finished": ["Zoë 🎲", "<b>Bo</b> & \"Al\""]}


def games() -> list[tuple[str, Game, list[str]]]:
    """Return the corpus's games, played by seeded random players."""
    made = []
    for name, players, machine, seed, actions, seats in GAMES:
        start = (ffcore.new_game(ODD_NAMES[name], seed=seed, machine=machine)
                 if name in ODD_NAMES else new(players, seed, machine))
        game = play(start, random.Random(seed).randrange(10**6), actions=actions)
        assert game.is_over == (actions is None), name
        made.append((name, game, seats))
    return made


#: Seats played by a friend on another device ("link"), which local saves keep from version 3.
LINK_SEATS = {"3p-work-phase": ["human", "link", "strong"],
              "5p-mid-game": ["human", "random", "link", "steady", "human"]}


def local_save(game: Game, seats: list[str]) -> str:
    """Return what the page keeps in local storage for a game (this version's format)."""
    from keeping import saves

    return saves.write(game, seats)


#: File name -> how this version writes an entry's text.
WRITERS: dict[str, Callable[[Game, list[str]], str]] = {}


def register(version: str) -> None:
    """Name this version's formats, e.g. ``code-v1`` (see :data:`WRITERS`)."""
    code, local, save = version.split(",")
    WRITERS[code] = lambda game, seats: game.to_code()
    WRITERS[local] = local_save
    WRITERS[save] = lambda game, seats: game.to_json()


def main() -> None:
    from ffcore import codec
    from ffcore.models import SAVE_FORMAT
    from keeping.saves import VERSION as SAVE_VERSION

    register(f"code-v{codec.FORMAT},local-v{SAVE_VERSION},json-v{SAVE_FORMAT}")
    made = games()
    for file_name, write in WRITERS.items():
        path = HERE / f"{file_name}.json"
        if path.exists():
            print(f"{path.name}: kept (a released format's entries never change)")
            continue
        local = file_name.startswith("local-")
        entries = [{"name": name, "seats": seats, "text": write(game, seats),
                    "expect": expectation(game)} for name, game, seats in
                   ((name, game, LINK_SEATS.get(name, seats) if local else seats)
                    for name, game, seats in made)]
        path.write_text(json.dumps(entries, indent=1, ensure_ascii=False) + "\n",
                        encoding="utf-8")
        print(f"{path.name}: {len(entries)} entries written")


if __name__ == "__main__":
    main()
