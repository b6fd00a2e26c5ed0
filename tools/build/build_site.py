#!/usr/bin/env python3
"""Assemble the self-hosted browser build of the game into dist/ (standard library only).

Inputs, all pinned:
- node_modules/ from `npm ci` (package-lock.json): pyodide and @pyscript/core;
- the wheels in WHEELS below, downloaded once with pip into .cache/wheels/ and checked by sha256;
- a wheel of this repository's ffcore, built with `pip wheel --no-deps`;
- web/ and pyscript.toml: the page's static files (web/static/) are copied to the top of dist/,
  with its entry point (web/main.py); its other Python modules (web/**/*.py) are shipped as a
  small wheel, ffweb, written here.

Every shipped wheel is precompiled to bytecode: tools/build/compile_pyc.mjs runs the vendored
Pyodide
in Node and replaces each .py with its .pyc (tools/build/pyc_wheel.py), so the browser does not
compile pydantic, ffcore and the page's modules on every load (pydantic only loads when a
JSON save is opened: ON_FIRST_USE). Compiled wheels are cached in .cache/pyc/, keyed by the
input wheel and the compiler.

The page's Python has only the modules of the standard library the game imports, precompiled
(tools/build/trim_stdlib.py; cached in .cache/stdlib/). It does not even boot Python when it can
restore it: tools/build/make_snapshot.mjs, in Node with the same Pyodide, imports the game's modules
and writes the interpreter's memory to a snapshot, which web/static/python.mjs restores when it
arrives in time (docs/loading.md). Cached in .cache/snapshot/.

Everything is reproducible: two builds of one commit give the same dist/, byte for byte
(e2e/test_build.py; --cache makes them from scratch).

Layout of dist/ (see netlify.toml for the matching HTTP headers):
    index.html, app.js, python.mjs, style.css, main.py, pyscript.toml, manifest.webmanifest,
    thinker.js (the bots' worker), ...
    icons/                          (main.py stays a plain script: PyScript runs its source)
    preview/card-<hash>.png         the image of a shared link's card (tools/build/preview.py;
                                    not precached: the page never loads it)
    sw.js                           service worker with the precache list and build hash
    runtime/pyodide.mjs             tiny generated shim: vendored Pyodide + this build's lock,
                                    Python restored or booted by python.mjs
    vendor/pyodide-<v>/             Pyodide runtime files (immutable)
    vendor/pyscript-<v>/            PyScript core files (immutable)
    vendor/idiomorph-<v>/           idiomorph, which patches each drawing into the page
    vendor/brotli-<commit>/decode.js  Google's brotli decoder (third_party/brotli/), for the
                                    page's own decoding of the big files' brotli copies
    packages/<hash>/                pyodide-lock.json + precompiled wheels (content-addressed,
                                    immutable): pydantic & co, ffcore, ffweb (the page's modules),
                                    stdlib-<hash>.zip (the trimmed standard library) and
                                    memory-<hash>.snapshot (gzip)
    bench/                          empty PyScript page for tools/bench/bench_load.py (not
    precached)
    *.br, *.gz                      compressed copies (precompress): for servers that send them
                                    as the Content-Encoding, and the brotli copies of the big
                                    files (PACKED), which web/static/payloads.mjs fetches and
                                    decodes
"""

from __future__ import annotations

import argparse
import base64
import email.parser
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
import zipfile
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

from tools.build import icons, preview, pyc_wheel, trim_stdlib
from tools.build.node_cache import made_in_node

ROOT = Path(__file__).resolve().parents[2]
TOOLS = ROOT / "tools" / "build"
WEB = ROOT / "web"
STATIC = WEB / "static"
CACHE = ROOT / ".cache"
NODE_MODULES = ROOT / "node_modules"

PYODIDE_VERSION = "314.0.7"
PYSCRIPT_VERSION = "0.7.31"
#: idiomorph (0BSD, from npm), which morphs each new drawing of a screen into the page
#: (web/glue/render.py): a classic script that defines the global `Idiomorph`.
IDIOMORPH_VERSION = "0.8.0"
IDIOMORPH_FILES = ("idiomorph.min.js",)

# Files of the npm pyodide package needed at run time. Verified with the e2e request log:
# pyodide.mjs imports pyodide.asm.mjs, which loads pyodide.asm.wasm and python_stdlib.zip.
# (Its pyodide-lock.json is replaced by ours; the packages it lists are not shipped by npm.)
PYODIDE_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"]

# Files of @pyscript/core/dist needed for `<script type="py">` on the main thread: the core,
# its small TOML loader and the plugin entry modules, which PyScript always imports (once per
# script type, so a `plugins = ["!name"]` config cannot avoid it). Not shipped: the big lazy
# chunks those plugins load only when a page uses an editor, a terminal or pygame (codemirror,
# xterm, zip, full TOML parser), MicroPython glue, the graph of CDN packages and source maps.
# Verified with the e2e request log (a missing file is a 404 there, which fails the tests).
PYSCRIPT_FILES = [
    "core.js",
    "core.css",
    "core-C9KDLldu.js",
    "toml-V4Savzlc.js",
    "error-D2315lOB.js",
    "deprecations-manager-UpAPKqCb.js",
    "donkey-4Hrqd7WZ.js",
    "py-editor-C4XsZtn7.js",
    "py-game-DWiCrr7a.js",
    "py-terminal-CwQ6kcjg.js",
]

# The Pyodide wheels shipped besides ffcore: pydantic and its dependencies, pinned.
# pydantic_core is the Pyodide (pyemscripten) build published on PyPI.
PIP_PLATFORM = [
    "--platform", "pyemscripten_2026_0_wasm32",
    "--python-version", "3.14",
    "--implementation", "cp",
    "--abi", "cp314",
]  # fmt: skip
WHEELS = {
    "pydantic==2.14.3": (
        "pydantic-2.14.3-py3-none-any.whl",
        "3f7b347782ab7e4cf4c798496ae3a82787d9f21ec12676a9c564355eeef8daa8",
    ),
    "pydantic_core==2.50.4": (
        "pydantic_core-2.50.4-cp314-cp314-pyemscripten_2026_0_wasm32.whl",
        "e6da138a1ecc1341c8b788a5ee822670b03788e1f5decf7af9d461de6e508b8e",
    ),
    "typing_extensions==4.16.0": (
        "typing_extensions-4.16.0-py3-none-any.whl",
        "481caa481374e813c1b176ada14e97f1f67a4539ce9cfeb3f350d78d6370c2e8",
    ),
    "typing_inspection==0.4.5": (
        "typing_inspection-0.4.5-py3-none-any.whl",
        "bc210535442b39e1bf2805e0c7a17dfd6a4ace760c84c7f7d16245d23a6b1c39",
    ),
    "annotated_types==0.8.0": (
        "annotated_types-0.8.0-py3-none-any.whl",
        "f072f4d804ea359e4eaf198b1af7a8b0943881a87f31bb764f8bf219bb9419e0",
    ),
}

# What gets copied from the repository into the temporary tree the ffcore wheel is built from
# (building in place would leave build/ behind, whose stale files can leak into later wheels).
# Not the modules the page never imports (TERMINAL), nor the README, which would go whole into
# the wheel's METADATA: a line stands for it.
FFCORE_SOURCES = ["pyproject.toml", "LICENSE", "ffcore"]
FFCORE_README = ("The rules engine of Fantastic Factories, as the browser page ships it: "
                 "see the repository's README.md.\n")
SOURCE_DATE_EPOCH = "315532800"  # 1980-01-01: reproducible wheel timestamps

# Every file of web/static/ is copied to the top of dist/ as it is, at the same path (so new
# stylesheets are deployed and precached without touching this script, and the site's
# addresses do not depend on the folder), except the service-worker template and hidden or
# cache files; so is the PyScript entry point, web/main.py. The page's other Python modules,
# every web/**/*.py, go into the ffweb wheel instead (imported by main.py as top-level modules
# and packages, as under CPython in tests/). Nothing else may stand in web/.
WEB_TEMPLATES = {"sw.js"}
WEB_ENTRY = "main.py"
FFWEB = "ffweb"

# What the compiled wheels in .cache/pyc/ depend on, besides each input wheel and PYODIDE_VERSION.
PYC_COMPILER = [TOOLS / "compile_pyc.mjs", TOOLS / "pyc_wheel.py"]
#: The wheels compiled without docstrings (tools/build/pyc_wheel.py): the game's own, whose
# `__doc__`
#: nothing reads; a library's code may read its own.
NO_DOCSTRINGS = ("ffcore", FFWEB)
#: What makes the page's memory snapshot (cached by it, with its inputs, in .cache/snapshot/).
SNAPSHOT_MAKER = TOOLS / "make_snapshot.mjs"

#: Google's brotli decoder (third_party/brotli/README.md), checked, and shipped under a versioned
#: path with its one `export` made a global, so that the service worker can load it too.
BROTLI_DECODER = ROOT / "third_party" / "brotli" / "decode.min.js"
BROTLI_DECODER_SHA256 = "8a5348dbfb1a2873dbcb9a4d53f4a2d99638c113888b65b03cbb8ed86c7f7c27"
BROTLI_COMMIT = "3499acbb"
BROTLI_EXPORT = "export let BrotliDecode="

# Paths that never change content (versioned or content-addressed): cached immutably by HTTP
# and reused by the service worker across deploys.
IMMUTABLE_PREFIXES = ("vendor/", "packages/")
# Not precached by the service worker.
NOT_PRECACHED = ("sw.js", "bench/", preview.FOLDER + "/")

SHIM = """\
// Generated by tools/build/build_site.py: do not edit.
// PyScript's `interpreter` URL (pyscript.toml). PyScript calls loadPyodide({{indexURL}}) with the
// directory of this file; this module re-exports the vendored Pyodide, whose loadPyodide gets the
// vendored runtime files and this build's content-addressed lock file, next to which the wheels
// are (the default packageBaseUrl is the lock file's directory), and restores Python from the
// page's memory snapshot or boots it, whichever comes sooner (python.mjs).
import {{ loadPyodide as vendoredLoadPyodide }} from "../vendor/pyodide-{pyodide}/pyodide.mjs";
import createPyodideModule from "../vendor/pyodide-{pyodide}/pyodide.asm.mjs";
import {{ pythonLoader }} from "../python.mjs";

export * from "../vendor/pyodide-{pyodide}/pyodide.mjs";

export const loadPyodide = pythonLoader(vendoredLoadPyodide, createPyodideModule, {{
  indexURL: new URL("../vendor/pyodide-{pyodide}/", import.meta.url).href,
  lockFileURL: new URL("../packages/{lock_dir}/pyodide-lock.json", import.meta.url).href,
}});
"""

BENCH_HTML = """\
<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Empty PyScript page (load baseline)</title>
  <link rel="stylesheet" href="../vendor/pyscript-{pyscript}/core.css">
  <script type="module" src="../vendor/pyscript-{pyscript}/core.js"></script>
</head>
<body>
  <script type="py" config="./empty.toml">
from js import document, performance
document.body.dataset.ffReady = "1"
performance.mark("ff-ready")
  </script>
</body>
</html>
"""


def log(message: str) -> None:
    print(f"[build_site] {message}", flush=True)


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def npm_package_dir(name: str, version: str) -> Path:
    path = NODE_MODULES / name
    manifest = path / "package.json"
    if not manifest.exists():
        sys.exit(f"{path} is missing: run `npm ci` first (make site does)")
    found = json.loads(manifest.read_text())["version"]
    if found != version:
        sys.exit(f"{name} {found} installed, {version} expected: run `npm ci` (make site does)")
    return path


def download_wheels() -> list[Path]:
    """The pinned third-party wheels, from .cache/wheels/ or downloaded there by pip."""
    dest = CACHE / "wheels"
    dest.mkdir(parents=True, exist_ok=True)
    missing = [req for req, (fname, sha) in WHEELS.items() if not (dest / fname).exists()]
    if missing:
        log(f"pip download {' '.join(missing)}")
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
             *PIP_PLATFORM, "--cache-dir", str(CACHE / "pip"), "--dest", str(dest), *missing],
            check=True,
        )  # fmt: skip
    paths = []
    for req, (fname, sha) in WHEELS.items():
        path = dest / fname
        if not path.exists():
            sys.exit(f"pip did not produce {fname} for {req}")
        if sha256_file(path) != sha:
            path.unlink()
            sys.exit(f"{fname}: sha256 mismatch (deleted it; run again to re-download)")
        paths.append(path)
    return paths


def build_ffcore_wheel(out: Path) -> Path:
    """Wheel of this repository's ffcore (pure Python) for the page, built reproducibly:
    without the terminal's modules (TERMINAL)."""
    with tempfile.TemporaryDirectory(prefix="ffcore-src-") as tmp:
        src = Path(tmp) / "src"
        src.mkdir()
        terminal = {ROOT / f"{module.replace('.', '/')}.py" for module in TERMINAL}
        for name in FFCORE_SOURCES:
            path = ROOT / name
            if path.is_dir():
                shutil.copytree(path, src / name, ignore=lambda folder, names: [
                    n for n in names if n == "__pycache__" or n.endswith(".pyc")
                    or Path(folder, n) in terminal])
            elif path.exists():
                shutil.copy2(path, src / name)
        (src / "README.md").write_text(FFCORE_README)
        env = dict(
            os.environ, SOURCE_DATE_EPOCH=SOURCE_DATE_EPOCH, PIP_DISABLE_PIP_VERSION_CHECK="1"
        )
        log("pip wheel --no-deps . (ffcore)")
        subprocess.run(
            [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
             "--cache-dir", str(CACHE / "pip"), "--wheel-dir", str(out), str(src)],
            check=True, env=env,
        )  # fmt: skip
    wheels = list(out.glob("ffcore-*.whl"))
    if len(wheels) != 1:
        sys.exit(f"expected one ffcore wheel, got {wheels}")
    return wheels[0]


def web_modules() -> list[Path]:
    """The page's Python modules shipped in the ffweb wheel: every web/**/*.py but main.py
    (top-level modules and packages: shell/, screens/, glue/, ...)."""
    return sorted(p for p in WEB.rglob("*.py")
                  if p.relative_to(WEB).as_posix() != WEB_ENTRY and "__pycache__" not in p.parts)


def page_files() -> list[tuple[Path, Path]]:
    """The files of web/ copied into dist/, each with its path there: every file of web/static/
    at the same path from dist/'s top (the service-worker template aside: WEB_TEMPLATES), and
    the entry point. Exits on a file of web/ that is none of these nor a module of ffweb."""
    copied: list[tuple[Path, Path]] = [(WEB / WEB_ENTRY, Path(WEB_ENTRY))]
    bundled = set(web_modules())
    for path in sorted(WEB.rglob("*")):
        rel = path.relative_to(WEB)
        junk = any(part.startswith(".") or part == "__pycache__" for part in rel.parts)
        if path.is_dir() or junk or path.suffix == ".pyc" or path in bundled or \
                rel.as_posix() == WEB_ENTRY:
            continue
        if not path.is_relative_to(STATIC):
            sys.exit(f"{path.relative_to(ROOT)}: a file of the page outside web/static/")
        if path.relative_to(STATIC).as_posix() not in WEB_TEMPLATES:
            copied.append((path, path.relative_to(STATIC)))
    return copied


def build_ffweb_wheel(out: Path) -> Path:
    """Wheel of the page's own modules (top-level modules and packages, as main.py imports
    them), written directly: sources, METADATA, WHEEL, top_level.txt. Uncompressed, so its
    bytes, which key the compiled wheel's cache, depend on the sources only."""
    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    dist_info = f"{FFWEB}-{version}.dist-info"
    modules = web_modules()
    metadata = (
        f"Metadata-Version: 2.1\nName: {FFWEB}\nVersion: {version}\n"
        "Summary: The browser page's modules (web/), for Fantastic Factories\n"
        "Requires-Dist: ffcore\n"
    )
    wheel = (
        "Wheel-Version: 1.0\nGenerator: tools/build/build_site.py\nRoot-Is-Purelib: true\n"
        "Tag: py3-none-any\n"
    )
    tops = {path.relative_to(WEB).parts[0].removesuffix(".py") for path in modules}
    top_level = "".join(f"{name}\n" for name in sorted(tops))
    files = [(p.relative_to(WEB).as_posix(), p.read_bytes(), 0) for p in modules] + [
        (f"{dist_info}/METADATA", metadata.encode(), 0),
        (f"{dist_info}/WHEEL", wheel.encode(), 0),
        (f"{dist_info}/top_level.txt", top_level.encode(), 0),
    ]
    path = out / f"{FFWEB}-{version}-py3-none-any.whl"
    pyc_wheel.write_wheel(str(path), files, compression=zipfile.ZIP_STORED)
    return path


def compile_wheels(wheels: list[Path], cache: Path) -> list[Path]:
    """The wheels precompiled to Pyodide's bytecode (see tools/build/compile_pyc.mjs), those of
    NO_DOCSTRINGS without docstrings, from the cache or compiled into it, all missing ones by a
    single Node process."""
    compiler = hashlib.sha256()
    for path in PYC_COMPILER:
        compiler.update(path.read_bytes())
    keyed = []
    for whl in wheels:
        mode = "strip" if canonical(wheel_metadata(whl)[0]) in NO_DOCSTRINGS else "keep"
        key = json.dumps([PYODIDE_VERSION, compiler.hexdigest(), whl.name, sha256_file(whl), mode])
        keyed.append((whl, mode, cache / hashlib.sha256(key.encode()).hexdigest()[:32]))
    missing = [(whl, mode, entry) for whl, mode, entry in keyed if not entry.is_dir()]
    if missing:
        cache.mkdir(parents=True, exist_ok=True)
        log("compile to .pyc: " + ", ".join(whl.name for whl, _, _ in missing))
        with tempfile.TemporaryDirectory(prefix="compiling-", dir=cache) as tmp:
            args = []
            for n, (whl, mode, _) in enumerate(missing):
                (Path(tmp) / str(n)).mkdir()
                args += [str(whl), str(Path(tmp) / str(n)), mode]
            node = shutil.which("node")
            if node is None:
                sys.exit("node is needed to precompile the wheels (Node 20, as for npm)")
            subprocess.run(
                [node, str(TOOLS / "compile_pyc.mjs"), *args], check=True, stdout=subprocess.DEVNULL
            )
            for n, (_, _, entry) in enumerate(missing):
                try:
                    (Path(tmp) / str(n)).rename(entry)
                except OSError:  # a concurrent build cached the same wheel first
                    if not entry.is_dir():
                        raise
    compiled = []
    for whl, _, entry in keyed:
        found = list(entry.glob("*.whl"))
        if len(found) != 1:
            sys.exit(f"{entry}: expected one compiled wheel for {whl.name}; delete it and rebuild")
        compiled.append(found[0])
    return compiled


PY_SUFFIXES = (".py", ".pyc")  # modules in a wheel, as source or (once compiled) bytecode


def wheel_metadata(path: Path) -> tuple[str, str, list[str], list[str]]:
    """(name, version, requirements without extras, top-level import names) of a wheel."""
    with zipfile.ZipFile(path) as whl:
        names = whl.namelist()
        dist_info = next(n.split("/")[0] for n in names if n.endswith(".dist-info/METADATA"))
        meta = email.parser.Parser().parsestr(whl.read(f"{dist_info}/METADATA").decode())
        if f"{dist_info}/top_level.txt" in names:
            top = whl.read(f"{dist_info}/top_level.txt").decode().split()
        else:
            top = sorted(
                {
                    n.split("/")[0]
                    for n in names
                    if n.count("/") and n.split("/")[1] in {f"__init__{x}" for x in PY_SUFFIXES}
                }
                | {n.rsplit(".", 1)[0] for n in names if "/" not in n and n.endswith(PY_SUFFIXES)}
            )
    requires = []
    for req in meta.get_all("Requires-Dist") or []:
        spec, _, marker = req.partition(";")
        if "extra" in marker:
            continue  # optional extras are not shipped
        if marker.strip():
            sys.exit(f"{path.name}: cannot evaluate marker of requirement {req!r}; handle it here")
        name = re.match(r"\s*([A-Za-z0-9._-]+)", spec)
        if name is None:
            sys.exit(f"{path.name}: cannot read the requirement {req!r}")
        requires.append(name.group(1))
    return meta["Name"], meta["Version"], requires, [t for t in top if t]


#: Dependencies the page loads on first use rather than with the package that requires them:
#: ffcore needs pydantic only to check a full-state JSON save, which the page opens only when
#: one is pasted (web/main.py loads it then). Still in the lock, to be found and cached.
ON_FIRST_USE = {"ffcore": {"pydantic"}}


def make_lock(wheels: list[Path], upstream_lock: dict[str, Any]) -> dict[str, Any]:
    """A pyodide-lock.json listing exactly `wheels`, in the schema of Pyodide's own lock."""
    packages: dict[str, dict[str, Any]] = {}
    for path in wheels:
        name, version, requires, imports = wheel_metadata(path)
        later = ON_FIRST_USE.get(canonical(name), set())
        requires = [r for r in requires if canonical(r) not in later]
        packages[canonical(name)] = {
            "name": name,
            "version": version,
            "file_name": path.name,
            "install_dir": "site",
            "sha256": sha256_file(path),
            "package_type": "package",
            "imports": imports,
            "depends": sorted(canonical(r) for r in requires),
            "unvendored_tests": False,
        }
    for key, pkg in packages.items():
        for dep in pkg["depends"]:
            if dep not in packages:
                sys.exit(f"{key} depends on {dep}, which is not shipped")
    # Keep the exact schema of the Pyodide release we vendor (fail loudly if it changed).
    sample = next(iter(upstream_lock["packages"].values()))
    expected = set(sample) - {"tool"}
    for pkg in packages.values():
        if set(pkg) != expected:
            sys.exit(f"lock schema changed: upstream has {sorted(sample)}, we write {sorted(pkg)}")
        if "tool" in sample:
            pkg["tool"] = {}
    lock = {k: v for k, v in upstream_lock.items() if k != "packages"}
    lock["packages"] = dict(sorted(packages.items()))
    return lock


class _Refs(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.refs: list[str] = []
        self.inline: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        for key in ("src", "href", "config"):
            if a.get(key):
                self.refs.append(a[key] or "")
        if tag == "style" or "style" in a or any(k.startswith("on") for k in a):
            self.inline.append(tag)
        if tag == "script" and not a.get("src") and a.get("type") != "py":
            self.inline.append("script")


def check_page(dist: Path, page: str) -> None:
    """Every local URL the page references exists; no inline script/style (the CSP forbids it)."""
    parser = _Refs()
    parser.feed((dist / page).read_text())
    if parser.inline:
        sys.exit(f"{page}: inline {parser.inline} would be blocked by the Content-Security-Policy")
    base = (dist / page).parent
    for ref in parser.refs:
        if re.match(r"^[a-z]+:", ref) or ref.startswith("//"):
            sys.exit(f"{page}: external reference {ref}: everything must be self-hosted")
        if not (base / ref.split("#")[0].split("?")[0]).resolve().is_file():
            sys.exit(f"{page}: {ref} does not exist in dist/ (update the versioned path?)")


def build(dist: Path, made: Path) -> None:
    """Build the site into dist, keeping what it makes from this repository's code (compiled
    wheels, the trimmed standard library, the snapshot) in made/pyc, made/stdlib, made/snapshot."""
    pyodide_dir = npm_package_dir("pyodide", PYODIDE_VERSION)
    pyscript_dir = npm_package_dir("@pyscript/core", PYSCRIPT_VERSION) / "dist"

    if dist.exists():
        shutil.rmtree(dist)
    dist.mkdir(parents=True)

    # Vendored runtimes, under versioned paths.
    vendor_py = dist / "vendor" / f"pyodide-{PYODIDE_VERSION}"
    vendor_py.mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(pyodide_dir / name, vendor_py / name)
    vendor_ps = dist / "vendor" / f"pyscript-{PYSCRIPT_VERSION}"
    vendor_ps.mkdir(parents=True)
    for name in PYSCRIPT_FILES:
        shutil.copy2(pyscript_dir / name, vendor_ps / name)
    shutil.copy2(pyscript_dir.parent / "LICENSE", vendor_ps / "LICENSE")
    idiomorph_dir = npm_package_dir("idiomorph", IDIOMORPH_VERSION)
    vendor_morph = dist / "vendor" / f"idiomorph-{IDIOMORPH_VERSION}"
    vendor_morph.mkdir(parents=True)
    for name in IDIOMORPH_FILES:
        shutil.copy2(idiomorph_dir / "dist" / name, vendor_morph / name)
    shutil.copy2(idiomorph_dir / "LICENSE", vendor_morph / "LICENSE")
    decoder = write_brotli_decoder(dist)

    # Wheels, precompiled, + lock, in a directory named after the lock's hash.
    with tempfile.TemporaryDirectory(prefix="ffcore-wheel-") as tmp:
        sources = [*download_wheels(), build_ffcore_wheel(Path(tmp)), build_ffweb_wheel(Path(tmp))]
        wheels = compile_wheels(sources, made / "pyc")
        lock = make_lock(wheels, json.loads((pyodide_dir / "pyodide-lock.json").read_text()))
        lock_bytes = (json.dumps(lock, indent=1, sort_keys=True) + "\n").encode()
        lock_dir = hashlib.sha256(lock_bytes).hexdigest()[:16]
        packages = dist / "packages" / lock_dir
        packages.mkdir(parents=True)
        (packages / "pyodide-lock.json").write_bytes(lock_bytes)
        for whl in wheels:
            shutil.copyfile(whl, packages / whl.name)
        trimmed = trim_stdlib.trimmed_stdlib(packages / "pyodide-lock.json", page_modules(wheels),
                                             page_sources(), made / "stdlib")
        stdlib = packages / f"stdlib-{sha256_file(trimmed)[:16]}.zip"
        shutil.copyfile(trimmed, stdlib)
        memory = make_snapshot(wheels, stdlib, made / "snapshot")
        snapshot = packages / f"memory-{sha256_file(memory)[:16]}.snapshot"
        shutil.copyfile(memory, snapshot)
    log("lock: " + ", ".join(f"{p['name']} {p['version']}" for p in lock["packages"].values()))

    runtime = dist / "runtime"
    runtime.mkdir()
    (runtime / "pyodide.mjs").write_text(SHIM.format(pyodide=PYODIDE_VERSION, lock_dir=lock_dir))

    # The page: its static files and its entry point (its other Python modules are in the
    # ffweb wheel).
    for path, rel in page_files():
        (dist / rel).parent.mkdir(parents=True, exist_ok=True)
        if path.suffix in (".js", ".mjs"):
            (dist / rel).write_text(without_comments(path.read_text()))
        else:
            shutil.copy2(path, dist / rel)
    config = (ROOT / "pyscript.toml").read_text()
    (dist / "pyscript.toml").write_text(config)
    icon_dir = dist / "icons"
    icon_dir.mkdir()
    (icon_dir / "icon.svg").write_text(icons.svg())
    (icon_dir / "icon-192.png").write_bytes(icons.png(192))
    (icon_dir / "icon-512.png").write_bytes(icons.png(512))
    (icon_dir / "icon-maskable-512.png").write_bytes(icons.png(512, maskable=True))
    # A shared link's card: its image, and the tags in the pages' heads, with absolute
    # addresses where the site's own is known (SITE_URL, or Netlify's URL).
    preview.write(dist, preview.site_url(os.environ))

    settings = tomllib.loads(config)
    interpreter = settings["interpreter"]
    if not (dist / interpreter).resolve().is_file():
        sys.exit(f"pyscript.toml: interpreter {interpreter} does not exist in dist/")
    for name in settings.get("packages", []):
        if canonical(name) not in lock["packages"]:
            sys.exit(f"pyscript.toml: package {name} is not in the lock")
    for name in settings.get("files", {}):
        if not (dist / name).resolve().is_file():
            sys.exit(f"pyscript.toml: [files] {name} does not exist in dist/ (now in {FFWEB}?)")
    # The big files' brotli copies, which the page fetches (web/static/payloads.mjs), are made now:
    # index.html names them, with the size and hash of what they decode to.
    precompress(packable(dist), CACHE / "compressed")
    write_first_screens(dist / "index.html", stdlib.relative_to(dist).as_posix(),
                        snapshot.relative_to(dist).as_posix(), packed_files(dist),
                        decoder.relative_to(dist).as_posix())
    check_page(dist, "index.html")

    # Baseline page for tools/bench/bench_load.py: same runtime, lock and PyScript settings, no
    # code.
    bench = dist / "bench"
    bench.mkdir()
    bench_config = tomllib.loads(config)
    bench_config.pop("packages", None)
    bench_config.pop("files", None)
    bench_config["name"] = "empty"
    bench_config["interpreter"] = "../" + interpreter.removeprefix("./")
    (bench / "empty.toml").write_text(
        "".join(f"{k} = {json.dumps(v)}\n" for k, v in bench_config.items())
    )
    (bench / "empty.html").write_text(BENCH_HTML.format(pyscript=PYSCRIPT_VERSION))
    check_page(dist, "bench/empty.html")

    write_service_worker(dist)


#: Stands for the UTC date in the start screens written into index.html: web/static/paint.js puts
#: the day's date in its place (the daily challenge is the day's).
TODAY = "%TODAY%"
#: The wheels whose modules the page's memory snapshot holds imported
# (tools/build/make_snapshot.mjs):
#: the game's own. Restored from it, the page installs no package before its first screen.
SNAPSHOT_WHEELS = ("ffcore", FFWEB)
#: Their modules the page never imports: the terminal's (its games and tournaments), left out of
#: the page's ffcore wheel.
TERMINAL = frozenset({"ffcore.__main__", "ffcore.cli", "ffcore.tournament"})
#: Their modules left out of the snapshot: the terminal's, and the checks of JSON saves, which
#: need pydantic (ON_FIRST_USE: web/glue/perform.py installs ffcore's files with it).
SNAPSHOT_SKIPS = TERMINAL | {"ffcore.models"}


def wheel_modules(path: Path) -> list[str]:
    """The dotted names of the Python modules in a wheel."""
    with zipfile.ZipFile(path) as whl:
        files = [n for n in whl.namelist() if n.endswith(PY_SUFFIXES) and ".dist-info/" not in n]
    names = {f.rsplit(".", 1)[0].replace("/", ".").removesuffix(".__init__") for f in files}
    return sorted(names)


def page_modules(wheels: list[Path]) -> list[str]:
    """The modules of the game's own wheels (SNAPSHOT_WHEELS) that the page may import: all
    but the terminal's."""
    return [module for whl in wheels if canonical(wheel_metadata(whl)[0]) in SNAPSHOT_WHEELS
            for module in wheel_modules(whl) if module not in TERMINAL]


def page_sources() -> list[Path]:
    """The source files of the page's Python: ffcore's modules but the terminal's, web/'s
    (main.py and every module and package)."""
    core = [path for path in sorted((ROOT / "ffcore").rglob("*.py"))
            if ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
            not in TERMINAL]
    return [*core, WEB / WEB_ENTRY, *web_modules()]


def without_comments(script: str) -> str:
    """Return a page script without its whole-line ``//`` comments: they say why, for whoever
    reads web/, and a phone need not download them (a fifth to a half of each script once
    compressed). Comments after code stay, as does anything in a string."""
    for literal in re.findall(r"`[^`]*`", script):
        if any(line.lstrip().startswith("//") for line in literal.splitlines()[1:]):
            raise ValueError(f"a template literal holds a line like a comment: {literal[:60]}")
    return "".join(line for line in script.splitlines(keepends=True)
                   if not line.lstrip().startswith("//"))


def snapshot_modules(wheels: list[Path]) -> list[str]:
    """The modules the memory snapshot imports: every module of SNAPSHOT_WHEELS but the skips."""
    return [module for module in page_modules(wheels) if module not in SNAPSHOT_SKIPS]


def make_snapshot(wheels: list[Path], stdlib: Path, cache: Path) -> Path:
    """The page's memory snapshot (gzip) of Python booted with the standard library stdlib,
    from the cache or made into it by tools/build/make_snapshot.mjs in Node. Keyed by everything
    that
    goes into it, so that a rebuild reuses it (two makings differ in a few timestamps) and the
    service worker sees no change."""
    ours = [whl for whl in wheels if canonical(wheel_metadata(whl)[0]) in SNAPSHOT_WHEELS]
    modules = snapshot_modules(ours)
    key = json.dumps([PYODIDE_VERSION, sha256_file(SNAPSHOT_MAKER), modules,
                      [sha256_file(whl) for whl in ours], sha256_file(stdlib)])
    return made_in_node(cache, key, ".gz", SNAPSHOT_MAKER,
                        [str(stdlib), *map(str, ours), "--", *modules], "the memory snapshot")


def write_brotli_decoder(dist: Path) -> Path:
    """Write the brotli decoder (BROTLI_DECODER, checked) into dist/vendor/; return its path."""
    source = BROTLI_DECODER.read_text()
    if hashlib.sha256(source.encode()).hexdigest() != BROTLI_DECODER_SHA256 or \
            source.count(BROTLI_EXPORT) != 1:
        sys.exit(f"{BROTLI_DECODER}: not the decoder third_party/brotli/README.md names")
    path = dist / "vendor" / f"brotli-{BROTLI_COMMIT}" / "decode.js"
    path.parent.mkdir(parents=True)
    path.write_text("// Google's brotli decoder (third_party/brotli/): BrotliDecode(Int8Array).\n"
                    + source.replace(BROTLI_EXPORT, "globalThis.BrotliDecode="))
    shutil.copy2(BROTLI_DECODER.parent / "LICENSE", path.parent / "LICENSE")
    return path


#: The big files the page fetches as their brotli copy (COPY) and decodes itself, whatever the
#: host compresses (web/static/payloads.mjs; docs/loading.md, "Whatever the host compresses"): the
#: runtime's wasm, the trimmed standard library and the wheels, those of them the copy shrinks
#: (MIN_SAVING; not the whole standard library, deflated file by file already).
PACKED_SUFFIXES = (".wasm", ".zip", ".whl")
COPY = ".br"
#: The compressed copies precompress writes beside a file (never precached: sw.js keeps the
#: files themselves).
COPY_SUFFIXES = (COPY, ".gz")


def packable(dist: Path) -> list[Path]:
    """The big files of dist/ (PACKED_SUFFIXES, all versioned or content-addressed)."""
    return [path for path in sorted(dist.rglob("*"))
            if path.suffix in PACKED_SUFFIXES and path.is_file()
            and path.relative_to(dist).as_posix().startswith(IMMUTABLE_PREFIXES)]


def packed_files(dist: Path) -> list[Path]:
    """The files of dist/ that the page fetches as their brotli copy: the big ones with a copy."""
    return [path for path in packable(dist) if path.with_name(path.name + COPY).is_file()]


def integrity(path: Path) -> str:
    """The file's Subresource Integrity value (sha256)."""
    return "sha256-" + base64.b64encode(hashlib.sha256(path.read_bytes()).digest()).decode()


def write_first_screens(page: Path, stdlib: str, snapshot: str, packed: list[Path],
                        decoder: str) -> None:
    """Write into index.html the start screen of each language (painted by web/static/paint.js
    before Python is ready, from the same code that draws it then) and the links to the trimmed
    standard library and the memory snapshot (their paths in dist/), and to the big files that
    the page fetches as brotli copies (web/static/payloads.mjs) and their decoder."""
    sys.path[:0] = [str(ROOT), str(WEB)]
    from datetime import date

    from ffcore.catalogue import LANGUAGES
    from html_builder import join
    from screens.start import render_start
    from ui import languages

    sentinel = date(2000, 1, 1)
    templates = "".join(
        f'<template id="ff-start-{lang}">'
        # As App.frame draws it: the language switch, then the screen.
        # A first visit's (the tutorial offered first): a returning player has a kept screen.
        + str(join(languages(lang), render_start(
            lang, daily=(sentinel, None), learn=None))).replace(sentinel.isoformat(), TODAY)
        + "</template>\n" for lang in LANGUAGES)
    with (page.parent / snapshot).open("rb") as gz:  # gzip's last 4 bytes: the size unpacked
        gz.seek(-4, os.SEEK_END)
        unpacked = int.from_bytes(gz.read(4), "little")
    sent = (page.parent / snapshot).stat().st_size
    # The snapshot is fetched by python.mjs, at a lower priority, and needs its sizes before it
    # arrives. The wasm and the standard library are fetched as soon as payloads.mjs runs
    # (data-early); the wheels when Python asks for them.
    early = {f"vendor/pyodide-{PYODIDE_VERSION}/pyodide.asm.wasm", stdlib}
    root = page.parent
    packed_links = "".join(
        f'<link data-ff-packed{" data-early" if rel in early else ""} href="./{rel}" '
        f'data-copy="./{rel}{COPY}" data-size="{path.stat().st_size}" '
        f'data-integrity="{integrity(path)}">\n'
        for path in packed for rel in [path.relative_to(root).as_posix()])
    if not early <= {path.relative_to(root).as_posix() for path in packed}:
        sys.exit("the wasm and the trimmed standard library must have brotli copies")
    preload = (f'<link data-ff-stdlib href="./{stdlib}">\n'
               f'<link data-ff-snapshot href="./{snapshot}" data-size="{unpacked}" '
               f'data-bytes="{sent}">\n'
               f'<link data-ff-brotli href="./{decoder}">\n' + packed_links)
    html = page.read_text()
    for marker, text in (("ff:start-screens", templates), ("ff:runtime", preload)):
        found = re.search(rf"<!-- {marker} .*?-->\n", html)
        if not found:
            sys.exit(f"{page.name}: no <!-- {marker} --> to fill")
        html = html[:found.start()] + text + html[found.end():]
    page.write_text(html)


def write_service_worker(dist: Path) -> str:
    """Write dist/sw.js: web/static/sw.js with the build hash and the precache list of every
    other file of dist/ (except bench/ and the compressed copies): [path, integrity, immutable,
    the brotli copy's path for a packed file, else null], and the decoder's path. Returns the
    build hash."""
    packed = set(packed_files(dist))
    files: list[list[object]] = []
    for path in sorted(p for p in dist.rglob("*") if p.is_file()):
        rel = path.relative_to(dist).as_posix()
        is_copy = path.suffix in COPY_SUFFIXES and path.with_suffix("").is_file()
        if rel.startswith(NOT_PRECACHED) or is_copy:
            continue
        files.append([rel, integrity(path), rel.startswith(IMMUTABLE_PREFIXES),
                      rel + COPY if path in packed else None])
    (decoder,) = dist.glob("vendor/brotli-*/decode.js")
    template = (STATIC / "sw.js").read_text()
    build_hash = hashlib.sha256(json.dumps([files, template]).encode()).hexdigest()[:16]
    precache = json.dumps({"build": build_hash, "decoder": decoder.relative_to(dist).as_posix(),
                           "files": files}, indent=1)
    placeholder = "const PRECACHE = __PRECACHE__;"
    if template.count(placeholder) != 1:
        sys.exit(f"web/static/sw.js: expected the line {placeholder!r} once")
    (dist / "sw.js").write_text(template.replace(placeholder, f"const PRECACHE = {precache};"))
    log(f"build {build_hash}: {len(files)} files precached")
    return build_hash


#: Files a server may send compressed: tools/serve/serve_site.py sends a browser that accepts it the
#: brotli (.br) or gzip (.gz) copy made here. Zips and wheels compressed file by file already
#: get none (MIN_SAVING); the trimmed standard library, stored, compresses to a quarter.
COMPRESSIBLE = (".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".wasm", ".svg",
                ".toml", ".py", ".zip", ".whl")
#: A compressed copy is kept only when it saves at least this share of the file.
MIN_SAVING = 0.1


def compressible(dist: Path) -> list[Path]:
    """The files of dist/ a server may send compressed (COMPRESSIBLE)."""
    return [p for p in sorted(dist.rglob("*")) if p.is_file() and p.suffix in COMPRESSIBLE]


def shares(paths: list[Path], count: int) -> list[list[Path]]:
    """Split ``paths`` into at most ``count`` shares of about equal bytes, the biggest files
    first, each to the share with the fewest bytes so far (a compressor's time is about
    proportional to the bytes it reads)."""
    sizes = {path: path.stat().st_size for path in paths}
    shared: list[list[Path]] = [[] for _ in range(min(count, len(paths)))]
    loads = [0] * len(shared)
    for path in sorted(paths, key=sizes.__getitem__, reverse=True):
        least = loads.index(min(loads))
        shared[least].append(path)
        loads[least] += sizes[path]
    return shared


def precompress(sources: list[Path], cache: Path) -> None:
    """Write a .br and a .gz copy beside each of the files that they shrink.

    Compressing the site at brotli's highest level takes about 90 s of CPU, half of it the
    runtime's wasm, so copies are cached by content in ``cache`` and made on every core
    (tools/build/precompress.mjs makes them)."""
    cache.mkdir(parents=True, exist_ok=True)
    copies = {path: cache / sha256_file(path) for path in sources}
    todo = [path for path, stem in copies.items() if not stem.with_suffix(".gz").is_file()]
    if todo:
        node = shutil.which("node")
        if node is None:
            sys.exit("node is needed to compress the site (Node 20, as for npm)")
        def compressor(share: list[Path]) -> subprocess.Popen[bytes]:
            args = [str(a) for path in share for a in
                    (path, copies[path].with_suffix(".br"), copies[path].with_suffix(".gz"))]
            return subprocess.Popen([node, str(TOOLS / "precompress.mjs"), *args])

        workers = [compressor(share) for share in shares(todo, os.cpu_count() or 1)]
        if [worker.wait() for worker in workers] != [0] * len(workers):
            sys.exit("compressing the site failed (tools/build/precompress.mjs)")
    for path, stem in copies.items():
        for suffix in (".br", ".gz"):
            copy = stem.with_suffix(suffix)
            if copy.stat().st_size <= (1 - MIN_SAVING) * path.stat().st_size:
                shutil.copyfile(copy, path.with_name(path.name + suffix))


def report(dist: Path) -> None:
    sizes = sorted(
        (
            (p.stat().st_size, p.relative_to(dist).as_posix())
            for p in dist.rglob("*")
            if p.is_file()
        ),
        reverse=True,
    )
    total = sum(s for s, _ in sizes)
    log(f"dist/: {len(sizes)} files, {total / 1e6:.2f} MB; biggest:")
    for size, rel in sizes[:6]:
        log(f"  {size / 1e6:7.2f} MB  {rel}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output directory")
    parser.add_argument(
        "--cache", type=Path, default=CACHE,
        help="where to cache what the build makes: compiled wheels, the trimmed standard "
             "library, the memory snapshot (downloads and compressed copies stay in .cache/)"
    )
    args = parser.parse_args()
    dist = args.dist.resolve()
    # Build next to the target, then swap, so a server running on dist/ never sees half a site.
    # (Directories of this run only: builds to other targets may run at the same time.)
    CACHE.mkdir(exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix="dist-staging-", dir=CACHE))
    try:
        build(staging, args.cache.resolve())
        precompress(compressible(staging), CACHE / "compressed")
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    dist.parent.mkdir(parents=True, exist_ok=True)
    old = Path(tempfile.mkdtemp(prefix=f".{dist.name}-old-", dir=dist.parent))
    if dist.exists():
        dist.rename(old / dist.name)
    shutil.move(str(staging), dist)
    shutil.rmtree(old)
    report(dist)


if __name__ == "__main__":
    main()
