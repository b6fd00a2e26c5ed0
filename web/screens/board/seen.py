"""What the viewer of a board has seen, noted once a message was handled (never by drawing):
what the last move changed (its marks, drawn once), the latest events and The Machine's
turn they have not acted after, and the view of the game the board is drawn from."""

from __future__ import annotations

from dataclasses import replace

from ffcore import Game, ViewModel
from screens.board.changes import NONE, Changes, Snapshot, changes, snapshot
from screens.board.display import LATEST_LINES, LOG_LINES

#: Where a noted view stands: the game, its actions and history, the viewer, its log.
Position = tuple[int, int, int, str, int]


def position(game: Game, viewer: str) -> Position:
    return id(game), game.action_count, game.history_digest, viewer, game.log_size


class Seen:
    """What one board's viewer has seen so far."""

    def __init__(self) -> None:
        #: What the viewer saw at the last message, and what changed since the one before.
        self._snapshot: Snapshot | None = None
        self.moved: Changes = NONE
        #: The events of the latest move(s) the viewer has not acted after (newest last),
        #: and The Machine's last turn with the round it began, shown until they act.
        self.latest: list[dict[str, object]] = []
        self.machine_turn: list[dict[str, object]] = []
        #: The view noted at the last message, and the position it shows.
        self._view: ViewModel | None = None
        self._view_of: Position = (0, 0, 0, "", 0)

    def settle(self, game: Game, viewer: str, seen_log: dict[str, int]) -> None:
        """Note what ``viewer`` sees now; ``seen_log`` is how much of the log each person
        had seen, which this moves on to the end."""
        start = seen_log.get(viewer, game.log_size)
        # One view for all: from the first line not seen, or the lines the board shows.
        view = game.view(viewer, log_from=min(start, max(0, game.log_size - LOG_LINES)))
        seen = snapshot(game, view)
        self.moved, self._snapshot = changes(self._snapshot, seen), seen
        if start < game.log_size:
            fresh = view.log[start - view.log_start:]
            self.latest = fresh[-LATEST_LINES:]
            turns = [i for i, event in enumerate(fresh) if event.get("code") == "machine-turn"]
            if turns:
                self.machine_turn = [fresh[turns[-1]]] + [
                    event for event in fresh[turns[-1] + 1:] if event.get("code") == "round"]
        seen_log[viewer] = game.log_size
        shown = max(0, game.log_size - LOG_LINES)
        self._view = replace(view, log_start=shown, log=view.log[shown - view.log_start:])
        self._view_of = position(game, viewer)

    def view(self, game: Game, viewer: str) -> ViewModel:
        """Return the view of the game the board shows: the one noted at the last message,
        or a new one if the game moved since (a drawing keeps nothing)."""
        if self._view is not None and self._view_of == position(game, viewer):
            return self._view
        return game.view(viewer, log_from=-LOG_LINES)
