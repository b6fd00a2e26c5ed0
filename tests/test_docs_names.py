"""The docs name what exists: every backticked path, `Class` and `Class.member` in
docs/ARCHITECTURE.md, docs/bots.md and CONTRIBUTING.md is checked against the sources, so a
rename that forgets the docs fails here rather than misleading the next reader."""

from __future__ import annotations

import ast
import builtins
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = ("docs/ARCHITECTURE.md", "docs/bots.md", "CONTRIBUTING.md")
SOURCES = ("ffcore", "web", "tools", "tests", "e2e", "research")


def _classes() -> dict[str, set[str]]:
    """Return every class of the sources by name, with its members: methods, fields, the
    attributes its methods set on ``self``, and its bases' (by name)."""
    members: dict[str, set[str]] = {}
    bases: dict[str, list[str]] = {}
    for folder in SOURCES:
        for path in (ROOT / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not isinstance(node, ast.ClassDef):
                    continue
                found = members.setdefault(node.name, set())
                bases.setdefault(node.name, []).extend(
                    base.id for base in node.bases if isinstance(base, ast.Name))
                for item in ast.walk(node):
                    if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef):
                        found.add(item.name)
                    elif isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                        found.add(item.target.id)
                    elif isinstance(item, ast.Assign):
                        found.update(target.id for target in item.targets
                                     if isinstance(target, ast.Name))
                    elif isinstance(item, ast.Attribute) and isinstance(item.value, ast.Name) \
                            and item.value.id == "self":
                        found.add(item.attr)

    def all_members(name: str, seen: frozenset[str] = frozenset()) -> set[str]:
        own = set(members.get(name, set()))
        for base in bases.get(name, []):
            if base not in seen:
                own |= all_members(base, seen | {name})
        return own

    return {name: all_members(name) for name in members}


CLASSES = _classes()
#: Every module's file name, and every name a module defines at its top (type aliases,
#: constants, functions), for a backticked name that is not a class.
FILES = {path.name for folder in SOURCES for path in (ROOT / folder).rglob("*")} | \
    {path.name for path in (ROOT / "web").iterdir()}
TOP_NAMES = {
    target.id if isinstance(target, ast.Name) else ""
    for folder in SOURCES for path in (ROOT / folder).rglob("*.py")
    for node in ast.parse(path.read_text(encoding="utf-8")).body
    for target in (node.targets if isinstance(node, ast.Assign) else
                   [node.target] if isinstance(node, ast.AnnAssign) else [])}
#: A backticked `Class` (a capital, then lower-case letters: not a CONSTANT).
CLASS = re.compile(r"^[A-Z][a-z]+[A-Za-z0-9]*$")
#: A backticked module's file (`pacing.py`, `game.css`).
FILE = re.compile(r"^[\w-]+\.(py|js|mjs|css|html|toml|md|webmanifest)$")
#: A backticked `Class.member`, maybe called (`App.handle(event)`).
MEMBER = re.compile(r"^([A-Z][A-Za-z0-9]*)\.([A-Za-z_][A-Za-z0-9_]*)(\(.*\))?$")
#: A backticked path of the repository (`web/glue/pacing.py`, `tests/compat/`).
PATH = re.compile(r"^(ffcore|web|tools|tests|e2e|docs|research)/[\w./-]*$")


#: What the docs name of the browser's and the libraries' own classes.
OUTSIDE = {"JSON", "Math", "URL", "Object", "Promise", "Date", "Array"} | set(dir(builtins))
#: Folders the tools make as they run (ignored by git).
GENERATED = {"e2e/artifacts/"}


def _names(doc: str) -> list[str]:
    text = (ROOT / doc).read_text(encoding="utf-8")
    text = re.sub(r"```.*?```", "", text, flags=re.DOTALL)  # code blocks show code, not names
    return re.findall(r"`([^`\n]+)`", text)


def names_something(name: str) -> bool:
    """Return whether a backticked name is one the sources have (names of other kinds,
    such as code, pass)."""
    member = MEMBER.match(name)
    if member:
        owner, attribute = member.group(1), member.group(2)
        return attribute in CLASSES[owner] if owner in CLASSES else owner in OUTSIDE
    if CLASS.match(name):
        return name in CLASSES or name in TOP_NAMES or name in OUTSIDE
    if FILE.match(name):
        return name in FILES or (ROOT / name).exists()
    if PATH.match(name):
        return name in GENERATED or (ROOT / name).exists()
    return True


def missing(doc: str) -> list[str]:
    """Return the names ``doc`` gives that name nothing."""
    return [name for name in _names(doc) if not names_something(name)]


def test_the_check_reads_classes_and_catches_a_wrong_name() -> None:
    assert {"handle", "frame", "settle", "router"} <= CLASSES["App"]
    assert "render" in CLASSES["BoardScreen"]  # inherited from Screen, and its own
    assert names_something("App.handle(event)") and names_something("web/glue/pacing.py")
    assert not names_something("App.stack") and not names_something("BoardScreen.unfolded")
    assert not names_something("NoSuchScreen") and not names_something("web/nothing.py")


def test_architecture_names_only_what_exists() -> None:
    assert missing("docs/ARCHITECTURE.md") == []


def test_contributing_names_only_what_exists() -> None:
    assert missing("CONTRIBUTING.md") == []


def test_the_bots_page_names_only_what_exists() -> None:
    assert missing("docs/bots.md") == []
