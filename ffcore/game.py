"""The public face of the engine: :func:`new_game` and :class:`Game`.

Whoever plays a game (the page, the terminal game, tournaments) changes it
only through this module. Two callers reach further in: the bots' search
plays copies of a state dealt to fit the bot's view with :mod:`ffcore.rules`
directly, and tests build positions by hand. docs/ARCHITECTURE.md says what
each may use.
"""

from __future__ import annotations

import unicodedata
from typing import Any, NamedTuple

from . import codec, rules
from .actions import Action
from .cards import MACHINE_LEVELS
from .errors import BadSetup, IllegalAction
from .limits import MAX_ACTIONS, MAX_NAME_LENGTH, MAX_PLAYERS
from .refusals import explain, why_not
from .scoring import Outcome, outcome
from .state import State
from .views import ViewModel, state_to_model

MAX_SEED = 2**63 - 1


class Restored(NamedTuple):
    """How a game made under earlier rules was opened under today's (docs/formats.md)."""

    #: The rules version it was played under.
    rules: int
    #: The actions replayed, of all it held: fewer when today's rules part from them.
    kept: int
    total: int
    #: Whether the kept actions are known to be the ones played (a format-1 code cannot
    #: tell).
    checked: bool


def new_game(names: list[str], *, seed: int, machine: str | None = None) -> Game:
    """Return a new game: one name with a ``machine`` level for solo, or 2 to MAX_PLAYERS names.

    Raises BadSetup (a ValueError) for a bad player count, name, level or seed.
    """
    if not isinstance(names, list | tuple) or not all(isinstance(n, str) for n in names):
        raise BadSetup("bad-names")
    clean = [check_name(name) for name in names]
    if len({name.casefold() for name in clean}) != len(clean):
        raise BadSetup("duplicate-name")
    if machine is not None and machine not in MACHINE_LEVELS:
        raise BadSetup("bad-level", levels=", ".join(MACHINE_LEVELS), level=str(machine))
    if machine is not None and len(clean) != 1:
        raise BadSetup("bad-players", variant="machine")
    if machine is None and not 2 <= len(clean) <= MAX_PLAYERS:
        raise BadSetup("bad-players", variant="count", max=MAX_PLAYERS)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise BadSetup("bad-seed", max=MAX_SEED)
    return Game(clean, machine, seed)


def check_name(name: str) -> str:
    """Return a player name without surrounding spaces; raise BadSetup if it is unusable."""
    name = name.strip()
    if not name:
        raise BadSetup("empty-name")
    if len(name) > MAX_NAME_LENGTH:
        raise BadSetup("long-name", max=MAX_NAME_LENGTH)
    if any(unicodedata.category(char) in ("Cc", "Cf", "Cs", "Co", "Cn") for char in name):
        raise BadSetup("bad-name", variant="control")
    return name


class Game:
    """A game in progress: its setup, its current state and every action taken."""

    def __init__(self, names: list[str], machine: str | None, seed: int,
                 state: State | None = None) -> None:
        self.names: tuple[str, ...] = tuple(names)
        self.machine = machine
        self.seed = seed
        self._state = state if state is not None else rules.setup(names, machine, seed)
        self._history: list[Action] = []
        #: The canonical text of each action in the history (what the page saves).
        self._history_texts: list[str] = []
        #: What the share code keeps of each action: its position among the legal actions'
        #: texts in order, and their count; the running CRC-32 of the action texts; and how
        #: many actions had been played when each round ended (see ffcore.codec).
        self._choices: list[tuple[int, int]] = []
        self._crcs: list[int] = []
        self._round_ends: list[int] = []
        self._log: list[dict[str, Any]] = list(self._state.events)
        self._state.events = []
        self._legal: list[Action] | None = None
        self._texts: list[str] | None = None
        #: Set when the game was opened from a code or save made under earlier rules.
        self.restored: Restored | None = None
        self._mark_anchor()

    # Reading the game ---------------------------------------------------------------------

    @property
    def current_player(self) -> str | None:
        """Return the name of whoever must act now, or None once the game is over."""
        if self._state.phase == "over":
            return None
        return self._state.player.name

    @property
    def is_over(self) -> bool:
        """Return whether the game has ended."""
        return self._state.phase == "over"

    @property
    def round(self) -> int:
        """Return the round being played (the last one, once the game is over)."""
        return self._state.round

    @property
    def phase(self) -> str:
        """Return the phase being played ("market", "work", ...), "over" once the game is."""
        return self._state.phase

    @property
    def state(self) -> State:
        """Return the live state (read it, never change it)."""
        return self._state

    @property
    def history(self) -> tuple[Action, ...]:
        """Return every action taken so far."""
        return tuple(self._history)

    @property
    def action_count(self) -> int:
        """Return how many actions have been played."""
        return len(self._history)

    @property
    def history_digest(self) -> int:
        """Return the CRC-32 of the action texts so far: another history, another digest."""
        return self._crcs[-1] if self._crcs else 0

    def action_texts(self) -> list[str]:
        """Return the canonical text of every action played, in order."""
        return list(self._history_texts)

    @property
    def log(self) -> list[dict[str, Any]]:
        """Return the full event log, secrets included (see :meth:`view` for one player's)."""
        return list(self._log)

    @property
    def log_size(self) -> int:
        """Return how many events the log holds."""
        return len(self._log)

    def legal_actions(self) -> list[Action]:
        """Return every legal action of the current player (empty once the game is over)."""
        return list(self._legal_now())

    def _legal_now(self) -> list[Action]:
        if self._legal is None:
            self._legal = rules.legal_actions(self._state)
            if len(self._history) >= MAX_ACTIONS:
                self._legal = []  # a game that long cannot be shared, so it stops here
        return self._legal

    def _legal_texts(self) -> list[str]:
        if self._texts is None:
            self._texts = [str(action) for action in self._legal_now()]
        return self._texts

    def why_not(self, piece: str) -> IllegalAction | None:
        """Return why a piece of the board (``die:4``, ``floor:mine``, ``card:biolab``,
        ``hand:biolab``, ``slot:2``, ``contractor:3``) cannot act now, for the player to
        move; None when it can (see :func:`ffcore.refusals.why_not`)."""
        return why_not(self._state, piece)

    def outcome(self) -> Outcome:
        """Return scores and winners (the standings so far if the game is not over)."""
        return outcome(self._state)

    # Playing ------------------------------------------------------------------------------

    def apply(self, action: Action | str) -> None:
        """Play an action or its text; raise IllegalAction, changing nothing, if not legal."""
        if isinstance(action, str):
            action = Action.parse(action)
        elif not isinstance(action, Action):
            raise IllegalAction("unreadable", variant="value")
        legal = self._legal_now()
        try:
            position = legal.index(action)
        except ValueError:
            if len(self._history) >= MAX_ACTIONS and not self.is_over:
                raise IllegalAction("game-too-long", max=MAX_ACTIONS) from None
            raise explain(self._state, action) from None
        # Play the engine's own value: an equal one may hold True for 1 or 5.0 for 5.
        self._play(legal[position])

    def _play(self, action: Action) -> None:
        """Play a legal action (one of ``self._legal``) and record it."""
        legal = self._legal_now()
        text = str(action)
        self._choices.append((_text_rank(action, text, legal), len(legal)))
        self._crcs.append(codec.texts_crc(text, self._crcs[-1] if self._crcs else 0))
        state = self._state
        chance, seat, round_ = state.chance, state.seat, state.round
        rules.apply(state, action)
        self._history.append(action)
        self._history_texts.append(text)
        self._log.extend(state.events)
        state.events = []
        self._legal = self._texts = None
        if state.round != round_:
            self._round_ends.append(len(self._history))
        if (state.chance != chance or state.phase == "over" or state.seat != seat
                or state.round != round_):
            self._mark_anchor()

    def _mark_anchor(self) -> None:
        # Undo restores this copy. Nothing random happens between the anchor and an
        # undo, so the copy can share the live random generator.
        self._anchor = self._state.copy(rng=self._state.rng)
        self._anchor_at = len(self._history)
        self._anchor_log = len(self._log)

    def can_undo(self) -> bool:
        """Return whether the current player may take back their last action."""
        return len(self._history) > self._anchor_at

    def undo(self) -> Action:
        """Take back the current player's last action and return it.

        Undo never goes back past a die roll, a card reveal, another player's
        action or the start of a round; raises IllegalAction when there is nothing
        to undo.
        """
        if not self.can_undo():
            raise IllegalAction("cannot-undo")
        undone = self._history[-1]
        replay = self._history[self._anchor_at:-1]
        self._state = self._anchor.copy(rng=self._state.rng)
        del self._history[self._anchor_at:]
        del self._history_texts[self._anchor_at:]
        del self._choices[self._anchor_at:]
        del self._crcs[self._anchor_at:]
        del self._log[self._anchor_log:]
        self._legal = self._texts = None
        for action in replay:
            self.apply(action)
        return undone

    def copy(self) -> Game:
        """Return an independent copy of the game (history and log included)."""
        twin = Game.__new__(Game)
        twin.names, twin.machine, twin.seed = self.names, self.machine, self.seed
        twin._state = self._state.copy()
        twin._history = list(self._history)
        twin._history_texts = list(self._history_texts)
        twin._choices = list(self._choices)
        twin._crcs = list(self._crcs)
        twin._round_ends = list(self._round_ends)
        twin._log = list(self._log)
        twin._legal = twin._texts = None
        twin.restored = self.restored
        twin._anchor = self._anchor.copy(rng=twin._state.rng)
        twin._anchor_at, twin._anchor_log = self._anchor_at, self._anchor_log
        return twin

    # Views --------------------------------------------------------------------------------

    def view(self, name: str, *, log_from: int = 0) -> ViewModel:
        """Return what the player called ``name`` may see; raise ValueError for an unknown name.

        The view's log starts at event ``log_from`` (negative: that many from the end), so
        that a long game's view costs no more than a short one's.
        """
        if name not in self.names:
            raise ValueError(f"No player is called {name!r}.")
        seat = self.names.index(name)
        mine = self.current_player == name
        start = max(0, len(self._log) + log_from) if log_from < 0 else min(log_from,
                                                                           len(self._log))
        return ViewModel(viewer=name, names=list(self.names),
                         machine=self.machine,
                         current_player=self.current_player,
                         state=state_to_model(self._state, viewer=seat),
                         log_start=start,
                         log=[redact(event, seat) for event in self._log[start:]],
                         legal=list(self._legal_texts()) if mine else [],
                         can_undo=mine and self.can_undo())

    def public_log(self, log_from: int = 0) -> list[dict[str, Any]]:
        """Return the log from event ``log_from`` on as anyone may read it (every draw hidden)."""
        return [redact(event, -1) for event in self._log[max(0, log_from):]]

    # Sharing and saving -------------------------------------------------------------------

    def to_code(self) -> str:
        """Return the URL-safe share code of this game (setup, seed and actions)."""
        return codec.encode(codec.Setup(
            codec.FORMAT, rules.RULES_VERSION, list(self.names), self.machine, self.seed,
            len(self._history), codec.pack(self._choices), self.history_digest,
            tuple(self._crcs[end - 1] & 0xFFFF for end in self._round_ends)))

    def to_json(self) -> str:
        """Return the full saved state as JSON (see :func:`ffcore.from_json`)."""
        from .models import SAVE_FORMAT, SaveModel, saved_state  # pydantic: only for saves

        save = SaveModel(format=SAVE_FORMAT, rules=rules.RULES_VERSION, names=list(self.names),
                         machine=self.machine,
                         seed=self.seed, history=[str(action) for action in self._history],
                         state=saved_state(self._state), rng=self._state.rng.getstate())
        return save.model_dump_json()


def _text_rank(action: Action, text: str, legal: list[Action]) -> int:
    """Return how many legal actions' texts sort before ``text``, the text of ``action``.

    A text starts with its kind and a space, and no kind starts another, so actions of
    other kinds sort by their kind alone: only those of the same kind need their text.
    """
    kind = action.kind
    return sum(other.kind < kind if other.kind != kind else str(other) < text
               for other in legal)


def copy_event(event: dict[str, Any]) -> dict[str, Any]:
    """Return a copy of a log event that shares nothing with it.

    An event's values are plain values or lists of them, so copying its lists is enough:
    whoever holds a copy (a view's log) cannot change the game's log through it.
    """
    copy = dict(event)
    for key, value in event.items():
        if isinstance(value, list):
            copy[key] = list(value)
    return copy


def redact(event: dict[str, Any], seat: int) -> dict[str, Any]:
    """Return a copy of a log event as the player at ``seat`` may see it (others' draws hidden)."""
    seen = copy_event(event)
    if seen.get("secret") and seen.get("seat") != seat:
        seen.pop("cards", None)
    return seen
