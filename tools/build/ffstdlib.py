"""The page's trimmed standard library, made whole when it must be (in the browser, in Pyodide).

The page boots Python with only the modules of the standard library that it imports
(tools/build/trim_stdlib.mjs writes that library, this module included as `_ffstdlib`). An import
of any other module of the standard library must still work: `install` puts a finder last on
`sys.meta_path` that, the first time such a module is asked for, fetches the whole library
that the runtime ships (the same file, from the server or the service worker's cache), puts
it in Python's file system and imports the module from it. It notes each such import as a
performance mark (MARK) and a console warning, which the browser tests look for.
"""

from __future__ import annotations

import sys
import zipimport
from collections.abc import Sequence
from importlib.machinery import ModuleSpec
from types import ModuleType

#: The modules of the whole library that the trimmed one left out, one dotted name a line:
#: beside this module in the trimmed library.
LEFT_OUT = "_ffstdlib_left_out.txt"
#: Each module imported from the whole library is noted as a performance mark "MARK:name".
MARK = "ff-stdlib-whole"
#: Where the whole library goes in Python's file system once fetched.
WHOLE = "/lib/python-whole-stdlib.zip"
#: A synchronous request hands binary data over only as text of this charset, each byte
#: above 0x7F as the character U+F700 plus the byte.
X_USER_DEFINED = "text/plain; charset=x-user-defined"
BYTES = {0xF700 + byte: byte for byte in range(0x80, 0x100)}


class WholeLibrary:
    """A meta-path finder of the modules the trimmed library left out, in the whole one."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.left_out: frozenset[str] | None = None
        self.fetched = False

    def find_spec(self, name: str, path: Sequence[str] | None = None,
                  target: ModuleType | None = None) -> ModuleSpec | None:
        if self.left_out is None:
            trimmed = zipimport.zipimporter(__file__.rpartition("/")[0])
            self.left_out = frozenset(trimmed.get_data(LEFT_OUT).decode().split())
        if name not in self.left_out:
            return None
        self._fetch(name)
        parent = name.rpartition(".")[0]
        where = "/".join([WHOLE, *parent.split(".")]) + "/" if parent else WHOLE
        return zipimport.zipimporter(where).find_spec(name)

    def _fetch(self, name: str) -> None:
        """Fetch the whole library once, synchronously: an import cannot wait otherwise."""
        from js import XMLHttpRequest, console, performance

        performance.mark(f"{MARK}:{name}")
        console.warn(f"{name} is not in the page's trimmed standard library: loading it "
                     "from the whole one (tools/build/trim_stdlib.mjs)")
        if self.fetched:
            return
        request = XMLHttpRequest.new()
        request.open("GET", self.url, False)
        request.overrideMimeType(X_USER_DEFINED)
        request.send()
        if request.status != 200:
            raise ImportError(f"{self.url}: HTTP {request.status}", name=name)
        with open(WHOLE, "wb") as whole:
            whole.write(str(request.responseText).translate(BYTES).encode("latin-1"))
        self.fetched = True


def install(url: str) -> None:
    """Look for the modules the trimmed library left out in the whole one, at url."""
    if not any(isinstance(finder, WholeLibrary) for finder in sys.meta_path):
        sys.meta_path.append(WholeLibrary(url))
