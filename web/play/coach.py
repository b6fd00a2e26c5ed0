"""The coach (a solo option, off by default): after each move of the player's, the strong
bot looks at it again, as the game review does (``ffcore.bots.review.MoveReview``), in
short slices between clicks (glue/pacing.py). A move it judges to lose at least
``NOTE_LOSS`` points gets a short note: what it preferred, and why (its one-line reason,
``ffcore.bots.hints``). At the end of the game the costliest moments are listed, each a
link to its moment in the replay.

Nothing here touches the browser: the session holds a `Coach` (session.py), the board
hands it each move it plays (screens/board), and the page's pacing calls :meth:`think`.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, NamedTuple

from ffcore import Action, Game
from ffcore.text import describe_action

if TYPE_CHECKING:
    from ffcore.bots.review import Finding, MoveReview

#: A move that loses at least this many points (the strong bot's estimate) gets a note.
NOTE_LOSS = 2.0
#: The costliest moments listed at the end of the game.
TOP_MOMENTS = 3
#: Losses below this are the search's noise: never listed (as the review's MIN_LOSS).
MIN_LOSS = 0.5


class Note(NamedTuple):
    """A move the coach judged costly: the finding, and the words it needs."""

    finding: Finding
    #: The preferred move's one-line reason: a message id and its parameters (ids).
    reason: tuple[str, tuple[tuple[str, str], ...]]
    #: The names of the game's seats, to describe the moves.
    names: tuple[str, ...]

    def played(self, lang: str) -> str:
        return self._describe(self.finding.played, lang)

    def preferred(self, lang: str) -> str:
        return self._describe(self.finding.preferred, lang)

    def _describe(self, text: str, lang: str) -> str:
        finding = self.finding
        return describe_action(Action.parse(text), self.names, list(finding.market),
                               list(finding.contractors), lang)


class Coach:
    """The moves of one game waiting to be judged, the one being judged, and the verdicts."""

    def __init__(self) -> None:
        #: Moves played and not judged yet: the game before each, and the move's text.
        self._waiting: deque[tuple[Game, str]] = deque()
        self._judging: MoveReview | None = None
        #: The moves handed over and not answered yet (:meth:`judged`), by position and text:
        #: what the board shows as the coach's work under way.
        self._unanswered: list[tuple[int, str]] = []
        #: Every costly move judged so far (from MIN_LOSS points), in the order played.
        self.notes: list[Note] = []
        #: The note shown on the board (None: none, or the player dismissed it).
        self.shown: Note | None = None

    @property
    def pending(self) -> bool:
        """Return whether a move handed over waits for the coach's verdict."""
        return bool(self._unanswered)

    @property
    def to_judge(self) -> bool:
        """Return whether a move waits to be judged (the work between clicks)."""
        return self._judging is not None or bool(self._waiting)

    def played(self, before: Game, text: str) -> None:
        """Take a move the player just made in ``before`` (the game as it stood before it;
        the coach keeps it, so pass a copy)."""
        self._waiting.append((before, text))
        self._unanswered.append((before.action_count, text))

    def think(self, seconds: float) -> tuple[int, str, Note | None] | None:
        """Judge for about ``seconds`` (one slice; the first is only the set-up); return, once
        a move is judged, its position, its text and its note (None: not costly enough to
        keep), for :meth:`judged`; None while under way. What the board shows changes only
        with the verdict."""
        if self._judging is None:
            if not self._waiting:
                return None
            from ffcore.bots.review import MoveReview  # the bots load only once asked for

            before, text = self._waiting.popleft()
            self._judging = MoveReview(before, text)
            return None
        review = self._judging
        if not review.step(seconds):
            return None
        self._judging = None
        return review.game.action_count, review.text, self._note(review)

    def _note(self, review: MoveReview) -> Note | None:
        """Return the note of a judged move, if it was costly."""
        finding = review.finding
        reason = review.reason()
        if finding is None or reason is None or finding.loss < MIN_LOSS:
            return None
        return Note(finding, (reason.key, reason.params), review.game.names)

    def judged(self, at: int, played: str, note: Note | None) -> bool:
        """The move ``played`` at the position ``at`` was judged: keep its ``note``, if the
        move is still one of the game's (an undo may have taken it back meanwhile); return
        whether the note shows on the board now."""
        if (at, played) not in self._unanswered:
            return False
        self._unanswered.remove((at, played))
        if note is None:
            return False
        self.notes.append(note)
        if note.finding.loss >= NOTE_LOSS:
            self.shown = note
            return True
        return False

    def forget_after(self, game: Game) -> None:
        """Forget what was judged of moves no longer in ``game`` (taken back by Undo)."""
        texts = game.action_texts()

        def kept(position: int, played: str) -> bool:
            return position < len(texts) and texts[position] == played

        self.notes = [note for note in self.notes
                      if kept(note.finding.position, note.finding.played)]
        if self.shown is not None and self.shown not in self.notes:
            self.shown = None
        self._waiting = deque((before, text) for before, text in self._waiting
                              if kept(before.action_count, text))
        self._unanswered = [(at, text) for at, text in self._unanswered if kept(at, text)]
        if self._judging is not None and not kept(self._judging.game.action_count,
                                                  self._judging.text):
            self._judging = None

    def costliest(self) -> list[Note]:
        """Return the costliest moments judged, costliest first (at most TOP_MOMENTS)."""
        return sorted(self.notes, key=lambda note: (-note.finding.loss,
                                                    note.finding.position))[:TOP_MOMENTS]
