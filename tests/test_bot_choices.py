"""The bots' recorded choices on fixed seeds, with their reasons, replay identically.

``tests/data/bot_choices.json`` pins what the steady and strong bots choose
with their shipped budgets and valuations (see ``tests/bot_choices.py``). A
refactor must leave every choice as it is; a change meant to play differently
re-records the file and the diff is reviewed.
"""

from __future__ import annotations

import json
from typing import Any

from bot_choices import FILE, dumps, record


def test_the_bots_make_the_recorded_choices() -> None:
    recorded: list[dict[str, Any]] = json.loads(FILE.read_text(encoding="utf-8"))
    played = record()
    assert [len(game["choices"]) for game in played] == \
        [len(game["choices"]) for game in recorded]
    for old, new in zip(recorded, played, strict=True):
        assert {key: value for key, value in new.items() if key != "choices"} == \
            {key: value for key, value in old.items() if key != "choices"}
        for number, (was, now) in enumerate(zip(old["choices"], new["choices"], strict=True)):
            assert now == was, f"{old.get('names') or old['bots']}: decision {number} differs"
    # The file is exactly what the recorder writes, so a re-recording shows only real changes.
    assert dumps(played) == FILE.read_text(encoding="utf-8")
