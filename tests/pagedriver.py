"""The page's app driven under CPython as the browser glue drives it: commands (what a
click on a control gives), keys, and the HTML drawn after each."""

from __future__ import annotations

import html
import re

from effects import Effect
from ffcore import Game
from keeping.store import GAME_PREFIX, MemoryStore
from screens import Event
from screens.board.playing import Play
from screens.board.reading import Board
from shell.app import App
from shell.messages import Command, Started
from shell.update import update
from ui import Ui


class WatchedStore(MemoryStore):
    """A store in memory that counts its writes."""

    def __init__(self) -> None:
        super().__init__()
        self.writes: list[str] = []

    def put(self, key: str, value: str | None) -> bool:
        self.writes.append(key)
        return super().put(key, value)


class Clock:
    """The page's time, which a test moves on (seconds since 1970)."""

    def __init__(self, now: float = 1_765_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


class Driver:
    """One page: an app on a store in memory."""

    def __init__(self, lang: str = "en", store: MemoryStore | None = None,
                 tab: MemoryStore | None = None, clock: Clock | None = None) -> None:
        self.store = store if store is not None else MemoryStore()
        #: The tab's own storage (session storage): a reload keeps it, another tab has its own.
        self.tab = tab if tab is not None else MemoryStore()
        self.clock = clock if clock is not None else Clock()
        self.app = App(ui=Ui(lang=lang), store=self.store, base_url="https://ff.example/",
                       tab=self.tab, clock=self.clock)

    def reload(self, link: str = "") -> Driver:
        """Return this page loaded again (the same tab: its storage and the device's), the
        address holding ``link``."""
        again = Driver(self.app.ui.lang, self.store, self.tab, self.clock)
        again.app.boot(link.lstrip("#"))
        update(again.app, Started())  # as the glue does once booted: what it opened is kept
        return again

    def other_tab(self) -> Driver:
        """Return another tab of the same browser: the device's storage, a tab's own."""
        other = Driver(self.app.ui.lang, self.store, clock=self.clock)
        other.app.boot("")
        update(other.app, Started())
        return other

    def saved(self) -> str | None:
        """Return what storage keeps of the game in play (None: nothing yet)."""
        key = self.app.session.kept_as
        return self.store.get(GAME_PREFIX + key) if key else None

    # What shows -------------------------------------------------------------------------

    @property
    def screen(self) -> str:
        return self.app.screen.name

    def render(self) -> str:
        """Return the page's HTML as the glue puts it on the page (settling what changed
        first, as the page's update does after each message: the save, the records, what
        the viewer has seen)."""
        self.app.settle()
        html = self.app.frame()
        self.app.drawn(html)
        return str(html)

    @property
    def game(self) -> Game | None:
        return self.app.session.game

    @property
    def viewer(self) -> str:
        return self.app.session.viewer

    @property
    def board(self) -> Board:
        """Return the board of the screen that shows (the board, the final sheet, the
        tutorial)."""
        board = next((part for part in self.app.screen.parts() if isinstance(part, Board)),
                     None)
        assert board is not None, self.app.screen.name
        return board

    # What the player does ---------------------------------------------------------------

    def command(self, name: str, /, **data: str) -> list[Effect]:
        """Click a control that gives the command ``name`` with ``data`` (through the page's
        one update, as the glue does); return the effects the update asked for."""
        return update(self.app, Command(Event(name, data))) or []

    def submit(self, name: str, form: dict[str, str], /, **data: str) -> None:
        """Click a control that gives ``name`` on a screen whose fields hold ``form``."""
        update(self.app, Command(Event(name, data, form)))

    def key(self, key: str, **data: str) -> bool:
        """Press a key (with the ``data`` of the control that has the focus); return whether
        it gave a command."""
        return self.app.key(key, data) is not None

    def start(self, names: list[str], seats: list[str] | None = None,
              machine: str | None = None, seed: int | None = None) -> bool:
        return self.app.start.new_game(names, seats, machine, seed)

    def act(self, text: str, *, sure: bool = False) -> bool:
        """Click a piece or an option that plays ``text`` (``sure``: yes to ending the work
        phase with something unused)."""
        playing = next((part for part in self.app.screen.parts() if isinstance(part, Play)),
                       None)
        assert playing is not None, self.app.screen.name
        return playing.act(text, sure=sure)

    def select(self, key: str) -> None:
        self.command("select", select=key)

    def confirm(self) -> bool:
        """Press C; return whether anything happened (a move played, a screen changed)."""
        game = self.game
        before = (len(game.history) if game else 0, self.app.screen, game)
        self.key("c")
        game = self.game
        return (len(game.history) if game else 0, self.app.screen, game) != before

    def suggest(self) -> None:
        self.command("suggest")

    def think_hint(self) -> None:
        """Let the suggestion be worked out to its end, as the glue does between clicks."""
        while not self.app.session.suggestion.think(self.app.session.game, 0.05):
            pass

    def open_link(self, fragment: str) -> None:
        self.app.open_link(fragment.lstrip("#"))

    def follow_mark(self) -> str:
        """Click the one control the tutorial marks (``data-tutorial-target``), as a player
        following it does; return what it gave (an action, a pick or a command)."""
        marked = re.findall(r"<[^>]*data-tutorial-target[^>]*>", self.render())
        assert len(marked) == 1, marked
        attrs = {name: html.unescape(value)
                 for name, value in re.findall(r'(data-[\w-]+)="([^"]*)"', marked[0])}
        if "data-action" in attrs:
            self.command("act", action=attrs["data-action"])
            return attrs["data-action"]
        if "data-select" in attrs:
            self.select(attrs["data-select"])
            return attrs["data-select"]
        self.command(attrs["data-command"])
        return attrs["data-command"]
