"""The page's screens, and what every screen has: its state, its rendering, its commands.

Modelled on Textual's screens: a screen is an object on the app's stack (app.py), holding
its own state. It draws itself (`render`), and declares each command it answers with
`@command("name")` on the method that handles it: the names are gathered into the class's
table, `COMMANDS`, looked up when the player clicks a control carrying `data-command` (or a
piece carrying `data-action`, `data-select` or `data-unpick`). `KEYS` binds keys to
commands. A new screen is a new module here and a line where it is opened.

Each screen also says where the keyboard focus goes (`focus_after`, `focus_home`) and what
a screen reader should hear of it (`speech`): plain data (CSS selectors, texts) that the
browser glue applies after every drawing (glue/focus.py, glue/render.py).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, TypeVar

from html_builder import Markup

if TYPE_CHECKING:
    from effects import Effect
    from ffcore import Game
    from keeping.device import Device
    from keeping.record_book import Records
    from keeping.saves import Daily
    from play.session import Session
    from speech import Speech
    from ui import Ui

Method = TypeVar("Method", bound=Callable[..., None])

#: The command a field's change gives (the glue sends the screen's fields with it): the
#: screen keeps what the player put there, and the focus stays where the player moves it.
FIELD = "field"


@dataclass(frozen=True)
class Event:
    """A command from the player: its name, the data of the control it came from (its
    ``data-*`` attributes, named as the browser's ``dataset`` names them), and the fields of
    the screen (by id; a radio group by its name, with the value checked)."""

    name: str
    data: Mapping[str, str] = field(default_factory=dict)
    form: Mapping[str, str] = field(default_factory=dict)

    def value(self, key: str, default: str = "") -> str:
        """Return a field's value (stripped of nothing: names keep their spaces)."""
        return self.form.get(key, default)


def attribute(name: str, value: str) -> str:
    """Return a CSS selector of the controls whose attribute ``name`` is ``value``."""
    escaped = value.replace("\\", "\\\\").replace('"', '\\"')
    return f'[{name}="{escaped}"]'


def command(*names: str) -> Callable[[Method], Method]:
    """Mark a screen's method as the handler of the commands ``names``."""
    def mark(method: Method) -> Method:
        method.__dict__["commands"] = names
        return method
    return mark


class Context(Protocol):
    """What a screen may read of the page and ask of it: declared here, so that no screen
    depends on the app (app.py), which is the one `Context` the page has. A screen reads
    the page's settings and notice (`ui`), the game in play (`session`), what the device
    keeps (`device`, `records`); it asks the router to move between screens, and the
    browser for `effects`, carried out after the command."""

    ui: Ui
    session: Session
    device: Device
    records: Records
    #: The page's own address, without a link (shared links are made on it).
    base_url: str
    effects: list[Effect]

    # Moving between screens (the router) ---------------------------------------------

    def push(self, screen: Screen) -> None: ...

    def pop(self) -> None: ...

    def to_start(self, error: str = "") -> None: ...

    def follow_game(self) -> None: ...

    def offer_tutorial(self) -> None: ...

    def refuse(self, key: str, error: ValueError) -> None: ...

    # Games opened, started, resumed, watched -------------------------------------------

    def begin(self, game: Game, seats: list[str], daily: Daily | None = None) -> None: ...

    def new_game(self, names: list[str], *, machine: str | None = None) -> bool: ...

    def resume(self) -> None: ...

    def open_kept(self, key: str) -> None: ...

    def remove_game(self, key: str) -> None: ...

    def restore_game(self) -> None: ...

    def open_link(self, fragment: str) -> None: ...

    def open_replay(self, game: Game, seats: Sequence[str] = (), at: int = 0) -> None: ...

    def open_replay_code(self, code: str) -> None: ...

    def resolve_conflict(self, load: bool) -> None: ...

    # The settings kept on this device ------------------------------------------------------

    def set_language(self, lang: str) -> None: ...

    def set_setting(self, name: str, value: str) -> None: ...

    def open_rules(self) -> None: ...

    def open_records(self) -> None: ...

    def open_settings(self) -> None: ...

    def copy_link(self) -> None: ...

    # The board's asks --------------------------------------------------------------------

    def skip_pauses(self) -> None: ...


#: What every screen and part reads of the page: its language, settings and notice.
EVERY_SCREEN_USES = frozenset({"ui"})


class Answers:
    """What answers commands by name, from a table gathered from its `@command` marks: a
    screen, or a part of one (`Part`)."""

    #: Command name -> its handler, gathered from the @command marks of the class and its bases.
    COMMANDS: ClassVar[dict[str, Callable[[Any, Event], None]]] = {}
    #: The members of the page (`Context`) it reads or asks of, besides `EVERY_SCREEN_USES`:
    #: what it depends on, declared (tests/test_web_screens_uses.py checks that its module
    #: uses no other). What it sends are the commands it answers (`COMMANDS`) and, where it
    #: uses ``effects``, effects.
    USES: ClassVar[frozenset[str]] = frozenset()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        table = dict(cls.COMMANDS)
        for value in vars(cls).values():
            for name in getattr(value, "commands", ()):
                table[name] = value
        cls.COMMANDS = table

    def handle(self, event: Event) -> bool:
        """Carry out a command of this table; return whether it has one by that name."""
        handler = self.COMMANDS.get(event.name)
        if handler is None:
            return False
        handler(self, event)
        return True


class Part(Answers):
    """A part that several screens are made of, with its state and its own commands (the
    board and the moves played on it: screens/board/). Screens share behaviour this way, by
    composition, never one screen subclassing another: each screen says which parts it has
    (`Screen.PARTS`), and answers what they answer after its own commands."""

    #: Where a command of the part just handled wants the focus (see `Screen.focus_after`).
    focus_next: tuple[str, ...] = ()
    #: What the part shows over the screen until the next command (the phone's game menu),
    #: named by the command that opened it ("": nothing): any other command given to the
    #: screen closes it, as a browser closes a popover at a click elsewhere (light dismiss).
    popup = ""

    def settle(self) -> None:
        """A message was handled: note what the next drawing must remember (see
        `Screen.settle`)."""

    def closed(self) -> None:
        """The screen the part is in was closed: drop what was half done on it."""


class Screen(Answers):
    """One screen of the page: override `render`, mark handlers with `@command`."""

    #: The screen's name (the ``data-screen`` of the page; its tests use it).
    name: ClassVar[str] = ""
    #: Keys (``KeyboardEvent.key``, lower-case) and the commands they give.
    KEYS: ClassVar[dict[str, str]] = {}
    #: The kinds of part the screen is made of (`parts` holds them), asked in this order
    #: for a command the screen does not answer itself.
    PARTS: ClassVar[tuple[type[Part], ...]] = ()
    #: Where the focus goes after a command, by its name: CSS selectors, best first (see
    #: `focus_after`). A command not here keeps the focus on the control used.
    FOCUS: ClassVar[dict[str, tuple[str, ...]]] = {}
    #: The screen's first sensible controls, best first: where the focus goes when the
    #: screen opens, and when the control that had it is gone.
    HOME: ClassVar[tuple[str, ...]] = ()
    #: Whether the focus is scrolled into view after a tap or a click too, not only after a
    #: key (the tutorial's next piece must be in sight, wherever the last one was).
    REVEAL: ClassVar[bool] = False

    def __init__(self, app: Context) -> None:
        self.app = app
        #: Where the page was scrolled when another screen covered this one: Back and Close
        #: bring the player back there.
        self.scroll_y = 0.0
        #: Where the command just handled wants the focus (selectors, best first), when it
        #: depends on what the command did; read by `focus_after`, until the next command.
        self.focus_next: tuple[str, ...] = ()
        #: The screen's parts, of the kinds `PARTS` names, in that order (the screen sets
        #: them as it makes them).
        self.parts: tuple[Part, ...] = ()

    @property
    def lang(self) -> str:
        return self.app.ui.lang

    def render(self) -> Markup:
        """Return the screen's HTML (below the page's language switch)."""
        raise NotImplementedError

    def settle(self) -> None:
        """A message was handled (the page draws next): note what the drawing will show that
        the next drawing must remember, such as what the viewer has now seen. `render`
        itself changes nothing. By default, each part settles."""
        for part in self.parts:
            part.settle()

    def closed(self) -> None:
        """The screen was closed (Back, or its own Close): drop what was half done on it. By
        default, on each part."""
        for part in self.parts:
            part.closed()

    def focus_after(self, event: Event | None) -> tuple[str, ...]:
        """Return where the keyboard focus goes once ``event`` is carried out and the screen
        drawn again (None: a drawing no command of the player's caused, such as a bot's
        move or a suggestion arriving): CSS selectors, best first. The glue focuses the
        first visible control one of them names; () keeps the focus on the control used
        (or the one like it in the new drawing), else `focus_home`."""
        if event is None:
            return ()
        wanted = self.focus_next or next(
            (part.focus_next for part in self.parts if part.focus_next), ())
        return wanted or self.FOCUS.get(event.name, ())

    def focus_home(self) -> tuple[str, ...]:
        """Return the screen's first sensible controls, best first (see `HOME`)."""
        return self.HOME

    def speech(self) -> Speech:
        """Return what a screen reader should know of the screen as it shows now (speech.py
        says only what changed)."""
        from speech import Speech

        return Speech()

    def address(self) -> str:
        """Return the screen's own address (a fragment), which a reload opens again: ""
        for the plain address of the game (a reload resumes the saved game)."""
        return ""

    def shows(self) -> Session | None:
        """Return the game in play whose board this screen shows (None: no board)."""
        return None

    def handle(self, event: Event) -> bool:
        """Carry out a command of this screen, else of its parts; return whether one has a
        command by that name."""
        self.focus_next = ()  # a command's wish for the focus lasts until the next command
        for part in self.parts:
            part.focus_next = ()
            if part.popup != event.name:
                part.popup = ""
        return super().handle(event) or any(part.handle(event) for part in self.parts)
