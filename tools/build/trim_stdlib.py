"""The page's trimmed standard library: only the modules the game imports (called by
tools/build/build_site.py; docs/loading.md says what it saves).

Pyodide's `python_stdlib.zip` is 2.55 MB of Python sources, compiled on every boot. The page
boots instead with a zip of the modules it uses, precompiled (0.63 MB in brotli), found by
doing what the page does in the vendored Pyodide, in Node (tools/build/trim_stdlib.mjs,
tools/build/stdlib_tour.py): importing its modules and what its code imports anywhere (the names
are read here from the sources, main.py and PyScript's own Python included), and taking its
lazy paths. Any other module of the standard library still imports, from the whole library
fetched then (tools/build/ffstdlib.py).
"""

from __future__ import annotations

import ast
import hashlib
import json
from collections.abc import Iterable
from pathlib import Path

from tools.build.node_cache import made_in_node

TOOLS = Path(__file__).resolve().parent
ROOT = TOOLS.parent
#: Everything that makes the trimmed library, besides the packages and the module names.
MAKERS = [TOOLS / "trim_stdlib.mjs", TOOLS / "stdlib_tour.py", TOOLS / "ffstdlib.py"]
#: PyScript's own Python modules, run in the page besides ours.
PYSCRIPT_PYTHON = ROOT / "node_modules" / "@pyscript" / "core" / "src" / "stdlib" / "pyscript"


def imported_names(source: str) -> set[str]:
    """The absolute module names a Python source imports, anywhere in it (in a function too),
    and for `from a import b` also "a.b", which may be a module."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names
                         if alias.name != "*")
    return names


def scripts() -> list[Path]:
    """The Python sources run in the page outside its wheels: PyScript's own."""
    return sorted(PYSCRIPT_PYTHON.glob("*.py"))


def trimmed_stdlib(lock: Path, modules: list[str], sources: Iterable[Path],
                   cache: Path) -> Path:
    """The trimmed library for the packages of lock (a pyodide-lock.json beside its wheels)
    and the page's modules, whose source files are sources; from the cache or made into it by
    tools/build/trim_stdlib.mjs. Returns the zip's path."""
    names = set(modules)
    for path in [*sources, *scripts()]:
        names |= imported_names(path.read_text(encoding="utf-8"))
    wanted = sorted(names)
    key = json.dumps([lock.read_text(), wanted,
                      [hashlib.sha256(p.read_bytes()).hexdigest() for p in MAKERS]])
    return made_in_node(cache, key, ".zip", TOOLS / "trim_stdlib.mjs", [str(lock), "--", *wanted],
                        "the trimmed standard library")
