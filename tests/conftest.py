"""The unit suite's order: its slowest files first (`make unit` runs it with `--dist worksteal`:
a worker that has run out of tests takes some of another's)."""

from __future__ import annotations

import pytest
from slow_first import slowest_first

#: The files with the longest tests (whole random games, many bots' games), slowest first.
SLOW_FIRST = ("test_properties.py", "test_bots.py", "test_web_app.py", "test_bot_choices.py",
              "test_i18n.py")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    slowest_first(items, SLOW_FIRST)
