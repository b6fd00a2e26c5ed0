"""Placeholder entry point: proves Pyodide, pydantic and ffcore load. The game UI replaces it."""

import sys

import pydantic
from js import document, performance

import ffcore

app = document.getElementById("app")
app.innerHTML = ""
ready = document.createElement("p")
ready.className = "ready"
ready.textContent = f"ffcore {ffcore.__version__} ready"
detail = document.createElement("small")
detail.textContent = f"pydantic {pydantic.VERSION} · Python {sys.version.split()[0]}"
ready.append(detail)
app.append(ready)

document.body.dataset.ffReady = "1"
performance.mark("ff-ready")
