"""Starting the engine smoke's browsers (tools/browsers/engines.py): a WebKit session whose
start is never answered is started again, its browser process ended first."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tools.browsers.engines import children, first_started


def test_a_start_that_fails_is_tried_again_up_to_its_attempts() -> None:
    calls: list[int] = []

    def start() -> str:
        calls.append(len(calls))
        if len(calls) < 2:
            raise TimeoutError(f"no answer, start {len(calls)}")
        return "session"

    assert first_started(start, 2) == "session" and calls == [0, 1]
    calls.clear()
    with pytest.raises(TimeoutError, match="start 1"):
        first_started(start, 1)
    calls.clear()

    def never() -> str:
        calls.append(len(calls))
        raise TimeoutError(f"no answer, start {len(calls)}")

    with pytest.raises(TimeoutError, match="start 3"):  # the last failure is the one told
        first_started(never, 3)
    assert calls == [0, 1, 2]


def test_a_process_s_children_are_found_to_be_ended() -> None:
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        assert child.pid in children(os.getpid())
        assert children(child.pid) == []
    finally:
        child.kill()
        child.wait()
