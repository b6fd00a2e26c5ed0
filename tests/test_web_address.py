"""The page's address: a link reaches the game in every form chat apps and people give it."""

from __future__ import annotations

import pytest
from pyodide_stand_in import stand_in_for_pyodide

stand_in_for_pyodide()

from glue import address  # noqa: E402


@pytest.mark.parametrize(("fragment", "link"), [
    ("#g=CODE", "g=CODE"),
    ("#g=CODE&s=human.steady", "g=CODE&s=human.steady"),
    ("#r=CODE", "r=CODE"),
    ("#d=2026-11-25.hard", "d=2026-11-25.hard"),
    ("#g%3DCODE%26s%3Dhuman.steady", "g=CODE&s=human.steady"),  # encoded by a chat app
    ("", ""),
    ("#", ""),
    ("#top", ""),
    ("#x=CODE", ""),
    ("#%zz", ""),  # not an escape: nothing to open, and no error
])
def test_the_link_a_fragment_holds(fragment: str, link: str) -> None:
    assert address.link_fragment(fragment) == link


@pytest.mark.parametrize(("path", "canonical"), [
    ("/", "/"),
    ("//", "/"),
    ("///index.html", "/index.html"),
    ("/games//ff/", "/games/ff/"),
    ("", "/"),
])
def test_the_plain_address_has_no_run_of_slashes(path: str, canonical: str) -> None:
    assert address.canonical_path(path) == canonical
