"""A tiny HTML builder that escapes every piece of text.

Player names and every other string go through :func:`escape` unless they are
:class:`Markup` built here, so nothing a player types can become HTML.
"""

from __future__ import annotations

import hashlib
from html import escape as _escape


class Markup(str):
    """HTML that is already safe to insert."""

    __slots__ = ()


Child = "str | int | Markup | None | list[Child]"


def escape(text: object) -> Markup:
    """Return text as safe HTML (Markup passes through unchanged)."""
    if isinstance(text, Markup):
        return text
    return Markup(_escape(str(text), quote=True))


def _children(children: tuple[object, ...]) -> str:
    out = []
    for child in children:
        if child is None or child is False:
            continue
        if isinstance(child, list | tuple):
            out.append(_children(tuple(child)))
        else:
            out.append(escape(child))
    return "".join(out)


def el(tag: str, attrs: dict[str, object] | None = None, *children: object) -> Markup:
    """Return an element; attribute values and text children are escaped.

    An attribute whose value is None or False is left out; True writes it bare.
    """
    parts = [tag]
    for key, value in (attrs or {}).items():
        if value is None or value is False:
            continue
        name = key.rstrip("_").replace("_", "-")
        parts.append(name if value is True else f'{name}="{escape(value)}"')
    if tag in ("input", "img", "br", "hr", "meta", "link"):
        return Markup(f"<{' '.join(parts)}>")
    return Markup(f"<{' '.join(parts)}>{_children(children)}</{tag}>")


def stamped(element: Markup) -> Markup:
    """Return ``element`` stamped with a digest of its markup (``data-ff-same``): the
    page's morph leaves an element it already shows with the same stamp as it is, without
    comparing what is inside it (web/morph.js). Most drawings change one or two of a
    board's sections and a few cards: the rest need not be compared element by element."""
    if not element:
        return element
    name_end = next(index for index, char in enumerate(element) if char in " >")
    digest = hashlib.blake2b(element.encode(), digest_size=8).hexdigest()
    return Markup(f'{element[:name_end]} data-ff-same="{digest}"{element[name_end:]}')


def join(*children: object) -> Markup:
    """Return children side by side as one piece of HTML."""
    return Markup(_children(children))
