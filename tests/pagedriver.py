"""The page's app driven under CPython as the browser glue drives it: every input a message
to the one update (web/shell/update.py), of the kinds the glue sends (a click's or a key's
command, a link pasted, Back and Forward, the page started), the work between clicks done
through the same slices and messages as the glue's pacing (web/shell/work.py), and the HTML
drawn after each."""

from __future__ import annotations

import html
import re

from effects import Effect, Report
from ffcore import Game
from keeping.store import GAME_PREFIX, MemoryStore
from screens import Event
from screens.board.board import Board
from screens.board.playing import Play
from shell.app import App
from shell.messages import AddressChanged, Command, Drawn, HistoryMoved, Message, Started
from shell.update import update
from shell.work import Task
from ui import Ui

#: How long each slice of the work between clicks may take here (seconds).
SLICE = 0.05


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

    def send(self, message: Message) -> list[Effect] | None:
        """Send ``message`` to the page's one update, as the glue does; return the effects
        it asked for (None: nothing to draw). An error in its answer, which the page tells
        the player and reports, fails the test."""
        effects = update(self.app, message)
        reports = [effect.details for effect in effects or () if isinstance(effect, Report)]
        assert not reports, "\n".join(reports)
        return effects

    def boot(self, link: str = "") -> None:
        """Start the page on an address that holds ``link`` (as the glue does once the page
        has loaded: `Started`, in this page's language unless the device keeps one)."""
        self.send(Started(link.lstrip("#"), self.app.ui.lang))

    def reload(self, link: str = "") -> Driver:
        """Return this page loaded again (the same tab: its storage and the device's), the
        address holding ``link``."""
        again = Driver(self.app.ui.lang, self.store, self.tab, self.clock)
        again.boot(link)
        return again

    def other_tab(self) -> Driver:
        """Return another tab of the same browser: the device's storage, a tab's own."""
        other = Driver(self.app.ui.lang, self.store, clock=self.clock)
        other.boot()
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
        """Return the page's HTML as the glue puts it on the page, and tell the app it shows
        (`Drawn`). What a test set up directly (`start`, a game played on by hand) is settled
        first, as the update settles each message: the save, the records, what the viewer
        has seen."""
        self.app.settle()
        html = self.app.frame()
        self.send(Drawn(html))
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
        board = next((part for part in self.app.screen.parts if isinstance(part, Board)),
                     None)
        assert board is not None, self.app.screen.name
        return board

    # What the player does ---------------------------------------------------------------

    def command(self, name: str, /, **data: str) -> list[Effect]:
        """Click a control that gives the command ``name`` with ``data`` (through the page's
        one update, as the glue does); return the effects the update asked for."""
        return self.send(Command(Event(name, data))) or []

    def submit(self, name: str, form: dict[str, str], /, **data: str) -> None:
        """Click a control that gives ``name`` on a screen whose fields hold ``form``."""
        self.send(Command(Event(name, data, form)))

    def key(self, key: str, **data: str) -> bool:
        """Press a key (with the ``data`` of the control that has the focus); return whether
        it gave a command (sent as the glue sends it: the screen's command for that key)."""
        name = self.app.key_command(key)
        if name is None:
            return False
        self.send(Command(Event(name, data)))
        return True

    def start(self, names: list[str], seats: list[str] | None = None,
              machine: str | None = None, seed: int | None = None) -> bool:
        """Set up a new game from the start screen, seeded (no control of the page's asks
        for a seed: the game is set up directly, as scenario.py builds positions)."""
        return self.app.start.new_game(names, seats, machine, seed)

    def act(self, text: str, *, sure: bool = False) -> bool:
        """Click a piece or an option that plays ``text`` (``sure``: yes to ending the work
        phase with something unused, when the board asks); return whether it was played."""
        playing = next((part for part in self.app.screen.parts if isinstance(part, Play)),
                       None)
        assert playing is not None, self.app.screen.name
        game = playing.board.game
        moves = game.action_count
        self.command("act", action=text)
        if sure and text.strip().lower() == "end" and game.action_count == moves and \
                playing.board.confirm_end:
            self.command("end-yes")
        return game.action_count != moves

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

    def work(self, *tasks: Task, most: int = 100_000) -> int:
        """Do the work between clicks that waits, of the kinds ``tasks`` (all, by default),
        as the glue's pacing does but without its pauses: each slice's finding sent to the
        update; return how many slices it took (at most ``most``)."""
        work = self.app.work
        slices = 0
        while slices < most and (task := work.next()) is not None and \
                (not tasks or task in tasks):
            found = work.think(task, SLICE)
            if found is not None:
                self.send(found)
            slices += 1
        return slices

    def think_hint(self) -> None:
        """Let the suggestion asked for be worked out to its end, as the glue does between
        clicks."""
        self.work("hint")

    def bot_moves(self) -> int:
        """Let the bots to move think and play until a person is to move (or the board no
        longer shows), as the glue does between clicks without its pauses; return how many
        moves they played."""
        game = self.game
        moves = game.action_count if game is not None else 0
        self.work("bot")
        game = self.game
        return (game.action_count if game is not None else 0) - moves

    def open_link(self, fragment: str) -> None:
        """Paste a link into the address bar of the open page (as the glue sends it)."""
        self.send(AddressChanged(fragment.lstrip("#")))

    def go(self, level: int) -> None:
        """Go Back or Forward to the browser's history entry of the stack's ``level``."""
        self.send(HistoryMoved(level))

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
