"""What the glue holds while the page lives, in one place (`HELD`): the page's objects,
handed over when it starts (the window and document, the app), and the few plain values its
handlers carry from one browser event to the next. No other module of the glue keeps
anything between events; importing this touches nothing of the browser, so the build can
import it into Python's memory snapshot."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from speech import Announcer

if TYPE_CHECKING:
    from collections.abc import Callable

    from html_builder import Markup
    from play.bot_turns import ThinkerPort
    from screens import Event, Screen
    from shell.app import App
    from shell.messages import Message

#: A control named across drawings (focus.py): a CSS selector and which of its matches it was.
Name = tuple[str, int]


class Before:
    """What the page showed before a drawing, as plain values (focus.py): the focused
    control (``held``, when the focus was in the app), the screen on top and the stack's
    depth, and whether a modal dialog was open. (A plain class: see web/effects.py.)"""

    __slots__ = ("depth", "dialog", "held", "screen")

    def __init__(self, held: Name | None, screen: Screen, depth: int, dialog: bool) -> None:
        self.held = held
        self.screen = screen
        self.depth = depth
        self.dialog = dialog


class Placing:
    """What a drawing leaves to its next frame (render.py): what showed before it (``was``,
    the screen ``shown`` and how far it was ``scrolled``), the player's input that caused
    it, and whether another screen was ``drawn_between`` (drawings before one frame are
    placed as one). (A plain class: see web/effects.py.)"""

    __slots__ = ("cause", "drawn_between", "scrolled", "shown", "was")

    def __init__(self, was: Before, cause: Event | None, shown: Screen | None,
                 scrolled: float, drawn_between: bool = False) -> None:
        self.was = was
        self.cause = cause
        self.shown = shown
        self.scrolled = scrolled
        self.drawn_between = drawn_between


class Drawing:
    """A drawing asked for, waiting for its own task (render.py): the click's time it is
    measured from, the player's input that caused it, what showed before it. (A plain
    class: see web/effects.py.)"""

    __slots__ = ("cause", "started", "was")

    def __init__(self, started: float | None, cause: Event | None, was: Before) -> None:
        self.started = started
        self.cause = cause
        self.was = was


@dataclass
class Page:
    """The page's window, document and the elements the glue writes into."""

    window: Any
    document: Any
    #: Where every screen is drawn (``main#app``).
    root: Any
    #: The live regions that tell screen readers what changed: politely (after what is
    #: being read) and at once (a refused move).
    announcer: Any
    alert: Any


@dataclass
class Held:
    """Everything the glue keeps between events."""

    #: The page (browser.py) and the app it shows (render.py), once the page has started,
    #: and the loop's entry (loop.py's ``run``), where what the drawing saw goes as messages.
    page: Page | None = None
    app: App | None = None
    run: Callable[[Message], None] | None = None
    #: What screen readers were told so far (render.py; plain values: texts and counts).
    announcer: Announcer = field(default_factory=Announcer)
    #: The browser's history (history.py): the level of the entry showing, as far as the
    #: glue has seen it (0: no entry made yet); the level of the page's first entry (the
    #: screens under it have none); moves through the history the glue made itself, whose
    #: popstate it must not take as the player's; the level to write into the entry they
    #: land on; and the level and address last written into the entry showing (None: not
    #: known).
    level_shown: int = 0
    base: int = 1
    own_moves: int = 0
    land_at: int = 0
    written: tuple[int, str] | None = None
    #: The focus (focus.py): the control that opened the dialog that shows; per depth of the
    #: stack, the control that opened the screen above it; whether the player's last input
    #: was a key (noted by events.py; then the focus is scrolled into view).
    dialog_opener: Name | None = None
    screen_openers: dict[int, Name | None] = field(default_factory=dict)
    by_keys: bool = False
    #: The drawing waiting for its task, the stamps of the elements the page shows
    #: (html_builder.stamped), and what the last drawing leaves to be put in place in the
    #: next frame (render.py).
    drawing: Drawing | None = None
    #: A drawing's markup written, waiting for its morph in the next task (render.py).
    morphing: Drawing | None = None
    markup: Markup | None = None
    stamps: frozenset[str] = frozenset()
    placing: Placing | None = None
    #: The running loops of the work between clicks (pacing.py), and tasks running apart from
    #: a click (perform.py): kept so that they are not garbage-collected meanwhile.
    thinking: asyncio.Future[None] | None = None
    replaying: asyncio.Future[None] | None = None
    tasks: set[asyncio.Future[None]] = field(default_factory=set)
    #: The bots' thinker off the page's thread (thinker.py): kept when the tests open the
    #: page again, as its worker's Python took a while to start.
    thinker: ThinkerPort | None = None
    #: The value of the die being dragged (events.py: drag events cannot read their data
    #: until the drop).
    dragged: str = ""


#: The one holder of the page's objects and the glue's state.
HELD = Held()


def tell(message: Message) -> None:
    """Tell the app what the page did (a drawing shown, a screen left), through the loop's
    entry as every message (render.py and placing.py, which the loop draws through)."""
    assert HELD.run is not None, "the glue has not started"
    HELD.run(message)
