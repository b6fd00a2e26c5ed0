"""The shipped wheels are precompiled to Pyodide's bytecode and valid, and the build is
reproducible.

No browser here, but these need what `make e2e` needs anyway: the built dist/, Node and the
vendored Pyodide (tools/compile_pyc.mjs)."""

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

from support import DIST, ROOT

sys.path.insert(0, str(ROOT / "tools"))
import build_site


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
    assert {"app", "screens", "glue"} <= tops and "main" not in tops
    assert set(lock["packages"]["ffweb"]["imports"]) == tops
    with zipfile.ZipFile(packages / lock["packages"]["ffweb"]["file_name"]) as whl:
        assert {n for n in whl.namelist() if ".dist-info/" not in n} == files
    assert not [name for name in files if (DIST / name).with_suffix(".py").exists()]
    assert (DIST / "main.py").is_file()  # PyScript runs the entry point from source
    # The empty baseline page of tools/bench_load.py loads none of our packages or files.
    bench = (DIST / "bench" / "empty.toml").read_text()
    assert "packages =" not in bench and "files" not in bench


def test_a_build_from_scratch_gives_the_same_site(tmp_path: Path) -> None:
    """A build that makes its compiled wheels, trimmed standard library and memory snapshot
    afresh gives the files of dist/ (which `make site` made, from its cache or afresh: either
    way in another making), byte for byte: a deploy that changes nothing changes no file, and
    a deployed site can be checked against its commit. (Compressed copies come from one
    cache, by content: Node's zlib gives the same bytes for the same input.)"""
    subprocess.run(
        [sys.executable, str(ROOT / "tools" / "build_site.py"),
         "--dist", str(tmp_path / "dist"), "--cache", str(tmp_path / "cache")],
        check=True,
    )  # fmt: skip
    a, b = ({p.relative_to(root).as_posix(): p.read_bytes()
             for p in sorted(root.rglob("*")) if p.is_file()}
            for root in (DIST, tmp_path / "dist"))
    assert sorted(a) == sorted(b)
    assert [n for n in a if a[n] != b[n]] == []
    assert any(name.endswith(".snapshot") for name in a)
