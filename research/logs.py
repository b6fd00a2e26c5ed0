"""Trial logs and recorded games: JSON lines, plain or compressed alike.

A finished log is committed compressed, as ``NAME.jsonl.gz`` (``gzip -9``); one still
growing may stay plain. Every tool here reads and appends to either: a path names the
file itself, or, where ``NAME.jsonl`` does not exist but ``NAME.jsonl.gz`` does, the
compressed one (:func:`located`), so a command written before its log was compressed
still reads it, and still resumes it. Appending to a compressed log adds a gzip member,
which readers read on as one stream; a member torn by a stopped writer is read up to the
tear, as a plain log's torn last line is.
"""

from __future__ import annotations

import gzip
from pathlib import Path
from typing import TextIO

#: What a compressed log's name ends in.
SUFFIX = ".gz"


def located(path: Path | str) -> Path:
    """Return ``path``, or its compressed copy (``path`` + ``.gz``) where only that exists."""
    path = Path(path)
    if path.suffix != SUFFIX and not path.exists():
        packed = path.with_name(path.name + SUFFIX)
        if packed.exists():
            return packed
    return path


def open_log(path: Path | str, mode: str = "r") -> TextIO:
    """Open a log as text to read (``r``), write (``w``) or append to (``a``), through gzip
    where its name ends in ``.gz`` (see :func:`located`)."""
    path = located(path)
    if path.suffix == SUFFIX:
        return gzip.open(path, mode + "t", encoding="utf-8", compresslevel=9)
    return path.open(mode, encoding="utf-8")


def read_text(path: Path | str) -> str:
    """Return a log's whole text ("" where it does not exist), a torn end left as it is."""
    path = located(path)
    if not path.exists():
        return ""
    if path.suffix != SUFFIX:
        return path.read_text(encoding="utf-8")
    parts: list[bytes] = []
    with gzip.open(path, "rb") as packed:
        try:
            while chunk := packed.read1(1 << 16):  # a chunk at a time: none lost to a tear
                parts.append(chunk)
        except (EOFError, gzip.BadGzipFile):  # the last member torn by a stopped writer
            pass
    return b"".join(parts).decode("utf-8", errors="replace")


def read_lines(path: Path | str) -> list[str]:
    """Return a log's lines (none where it does not exist)."""
    return read_text(path).splitlines()
