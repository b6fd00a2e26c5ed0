"""Learn to play: the board of the tutorial's game, with its step beside it.

The tutorial (tutorial_script.py) is a game of its own, in a session of its own: the game in
play and its save are left as they are. The board is the game screen's, offering only
the move the step asks for: its next piece is outlined and marked
(``data-tutorial-target``), every other piece waits. The step's words are in a region
named "Tutorial", read out when they change, with Back, Skip this step and Leave; a step
that explains has Next. The step reached is kept on the device (``ff-tutorial``), so a
reload resumes it; the last step hands over to a real game against The Machine.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, ClassVar

from effects import ScrollTop
from ffcore import Action, Game, ViewModel
from html_builder import Markup, el, join
from keeping.device import TUTORIAL_DONE
from play.seats import HUMAN
from play.session import Session
from screens import Event, Screen, command, tutorial_script
from screens.board.board import Board
from screens.board.display import BoardDisplay
from screens.board.layout import render_board
from screens.board.pieces import next_piece
from screens.board.playing import Play
from screens.final import render_outcome
from screens.tutorial_script import LAST, STEPS, Step
from speech import Speech
from texts.ui_text import t

if TYPE_CHECKING:
    from screens import Context

#: Where the focus goes after a step changes: the next thing to act on.
TARGET = ("[data-tutorial-target]", ".tutorial [data-command]")
#: Steps about what the top of the board shows (The Machine's turn, the final scores).
TOP_STEPS = ("machine", "score")


class TutorialScreen(Screen):
    """The tutorial's game, one step at a time: the board's parts (`Board`, `Play`) over a
    game of its own, offering only the step's move."""

    USES = frozenset({"device", "effects", "new_game", "push", "resume", "to_start"})

    name = "tutorial"
    HOME: ClassVar[tuple[str, ...]] = TARGET
    REVEAL = True
    FOCUS: ClassVar[dict[str, tuple[str, ...]]] = {
        name: TARGET for name in ("act", "tutorial-next", "tutorial-back", "tutorial-skip",
                                  "confirm", "end")}
    KEYS: ClassVar[dict[str, str]] = {"u": "undo", "e": "end", "c": "confirm", "o": "zoom",
                                      "escape": "escape"}
    PARTS = (Board, Play)

    def __init__(self, app: Context, step: int = 0) -> None:
        super().__init__(app)
        #: The tutorial's own game in play, never saved as the device's game.
        self.own = Session(app.ui)
        self.board = Board(app, self.own, legal=self.legal, why=self.why_not,
                           shown=self.shown_pieces)
        self.playing = Play(self.board, self.act)
        self.parts = (self.board, self.playing)
        self.player = t("start.default-name", app.ui.lang)
        self.step = tutorial_script.clamp(step)
        #: The game as each step reached began (Back goes there at once).
        self.games: dict[int, Game] = {}
        self._show(tutorial_script.game_at(self.step, self.player))

    def shows(self) -> Session:
        return self.own

    @property
    def game(self) -> Game:
        return self.board.game

    @property
    def current(self) -> Step:
        return STEPS[self.step]

    def address(self) -> str:
        return "#tutorial"  # a reload opens the tutorial again, at the step kept

    # Moving through the steps -----------------------------------------------------------

    def _show(self, game: Game, seen: int | None = None) -> None:
        """Show ``game`` as the current step begins, what happened after the first ``seen``
        events of its log shown as new; keep the step on the device."""
        self.games[self.step] = game.copy()
        self.own.begin(game, [HUMAN])
        self.own.viewer = self.player
        self.own.seen_log[self.player] = game.log_size if seen is None else seen
        self.board.picks = ()
        self.board.confirm_end = ()
        self.app.device.keep_tutorial(str(self.step))
        if self.current.key in TOP_STEPS:
            self.app.effects.append(ScrollTop())

    def go(self, step: int) -> None:
        """Go to a step: back to the game kept, forward by playing the steps between."""
        step = tutorial_script.clamp(step)
        if step < self.step:
            self.board.seen.latest, self.board.seen.machine_turn = [], []
        game = self.games.get(step)
        if game is None and step < self.step:  # opened at a later step: replayed to it
            game = tutorial_script.game_at(step, self.player)
        if game is not None:
            self.step = step
            self._show(game.copy())
            return
        game = self.game
        seen = game.log_size
        while self.step < step:
            for text in STEPS[self.step].moves:
                game.apply(text)
            self.step += 1
            self.games[self.step] = game.copy()
        self._show(game, seen)

    @command("tutorial-next")
    def next(self, event: Event) -> None:
        """Go on from a step that explains (its moves, if it plays some, are played)."""
        if not self.current.action:
            self.go(self.step + 1)

    @command("tutorial-skip")
    def skip_step(self, event: Event) -> None:
        """Go on: the tutorial makes the step's move itself."""
        self.go(self.step + 1)

    @command("tutorial-back")
    def back(self, event: Event) -> None:
        self.go(self.step - 1)

    @command("tutorial-leave")
    def leave(self, event: Event) -> None:
        """Leave the tutorial (the step stays kept, to come back to)."""
        self.app.to_start()

    @command("tutorial-play")
    def play(self, event: Event) -> None:
        """Hand over to a real game against The Machine."""
        self.app.device.keep_tutorial(TUTORIAL_DONE)
        self.app.new_game([self.player], machine=tutorial_script.NEXT_LEVEL)

    @command("tutorial-resume")
    def resume_game(self, event: Event) -> None:
        """Back to the game saved on the device."""
        self.app.device.keep_tutorial(TUTORIAL_DONE)
        self.app.resume()

    # Playing: only the step's move ------------------------------------------------------

    def legal(self) -> list[Action]:
        action = self.current.action
        return [Action.parse(action)] if action and action in self._legal_texts() else []

    def _legal_texts(self) -> list[str]:
        return [str(action) for action in self.game.legal_actions()]

    def act(self, text: str, *, sure: bool = False) -> bool:
        """Play the step's move, and go on to the next step; refuse any other, saying why."""
        if text.strip().lower() != self.current.action:
            self.app.ui.notify("info", self._waiting, urgent=True)
            return False
        game = self.game
        seen = game.log_size
        game.apply(text)
        self.step += 1
        self.board.seen.machine_turn = []  # seen: the player has moved on
        self._show(game, seen)
        return True

    @command("confirm")
    def confirm(self, event: Event) -> None:
        """C: Next on a step that explains, else the selection's only move."""
        if self.current.action:
            self.playing.confirm(event)
        else:
            self.next(event)

    def why_not(self, piece: str) -> Callable[[str], str] | None:
        """A piece that waits in the tutorial waits for the step's move."""
        return self._waiting if piece else None

    def _waiting(self, lang: str) -> str:
        return t("tutorial.waiting", lang, step=self.words(lang))

    @command("undo")
    def undo(self, event: Event) -> None:
        self.app.ui.notify("info", lambda lang: t("tutorial.undo", lang), urgent=True)

    @command("suggest")
    def suggest(self, event: Event) -> None:
        """No suggestion here: the step says what to do."""

    def shown_pieces(self) -> list[str]:
        """On a phone, the hand or the market unfolds when the step's move is there."""
        action = self.current.action
        return [next_piece(action, ())] if action else []

    # Drawing ----------------------------------------------------------------------------

    def words(self, lang: str) -> str:
        """Return the step's words in a language."""
        game = self.games.get(self.step, self.game)
        return t(f"tutorial.{self.current.key}", lang,
                 **tutorial_script.step_params(self.current, game, lang))

    def display(self, view: ViewModel) -> BoardDisplay:
        return replace(self.board.display(view), tutorial=True,
                       tutorial_action=self.current.action)

    def render(self) -> Markup:
        game = self.game
        view = replace(self.board.view(), legal=[str(action) for action in self.legal()])
        ending = render_outcome(game, self.lang) if game.is_over else None
        return render_board(view, self.display(view), ending, panel=self.panel())

    def panel(self) -> Markup:
        """Return the tutorial's region: where it stands, the step's words, its buttons."""
        lang = self.lang
        step = self.current
        return el(
            "section", {"class": "options tutorial", "role": "region",
                        "aria-labelledby": "tutorial-heading"},
            el("h2", {"id": "tutorial-heading"}, t("tutorial.heading", lang)),
            el("p", {"class": "tutorial-progress"},
               t("tutorial.progress", lang, at=self.step + 1, total=len(STEPS))),
            el("progress", {"max": len(STEPS), "value": self.step + 1,
                            "aria-hidden": "true"}),
            el("p", {"class": "tutorial-words"}, self.words(lang)),
            self._go_on(step, lang),
            el("div", {"class": "tutorial-steps"},
               el("button", {"type": "button", "data-command": "tutorial-back",
                             "disabled": self.step == 0}, t("tutorial.back", lang)),
               el("button", {"type": "button", "data-command": "tutorial-skip"},
                  t("tutorial.skip", lang)) if step.action else None,
               el("button", {"type": "button", "data-command": "tutorial-leave"},
                  t("tutorial.leave", lang))))

    def _go_on(self, step: Step, lang: str) -> Markup | None:
        """Return what goes on from the step: Next, the hand-over, or the step's move
        when it has no piece of its own (ending the work phase, the limits)."""
        mark = {"data-tutorial-target": "true"}
        if self.step == LAST:
            saved = self.app.device.kept.last_played() is not None
            return join(
                el("button", {"type": "button", "class": "primary tutorial-target",
                              "data-command": "tutorial-play", **mark},
                   t("tutorial.play", lang)),
                el("button", {"type": "button", "data-command": "tutorial-resume"},
                   t("tutorial.resume", lang)) if saved else None)
        if not step.action:
            return el("button", {"type": "button", "class": "primary tutorial-target",
                                 "data-command": "tutorial-next", **mark},
                      t("tutorial.next", lang))
        if next_piece(step.action, ()) or step.action not in self._legal_texts():
            return None
        return el("button", {"type": "button", "class": "primary option tutorial-target",
                             "data-action": step.action, **mark},
                  tutorial_script.step_params(step, self.game, lang).get("move", step.action))

    def speech(self) -> Speech:
        """The board's, the step's words in place of what the phase asks."""
        lang = self.lang
        progress = t("tutorial.progress", lang, at=self.step + 1, total=len(STEPS))
        return replace(self.board.speech(), prompt=f"{progress}. {self.words(lang)}")


def open_tutorial(app: Context) -> None:
    """Open the tutorial over the start screen, at the step kept on the device."""
    kept = app.device.tutorial or "0"
    step = int(kept) if kept.isdigit() else 0
    app.to_start()
    app.push(TutorialScreen(app, step))
