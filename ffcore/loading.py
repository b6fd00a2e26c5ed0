"""Opening stored games: share codes, JSON saves and the page's lists of actions.

Every format that shipped is read for ever, and the rules version a game was
played under travels with it. The policy (docs/formats.md): a game made under
today's rules must replay exactly, or it is refused as damaged; a game made
under earlier rules is replayed under today's as far as its moves are still the
same moves, and :attr:`Game.restored` says how far that was; a game made by a
newer version is refused with a message that says so, never as "damaged".
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from . import codec
from .actions import Action
from .errors import BadCode, BadSetup, IllegalAction
from .game import Game, Restored, new_game
from .limits import MAX_ACTIONS
from .orders import format1_order, format2_order
from .rules import RULES_VERSION


def from_code(code: str) -> Game:
    """Return the game a share code holds, replaying and so checking every action.

    Raises BadCode for anything malformed, truncated, tampered with, of an
    unknown format or made by a newer version, never another exception.
    """
    setup = codec.decode(code)
    if setup.rules > RULES_VERSION:
        raise BadCode("newer-version", variant="code-rules", rules=setup.rules)
    game = _new(setup.names, setup.machine, setup.seed, code=True)
    older = setup.rules < RULES_VERSION
    played: list[Action] = []
    verified = 0  # actions known to be the ones played: up to the last round check that held
    packed = setup.packed
    for number in range(setup.actions):
        legal = game._legal_now()
        if not legal:
            if older:
                return _restored(setup, played, verified)
            raise BadCode("too-many-actions", number=number + 1)
        if setup.format == 1:
            ordered = format1_order(game.state, legal)
        else:
            ordered = [action for _, action in format2_order(legal)]
        packed, position = divmod(packed, len(ordered))
        rounds = len(game._round_ends)
        game._play(ordered[position])
        played.append(ordered[position])
        if len(game._round_ends) > rounds and setup.format >= 2:
            checks = setup.checks
            if rounds >= len(checks) or checks[rounds] != game._crcs[-1] & 0xFFFF:
                if older:
                    return _restored(setup, played, verified)
                raise BadCode("damaged", variant="moves")
            verified = len(played)
    if packed:
        if older:
            return _restored(setup, played, verified)
        raise BadCode("damaged", variant="extra")
    if setup.format >= 2 and (game.history_digest != setup.digest
                              or len(game._round_ends) != len(setup.checks)):
        if older:
            return _restored(setup, played, verified)
        raise BadCode("damaged", variant="moves")
    if older:
        game.restored = Restored(setup.rules, len(played), setup.actions,
                                 checked=setup.format >= 2)
    return game


def _restored(setup: codec.Setup, played: list[Action], verified: int) -> Game:
    """Return the game of an old code as far as its moves are known to be the same moves.

    A format-1 code has no checks: it keeps what replayed, and says it is unchecked.
    """
    checked = setup.format >= 2
    kept = played[:verified] if checked else played
    game = _new(setup.names, setup.machine, setup.seed, code=True)
    for action in kept:
        game.apply(action)
    game.restored = Restored(setup.rules, len(kept), setup.actions, checked)
    return game


def from_actions(names: Sequence[str], machine: str | None, seed: int,
                 actions: Sequence[str], *, rules: int = RULES_VERSION) -> Game:
    """Return the game that these canonical action texts play from a setup.

    This is how the page keeps a game: no encoding, so nothing an engine change
    can reorder. Played under earlier ``rules``, the game is kept up to the
    first action today's rules refuse (see :attr:`Game.restored`). Raises
    BadCode for a bad setup, a refused action under today's rules, or a newer
    version's game.
    """
    if rules > RULES_VERSION:
        raise BadCode("newer-version", variant="save-rules", rules=rules)
    if len(actions) > MAX_ACTIONS:
        raise BadCode("too-long", variant="save", max=MAX_ACTIONS)
    game = _new(list(names), machine, seed, code=False)
    for number, text in enumerate(actions, 1):
        try:
            game.apply(text)
        except IllegalAction as error:
            if rules < RULES_VERSION:
                game.restored = Restored(rules, number - 1, len(actions), checked=True)
                return game
            raise BadCode("bad-save", variant="action", number=number, cause=error) from None
    if rules < RULES_VERSION:
        game.restored = Restored(rules, len(actions), len(actions), checked=True)
    return game


def from_json(text: str | bytes) -> Game:
    """Return a game from :meth:`Game.to_json`, validated; raise BadCode if it is not sound.

    The saved state is checked against its own rules (card counts, limits), and
    then against its history: replaying the actions must lead to that state
    (under the rules it was saved with; a save from earlier rules is replayed
    as :func:`from_actions` does).
    """
    # pydantic is imported here, on the first save opened, not with ffcore.
    from pydantic import ValidationError

    from .models import SaveModel, saved_state

    _check_save_format(text)
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
    game = from_actions(save.names, save.machine, save.seed, save.history, rules=save.rules)
    # The saved state itself (counts included) must be the one its history leads to, under
    # the rules it was saved with; earlier rules may lead elsewhere (game.restored says so).
    if game.restored is None and (save.state != saved_state(game.state)
                                  or save.rng != game.state.rng.getstate()):
        raise BadCode("bad-save", variant="state")
    return game


def _check_save_format(text: str | bytes) -> None:
    """Raise BadCode if a JSON save names a format newer than this version reads."""
    from .models import SAVE_FORMAT

    try:
        version = json.loads(text).get("format")
    except (ValueError, TypeError, AttributeError, RecursionError):
        return  # not a save at all: validation says why
    if isinstance(version, int) and not isinstance(version, bool) and version > SAVE_FORMAT:
        raise BadCode("newer-version", variant="save", format=version)


def _new(names: list[str], machine: str | None, seed: int, *, code: bool) -> Game:
    """Return the new game a code (or a save) sets up; raise BadCode saying which is bad."""
    try:
        game = new_game(names, seed=seed, machine=machine)
    except BadSetup as error:
        if code:
            raise BadCode("bad-setup", cause=error) from None
        raise BadCode("bad-save", variant="setup", cause=error) from None
    if list(game.names) != list(names):
        if code:
            raise BadCode("bad-setup", variant="spaces")
        raise BadCode("bad-save", variant="spaces")
    return game
