"""The board: the game in play seen by the person at the device, who acts on its pieces.

The screen holds what belongs to this look at the board: the pieces picked so far, the
question before the work phase ends, a card opened large, what just changed and what
happened since the viewer last looked. The game itself, the bots and the suggestion are
the session's (session.py). Every move it plays is a legal action's canonical text,
carried by the piece or option clicked (``data-action``); the engine decides the rest.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar

import ffcore
from ffcore import Action, FFError, Game, ViewModel
from ffcore.text import describe_action, describe_reason, error_message
from html_builder import Markup
from picks import candidates, matches, subjects
from screens import Event, Screen, attribute, command
from screens.board.coached import coach_words
from screens.board.folds import Folds
from screens.board.layout import render_board
from screens.board.page import Page
from screens.board.seen import Seen
from screens.board.spoken import board_speech
from screens.board.why import why_words
from speech import Speech
from ui_text import LANGUAGE_NAMES, t

if TYPE_CHECKING:
    from screens import Context
    from session import Session

#: Where the focus goes once the board changed: the first piece or choice the phase is
#: about (a free die, a card to discard, a blueprint to take), else the choices.
NEXT_PIECE: tuple[str, ...] = (
              ".dice-tray button.die", ".hand button[data-action]", ".market button.take",
              ".market button.card", ".hand button.card", ".compound button.card",
              ".option-list button", ".options button", ".market button",
              '[data-command="undo"]')


class BoardScreen(Screen):
    """The game in play, from its viewer's side."""

    name = "board"
    KEYS: ClassVar[dict[str, str]] = {"u": "undo", "e": "end", "c": "confirm", "o": "zoom",
                                      "escape": "escape"}
    HOME: ClassVar[tuple[str, ...]] = NEXT_PIECE
    #: After a move, the next piece; after a pick, where it can go (see `select`).
    FOCUS: ClassVar[dict[str, tuple[str, ...]]] = {
        name: NEXT_PIECE for name in ("act", "end", "end-yes", "confirm", "play-hint",
                                      "machine-seen", "tip-seen", "tutorial-no", "pick")}

    def __init__(self, app: Context) -> None:
        super().__init__(app)
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
        #: On phones: the menu is open; the latest events are opened; what is folded.
        self.menu = False
        self.latest_open = False
        self.folds = Folds()

    def handle(self, event: Event) -> bool:
        """Carry out a command; any command but the menu's own button closes the menu."""
        if event.name != "menu":
            self.menu = False
        return super().handle(event)

    @command("menu")
    def toggle_menu(self, event: Event) -> None:
        """Open or close the game's menu (on phones)."""
        self.menu = not self.menu

    @command("fold")
    def fold(self, event: Event) -> None:
        """Unfold a section folded on a phone (the hand, the market), or fold it again."""
        self.folds.toggle(event.data.get("section", ""))

    @command("latest")
    def toggle_latest(self, event: Event) -> None:
        self.latest_open = not self.latest_open

    def closed(self) -> None:
        """Left with Back: a choice half made is dropped, never played."""
        self.picks = ()
        self.confirm_end = ()
        self.zoom = ""

    @property
    def session(self) -> Session:
        """Return the game in play that this board shows (the tutorial has its own)."""
        return self.app.session

    @property
    def game(self) -> Game:
        game = self.session.game
        assert game is not None
        return game

    def legal(self) -> list[Action]:
        """Return the moves the board offers: every legal one."""
        return self.game.legal_actions()

    # Playing ----------------------------------------------------------------------------

    def act(self, text: str, *, sure: bool = False) -> bool:
        """Play an action text for the person at the device; return whether it was played.

        Ending the work phase while dice or cards could still be used first asks the
        player (see Session.unused), unless ``sure``.
        """
        session = self.session
        game = self.game
        if session.bot_turn():
            return False
        if text.strip().lower() == "end" and not sure and game.current_player == session.viewer:
            unused = session.unused()
            if unused:
                self.confirm_end = unused
                return False
        before = game.copy() if session.coach is not None else None  # for the coach to judge
        try:
            game.apply(text)
        except FFError as error:
            # Its message in each language, as text: the exception would keep its traceback,
            # every frame that was running, the browser event among them, and the screen that
            # event went through (CONTRIBUTING.md: keep an exception's text, never the error).
            reasons = {lang: error_message(error, lang) for lang in LANGUAGE_NAMES}
            self.app.ui.notify("error", lambda lang: t("error.illegal", lang,
                                                       reason=reasons[lang]))
            return False
        if session.coach is not None and before is not None:
            session.coach.played(before, text)
        self.app.ui.notice = None
        session.hint = None
        self.picks = ()
        self.confirm_end = ()
        self.seen.machine_turn = []  # seen: the player has moved on
        self.app.follow_game()
        return True

    @command("act")
    def _act(self, event: Event) -> None:
        self.act(event.data["action"])

    @command("end")
    def _end(self, event: Event) -> None:
        self.act("end")

    @command("end-yes")
    def _end_yes(self, event: Event) -> None:
        self.act("end", sure=True)

    @command("end-no")
    def _end_no(self, event: Event) -> None:
        self.confirm_end = ()

    @command("select")
    def select(self, event: Event) -> None:
        """Pick a piece of the board (see picks.py); "" drops every pick.

        A piece that narrows what the picks so far allow joins them; any other
        piece starts a new choice.
        """
        key = event.data.get("select", "")
        self.confirm_end = ()
        # A pick sends the focus where the piece can go; dropping the picks, to the piece.
        self.focus_next = (".board .target[data-action]", ".board .target",
                           attribute("data-select", key)) if key else \
            tuple(attribute("data-select", pick) for pick in self.picks)
        legal = self.legal()
        picks = self.picks if candidates(legal, self.picks) else ()
        if not key:
            self.picks = ()
        elif picks and candidates(legal, (*picks, key)):
            self.picks = (*picks, key)
        elif any(matches(action, (key,)) for action in legal):
            self.picks = (key,)
        else:
            self.picks = ()
        self._keep_hint_if_picked()

    @command("pick")
    def pick(self, event: Event) -> None:
        """Make several picks at once (a die dropped on a card with several uses)."""
        keys = tuple(event.data.get("picks", "").split())
        self.picks = keys if candidates(self.legal(), keys) else ()
        self._keep_hint_if_picked()

    @command("unpick")
    def unpick(self, event: Event) -> None:
        """Take a piece back out of the picks (the last time it was picked)."""
        key = event.data.get("unpick", "")
        self.focus_next = (attribute("data-select", key),)
        picks = list(self.picks)
        if key in picks:
            del picks[len(picks) - 1 - picks[::-1].index(key)]
        self.picks = tuple(picks)
        self._keep_hint_if_picked()

    def _keep_hint_if_picked(self) -> None:
        """A suggestion stays while the picks are on its way, and goes when they part from it."""
        hint = self.session.hint
        if hint is not None and not matches(Action.parse(str(hint[0])), self.picks):
            self.session.hint = None

    @command("undo")
    def undo(self, event: Event) -> None:
        """Take back the last action of the person at the device, if allowed."""
        session = self.session
        if session.bot_turn():
            return
        try:
            self.game.undo()
            self.app.ui.notice = None
            session.hint = None  # it answered a position that is gone
            if session.coach is not None:
                session.coach.forget_after(self.game)
        except FFError:
            self.app.ui.notify("info", lambda lang: t("undo.nothing", lang), urgent=True)
        self.picks = ()
        self.confirm_end = ()

    @command("confirm", "play-hint")
    def confirm(self, event: Event) -> None:
        """Say yes to what the board asks (the C key): skip a bot's pause, end the work
        phase when asked, play the suggestion shown, or the selection's only move."""
        session = self.session
        if session.bot_turn():
            self.app.skip_pauses()
            return
        if not session.my_turn():
            return
        if self.confirm_end:
            self.act("end", sure=True)
        elif session.hint is not None:
            self.act(str(session.hint[0]))
        elif self.picks:
            moves = candidates(self.legal(), self.picks)
            if len(moves) == 1:
                self.act(str(moves[0]))

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
            self._keep_hint_if_picked()

    @command("skip")
    def skip(self, event: Event) -> None:
        self.app.skip_pauses()

    @command("suggest")
    def suggest(self, event: Event) -> None:
        """Ask the strong bot what to do: the suggestion answers the whole position, not a
        choice begun before it."""
        if self.session.my_turn():
            self.picks = ()
            self.confirm_end = ()
            self.session.suggest()

    @command("zoom")
    def open_card(self, event: Event) -> None:
        """Show a card large over the board, to be read (with why it cannot act now, when
        the player tapped a card that cannot)."""
        slug = event.data.get("card", "")
        self.zoom = slug if slug in ffcore.BLUEPRINTS or slug in ffcore.CONTRACTORS else ""
        self.zoom_why = event.data.get("why", "") if self.zoom else ""

    @command("why")
    def why(self, event: Event) -> None:
        """Say why a piece the player tapped cannot act now."""
        words = self.why_not(event.data.get("piece", ""))
        if words is not None:
            self.app.ui.notify("info", words, urgent=True)

    def why_not(self, piece: str) -> Callable[[str], str] | None:
        """Return why a piece cannot act now, in words of any language (see why.py)."""
        return why_words(self.session, self.game, piece)

    @command("zoom-close")
    def close_card(self, event: Event) -> None:
        self.zoom = ""

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
        self.app.ui.tutorial_offer = False

    @command("tip-seen")
    def tip_seen(self, event: Event) -> None:
        self.app.tip_seen()

    @command("new")
    def new(self, event: Event) -> None:
        """Back to the start screen (the saved game stays until a new one starts)."""
        self.app.to_start()

    @command("conflict-load")
    def conflict_load(self, event: Event) -> None:
        self.app.resolve_conflict(True)

    @command("conflict-keep")
    def conflict_keep(self, event: Event) -> None:
        self.app.resolve_conflict(False)

    # Drawing ----------------------------------------------------------------------------

    def speech(self) -> Speech:
        return board_speech(self.app, self.session, self.game, self.view())

    def settle(self) -> None:
        """Note what the viewer sees now, once a message was handled (see seen.py); a
        section unfolded stays so for its phase only."""
        session = self.session
        self.seen.settle(self.game, session.viewer, session.seen_log)
        self.folds.settle(self.view().state)

    def view(self) -> ViewModel:
        """Return the view of the game the board is drawn from."""
        return self.seen.view(self.game, self.session.viewer)

    def render(self) -> Markup:
        view = self.view()
        return render_board(view, self.page(view))

    def page(self, view: ViewModel) -> Page:
        """Return what the board is drawn from beside the game's view."""
        app, session, game = self.app, self.session, self.game
        describe = self._describer(view)
        lang = app.ui.lang
        notice = app.ui.notice
        hint = session.hint
        return Page(
            lang=lang, picks=self.picks, seats=session.seats,
            notice=(notice.kind, notice.text(lang)) if notice else None,
            notice_command=notice.command if notice else "",
            storage_blocked=app.ui.storage_blocked, conflict=session.conflict is not None,
            thinking=session.thinking, hinting=session.hinting,
            hint=(describe(Action.parse(str(hint[0]))),
                  describe_reason(hint[1].key, hint[1].params, lang)) if hint else None,
            hint_action=str(hint[0]) if hint else "", confirm_end=self.confirm_end,
            undo_text=describe(game.history[-1]) if game.can_undo() else "",
            changes=self.seen.moved, zoom=self.zoom, zoom_why=self._zoom_why(lang),
            card_tip=app.ui.card_tip, latest=self.seen.latest,
            tutorial_offer=app.ui.tutorial_offer, coach_note=coach_words(session.coach, lang),
            machine_turn=self.seen.machine_turn, menu=self.menu, latest_open=self.latest_open,
            foldable=self.folds.foldable(view.state),
            folded=self.folds.folded(view.state, self.shown_pieces()), can_share=app.ui.can_share)

    def _zoom_why(self, lang: str) -> str:
        """Return why the card shown large cannot act now ("" for nothing to say)."""
        words = self.why_not(self.zoom_why) if self.zoom else None
        return words(lang) if words is not None else ""

    def shown_pieces(self) -> list[str]:
        """Return the keys of the pieces a phone must show unfolded: the suggestion's."""
        hint = self.session.hint
        return subjects(Action.parse(str(hint[0]))) if hint is not None else []

    def _describer(self, view: ViewModel) -> Callable[[Action], str]:
        """Return how an action reads in the page's language, on the board of ``view``."""
        state, lang = view.state, self.app.ui.lang
        return lambda action: describe_action(action, view.names, state.market,
                                              state.contractors, lang)
