"""The board: the game in play seen by the person at the device, who acts on its pieces.

The screen is made of two parts (composition, see `screens.Part`), which the final sheet
and the tutorial use too: the board as its viewer reads it (board.py: the picks, the
question before the work phase ends, a card opened large, what just changed and what
happened since the viewer last looked) and the moves played on it (playing.py). The game
itself, the bots and the suggestion are the session's (session.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from html_builder import Markup
from screens import Screen
from screens.board.board import Board
from screens.board.layout import render_board
from screens.board.playing import Play
from speech import Speech

if TYPE_CHECKING:
    from play.session import Session
    from screens import Context

#: Where the focus goes once the board changed: sending the game to a friend whose move it
#: is, else the first piece or choice the phase is about (a free die, a card to discard, a
#: blueprint to take), else the choices.
NEXT_PIECE: tuple[str, ...] = (
              ".options button.send", ".dice-tray button.die", ".hand button[data-action]",
              ".market button.take", ".market button.card", ".hand button.card",
              ".compound button.card", ".option-list button", ".options button",
              ".market button", '[data-command="undo"]')
#: After a notice of the board is seen, the next piece (see `BoardScreen.FOCUS`).
READING_FOCUS: dict[str, tuple[str, ...]] = {
    name: NEXT_PIECE for name in ("machine-seen", "tip-seen", "tutorial-no")}


class BoardScreen(Screen):
    """The game in play, from its viewer's side."""

    USES = frozenset({"session"})

    name = "board"
    KEYS: ClassVar[dict[str, str]] = {"u": "undo", "e": "end", "c": "confirm", "o": "zoom",
                                      "escape": "escape"}
    HOME: ClassVar[tuple[str, ...]] = NEXT_PIECE
    #: After a move, the next piece; after a pick, where it can go (see `Play.select`).
    FOCUS: ClassVar[dict[str, tuple[str, ...]]] = {
        **READING_FOCUS, **{name: NEXT_PIECE for name in ("act", "end", "end-yes", "confirm",
                                                          "play-hint", "pick")}}
    PARTS = (Board, Play)

    def __init__(self, app: Context) -> None:
        super().__init__(app)
        self.board = Board(app, app.session)
        self.playing = Play(self.board)
        self.parts = (self.board, self.playing)

    @property
    def offer_tutorial(self) -> bool:
        """Return whether the board offers the tutorial (see `Board.offer_tutorial`)."""
        return self.board.offer_tutorial

    @offer_tutorial.setter
    def offer_tutorial(self, offer: bool) -> None:
        self.board.offer_tutorial = offer

    def shows(self) -> Session:
        return self.board.session

    def speech(self) -> Speech:
        return self.board.speech()

    def render(self) -> Markup:
        view = self.board.view()
        return render_board(view, self.board.display(view))
