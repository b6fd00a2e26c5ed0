"""Every input the page answers, as a plain value: the browser glue (glue/) turns what the
browser tells it (the page started, a click, key or change, Back or Forward, an address,
another tab's storage, a copy's result, a drawing shown, a screen left) and what the work
between clicks finds (a bot's thinking and its move, a suggestion, the coach's verdict, a
review's progress) into one of these, each carrying what it says, and `update.update`
answers it (as an Elm program's messages). `Message` is their closed union: the update
answers each kind, which mypy checks.

Plain classes with slots rather than dataclasses: every class the page defines is carried in
Python's memory snapshot, which each first visit downloads, and a dataclass's generated
methods cost that snapshot about four times as much."""

from __future__ import annotations

from typing import TYPE_CHECKING

from screens import Event

if TYPE_CHECKING:
    from effects import Copy
    from ffcore import Action
    from ffcore.bots import Hint
    from ffcore.bots.review import Finding, Review
    from html_builder import Markup
    from play.bot_turns import Position, ThinkerPort
    from play.coach import Note
    from screens import Screen


class Command:
    """The player gave a command (a click, a key, a field changed): the screen's or the
    page's, by its name (`Event`)."""

    __slots__ = ("event",)

    def __init__(self, event: Event) -> None:
        self.event = event


class Started:
    """The page has started: the ``link`` its address holds (glue/address.py; "" for none),
    the browser's language (``lang``: the page's until the player chooses one), whether the
    browser has a share sheet and whether the system asks for less motion, and the bots'
    thinker off the page's thread, if it has one (play/thinker.py). Storage is read and the
    link opened then (`App.boot`)."""

    __slots__ = ("can_share", "lang", "link", "reduced_motion", "thinker")

    def __init__(self, link: str = "", lang: str = "en", *, can_share: bool = False,
                 reduced_motion: bool = False, thinker: ThinkerPort | None = None) -> None:
        self.link = link
        self.lang = lang
        self.can_share = can_share
        self.reduced_motion = reduced_motion
        self.thinker = thinker


class BotThinking:
    """Whose thinking the board shows changed: the bot ``name`` began thinking about its
    move ("": it has decided, and its move waits for the pause after the last)."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name


class BotMoved:
    """The bot to move decided ``action`` at the position ``at`` (play/bot_turns.py), and
    the pause after the last move is over: it plays it."""

    __slots__ = ("action", "at")

    def __init__(self, action: Action, at: Position) -> None:
        self.action = action
        self.at = at


class Suggested:
    """The suggestion asked for at the position ``at`` is worked out: ``hint`` (None: the
    question no longer stands, the player having moved or left meanwhile)."""

    __slots__ = ("at", "hint")

    def __init__(self, at: Position | None, hint: Hint | None) -> None:
        self.at = at
        self.hint = hint


class Coached:
    """The coach judged the move ``played`` at the position ``at`` (its action count):
    ``note``, when it cost something worth keeping (play/coach.py), else None."""

    __slots__ = ("at", "note", "played")

    def __init__(self, at: int, played: str, note: Note | None) -> None:
        self.at = at
        self.played = played
        self.note = note


class Reviewed:
    """The game review ``review`` got ``progress`` of the way (0 to 1); ``findings`` once it
    is done (None while under way)."""

    __slots__ = ("findings", "progress", "review")

    def __init__(self, review: Review, progress: float,
                 findings: list[Finding] | None = None) -> None:
        self.review = review
        self.progress = progress
        self.findings = findings


class Idle:
    """No bot is to move any more, nor a suggestion, review or coach's look waits (at most a
    suggestion worked out ahead, unseen): the pauses skipped were skipped for those bots'
    turns only. ``shown``: the player saw some of that work happen, and the page is drawn
    again as it now stands."""

    __slots__ = ("shown",)

    def __init__(self, shown: bool = False) -> None:
        self.shown = shown


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
    """Another tab kept ``value`` (None: removed) under the storage ``key``. Only its saved
    game, or the list of games, changes what this page shows: each tab drawn again at every
    drawing of the other's (which keeps its screen) would keep both drawing."""

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


class Copied:
    """What `copy` asked for went on the clipboard (``copied``), or the browser refused."""

    __slots__ = ("copied", "copy")

    def __init__(self, copy: Copy, copied: bool) -> None:
        self.copy = copy
        self.copied = copied


class Drawn:
    """The page shows ``html``, the drawing of the screen on top (glue/render.py)."""

    __slots__ = ("html",)

    def __init__(self, html: Markup) -> None:
        self.html = html


class ScreenLeft:
    """Another screen shows in place of ``screen``, which the page had scrolled ``y`` down:
    Back and Close bring the player back there (glue/placing.py)."""

    __slots__ = ("screen", "y")

    def __init__(self, screen: Screen, y: float) -> None:
        self.screen = screen
        self.y = y


class Failed:
    """Something went wrong outside a message's handling (``reason``, for the player)."""

    __slots__ = ("reason",)

    def __init__(self, reason: str) -> None:
        self.reason = reason


Message = (Command | Started | BotThinking | BotMoved | Suggested | Coached | Reviewed | Idle
           | ReplayTick | HistoryMoved | AddressChanged | OtherTab | SaveChecked
           | GamesFileChecked | Copied | Drawn | ScreenLeft | Failed)
