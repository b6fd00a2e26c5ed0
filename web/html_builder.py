"""A tiny HTML builder that escapes every piece of text.

Player names and every other string go through :func:`escape` unless they are
:class:`Markup` built here, so nothing a player types can become HTML.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Container
from functools import cache
from html import escape as _escape


class Markup(str):
    """HTML that is already safe to insert."""

    __slots__ = ()


def escape(text: object) -> Markup:
    """Return text as safe HTML (Markup passes through unchanged)."""
    if isinstance(text, Markup):
        return text
    return Markup(_escape(str(text), quote=True))


def _children(children: tuple[object, ...] | list[object], out: list[str]) -> None:
    """Append the children's HTML to ``out``. (Markup passes as it is and other text is
    escaped without a Markup made for each piece: the board's drawing writes hundreds.)"""
    for child in children:
        if child is None or child is False:
            continue
        if isinstance(child, Markup):
            out.append(child)
        elif isinstance(child, list | tuple):
            _children(child, out)
        else:
            out.append(_escape(str(child), quote=True))


#: Elements with no closing tag.
VOID = frozenset(("input", "img", "br", "hr", "meta", "link"))


@cache
def _attribute(key: str) -> str:
    """Return the attribute named by ``key`` (a trailing ``_`` dropped, ``_`` as ``-``)."""
    return key.rstrip("_").replace("_", "-")


def el(tag: str, attrs: dict[str, object] | None = None, *children: object) -> Markup:
    """Return an element; attribute values and text children are escaped.

    An attribute whose value is None or False is left out; True writes it bare.
    """
    out = ["<", tag]
    for key, value in (attrs or {}).items():
        if value is None or value is False:
            continue
        if value is True:
            out += (" ", _attribute(key))
        else:
            out += (" ", _attribute(key), '="', escape(value), '"')
    out.append(">")
    if tag not in VOID:
        _children(children, out)
        out += ("</", tag, ">")
    return Markup("".join(out))


#: What `stamped` writes after an element's tag name, before the digest of its markup.
STAMP = ' data-ff-same="'
#: A stamp's digest: 8 bytes, in hexadecimal.
DIGEST_SIZE = 8
STAMPS = re.compile(f'{STAMP}([0-9a-f]{{{2 * DIGEST_SIZE}}})"')


def stamped(element: Markup) -> Markup:
    """Return ``element`` stamped with a digest of its markup (``data-ff-same``): the
    page's morph leaves an element it already shows with the same stamp as it is, without
    comparing what is inside it (web/static/morph.js). Most drawings change one or two of a
    board's sections and a few cards: the rest need not be compared element by element."""
    if not element:
        return element
    name_end = next(index for index, char in enumerate(element) if char in " >")
    digest = hashlib.blake2b(element.encode(), digest_size=DIGEST_SIZE).hexdigest()
    return Markup(f'{element[:name_end]}{STAMP}{digest}"{element[name_end:]}')


def stamps(markup: str) -> frozenset[str]:
    """Return the stamps of the elements in ``markup``."""
    return frozenset(STAMPS.findall(markup))


def kept_out(markup: str, shown: Container[str]) -> str:
    """Return ``markup`` with each stamped element whose stamp is ``shown`` (the page shows
    that element already, the same) emptied: its tags only, marked ``data-ff-kept``. The
    page's morph leaves such an element as it is (web/static/morph.js), so the browser parses only
    what changed, as Phoenix LiveView sends a page only its changed parts."""
    out: list[str] = []
    copied = 0
    at = markup.find(STAMP)
    while at >= 0:
        digest_at = at + len(STAMP)
        if markup[digest_at:digest_at + 2 * DIGEST_SIZE] not in shown:
            at = markup.find(STAMP, digest_at)
            continue
        name = markup[markup.rfind("<", 0, at) + 1:at]  # stamped() writes after the name
        content = markup.index(">", digest_at) + 1
        end = _end_of(markup, name, content)
        out += (markup[copied:content - 1], " data-ff-kept></", name, ">")
        copied = end
        at = markup.find(STAMP, end)
    out.append(markup[copied:])
    return "".join(out)


def _end_of(markup: str, name: str, content: int) -> int:
    """Return where the element ``name`` whose content starts at ``content`` ends, after
    its closing tag. (Text and attributes are escaped: a ``<`` in markup opens a tag.)"""
    opening, closing = f"<{name}", f"</{name}>"
    depth, at = 1, content
    while True:
        close = markup.index(closing, at)
        inner = markup.find(opening, at, close)
        while inner >= 0:
            if markup[inner + len(opening)] in " >":
                depth += 1
            inner = markup.find(opening, inner + 1, close)
        depth -= 1
        at = close + len(closing)
        if depth == 0:
            return at


def join(*children: object) -> Markup:
    """Return children side by side as one piece of HTML."""
    out: list[str] = []
    _children(children, out)
    return Markup("".join(out))
