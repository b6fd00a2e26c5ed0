"""Shared pieces of the browser end-to-end suite (fixtures are in conftest.py)."""

from __future__ import annotations

import os
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import ConsoleMessage, Error, Page, Request, Response
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from tools.browsers.driver import restart

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
#: The system's colour scheme every browser profile of the suite reports, when set
#: (``FF_COLOR_SCHEME=dark make e2e``: every screen checked, and with FF_SHOTS its screenshot
#: kept, in the dark theme); unset, the browser's own (light).
COLOR_SCHEME = os.environ.get("FF_COLOR_SCHEME") or None
ARTIFACTS = Path(__file__).resolve().parent / "artifacts" / (COLOR_SCHEME or "")
#: Screenshots of the screens the tests check, kept in ARTIFACTS for people to look at, only
#: when asked (``FF_SHOTS=1 make e2e``): each costs the browser a layout and an encoding.
KEEP_SHOTS = os.environ.get("FF_SHOTS") == "1"
READY_SELECTOR = 'body[data-ff-ready="1"]'
READY_TIMEOUT_MS = 90_000
TRACEBACK = "Traceback (most recent call last)"
#: What the page's Python says when a module is missing from its trimmed standard library
#: (tools/build/ffstdlib.py): the page still works, from the whole library, but the trim missed it.
STDLIB_MISS = "is not in the page's trimmed standard library"

# Recorded in the page before any of its scripts run (init scripts are not subject to the CSP).
CSP_RECORDER = """
window.__ffCspViolations = [];
document.addEventListener("securitypolicyviolation", (e) => {
  window.__ffCspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI || "inline"}`);
});
"""


@dataclass
class Site:
    """A local server for one directory."""

    base_url: str  # "http://127.0.0.1:PORT/"
    root: Path
    hits: Counter[str] = field(default_factory=Counter)  # GETs per URL path, from the server
    requests: list[str] = field(default_factory=list)  # the server's log of request lines

    @property
    def origin(self) -> str:
        return self.base_url.rstrip("/")

    def url(self, path: str = "") -> str:
        return self.base_url + path.lstrip("/")


# Origins of every local server started by this test session: the only hosts pages may reach.
LOCAL_ORIGINS: set[str] = set()


#: The tab's icon (index.html's link rel="icon").
ICON_PATH = "/icons/icon.svg"


@dataclass
class Guard:
    """Collects everything that must not happen while a test drives the browser."""

    requests: list[Request] = field(default_factory=list)
    responses: list[Response] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    allowed: list[re.Pattern[str]] = field(default_factory=list)
    pages: list[Page] = field(default_factory=list)

    def allow(self, pattern: str) -> None:
        """Do not count problems matching this regex (for tests that provoke errors)."""
        self.allowed.append(re.compile(pattern))

    def problem(self, text: str) -> None:
        self.problems.append(text)

    def local(self, url: str) -> bool:
        scheme = urlsplit(url).scheme
        if scheme in ("data", "about"):
            return True
        if scheme == "blob":
            url = url[len("blob:") :]
        parts = urlsplit(url)
        return parts.scheme == "http" and f"{parts.scheme}://{parts.netloc}" in LOCAL_ORIGINS

    # Event handlers -----------------------------------------------------------------------
    def on_request(self, request: Request) -> None:
        self.requests.append(request)
        if not self.local(request.url):
            self.problem(f"request left the local server: {request.method} {request.url}")

    def on_response(self, response: Response) -> None:
        self.responses.append(response)
        if response.status >= 400:
            self.problem(f"HTTP {response.status} for {response.url}")

    def on_request_failed(self, request: Request) -> None:
        # The tab's icon is fetched apart from the page, and a reload or a link opened
        # meanwhile cancels it: not a fault of the page's.
        if request.failure == "net::ERR_ABORTED" and urlsplit(request.url).path == ICON_PATH:
            return
        # The service worker looks for a big file in the HTTP cache before it decodes its
        # brotli copy (web/static/sw.js, unpacked): a miss there is a question, not a fault.
        if request.failure == "net::ERR_CACHE_MISS" and request.service_worker is not None:
            return
        self.problem(f"request failed: {request.url} ({request.failure})")

    def on_console(self, message: ConsoleMessage) -> None:
        if message.type == "error":
            self.problem(f"console error: {message.text}")
        elif TRACEBACK in message.text:
            self.problem(f"Python traceback in console: {message.text}")
        elif STDLIB_MISS in message.text:
            self.problem(f"the trimmed standard library missed a module: {message.text}")

    def on_page_error(self, error: Error) -> None:
        self.problem(f"page error: {error}")

    def watch_page(self, page: Page) -> None:
        self.pages.append(page)
        page.on("console", self.on_console)
        page.on("pageerror", self.on_page_error)

    def inspect_pages(self) -> None:
        """Look inside the open pages for CSP violations and tracebacks shown to the player."""
        for page in self.pages:
            if page.is_closed():
                continue
            try:
                for violation in page.evaluate("window.__ffCspViolations || []"):
                    self.problem(f"CSP violation: {violation}")
                text = page.evaluate("document.documentElement.innerText")
                if TRACEBACK in text:
                    self.problem(f"Python traceback shown in the page: {text[-2000:]}")
                if page.locator(".py-error").count():
                    self.problem("PyScript error box shown in the page")
            except Error as exc:  # navigating / crashed pages
                self.problem(f"could not inspect {page.url}: {exc}")

    def unexpected(self) -> list[str]:
        return [p for p in self.problems if not any(a.search(p) for a in self.allowed)]


class StalledLoad(Exception):
    """A visit on Chromium's emulated network that never got ready (see :func:`throttled_visit`)."""


#: For a test whose visit on an emulated network stalled: run it once more, and for no other
#: failure (pytest-rerunfailures).
RERUN_A_STALLED_LOAD = pytest.mark.flaky(reruns=1, only_rerun=["StalledLoad"])


def throttled_visit(load_ready: Callable[..., None], page: Page, url: str, guard: Guard) -> None:
    """Open url by the fixture load_ready on the network the test emulates (CDP's
    Network.emulateNetworkConditions), waiting until the game is ready.

    Chromium's network emulation has stalled such a visit for good, the load event or the game's
    download never coming: twice in about 600 throttled loads, in CI and on a 2-core machine
    (2026-11-27), never in 230 more run alone for it; microsoft/playwright#22676 reports the
    same of CDP's emulation. Such a stall raises StalledLoad, with the requests still unanswered,
    for the test's RERUN_A_STALLED_LOAD to run it once more."""
    try:
        load_ready(page, url)
    except PlaywrightTimeoutError as stall:
        unanswered = [r.url for r in guard.requests if r.failure is None and r.response() is None]
        raise StalledLoad(f"{stall.message.splitlines()[0]} Unanswered: {unanswered}") from stall


def keep_shot(page: Page, name: str, *, full_page: bool = False, folder: Path = ARTIFACTS) -> None:
    """Save what the page shows as ``folder/name.png`` when screenshots are asked for
    (:data:`KEEP_SHOTS`)."""
    if KEEP_SHOTS:
        folder.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(folder / f"{name}.png"), full_page=full_page)


#: The viewport of a page Playwright opens.
DEFAULT_VIEWPORT = {"width": 1280, "height": 720}


def load_until_ready(page: Page, url: str | None = None, timeout: float = READY_TIMEOUT_MS) -> None:
    """Open url (None: reload the page) and wait until the game sets data-ff-ready="1"; the
    navigation and the wait are each given ``timeout`` (on a throttled network and a busy
    machine the page's load event alone has outlasted Playwright's default of 30 s)."""
    if url is None:
        page.reload(timeout=timeout)
    else:
        page.goto(url, timeout=timeout)
    page.locator(READY_SELECTOR).wait_for(state="attached", timeout=timeout)


#: A share sheet for the suite's browser, which has none (``share`` true), or the browser's
#: own again: what the sheet is handed is kept in ``window.__shared``. The page asks whether
#: there is one as it starts, so a booted page is given it before it opens again.
SHARE_SHEET = """(share) => {
  if (!('__ffOwnShare' in window)) {
    window.__ffOwnShare = Object.getOwnPropertyDescriptor(Navigator.prototype, 'share') || null;
  }
  window.__shared = [];
  if (share) {
    Object.defineProperty(Navigator.prototype, 'share', {configurable: true, value(data) {
      window.__shared.push(data);
      return Promise.resolve();
    }});
  } else if (window.__ffOwnShare) {
    Object.defineProperty(Navigator.prototype, 'share', window.__ffOwnShare);
  } else {
    delete Navigator.prototype.share;
  }
}"""


def open_page_again(page: Page, site: Site, link: str = "",
                    stored: dict[str, str] | None = None, kept: bool = False,
                    share: bool = False) -> None:
    """Open the booted page again as a first visit to the site (``link``: to that link, as
    ``"#g=CODE"``) finds it, with nothing in its storage but ``stored`` (local storage's keys
    and values: a language chosen, a save of an earlier release), or (``kept``) as the same
    tab going to that address finds it, its storage kept; without booting it again.
    ``share``: in a browser with a share sheet (`SHARE_SHEET`)."""
    if not page.url.startswith(site.base_url) or page.evaluate("!window.ffRestart"):
        load_until_ready(page, site.url())  # a test went elsewhere, or its page broke
    page.evaluate(SHARE_SHEET, share)
    restart(page, urlsplit(site.url()).path + link, stored, kept)


def open_as_new(page: Page, site: Site) -> None:
    """Give a test marked `booted` the booted page as a fresh page's first visit finds it."""
    page.set_viewport_size(DEFAULT_VIEWPORT)
    open_page_again(page, site)
