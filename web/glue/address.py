"""The page's address: which link it holds, and the plain address to show once it is open.

Links reach players mangled: a doubled slash (``https://host//#g=CODE``), ``/index.html``, a
tracking query string, or a fragment whose ``=`` a chat app percent-encoded (``#g%3DCODE``).
Every one of them must still open the game. (A ``#`` encoded as ``%23`` puts the link in the
path, which no file answers: the site's 404 page, web/static/404.js, forwards it here.)
"""

from __future__ import annotations

import re
from urllib.parse import unquote

#: The links the page opens: a game (``g=``), its replay (``r=``), a daily challenge (``d=``).
LINK_KINDS = ("g=", "r=", "d=")
#: The page's own screens' addresses (router.py keeps them in the browser's history).
SCREENS = ("start", "rules", "records", "settings", "tutorial")


def link_fragment(fragment: str) -> str:
    """Return the link a URL fragment holds (starting ``g=``, ``r=`` or ``d=``), or the
    page's screen it names (``rules``), or ""."""
    text = fragment.removeprefix("#")
    if text in SCREENS:
        return text
    if not text.startswith(LINK_KINDS):
        text = unquote(text)
    return text if text.startswith(LINK_KINDS) else ""


def canonical_path(path: str) -> str:
    """Return the page's path with each run of slashes made one: the browser refuses to show
    ``//``, which it reads as the start of another host's address."""
    return re.sub("/{2,}", "/", path) or "/"
