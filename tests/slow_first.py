"""Both suites' order: their slowest files first, so that no worker is left running one of their
long tests after the others have finished (pytest-xdist hands tests out in the order collected)."""

from __future__ import annotations

import pytest


def slowest_first(items: list[pytest.Item], slow: tuple[str, ...]) -> None:
    """Sort ``items`` in place: those whose file path contains ``slow[0]`` first, then
    ``slow[1]``'s, and so on, the rest after them, each group in the order collected."""
    def rank(item: pytest.Item) -> int:
        path = item.nodeid.split("::")[0]
        return next((n for n, part in enumerate(slow) if part in path), len(slow))

    items.sort(key=rank)
