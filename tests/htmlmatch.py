"""Just enough CSS to test the focus declarations under CPython: which elements of the
page's HTML a screen's selectors name (tags, classes, ``[attr]``, ``[attr="v"]``,
``[attr^="v"]``, descendants and lists; no other combinator or pseudo-class)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser

#: Elements with no end tag.
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr", "use"}
_PART = re.compile(r'([a-z][a-z0-9-]*)|\.([\w-]+)|\[([\w-]+)(?:(\^?=)"((?:[^"\\]|\\.)*)")?\]')


@dataclass
class Element:
    tag: str
    attrs: dict[str, str]
    parent: Element | None = None
    children: list[Element] = field(default_factory=list)

    @property
    def classes(self) -> set[str]:
        return set(self.attrs.get("class", "").split())

    def ancestors(self) -> list[Element]:
        out, node = [], self.parent
        while node is not None:
            out.append(node)
            node = node.parent
        return out


class _Tree(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.root = Element("#root", {})
        self.at = self.root
        self.all: list[Element] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        element = Element(tag, {name: value or "" for name, value in attrs}, self.at)
        self.at.children.append(element)
        self.all.append(element)
        if tag not in VOID:
            self.at = element

    def handle_endtag(self, tag: str) -> None:
        node: Element | None = self.at
        while node is not None and node.tag != tag:
            node = node.parent
        if node is not None and node.parent is not None:
            self.at = node.parent


def parse(markup: str) -> list[Element]:
    """Return every element of ``markup``, in document order."""
    tree = _Tree()
    tree.feed(markup)
    return tree.all


def _matches_compound(element: Element, compound: str) -> bool:
    pos = 0
    while pos < len(compound):
        part = _PART.match(compound, pos)
        assert part is not None, f"unsupported selector: {compound}"
        tag, cls, attr, op, value = part.groups()
        value = (value or "").replace('\\"', '"').replace("\\\\", "\\")
        if (tag and element.tag != tag) or (cls and cls not in element.classes):
            return False
        if attr and (attr not in element.attrs or (op == "=" and element.attrs[attr] != value)
                     or (op == "^=" and not element.attrs[attr].startswith(value))):
            return False
        pos = part.end()
    return True


def _matches(element: Element, selector: str) -> bool:
    *outer, last = selector.split()
    if not _matches_compound(element, last):
        return False
    ancestors = element.ancestors()
    for compound in reversed(outer):
        while ancestors and not _matches_compound(ancestors[0], compound):
            ancestors.pop(0)
        if not ancestors:
            return False
        ancestors.pop(0)
    return True


def select(elements: list[Element], selector: str) -> list[Element]:
    """Return the elements a selector (or a list of them, comma-separated) names."""
    options = [option.strip() for option in selector.split(",")]
    return [element for element in elements if any(_matches(element, option)
                                                   for option in options)]


def first(markup: str, selectors: tuple[str, ...]) -> Element | None:
    """Return the control the glue would focus: the first match of the first selector that
    names an enabled control in ``markup`` (None if none does)."""
    elements = parse(markup)
    for selector in selectors:
        found = [element for element in select(elements, selector)
                 if "disabled" not in element.attrs]
        if found:
            return found[0]
    return None
