"""Each screen, and each part screens are made of, declares the members of the page
(`screens.Context`) it reads or asks of (`USES`): its module uses no other, and each one it
declares is the page's. (What it sends are the commands it answers, `COMMANDS`.)"""

from __future__ import annotations

import ast
import importlib
import inspect
from pathlib import Path

import pytest

from screens import EVERY_SCREEN_USES, Answers, Context

SCREENS = Path(__file__).resolve().parent.parent / "web" / "screens"
MODULES = sorted(path for path in SCREENS.rglob("*.py"))


def _module_name(path: Path) -> str:
    parts = path.relative_to(SCREENS.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _used(tree: ast.AST) -> set[str]:
    """Return what the code reads or asks of the page: ``self.app.X`` and ``app.X``."""
    used = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute):
            continue
        owner = node.value
        bare = isinstance(owner, ast.Name) and owner.id == "app"
        held = isinstance(owner, ast.Attribute) and owner.attr == "app" and \
            isinstance(owner.value, ast.Name) and owner.value.id == "self"
        if bare or held:
            used.add(node.attr)
    return used


def _declared(module_name: str) -> set[str]:
    module = importlib.import_module(module_name)
    declared = set(EVERY_SCREEN_USES)
    for _, cls in inspect.getmembers(module, inspect.isclass):
        if issubclass(cls, Answers) and cls.__module__ == module_name:
            declared |= cls.USES
    return declared


@pytest.mark.parametrize("path", MODULES, ids=lambda path: _module_name(path))
def test_a_screen_uses_only_what_it_declares(path: Path) -> None:
    name = _module_name(path)
    used = _used(ast.parse(path.read_text(), str(path)))
    assert used <= _declared(name), f"{name} uses {sorted(used - _declared(name))} undeclared"


def test_what_screens_declare_is_the_page_s() -> None:
    members = set(Context.__annotations__) | {
        name for name, _ in inspect.getmembers(Context, inspect.isfunction)}
    for path in MODULES:
        module = importlib.import_module(_module_name(path))
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if issubclass(cls, Answers):
                assert members >= cls.USES, (cls.__name__, sorted(cls.USES - members))
