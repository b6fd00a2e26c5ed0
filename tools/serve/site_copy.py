"""A copy of the built site whose pages run one more script first (tests and measurements).

The engine smoke (e2e/engines/) adds a probe that notes the page's errors, as WebKitWebDriver
reports none; tools/bench/trace_load.py adds a tracer of the load's steps.
"""

from __future__ import annotations

import base64
import hashlib
import shutil
from pathlib import Path

#: Pages with a <head> to put the script in: the game and the empty page of
# tools/bench/bench_load.py.
PAGES = ("index.html", "bench/empty.html")


def _integrity(data: bytes) -> str:
    return "sha256-" + base64.b64encode(hashlib.sha256(data).digest()).decode()


def with_first_script(source: Path, target: Path, script: Path) -> Path:
    """Copy the site in source to target, with script as the first script of every page; return
    target.

    The service worker checks each file it precaches against the build's hash list: a changed
    page's entry in sw.js is updated too."""
    shutil.copytree(source, target)
    shutil.copy(script, target / script.name)
    sw = target / "sw.js"
    hashes = sw.read_text()
    for page in PAGES:
        path = target / page
        original = path.read_bytes()
        tag = f'<head>\n  <script src="{"../" * page.count("/")}{script.name}"></script>'
        changed = original.replace(b"<head>", tag.encode(), 1)
        if changed == original:
            raise ValueError(f"{page} has no <head>")
        path.write_bytes(changed)
        if page == "index.html" and _integrity(original) not in hashes:
            raise ValueError("sw.js does not list index.html's hash")
        hashes = hashes.replace(_integrity(original), _integrity(changed))
    sw.write_text(hashes)
    return target
