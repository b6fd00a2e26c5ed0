"""The page draws views (docs/ARCHITECTURE.md, "The public API"): no module of web/ reads a
game's live state (``game.state``), where a hidden hand or the deck's order could leak from;
what the page shows comes from ``Game.view(player)`` (a view's ``state`` is its own) or
another public read of the engine (``Game.round``, ``Game.outcome``). The glue is left out:
its ``.state`` are the browser's (``history.state``)."""

from __future__ import annotations

import ast
from pathlib import Path

WEB = Path(__file__).resolve().parent.parent / "web"
#: Where a ``.state`` is the browser's, never a game's.
BROWSER = WEB / "glue"


def _last_name(node: ast.expr) -> str:
    """Return the name an expression ends in: ``view`` for ``self.view()`` or ``x.view``."""
    if isinstance(node, ast.Call):
        return _last_name(node.func)
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Name):
        return node.id
    return ""


def state_reads(source: str) -> list[int]:
    """Return the lines of ``source`` that read ``.state`` of anything but a view (a name
    ending in ``view``, or a view's parts)."""
    return sorted(node.lineno for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.Attribute) and node.attr == "state"
            and not _last_name(node.value).lower().endswith("view"))


def test_the_check_sees_a_game_read_and_lets_a_view_pass() -> None:
    assert state_reads("game.state.round\nself.game.state\nreplay.state.market\n") == [1, 2, 3]
    assert state_reads("view.state.round\nself.view().state\nself.view.state\n") == []


def test_no_module_of_the_page_reads_a_game_state() -> None:
    found = {str(path.relative_to(WEB)): lines for path in sorted(WEB.rglob("*.py"))
             if BROWSER not in path.parents
             for lines in [state_reads(path.read_text(encoding="utf-8"))] if lines}
    assert found == {}
