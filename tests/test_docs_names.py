"""The docs name what exists: every backticked name in every doc (README.md, CONTRIBUTING.md,
docs/, research/'s and tools/' own, the rulings) is checked against the sources, so a rename
that forgets the docs fails here rather than misleading the next reader.

What a backticked name must resolve to, by its form (a call's arguments aside):

- a path of the repository (`web/glue/render.py`, `tests/compat/`): a file or folder there;
- a path's end (`glue/render.py`, `board/`): the end of a path of the repository, or of one
  the build or the tools make (`dist/`, `preview/`);
- a file's name (`pacing.py`, `game.css`): a file of the sources;
- `Class.member` (`App.open_address(link)`): a class of the sources with that member (its own, its
  bases', or one its methods set on ``self``);
- `module.name`, where `module` is a module of the repository by its name or dotted path
  (`render._morph`, `work.PAUSE_SHARE`, `ffcore.rules`, `ffcore.Action.parse`): the module
  itself, or a name at its top level (and that class's member, where one is named);
- `Class` (a capital, then lower case): a class or a top-level name of the Python or the
  JavaScript, or a file at the repository's root (`Makefile`);
- `CONSTANT_NAME`: a top-level or class-level name of the Python or the JavaScript, or a
  variable of the Makefile;
- `function(args)`: a function of the Python or the JavaScript, or a builtin;
- a `snake_case` name (with an underscore) or a `camelCase` one: a function, a module, a
  parameter, or a top-level or class-level name of the Python or the JavaScript.

What belongs to others (the browser's, a library's or a tool's names, HTTP headers, keys,
environment variables, placeholders) is listed below as such, and every entry of those lists
must be named by some doc. A name of code since removed, or never shipped (kept as a patch, or
only tried), passes where the doc says so right after it: "`OLD_NAME` (since removed)",
"`OLD_NAME` (since removed: now `new_name`)", "`TRIED` (never shipped)", and only if it is
truly gone; research/RECORD.md names them as history. Any other backticked text (code,
commands, values) passes."""

from __future__ import annotations

import ast
import builtins
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = ["README.md", "CONTRIBUTING.md",
        *sorted(path.relative_to(ROOT).as_posix() for path in (ROOT / "docs").glob("*.md")),
        *sorted(path.relative_to(ROOT).as_posix() for path in (ROOT / "research").glob("*.md")),
        "tools/README.md", "tests/data/rulings.md"]
SOURCES = ("ffcore", "web", "tools", "tests", "e2e", "research")
#: Where each folder's modules are imported from: web/'s rooms are top-level packages.
IMPORT_ROOTS = {"web": ROOT / "web"}

#: The browser's and JavaScript's own objects and classes, and Python's (any member passes).
OUTSIDE = {"JSON", "Math", "URL", "Object", "Promise", "Date", "Array"} | set(dir(builtins))
#: Names that belong to others, by whose they are: each must be named by some doc (a list
#: entry no doc names any more is taken out).
EXTERNAL_BY_ORIGIN = {
    "external: the browser's (the DOM and the web platform's APIs, CSS, DOM exceptions)": {
        "DataTransfer", "DecompressionStream", "Element.remove", "KeyboardEvent",
        "MessageChannel", "SecurityError", "TransformStream", "WeakRef", "childElementCount",
        "click", "fetch", "forEach", "importScripts", "innerHTML", "pushState",
        "querySelector", "replaceState", "requestAnimationFrame", "sessionStorage", "steps",
        "transferSize"},
    "external: the Chrome DevTools Protocol's, and V8's (gc)": {
        "Emulation.setEmulatedVisionDeficiency", "Heap.gc", "HeapProfiler.takeHeapSnapshot",
        "Network.dataReceived", "gc"},
    "external: the engines' own (Blink's classes, WebKit's programs, Firefox's calls, "
    "WebDriver's capabilities)": {
        "DragController", "MiniBrowser", "WebKitWebDriver", "minimizeMemoryUsage", "noProxy"},
    "external: Playwright's": {
        "ElementHandle", "browser.start_tracing", "locator", "page.evaluate", "page.focus",
        "page.query_selector", "page.wait_for_selector", "query_selector", "wait_for_selector"},
    "external: Pyodide's (and its Emscripten's)": {
        "JsProxy", "create_once_callable", "create_proxy", "loadPackage", "loadPyodide",
        "noInitialRun", "preRun"},
    "external: Python's standard library's, pytest-xdist's, a wheel's": {
        "FileFinder", "Random.getstate", "assert_never", "cProfile", "ceil", "lru_cache",
        "process_time", "xdist_group", "METADATA"},
    "external: other projects' (idiomorph, brotli-dec-wasm, Netlify's CLI, nginx, npm, "
    "google/brotli, Lichess)": {
        "afterNodeRemoved", "DecompressStream", "headers.js", "netlify/cli", "brotli_static",
        "node_modules", "js/", "js/decode.min.js", "ui/lib/css/theme/_theme.default.scss"},
    "HTTP headers": {"Age", "Allow", "Connection", "Location", "Trailer", "Upgrade", "Vary"},
    "keys (KeyboardEvent.key)": {"End", "Enter", "Escape", "Home"},
    "environment variables: the build's (tools/build/preview.py), WebKit's": {
        "SITE_URL", "WEBKIT_DISABLE_COMPOSITING_MODE", "WEBKIT_INSPECTOR_HTTP_SERVER"},
    "placeholders: a name the reader fills in": {"DIR", "KEY"},
}
EXTERNAL = set().union(*EXTERNAL_BY_ORIGIN.values())
#: Placeholders in a path (`research/runs/NAME/`): the path up to one must exist.
PLACEHOLDERS = ("NAME", "DIR", "KEY", "LOG")
#: What the build and the tools make as they run (ignored by git): the site in dist/ (its
#: folders named from its top too), the caches, the virtual environment, tests' and runs' output.
GENERATED = ("dist/", "preview/", "runtime/", ".cache/", ".venv/", "e2e/artifacts/",
             "research/runs/run1")
#: What a doc writes right after a name of code since removed, or never shipped.
REMOVED = re.compile(r"`([^`\n]+)` \((?:since removed|never shipped)\b")


def _python_files() -> list[Path]:
    return [path for folder in SOURCES for path in sorted((ROOT / folder).rglob("*.py"))]


def _javascript_files() -> list[Path]:
    return [path for folder in SOURCES for pattern in ("*.js", "*.mjs")
            for path in sorted((ROOT / folder).rglob(pattern)) if "node_modules" not in path.parts]


TREES = {path: ast.parse(path.read_text(encoding="utf-8")) for path in _python_files()}


def _classes() -> dict[str, set[str]]:
    """Return every class of the sources by name, with its members: methods, fields, the
    attributes its methods set on ``self``, and its bases' (by name)."""
    members: dict[str, set[str]] = {}
    bases: dict[str, list[str]] = {}
    for tree in TREES.values():
        for node in ast.walk(tree):
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


def _top_names(tree: ast.Module, *, imported: bool) -> set[str]:
    """Return the names a module defines at its top (and, if ``imported``, imports)."""
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names.update(target.id for target in node.targets if isinstance(target, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
        elif type(node).__name__ == "TypeAlias":  # `type Name = ...` (Python 3.12)
            names.add(node.name.id)  # type: ignore[attr-defined]
        elif imported and isinstance(node, ast.Import | ast.ImportFrom):
            names.update(alias.asname or alias.name.split(".")[0] for alias in node.names)
    return names


def _modules() -> dict[str, set[str]]:
    """Return each module and package by every dotted name it is known by (``render``,
    ``glue.render``; ``hidden``, ``bots.hidden``, ``ffcore.bots.hidden``), with the names at
    its top: what it defines, imports, and its sub-modules."""
    modules: dict[str, set[str]] = {}
    for path, tree in TREES.items():
        folder = path.relative_to(ROOT).parts[0]
        parts = list(path.relative_to(IMPORT_ROOTS.get(folder, ROOT)).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        for start in range(len(parts)):
            modules.setdefault(".".join(parts[start:]), set()).update(
                _top_names(tree, imported=True))
            if len(parts) - start > 1:
                modules.setdefault(".".join(parts[start:-1]), set()).add(parts[-1])
    return modules


#: A JavaScript declaration at any depth: `const PACES`, `function fail`, `class Damaged`,
#: and what a script puts on the page's window (`window.ffMorph = `).
_JS_NAME = re.compile(r"(?:\b(?:const|let|var|function\*?|class)\s+|\b(?:window|globalThis|self)"
                      r"\.(?=\w+\s*=[^=]))([A-Za-z_$][\w$]*)")

CLASSES = _classes()
MODULES = _modules()
JAVASCRIPT = {name for path in _javascript_files()
              for name in _JS_NAME.findall(path.read_text(encoding="utf-8"))}
#: Every name a module defines at its top (classes, functions, constants, type aliases).
TOP_NAMES = {name for tree in TREES.values() for name in _top_names(tree, imported=False)} | \
    JAVASCRIPT
#: Every name a class defines (a class-level constant included).
CLASS_NAMES = {member for members in CLASSES.values() for member in members}
#: Every function and method, at any depth.
FUNCTIONS = {node.name for tree in TREES.values() for node in ast.walk(tree)
             if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)} | JAVASCRIPT
#: The pytest markers the suites declare (pyproject.toml).
MARKERS = set(re.findall(r'"(\w+): ', (ROOT / "pyproject.toml").read_text(encoding="utf-8")))
#: Every name the sources define: functions, modules, parameters, top and class level,
#: pytest markers.
DEFINED = FUNCTIONS | set(MODULES) | TOP_NAMES | CLASS_NAMES | {
    node.arg for tree in TREES.values() for node in ast.walk(tree) if isinstance(node, ast.arg)
} | MARKERS
MAKE_VARIABLES = set(re.findall(r"^([A-Z][A-Z0-9_]*) *[:?+]?=",
                                (ROOT / "Makefile").read_text(encoding="utf-8"), re.M))
#: Every file and folder of the sources, the docs and third_party/.
PATHS = [path.relative_to(ROOT) for folder in (*SOURCES, "docs", "third_party")
         for path in (ROOT / folder).rglob("*") if "__pycache__" not in path.parts]
#: Every file's name: the sources', the docs', the repository's root's.
FILES = {path.name for folder in (*SOURCES, "docs", "third_party")
         for path in (ROOT / folder).rglob("*")} | {path.name for path in ROOT.iterdir()}

#: A backticked path of the repository (`web/glue/pacing.py`, `tests/compat/`).
PATH = re.compile(r"^(ffcore|web|tools|tests|e2e|docs|research|third_party)/[\w./-]*$")
#: A backticked end of a path (`glue/render.py`, `board/`).
PATH_END = re.compile(r"^[\w.-]+/[\w./-]*$")
#: A backticked module's file (`pacing.py`, `game.css`).
FILE = re.compile(r"^[\w-]+\.(py|pyc|js|mjs|css|html|toml|md|webmanifest)$")
#: A backticked `Class.member`.
MEMBER = re.compile(r"^([A-Z][A-Za-z0-9]*)\.([A-Za-z_][A-Za-z0-9_]*)$")
#: A backticked dotted name that starts lower case: maybe a module's `render._morph`.
DOTTED = re.compile(r"^[a-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)+$")
#: A backticked `Class` (a capital, then lower-case letters: not a CONSTANT).
CLASS = re.compile(r"^[A-Z][a-z]+[A-Za-z0-9]*$")
#: A backticked `CONSTANT_NAME`.
CONSTANT = re.compile(r"^_?[A-Z][A-Z0-9_]{2,}$")
#: A backticked `snake_case` or `camelCase` name.
IDENTIFIER = re.compile(r"^_?[a-z][a-z0-9]*(_[a-z0-9]+)+$|^[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*$")
#: A backticked call, `function(args)`: the name before its arguments.
CALL = re.compile(r"^([a-z_][A-Za-z0-9_]*)\(.*\)")
#: A call's arguments at the end of a name (`App.open_address(link)` is `App.open_address`).
_ARGUMENTS = re.compile(r"\(.*\)$")


def _text(doc: str) -> str:
    text = (ROOT / doc).read_text(encoding="utf-8")
    return re.sub(r"```.*?```", "", text, flags=re.DOTALL)  # code blocks show code, not names


def _names(doc: str) -> list[str]:
    text = REMOVED.sub("(", _text(doc))  # history, marked as such
    return re.findall(r"`([^`\n]+)`", text)


def _removed(doc: str) -> list[str]:
    """Return the names ``doc`` marks as removed or never shipped."""
    return REMOVED.findall(_text(doc))


def _module_name(name: str) -> bool | None:
    """Return whether a dotted name that starts with a module's name is that module or one of
    its top-level names (None: it starts with no module's name)."""
    parts = name.split(".")
    for length in range(len(parts), 0, -1):
        module = ".".join(parts[:length])
        if module in MODULES:
            break
    else:
        return None
    rest = parts[length:]
    if not rest:
        return True
    if rest[0] not in MODULES[module]:
        return False
    return len(rest) == 1 or rest[0] not in CLASSES or rest[1] in CLASSES[rest[0]]


def _path_exists(name: str) -> bool:
    for placeholder in PLACEHOLDERS:
        if placeholder in name:
            name = name[:name.index(placeholder)]
    if name.endswith(".pyc"):  # the build's compiled copy of a module
        name = name.removesuffix("c")
    return name.startswith(GENERATED) or (ROOT / name).exists()


def _path_end(name: str) -> bool:
    for placeholder in PLACEHOLDERS:
        if name.startswith(placeholder + "/"):
            return True
    return (ROOT / name).exists() or any(path.match(name.rstrip("/")) for path in PATHS)


def names_something(name: str) -> bool:
    """Return whether a backticked name is one the sources have, or one listed as another's
    (names of other kinds, such as code, pass)."""
    if PATH.match(name) or name.startswith(GENERATED):
        return _path_exists(name)
    if name in EXTERNAL:
        return True
    if PATH_END.match(name):
        return _path_end(name)
    if FILE.match(name):
        return name.removesuffix("c") in FILES  # a .pyc: the build's compiled module
    call = CALL.match(name)
    head = call.group(1) if call else _ARGUMENTS.sub("", name)
    if head in EXTERNAL:
        return True
    if call:
        return head in FUNCTIONS or head in dir(builtins)
    member = MEMBER.match(head)
    if member:
        owner, attribute = member.group(1), member.group(2)
        return attribute in CLASSES[owner] if owner in CLASSES else owner in OUTSIDE
    if DOTTED.match(head):
        return _module_name(head) is not False
    if CLASS.match(head):
        return head in CLASSES or head in TOP_NAMES or head in OUTSIDE or (ROOT / head).exists()
    if CONSTANT.match(head):
        return head in TOP_NAMES or head in CLASS_NAMES or head in MAKE_VARIABLES or \
            head in OUTSIDE
    if IDENTIFIER.match(head):
        return head in DEFINED
    return True


def missing(doc: str) -> list[str]:
    """Return the names ``doc`` gives that name nothing."""
    return [name for name in _names(doc) if not names_something(name)]


def test_the_check_reads_classes_and_catches_a_wrong_name() -> None:
    assert {"open_address", "frame", "settle", "router"} <= CLASSES["App"]
    assert "render" in CLASSES["BoardScreen"]  # inherited from Screen, and its own
    assert names_something("App.open_address(link)") and names_something("web/glue/pacing.py")
    assert not names_something("App.stack") and not names_something("BoardScreen.unfolded")
    assert not names_something("NoSuchScreen") and not names_something("web/nothing.py")


def test_the_check_reads_modules_constants_and_calls() -> None:
    assert names_something("render._morph") and names_something("work.PAUSE_SHARE")
    assert names_something("ffcore.rules") and names_something("ffcore.Action.parse(text)")
    assert names_something("glue.render") and names_something("hidden.determinize")
    assert not names_something("render._take_apart") and not names_something("work.MOTION")
    assert not names_something("ffcore.nothing") and not names_something("ffcore.Action.nope")
    assert names_something("SNAPSHOT_EVERY") and names_something("PACES")  # Python, JavaScript
    assert names_something("E2E_WORKERS") and not names_something("NO_SUCH_CONSTANT")
    assert names_something("legal_actions(state)") and names_something("str(action)")
    assert names_something("ffMorph(root, html)") and not names_something("no_such(call)")
    assert names_something("Escape") and names_something("page.evaluate(sel => sel)")
    assert names_something("state_from_model") and names_something("ffFirstShown")
    assert not names_something("state_from_nothing") and not names_something("ffNothing")
    assert names_something("glue/render.py") and names_something("dist/vendor/")
    assert not names_something("glue/nothing.py") and not names_something("ffcore/no/")


def test_a_removed_name_passes_only_where_the_doc_says_so(tmp_path: Path) -> None:
    doc = tmp_path / "history.md"
    doc.write_text("`OLD_BUDGET` (since removed), `OLD_FIT` (since removed: now `solo_resources`),"
                   " `TRIED` (never shipped), and `OLD_TABLE` itself\n", encoding="utf-8")
    assert [name for name in _names(str(doc)) if not names_something(name)] == ["OLD_TABLE"]
    assert _removed(str(doc)) == ["OLD_BUDGET", "OLD_FIT", "TRIED"]


def test_a_name_marked_removed_is_gone() -> None:
    assert {doc: [name for name in _removed(doc) if names_something(name)] for doc in DOCS} == {
        doc: [] for doc in DOCS}


def test_every_doc_names_only_what_exists() -> None:
    assert {doc: missing(doc) for doc in DOCS} == {doc: [] for doc in DOCS}


def test_every_name_listed_as_anothers_is_named_by_a_doc() -> None:
    named = {_ARGUMENTS.sub("", name) for doc in DOCS for name in _names(doc)}
    named |= {match.group(1) for doc in DOCS for name in _names(doc)
              if (match := CALL.match(name))}
    assert EXTERNAL - named == set()
