"""What a screen-reader player hears: what a sighted player sees change, said once.

Each screen tells what it shows that matters (`Speech`: where the game stands, what the
phase asks, the suggestion, a notice, the end); the `Announcer` compares it with what it
said before, adds the game's new log lines (a move, The Machine's turn, a round's start),
and returns the texts to say (`Said`). The glue writes them into the page's two live
regions, which are in index.html from the start: ``#announce`` (polite) and ``#alert``
(assertive: a refused move). A region inserted already holding its text is often not read
at all, so nothing here relies on one.
"""

from __future__ import annotations

from dataclasses import dataclass

from effects import Value
from ffcore import Game
from ffcore.text import describe_event

#: At most this many new log lines are read after one drawing (the newest).
MAX_LINES = 6


@dataclass(frozen=True)
class Speech:
    """What a screen shows now that a screen reader should hear when it changes."""

    #: Where the game stands (round, phase, whose turn): said when a board first shows.
    status: str = ""
    #: What the phase asks for (take a blueprint, discard down to the limits...).
    prompt: str = ""
    #: The suggestion shown, with its reason; the coach's note.
    hint: str = ""
    coach: str = ""
    #: The notice shown, its number (each notice has its own: the same words twice are
    #: said twice), and whether it refuses what the player tried (said at once).
    notice: str = ""
    notice_number: int = 0
    urgent: bool = False
    #: The end: who won, and every side's score.
    outcome: str = ""


class Said(Value):
    """What to say after a drawing: politely (after what is being read) or at once; and
    whether another board (or none) shows, when the polite region is emptied of the last
    one's news. (A plain value: see web/effects.py.)"""

    __slots__ = ("assertive", "fresh", "polite")

    def __init__(self, polite: str = "", assertive: str = "", fresh: bool = False) -> None:
        self.polite = polite
        self.assertive = assertive
        self.fresh = fresh


class Announcer:
    """Says what changed since the last drawing, and nothing twice."""

    def __init__(self) -> None:
        #: Whose board, in which game, was last spoken of (the log is read to them only).
        self._for: tuple[int, str] = (0, "")
        self._log = 0
        self._last = Speech()

    def take(self, speech: Speech, game: Game | None, viewer: str, lang: str) -> Said:
        """Return what to say now that the screen shows ``speech``, the board of ``viewer``
        ("" for none) in ``game``."""
        polite: list[str] = []
        assertive: list[str] = []
        last = self._last
        board = (id(game), viewer) if game is not None and viewer else (0, "")
        fresh = board != self._for
        if fresh:
            # Another game, or another person at the device: nothing of the last one's log.
            self._for = board
            self._log = game.log_size if game is not None and viewer else 0
            last = Speech()
            polite.append(speech.status)
        elif game is not None and viewer:
            polite += self._new_lines(game, viewer, lang)
        for text, before in ((speech.prompt, last.prompt), (speech.hint, last.hint),
                             (speech.coach, last.coach), (speech.outcome, last.outcome)):
            if text and text != before:
                polite.append(text)
        if speech.notice and speech.notice_number != last.notice_number:
            (assertive if speech.urgent else polite).append(speech.notice)
        self._last = speech
        return Said(" ".join(text for text in polite if text), " ".join(assertive), fresh)

    def _new_lines(self, game: Game, viewer: str, lang: str) -> list[str]:
        """Return the log lines the viewer has not heard yet, in words."""
        size = game.log_size
        start = max(min(self._log, size), size - MAX_LINES)
        self._log = size
        if start >= size:
            return []
        return [describe_event(event, game.names, lang)
                for event in game.view(viewer, log_from=start).log]
