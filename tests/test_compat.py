"""Every share code and save an earlier release wrote still opens, to the same game.

``tests/compat/`` keeps, per released format, games written by the version that
released it (see ``tests/compat/make_corpus.py``), with what each must load to.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

COMPAT = Path(__file__).parent / "compat"
sys.path.insert(0, str(COMPAT))
from make_corpus import expectation  # noqa: E402

import ffcore  # noqa: E402
from ffcore import Game  # noqa: E402

FILES = sorted(COMPAT.glob("*.json"))
ENTRIES = [(path.stem, entry) for path in FILES
           for entry in json.loads(path.read_text(encoding="utf-8"))]


def load(kind: str, text: str) -> tuple[Game, list[str] | None]:
    """Open a stored text the way the product does: its game, and the seats a local save keeps."""
    if kind == "code":
        return ffcore.from_code(text), None
    if kind == "json":
        return ffcore.from_json(text), None
    from keeping.store import GAME_PREFIX, SAVE_KEY, TAB_GAME_KEY, MemoryStore
    from shell.app import App
    from shell.messages import Started
    from shell.update import update

    # Versions 1 and 2 kept the device's one game: it is moved into the list. Version 3 is a
    # game of the list, found from its own key (here with no index to name it), which the
    # tab showed (a finished game leaves the list, but for the tab that shows it).
    key = "c0ffee00"
    version = int(json.loads(text)["v"])
    store = MemoryStore({SAVE_KEY: text} if version < 3 else {GAME_PREFIX + key: text})
    app = App(store=store, tab=MemoryStore({TAB_GAME_KEY: key}))
    update(app, Started())  # and resumed
    assert app.session.game is not None, app.start.error
    assert SAVE_KEY not in store.items and len(app.device.kept.entries) == 1
    return app.session.game, app.session.seats


def test_the_corpus_covers_every_kind_of_stored_game() -> None:
    kinds = {path.stem.split("-v")[0] for path in FILES}
    assert kinds == {"code", "local", "json"}
    for path in FILES:
        entries = json.loads(path.read_text(encoding="utf-8"))
        machines = {entry["expect"]["machine"] for entry in entries}
        players = {len(entry["expect"]["names"]) for entry in entries}
        assert machines == {None, "easy", "medium", "hard", "insane"}, path.name
        assert players == {1, 2, 3, 4, 5}, path.name
        assert {entry["expect"]["over"] for entry in entries} == {True, False}, path.name


@pytest.mark.parametrize(("version", "entry"), ENTRIES,
                         ids=[f"{version}:{entry['name']}" for version, entry in ENTRIES])
def test_every_stored_game_opens_to_the_same_game(version: str, entry: dict[str, Any]) -> None:
    game, seats = load(version.split("-v")[0], entry["text"])
    assert expectation(game) == entry["expect"]
    if seats is not None:
        assert seats == entry["seats"]
