"""The moves played on a board: the part of the board and tutorial screens that picks
pieces, plays, undoes, confirms and asks for a suggestion (composition: see
`screens.Part`). Every move it plays is a legal action's canonical text, carried by the
piece or option clicked (``data-action``); the engine decides the rest."""

from __future__ import annotations

from collections.abc import Callable

from ffcore import FFError
from ffcore.text import error_message
from screens import Event, Part, attribute, command
from screens.board.board import Board
from screens.board.picks import candidates, matches
from texts.ui_text import LANGUAGE_NAMES, t

#: How a screen plays an action text (``sure``: without asking before the work phase ends).
Act = Callable[..., bool]


class Play(Part):
    """The moves the person at the device plays on ``board``."""

    USES = frozenset({"follow_game", "skip_pauses"})

    def __init__(self, board: Board, act: Act | None = None) -> None:
        """Play on ``board``; a screen that plays moves its own way (the tutorial) says how
        (``act``, called as ``act(text, sure=False)``)."""
        self.board = board
        self._act = act if act is not None else self._apply

    def act(self, text: str, *, sure: bool = False) -> bool:
        """Play an action text for the person at the device, the screen's way; return
        whether it was played."""
        return self._act(text, sure=sure)

    def _apply(self, text: str, *, sure: bool = False) -> bool:
        """Play an action text for the person at the device; return whether it was played.

        Ending the work phase while dice or cards could still be used first asks the
        player (see Session.unused), unless ``sure``.
        """
        board = self.board
        app, session, game = board.app, board.session, board.game
        if session.bot_turn() or session.link_turn():  # not this device's move
            return False
        if text.strip().lower() == "end" and not sure and game.current_player == session.viewer:
            unused = session.unused()
            if unused:
                board.confirm_end = unused
                return False
        before = game.copy() if session.coach is not None else None  # for the coach to judge
        try:
            game.apply(text)
        except FFError as error:
            # Its message in each language, as text: the exception would keep its traceback,
            # every frame that was running, the browser event among them, and the screen that
            # event went through (CONTRIBUTING.md: keep an exception's text, never the error).
            reasons = {lang: error_message(error, lang) for lang in LANGUAGE_NAMES}
            app.ui.notify("error", lambda lang: t("error.illegal", lang, reason=reasons[lang]))
            return False
        if session.coach is not None and before is not None:
            session.coach.played(before, text)
        app.ui.notice = None
        session.suggestion.hint = None
        board.picks = ()
        board.confirm_end = ()
        board.seen.machine_turn = []  # seen: the player has moved on
        app.follow_game()
        return True

    @command("act")
    def _act_command(self, event: Event) -> None:
        self.act(event.data["action"])

    @command("end")
    def _end(self, event: Event) -> None:
        self.act("end")

    @command("end-yes")
    def _end_yes(self, event: Event) -> None:
        self.act("end", sure=True)

    @command("end-no")
    def _end_no(self, event: Event) -> None:
        self.board.confirm_end = ()

    @command("select")
    def select(self, event: Event) -> None:
        """Pick a piece of the board (see picks.py); "" drops every pick.

        A piece that narrows what the picks so far allow joins them; any other
        piece starts a new choice.
        """
        board = self.board
        key = event.data.get("select", "")
        board.confirm_end = ()
        # A pick sends the focus where the piece can go; dropping the picks, to the piece.
        self.focus_next = (".board .target[data-action]", ".board .target",
                           attribute("data-select", key)) if key else \
            tuple(attribute("data-select", pick) for pick in board.picks)
        legal = board.legal()
        picks = board.picks if candidates(legal, board.picks) else ()
        if not key:
            board.picks = ()
        elif picks and candidates(legal, (*picks, key)):
            board.picks = (*picks, key)
        elif any(matches(action, (key,)) for action in legal):
            board.picks = (key,)
        else:
            board.picks = ()
        board.keep_hint_if_picked()

    @command("pick")
    def pick(self, event: Event) -> None:
        """Make several picks at once (a die dropped on a card with several uses)."""
        board = self.board
        keys = tuple(event.data.get("picks", "").split())
        board.picks = keys if candidates(board.legal(), keys) else ()
        board.keep_hint_if_picked()

    @command("unpick")
    def unpick(self, event: Event) -> None:
        """Take a piece back out of the picks (the last time it was picked)."""
        board = self.board
        key = event.data.get("unpick", "")
        self.focus_next = (attribute("data-select", key),)
        picks = list(board.picks)
        if key in picks:
            del picks[len(picks) - 1 - picks[::-1].index(key)]
        board.picks = tuple(picks)
        board.keep_hint_if_picked()

    @command("undo")
    def undo(self, event: Event) -> None:
        """Take back the last action of the person at the device, if allowed."""
        board = self.board
        app, session = board.app, board.session
        if session.bot_turn() or session.link_turn():
            return
        try:
            board.game.undo()
            app.ui.notice = None
            session.suggestion.hint = None  # it answered a position that is gone
            if session.coach is not None:
                session.coach.forget_after(board.game)
        except FFError:
            app.ui.notify("info", lambda lang: t("undo.nothing", lang), urgent=True)
        board.picks = ()
        board.confirm_end = ()

    @command("confirm", "play-hint")
    def confirm(self, event: Event) -> None:
        """Say yes to what the board asks (the C key): skip a bot's pause, end the work
        phase when asked, play the suggestion shown, or the selection's only move."""
        board = self.board
        session = board.session
        if session.bot_turn():
            board.app.skip_pauses()
            return
        if not session.my_turn():
            return
        if board.confirm_end:
            self.act("end", sure=True)
        elif session.suggestion.hint is not None:
            self.act(str(session.suggestion.hint[0]))
        elif board.picks:
            moves = candidates(board.legal(), board.picks)
            if len(moves) == 1:
                self.act(str(moves[0]))

    @command("skip")
    def skip(self, event: Event) -> None:
        self.board.app.skip_pauses()

    @command("suggest")
    def suggest(self, event: Event) -> None:
        """Ask the strong bot what to do: the suggestion answers the whole position, not a
        choice begun before it."""
        board = self.board
        if board.session.my_turn():
            board.picks = ()
            board.confirm_end = ()
            board.session.suggest()
