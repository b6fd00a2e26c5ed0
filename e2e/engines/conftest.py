"""Fixtures of the engine smoke: the game in Firefox and WebKit (tools/browsers/engines.py drives
them).

- `engine`: Firefox, then WebKit, each started once for the module (tests parametrized over
  tools/engines.ENGINES run in each);
- `gate`: the proxy the engines send their requests through; it refuses, and lists, every
  request for a host other than the local servers' (the list must stay empty);
- `probed_site`: dist/ copied with e2e/engines/probe.js as its pages' first script, served
  locally: WebKitWebDriver cannot run a script before the page's own nor report console
  messages, so the page keeps its own list of problems (errors, rejections, failed loads, CSP
  violations, dialogs, resources from elsewhere);
- `player`: a `Player` in a fresh profile of the engine; when the test ends, its problems (the
  engine's reports and the probe's) and any request the gate refused fail the test.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from player import Player
from support import ARTIFACTS, DIST, Site

from tools.browsers import engines
from tools.serve import site_copy

PROBE = Path(__file__).resolve().parent / "probe.js"


@pytest.fixture(scope="session")
def gate() -> Iterator[engines.Gate]:
    gate = engines.Gate()
    yield gate
    gate.close()


@pytest.fixture(scope="session")
def probed_site(serve_dir: Callable[[Path], Site],
                tmp_path_factory: pytest.TempPathFactory) -> Site:
    if not (DIST / "index.html").is_file():
        pytest.fail("dist/ is not built: run `make site` (make e2e does)")
    target = tmp_path_factory.mktemp("engines") / "site"
    return serve_dir(site_copy.with_first_script(DIST, target, PROBE))


@pytest.fixture(scope="module", params=engines.ENGINES)
def engine(request: pytest.FixtureRequest, gate: engines.Gate) -> Iterator[engines.Engine]:
    try:
        # WebKit without compositing: on a machine without a GPU it composited on the
        # processor, a third of its CPU (engines.WITHOUT_COMPOSITING).
        browser = engines.launch(request.param, gate, compositing=False)
    except engines.EngineError as error:
        pytest.fail(str(error))
    with browser:
        yield browser


@pytest.fixture(scope="session")
def missing_on_purpose() -> set[str]:
    """Paths the tests open knowing the site has no file there (its 404 page answers); for
    the session, as the site's list of paths asked for is."""
    return set()


#: WebKitGTK's intermittent fault (docs/engines.md, "Known faults"): Pyodide's WebAssembly
#: reads out of bounds as a browser event calls into Python; its report is these lines.
WEBKIT_WASM_FAULT = "Out of bounds memory access (evaluating '__pyproxy_apply"
WEBKIT_WASM_FAULT_LINES = ("Pyodide has suffered a fatal error", "The cause of the fatal error",
                           WEBKIT_WASM_FAULT, "unhandled rejection: ")


def _only_the_webkit_fault(engine: str, problems: list[str], passed: bool) -> bool:
    """Return whether all that went wrong in a passed WebKit test is the known fault: then
    it is reported as a warning, not a failure (3 times in about 10 suites beside another,
    never in a suite alone); anything else still fails."""
    return engine == "webkit" and passed and any(WEBKIT_WASM_FAULT in p for p in problems) \
        and all(any(line in p for line in WEBKIT_WASM_FAULT_LINES) for p in problems)


@pytest.fixture
def new_player(engine: engines.Engine, gate: engines.Gate, probed_site: Site,
               missing_on_purpose: set[str],
               request: pytest.FixtureRequest) -> Iterator[Callable[[], Player]]:
    """Factory: another person (a fresh profile) in the same engine."""
    players: list[Player] = []

    def make() -> Player:
        players.append(Player(engine.new_tab(), engine.name))
        return players[-1]

    yield make
    report = getattr(request.node, "rep_call", None)
    problems = []
    for n, player in enumerate(players):
        if report is not None and report.failed:
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            player.tab.screenshot(ARTIFACTS / f"{request.node.name}-{n}.png")
        try:
            player.collect()
        except Exception as error:  # the page or its browser is gone
            player.problems.append(f"could not look inside the page: {error}")
        problems += [problem for problem in player.problems
                     if not any(path in problem for path in missing_on_purpose)]
        player.tab.close()
    problems += [f"request left the local server: {line}" for line in gate.refused]
    gate.refused.clear()
    problems += [f"not a file of the site: {path}" for path in probed_site.hits
                 if not (probed_site.root / path.lstrip("/") or probed_site.root).exists()
                 and path not in missing_on_purpose]
    if problems and _only_the_webkit_fault(engine.name, problems,
                                           report is not None and report.passed):
        warnings.warn(f"WebKit's known WebAssembly fault (docs/engines.md): {problems[2:3]}",
                      stacklevel=1)
    elif problems:
        pytest.fail(f"{engine.name} problems:\n  " + "\n  ".join(problems), pytrace=False)


@pytest.fixture
def player(new_player: Callable[[], Player]) -> Player:
    """A person with a fresh profile in the engine."""
    return new_player()
