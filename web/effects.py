"""What answering a message asks the browser to do beyond drawing the page: `update.update`
returns these (the app's commands collect them in `App.effects`), and the glue
(glue/perform.py) carries them out, in order, before the drawing."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Copy:
    """Put a text on the clipboard, then say so with the message ``done`` (or show the text
    to copy by hand where the browser refuses)."""

    text: str
    done: str


@dataclass(frozen=True)
class Share:
    """Open the device's share sheet with a link and one line of text; where the browser
    has none, or it fails, copy the link instead (then say so with ``done``)."""

    url: str
    text: str
    done: str


@dataclass(frozen=True)
class Download:
    """Offer a text as a file to download."""

    name: str
    text: str
    kind: str = "application/json"


@dataclass(frozen=True)
class OpenJsonSave:
    """Open a pasted full-state save once its checks (pydantic) have loaded."""

    text: str


@dataclass(frozen=True)
class ScrollTop:
    """Show the top of the new screen."""


@dataclass(frozen=True)
class Report:
    """Write what went wrong, in full, to the browser's console (the player is told in a
    sentence)."""

    details: str


Effect = Copy | Share | Download | OpenJsonSave | ScrollTop | Report
