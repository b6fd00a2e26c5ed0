"""Reproducible wheels, and wheels precompiled to bytecode (standard library only).

Two users:
- tools/build/build_site.py (CPython) imports it to write small wheels of its own (`write_wheel`);
- tools/build/compile_pyc.mjs runs `compile_wheel` inside the vendored Pyodide under Node, so that
the
  bytecode has exactly the magic number and format of the Python the browser runs.

`compile_wheel` does what Pyodide's own build does for the packages it distributes: every .py
that installs into site-packages is replaced by its .pyc at the same place ("legacy" layout,
found by the import system without sources), so the browser does not compile it on every page
load. Unlike pyodide-build it also rewrites RECORD and the WHEEL tags, stores the files
uncompressed (the server compresses the whole wheel), and it is reproducible:
hash-based .pyc (PycInvalidationMode.UNCHECKED_HASH: no timestamps; the embedded source hash is
never checked since there is no source), fixed zip timestamps, entry order kept. Code objects
carry the file name the module has once installed (site-packages/<path>.py), as tracebacks
showed when the sources were shipped; the source lines themselves are gone from tracebacks.

Less to download, the same code (docs/loading.md, "Smaller wheels"): tools/build/compile_pyc.mjs
compiles without column positions (PYTHONNODEBUGRANGES; tracebacks keep every line number, and
the columns only ever served to underline a source line, which is not shipped), and the game's
own wheels (`docstrings=False`) without docstrings, removed from the syntax tree before it is
compiled: every other node keeps its line, and asserts stay (unlike `optimize=2`). Nothing the
page runs reads its own modules' `__doc__`.
"""

from __future__ import annotations

import ast
import base64
import csv
import hashlib
import importlib.util
import io
import marshal
import os
import re
import sys
import zipfile

ZIP_DATE = (1980, 1, 1, 0, 0, 0)
FILE_MODE = 0o100644 << 16


def record_hash(data: bytes) -> str:
    """A RECORD hash: sha256=<urlsafe base64 without padding>."""
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
    return "sha256=" + digest.decode()


def dist_info_dir(names: list[str]) -> str:
    """The one top-level *.dist-info directory of a wheel's file names."""
    found = {n.split("/")[0] for n in names if n.split("/")[0].endswith(".dist-info")}
    if len(found) != 1:
        raise ValueError(f"expected one .dist-info directory, found {sorted(found)}")
    return found.pop()


def write_wheel(
    path: str,
    files: list[tuple[str, bytes, int]],
    compression: int = zipfile.ZIP_DEFLATED,
) -> None:
    """Write a wheel of (name, content, external_attr) entries, in that order, plus a fresh
    RECORD last. Same entries in, same bytes out (given the same zlib)."""
    names = [name for name, _, _ in files]
    record_name = dist_info_dir(names) + "/RECORD"
    if record_name in names or len(set(names)) != len(names):
        raise ValueError("entries must be unique and must not include RECORD")
    record = io.StringIO()
    writer = csv.writer(record, lineterminator="\n")
    for name, data, _ in files:
        writer.writerow([name, record_hash(data), str(len(data))])
    writer.writerow([record_name, "", ""])
    entries = [*files, (record_name, record.getvalue().encode(), FILE_MODE)]
    with zipfile.ZipFile(path, "w") as whl:
        for name, data, attr in entries:
            info = zipfile.ZipInfo(name, date_time=ZIP_DATE)
            info.external_attr = attr or FILE_MODE
            info.create_system = 3  # Unix, whatever the host
            info.compress_type = compression
            whl.writestr(info, data, compresslevel=9 if compression else None)


def compiled_wheel_name(name: str, interpreter: str) -> str:
    """The file name of a wheel once its Python is compiled for one interpreter ("cp314"):
    pure tags (py3, py314, cp314) become that interpreter; ABI and platform are kept.

    >>> compiled_wheel_name("pydantic-2.14.3-py3-none-any.whl", "cp314")
    'pydantic-2.14.3-cp314-none-any.whl'
    """
    parts = name.removesuffix(".whl").split("-")
    if len(parts) != 5:
        raise ValueError(f"{name}: expected name-version-python-abi-platform.whl")
    dist, version, pythons, abi, platform = parts
    major, minor = interpreter[2], int(interpreter[3:])

    def compatible(tag: str) -> bool:
        pure = re.fullmatch(rf"py{major}(\d*)", tag)
        return tag == interpreter or bool(pure and int(pure.group(1) or 0) <= minor)

    if not any(compatible(tag) for tag in pythons.split(".")):
        raise ValueError(f"{name}: Python tags {pythons} are not compatible with {interpreter}")
    if "." in abi or "." in platform:
        raise ValueError(f"{name}: compressed ABI/platform tags are not supported")
    return f"{dist}-{version}-{interpreter}-{abi}-{platform}.whl"


def _retag(wheel_file: bytes, tag: str) -> bytes:
    lines = wheel_file.decode().splitlines()
    kept = [line for line in lines if not line.startswith("Tag:")]
    if len(kept) == len(lines):
        raise ValueError("WHEEL has no Tag line")
    at = next(i for i, line in enumerate(lines) if line.startswith("Tag:"))
    return ("\n".join([*kept[:at], f"Tag: {tag}", *kept[at:]]) + "\n").encode()


def _is_docstring(node: ast.stmt) -> bool:
    return (isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, str))


def without_docstrings(tree: ast.Module) -> ast.Module:
    """tree with the docstring of its module, classes and functions removed (a body left empty
    gets a `pass` on the docstring's line). Every other node keeps its position."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and _is_docstring(body[0]):
                node.body = body[1:] or [ast.copy_location(ast.Pass(), body[0])]
    return tree


def compile_module(source: bytes, filename: str, docstrings: bool = True) -> bytes:
    """The .pyc of a module's source, as py_compile writes it with UNCHECKED_HASH (no timestamp;
    the source's hash, never checked), its code objects naming filename; without docstrings
    unless docstrings."""
    code = compile(source if docstrings else without_docstrings(ast.parse(source, filename)),
                   filename, "exec", dont_inherit=True, optimize=0)
    # PEP 552's header: magic, flags (hash-based, unchecked), the source's hash; then the code.
    return (importlib.util.MAGIC_NUMBER + (0b01).to_bytes(4, "little")
            + importlib.util.source_hash(source) + marshal.dumps(code))


def compile_wheel(src: str, out_dir: str, docstrings: bool = True) -> str:
    """Write into out_dir the wheel src with each installed .py replaced by its .pyc, compiled
    by the running interpreter (meant to be Pyodide's), without docstrings unless docstrings.
    Returns the new wheel's path."""
    if sys.platform != "emscripten":
        raise RuntimeError("compile_wheel must run in Pyodide (the browser's bytecode format)")
    interpreter = f"cp{sys.version_info[0]}{sys.version_info[1]}"
    site_packages = next(p for p in sys.path if p.endswith("/site-packages"))
    out_name = compiled_wheel_name(os.path.basename(src), interpreter)
    with zipfile.ZipFile(src) as whl:
        infos = [i for i in whl.infolist() if not i.is_dir()]
        dist_info = dist_info_dir([i.filename for i in infos])
        data_dir = dist_info.removesuffix(".dist-info") + ".data/"
        files = []
        for info in infos:
            name, data = info.filename, whl.read(info)
            if name == f"{dist_info}/RECORD" or name.endswith(".pyc"):
                continue  # RECORD is rewritten; stray bytecode is never shipped
            if name.endswith(".py") and not name.startswith(data_dir):
                name, data = name + "c", compile_module(data, f"{site_packages}/{name}",
                                                        docstrings)
            elif name == f"{dist_info}/WHEEL":
                data = _retag(data, "-".join(out_name.removesuffix(".whl").split("-")[2:]))
            files.append((name, data, info.external_attr))
    out = os.path.join(out_dir, out_name)
    # Stored: the server compresses a wheel whole, far better than zip does file by file (a
    # third smaller in brotli), and the browser unpacks it without inflating each file.
    write_wheel(out, files, compression=zipfile.ZIP_STORED)
    return out
