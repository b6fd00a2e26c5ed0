"""Firefox and WebKit driven through one small API (and Chromium, for measurements).

- Firefox: Debian's firefox-esr, driven by puppeteer-core (npm, pinned in package.json) over
  WebDriver BiDi, through tools/browsers/firefox_bridge.mjs (JSON lines on its stdin and stdout);
- WebKit: WebKitGTK's MiniBrowser, driven by Debian's WebKitWebDriver through Selenium (PyPI,
  pinned in the Makefile), on an Xvfb display of its own.

Given a `Gate`, both send their requests through it: a local proxy that lets through those
for the local servers only, so a page that reached out of them would be caught there.
A `Tab` is one page in a fresh profile (storage, service workers and HTTP cache of its own).

Chromium comes through Playwright, as in the suite (e2e/), without a gate: the suite watches
its requests itself.

Used by the engine smoke (e2e/engines/), `tools/bench/bench_load.py --engine` and
tools/bench/trace_load.py.
"""

from __future__ import annotations

import contextlib
import glob
import http.client
import json
import os
import shutil
import signal
import subprocess
import threading
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import urlsplit

from tools.serve.serve_site import QuietServer

ROOT = Path(__file__).resolve().parents[2]
#: The engines of the smoke (e2e/engines/); the whole suite runs in Chromium (e2e/).
ENGINES = ("firefox", "webkit")
CHROMIUM = os.environ.get("FF_CHROMIUM", "/usr/bin/chromium")
#: The browser suite's Chromium (e2e/): the same Chromium without the whole browser around it
#: (Debian's chromium-headless-shell, what Playwright runs headless by default). On two cores
#: the suite took a fifth less time in it (CONTRIBUTING.md, "Tests"); the benchmarks, which
#: stand for players, run the whole browser, CHROMIUM.
CHROMIUM_SHELL = os.environ.get("FF_CHROMIUM_SHELL", "/usr/bin/chromium-headless-shell")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
FIREFOX = os.environ.get("FF_FIREFOX", "/usr/bin/firefox-esr")
WEBKIT_DRIVER = os.environ.get("FF_WEBKIT_DRIVER", "/usr/bin/WebKitWebDriver")
#: WebKitGTK's own small browser, shipped with libwebkit2gtk-4.1-0 under the multiarch libdir.
MINIBROWSER = os.environ.get("FF_MINIBROWSER") or next(
    iter(glob.glob("/usr/lib/*/webkit2gtk-4.1/MiniBrowser")), "MiniBrowser")
BRIDGE = Path(__file__).resolve().parent / "firefox_bridge.mjs"
#: The window every engine gets, the size of Playwright's default viewport.
WIDTH, HEIGHT = 1280, 720
#: The hosts of the local servers, the only ones a page may reach.
LOOPBACK = ("127.0.0.1", "localhost")
#: Headers about one connection, which a proxy does not pass on.
HOP_BY_HOP = {"connection", "keep-alive", "proxy-connection", "proxy-authorization", "te",
              "trailer", "transfer-encoding", "upgrade"}
#: How long one action (a click, a navigation) may take.
ACTION_TIMEOUT_S = 30
#: How long a page may take to load, and any WebDriver command to answer.
PAGE_LOAD_TIMEOUT_S = 120
COMMAND_TIMEOUT_S = PAGE_LOAD_TIMEOUT_S + 30
POLL_S = 0.1
#: Whether the pieces have landed (web/static/motion.js's motions, by their id), and how long
#: a click waits for them (the slowest pace's motion is 0.6 s).
LANDED = "document.getAnimations().every((a) => a.id !== 'ff-travel' || a.playState !== 'running')"
TRAVEL_WAIT_S = 5
#: How long a new WebKit session may take to start (its MiniBrowser up and answering: seconds,
#: even in a loaded suite), and how many starts are tried: now and then a new session's first
#: command is never answered, and the session is then started afresh (see WebKitTab).
WEBKIT_START_TIMEOUT_S = 60
WEBKIT_STARTS = 2

#: V8 flags for the browser suite's Chromium only (e2e/conftest.py; the benchmarks in
#: tools/bench/ run without them, but bench_restart.py, which measures the suite's own cost).
#: A page boots Pyodide afresh (most tests' pages): V8 compiles its 9.6 MB of WebAssembly
#: whole and then recompiles the busy functions optimized, on threads that take the other
#: worker's core on a 2-core machine. Compiling each function when it is first called, and
#: never again, made the whole suite a sixth shorter (CONTRIBUTING.md, "Tests").
SUITE_JS_FLAGS = "--js-flags=--liftoff-only --wasm-lazy-compilation"


#: The page shows its answer to every input it was given, all in place (web/static/morph.js
#: ``ffDrawn``; a page without it, such as one still loading, has nothing to wait for).
ANSWERED = "!window.ffDrawn || window.ffDrawn()"


class EngineError(RuntimeError):
    """The browser or its driver failed to do what it was asked."""


class Gate:
    """The browser's HTTP proxy: relays requests for the loopback (the local servers) and
    records and refuses (502) every other, so nothing leaves the machine and `refused` lists
    what tried to."""

    def __init__(self) -> None:
        self.refused: list[str] = []
        refused = self.refused

        class ProxyHandler(BaseHTTPRequestHandler):
            def _relay(self) -> None:
                url = urlsplit(self.path)
                if self.command == "CONNECT" or url.hostname not in LOOPBACK:
                    refused.append(f"{self.command} {self.path}")
                    self.send_error(502, "no request may leave the local server")
                    return
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else None
                headers = {name: value for name, value in self.headers.items()
                           if name.lower() not in HOP_BY_HOP}
                server = http.client.HTTPConnection(url.hostname, url.port, timeout=60)
                try:
                    server.request(self.command, url.path + (f"?{url.query}" if url.query else ""),
                                   body, headers)
                    response = server.getresponse()
                    self.send_response_only(response.status, response.reason)
                    for name, value in response.getheaders():
                        if name.lower() not in HOP_BY_HOP:
                            self.send_header(name, value)
                    self.send_header("Connection", "close")
                    self.end_headers()
                    shutil.copyfileobj(response, self.wfile)
                finally:
                    server.close()

            do_GET = do_POST = do_PUT = do_HEAD = do_OPTIONS = do_CONNECT = _relay

            def log_message(self, format: str, *args: object) -> None:
                pass

        self.server = QuietServer(("127.0.0.1", 0), ProxyHandler)
        self.port: int = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


class Tab:
    """One page in a fresh profile."""

    def goto(self, url: str) -> None:
        raise NotImplementedError

    def reload(self) -> None:
        raise NotImplementedError

    def click(self, selector: str) -> None:
        """Click the element (CSS selector) as a person would, once it can be clicked, and
        wait until the page shows its answer."""
        self._click(selector)
        self.answered()

    def tap(self, selector: str) -> None:
        """Touch the element (CSS selector) with a finger, once it can be touched, and wait
        for the answer."""
        self._tap(selector)
        self.answered()

    def fill(self, selector: str, text: str) -> None:
        """Type text into the field, replacing what it held, and wait for the answer."""
        self._fill(selector, text)
        self.answered()

    def press(self, key: str) -> None:
        """Press one key (a character, or "Escape") on whatever has the focus, and wait for
        the answer."""
        self._press(key)
        self.answered()

    def answered(self) -> None:
        """Wait until the page shows its answer to every input so far: it draws each in a
        task after the input's (tools/browsers/answered.py)."""
        self.wait_for(ANSWERED)

    def _click(self, selector: str) -> None:
        raise NotImplementedError

    def _tap(self, selector: str) -> None:
        raise NotImplementedError

    def _fill(self, selector: str, text: str) -> None:
        raise NotImplementedError

    def _press(self, key: str) -> None:
        raise NotImplementedError

    def run(self, expression: str) -> Any:
        """Return the value of a JavaScript expression in the page (promises are awaited)."""
        raise NotImplementedError

    def screenshot(self, path: Path) -> None:
        raise NotImplementedError

    def problems(self) -> list[str]:
        """Console errors, page errors, dialogs and failed loads the engine reported (and
        forget them); engines that report none return []."""
        return []

    def close(self) -> None:
        raise NotImplementedError

    def wait_for(self, expression: str, timeout: float = ACTION_TIMEOUT_S) -> Any:
        """Return the expression's value once it is truthy; EngineError after timeout seconds."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                value = self.run(expression)
            except Exception:  # the page is between two documents (a redirect): look again
                if time.monotonic() > deadline:
                    raise
                value = None
            if value:
                return value
            if time.monotonic() > deadline:
                raise EngineError(f"timed out after {timeout} s waiting for {expression}")
            time.sleep(POLL_S)

    def count(self, selector: str) -> int:
        return int(self.run(f"document.querySelectorAll({json.dumps(selector)}).length"))

    def text(self, selector: str) -> str:
        """The rendered text of the first element matching selector ("" if there is none)."""
        found = f"document.querySelector({json.dumps(selector)})"
        return str(self.run(f"{found} ? {found}.innerText : ''"))


class Engine:
    """A running browser: `new_tab()` opens a page in a fresh profile."""

    name = ""
    version = ""

    def new_tab(self, touch: bool = False) -> Tab:
        """Open a page in a fresh profile (``touch``: on a touch screen, for `Tab.tap`)."""
        raise NotImplementedError

    def quit(self) -> None:
        raise NotImplementedError

    def __enter__(self) -> Engine:
        return self

    def __exit__(self, *_exc_info: object) -> None:
        self.quit()


# Firefox ------------------------------------------------------------------------------------
class FirefoxTab(Tab):
    def __init__(self, engine: FirefoxEngine, tab_id: int) -> None:
        self.engine = engine
        self.id = tab_id

    def _call(self, op: str, **args: Any) -> Any:
        return self.engine.call(op, tab=self.id, **args)

    def goto(self, url: str) -> None:
        self._call("goto", url=url)

    def reload(self) -> None:
        self._call("reload")

    def _click(self, selector: str) -> None:
        self._call("click", selector=selector)

    def _tap(self, selector: str) -> None:
        self._call("tap", selector=selector)

    def _fill(self, selector: str, text: str) -> None:
        self._call("fill", selector=selector, text=text)

    def _press(self, key: str) -> None:
        self._call("press", key=key)

    def run(self, expression: str) -> Any:
        return self._call("evaluate", expression=expression)

    def screenshot(self, path: Path) -> None:
        self._call("screenshot", path=str(path))

    def problems(self) -> list[str]:
        return list(self._call("problems"))

    def close(self) -> None:
        self._call("closeTab")


class FirefoxEngine(Engine):
    name = "firefox"

    def __init__(self, gate: Gate | None, system_access: bool = False) -> None:
        """``system_access``: let :meth:`minimize` reach the browser's own scope (for
        measurements: a driver with it can do anything the browser can)."""
        if not Path(FIREFOX).exists():
            raise EngineError(f"{FIREFOX} not found: `make e2e` installs Debian's firefox-esr")
        self._next = 0
        self._process = subprocess.Popen(
            ["node", str(BRIDGE)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
            cwd=ROOT)
        self.version = str(self.call("launch", executable=FIREFOX,
                                     proxy=gate.port if gate else None,
                                     systemAccess=system_access))

    def minimize(self) -> None:
        """Do what about:memory's "Minimize memory usage" does: every process collects its
        garbage and cycles, several times, and gives back what it can. Returns when the
        browser's own process is done; the pages' processes finish a moment later."""
        self.call("minimize")

    def call(self, op: str, **args: Any) -> Any:
        """Send one order to the bridge and return its answer."""
        assert self._process.stdin and self._process.stdout
        self._next += 1
        self._process.stdin.write(json.dumps({"id": self._next, "op": op, **args}) + "\n")
        self._process.stdin.flush()
        line = self._process.stdout.readline()
        if not line:
            raise EngineError(f"the Firefox bridge stopped (exit {self._process.wait()})")
        reply = json.loads(line)
        if "error" in reply:
            raise EngineError(f"firefox {op}: {reply['error']}")
        return reply["value"]

    def new_tab(self, touch: bool = False) -> Tab:
        # A touch (`tap`) reaches any page over WebDriver BiDi: the profile is the same.
        return FirefoxTab(self, int(self.call("newTab")))

    def quit(self) -> None:
        if self._process.poll() is None:
            with contextlib.suppress(EngineError, OSError):
                self.call("quit")
            try:
                self._process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self._process.kill()


# WebKit -------------------------------------------------------------------------------------
T = TypeVar("T")


def descendants(root: int) -> list[int]:
    """Return the ids of every process below ``root`` (from /proc)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:  # ended meanwhile
            continue
        parent = int(stat.rsplit(")", 1)[1].split()[1])
        children.setdefault(parent, []).append(int(entry.name))
    found, stack = [], [root]
    while stack:
        for child in children.get(stack.pop(), []):
            found.append(child)
            stack.append(child)
    return found


def first_started(start: Callable[[], T], attempts: int) -> T:
    """Return what ``start`` returns, calling it again when it raises, ``attempts`` times in
    all; the last failure is raised."""
    for attempt in range(1, attempts + 1):
        try:
            return start()
        except Exception:
            if attempt == attempts:
                raise
    raise ValueError("no attempt to start")


class Xvfb:
    """An X display of its own, for WebKitGTK (its MiniBrowser has no headless mode)."""

    def __init__(self) -> None:
        # Xvfb picks a free display number and writes it to the pipe.
        read, write = os.pipe()
        self._process = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{WIDTH}x{HEIGHT + 200}x24",
             "-nolisten", "tcp"], pass_fds=(write,), stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        if not number:
            raise EngineError("Xvfb did not start")
        #: The DISPLAY value of this X server, ":N".
        self.display = f":{number}"

    def close(self) -> None:
        self._process.terminate()
        self._process.wait(timeout=10)


#: The environment in which WebKitGTK draws a page's layers into one on the processor instead of
#: compositing them with OpenGL, which on a machine without a GPU is Mesa's llvmpipe, on the
#: processor too: the engine smoke's WebKit solo round took a third less CPU (45-47 CPU-s
#: against 67-73, two runs each, 2026-11-29). Players' WebKit composites on their GPU; the
#: benchmarks keep WebKit's default; `bench_memory --without-compositing` uses this to read the
#: page's memory without Mesa's textures in it (docs/memory.md).
WITHOUT_COMPOSITING = {"WEBKIT_DISABLE_COMPOSITING_MODE": "1"}


class WebKitTab(Tab):
    """A MiniBrowser of its own: each WebDriver session starts a new browser process."""

    def __init__(self, display: str, gate: Gate | None, compositing: bool = True) -> None:
        from selenium import webdriver
        from selenium.webdriver.common.proxy import Proxy
        from selenium.webdriver.remote.client_config import ClientConfig
        from selenium.webdriver.remote.remote_connection import RemoteConnection
        from selenium.webdriver.webkitgtk.options import Options
        from selenium.webdriver.webkitgtk.service import Service

        options = Options()
        options.binary_location = MINIBROWSER
        options.add_argument("--automation")
        if gate:
            # Every request, the local ones too: with a noProxy list, MiniBrowser 2.50 crashes
            # at start in about one session of fifteen (and its driver waits for ever).
            address = f"127.0.0.1:{gate.port}"
            options.proxy = Proxy({"proxyType": "manual", "httpProxy": address,
                                   "sslProxy": address})
        env = {**os.environ, **({} if compositing else WITHOUT_COMPOSITING), "DISPLAY": display}

        def start() -> tuple[Any, Any]:
            # An explicit driver path: Selenium Manager never looks for (or downloads) one.
            service = Service(executable_path=WEBKIT_DRIVER, env=env)
            service.start()
            try:
                config = ClientConfig(remote_server_addr=service.service_url,
                                      timeout=WEBKIT_START_TIMEOUT_S)
                driver = webdriver.Remote(
                    command_executor=RemoteConnection(client_config=config), options=options)
                config.timeout = COMMAND_TIMEOUT_S
                driver.set_window_size(WIDTH, HEIGHT)
                driver.set_page_load_timeout(PAGE_LOAD_TIMEOUT_S)
            except Exception:
                # Its MiniBrowser (and the browser's own processes), if still running, go
                # with its driver.
                for process in descendants(service.process.pid):
                    with contextlib.suppress(OSError):
                        os.kill(process, signal.SIGKILL)
                service.stop()
                raise
            return service, driver

        # A session whose MiniBrowser never answered (once in a clean clone's whole suite,
        # 2026-12-06: the driver's POST /session timed out) is started again.
        self.service, self.driver = first_started(start, WEBKIT_STARTS)
        self.closed = False

    def goto(self, url: str) -> None:
        self.driver.get(url)

    def reload(self) -> None:
        self.driver.refresh()

    def _clickable(self, selector: str) -> Any:
        from selenium.common.exceptions import StaleElementReferenceException
        from selenium.webdriver.common.by import By
        from selenium.webdriver.support import expected_conditions
        from selenium.webdriver.support.ui import WebDriverWait

        # An element found as the page redraws goes stale before it is checked: look again.
        wait = WebDriverWait(self.driver, ACTION_TIMEOUT_S, POLL_S,
                             ignored_exceptions=(StaleElementReferenceException,))
        return wait.until(expected_conditions.element_to_be_clickable(
            (By.CSS_SELECTOR, selector)))

    def _click(self, selector: str) -> None:
        from selenium.common.exceptions import (
            ElementClickInterceptedException,
            ElementNotInteractableException,
            StaleElementReferenceException,
        )

        try:
            self._clickable(selector).click()
        except (StaleElementReferenceException, ElementNotInteractableException,
                ElementClickInterceptedException):
            # Redrawn between found and clicked, out of view (WebKitWebDriver does not always
            # scroll to it), or under a piece travelling over it (web/static/motion.js): once
            # the pieces have landed, as a player's eye waits for them (Playwright's clicks
            # wait for a stable element), found again, scrolled to, clicked.
            self.wait_for(LANDED, TRAVEL_WAIT_S)
            time.sleep(POLL_S)
            element = self._clickable(selector)
            self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})",
                                       element)
            element.click()

    def _tap(self, selector: str) -> None:
        from selenium.webdriver.common.actions import interaction
        from selenium.webdriver.common.actions.action_builder import ActionBuilder
        from selenium.webdriver.common.actions.pointer_input import PointerInput

        element = self._clickable(selector)
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        finger = PointerInput(interaction.POINTER_TOUCH, "finger")  # type: ignore[no-untyped-call]
        actions = ActionBuilder(self.driver, mouse=finger)
        actions.pointer_action.move_to(element).pointer_down().pointer_up()  # type: ignore[no-untyped-call]
        actions.perform()

    def _fill(self, selector: str, text: str) -> None:
        from selenium.common.exceptions import StaleElementReferenceException

        # A field no one is in may be drawn anew between finding it and typing into it (the
        # start screen painted before Python, replaced whole by the engine's first drawing
        # where no field has the focus: web/glue/render.py): a player's tap lands on the
        # field drawn, so it is found again.
        for attempt in range(2):
            field = self._clickable(selector)
            try:
                field.clear()
                field.send_keys(text)
                return
            except StaleElementReferenceException:
                if attempt:
                    raise

    def _press(self, key: str) -> None:
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.keys import Keys

        named = {"Escape": Keys.ESCAPE, "Enter": Keys.ENTER, "Tab": Keys.TAB}
        ActionChains(self.driver).send_keys(named.get(key, key)).perform()

    def run(self, expression: str) -> Any:
        reply = self.driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            f"Promise.resolve().then(() => ({expression}))"
            ".then(value => done({value}), error => done({error: String(error)}));")
        if "error" in reply:
            raise EngineError(f"webkit: {reply['error']} in {expression}")
        return reply.get("value")

    def screenshot(self, path: Path) -> None:
        self.driver.save_screenshot(str(path))

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            try:
                self.driver.quit()
            finally:
                self.service.stop()


class WebKitEngine(Engine):
    name = "webkit"

    def __init__(self, gate: Gate | None, compositing: bool = True) -> None:
        for path, package in ((WEBKIT_DRIVER, "webkit2gtk-driver"), (MINIBROWSER, "libwebkit2gtk"),
                              ("/usr/bin/Xvfb", "xvfb")):
            if not Path(path).exists():
                raise EngineError(f"{path} not found: `make e2e` installs Debian's {package}")
        self.gate = gate
        self.compositing = compositing
        self.xvfb = Xvfb()
        self._tabs: list[WebKitTab] = []

    def new_tab(self, touch: bool = False) -> Tab:
        # A touch (`tap`) is a WebDriver action of a touch pointer: the profile is the same.
        self._tabs.append(WebKitTab(self.xvfb.display, self.gate, self.compositing))
        self.version = f"WebKitGTK {self._tabs[-1].driver.capabilities['browserVersion']}"
        return self._tabs[-1]

    def quit(self) -> None:
        for tab in self._tabs:
            with contextlib.suppress(Exception):  # already closed, or its browser is gone
                tab.close()
        self.xvfb.close()


# Chromium ------------------------------------------------------------------------------------
class ChromiumTab(Tab):
    def __init__(self, browser: Any, touch: bool = False) -> None:
        self.context = browser.new_context(has_touch=touch)
        self.page = self.context.new_page()
        self.page.set_default_timeout(ACTION_TIMEOUT_S * 1000)
        self._cdp: Any = None

    def cdp(self, method: str, params: dict[str, Any] | None = None) -> Any:
        """Send one Chrome DevTools Protocol command to the page (e.g. the network and CPU
        throttling of tools/bench/bench_load.py) and return its answer."""
        if self._cdp is None:
            self._cdp = self.context.new_cdp_session(self.page)
        return self._cdp.send(method, params or {})

    def set_viewport(self, width: int, height: int) -> None:
        self.page.set_viewport_size({"width": width, "height": height})

    def goto(self, url: str) -> None:
        self.page.goto(url, timeout=PAGE_LOAD_TIMEOUT_S * 1000)

    def reload(self) -> None:
        self.page.reload(timeout=PAGE_LOAD_TIMEOUT_S * 1000)

    def _click(self, selector: str) -> None:
        self.page.click(selector)

    def _tap(self, selector: str) -> None:
        self.page.tap(selector)

    def _fill(self, selector: str, text: str) -> None:
        self.page.fill(selector, text)

    def _press(self, key: str) -> None:
        self.page.keyboard.press(key)

    def run(self, expression: str) -> Any:
        return self.page.evaluate(expression)

    def screenshot(self, path: Path) -> None:
        self.page.screenshot(path=str(path))

    def close(self) -> None:
        self.context.close()


class ChromiumEngine(Engine):
    name = "chromium"

    def __init__(self) -> None:
        from playwright.sync_api import sync_playwright

        if not Path(CHROMIUM).exists():
            raise EngineError(f"{CHROMIUM} not found: `make e2e` installs Debian's chromium")
        self._playwright = sync_playwright().start()
        self._browser = self._playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        self.version = f"Chromium {self._browser.version}"

    def new_tab(self, touch: bool = False) -> Tab:
        return ChromiumTab(self._browser, touch)

    def quit(self) -> None:
        self._browser.close()
        self._playwright.stop()


def launch(name: str, gate: Gate | None = None, system_access: bool = False,
           compositing: bool = True) -> Engine:
    """Start the named engine ("chromium", "firefox" or "webkit"), its requests going through
    gate (not for Chromium); ``system_access``: Firefox's :meth:`FirefoxEngine.minimize`;
    ``compositing``: False has WebKit draw without it (:data:`WITHOUT_COMPOSITING`)."""
    if name == "chromium":
        if gate:
            raise ValueError("Chromium's requests are watched by the suite, not a gate")
        return ChromiumEngine()
    if name == "firefox":
        return FirefoxEngine(gate, system_access)
    if name == "webkit":
        return WebKitEngine(gate, compositing)
    raise ValueError(f"unknown engine {name!r}: chromium, firefox or webkit")
