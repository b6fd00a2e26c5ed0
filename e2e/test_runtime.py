"""The self-hosted runtime: the page loads Pyodide + ffcore from our own server only, under the
production CSP, and a second visit works offline through the service worker."""

from __future__ import annotations

import gzip
import json
import shutil
import tomllib
import urllib.request
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, Page, Response, Route, expect
from support import (
    DIST,
    READY_SELECTOR,
    READY_TIMEOUT_MS,
    RERUN_A_STALLED_LOAD,
    ROOT,
    Guard,
    Site,
    throttled_visit,
)

from tools.browsers.driver import start_solo
from tools.build import build_site
from tools.serve import serve_site

PYODIDE = f"vendor/pyodide-{build_site.PYODIDE_VERSION}"


def shipped_lock() -> dict:
    (lock,) = DIST.glob("packages/*/pyodide-lock.json")
    return json.loads(lock.read_text())


def build_hash(dist: Path) -> str:
    text = (dist / "sw.js").read_text()
    return text.split('"build": "', 1)[1].split('"', 1)[0]


def rgb(hex_colour: str) -> str:
    """Return "#rrggbb" as the browser writes a computed colour: "rgb(r, g, b)"."""
    red, green, blue = (int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))
    return f"rgb({red}, {green}, {blue})"


def cache_names(page: Page) -> list[str]:
    return page.evaluate("caches.keys()")


@pytest.mark.motion
def test_page_reaches_ready(page: Page, site: Site, load_ready: Callable[..., None]) -> None:
    # The interpreter is held back until the indicator has been checked: once Python is ready
    # the indicator is gone, and a fast start raced the check (seen in CI).
    held: list[Route] = []
    wasm = f"**/{PYODIDE}/pyodide.asm.wasm"
    page.route(wasm, lambda route: held.append(route))
    page.goto(site.url(), wait_until="domcontentloaded")
    # While Python loads, the player sees an animated indicator.
    spinner = page.locator("#loading .spinner")
    expect(spinner).to_be_visible()
    assert spinner.evaluate("e => getComputedStyle(e).animationName") == "spin"
    for route in held:
        route.continue_()
    page.unroute(wasm)

    page.wait_for_selector(READY_SELECTOR, state="attached", timeout=READY_TIMEOUT_MS)
    expect(page.locator("#start-heading")).to_have_text("New game")
    expect(page.locator("#loading")).to_have_count(0)
    assert page.evaluate("performance.getEntriesByName('ff-ready', 'mark').length") == 1
    # An installed app's splash screen and title bar match the page's own colours.
    manifest = json.loads((DIST / "manifest.webmanifest").read_text())
    paper, bar = page.evaluate("""[getComputedStyle(document.body).backgroundColor,
                                  getComputedStyle(document.querySelector('.bar')).backgroundColor]""")
    assert rgb(manifest["background_color"]) == paper
    theme = page.locator('meta[name="theme-color"][media*="light"]').get_attribute("content")
    assert rgb(manifest["theme_color"]) == rgb(theme) == bar


@pytest.mark.parametrize("damage", ["missing", "garbled"])
def test_python_boots_as_usual_when_its_snapshot_cannot_be_restored(
        page: Page, site: Site, guard: Guard, load_ready: Callable[..., None], damage: str) -> None:
    # A snapshot the host lost or altered, or one of another build of the runtime: the page
    # starts Python the long way, installing the game's wheels, and plays as ever.
    if damage == "missing":
        guard.allow(r"HTTP 404 for .*\.snapshot|status of 404")
        page.route("**/*.snapshot", lambda route: route.fulfill(status=404, body="gone"))
    else:
        page.route("**/*.snapshot", lambda route: route.fulfill(body=gzip.compress(b"x" * 4096)))
    load_ready(page, site.url())
    assert page.evaluate("performance.getEntriesByName('ff-snapshot-restored').length") == 0
    installed = page.evaluate(r"""performance.getEntriesByType('resource')
        .map(e => e.name.split('/').pop()).filter(n => /\.whl(\.br)?$/.test(n))""")
    assert {name.split("-")[0] for name in installed} == {"ffcore", "ffweb"}
    start_solo(page)
    expect(page.locator(".board")).to_be_visible()


def marks(page: Page) -> list[str]:
    return page.evaluate("performance.getEntriesByType('mark').map(mark => mark.name)")


@pytest.mark.service_worker
@RERUN_A_STALLED_LOAD
def test_a_slow_network_boots_python_and_the_next_visit_restores_it(
        page: Page, context: BrowserContext, site: Site, guard: Guard,
        load_ready: Callable[..., None], wait_service_worker: Callable[..., None]) -> None:
    # A network that brings the runtime at 10 Mbit/s would bring the 4.6 MB snapshot seconds
    # after the runtime is compiled: Python boots instead, without waiting for it.
    guard.allow(r"\.snapshot \(net::ERR_ABORTED\)")  # a download dropped, if it had begun
    network = context.new_cdp_session(page)
    network.send("Network.enable")
    network.send("Network.emulateNetworkConditions", {
        "offline": False, "latency": 40, "downloadThroughput": 10 * 1024 * 1024 / 8,
        "uploadThroughput": 10 * 1024 * 1024 / 8})
    throttled_visit(load_ready, page, site.url(), guard)
    assert "ff-boot-chosen" in marks(page) and "ff-snapshot-restored" not in marks(page)
    arrived = page.evaluate("""performance.getEntriesByType('resource')
        .filter(e => e.responseEnd <= performance.getEntriesByName('ff-ready')[0].startTime)
        .map(e => e.name.split('/').pop())""")
    assert not [name for name in arrived if name.endswith(".snapshot")]
    assert {name.split("-")[0] for name in arrived
            if name.endswith((".whl", ".whl.br"))} == {"ffcore", "ffweb"}
    start_solo(page)
    # The service worker keeps the snapshot: the next visit restores Python from it.
    network.send("Network.emulateNetworkConditions", {
        "offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    wait_service_worker(page)
    load_ready(page, None)
    assert "ff-snapshot-restored" in marks(page)
    expect(page.locator(".board")).to_be_visible()


@pytest.mark.parametrize("variant", ["restore", "boot"])
@RERUN_A_STALLED_LOAD
def test_the_load_benchmark_can_force_how_python_starts(
        page: Page, context: BrowserContext, site: Site, guard: Guard,
        load_ready: Callable[..., None], variant: str) -> None:
    # tools/bench/bench_load.py --variant measures each way beside the choice by what arrives. On
    # this network a player's visit boots (the test above): restoring is the benchmark's doing.
    guard.allow(r"\.snapshot \(net::ERR_ABORTED\)")
    network = context.new_cdp_session(page)
    network.send("Network.enable")
    network.send("Network.emulateNetworkConditions", {
        "offline": False, "latency": 40, "downloadThroughput": 10 * 1024 * 1024 / 8,
        "uploadThroughput": 10 * 1024 * 1024 / 8})
    throttled_visit(load_ready, page, site.url(f"?ff-python={variant}"), guard)
    chosen = "ff-restore-chosen" if variant == "restore" else "ff-boot-chosen"
    assert chosen in marks(page)
    assert ("ff-snapshot-restored" in marks(page)) == (variant == "restore")
    start_solo(page)
    expect(page.locator(".board")).to_be_visible()


@pytest.mark.service_worker
def test_no_request_leaves_local_server(
    page: Page,
    serve_dir: Callable[[Path], Site],
    guard: Guard,
    load_ready: Callable[..., None],
    wait_service_worker: Callable[..., None],
) -> None:
    local = serve_dir(DIST)  # a server of our own, to count what it serves
    load_ready(page, local.url())
    wait_service_worker(page)
    # The guard fails the test for any request to another host; check it saw the runtime.
    paths = {r.url.removeprefix(local.base_url) for r in guard.requests}
    assert f"{PYODIDE}/pyodide.asm.wasm" in paths
    # The wheels as their brotli copies (web/static/payloads.mjs), by the page or the service
    # worker.
    for pkg in shipped_lock()["packages"].values():
        assert any(p.endswith("/" + pkg["file_name"] + ".br") for p in paths), pkg["file_name"]
    assert guard.requests and all(guard.local(r.url) for r in guard.requests)
    # Immutable files cross the network once: the page uses what payloads.mjs began early and
    # the service worker's precaching takes them from the HTTP cache. Exception: the in-memory HTTP
    # cache of Playwright's off-the-record contexts does not keep the 9.6 MB wasm nor the 6 MB
    # memory snapshot, so the worker downloads them again here (a persistent profile serves
    # them from the disk cache). And the brotli decoder, which the worker imports past the HTTP
    # cache (app.js registers it with updateViaCache: "none", for sw.js's sake).
    immutable = [p for p in local.hits if p.startswith(("/vendor/", "/packages/"))]
    assert len(immutable) >= 10
    for path in immutable:
        twice = ("pyodide.asm.wasm", ".snapshot", "/decode.js")
        expected = 2 if path.endswith(twice) else 1
        assert local.hits[path] <= expected, (path, local.hits[path])


@pytest.mark.service_worker
def test_offline_second_visit(
    context: BrowserContext,
    page: Page,
    site: Site,
    load_ready: Callable[..., None],
    wait_service_worker: Callable[..., None],
) -> None:
    load_ready(page, site.url())
    wait_service_worker(page)
    assert cache_names(page) == [f"ff-{build_hash(DIST)}"]

    context.set_offline(True)
    responses: list[Response] = []
    page.on("response", lambda r: responses.append(r))
    load_ready(page, None)
    expect(page.locator("#start-heading")).to_have_text("New game")
    assert responses, "no responses recorded"
    not_from_sw = [r.url for r in responses if not r.from_service_worker]
    assert not not_from_sw, f"served without the service worker while offline: {not_from_sw}"


@pytest.mark.service_worker
def test_new_deploy_replaces_cache_and_tells_player(
    context: BrowserContext,
    page: Page,
    serve_dir: Callable[[Path], Site],
    tmp_path: Path,
    load_ready: Callable[..., None],
    wait_service_worker: Callable[..., None],
) -> None:
    deploy = tmp_path / "site"
    shutil.copytree(DIST, deploy)
    local = serve_dir(deploy)
    load_ready(page, local.url())
    wait_service_worker(page)
    old_hash = build_hash(deploy)

    # A new deploy: one changed file, hence a new service worker with a new cache name.
    with (deploy / "style.css").open("a") as css:
        css.write("\n/* new deploy */\n")
    new_hash = build_site.write_service_worker(deploy)
    assert new_hash != old_hash

    load_ready(page, None)  # still the old version, from the old cache; the update installs
    banner = page.locator("#update")
    expect(banner).to_be_visible(timeout=60_000)
    expect(banner).to_contain_text("A new version is ready; reload")
    with page.expect_navigation():
        page.locator("#update-reload").click()
    page.wait_for_selector(READY_SELECTOR, state="attached", timeout=READY_TIMEOUT_MS)
    assert cache_names(page) == [f"ff-{new_hash}"]
    assert "/* new deploy */" in page.evaluate("fetch('style.css').then(r => r.text())")


def test_csp_header_present_and_strict(
    page: Page, site: Site, load_ready: Callable[..., None]
) -> None:
    response = page.goto(site.url())
    assert response is not None
    csp = response.headers.get("content-security-policy", "")
    rules = tomllib.loads((ROOT / "netlify.toml").read_text())["headers"]
    assert csp == next(r for r in rules if r["for"] == "/*")["values"]["Content-Security-Policy"]
    directives = dict(d.strip().split(" ", 1) for d in csp.split(";") if d.strip())
    assert directives["default-src"] == "'self'"
    for name in ("script-src", "style-src"):
        assert "'unsafe-inline'" not in directives[name] and "http" not in directives[name]
    # The page must load under it with no violation (the guard also checks console and
    # securitypolicyviolation events).
    page.wait_for_selector(READY_SELECTOR, state="attached", timeout=READY_TIMEOUT_MS)
    assert page.evaluate("window.__ffCspViolations") == []


def test_headers_match_netlify_rules(site: Site) -> None:
    rules = serve_site.load_rules()
    # No two rules that match one file set the same header: the result never depends on how a
    # host merges them.
    for path in [p for p in DIST.rglob("*") if p.is_file()] + [DIST]:
        url_path = "/" + path.relative_to(DIST).as_posix() if path != DIST else "/"
        seen: dict[str, str] = {}
        for pattern, regexp, values in rules:
            if regexp.match(url_path):
                for name in values:
                    assert name.lower() not in seen, (
                        f"{url_path}: {name} set by {seen.get(name.lower())} and {pattern}"
                    )
                    seen[name.lower()] = pattern

    def head(path: str) -> dict[str, str]:
        with urllib.request.urlopen(urllib.request.Request(site.url(path), method="HEAD")) as r:
            return {k.lower(): v for k, v in r.headers.items()}

    wasm = head(f"{PYODIDE}/pyodide.asm.wasm")
    assert wasm["content-type"] == "application/wasm"
    assert wasm["cache-control"] == "public, max-age=31536000, immutable"
    assert head(f"{PYODIDE}/pyodide.mjs")["content-type"].startswith("text/javascript")
    assert head("manifest.webmanifest")["content-type"] == "application/manifest+json"
    (lock,) = DIST.glob("packages/*/pyodide-lock.json")
    assert head(lock.relative_to(DIST).as_posix())["cache-control"].endswith("immutable")
    for entry in ("", "index.html", "sw.js"):
        assert head(entry)["cache-control"] == "no-cache", entry
    assert "content-security-policy" in head("sw.js")


def test_precompressed_copies_go_to_browsers_that_accept_them(site: Site) -> None:
    """As a host that serves precompressed files: brotli or gzip when accepted, else plain."""
    wasm = DIST / PYODIDE / "pyodide.asm.wasm"
    plain = wasm.read_bytes()

    def get(path: str, accept: str) -> tuple[dict[str, str], bytes]:
        request = urllib.request.Request(site.url(path), headers={"Accept-Encoding": accept})
        with urllib.request.urlopen(request) as response:
            return {k.lower(): v for k, v in response.headers.items()}, response.read()

    headers, body = get(f"{PYODIDE}/pyodide.asm.wasm", "gzip, deflate, br")
    assert headers["content-encoding"] == "br" and len(body) < 0.5 * len(plain)
    assert headers["content-type"] == "application/wasm" and headers["vary"] == "Accept-Encoding"
    assert headers["cache-control"] == "public, max-age=31536000, immutable"
    headers, body = get(f"{PYODIDE}/pyodide.asm.wasm", "gzip")
    assert headers["content-encoding"] == "gzip" and gzip.decompress(body) == plain
    headers, body = get("", "gzip")  # the page itself, by its directory's address
    assert headers["content-encoding"] == "gzip"
    assert gzip.decompress(body) == (DIST / "index.html").read_bytes()
    headers, body = get(f"{PYODIDE}/pyodide.asm.wasm", "identity")
    assert "content-encoding" not in headers and body == plain
    # The whole standard library is compressed file by file already: it has no copies, and goes
    # as it is. The trimmed library and the wheels are stored: brotli takes two thirds off.
    assert not list(DIST.glob("vendor/*/*.zip.*"))
    for stored in [*DIST.glob("packages/*/stdlib-*.zip"), *DIST.glob("packages/*/*.whl")]:
        assert stored.with_name(stored.name + ".br").stat().st_size < 0.4 * stored.stat().st_size
