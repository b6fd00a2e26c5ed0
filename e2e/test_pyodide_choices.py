"""The bots choose in the page's Python exactly as in CPython (issue #45).

The site's Pyodide, with the wheels the build made (ffcore as bytecode, its learned tables
included), plays tests/bot_choices.py's recorded games again in Node; every choice and
reason must be the one tests/data/bot_choices.json pins for CPython, so a suggestion, a
coach's note or a bot seat in the page is what the research measured.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from ffcore.bots.learned import LEARNED

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from bot_choices import FILE  # noqa: E402  (tests/ is not a package)


def played_in_pyodide() -> dict[str, Any]:
    if not (ROOT / "dist" / "packages").is_dir():
        raise AssertionError("dist/ is not built: run `make site` (make e2e does)")
    run = subprocess.run(["node", str(ROOT / "e2e" / "pyodide_choices.mjs")], cwd=ROOT,
                         capture_output=True, text=True, timeout=600, check=False)
    assert run.returncode == 0, run.stderr[-3000:]
    result: dict[str, Any] = json.loads(run.stdout)
    return result


def test_the_site_s_python_makes_the_recorded_bot_choices() -> None:
    played = played_in_pyodide()
    # Really the page's Python, importing the site's wheel, with the shipped tables.
    assert played["python"].startswith("3.14"), played["python"]
    assert "site-packages" in played["ffcore"], played["ffcore"]
    assert played["tables"] == list(LEARNED.lead)
    # The tables of games with rivals load, both heads.
    assert played["rivals"] == list(LEARNED.rivals)
    assert played["rivals_win"] == list(LEARNED.rivals_win or ())
    assert any(played["tables"]) and any(played["rivals"]) and any(played["rivals_win"])
    assert played["edge"] == LEARNED.edge
    recorded: list[dict[str, Any]] = json.loads(FILE.read_text(encoding="utf-8"))
    assert len(played["games"]) == len(recorded)
    for old, new in zip(recorded, played["games"], strict=True):
        name = old.get("names") or old["bots"]
        assert len(new["choices"]) == len(old["choices"]), name
        for number, (was, now) in enumerate(zip(old["choices"], new["choices"], strict=True)):
            assert now == was, f"{name}: decision {number} differs in Pyodide"
