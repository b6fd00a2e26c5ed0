# PyScript's module, as web/main.py uses it: the page's document and window.
from typing import Any

document: Any
window: Any
