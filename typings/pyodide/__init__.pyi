# Pyodide's Python package: only pyodide.ffi is used (by web/main.py).
