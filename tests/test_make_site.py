"""`make site` builds again when the site's address changes (issue #105): the address the
build writes into the pages' preview tags (SITE_URL, else Netlify's URL) is kept in
build/site-address, replaced only when it differs, and the site's stamp depends on it."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MAKE = shutil.which("make")


def address_file(folder: Path, **environ: str) -> Path:
    """Make build/site-address in ``folder`` with the project's Makefile and ``environ``."""
    env = {key: value for key, value in os.environ.items() if key not in ("SITE_URL", "URL")}
    assert MAKE is not None
    subprocess.run([MAKE, "-s", "-f", str(ROOT / "Makefile"), "-C", str(folder),
                    "build/site-address"], env={**env, **environ}, check=True,
                   capture_output=True)
    return folder / "build" / "site-address"


@pytest.mark.skipif(MAKE is None, reason="no make")
def test_the_site_address_is_kept_and_changes_only_with_the_address(tmp_path: Path) -> None:
    kept = address_file(tmp_path)
    assert kept.read_text() == "\n"
    os.utime(kept, (1, 1))
    assert address_file(tmp_path).stat().st_mtime == 1  # the same: left as it was
    assert address_file(tmp_path, URL="https://ff.netlify.app").read_text() == \
        "https://ff.netlify.app\n"
    changed = address_file(tmp_path, SITE_URL="https://games.example.org/", URL="x")
    assert changed.read_text() == "https://games.example.org/\n"  # SITE_URL first
    os.utime(changed, (1, 1))
    assert address_file(tmp_path, SITE_URL="https://games.example.org/").stat().st_mtime == 1
    assert address_file(tmp_path, SITE_URL="https://a'b.example/").read_text() == \
        "https://a'b.example/\n"  # quoted for the shell


@pytest.mark.skipif(MAKE is None, reason="no make")
def test_the_site_is_built_again_when_its_address_changes() -> None:
    rules = subprocess.run([MAKE, "-p", "-n", "-f", str(ROOT / "Makefile"), "FORCE"],
                           cwd=ROOT, capture_output=True, text=True, check=False).stdout
    stamp = next(line for line in rules.splitlines() if line.startswith("build/site.stamp:"))
    assert "build/site-address" in stamp.split(":", 1)[1].split()
