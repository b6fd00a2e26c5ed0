"""Browser end-to-end fixtures: the built site (dist/) served locally, driven in Chromium.

Reusable by any UI test:
- `site`: session-scoped local server on a free port serving dist/ with netlify.toml's headers
  (`site.url("index.html")`, `site.base_url`);
- `serve_dir`: start another such server for a directory of your own (e.g. a modified copy),
  or one that compresses as another host does (`serve_dir(DIST, model="plain")`: the models of
  tools/serve/serve_site.py);
- `browser`: Chromium's headless shell from /usr/bin/chromium-headless-shell (or
  $FF_CHROMIUM_SHELL), via Playwright;
- `context`, `page`: a fresh browser profile per test, watched by `guard`; a test marked
  `booted` gets instead the worker's one booted page, opened again as a first visit finds it
  (`open_again(link)`: to a link), which saves booting Python for each; the system asks for
  less motion, but in a test marked `motion`;
- `guard`: fails the test on any request to a host other than our local servers, any page
  error, console error, HTTP error response, failed request, CSP violation, Python traceback
  or module missing from the page's trimmed standard library.
  A test that provokes an error on purpose calls `guard.allow(r"regex")` first;
- `load_ready(page, url)`: navigate and wait until the game sets data-ff-ready="1";
- `wait_service_worker(page)`: wait until the service worker has precached the whole site.

Run with `make e2e` (builds dist/ first); `FF_SHOTS=1` keeps screenshots of the screens
checked in e2e/artifacts/; `FF_COLOR_SCHEME=dark make e2e` runs it with the system in dark
mode (screenshots under e2e/artifacts/dark/).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import Literal

import pytest
from playwright.sync_api import (
    Browser,
    BrowserContext,
    ConsoleMessage,
    Page,
    Playwright,
    Request,
    Response,
    sync_playwright,
)
from playwright.sync_api import Error as PlaywrightError
from support import (
    ARTIFACTS,
    COLOR_SCHEME,
    CSP_RECORDER,
    DIST,
    LOCAL_ORIGINS,
    READY_TIMEOUT_MS,
    Guard,
    Site,
    load_until_ready,
    open_as_new,
    open_page_again,
)

from tests.slow_first import slowest_first
from tools.browsers import answered
from tools.browsers.driver import TESTING
from tools.browsers.engines import CHROMIUM_ARGS, CHROMIUM_SHELL, SUITE_JS_FLAGS
from tools.serve import serve_site

answered.install()  # each test player looks at the page once it has answered (answered.py)

@pytest.fixture(scope="session")
def serve_dir() -> Iterator[Callable[[Path], Site]]:
    """Factory: serve a directory like dist/ on a free port for the rest of the session."""
    servers = []

    def start(root: Path, model: str = serve_site.DEFAULT_HOST) -> Site:
        server, base_url = serve_site.serve_in_thread(root, model=model)
        servers.append(server)
        site = Site(base_url, root, server.hits, server.requests)
        LOCAL_ORIGINS.add(site.origin)
        return site

    yield start
    for server in servers:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def site(serve_dir: Callable[[Path], Site]) -> Site:
    if not (DIST / "index.html").is_file():
        pytest.fail("dist/ is not built: run `make site` (make e2e does)")
    return serve_dir(DIST)


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    with sync_playwright() as pw:
        yield pw


@pytest.fixture(scope="session")
def browser(playwright: Playwright) -> Iterator[Browser]:
    if not Path(CHROMIUM_SHELL).exists():
        pytest.fail(f"{CHROMIUM_SHELL} not found: `make e2e` installs Debian's "
                    "chromium-headless-shell")
    browser = playwright.chromium.launch(
        executable_path=CHROMIUM_SHELL, headless=True, args=[*CHROMIUM_ARGS, SUITE_JS_FLAGS]
    )
    yield browser
    browser.close()


@pytest.fixture
def guard() -> Guard:
    return Guard()


class _Watcher:
    """Hands the events of the shared page's profile to the guard of the test running."""

    guard = Guard()

    def on_request(self, request: Request) -> None:
        self.guard.on_request(request)

    def on_response(self, response: Response) -> None:
        self.guard.on_response(response)

    def on_request_failed(self, request: Request) -> None:
        self.guard.on_request_failed(request)

    def on_console(self, message: ConsoleMessage) -> None:
        self.guard.on_console(message)

    def on_page_error(self, error: PlaywrightError) -> None:
        self.guard.on_page_error(error)

    def watch_page(self, page: Page) -> None:
        page.on("console", self.on_console)
        page.on("pageerror", self.on_page_error)


def _reduced_motion(motion: bool) -> Literal["reduce", "no-preference"]:
    """What the system says of motion: less of it, but for a test of what motion does.

    Pieces travelling and the page's other animations drew frames at each of the suite's
    thousands of moves: with less motion the browser suite took 362 s instead of 431 s on two
    cores (2026-12-07). A test marked `motion` gets the default that players have."""
    return "no-preference" if motion else "reduce"


def _new_context(browser: Browser, guard: Guard | _Watcher, workers: str = "block",
                 touch: bool = False, motion: bool = False) -> BrowserContext:
    """Return a fresh profile (no HTTP cache, service worker or storage) watched by `guard`
    (or by a `_Watcher`, handing it to each test's guard in turn; ``touch``: on a touch
    screen; ``motion``: the system not asking for less motion).

    Context-level network events include the service worker's own requests."""
    context = browser.new_context(service_workers=workers, has_touch=touch,
                                  color_scheme=COLOR_SCHEME,
                                  reduced_motion=_reduced_motion(motion))
    context.add_init_script(CSP_RECORDER)
    context.on("request", guard.on_request)
    context.on("response", guard.on_response)
    context.on("requestfailed", guard.on_request_failed)
    context.on("page", guard.watch_page)
    return context


@pytest.fixture
def context(browser: Browser, guard: Guard,
            request: pytest.FixtureRequest) -> Iterator[BrowserContext]:
    """A fresh profile watched by `guard`; one marked `touch` is on a touch screen, one marked
    `motion` has the system not asking for less motion (`_reduced_motion`).

    Only a test marked `service_worker` gets the site's service worker: precaching the whole
    site costs a page about 1.5 s of CPU, and without it every download reaches the network
    (and the test's routes) as on a first visit."""
    worker = request.node.get_closest_marker("service_worker") is not None
    touch = request.node.get_closest_marker("touch") is not None
    motion = request.node.get_closest_marker("motion") is not None
    context = _new_context(browser, guard, "allow" if worker else "block", touch, motion)
    yield context
    context.close()


@pytest.fixture
def browser_context_factory(browser: Browser,
                            guard: Guard) -> Iterator[Callable[[], BrowserContext]]:
    """Factory of more fresh profiles (another device), all watched by the same `guard`."""
    made: list[BrowserContext] = []

    def make() -> BrowserContext:
        made.append(_new_context(browser, guard))
        return made[-1]

    yield make
    for context in made:
        context.close()


@pytest.fixture(scope="session")
def booted_page(browser: Browser, site: Site) -> Iterator[tuple[Page, _Watcher]]:
    """A page of the site booted once for the worker's tests marked `booted` (see `page`),
    in a profile of its own, with what it tells handed to each test's guard."""
    watcher = _Watcher()
    context = _new_context(browser, watcher)
    context.add_init_script(TESTING)
    page = context.new_page()
    load_until_ready(page, site.url())
    yield page, watcher
    context.close()


@pytest.fixture
def page(request: pytest.FixtureRequest, guard: Guard, site: Site) -> Iterator[Page]:
    """The test's page: a new one in a fresh profile (`context`), or, for a test marked
    `booted`, the worker's booted page opened again as a first visit finds it.

    Booting the page's Python takes a few seconds of a core; most tests only need the start
    screen of a first visit, which the page's restart gives them from a page already booted
    (test_isolation.py shows it is the same as a fresh page's); `open_again(link)` opens a
    link so. Its size, the media it emulates (colours, motion) and whether it has a share
    sheet are set anew for each test. A test that adds routes or init scripts to its page, or
    listeners it does not take off again, opens another profile, or goes Back past its first
    screen, is not marked: what it leaves on the page would reach the next."""
    if request.node.get_closest_marker("booted") is not None:
        page, watcher = request.getfixturevalue("booted_page")
        watcher.guard = guard
        guard.pages.append(page)
        page.emulate_media(color_scheme=COLOR_SCHEME or "light", forced_colors="none",
                           reduced_motion=_reduced_motion(
                               request.node.get_closest_marker("motion") is not None))
        open_as_new(page, site)
    else:
        page = request.getfixturevalue("context").new_page()
    yield page
    guard.inspect_pages()
    report = getattr(request.node, "rep_call", None)
    if report is not None and report.failed and not page.is_closed():
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"{request.node.name}.png"))
    problems = guard.unexpected()
    if problems:
        pytest.fail("browser problems:\n  " + "\n  ".join(problems), pytrace=False)


#: The slowest tests first (the other engines, reviews and whole games, a build from scratch),
#: so that neither of the two workers is left with a long one at the end: pytest-xdist hands
#: tests out in the order collected.
SLOW_FIRST = ("engines/", "test_beyond.py", "test_build.py", "test_memory.py",
              "test_keyboard.py", "test_game.py", "test_tutorial.py", "test_preview.py")


#: A test that `--dist loadgroup` should have kept with its group on one worker and did not.
UNGROUPED = pytest.StashKey[bool]()


@pytest.hookimpl(trylast=True)  # after pytest-xdist's, which names each test's group
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    slowest_first(items, SLOW_FIRST)
    # `--dist loadgroup` keeps a group on one worker by the "@group" its node id ends in. With
    # pytest 9.2 the id stayed as it was, and each group's tests were spread silently (the card's
    # site built twice, each engine started on several workers): see pyproject.toml.
    if config.getoption("loadgroup", False):
        for item in items:
            if item.get_closest_marker("xdist_group") and "@" not in item.nodeid:
                item.stash[UNGROUPED] = True


def pytest_runtest_setup(item: pytest.Item) -> None:
    if item.stash.get(UNGROUPED, False):
        pytest.fail("--dist loadgroup did not keep this test with its xdist_group: "
                    "pytest and pytest-xdist do not agree on node ids (pyproject.toml)")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]):  # type: ignore[no-untyped-def]
    report = yield
    if report.when == "call":
        item.rep_call = report  # type: ignore[attr-defined]
    return report


def _wait_service_worker(page: Page, timeout: float = READY_TIMEOUT_MS) -> None:
    """Wait until the service worker is active, i.e. every file of the site is precached."""
    page.locator('body[data-sw-ready="1"]').wait_for(state="attached", timeout=timeout)


@pytest.fixture
def load_ready() -> Callable[..., None]:
    """`load_ready(page, url)`: navigate (url=None: reload) and wait for data-ff-ready="1"."""
    return load_until_ready


@pytest.fixture
def wait_service_worker() -> Callable[..., None]:
    """`wait_service_worker(page)`: wait until the service worker has precached the site."""
    return _wait_service_worker


@pytest.fixture
def open_again(page: Page, site: Site,
               request: pytest.FixtureRequest) -> Callable[..., None]:
    """`open_again(link, stored=None, kept=False, share=False)`, for a test marked `booted`:
    open its page again, without booting it again, as a first visit to that link
    (``"#g=CODE"``, ``""`` for the site) finds it, with only ``stored`` in local storage, or
    (``kept``) as the same tab going to it finds it; ``share``: with a share sheet (support.py's
    `open_page_again`)."""
    if request.node.get_closest_marker("booted") is None:
        pytest.fail("open_again is for the tests marked booted: the others load_ready a page")
    return partial(open_page_again, page, site)
