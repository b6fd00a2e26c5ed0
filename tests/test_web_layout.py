"""The page's code keeps the shape a maintainer can walk (docs/ARCHITECTURE.md): small
modules and functions, commands looked up in tables, and the browser touched by the glue
alone."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest
from pagedriver import Driver

import screens
from screens.final import FinalScreen
from shell.page_commands import PAGE_COMMANDS

WEB = Path(__file__).parent.parent / "web"
MODULES = sorted(WEB.rglob("*.py"))
#: The text catalogues may be as long as the page has words.
CATALOGUES = {"ui_text_en.py", "ui_text_pt.py"}
MAX_MODULE_LINES = 400
MAX_FUNCTION_LINES = 50
#: A chain of string comparisons this long is a dispatch table written the long way.
MAX_STRING_TESTS = 9
#: What only the glue (and main.py, which starts it) may import.
BROWSER_MODULES = ("js", "pyscript", "pyodide", "pyodide_js")


def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("path", MODULES, ids=lambda path: str(path.relative_to(WEB)))
def test_modules_and_functions_stay_small(path: Path) -> None:
    if path.name not in CATALOGUES:
        assert len(path.read_text(encoding="utf-8").splitlines()) <= MAX_MODULE_LINES
    for node in ast.walk(_tree(path)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            length = (node.end_lineno or node.lineno) - node.lineno + 1
            assert length <= MAX_FUNCTION_LINES, f"{node.name}: {length} lines"


def _string_tests(node: ast.If) -> int:
    """Return how many ``x == "text"`` tests an if/elif chain makes."""
    count = 0
    while True:
        test = node.test
        if isinstance(test, ast.Compare) and any(isinstance(side, ast.Constant) and
                                                 isinstance(side.value, str)
                                                 for side in [test.left, *test.comparators]):
            count += 1
        if len(node.orelse) == 1 and isinstance(node.orelse[0], ast.If):
            node = node.orelse[0]
        else:
            return count


@pytest.mark.parametrize("path", MODULES, ids=lambda path: str(path.relative_to(WEB)))
def test_commands_are_tables_not_chains_of_string_tests(path: Path) -> None:
    for node in ast.walk(_tree(path)):
        if isinstance(node, ast.If):
            assert _string_tests(node) <= MAX_STRING_TESTS, f"line {node.lineno}"


@pytest.mark.parametrize("path", MODULES, ids=lambda path: str(path.relative_to(WEB)))
def test_only_the_glue_touches_the_browser(path: Path) -> None:
    relative = path.relative_to(WEB)
    if relative.parts[0] in ("glue", "main.py"):
        return
    for node in ast.walk(_tree(path)):
        names = [alias.name for alias in node.names] if isinstance(node, ast.Import) else \
            [node.module or ""] if isinstance(node, ast.ImportFrom) else []
        assert not any(name.split(".")[0] in BROWSER_MODULES for name in names), names


def _screens() -> list[type[screens.Screen]]:
    found: list[type[screens.Screen]] = []
    for path in sorted((WEB / "screens").rglob("*.py")):
        name = ".".join(path.relative_to(WEB).with_suffix("").parts).removesuffix(".__init__")
        module = __import__(name, fromlist=["_"])
        found += [value for value in vars(module).values() if inspect.isclass(value) and
                  issubclass(value, screens.Screen) and value is not screens.Screen and
                  value.__module__ == module.__name__]
    return found


def test_every_screen_declares_its_commands_and_keys_beside_their_handlers() -> None:
    classes = _screens()
    assert {cls.name for cls in classes} >= {"start", "pass", "board", "final", "replay",
                                             "records", "rules"}
    for cls in classes:
        answered = set(cls.COMMANDS).union(*(part.COMMANDS for part in cls.PARTS))
        assert answered, cls.name
        for table in (cls, *cls.PARTS):
            for command, handler in table.COMMANDS.items():
                assert command in getattr(handler, "commands", ()), (table.__name__, command)
        for key, command in cls.KEYS.items():
            assert command in answered or command in PAGE_COMMANDS, (cls.name, key)


def test_screens_share_behaviour_by_composition_never_by_subclassing() -> None:
    """A screen is made of parts (screens.Part); no screen is another screen's subclass."""
    for cls in _screens():
        assert cls.__bases__ == (screens.Screen,), cls.name


def test_each_screen_holds_the_parts_it_declares() -> None:
    """A screen's parts (`Screen.parts`, asked for the commands it does not answer) are of
    the kinds its class declares (`PARTS`, read where no screen is open), in that order."""
    page = Driver()
    assert page.start(["Ann"], machine="easy", seed=2)
    opened = [page.app.screen, FinalScreen(page.app)]
    page.command("tutorial")
    opened.append(page.app.screen)
    assert [screen.name for screen in opened] == ["board", "final", "tutorial"]
    for screen in opened:
        assert tuple(type(part) for part in screen.parts) == type(screen).PARTS, screen.name
