"""What a phone folds on the board: in the work phase the hand and the market stay folded
until wanted (the dice, floors and built cards take the screen); a section unfolded by the
viewer stays so for the rest of that phase, and one holding a piece the page points at (a
suggestion's, the tutorial's) opens by itself."""

from __future__ import annotations

from collections.abc import Sequence

from ffcore.views import StateModel

#: The sections a phone folds in the work phase until wanted, and the pieces' keys that
#: belong to each.
FOLDABLE = ("hand", "market")
FOLD_KEYS = {"hand": ("hand:", "discard:"), "market": ("market:", "slot:", "contractor:")}


class Folds:
    """The sections the viewer unfolded, kept for the round and phase they were unfolded in."""

    def __init__(self) -> None:
        self.unfolded: tuple[str, ...] = ()
        self._at: tuple[int, str] = (0, "")

    def toggle(self, section: str) -> None:
        """Unfold a folded section, or fold it again."""
        if section in self.unfolded:
            self.unfolded = tuple(name for name in self.unfolded if name != section)
        elif section in FOLDABLE:
            self.unfolded = (*self.unfolded, section)

    def settle(self, state: StateModel) -> None:
        """The game moved on: a section is unfolded for one phase only."""
        if (state.round, state.phase) != self._at:
            self.unfolded, self._at = (), (state.round, state.phase)

    def foldable(self, state: StateModel) -> tuple[str, ...]:
        """Return the sections that fold now: the hand and the market, in the work phase's
        work step."""
        return FOLDABLE if state.phase == "work" and state.step == "work" else ()

    def folded(self, state: StateModel, shown: Sequence[str]) -> tuple[str, ...]:
        """Return the foldable sections still folded: not unfolded by the viewer, nor
        holding one of the pieces ``shown`` (their keys)."""
        return tuple(section for section in self.foldable(state)
                     if section not in self.unfolded and
                     not any(key.startswith(FOLD_KEYS[section]) for key in shown))
