"""What answering a message asks the browser to do beyond drawing the page: `update.update`
returns these (the app's commands collect them in `App.effects`), and the glue
(glue/perform.py) carries them out, in order, before the drawing.

Plain classes with slots rather than dataclasses, as messages.py's: a dataclass's generated
methods cost Python's memory snapshot, which each first visit downloads, about four times as
much. They compare by their fields (`Value`)."""

from __future__ import annotations


class Value:
    """A plain value: equal to another of its class whose fields (its slots) are equal."""

    __slots__: tuple[str, ...] = ()

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and all(
            getattr(self, name) == getattr(other, name) for name in self.__slots__)

    def __hash__(self) -> int:
        return hash((type(self), *(getattr(self, name) for name in self.__slots__)))

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__slots__)
        return f"{type(self).__name__}({fields})"


class Copy(Value):
    """Put a text on the clipboard, then say so with the message ``done`` (filled with the
    ``name`` of whom it is for, if any), or show the text to copy by hand where the browser
    refuses."""

    __slots__ = ("done", "name", "text")

    def __init__(self, text: str, done: str, name: str = "") -> None:
        self.text = text
        self.done = done
        self.name = name


class Share(Value):
    """Open the device's share sheet with a link and one line of text; where the browser
    has none, or it fails, copy the link instead (then say so with ``done``, as `Copy`)."""

    __slots__ = ("done", "name", "text", "url")

    def __init__(self, url: str, text: str, done: str, name: str = "") -> None:
        self.url = url
        self.text = text
        self.done = done
        self.name = name


class Download(Value):
    """Offer a text as a file to download."""

    __slots__ = ("kind", "name", "text")

    def __init__(self, name: str, text: str, kind: str = "application/json") -> None:
        self.name = name
        self.text = text
        self.kind = kind


class OpenJsonSave(Value):
    """Open a pasted full-state save once its checks (pydantic) have loaded."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text


class CheckGamesFile(Value):
    """Read a games file (games_file.py) once its checks (pydantic) have loaded."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text


class ScrollTop(Value):
    """Show the top of the new screen."""

    __slots__ = ()


class Report(Value):
    """Write what went wrong, in full, to the browser's console (the player is told in a
    sentence)."""

    __slots__ = ("details",)

    def __init__(self, details: str) -> None:
        self.details = details


Effect = Copy | Share | Download | OpenJsonSave | CheckGamesFile | ScrollTop | Report
