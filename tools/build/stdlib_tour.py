"""What the page takes from the standard library, found by doing what it does, and the page's
trimmed library written from it (run in the vendored Pyodide, in Node, by
tools/build/trim_stdlib.mjs).

`tour` imports the page's modules (every module of its wheels but the terminal's) and what
they and the page's scripts import in their functions (names found in their sources by
tools/build/trim_stdlib.py), then takes the paths whose imports happen inside libraries: a JSON
save written and checked (pydantic), a replay, a review's first slice, the daily challenge,
an error's report. Every module of the standard library then in `sys.modules` is used.

`write_library` writes those modules into the trimmed library: precompiled to bytecode, as
`python -OO` would (no docstrings nor asserts), each function's line table reduced to its
first line (a third of the download; tracebacks still name the file and the function), in a
zip stored uncompressed (the server compresses it whole, far better than zip does file by
file), plus `_ffstdlib` (tools/build/ffstdlib.py), which fetches the whole library for any module
left out, and the list of those modules.

Reproducible: same inputs, same bytes (sorted entries, fixed times, hash-based .pyc without
checks, a fixed string-hash seed in the interpreter that compiles).
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.util
import marshal
import sys
import traceback
import zipfile
from collections.abc import Iterable
from types import CodeType

#: The name of tools/build/ffstdlib.py in the trimmed library.
FINDER = "_ffstdlib"
ZIP_DATE = (1980, 1, 1, 0, 0, 0)
#: A line table entry "no column, same line" (Python 3.11+'s location table) covers at most
#: this many code units.
LINE_SPAN = 8


def _lazy_paths() -> None:
    """Take once each path of the page whose imports happen inside libraries."""
    import ffcore
    from ffcore import bots, daily
    from ffcore.bots.review import Review
    from ffcore.replay import Replay

    game = ffcore.new_game(["Ann"], seed=1, machine="easy")
    bot = bots.make("steady")
    for _ in range(12):
        if game.is_over or game.current_player is None:
            break
        search = bot.start(game.view(game.current_player))
        while not search.step(0.05):
            pass
        game.apply(search.best())
    ffcore.from_json(game.to_json())  # a JSON save, written and checked by pydantic
    replay = Replay.from_code(game.to_code())
    replay.view_at(replay.positions - 1, "Ann")
    Review(replay, "Ann").step(0.01)
    daily.daily_game(daily.today(), "easy", "Ann")
    try:
        raise ValueError("an internal error, as the page reports one")
    except ValueError as error:
        "".join(traceback.format_exception(error))


def tour(modules: Iterable[str]) -> list[str]:
    """Import the modules (those Node has: not `js.document` nor `pyscript`), take the lazy
    paths, and return the names of every module then imported, frozen ones but."""
    for name in modules:
        with contextlib.suppress(ImportError):
            importlib.import_module(name)
    _lazy_paths()
    return sorted(name for name, module in sys.modules.items()
                  if getattr(module.__spec__, "origin", None) != "frozen")


def _flat_lines(code: CodeType) -> CodeType:
    """The code with every instruction on its first line, and so its nested code."""
    consts = tuple(_flat_lines(c) if isinstance(c, CodeType) else c for c in code.co_consts)
    units, table = len(code.co_code) // 2, bytearray()
    while units:
        span = min(units, LINE_SPAN)
        units -= span
        table += bytes([0x80 | 13 << 3 | (span - 1), 0])  # code 13: no column, line delta 0
    return code.replace(co_linetable=bytes(table), co_consts=consts)


def _pyc(source: bytes, filename: str) -> bytes:
    code = _flat_lines(compile(source, filename, "exec", dont_inherit=True, optimize=2))
    flags = 0b01  # hash-based, unchecked: no timestamp, and no source to check against
    return (importlib.util.MAGIC_NUMBER + flags.to_bytes(4, "little")
            + importlib.util.source_hash(source) + marshal.dumps(code))


def write_library(whole: str, out: str, used: Iterable[str], finder: str) -> int:
    """Write to out the modules of the whole library (a zip path) named in used, compiled,
    with the finder's source (a path) as FINDER and the list of modules left out. Returns how
    many modules were kept."""
    keep: list[tuple[str, str]] = []
    left_out: list[tuple[str, str]] = []
    with zipfile.ZipFile(whole) as library:
        sources = {_module_name(n): n for n in library.namelist() if n.endswith(".py")}
        wanted = set(used)
        for name, path in sorted(sources.items()):
            (keep if name in wanted else left_out).append((name, path))
        entries = [(path + "c", _pyc(library.read(path), f"{whole}/{path}"))
                   for _, path in keep]
    with open(finder, "rb") as source:
        entries.append((f"{FINDER}.pyc", _pyc(source.read(), f"{whole}/{FINDER}.py")))
    entries.append((f"{FINDER}_left_out.txt",
                    "".join(f"{name}\n" for name, _ in left_out).encode()))
    with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as trimmed:
        for name, data in sorted(entries):
            info = zipfile.ZipInfo(name, date_time=ZIP_DATE)
            info.create_system = 3
            info.external_attr = 0o100644 << 16
            trimmed.writestr(info, data)
    return len(keep)


def _module_name(path: str) -> str:
    return path.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
