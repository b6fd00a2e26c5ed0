"""The unit suite's order: its slowest files first, so that no worker is left with one of their
long tests while the other has finished (`make unit` runs it with `--dist worksteal`: a worker
that has run out of tests takes some of another's)."""

from __future__ import annotations

import pytest

#: The files with the longest tests (whole random games, many bots' games), slowest first.
SLOW_FIRST = ("test_properties.py", "test_bots.py", "test_web_app.py", "test_bot_choices.py",
              "test_i18n.py")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    def rank(item: pytest.Item) -> int:
        path = item.nodeid.split("::")[0]
        return next((n for n, slow in enumerate(SLOW_FIRST) if path.endswith(slow)),
                    len(SLOW_FIRST))

    items.sort(key=rank)
