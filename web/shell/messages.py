"""Every input the page answers, as a plain value: the browser glue (glue/) turns each click,
key, change, bot decision, timer, Back or Forward, address and other tab's storage into one
of these, and `update.update` answers it (as an Elm program's messages).

Plain classes with slots rather than dataclasses: every class the page defines is carried in
Python's memory snapshot, which each first visit downloads, and a dataclass's generated
methods cost that snapshot about four times as much."""

from __future__ import annotations

from screens import Event


class Command:
    """The player gave a command (a click, a key, a field changed): the screen's or the
    page's, by its name (`Event`)."""

    __slots__ = ("event",)

    def __init__(self, event: Event) -> None:
        self.event = event


class Started:
    """The page has started: storage read and the address's link opened (`App.boot`)."""

    __slots__ = ()


class Worked:
    """Work between clicks has something to show (a suggestion worked out, the review or
    the coach done, a bot thinking): ``task`` names it (work.py)."""

    __slots__ = ("task",)

    def __init__(self, task: str) -> None:
        self.task = task


class BotMoved:
    """The bot to move has decided and its pause is over: it plays its move."""

    __slots__ = ()


class ReplayTick:
    """A replay playing by itself steps to its next move."""

    __slots__ = ()


class HistoryMoved:
    """Back or Forward reached the history's entry for the stack's ``level``."""

    __slots__ = ("level",)

    def __init__(self, level: int) -> None:
        self.level = level


class AddressChanged:
    """A link was pasted into the address bar of the open page: its ``fragment``."""

    __slots__ = ("fragment",)

    def __init__(self, fragment: str) -> None:
        self.fragment = fragment


class OtherTab:
    """Another tab kept ``value`` (None: removed) under the storage ``key``."""

    __slots__ = ("key", "value")

    def __init__(self, key: str, value: str | None) -> None:
        self.key = key
        self.value = value


class SaveChecked:
    """A pasted JSON save's checks have loaded, or ``failed`` says why not."""

    __slots__ = ("failed", "text")

    def __init__(self, text: str, failed: str = "") -> None:
        self.text = text
        self.failed = failed


class GamesFileChecked:
    """A games file's checks have loaded, or ``failed`` says why not."""

    __slots__ = ("failed", "text")

    def __init__(self, text: str, failed: str = "") -> None:
        self.text = text
        self.failed = failed


class Failed:
    """Something went wrong outside a message's handling (``reason``, for the player)."""

    __slots__ = ("reason",)

    def __init__(self, reason: str) -> None:
        self.reason = reason


Message = (Command | Started | Worked | BotMoved | ReplayTick | HistoryMoved | AddressChanged
           | OtherTab | SaveChecked | GamesFileChecked | Failed)
