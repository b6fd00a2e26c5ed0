"""The shipped wheels are precompiled to Pyodide's bytecode and valid, and the build is
reproducible.

No browser here, but these need what `make e2e` needs anyway: the built dist/, Node and the
vendored Pyodide (tools/build/compile_pyc.mjs)."""

from __future__ import annotations

import base64
import csv
import hashlib
import io
import json
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest
from support import DIST

from tools.build import build_site


def shipped() -> tuple[Path, dict]:
    (lock,) = DIST.glob("packages/*/pyodide-lock.json")
    return lock.parent, json.loads(lock.read_text())


def test_every_wheel_is_bytecode_only_and_valid() -> None:
    packages, lock = shipped()
    assert {"ffcore", "ffweb", "pydantic", "pydantic-core"} <= set(lock["packages"])
    magics = set()
    for pkg in lock["packages"].values():
        path = packages / pkg["file_name"]
        assert hashlib.sha256(path.read_bytes()).hexdigest() == pkg["sha256"], path.name
        with zipfile.ZipFile(path) as whl:
            names = whl.namelist()
            assert not [n for n in names if n.endswith(".py")], path.name
            pycs = [n for n in names if n.endswith(".pyc")]
            assert pycs and not [n for n in pycs if "__pycache__" in n], path.name
            for name in pycs:
                header = whl.read(name)[:16]
                magics.add(header[:4])
                # flags: hash-based (bit 0), unchecked (bit 1 clear): no timestamp inside.
                assert int.from_bytes(header[4:8], "little") == 0b01, name
            # RECORD lists every other file with its hash and size.
            (record_name,) = [n for n in names if n.endswith(".dist-info/RECORD")]
            rows = list(csv.reader(io.StringIO(whl.read(record_name).decode())))
            assert sorted(r[0] for r in rows) == sorted(names)
            for name, digest, size in rows:
                if name == record_name:
                    continue
                data = whl.read(name)
                expected = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
                assert digest == "sha256=" + expected.decode() and int(size) == len(data), name
            # The WHEEL tag is the file name's: cp314 once compiled.
            (wheel_name,) = [n for n in names if n.endswith(".dist-info/WHEEL")]
            tags = [
                line[5:]
                for line in whl.read(wheel_name).decode().splitlines()
                if line.startswith("Tag: ")
            ]
            assert tags == ["-".join(path.stem.split("-")[2:])], path.name
            assert path.stem.split("-")[2] == "cp314", path.name
    assert len(magics) == 1  # all compiled by the one vendored Pyodide


def test_page_modules_ship_in_ffweb_not_as_files() -> None:
    packages, lock = shipped()
    files = {p.relative_to(build_site.WEB).with_suffix(".pyc").as_posix()
             for p in build_site.web_modules()}
    tops = {name.split("/")[0].removesuffix(".pyc") for name in files}
    assert {"shell", "screens", "glue"} <= tops and "main" not in tops
    assert set(lock["packages"]["ffweb"]["imports"]) == tops
    with zipfile.ZipFile(packages / lock["packages"]["ffweb"]["file_name"]) as whl:
        assert {n for n in whl.namelist() if ".dist-info/" not in n} == files
    assert not [name for name in files if (DIST / name).with_suffix(".py").exists()]
    assert (DIST / "main.py").is_file()  # PyScript runs the entry point from source
    # The empty baseline page of tools/bench/bench_load.py loads none of our packages or files.
    bench = (DIST / "bench" / "empty.toml").read_text()
    assert "packages =" not in bench and "files" not in bench


def test_a_build_from_scratch_gives_the_same_site(tmp_path: Path) -> None:
    """A build that makes its compiled wheels, trimmed standard library and memory snapshot
    afresh gives the files of dist/ (which `make site` made, from its cache or afresh: either
    way in another making), byte for byte: a deploy that changes nothing changes no file, and
    a deployed site can be checked against its commit. (Compressed copies come from one
    cache, by content: Node's zlib gives the same bytes for the same input.)"""
    subprocess.run(
        [sys.executable, "-m", "tools.build.build_site",
         "--dist", str(tmp_path / "dist"), "--cache", str(tmp_path / "cache")],
        check=True,
    )  # fmt: skip
    a, b = ({p.relative_to(root).as_posix(): p.read_bytes()
             for p in sorted(root.rglob("*")) if p.is_file()}
            for root in (DIST, tmp_path / "dist"))
    assert sorted(a) == sorted(b)
    assert [n for n in a if a[n] != b[n]] == []
    assert any(name.endswith(".snapshot") for name in a)


def test_the_compressors_get_shares_of_about_equal_bytes(tmp_path: Path) -> None:
    """The build compresses on every core: each file goes to exactly one compressor, and the
    biggest (the runtime's wasm) leaves the others the rest."""
    sizes = {"wasm": 9_600, "core": 5_000, "stdlib": 2_700, "pydantic": 2_300, "mjs": 1_200,
             "a": 400, "b": 300, "c": 100}
    paths = []
    for name, size in sizes.items():
        (tmp_path / name).write_bytes(bytes(size))
        paths.append(tmp_path / name)
    two = build_site.shares(paths, 2)
    assert sorted(path for share in two for path in share) == sorted(paths)
    assert [[path.name for path in share] for share in two] == [
        ["wasm", "mjs"], ["core", "stdlib", "pydantic", "a", "b", "c"]]
    assert build_site.shares(paths[:1], 4) == [paths[:1]]
    assert build_site.shares([], 2) == []


def test_the_page_ffcore_wheel_leaves_the_terminal_out() -> None:
    packages, lock = shipped()
    with zipfile.ZipFile(packages / lock["packages"]["ffcore"]["file_name"]) as whl:
        names = set(whl.namelist())
        (metadata,) = [n for n in names if n.endswith(".dist-info/METADATA")]
        assert build_site.FFCORE_README in whl.read(metadata).decode()
    modules = {n.removesuffix(".pyc").replace("/", ".") for n in names if n.endswith(".pyc")}
    assert {"ffcore.rules", "ffcore.bots.learned_weights", "ffcore.models"} <= modules
    assert not modules & build_site.TERMINAL


CARD_SOURCE = b'''"""A module."""
class Card:
    """A card."""

    def cost(self) -> int:
        """Its cost."""
        assert self.cost is None, "kept"
        return 1


def only_doc() -> None:
    """Nothing else."""
'''


def test_docstrings_are_left_out_not_lines_nor_asserts(tmp_path: Path) -> None:
    """tools/build/pyc_wheel.py's compile for the game's wheels, here in CPython: no docstring,
    every
    other line where it was, asserts kept; with docstrings, the bytes py_compile writes."""
    import marshal
    import py_compile
    import traceback

    from tools.build import pyc_wheel

    kept: dict[str, Any] = {}
    stripped: dict[str, Any] = {}
    for names, docstrings in ((kept, True), (stripped, False)):
        pyc = pyc_wheel.compile_module(CARD_SOURCE, "site-packages/card.py", docstrings)
        exec(marshal.loads(pyc[16:]), names)
    assert kept["Card"].__doc__ == "A card." and kept["Card"].cost.__doc__ == "Its cost."
    assert stripped.get("__doc__") is None and stripped["Card"].cost.__doc__ is None
    assert stripped["only_doc"].__doc__ is None and stripped["only_doc"]() is None
    lines = []
    for names in (kept, stripped):
        with pytest.raises(AssertionError, match="kept") as raised:
            names["Card"]().cost()
        lines.append(traceback.extract_tb(raised.value.__traceback__)[-1].lineno)
    assert lines == [7, 7]
    source = tmp_path / "card.py"
    source.write_bytes(CARD_SOURCE)
    py_compile.compile(str(source), cfile=str(tmp_path / "card.pyc"),
                       dfile="site-packages/card.py", doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    assert pyc_wheel.compile_module(CARD_SOURCE, "site-packages/card.py") == \
        (tmp_path / "card.pyc").read_bytes()


def test_the_page_scripts_ship_without_their_whole_line_comments() -> None:
    """The page's own scripts reach dist/ without the comments that fill whole lines: the
    same code, fewer bytes to download."""
    for source in sorted(build_site.STATIC.glob("*.*js")):
        if source.name in build_site.WEB_TEMPLATES:
            continue
        shipped_script = (DIST / source.name).read_text()
        code = [line for line in source.read_text().splitlines()
                if not line.lstrip().startswith("//")]
        assert shipped_script.splitlines() == code, source.name
        assert len(shipped_script) < len(source.read_text()), source.name
    assert build_site.without_comments("a(); // kept\n  // gone\nb('//x');\n") == \
        "a(); // kept\nb('//x');\n"
    with pytest.raises(ValueError):
        build_site.without_comments("const page = `\n// inside a string\n`;\n")
