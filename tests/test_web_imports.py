"""The layout of web/ as its imports show it (docs/ARCHITECTURE.md): its rooms (folders) in
layers, where no import runs back up; no cycle, counting the imports made for types only; no
screen imports the shell, which is what holds them all; a module at web/'s top level is one
that several rooms share; only the device (keeping/device.py, and the games it keeps:
keeping/kept_games.py) touches storage, and only the glue touches the browser."""

from __future__ import annotations

import ast
from pathlib import Path

WEB = Path(__file__).resolve().parent.parent / "web"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(WEB).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {module_name(path): path for path in sorted(WEB.rglob("*.py"))}


def imports(name: str) -> set[str]:
    """Return the modules of web/ that ``name`` imports, for types too (each module named,
    and each package above it that its import runs)."""
    path = MODULES[name]
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".") if package else []
                parent = parent[:len(parent) - (node.level - 1)]
                base = ".".join([*parent, base] if base else parent)
            targets = [base] + [f"{base}.{alias.name}" if base else alias.name
                                for alias in node.names]
        for target in targets:
            # A module's own packages are imported before it whatever it says.
            if target in MODULES and target != name and not name.startswith(target + "."):
                found.add(target)
    return found


GRAPH = {name: imports(name) for name in MODULES}

#: web/'s rooms in layers, lowest first: a module imports from its own layer and those below
#: it. The top level's modules are each a room of their own: what several rooms share. The
#: game in play and what the device keeps stand side by side: the session writes its save and
#: its records in the formats kept, and the device holds the session.
LAYERS = (
    ("texts",),
    ("html_builder", "effects", "ui", "speech"),
    ("play", "keeping"),
    ("screens",),
    ("shell",),
    ("glue",),
    ("main",),
)
#: How many modules web/'s top level may hold (main.py, PyScript's entry point, included).
MAX_TOP_LEVEL = 8


def room(name: str) -> str:
    """Return the room a module of web/ stands in: its folder, or itself at the top level."""
    return name.split(".")[0]


def layer(name: str) -> int:
    """Return the layer of a module's room (LAYERS)."""
    return next(number for number, rooms in enumerate(LAYERS) if room(name) in rooms)


def find_cycle() -> list[str]:
    """Return a cycle of imports among web/'s modules ([] when there is none)."""
    state: dict[str, int] = {}  # 1: on the path walked, 2: done
    path: list[str] = []

    def walk(name: str) -> list[str]:
        state[name] = 1
        path.append(name)
        for target in sorted(GRAPH[name]):
            if state.get(target) == 1:
                return [*path[path.index(target):], target]
            if target not in state:
                cycle = walk(target)
                if cycle:
                    return cycle
        path.pop()
        state[name] = 2
        return []

    for name in sorted(GRAPH):
        if name not in state:
            cycle = walk(name)
            if cycle:
                return cycle
    return []


def test_the_graph_is_read_from_the_sources() -> None:
    assert {"screens", "screens.board", "keeping.device"} <= GRAPH["shell.app"]
    assert "screens.board" in GRAPH["screens.final"]
    assert "screens" not in GRAPH["screens.board"]  # its own package, imported first anyway


def test_web_s_imports_have_no_cycle() -> None:
    assert find_cycle() == []


def test_every_room_has_its_layer() -> None:
    rooms = {room(name) for name in MODULES}
    placed = [name for rooms_of_layer in LAYERS for name in rooms_of_layer]
    assert sorted(placed) == sorted(rooms)
    assert layer("shell.app") > layer("screens.board.pieces") > layer("play.session")


def test_no_import_runs_back_up() -> None:
    upward = sorted(f"{name} -> {target}" for name, targets in GRAPH.items()
                    for target in targets if layer(target) > layer(name))
    assert upward == []


def test_no_screen_imports_the_shell() -> None:
    screens = [name for name in GRAPH if room(name) == "screens"]
    assert len(screens) > 10
    assert [name for name in screens if any(room(target) == "shell" for target in GRAPH[name])] \
        == []


def test_the_top_level_holds_only_what_rooms_share() -> None:
    """At most MAX_TOP_LEVEL modules stand at web/'s top level, and each but the entry point
    is used by two rooms or more: a module one room alone uses lives in it."""
    top = [name for name, path in MODULES.items() if path.parent == WEB]
    assert "main" in top and len(top) <= MAX_TOP_LEVEL
    for name in top:
        users = {room(user) for user, targets in GRAPH.items() if name in targets}
        assert name == "main" or len(users) >= 2, (name, users)


def test_only_the_device_touches_storage() -> None:
    """keeping/store.py says what is kept under which key; keeping/device.py alone reads and
    writes it, with kept_games.py, which it holds (the glue hands it the browser's storage)."""
    reaching = set()
    for name, path in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr in ("get", "put") and \
                    isinstance(node.value, ast.Attribute | ast.Name) and \
                    (getattr(node.value, "attr", None) or getattr(node.value, "id", None)) in \
                    ("store", "_store"):
                reaching.add(name)
    assert reaching == {"keeping.device", "keeping.kept_games"}


def test_only_the_glue_touches_the_browser() -> None:
    browser = {"js", "pyodide", "pyodide_js"}
    touching = set()
    for name, path in MODULES.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [alias.name for alias in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            if any(target.split(".")[0] in browser for target in names):
                touching.add(name)
    assert touching and all(room(name) in ("glue", "main") for name in touching), touching
