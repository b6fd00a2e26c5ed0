# Pyodide's JavaScript API seen from Python: loading a package of the lock on first use.
from collections.abc import Awaitable
from typing import Any

def loadPackage(names: str | list[str], options: Any = ...) -> Awaitable[Any]: ...
