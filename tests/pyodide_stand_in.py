"""Pyodide's foreign-function interface stood in for by plain Python, so that the browser glue
(web/glue/, whose package imports ``pyodide.ffi``) imports under CPython."""

from __future__ import annotations

import sys
import types


def stand_in_for_pyodide() -> None:
    """Put a plain-Python ``pyodide.ffi`` where the page has Pyodide's (under CPython only)."""
    if "pyodide.ffi" in sys.modules:
        return
    ffi = types.ModuleType("pyodide.ffi")
    ffi.jsnull = None  # type: ignore[attr-defined]
    ffi.to_js = lambda value, **_: value  # type: ignore[attr-defined]
    ffi.create_proxy = ffi.create_once_callable = lambda f: f  # type: ignore[attr-defined]
    package = types.ModuleType("pyodide")
    package.ffi = ffi  # type: ignore[attr-defined]
    sys.modules.update({"pyodide": package, "pyodide.ffi": ffi})
