"""Files the build makes by running a script in Node (the trimmed standard library, the memory
snapshot), kept in a cache under a key of everything they are made from."""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path


def made_in_node(cache: Path, key: str, suffix: str, script: Path, args: list[str],
                 what: str) -> Path:
    """Return the cache's file for ``key``, made first if the cache lacks it by running
    ``node script FILE *args``; it is written aside and moved in whole, so that a making cut
    short leaves nothing behind. ``what`` names the file in the error when Node is missing."""
    entry = cache / f"{hashlib.sha256(key.encode()).hexdigest()[:32]}{suffix}"
    if not entry.is_file():
        node = shutil.which("node")
        if node is None:
            sys.exit(f"node is needed to make {what} (Node 20, as for npm)")
        cache.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(prefix="making-", dir=cache) as tmp:
            made = Path(tmp) / entry.name
            subprocess.run([node, str(script), str(made), *args], check=True)
            made.replace(entry)
    return entry
