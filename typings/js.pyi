# The browser's JavaScript globals as Pyodide exposes them (the page's glue, web/main.py):
# typed loosely, since every value comes from JavaScript.
from typing import Any

performance: Any
document: Any
window: Any

def __getattr__(name: str) -> Any: ...
