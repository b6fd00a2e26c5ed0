"""The game in play: the game, who sits where, whose eyes the board is seen through, the
bots' thinking and the suggestion (each in its own object), what is saved.

One session lives as long as the page (app.py). The screens that show the game (the board,
the pass screen, the final sheet) read it; the start screen begins a game in it. Nothing
here touches the browser.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import ffcore
from ffcore import Action, FFError, Game
from ffcore.text import card_name, error_message, restored_message
from keeping import record_book, saves
from keeping.games import HERE
from keeping.record_book import Records
from keeping.saves import Refused
from play.bot_turns import BotTurns, Position, position
from play.coach import Coach
from play.seats import BOT_LEVELS, HUMAN, LINK, PEOPLE, SEATS, as_shared
from play.suggestion import Suggestion
from texts.ui_text import t

if TYPE_CHECKING:
    from play.bot_turns import ThinkerPort
    from ui import Ui


class Session:
    """The game in play, if any, and everything about it that outlives one screen."""

    def __init__(self, ui: Ui) -> None:
        self.ui = ui
        self.game: Game | None = None
        #: Per seat: a person here (HUMAN), a person by link (LINK) or a bot level.
        self.seats: list[str] = []
        #: The key the game is kept under on this device ("": a new game, given its own key
        #: when first saved: device.py), and where it was first kept (games.py).
        self.kept_as = ""
        self.origin = HERE
        #: The person whose factory the board shows.
        self.viewer = ""
        #: The daily challenge the game is, if it is one.
        self.daily: saves.Daily | None = None
        #: The game in play, until it ends here and is kept in the records (a game opened
        #: already over was finished elsewhere, and is not this device's record).
        self.to_record: Game | None = None
        #: A newer save written by another tab, waiting for the player to load or ignore it.
        self.conflict: str | None = None
        #: How much of the log each person had seen when they last saw the board.
        self.seen_log: dict[str, int] = {}
        #: The coach, when the player asked for it (a solo game): see coach.py.
        self.coach: Coach | None = None
        #: The bots' decisions (bot_turns.py), and the bot the board shows thinking, by name
        #: ("" for none), as the page was told (`BotThinking`).
        #: The bots' thinker off the page's thread, where the page has one (thinker.py).
        self.thinker: ThinkerPort | None = None
        self.bots = BotTurns(self.seats)
        self.thinking = ""
        #: The strong bot's suggestion for the person at the device (suggestion.py).
        self.suggestion = Suggestion()
        #: Whether the person at the device asks for suggestions (once, ever, on this device):
        #: only then is each worked out ahead, in the idle time between their moves.
        self.asks_suggestions = False
        #: Whether the player was told that a save failed (told once, until one succeeds).
        self._save_warned = False
        #: The last save text made, what it was made of, and its moves kept encoded.
        self._saved_key: tuple[object, ...] = ()
        self._saved_text = ""
        self._moves = saves.Moves()

    # Starting and loading ---------------------------------------------------------------

    def new(self, names: list[str], seats: list[str] | None = None, machine: str | None = None,
            seed: int | None = None, *, coach: bool = False) -> str:
        """Start a new game (``coach``: with the coach, in a solo game); on bad settings
        return why (else "")."""
        lang = self.ui.lang
        seats = seats or [HUMAN] * len(names)
        if len(seats) != len(names) or any(s not in SEATS for s in seats):
            return t("error.setup", lang, reason=t("reason.unknown-seat", lang))
        if HUMAN not in seats:
            return t("error.setup", lang, reason=t("start.human-needed", lang))
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        try:
            game = ffcore.new_game(names, seed=seed, machine=machine)
        except FFError as error:
            return t("error.setup", lang, reason=error_message(error, lang))
        self.begin(game, seats, coach=coach and machine is not None)
        return ""

    def begin(self, game: Game, seats: list[str], daily: saves.Daily | None = None, *,
              coach: bool = False, kept_as: str = "", origin: str = HERE,
              record: bool = False) -> None:
        """Play ``game`` from here, every bot and suggestion of the last one forgotten
        (``coach``: with a new coach), kept as ``kept_as`` ("": as a new game) and first
        kept from ``origin``; ``record``: a game that was in play here, which goes to the
        records even if it arrives over (a friend made its last move)."""
        self.game = game
        self.coach = Coach() if coach else None
        self.seats = list(seats)
        self.kept_as = kept_as
        self.origin = origin
        self.viewer = ""
        self.daily = daily
        self.to_record = game if record or not game.is_over else None
        self.conflict = None
        self.seen_log = {}
        self.bots = BotTurns(self.seats, self.thinker)
        if self.thinker is not None and any(seat in BOT_LEVELS for seat in seats):
            self.thinker.ready()  # started now, to be ready by the first bot's turn
        self.thinking = ""
        self.suggestion = Suggestion()
        self.ui.notice = None
        if game.restored is not None:
            restored = game.restored
            self.ui.notify("info", lambda lang: restored_message(restored, lang))

    def load(self, text: str, kept_as: str = "", origin: str = HERE) -> None:
        """Resume a game kept as ``kept_as``; raise ValueError (BadCode, Refused) if it
        cannot be read."""
        game, seats = saves.read(text)
        self.begin(game, seats, saves.daily_of(text), coach=saves.coached(text),
                   kept_as=kept_as, origin=origin)

    def save_text(self) -> str | None:
        """Return what local storage keeps for the game (None when there is none, or while a
        newer save from another tab waits for the player's answer)."""
        if self.game is None or self.conflict is not None:
            return None
        game = self.game
        # Written again only when the game moved: a long game's text is long.
        coach = self.coach is not None
        key = (id(game), game.action_count, game.history_digest, tuple(self.seats), self.daily,
               coach)
        if key != self._saved_key:
            self._saved_key = key
            self._saved_text = saves.write(game, self.seats, self.daily, coach=coach,
                                           moves=self._moves)
        return self._saved_text

    def link_fragment(self) -> str:
        """Return the URL fragment that shares the game: ``g=CODE``, then ``&s=SEATS`` when a
        bot plays, and ``&m=SEAT``, the place of whoever is to move, which the page's first
        paint says before the engine can replay the code (web/static/paint.js; a reader that does
        not know it passes it over)."""
        game = self.game
        assert game is not None
        fragment = f"g={game.to_code()}"
        if any(seat not in PEOPLE for seat in self.seats):
            fragment += "&s=" + ".".join(as_shared(seat) for seat in self.seats)
        if game.current_player is not None:
            fragment += f"&m={game.names.index(game.current_player)}"
        return fragment

    # Local storage ----------------------------------------------------------------------

    def save_failed(self) -> None:
        """A save could not be written (storage full): tell the player once, with a way out."""
        if not self._save_warned:
            self._save_warned = True
            self.ui.notify("error", lambda lang: t("notice.save-failed", lang), command="copy")

    def saved(self) -> None:
        """A save was written: a later failure is worth telling again."""
        self._save_warned = False

    def other_tab(self, text: str | None) -> None:
        """Another tab wrote a save: offer it, rather than overwrite it, if it is not ours."""
        if self.game is None or not text or text == self.save_text():
            return
        self.conflict = text

    # Seats and turns ------------------------------------------------------------------

    def humans(self) -> list[str]:
        """Return the names of the seats people play on this device."""
        return self._seated(HUMAN)

    def people(self) -> list[str]:
        """Return the names of the seats people play, here or by link."""
        return self._seated(*PEOPLE)

    def by_link(self) -> list[str]:
        """Return the names of the seats people play on other devices, by link."""
        return self._seated(LINK)

    def _seated(self, *kinds: str) -> list[str]:
        assert self.game is not None
        return [name for name, seat in zip(self.game.names, self.seats, strict=True)
                if seat in kinds]

    def seat_of(self, name: str | None) -> str:
        """Return who plays the seat of ``name`` ("" for no seat)."""
        game = self.game
        if game is None or name not in game.names:
            return ""
        return self.seats[game.names.index(name)]

    def is_bot(self, name: str | None) -> bool:
        """Return whether a bot plays the seat of ``name``."""
        return self.seat_of(name) in BOT_LEVELS

    def bot_turn(self) -> bool:
        return self.game is not None and self.is_bot(self.game.current_player)

    def link_turn(self) -> bool:
        """Return whether a person on another device is to move: the game goes to them."""
        return self.game is not None and self.seat_of(self.game.current_player) == LINK

    def asks_who(self) -> bool:
        """Return whether this device must first say who holds it: a game opened from a
        link, of several people, before anyone said."""
        return self.game is not None and not self.humans()

    def holder(self, name: str) -> None:
        """``name`` holds this device: their seat is played here, the other people's by
        link (each on their own device)."""
        assert self.game is not None
        if name in self.people():
            self.seats = [HUMAN if seated == name else LINK if seat in PEOPLE else seat
                          for seated, seat in zip(self.game.names, self.seats, strict=True)]

    def all_here(self) -> None:
        """Every person of the game plays on this device (the device is passed)."""
        self.seats = [HUMAN if seat in PEOPLE else seat for seat in self.seats]

    def my_turn(self) -> bool:
        """Return whether the person at the device is to move."""
        return self.game is not None and self.game.current_player == self.viewer and \
            not self.bot_turn()

    def next_view(self) -> str:
        """Decide who must see the board now: return "who" when the device must first say
        who holds it, "pass" when it must go to the next person first (who is named by the
        game), else "board" (its viewer set)."""
        game = self.game
        assert game is not None
        humans = self.humans()
        current = game.current_player
        if not humans:
            if current is None:  # over: every hand shows
                self.viewer = self.people()[0]
                return "board"
            return "who"
        if current is None or self.bot_turn() or self.link_turn():
            self.viewer = self.viewer if self.viewer in humans else humans[0]
            return "board"
        if len(humans) > 1 and current != self.viewer:
            return "pass"
        self.viewer = current
        return "board"

    def unused(self) -> tuple[str, ...]:
        """Return what the work phase could still use: dice values and built cards' names."""
        game = self.game
        player = game.current_player if game is not None else None
        if game is None or player is None:
            return ()
        view = game.view(player, log_from=game.log_size)
        if view.state.step != "work":
            return ()
        dice: set[int] = set()
        cards: dict[str, None] = {}
        for action in game.legal_actions():
            if action.kind == "place":
                dice.add(action.dice[0])
            elif action.kind == "activate":
                cards[card_name(action.card, self.ui.lang)] = None
        mine = view.state.players[view.names.index(player)]
        values = [str(die.value) for die in mine.dice
                  if not die.spot and die.value and die.value in dice]
        return (", ".join(values), ", ".join(cards)) if values or cards else ()

    # Bots -------------------------------------------------------------------------------

    @property
    def decision_seconds(self) -> list[tuple[str, float]]:
        """Return the bots' decisions of this game so far: (level, seconds)."""
        return self.bots.decision_seconds

    def bot_decide(self, seconds: float) -> bool:
        """Let the bot to move think for at most about ``seconds``; return True once it has
        decided. Its move waits until :meth:`bot_play`: the page may still be pausing after
        the last move, so that people can follow it (see bot_turns.py)."""
        return self.game is not None and self.bot_turn() and self.bots.decide(self.game, seconds)

    def bot_decision(self) -> tuple[Action, Position] | None:
        """Return the move the bot to move decided, and the position it is for (None: none
        decided yet)."""
        action = self.bots.decision() if self.bot_turn() else None
        if action is None or self.game is None:
            return None
        return action, position(self.game)

    def bot_play(self, action: Action, at: Position) -> bool:
        """Play ``action``, the move the bot to move decided at the position ``at`` (see
        :meth:`bot_decide`); return False, playing nothing, where the game is no longer
        there or that is not the move decided."""
        if self.game is None or position(self.game) != at or \
                self.bot_decision() != (action, at):
            return False
        self.bots.play(self.game)
        self.thinking = ""
        return True

    def bot_think_ahead(self, seconds: float) -> bool:
        """While a decided bot move waits, let the bot after it think about the position it
        leads to; return False when there is nothing to think about."""
        return self.game is not None and self.bots.think_ahead(self.game, seconds)

    def suggest(self) -> None:
        """Ask the strong bot what the person at the device should do (suggestion.py)."""
        if self.game is not None and self.my_turn():
            self.asks_suggestions = True
            self.suggestion.ask(self.game, self.viewer)

    def ahead_pending(self) -> bool:
        """Return whether the suggestion for the position could be worked out ahead: the
        person at the device asks for suggestions and is to move, and neither it nor one
        asked for is under way."""
        return self.asks_suggestions and self.game is not None and self.my_turn() and \
            self.suggestion.ahead_pending(self.game)

    # The records ------------------------------------------------------------------------

    def record(self, kept: Records) -> Records:
        """Return the records with the game in them once it has ended here (else ``kept``)."""
        game = self.game
        if game is None or not game.is_over or game is not self.to_record:
            return kept
        self.to_record = None
        daily = self.daily.day if self.daily is not None and self.daily.counts else None
        return record_book.add(kept, game, self.seats, daily)


def parse_link(fragment: str) -> tuple[Game, list[str]]:
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


def refusal(error: Exception, lang: str) -> str:
    """Return why a save or link was refused, in a language."""
    if isinstance(error, FFError):
        return error_message(error, lang)
    if isinstance(error, Refused):
        return t(error.key, lang)
    return t("reason.json", lang)
