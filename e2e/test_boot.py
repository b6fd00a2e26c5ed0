"""The page always comes up, or says why (issue 35).

Whatever happens on the way, a link mangled by a chat app, a download that fails, a browser
feature that throws, the page ends in something a player can use: the game, or its own
message in the player's language with Try again. Never a developer's text in the page, and a
saved game survives every failure (each test reloads and finds it).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest
from playwright.sync_api import BrowserContext, Page, Route, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from support import READY_SELECTOR, Guard, Site
from test_beyond import played

import ffcore
from tools.browsers.driver import KEPT_SAVE

#: What only a developer should read: PyScript's and Pyodide's errors, Python's tracebacks.
DEVELOPER_TEXT = re.compile(r"Traceback|PY\d{4}|Polyscript|PyScript|Pyodide|PythonError|"
                            r"TypeError|Failed to fetch")
#: The failure message, and its way on.
FAILED = '[role="alert"]:has([data-boot-retry])'
RETRY = "[data-boot-retry]"
#: How soon a failed download must be told.
TOLD_WITHIN_MS = 10_000
#: How long Try again may take to be tapped (it is there: the failure was just told).
RETRY_WITHIN_MS = 10_000


@pytest.fixture
def saved_game(page: Page, site: Site, load_ready: Callable[..., None]) -> Iterator[str]:
    """A game saved on the device before the failure; after the test, a reload resumes it."""
    game = ffcore.new_game(["Ann"], seed=11, machine="easy")
    load_ready(page, site.url("#g=" + game.to_code()))
    expect(page.locator(".board")).to_be_visible()
    saved = page.evaluate(KEPT_SAVE)
    assert saved is not None
    yield saved
    page.unroute_all()
    page.goto(site.url())
    page.locator(READY_SELECTOR).wait_for(state="attached")
    expect(page.locator(".board")).to_be_visible()
    assert page.evaluate(KEPT_SAVE) == saved


def no_developer_text(page: Page) -> None:
    text = page.evaluate("document.documentElement.innerText")
    assert not DEVELOPER_TEXT.search(text), text[-1500:]
    assert page.locator(".py-error").count() == 0


def told_and_retried(page: Page, message: str, *, then_ready: bool = True) -> None:
    """The failure is told with its reason and Try again; once the network is back, Try
    again opens the game."""
    failed = page.locator(FAILED)
    expect(failed).to_be_visible(timeout=TOLD_WITHIN_MS)
    expect(failed).to_contain_text(message)
    expect(failed).to_contain_text("Nothing is lost")
    no_developer_text(page)
    if then_ready:
        page.unroute_all()
        # The boot goes on behind the message: where the file that failed is asked for again
        # (Pyodide asks for its standard library itself), the game may come up before the
        # player taps Try again, and the button goes with the message. Either way it must end
        # in the game.
        try:
            page.click(RETRY, timeout=RETRY_WITHIN_MS)
        except PlaywrightTimeoutError:
            assert page.locator(RETRY).count() == 0, "Try again shows but cannot be tapped"
        page.locator(READY_SELECTOR).wait_for(state="attached")
        expect(page.locator(FAILED)).to_have_count(0)


def finished_code() -> str:
    return played(2, ["Ann"], "easy").to_code()


# Every form of a link reaches the game ---------------------------------------------------------

@pytest.mark.parametrize("form", ["//#g={code}", "/%23g={code}", "/#g%3D{code}",
                                  "/index.html?utm_source=chat#g={code}"])
def test_every_form_of_a_link_opens_the_game(page: Page, site: Site, guard: Guard,
                                             form: str) -> None:
    # An encoded # reaches the server's 404 page, which forwards the link to the game.
    guard.allow(r"HTTP 404 for .*%23|status of 404|ERR_ABORTED")
    code = ffcore.new_game(["Bea"], seed=3, machine="hard").to_code()
    page.goto(site.origin + form.format(code=code))
    page.locator(READY_SELECTOR).wait_for(state="attached")
    expect(page.locator(".status-line")).to_contain_text("Round 1")
    expect(page.locator(".board")).to_contain_text("Bea")
    assert page.evaluate("location.hash") == ""  # the game is saved; a reload starts from it
    assert "//" not in page.evaluate("location.pathname")
    no_developer_text(page)


def test_a_replay_link_with_an_encoded_hash_opens_the_replay(page: Page, site: Site,
                                                             guard: Guard) -> None:
    guard.allow(r"HTTP 404 for .*%23|status of 404|ERR_ABORTED")
    page.goto(f"{site.origin}/%23r={finished_code()}")
    page.locator(READY_SELECTOR).wait_for(state="attached")
    expect(page.locator(".replay-where")).to_be_visible()


@pytest.mark.parametrize(("lang", "heading", "button"), [
    ("en", "This address is not a page of the game", "Open the game"),
    ("pt", "Este endereço não é uma página do jogo", "Abrir o jogo"),
])
def test_an_unknown_address_gets_the_games_own_page(page: Page, site: Site, guard: Guard,
                                                    lang: str, heading: str,
                                                    button: str) -> None:
    guard.allow(r"HTTP 404 for .*/no/such/page|status of 404")
    page.add_init_script(f"localStorage.setItem('ff-lang', '{lang}')")
    response = page.goto(site.url("no/such/page"))
    assert response is not None and response.status == 404
    expect(page.get_by_role("heading", name=heading)).to_be_visible()
    expect(page.locator("section[hidden]")).to_have_count(1)  # the other language
    page.get_by_role("link", name=button).click()
    page.locator(READY_SELECTOR).wait_for(state="attached")
    expect(page.locator(".start")).to_be_visible()


# A failed download is told, with a way on --------------------------------------------------------
# (on a first visit: later, the service worker's copy answers and nothing needs downloading)

@pytest.mark.parametrize("download", ["**/pyodide.asm.wasm", "**/main.py"])
def test_a_download_that_drops_is_told_and_tried_again(page: Page, guard: Guard,
                                                       saved_game: str, download: str) -> None:
    # The details go to the console (PyScript's own words included), never into the page.
    guard.allow(r"request failed|ERR_FAILED|could not start|wasm|Failed to fetch|main\.py|"
                r"PY0001|Polyscript")
    page.route(download, lambda route: route.abort())
    page.reload()
    told_and_retried(page, "The connection dropped")


def test_the_games_package_failing_is_told(page: Page, guard: Guard, saved_game: str) -> None:
    # Without its snapshot, the page boots Python and installs the game's own wheel.
    guard.allow(r"request failed|ERR_FAILED|HTTP 404|status of 404|could not start|ffcore|"
                r"snapshot|Failed to fetch|loadPackage|wheel")
    page.route("**/*.snapshot", lambda route: route.fulfill(status=404, body="gone"))
    page.route("**/ffcore-*.whl*", lambda route: route.abort())  # the wheel or its copy
    page.reload()
    told_and_retried(page, "The connection dropped")


def test_a_server_error_is_told(page: Page, guard: Guard, saved_game: str) -> None:
    guard.allow(r"HTTP 503|status of 503|console error|page error|ERR_ABORTED")
    page.route("**/stdlib-*.zip*", lambda route: route.fulfill(status=503, body="busy"))
    page.route("**/*.snapshot", lambda route: route.fulfill(status=503, body="busy"))
    page.reload()
    told_and_retried(page, "could not be downloaded just now")


def test_offline_with_nothing_kept_says_so(page: Page, context: BrowserContext, guard: Guard,
                                          saved_game: str) -> None:
    guard.allow(r"request failed|ERR_|could not start|Failed to fetch|wasm")

    dropped: list[str] = []

    def drop(route: Route) -> None:  # the connection goes in the middle of the download
        if not dropped:
            dropped.append(route.request.url)
            context.set_offline(True)
        route.abort("internetdisconnected")

    page.route("**/pyodide.asm.wasm", drop)
    page.reload()
    told_and_retried(page, "You are offline", then_ready=False)
    context.set_offline(False)
    page.unroute_all()
    page.click(RETRY)
    page.locator(READY_SELECTOR).wait_for(state="attached")


def test_the_message_speaks_the_players_language(page: Page, guard: Guard,
                                                  saved_game: str) -> None:
    guard.allow(r"request failed|ERR_FAILED|could not start|wasm|Failed to fetch")
    page.evaluate("localStorage.setItem('ff-lang', 'pt')")
    page.route("**/pyodide.asm.wasm", lambda route: route.abort())
    page.reload()
    failed = page.locator(FAILED)
    expect(failed).to_contain_text("A conexão caiu", timeout=TOLD_WITHIN_MS)
    expect(page.locator(RETRY)).to_have_text("Tentar de novo")
    page.evaluate("localStorage.setItem('ff-lang', 'en')")


# A browser feature that throws --------------------------------------------------------------------

def test_a_history_that_refuses_still_opens_the_game(page: Page, site: Site) -> None:
    page.add_init_script("History.prototype.replaceState = () => { throw new Error('no'); };")
    code = ffcore.new_game(["Cy"], seed=5, machine="easy").to_code()
    page.goto(site.url("#g=" + code))
    page.locator(READY_SELECTOR).wait_for(state="attached")
    expect(page.locator(".board")).to_contain_text("Cy")
    page.reload()  # the link is still in the address: it opens the same, saved game
    page.locator(READY_SELECTOR).wait_for(state="attached")
    expect(page.locator(".board")).to_contain_text("Cy")
    expect(page.locator(".notice-error")).to_have_count(0)


def broken_while_flagged(page: Page, script: str) -> None:
    """Run ``script`` before the page's own scripts, on loads while the session holds the
    flag ``ff-break`` (so that Try again, once the flag is gone, loads a browser as usual)."""
    page.add_init_script(f"if (sessionStorage.getItem('ff-break')) {{ {script} }}")
    page.evaluate("sessionStorage.setItem('ff-break', '1')")


def test_a_browser_without_webassembly_is_told(page: Page, guard: Guard,
                                               saved_game: str) -> None:
    # The downloads under way when the boot stops are cancelled.
    guard.allow(r"could not start|WebAssembly|wasm|Pyodide|pyodide|TypeError|ReferenceError|"
                r"ERR_ABORTED")
    broken_while_flagged(page, "delete globalThis.WebAssembly;")
    page.reload()
    told_and_retried(page, "WebAssembly", then_ready=False)
    page.evaluate("sessionStorage.removeItem('ff-break')")
    page.click(RETRY)
    page.locator(READY_SELECTOR).wait_for(state="attached")


def test_a_browser_api_that_throws_while_python_starts_is_told(page: Page, guard: Guard,
                                                               saved_game: str) -> None:
    guard.allow(r"could not start|Traceback|blocked by the test|Error")
    broken_while_flagged(page, """
      const listen = EventTarget.prototype.addEventListener;
      EventTarget.prototype.addEventListener = function (type, ...rest) {
        if (type === 'dragstart') throw new Error('blocked by the test');
        return listen.call(this, type, ...rest);
      };""")
    page.reload()
    told_and_retried(page, "Something unexpected", then_ready=False)
    page.evaluate("sessionStorage.removeItem('ff-break')")
    page.click(RETRY)
    page.locator(READY_SELECTOR).wait_for(state="attached")


@pytest.mark.service_worker
def test_offline_after_a_visit_every_form_of_a_link_opens_the_game(
        page: Page, context: BrowserContext, site: Site, guard: Guard,
        load_ready: Callable[..., None], wait_service_worker: Callable[..., None]) -> None:
    load_ready(page, site.url())
    wait_service_worker(page)
    context.set_offline(True)
    guard.allow(r"ERR_INTERNET_DISCONNECTED|request failed")  # the 404 page's own network try
    for n, form in enumerate(["//#g={code}", "/%23g={code}"]):
        code = ffcore.new_game([f"Off{n}"], seed=n, machine="easy").to_code()
        page.goto(site.origin + form.format(code=code))
        page.locator(READY_SELECTOR).wait_for(state="attached")
        expect(page.locator(".board")).to_contain_text(f"Off{n}")
