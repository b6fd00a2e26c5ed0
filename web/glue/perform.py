"""What the update asks of the browser beyond drawing (effects.py): the clipboard, the share
sheet, a file to download, the checks a pasted save needs, the scroll position, a report to
the console. What comes back (whether the clipboard took a text, the share sheet's answer,
the checks loaded) goes to the loop as a message (``run``, glue/loop.py): the glue changes
nothing of the app itself."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from functools import partial
from typing import Any, Protocol

from pyodide.ffi import create_once_callable, to_js

from effects import CheckGamesFile, Copy, Download, Effect, OpenJsonSave, Report, ScrollTop, Share
from glue.browser import absent, js_object, page, report
from glue.held import HELD
from glue.render import app
from shell.messages import Copied, GamesFileChecked, Message, SaveChecked
from texts.ui_text import t


class Run(Protocol):
    """The loop's entry (glue/loop.py): where a message goes."""

    def __call__(self, message: Message) -> None: ...


def carry_out(effects: list[Effect], run: Run) -> None:
    """Carry out, in order, what the update asked for."""
    for effect in effects:
        if isinstance(effect, Copy):
            _copy(effect, run)
        elif isinstance(effect, Share):
            _share(effect, run)
        elif isinstance(effect, Download):
            _download(effect)
        elif isinstance(effect, OpenJsonSave):
            run_task(_with_checks(partial(SaveChecked, effect.text), run))
        elif isinstance(effect, CheckGamesFile):
            run_task(_with_checks(partial(GamesFileChecked, effect.text), run))
        elif isinstance(effect, ScrollTop):
            page().window.scrollTo(0, 0)
        elif isinstance(effect, Report):
            page().window.console.error(effect.details)


def run_task(work: Any) -> None:
    """Run a coroutine as a task of its own, kept until it ends."""
    task = asyncio.ensure_future(work)
    HELD.tasks.add(task)
    task.add_done_callback(HELD.tasks.discard)


def _copy(effect: Copy, run: Run) -> None:
    """Put a text on the clipboard, and tell the app whether it went there (where the
    browser refuses, the player is shown it to copy by hand)."""
    try:
        page().window.navigator.clipboard.writeText(effect.text)
    except Exception:  # no clipboard permission
        run(Copied(effect, copied=False))
    else:
        run(Copied(effect, copied=True))


def _share(effect: Share, run: Run) -> None:
    """Open the share sheet with the link and its line, at once (it needs the tap that asked
    for it); where there is none, copy the link."""
    navigator = page().window.navigator
    if absent(getattr(navigator, "share", None)):
        _copy(Copy(effect.url, effect.done, effect.name), run)
        return
    shared = navigator.share(js_object({"title": t("app.title", app().ui.lang),
                                        "text": effect.text, "url": effect.url}))
    run_task(_shared(shared, effect, run))


async def _shared(shared: Any, effect: Share, run: Run) -> None:
    """Wait for the share sheet: if it failed (not allowed here), copy the link instead; a
    sheet the person closed without sharing is no failure."""
    try:
        await shared
    except Exception as error:
        if "AbortError" not in str(error):
            _copy(Copy(effect.url, effect.done, effect.name), run)


def _download(effect: Download) -> None:
    """Offer a text as a file: a link to it, clicked once, then forgotten."""
    window, document = page().window, page().document
    blob = window.Blob.new(to_js([effect.text]), js_object({"type": effect.kind}))
    url = window.URL.createObjectURL(blob)
    link = document.createElement("a")
    link.href = url
    link.download = effect.name
    document.body.appendChild(link)
    link.click()
    link.remove()
    window.setTimeout(create_once_callable(lambda: window.URL.revokeObjectURL(url)), 1000)


async def _with_checks(answer: Callable[[str], Message], run: Run) -> None:
    """Load the checks of a pasted JSON save or a games file, which need pydantic: the page
    loads it only now (it is in the build's lock, and in the service worker's cache once the
    site is); then send the answer, with why they could not load ("" when they did)."""
    failed = ""
    try:
        import pyodide_js

        # ffcore too: restored from the memory snapshot, the page has its modules but not
        # their files, and the checks (ffcore.models) were left out of it.
        await pyodide_js.loadPackage(["ffcore", "pydantic"],
                                     js_object({"messageCallback": lambda _: None}))
    except Exception as error:  # the checks could not load (offline before the site was kept)
        report(error)
        failed = str(error)
    run(answer(failed))
