"""Research tools: pooled trial logs (research/pooled.py), estimates against results
(research/win_spread.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from research.pooled import as_it_is
from research.win_spread import MOST_ROUNDS, estimates


def write_log(path: Path, budget: dict[str, int], rows: list[tuple[int, str, float]],
              shipped: str = "abc") -> Path:
    setting = {"bot": "strong", "opponents": "insane", "budget": budget, "weights": {},
               "learned": None, "shipped": shipped}
    lines = [json.dumps({"setting": setting})]
    lines += [json.dumps({"seed": seed, "side": side, "result": [lead, 1.0, 10, float(lead > 0)]})
              for seed, side, lead in rows]
    path.write_text("\n".join(lines) + "\n{\"seed\": 9")  # a last line cut off by a stop
    return path


def test_logs_of_the_same_bot_pool_their_games_as_it_is(tmp_path: Path) -> None:
    one = write_log(tmp_path / "a.jsonl", {"samples": 8},
                    [(1, "as it is", 2), (1, "changed", -3), (2, "as it is", -1)])
    two = write_log(tmp_path / "b.jsonl", {"race": 4}, [(3, "changed", 5), (3, "as it is", 0)])
    pooled = as_it_is([one, two])
    assert {seed: result[0] for seed, result in pooled.items()} == {1: 2, 2: -1, 3: 0}


def test_a_log_of_another_bot_as_it_is_is_refused(tmp_path: Path) -> None:
    one = write_log(tmp_path / "a.jsonl", {}, [(1, "as it is", 2)])
    other = write_log(tmp_path / "b.jsonl", {}, [(2, "as it is", 1)], shipped="def")
    with pytest.raises(SystemExit, match="another bot"):
        as_it_is([one, other])


def test_a_game_gives_an_estimate_at_each_rounds_start_and_its_final_lead() -> None:
    seen = estimates(("steady", "insane", 40_000))
    rounds = [left for left, _, _ in seen]
    assert len(seen) >= 5 and rounds == sorted(rounds, reverse=True)
    assert rounds[-1] == 0 and all(0 <= left <= MOST_ROUNDS for left in rounds)
    assert len({final for _, _, final in seen}) == 1  # one game, one result
    assert len({estimate for _, estimate, _ in seen}) > 1
