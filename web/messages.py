"""Every input the page answers, as a plain value: the browser glue (glue/) turns each click,
key, change, bot decision, timer, Back or Forward, address and other tab's storage into one
of these, and `update.update` answers it (as an Elm program's messages)."""

from __future__ import annotations

from dataclasses import dataclass

from screens import Event


@dataclass(frozen=True)
class Command:
    """The player gave a command (a click, a key, a field changed): the screen's or the
    page's, by its name (`Event`)."""

    event: Event


@dataclass(frozen=True)
class Started:
    """The page has started: storage read and the address's link opened (`App.boot`)."""


@dataclass(frozen=True)
class Worked:
    """Work between clicks has something to show (a suggestion worked out, the review or
    the coach done, a bot thinking): ``task`` names it (work.py)."""

    task: str


@dataclass(frozen=True)
class BotMoved:
    """The bot to move has decided and its pause is over: it plays its move."""


@dataclass(frozen=True)
class ReplayTick:
    """A replay playing by itself steps to its next move."""


@dataclass(frozen=True)
class HistoryMoved:
    """Back or Forward reached the history's entry for the stack's ``level``."""

    level: int


@dataclass(frozen=True)
class AddressChanged:
    """A link was pasted into the address bar of the open page: its ``fragment``."""

    fragment: str


@dataclass(frozen=True)
class OtherTab:
    """Another tab kept ``value`` (None: removed) under the storage ``key``."""

    key: str
    value: str | None


@dataclass(frozen=True)
class SaveChecked:
    """A pasted JSON save's checks have loaded, or ``failed`` says why not."""

    text: str
    failed: str = ""


@dataclass(frozen=True)
class Failed:
    """Something went wrong outside a message's handling (``reason``, for the player)."""

    reason: str


Message = (Command | Started | Worked | BotMoved | ReplayTick | HistoryMoved | AddressChanged
           | OtherTab | SaveChecked | Failed)
