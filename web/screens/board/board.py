"""The board as its viewer reads it: the part that the board, the final sheet and the
tutorial are each made of (composition: see `screens.Part`).

It holds what belongs to this look at the board: the pieces picked so far, the question
before the work phase ends, a card opened large, what just changed and what happened since
the viewer last looked, what a phone folds, the tutorial offered; it answers the commands
that read the board (a card opened, the menu, a section unfolded, a notice seen) and draws
it. The moves played on it are another part's (playing.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import ffcore
from ffcore import Action, Game, ViewModel
from ffcore.text import describe_action, describe_reason
from screens import Event, Part, attribute, command
from screens.board.coached import coach_words
from screens.board.display import BoardDisplay
from screens.board.folds import Folds
from screens.board.picks import matches, subjects
from screens.board.seen import Seen
from screens.board.spoken import board_speech
from screens.board.why import why_words
from speech import Speech

if TYPE_CHECKING:
    from play.session import Session
    from screens import Context

#: Words in any language (a function of the language).
Words = Callable[[str], str]


class Board(Part):
    """One board of a game in play, as its viewer reads it."""

    USES = frozenset({"device", "resolve_conflict", "to_start"})

    def __init__(self, app: Context, session: Session, *,
                 legal: Callable[[], list[Action]] | None = None,
                 why: Callable[[str], Words | None] | None = None,
                 shown: Callable[[], list[str]] | None = None) -> None:
        """Show the game in play of ``session``; a screen that offers fewer moves than the
        game's legal ones (the tutorial) says which (``legal``), why a piece waits
        (``why``) and which pieces a phone must show unfolded (``shown``)."""
        self.app = app
        self.session = session
        self._legal = legal
        self._why = why
        self._shown = shown
        #: The pieces picked so far, in order (see picks.py).
        self.picks: tuple[str, ...] = ()
        #: Asked before the work phase ends while something could still be used: the dice
        #: values and the cards' names, as text (empty: not asking).
        self.confirm_end: tuple[str, ...] = ()
        #: The card shown large to be read ("" for none), and the piece it is, when that
        #: piece cannot act now (its key: the card says why).
        self.zoom = ""
        self.zoom_why = ""
        #: What the viewer has seen: a move's marks, the latest events, The Machine's turn.
        self.seen = Seen()
        #: On phones: the latest events are opened; what is folded (the game's menu is the
        #: part's `popup`).
        self.latest_open = False
        self.folds = Folds()
        #: Whether to offer the tutorial (a shared link opened on a device that never
        #: played), until the player says not now.
        self.offer_tutorial = False

    @property
    def game(self) -> Game:
        game = self.session.game
        assert game is not None
        return game

    def legal(self) -> list[Action]:
        """Return the moves the board offers: every legal one, unless the screen says."""
        return self._legal() if self._legal is not None else self.game.legal_actions()

    def closed(self) -> None:
        """Left with Back: a choice half made is dropped, never played."""
        self.picks = ()
        self.confirm_end = ()
        self.zoom = ""

    # Reading the board ------------------------------------------------------------------

    @command("menu")
    def toggle_menu(self, event: Event) -> None:
        """Open or close the game's menu (on phones); any other command closes it too."""
        self.popup = "" if self.popup else "menu"

    @command("fold")
    def fold(self, event: Event) -> None:
        """Unfold a section folded on a phone (the hand, the market), or fold it again."""
        self.folds.toggle(event.data.get("section", ""))

    @command("latest")
    def toggle_latest(self, event: Event) -> None:
        self.latest_open = not self.latest_open

    @command("zoom")
    def open_card(self, event: Event) -> None:
        """Show a card large over the board, to be read (with why it cannot act now, when
        the player tapped a card that cannot)."""
        slug = event.data.get("card", "")
        self.zoom = slug if slug in ffcore.BLUEPRINTS or slug in ffcore.CONTRACTORS else ""
        self.zoom_why = event.data.get("why", "") if self.zoom else ""

    @command("zoom-close")
    def close_card(self, event: Event) -> None:
        self.zoom = ""

    @command("escape")
    def escape(self, event: Event) -> None:
        """Back out of what is open: the card shown large, the question, the picks."""
        if self.zoom:
            self.zoom = ""
        elif self.confirm_end:
            self.confirm_end = ()
        else:
            self.focus_next = tuple(attribute("data-select", pick) for pick in self.picks)
            self.picks = ()
            self.keep_hint_if_picked()

    def keep_hint_if_picked(self) -> None:
        """A suggestion stays while the picks are on its way, and goes when they part from it."""
        hint = self.session.suggestion.hint
        if hint is not None and not matches(Action.parse(str(hint[0])), self.picks):
            self.session.suggestion.hint = None

    @command("why")
    def why(self, event: Event) -> None:
        """Say why a piece the player tapped cannot act now."""
        words = self.why_not(event.data.get("piece", ""))
        if words is not None:
            self.app.ui.notify("info", words, urgent=True)

    def why_not(self, piece: str) -> Words | None:
        """Return why a piece cannot act now, in words of any language (see why.py)."""
        if self._why is not None:
            return self._why(piece)
        return why_words(self.session, self.game, piece)

    @command("machine-seen")
    def machine_seen(self, event: Event) -> None:
        self.seen.machine_turn = []

    @command("coach-seen")
    def coach_seen(self, event: Event) -> None:
        if self.session.coach is not None:
            self.session.coach.shown = None

    @command("tutorial-no")
    def tutorial_no(self, event: Event) -> None:
        """Not now: the tutorial stays on the start screen."""
        self.offer_tutorial = False

    @command("tip-seen")
    def tip_seen(self, event: Event) -> None:
        self.app.device.tip_seen()

    @command("new")
    def new(self, event: Event) -> None:
        """Back to the start screen and its list of games (this one stays in it); a notice
        of this game's stays with it."""
        self.app.ui.notice = None
        self.app.to_start()

    @command("conflict-load")
    def conflict_load(self, event: Event) -> None:
        self.app.resolve_conflict(True)

    @command("conflict-keep")
    def conflict_keep(self, event: Event) -> None:
        self.app.resolve_conflict(False)

    # Drawing ----------------------------------------------------------------------------

    def settle(self) -> None:
        """Note what the viewer sees now, once a message was handled (see seen.py); a
        section unfolded stays so for its phase only."""
        session = self.session
        self.seen.settle(self.game, session.viewer, session.seen_log)
        self.folds.settle(self.view().state)

    def view(self) -> ViewModel:
        """Return the view of the game the board is drawn from."""
        return self.seen.view(self.game, self.session.viewer)

    def speech(self) -> Speech:
        return board_speech(self.app, self.session, self.game, self.view())

    def display(self, view: ViewModel) -> BoardDisplay:
        """Return what the board is drawn from beside the game's view."""
        app, session, game = self.app, self.session, self.game
        lang = app.ui.lang
        describe = self._describer(view)
        notice = app.ui.notice
        hint = session.suggestion.hint
        return BoardDisplay(
            lang=lang, picks=self.picks, seats=session.seats,
            notice=(notice.kind, notice.text(lang)) if notice else None,
            notice_command=notice.command if notice else "",
            storage_blocked=app.ui.storage_blocked, conflict=session.conflict is not None,
            thinking=session.thinking, hinting=session.suggestion.asked,
            hint=(describe(Action.parse(str(hint[0]))),
                  describe_reason(hint[1].key, hint[1].params, lang)) if hint else None,
            hint_action=str(hint[0]) if hint else "", confirm_end=self.confirm_end,
            undo_text=describe(game.history[-1]) if game.can_undo() else "",
            changes=self.seen.moved, zoom=self.zoom, zoom_why=self._zoom_why(lang),
            card_tip=app.device.card_tip, latest=self.seen.latest,
            tutorial_offer=self.offer_tutorial, coach_note=coach_words(session.coach, lang),
            machine_turn=self.seen.machine_turn, menu=self.popup == "menu",
            latest_open=self.latest_open,
            foldable=self.folds.foldable(view.state),
            folded=self.folds.folded(view.state, self.shown_pieces()), can_share=app.ui.can_share)

    def _zoom_why(self, lang: str) -> str:
        """Return why the card shown large cannot act now ("" for nothing to say)."""
        words = self.why_not(self.zoom_why) if self.zoom else None
        return words(lang) if words is not None else ""

    def shown_pieces(self) -> list[str]:
        """Return the keys of the pieces a phone must show unfolded: the suggestion's."""
        if self._shown is not None:
            return self._shown()
        hint = self.session.suggestion.hint
        return subjects(Action.parse(str(hint[0]))) if hint is not None else []

    def _describer(self, view: ViewModel) -> Callable[[Action], str]:
        """Return how an action reads in the page's language, on the board of ``view``."""
        state, lang = view.state, self.app.ui.lang
        return lambda action: describe_action(action, view.names, state.market,
                                              state.contractors, lang)
