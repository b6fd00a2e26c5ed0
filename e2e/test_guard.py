"""The guard behind the `page` fixture really catches what it is meant to catch."""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page
from support import DIST, Guard, Site


def _load_broken(page: Page, guard: Guard, serve_dir: Callable[[Path], Site], tmp_path: Path,
                 main_py: str, boom: str) -> None:
    """Serve the built site with main.py replaced, and wait until its error ``boom`` reaches
    the console (PyScript writes none into the page: web/static/boot.js tells the player)."""
    broken = tmp_path / "site"
    shutil.copytree(DIST, broken)
    (broken / "main.py").write_text(main_py)
    local = serve_dir(broken)
    guard.allow(re.escape(boom) + "|could not start")  # expected here: do not fail the test
    with page.expect_console_message(lambda message: boom in message.text, timeout=90_000):
        page.goto(local.url())
    guard.inspect_pages()


def test_guard_reports_python_traceback(
    page: Page, guard: Guard, serve_dir: Callable[[Path], Site], tmp_path: Path
) -> None:
    # A page that wrote its traceback where the player reads it, and to the console.
    _load_broken(page, guard, serve_dir, tmp_path,
                 "import traceback\nfrom js import console, document\n"
                 "try:\n    raise RuntimeError('boom from main.py')\n"
                 "except RuntimeError as error:\n"
                 "    text = ''.join(traceback.format_exception(error))\n"
                 "    document.body.append(text)\n    console.error(text)\n",
                 "boom from main.py")
    assert any("console error" in p and "Traceback" in p for p in guard.problems), guard.problems
    assert any("traceback shown in the page" in p for p in guard.problems), guard.problems


def test_traceback_from_precompiled_code_reaches_the_console(
    page: Page, guard: Guard, serve_dir: Callable[[Path], Site], tmp_path: Path
) -> None:
    """ffcore ships as bytecode only: an error raised inside it still prints a traceback (with
    file names and line numbers, without the source lines) that the guard catches."""
    _load_broken(page, guard, serve_dir, tmp_path,
                 "import ffcore\nffcore.Action.parse('boom from ffcore')\n", "boom from ffcore")
    frame = 'site-packages/ffcore/actions.py", line '
    assert any("console error" in p and "Traceback" in p and frame in p
               for p in guard.problems), guard.problems
    # The player reads the page's own message, never the traceback.
    assert not any("traceback shown in the page" in p for p in guard.problems), guard.problems


def test_guard_flags_foreign_hosts(guard: Guard, site: Site) -> None:
    assert guard.local(site.url("vendor/pyodide-314.0.7/pyodide.mjs"))
    assert guard.local("blob:" + site.url("0b2c-uuid"))
    assert guard.local("data:text/plain,hello")
    for url in (
        "https://cdn.jsdelivr.net/pyodide/v314.0.7/full/pyodide.mjs",
        "https://pypi.org/simple/",
        "http://localhost:1/",
        "ws://127.0.0.1:9/",
    ):
        assert not guard.local(url), url
