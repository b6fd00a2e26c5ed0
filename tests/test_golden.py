"""Golden games: recorded setups and actions must replay to the recorded end, exactly.

The files in ``tests/golden/`` pin determinism: the same seed and actions give
the same game (final state, outcome and share code) on every run, under any
string-hash seed, and, in the browser tests, on Pyodide. If a rules change is
meant to change them, re-record with ``tests/golden/record.py`` (see its
docstring) and review the diff; this test never re-records.
"""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import ffcore
from ffcore.models import saved_state
from ffcore.state import Rng

GOLDEN = Path(__file__).parent / "golden"
FILES = sorted(GOLDEN.glob("*.json"))
RERECORD = "if the change is intended, re-record with tests/golden/record.py"


def load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def replay(golden: dict[str, Any]) -> ffcore.Game:
    game = ffcore.new_game(golden["names"], seed=golden["seed"], machine=golden["machine"])
    for number, text in enumerate(golden["actions"], 1):
        try:
            game.apply(text)
        except ffcore.IllegalAction as error:
            pytest.fail(f"action {number}, {text!r}, is no longer legal ({error}); {RERECORD}")
    return game


def test_there_is_a_golden_game_per_setup() -> None:
    setups = set()
    for path in FILES:
        golden = load(path)
        assert golden["format"] == 1
        setups.add((len(golden["names"]), golden["machine"]))
    assert setups == {(1, "easy"), (1, "medium"), (1, "hard"), (1, "insane"),
                      (2, None), (3, None), (4, None), (5, None)}


@pytest.mark.parametrize("path", FILES, ids=[path.stem for path in FILES])
def test_golden_game_replays_exactly(path: Path) -> None:
    golden = load(path)
    game = replay(golden)
    assert game.is_over, RERECORD
    assert saved_state(game.state).model_dump() == golden["final"], RERECORD
    outcome = json.loads(json.dumps(dataclasses.asdict(game.outcome())))
    assert outcome == golden["outcome"], RERECORD
    assert game.to_code() == golden["code"], RERECORD


@pytest.mark.parametrize("path", FILES, ids=[path.stem for path in FILES])
def test_golden_code_loads_the_same_game(path: Path) -> None:
    golden = load(path)
    game = ffcore.from_code(golden["code"])
    assert [str(action) for action in game.history] == golden["actions"]
    assert saved_state(game.state).model_dump() == golden["final"]
    again = ffcore.from_json(game.to_json())
    assert saved_state(again.state).model_dump() == golden["final"]


def test_the_random_generator_gives_the_pinned_sequence() -> None:
    # Only random.Random.random() is used: its sequence per seed is stable across
    # Python versions, which is what makes the goldens hold on Pyodide too.
    rng = Rng(2026)
    assert [rng.die() for _ in range(12)] == [1, 4, 4, 6, 1, 2, 4, 4, 5, 4, 5, 5]
    assert [rng.below(1000) for _ in range(5)] == [751, 586, 239, 614, 110]
    letters = list("abcdefgh")
    rng.shuffle(letters)
    assert "".join(letters) == "bfachedg"
    rng = Rng(2**63 - 1)
    assert [rng.die() for _ in range(6)] == [2, 4, 5, 3, 3, 5]


def test_a_copied_generator_continues_the_same_sequence() -> None:
    rng = Rng(5)
    rng.die()
    twin = rng.copy()
    assert [rng.die() for _ in range(20)] == [twin.die() for _ in range(20)]
    restored = Rng(0)
    restored.setstate(twin.getstate())
    assert [twin.die() for _ in range(20)] == [restored.die() for _ in range(20)]


#: Replays every golden game in a fresh interpreter and prints whether each matched.
_CHILD = """
import dataclasses, hashlib, json, sys
from pathlib import Path
import ffcore
from ffcore.models import saved_state
results = {}
for path in sorted(Path(sys.argv[1]).glob("*.json")):
    golden = json.loads(path.read_text(encoding="utf-8"))
    game = ffcore.new_game(golden["names"], seed=golden["seed"], machine=golden["machine"])
    legal_orders = []
    for text in golden["actions"]:
        legal_orders.append([str(action) for action in game.legal_actions()])
        game.apply(text)
    results[path.stem] = [game.to_code() == golden["code"],
                          saved_state(game.state).model_dump() == golden["final"],
                          hashlib.sha256(json.dumps(legal_orders).encode()).hexdigest()]
print(json.dumps(results))
"""


def test_goldens_do_not_depend_on_string_hashing() -> None:
    """Set iteration order changes with PYTHONHASHSEED; the legal actions' order must not."""
    runs = []
    for hash_seed in ("0", "1", "4242"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run([sys.executable, "-c", _CHILD, str(GOLDEN)], env=env,
                              capture_output=True, text=True, check=True, timeout=120)
        results = json.loads(done.stdout)
        assert set(results) == {path.stem for path in FILES}
        for stem, (same_code, same_state, _) in results.items():
            assert same_code and same_state, f"{stem} differs with PYTHONHASHSEED={hash_seed}"
        runs.append(results)
    assert runs[0] == runs[1] == runs[2]
