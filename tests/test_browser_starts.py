"""Starting the engine smoke's browsers (tools/browsers/engines.py): a WebKit session whose
start is never answered is started again, its browser's processes ended first."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from tools.browsers.engines import descendants, first_started


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


def test_the_processes_below_one_are_found_to_be_ended() -> None:
    """A child and its own child (as a driver, its browser and the browser's processes)."""
    script = ("import subprocess, sys, time; subprocess.Popen([sys.executable, '-c', "
              "'import time; time.sleep(30)']); time.sleep(30)")
    child = subprocess.Popen([sys.executable, "-c", script])
    try:
        for _ in range(100):  # until the grandchild has started
            below = descendants(child.pid)
            if below:
                break
            time.sleep(0.05)
        assert len(below) == 1 and descendants(below[0]) == []
        assert {child.pid, *below} <= set(descendants(os.getpid()))
    finally:
        for pid in (*descendants(child.pid), child.pid):
            os.kill(pid, signal.SIGKILL)
        child.wait()
