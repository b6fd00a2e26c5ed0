"""The public face of the engine: :func:`new_game` and :class:`Game`.

Whoever plays a game (the page, the terminal game, tournaments) changes it
only through this module. Two callers reach further in: the bots' search
plays copies of a state dealt to fit the bot's view with :mod:`ffcore.rules`
directly, and tests build positions by hand. docs/ARCHITECTURE.md says what
each may use.
"""

from __future__ import annotations

import unicodedata
from typing import Any

from pydantic import ValidationError

from . import codec, rules
from .actions import Action
from .cards import MACHINE_LEVELS
from .errors import BadCode, BadSetup, IllegalAction
from .models import SAVE_FORMAT, SaveModel, ViewModel, state_to_model
from .reasons import explain
from .scoring import Outcome, outcome
from .state import State

MAX_NAME_LENGTH = 40
MAX_SEED = 2**63 - 1


def new_game(names: list[str], *, seed: int, machine: str | None = None) -> Game:
    """Return a new game: one name with a ``machine`` level for solo, or 2 to 5 names.

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
    if machine is None and not 2 <= len(clean) <= 5:
        raise BadSetup("bad-players", variant="count")
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
        #: Each action's position among the legal actions and their count: the share code.
        self._choices: list[tuple[int, int]] = []
        self._log: list[dict[str, Any]] = list(self._state.events)
        self._state.events = []
        self._legal: list[Action] | None = None
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
    def state(self) -> State:
        """Return the live state (read it, never change it)."""
        return self._state

    @property
    def history(self) -> tuple[Action, ...]:
        """Return every action taken so far."""
        return tuple(self._history)

    @property
    def log(self) -> list[dict[str, Any]]:
        """Return the full event log, secrets included (see :meth:`view` for one player's)."""
        return list(self._log)

    def legal_actions(self) -> list[Action]:
        """Return every legal action of the current player (empty once the game is over)."""
        if self._legal is None:
            self._legal = rules.legal_actions(self._state)
        return list(self._legal)

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
        if self._legal is None:
            self._legal = rules.legal_actions(self._state)
        try:
            position = self._legal.index(action)
        except ValueError:
            raise explain(self._state, action) from None
        # Play the engine's own value: an equal one may hold True for 1 or 5.0 for 5.
        self._play(self._legal[position], position, len(self._legal))

    def _play(self, action: Action, position: int, count: int) -> None:
        state = self._state
        chance, seat, round_ = state.chance, state.seat, state.round
        rules.apply(state, action)
        self._history.append(action)
        self._choices.append((position, count))
        self._log.extend(state.events)
        state.events = []
        self._legal = None
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
        del self._choices[self._anchor_at:]
        del self._log[self._anchor_log:]
        self._legal = None
        for action in replay:
            self.apply(action)
        return undone

    def copy(self) -> Game:
        """Return an independent copy of the game (history and log included)."""
        twin = Game.__new__(Game)
        twin.names, twin.machine, twin.seed = self.names, self.machine, self.seed
        twin._state = self._state.copy()
        twin._history = list(self._history)
        twin._choices = list(self._choices)
        twin._log = list(self._log)
        twin._legal = None
        twin._anchor = self._anchor.copy(rng=twin._state.rng)
        twin._anchor_at, twin._anchor_log = self._anchor_at, self._anchor_log
        return twin

    # Views --------------------------------------------------------------------------------

    def view(self, name: str) -> ViewModel:
        """Return what the player called ``name`` may see; raise ValueError for an unknown name."""
        if name not in self.names:
            raise ValueError(f"No player is called {name!r}.")
        seat = self.names.index(name)
        mine = self.current_player == name
        return ViewModel(viewer=name, names=list(self.names),
                         machine=self.machine,
                         current_player=self.current_player,
                         state=state_to_model(self._state, viewer=seat),
                         log=[redact(event, seat) for event in self._log],
                         legal=[str(action) for action in self.legal_actions()] if mine else [],
                         can_undo=mine and self.can_undo())

    # Sharing and saving -------------------------------------------------------------------

    def to_code(self) -> str:
        """Return the URL-safe share code of this game (setup, seed and actions)."""
        return codec.encode(self.names, self.machine, self.seed, self._choices)

    def to_json(self) -> str:
        """Return the full saved state as JSON (see :func:`from_json`)."""
        save = SaveModel(format=SAVE_FORMAT, names=list(self.names),
                         machine=self.machine,
                         seed=self.seed, history=[str(action) for action in self._history],
                         state=state_to_model(self._state), rng=self._state.rng.getstate())
        return save.model_dump_json()


def from_code(code: str) -> Game:
    """Return the game a share code holds, replaying and so checking every action.

    Raises BadCode for anything malformed, truncated, tampered with or of an
    unknown format, never another exception.
    """
    setup = codec.decode(code)
    try:
        game = new_game(setup.names, seed=setup.seed, machine=setup.machine)
    except BadSetup as error:
        raise BadCode("bad-setup", cause=error) from None
    if list(game.names) != setup.names:
        raise BadCode("bad-setup", variant="spaces")
    packed = setup.packed
    for number in range(setup.actions):
        legal = game.legal_actions()
        if not legal:
            raise BadCode("too-many-actions", number=number + 1)
        packed, position = divmod(packed, len(legal))
        game._play(legal[position], position, len(legal))
    if packed:
        raise BadCode("damaged", variant="extra")
    return game


def from_json(text: str | bytes) -> Game:
    """Return a game from :meth:`Game.to_json`, validated; raise BadCode if it is not sound.

    The saved state is checked against its own rules (card counts, limits), and
    then against its history: replaying the actions must lead to that state.
    """
    try:
        save = SaveModel.model_validate_json(text)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        detail = first["msg"].rstrip(".")
        if where:
            raise BadCode("bad-save", variant="field", where=where, detail=detail) from None
        raise BadCode("bad-save", variant="value", detail=detail) from None
    except (ValueError, TypeError):
        raise BadCode("bad-save", variant="json") from None
    try:
        game = new_game(save.names, seed=save.seed, machine=save.machine)
        for number, text_action in enumerate(save.history, 1):
            try:
                game.apply(text_action)
            except IllegalAction as error:
                raise BadCode("bad-save", variant="action", number=number,
                              cause=error) from None
    except BadSetup as error:
        raise BadCode("bad-save", variant="setup", cause=error) from None
    # The saved state itself (counts included) must be the one its history leads to.
    if save.state != state_to_model(game._state) or save.rng != game._state.rng.getstate():
        raise BadCode("bad-save", variant="state")
    return game


def redact(event: dict[str, Any], seat: int) -> dict[str, Any]:
    """Return a log event as the player at ``seat`` may see it (others' draws hidden)."""
    if event.get("secret") and event.get("seat") != seat:
        return {key: value for key, value in event.items() if key != "cards"}
    return event
