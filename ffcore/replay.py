"""Replays: a game watched move by move, from any seat, without touching the game itself.

A replay holds a game's setup and the canonical texts of its actions. Position
``n`` (0 to :attr:`Replay.positions` - 1) is the game after its first ``n``
actions. Positions are found by replaying from a copy kept every
:data:`SNAPSHOT_EVERY` actions, so stepping back or jumping anywhere in a long
game replays only a few actions, and the copies are made only as far as the
replay has been watched.

What a viewer sees (:meth:`Replay.view_at`): while the game is unfinished,
only what that player saw at the time (others' hands, the decks and others'
draws hidden, as :meth:`ffcore.Game.view` hides them); once it is over,
nothing is secret any more, so every hand and every draw shows at every
position. The decks' order stays hidden either way: nobody knew it. A replay's
view never offers moves (``legal`` is empty).
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import replace

from .game import Game, copy_event, new_game
from .loading import from_code
from .views import ViewModel, state_to_model

#: Actions between two kept copies of the game: reaching any position replays at most
#: this many actions (each about a millisecond in the browser) and copies the game twice.
SNAPSHOT_EVERY = 16


class Replay:
    """A finished or unfinished game, position by position."""

    def __init__(self, game: Game, *, start: Game | None = None) -> None:
        """Replay ``game``, from a new game of its setup or from ``start`` (tests' positions).

        The game itself is read, never changed, and nothing refers to it afterwards.
        Raises ValueError if ``start`` has actions of its own.
        """
        if start is not None and start.action_count:
            raise ValueError("A replay starts from a game with no actions yet.")
        self.names = game.names
        self.machine = game.machine
        self.seed = game.seed
        #: The canonical text of every action, in order.
        self.actions: tuple[str, ...] = tuple(game.action_texts())
        #: Whether the game was over: then every hand shows in every view.
        self.finished = game.is_over
        #: Set when the game was opened under rules newer than it was played under.
        self.restored = game.restored
        first = start.copy() if start is not None else new_game(
            list(game.names), seed=game.seed, machine=game.machine)
        self._snapshots = [first]
        self._cursor = first.copy()
        self._cursor_at = 0
        round_ = first.state.round
        self._round_starts = {round_: 0} | {
            round_ + number: end for number, end in enumerate(game._round_ends, 1)}

    @classmethod
    def from_code(cls, code: str) -> Replay:
        """Return the replay of a share code; raise ffcore.BadCode as :func:`from_code` does."""
        return cls(from_code(code))

    @property
    def positions(self) -> int:
        """Return how many positions there are: one more than the actions."""
        return len(self.actions) + 1

    def game_at(self, n: int) -> Game:
        """Return a new game as it stood after ``n`` actions; raise IndexError out of range."""
        return self._at(n).copy()

    def view_at(self, n: int, viewer: str, *, log_from: int = 0) -> ViewModel:
        """Return what ``viewer`` sees at position ``n`` (see the module's perspective rule).

        ``log_from`` is as in :meth:`ffcore.Game.view`. Raises IndexError out of range and
        ValueError for an unknown name.
        """
        game = self._at(n)
        if self.finished:
            return revealed_view(game, viewer, log_from=log_from)
        view = game.view(viewer, log_from=log_from)
        return replace(view, legal=[], can_undo=False)

    def round_starts(self) -> dict[int, int]:
        """Return the position where each round begins, by round number."""
        return dict(self._round_starts)

    def round_at(self, n: int) -> int:
        """Return the round being played at position ``n``."""
        self._check(n)
        starts = sorted(self._round_starts.items(), key=lambda item: item[1])
        found = bisect_right([position for _, position in starts], n) - 1
        return starts[found][0]

    def _check(self, n: int) -> None:
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n < self.positions:
            raise IndexError(f"A replay of {len(self.actions)} actions has no position {n!r}.")

    def _at(self, n: int) -> Game:
        """Return the replay's own game at position ``n`` (never hand it out: it changes)."""
        self._check(n)
        snapshots = self._snapshots
        kept = n // SNAPSHOT_EVERY
        while len(snapshots) <= kept:
            game = snapshots[-1].copy()
            self._play(game, len(snapshots) * SNAPSHOT_EVERY)
            snapshots.append(game)
        if kept * SNAPSHOT_EVERY <= self._cursor_at <= n:
            game = self._cursor  # already nearer than the copy
        else:
            game = snapshots[kept].copy()
        self._play(game, n)
        self._cursor, self._cursor_at = game, n
        return game

    def _play(self, game: Game, n: int) -> None:
        """Play the game on from where it stands to position ``n``."""
        for text in self.actions[game.action_count:n]:
            game.apply(text)


def revealed_view(game: Game, viewer: str, *, log_from: int = 0) -> ViewModel:
    """Return ``viewer``'s view of a game with nothing left to hide: every hand, every draw.

    The decks' order stays hidden, and no move is offered. Raises ValueError for
    an unknown name.
    """
    view = game.view(viewer, log_from=log_from)
    state = replace(state_to_model(game.state), deck=None, contractor_deck=None)
    log = [copy_event(event) for event in game.log[view.log_start:]]
    return replace(view, state=state, log=log, legal=[], can_undo=False)
