"""What the page does in answer to the player, as plain Python.

The controller holds the game, who sits where, and which screen shows. The
PyScript glue in ``main.py`` turns clicks into calls here, stores
:meth:`Controller.save_text` in local storage and puts :meth:`Controller.render`
on the page. Nothing here touches the browser, so it is tested under CPython.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from datetime import date
from typing import TYPE_CHECKING

import ffcore
import ffcore.daily
import records
import saves
from board import HUMAN, LATEST_LINES, LOG_LINES, Page, render_board
from changes import Snapshot, changes, snapshot
from ffcore import Action, BadCode, FFError, Game
from ffcore.text import (
    card_name,
    describe_action,
    describe_event,
    describe_reason,
    error_message,
    restored_message,
)
from final import render_outcome
from html_builder import Markup, el, join
from picks import candidates, matches
from records import EMPTY, Records, RecordsError
from records_screen import render_records
from replay_screen import Watching, last_move, render_panel
from rules_screen import render_rules
from saves import Refused
from screens import BOT_LEVELS, render_languages, render_pass, render_replace, render_start
from ui_text import t

if TYPE_CHECKING:  # the bots load only once one plays or a suggestion is asked for
    from ffcore.bots import Bot, Hint, Search


def _reason(error: Exception, lang: str) -> str:
    """Return why a save or link was refused, in a language."""
    if isinstance(error, FFError):
        return error_message(error, lang)
    if isinstance(error, Refused):
        return t(error.key, lang)
    return t("reason.json", lang)


#: At most this many lines of what happened are shown on the pass screen.
PASS_LINES = 12


class Controller:
    """The page's state: a screen, maybe a game, and the seats' players."""

    def __init__(self, lang: str = "en") -> None:
        self.page = Page(lang=lang)
        self.game: Game | None = None
        #: "start", "pass", "board", "replace" or "rules".
        self.screen = "start"
        #: The screen the rules reference was opened from, shown again when it closes.
        self.before_rules = "start"
        #: The person whose factory the board shows.
        self.viewer = ""
        self.start_error = ""
        self.start_count = 2
        #: A shared game waiting for the player to confirm it replaces the saved one.
        self._pending: tuple[Game, list[str]] | None = None
        self._bots: dict[int, Bot] = {}
        self._search: Search | None = None
        #: Seconds the bot to move has spent thinking so far on its decision, and the
        #: totals of decisions made since the page last read them (for benchmarks).
        self._thought = 0.0
        self.decision_seconds: list[tuple[str, float]] = []
        #: A suggestion being thought about (None until the first slice sets it up), and the
        #: move count it was asked at; page.hinting says whether one was asked for.
        self._hint_search: Search | None = None
        self._hint_for = 0
        #: What the shown notice and hint were made from, to write them again in another
        #: language: the refused move's error, and the suggested action with its reason.
        self._refusal: FFError | None = None
        self._hint: Hint | None = None
        #: Writes the shown notice again in another language (None: it stays as it is).
        self._notice_text: Callable[[str], str] | None = None
        #: Whether the player was told that a save failed (told once, until one succeeds).
        self._save_warned = False
        #: A newer save written by another tab, waiting for the player to load or ignore it.
        self.conflict: str | None = None
        #: What the viewer saw at the last redraw of the board (to show what a move changed).
        self._seen: Snapshot | None = None
        #: How much of the log each person had seen when they last saw the board.
        self._seen_log: dict[str, int] = {}
        #: A replay being watched (screen "replay"), apart from the game itself.
        self.watching: Watching | None = None
        #: The finished games kept on this device, and what the last import said.
        self.records: Records = EMPTY
        self.records_message = ""
        #: The daily challenge the game is, if it is one; and the day offered on the start
        #: screen with a friend's level (None: today's challenge, at any level).
        self.daily: saves.Daily | None = None
        #: The game in play, until it ends here and is kept in the records (a game opened
        #: already over was finished elsewhere, and is not this device's record).
        self._to_record: Game | None = None
        self.daily_offer: tuple[date, str | None] | None = None
        #: Whether a game pasted on the start screen is being opened (its checks load).
        self.opening = False
        #: The last save text made, and what it was made of.
        self._saved_key: tuple[object, ...] = ()
        self._saved_text = ""

    # Starting and loading ---------------------------------------------------------------

    def start(self, names: list[str], seats: list[str] | None = None,
              machine: str | None = None, seed: int | None = None) -> bool:
        """Start a new game; on bad settings show why on the start screen and return False."""
        seats = seats or [HUMAN] * len(names)
        if len(seats) != len(names) or any(s != HUMAN and s not in BOT_LEVELS for s in seats):
            self.start_error = t("error.setup", self.page.lang,
                                 reason=t("reason.unknown-seat", self.page.lang))
            return False
        if HUMAN not in seats:
            self.start_error = t("error.setup", self.page.lang,
                                 reason=t("start.human-needed", self.page.lang))
            return False
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        try:
            game = ffcore.new_game(names, seed=seed, machine=machine)
        except FFError as error:
            self.start_error = t("error.setup", self.page.lang,
                                 reason=error_message(error, self.page.lang))
            return False
        self._begin(game, seats)
        return True

    def _begin(self, game: Game, seats: list[str]) -> None:
        self.game = game
        self.page.seats = list(seats)
        self.page.picks = ()
        self._drop_hint()
        self.page.confirm_end = ()
        self.page.notice = None
        self.start_error = ""
        self._bots = {}
        self._search = None
        self._thought = 0.0
        self._hint_search = None
        self.page.hinting = False
        self.viewer = ""
        self.conflict = None
        self._seen_log = {}
        self._seen = None
        self.page.latest = []
        self.page.machine_turn = []
        self.daily = None
        self._to_record = game if not game.is_over else None
        self._to_next_person()
        if game.restored is not None:
            restored = game.restored
            self._notify_in("info", lambda lang: restored_message(restored, lang))

    def open_link(self, fragment: str, saved: str | None) -> None:
        """Open a ``#g=CODE[&s=SEATS]`` link, asking first if it would replace a saved game."""
        try:
            game, seats = _parse_link(fragment)
        except (BadCode, Refused) as error:
            self._refused("error.bad-link", error)
            return
        if saved and saves.code_of(saved) != game.to_code():
            self._pending = (game, seats)
            self.screen = "replace"
            return
        self._begin(game, seats)

    def open_save_file(self, text: str, saved: str | None) -> None:
        """Open a full-state JSON save (:meth:`ffcore.Game.to_json`), every seat a person,
        asking first if it would replace a saved game. pydantic must be loaded."""
        try:
            game = ffcore.from_json(text)
        except BadCode as error:
            self._refused("error.bad-json", error)
            return
        seats = [HUMAN] * len(game.names)
        if saved and saves.code_of(saved) != game.to_code():
            self._pending = (game, seats)
            self.screen = "replace"
            return
        self._begin(game, seats)

    def may_keep_screen(self) -> bool:
        """Return whether the screen shown may be painted again on the next visit, before
        Python is ready: a board or pass screen, which a reload shows again, but in hot seat
        only the pass screen (whoever opens the page next may not be the player shown)."""
        if self.screen == "pass":
            return True
        return self.screen == "board" and self.page.seats.count(HUMAN) <= 1

    def _refused(self, key: str, error: ValueError) -> None:
        """Go back to the start screen, saying (with the message ``key``) why what was opened
        was refused."""
        self.screen = "start"
        self.start_error = t(key, self.page.lang, reason=_reason(error, self.page.lang))

    def confirm_replace(self, yes: bool) -> None:
        """Answer the question whether a shared game replaces the saved one."""
        pending, self._pending = self._pending, None
        if yes and pending is not None:
            self._begin(*pending)
        else:
            self.screen = "start"

    def load_save(self, text: str) -> bool:
        """Resume a saved game; on a corrupt save, say so and return False."""
        try:
            game, seats = saves.read(text)
        except ValueError as error:  # BadCode and Refused included
            self._refused("error.bad-save", error)
            return False
        self._begin(game, seats)
        self.daily = saves.daily_of(text)
        return True

    def save_text(self) -> str | None:
        """Return what local storage keeps for the game (None when there is none, or while a
        newer save from another tab waits for the player's answer)."""
        if self.game is None or self.conflict is not None:
            return None
        game = self.game
        # Written again only when the game moved: a long game's text is long.
        key = (id(game), game.action_count, game.history_digest, tuple(self.page.seats),
               self.daily)
        if key != self._saved_key:
            self._saved_key = key
            self._saved_text = saves.write(game, self.page.seats, self.daily)
        return self._saved_text

    # Local storage ----------------------------------------------------------------------

    def storage_blocked(self) -> None:
        """The browser keeps no data: say so where games start and on the board."""
        self.page.storage_blocked = True

    def save_failed(self) -> None:
        """A save could not be written (storage full): tell the player once, with a way out."""
        if not self._save_warned:
            self._save_warned = True
            self._notify_in("error", lambda lang: t("notice.save-failed", lang),
                            command="copy")

    def saved(self) -> None:
        """A save was written: a later failure is worth telling again."""
        self._save_warned = False

    def other_tab(self, text: str | None) -> None:
        """Another tab wrote a save: offer it, rather than overwrite it, if it is not ours."""
        if self.game is None or not text or text == self.save_text():
            return
        self.conflict = text

    def resolve_conflict(self, load: bool) -> None:
        """Load the other tab's newer game, or keep playing this one (which then saves over)."""
        text, self.conflict = self.conflict, None
        if load and text is not None and not self.load_save(text):
            self.game = None

    def link_fragment(self) -> str:
        """Return the URL fragment that shares the game."""
        assert self.game is not None
        fragment = f"g={self.game.to_code()}"
        if any(seat != HUMAN for seat in self.page.seats):
            fragment += "&s=" + ".".join(self.page.seats)
        return fragment

    # Playing ----------------------------------------------------------------------------

    def act(self, text: str, *, sure: bool = False) -> bool:
        """Play an action text for the person at the device; return whether it was played.

        Ending the work phase while dice or cards could still be used first asks the
        player (see :meth:`unused`), unless ``sure``.
        """
        game = self.game
        if game is None or self.screen != "board" or self._bot_turn():
            return False
        if text.strip().lower() == "end" and not sure and game.current_player == self.viewer:
            unused = self.unused()
            if unused:
                self.page.confirm_end = unused
                return False
        try:
            game.apply(text)
        except FFError as error:
            self._refusal = error
            self.page.notice = self._refusal_notice(error)
            return False
        self.page.notice = None
        self._drop_hint()
        self.page.picks = ()
        self.page.confirm_end = ()
        self.page.machine_turn = []  # seen: the player has moved on
        self._to_next_person()
        return True

    def unused(self) -> tuple[str, ...]:
        """Return what the work phase could still use: dice values and built cards' names."""
        game = self.game
        if game is None or game.state.step != "work":
            return ()
        state = game.state
        dice: set[int] = set()
        cards: dict[str, None] = {}
        for action in game.legal_actions():
            if action.kind == "place":
                dice.add(action.dice[0])
            elif action.kind == "activate":
                cards[card_name(action.card, self.page.lang)] = None
        player = state.player
        values = [str(value) for value in player.unplaced() if value in dice]
        return (", ".join(values), ", ".join(cards)) if values or cards else ()

    def select(self, key: str) -> None:
        """Pick a piece of the board (see picks.py); "" drops every pick.

        A piece that narrows what the picks so far allow joins them; any other
        piece starts a new choice.
        """
        self.page.confirm_end = ()
        game = self.game
        legal = game.legal_actions() if game is not None else []
        picks = self.page.picks if candidates(legal, self.page.picks) else ()
        if not key:
            self.page.picks = ()
        elif picks and candidates(legal, (*picks, key)):
            self.page.picks = (*picks, key)
        elif any(matches(action, (key,)) for action in legal):
            self.page.picks = (key,)
        else:
            self.page.picks = ()
        self._keep_hint_if_picked()

    def pick(self, keys: list[str]) -> None:
        """Make several picks at once (a die dropped on a card with several uses)."""
        game = self.game
        legal = game.legal_actions() if game is not None else []
        self.page.picks = tuple(keys) if candidates(legal, tuple(keys)) else ()
        self._keep_hint_if_picked()

    def unpick(self, key: str) -> None:
        """Take a piece back out of the picks (the last time it was picked)."""
        picks = list(self.page.picks)
        if key in picks:
            del picks[len(picks) - 1 - picks[::-1].index(key)]
        self.page.picks = tuple(picks)
        self._keep_hint_if_picked()

    def _keep_hint_if_picked(self) -> None:
        """A suggestion stays while the picks are on its way, and goes when they part from it."""
        hint = self.page.hint_action
        if hint and not matches(Action.parse(hint), self.page.picks):
            self._drop_hint()

    def _drop_hint(self) -> None:
        self.page.hint = None
        self.page.hint_action = ""

    def undo(self) -> None:
        """Take back the last action of the person at the device, if allowed."""
        if self.game is None or self.screen != "board" or self._bot_turn():
            return
        try:
            self.game.undo()
            self.page.notice = None
            self._drop_hint()  # it answered a position that is gone
        except FFError:
            self._notify_in("info", lambda lang: t("undo.nothing", lang))
        self.page.picks = ()
        self.page.confirm_end = ()

    def confirm(self) -> bool:
        """Say yes to what the screen asks (the C key); return whether anything happened.

        On the pass screen, show the hand; asked whether a shared game replaces
        the saved one, replace it; on the board, play the suggestion shown, or
        the only move of the selected die, card or floor.
        """
        if self.screen == "pass":
            self.reveal()
            return True
        if self.screen == "replace":
            self.confirm_replace(True)
            return True
        game = self.game
        if game is None or self.screen != "board" or game.current_player != self.viewer:
            return False
        if self.page.confirm_end:
            return self.act("end", sure=True)
        if self.page.hint_action:
            return self.act(self.page.hint_action)
        if self.page.picks:
            moves = candidates(game.legal_actions(), self.page.picks)
            if len(moves) == 1:
                return self.act(str(moves[0]))
        return False

    def reveal(self) -> None:
        """The person named on the pass screen has the device: show their board."""
        if self.game is not None and self.screen == "pass":
            self.viewer = self.game.current_player or self.viewer
            self.screen = "board"

    def show_rules(self) -> None:
        """Open the rules reference, remembering the screen to return to."""
        if self.screen != "rules":
            self.before_rules = self.screen
            self.screen = "rules"

    def close_rules(self) -> None:
        """Close the rules reference: back to the screen it was opened from."""
        if self.screen == "rules":
            self.screen = self.before_rules
            if self.screen in ("pass", "board") and self.game is None:
                self.screen = "start"

    def set_language(self, lang: str) -> None:
        """Show every screen in a language ("en" or "pt"); others are ignored.

        A refused move's message and a suggestion on show are written again in it.
        """
        if lang not in ("en", "pt"):
            return
        refused = self._refusal is not None and self.page.notice == \
            self._refusal_notice(self._refusal)
        written = self._notice_text is not None and self.page.notice is not None and \
            self.page.notice[1] == self._notice_text(self.page.lang)
        self.page.lang = lang
        if refused and self._refusal is not None:
            self.page.notice = self._refusal_notice(self._refusal)
        if written and self._notice_text is not None and self.page.notice is not None:
            self.page.notice = (self.page.notice[0], self._notice_text(lang))
        if self.page.hint is not None and self._hint is not None:
            self.page.hint = self._hint_text(self._hint)

    def _notify_in(self, kind: str, text: Callable[[str], str], command: str = "") -> None:
        """Show a notice that a change of language writes again."""
        self._notice_text = text
        self.page.notice = (kind, text(self.page.lang))
        self.page.notice_command = command

    def _refusal_notice(self, error: FFError) -> tuple[str, str]:
        return ("error", t("error.illegal", self.page.lang,
                           reason=error_message(error, self.page.lang)))

    def new_game(self) -> None:
        """Go back to the start screen (the saved game stays until a new one starts)."""
        self.screen = "start"
        self.start_error = ""

    def notify(self, kind: str, text: str) -> None:
        """Show a message on the board."""
        self.page.notice = (kind, text)
        self.page.notice_command = ""

    def _humans(self) -> list[str]:
        assert self.game is not None
        return [name for name, seat in zip(self.game.names, self.page.seats, strict=True)
                if seat == HUMAN]

    def _bot_turn(self) -> bool:
        game = self.game
        return game is not None and self.page.is_bot(list(game.names), game.current_player)

    def _to_next_person(self) -> None:
        """Decide who must see the board now, and whether the device must be passed."""
        game = self.game
        assert game is not None
        humans = self._humans()
        current = game.current_player
        if current is None or self._bot_turn():
            self.viewer = self.viewer or humans[0]
            self.screen = "board"
            return
        if len(humans) > 1 and current != self.viewer:
            self.screen = "pass"
            return
        self.viewer = current
        self.screen = "board"

    # Bots -------------------------------------------------------------------------------

    def bot_pending(self) -> bool:
        """Return whether a bot must move now."""
        return self.screen == "board" and self._bot_turn()

    def bot_think(self, seconds: float) -> bool:
        """Let the bot to move think for at most about ``seconds``; return True once it moved."""
        game = self.game
        if game is None or not self._bot_turn():
            return False
        from ffcore import bots  # imported late: the bots are only needed once one plays

        name = game.current_player
        assert name is not None
        seat = game.names.index(name)
        if self._search is None:
            bot = self._bots.get(seat)
            if bot is None:
                bot = bots.make(self.page.seats[seat], seed=game.seed + seat)
                self._bots[seat] = bot
            started = time.perf_counter()
            self._search = bot.start(game.view(name))
            # Setting a search up is a task of its own: with a slice after it, the page
            # could wait too long.
            self._thought += time.perf_counter() - started
            self.page.thinking = name
            return False
        started = time.perf_counter()
        finished = self._search.step(seconds)
        self._thought += time.perf_counter() - started
        if not finished:
            self.page.thinking = name
            return False
        action = self._search.best()
        self._search = None
        self.decision_seconds.append((self.page.seats[seat], self._thought))
        self._thought = 0.0
        self.page.thinking = ""
        game.apply(action)
        self._to_next_person()
        return True

    def suggest(self) -> None:
        """Start asking the strong bot what the person at the device should do.

        Call :meth:`hint_think` until it returns True; the page then shows the
        suggestion with its reason.
        """
        game = self.game
        if game is None or game.current_player != self.viewer or self._bot_turn():
            return
        self._hint_search = None
        self._hint_for = game.action_count
        self._drop_hint()
        # The suggestion answers the whole position, not a choice begun before it.
        self.page.picks = ()
        self.page.confirm_end = ()
        self.page.hinting = True

    def hint_pending(self) -> bool:
        """Return whether a suggestion is being thought about."""
        return self.page.hinting

    def hint_think(self, seconds: float) -> bool:
        """Think about the suggestion for at most about ``seconds``; return True when done."""
        if not self.page.hinting:
            return True
        game = self.game
        if game is None or game.action_count != self._hint_for:
            # The player moved (or left) meanwhile: the question no longer stands.
            self._hint_search = None
            self.page.hinting = False
            return True
        if self._hint_search is None:
            # Setting the search up (and importing the bots, the first time) is a slice of
            # its own, not part of the click that asked: together they could hold the page.
            from ffcore import bots

            self._hint_search = bots.make("strong", seed=game.seed).start(game.view(self.viewer))
            return False
        search = self._hint_search
        if not search.step(seconds):
            return False
        self._hint_search = None
        self.page.hinting = False
        self._hint = search.hint()
        self.page.hint = self._hint_text(self._hint)
        self.page.hint_action = str(self._hint[0])
        return True

    def _describe(self, action: Action) -> str:
        """Return an action in words, in the page's language."""
        assert self.game is not None
        state = self.game.state
        return describe_action(action, self.game.names, state.market, state.contractors,
                               self.page.lang)

    def _hint_text(self, hint: Hint) -> tuple[str, str]:
        """Return a suggestion (action, reason) as the page shows it, in its language."""
        assert self.game is not None
        action, reason = hint
        state = self.game.state
        return (describe_action(action, self.game.names, state.market, state.contractors,
                                self.page.lang),
                describe_reason(reason.key, reason.params, self.page.lang))

    # Replays, the review, the daily challenge, the records ------------------------------------

    def open_replay(self, game: Game) -> None:
        """Watch a game again from its start, seen by its first person; the game in play
        (and its save) stays as it is."""
        from ffcore.replay import Replay

        seats = self.page.seats if game is self.game else []
        people = [name for name, seat in zip(game.names, seats, strict=False) if seat == HUMAN]
        came_from = self.screen if self.screen in ("board", "records") else "start"
        self.watching = Watching(Replay(game), viewer=(people or list(game.names))[0],
                                 came_from=came_from)
        self.screen = "replay"

    def open_replay_code(self, code: str) -> None:
        """Watch the game of a share code (a ``#r=`` link or a kept record)."""
        try:
            game = ffcore.from_code(code)
        except BadCode as error:
            self._refused("error.bad-link", error)
            return
        self.open_replay(game)

    def close_replay(self) -> None:
        """Stop watching: back to the screen the replay was opened from."""
        watching, self.watching = self.watching, None
        self.screen = watching.came_from if watching is not None else "start"
        if self.screen == "board" and self.game is None:
            self.screen = "start"

    def review_pending(self) -> bool:
        """Return whether a review is being worked out."""
        return self.screen == "replay" and self.watching is not None and \
            self.watching.review is not None

    def _replay_screen(self) -> Markup:
        watching = self.watching
        assert watching is not None
        lang = self.page.lang
        view = watching.replay.view_at(watching.at, watching.viewer, log_from=-LOG_LINES)
        page = Page(lang=lang, seats=[HUMAN] * len(view.names))
        return render_board(view, page, None,
                            panel=render_panel(watching, lang, last_move(watching, lang)))

    def start_daily(self, name: str, level: str, day: date) -> bool:
        """Start a day's challenge; on a bad name show why and return False.

        Only the first attempt of today's challenge counts in the records.
        """
        try:
            game = ffcore.daily.daily_game(day, level, name)
        except FFError as error:
            self.start_error = t("error.setup", self.page.lang,
                                 reason=error_message(error, self.page.lang))
            return False
        counts = False
        if day == ffcore.daily.today():
            self.records, counts = records.begin_daily(self.records, day)
        self._begin(game, [HUMAN])
        self.daily = saves.Daily(day, counts)
        self.daily_offer = None
        key = "daily.first" if counts else "daily.again"
        self._notify_in("info", lambda lang: t(key, lang, date=day.isoformat()))
        return True

    def offer_daily(self, fragment: str) -> None:
        """A friend's ``#d=DATE.LEVEL`` link: offer that day's deal on the start screen."""
        self.screen = "start"
        try:
            self.daily_offer = ffcore.daily.parse_fragment(fragment)
        except BadCode as error:
            self._refused("error.bad-link", error)

    def daily_share_text(self, base: str) -> str:
        """Return the text that shares a finished daily challenge, with its link on ``base``."""
        game, daily = self.game, self.daily
        if game is None or daily is None or not game.is_over:
            return ""
        level = game.machine or "medium"
        link = f"{base}#{ffcore.daily.fragment(daily.day, level)}"
        return ffcore.daily.share_text(daily.day, level, game.outcome(), link, self.page.lang)

    def record_finished(self) -> bool:
        """Keep the game in the records once it has ended here; return whether they changed."""
        game = self.game
        if game is None or not game.is_over or game is not self._to_record:
            return False
        self._to_record = None
        daily = self.daily.day if self.daily is not None and self.daily.counts else None
        kept = records.add(self.records, game, self.page.seats, daily)
        changed = kept is not self.records
        self.records = kept
        return changed

    def show_records(self) -> None:
        """Open the records screen (Back returns to where it was opened)."""
        if self.screen != "records":
            self.before_rules = self.screen
            self.screen = "records"
            self.records_message = ""

    def close_records(self) -> None:
        """Back from the records to the screen they were opened from."""
        self.screen = self.before_rules if self.before_rules != "records" else "start"
        if self.screen in ("pass", "board") and self.game is None:
            self.screen = "start"

    def import_records(self, text: str) -> None:
        """Merge a records file into the kept records, or say why it was refused."""
        try:
            self.records = records.import_(text, self.records)
        except RecordsError as error:
            self.records_message = t(error.key, self.page.lang, **error.params)
        else:
            self.records_message = t("records.imported", self.page.lang,
                                     count=len(self.records.games))

    # Showing ----------------------------------------------------------------------------

    def render(self, saved: str | None = None) -> Markup:
        """Return the HTML of the current screen, below the language switch; ``saved`` is
        what local storage holds, read only by the start screen."""
        return join(render_languages(self.page.lang), self._screen(saved))

    def needs_saved(self) -> bool:
        """Return whether the screen shows the stored game (only the start screen does)."""
        return self.screen == "start" or self.game is None

    def _screen(self, saved: str | None) -> Markup:
        lang = self.page.lang
        if self.screen == "rules":
            return render_rules(lang)
        if self.screen == "replace":
            return render_replace(lang)
        if self.screen == "records":
            return render_records(self.records, lang, ffcore.daily.today(),
                                  self.records_message)
        if self.screen == "replay" and self.watching is not None:
            return self._replay_screen()
        if self.screen == "start" or self.game is None:
            return render_start(lang, self.saved_summary(saved), self.start_count,
                                self.start_error, blocked=self.page.storage_blocked,
                                daily=self.daily_offer or (ffcore.daily.today(), None),
                                opening=self.opening)
        game = self.game
        if self.screen == "pass":
            name = game.current_player or ""
            start = self._seen_log.get(name, 0)
            # Whoever hands the device over may read it: nobody's draws are named.
            since = game.public_log(max(start, game.log_size - PASS_LINES)) \
                if self._seen_log else []
            return render_pass(name, lang, [describe_event(event, game.names, lang)
                                            for event in since], first=not self._seen_log)
        ending = join(render_outcome(game, lang), self._after_the_end(lang)) \
            if game.is_over else None
        self.page.conflict = self.conflict is not None
        self.page.undo_text = self._describe(game.history[-1]) if game.can_undo() else ""
        seen = snapshot(game, self.viewer)
        self.page.changes = changes(self._seen, seen)
        self._seen = seen
        self._note_new_events(game)
        return render_board(game.view(self.viewer, log_from=-LOG_LINES), self.page, ending)

    def _after_the_end(self, lang: str) -> Markup:
        """Return what a finished game offers: its replay, the daily result to share."""
        return el("p", {"class": "after-end"},
                  el("button", {"type": "button", "data-command": "replay"},
                     t("replay.watch", lang)),
                  el("button", {"type": "button", "data-command": "daily-share"},
                     t("daily.share", lang)) if self.daily is not None else None,
                  el("button", {"type": "button", "data-command": "records"},
                     t("menu.records", lang)))

    def _note_new_events(self, game: Game) -> None:
        """Keep what happened since the viewer last saw the board: the latest lines, and The
        Machine's turn with the round it began."""
        start = self._seen_log.get(self.viewer, game.log_size)
        if start < game.log_size:
            fresh = game.view(self.viewer, log_from=start).log
            self.page.latest = fresh[-LATEST_LINES:]
            turns = [i for i, event in enumerate(fresh) if event.get("code") == "machine-turn"]
            if turns:
                self.page.machine_turn = [fresh[turns[-1]]] + [
                    event for event in fresh[turns[-1] + 1:] if event.get("code") == "round"]
        self._seen_log[self.viewer] = game.log_size

    def zoom(self, slug: str) -> None:
        """Show a card large over the board ("" closes it)."""
        known = slug in ffcore.BLUEPRINTS or slug in ffcore.CONTRACTORS
        self.page.zoom = slug if known and self.screen == "board" else ""

    def saved_summary(self, text: str | None) -> str:
        """Return a one-line description of a saved game that can be resumed ("" if none).

        A finished game is not offered: there is nothing left to play.
        """
        summary = saves.summary(text)
        if summary is None or summary.over:
            return ""
        return t("start.resume.info", self.page.lang, round=summary.round,
                 names=", ".join(summary.names))


def _parse_link(fragment: str) -> tuple[Game, list[str]]:
    """Return the game and seats of a ``g=CODE[&s=SEATS]`` fragment; raise BadCode or
    Refused."""
    fields: dict[str, str] = {}
    for part in fragment.lstrip("#").split("&"):
        key, _, value = part.partition("=")
        fields[key] = value
    if "g" not in fields:
        raise Refused("reason.no-game")
    game = ffcore.from_code(fields["g"])
    seats = fields["s"].split(".") if fields.get("s") else [HUMAN] * len(game.names)
    if len(seats) != len(game.names) or any(s != HUMAN and s not in BOT_LEVELS for s in seats):
        raise Refused("reason.link-seats")
    if HUMAN not in seats:
        raise Refused("reason.link-human")
    return game, seats

