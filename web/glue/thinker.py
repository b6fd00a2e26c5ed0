"""The page's side of the bots' thinker off its thread (play/thinker.py): the Web Worker
(web/static/thinker.js) started when a game with bots begins, or at a bot's turn, once the
service worker keeps the site (the worker's Python then costs no download), the
requests posted to it, and its answers kept until the bots' turns read them
(play/bot_turns.py). Messages both ways are JSON texts. Until then, and where the worker cannot
start or fails, the page thinks for the bots itself.
"""

from __future__ import annotations

import json
import urllib.parse
from typing import TYPE_CHECKING, Any, Literal

from pyodide.ffi import create_proxy

from glue.browser import absent, js_object, page, text
from play.thinker import Answer, Place, place_of, request

if TYPE_CHECKING:
    from ffcore import Game

#: The worker's script, beside the page (a module: it imports the page's Python runtime).
SCRIPT = "./thinker.js"
#: The benchmarks' knob that slows the worker (thinker.js: a phone's slower core).
BENCH_KNOB = "ff-thinker-slower"
#: Answers kept at most: the decisions ahead of the game in play, and a few stale ones.
KEPT_ANSWERS = 32


def _site_kept() -> bool:
    """Return whether the service worker keeps the site: it serves this page (a returning
    visit), or it has just kept every file (a first visit's, app.js)."""
    browser = page()
    workers: Any = getattr(browser.window.navigator, "serviceWorker", None)
    if not absent(workers) and not absent(workers.controller):
        return True
    return text(browser.document.body.getAttribute("data-sw-ready")) == "1"


def _bench_knob(search: str) -> str:
    """Return the worker's query: the page's ``ff-thinker-slower`` passed on (thinker.js; for
    tools/bench/bench_ui.py's --cpu only, players never set it), else none."""
    slower = urllib.parse.parse_qs(search.lstrip("?")).get(BENCH_KNOB)
    return f"?{BENCH_KNOB}={int(slower[0])}" if slower and slower[0].isdigit() else ""


class WorkerThinker:
    """The thinker as the bots' turns see it (`ThinkerPort`), bound to its worker."""

    def __init__(self) -> None:
        self._worker: Any = None
        self._state: Literal["unstarted", "starting", "ready", "failed"] = "unstarted"
        self._answers: dict[Place, Answer] = {}
        self._listeners: list[Any] = []  # the worker's handlers, kept alive with it

    def ready(self) -> bool:
        if self._state == "unstarted" and _site_kept():
            self._start()
        return self._state == "ready"

    def ask(self, game: Game, seats: list[str]) -> None:
        self._worker.postMessage(json.dumps({"kind": "ask", "request": request(game, seats)}))

    def answer(self, game: Game) -> tuple[str, float] | None:
        found = self._answers.get(place_of(game))
        return (found.action, found.seconds) if found is not None else None

    def forget(self) -> None:
        self._answers.clear()

    def _start(self) -> None:
        window = page().window
        stdlib = page().document.querySelector("link[data-ff-stdlib]")
        try:
            worker = window.Worker.new(SCRIPT + _bench_knob(str(window.location.search)),
                                       js_object({"type": "module", "name": "thinker"}))
        except Exception as error:  # no module workers here: the page thinks
            window.console.warn(f"The bots think on the page: {error}")
            self._state = "failed"
            return
        self._listeners = [create_proxy(self._heard), create_proxy(self._failed)]
        worker.addEventListener("message", self._listeners[0])
        worker.addEventListener("error", self._listeners[1])
        worker.postMessage(json.dumps({"kind": "start",
                                       "stdlib": "" if absent(stdlib) else str(stdlib.href)}))
        self._worker, self._state = worker, "starting"

    def _heard(self, event: Any) -> None:
        data = json.loads(str(event.data))
        if data["kind"] == "ready":
            self._state = "ready"
            page().window.performance.mark("ff-thinker-ready")
        elif data["kind"] == "answer":
            answer = Answer.from_json(data["answer"])
            if len(self._answers) >= KEPT_ANSWERS:
                del self._answers[next(iter(self._answers))]  # the oldest
            self._answers[answer.place] = answer
        else:
            self._failed(data.get("error", ""))

    def _failed(self, error: Any) -> None:
        """The worker failed (its error, or the one it told): the page thinks from now on."""
        page().window.console.warn(f"The bots' thinker failed; the page thinks: {error}")
        self._state = "failed"
        if self._worker is not None:
            self._worker.terminate()
