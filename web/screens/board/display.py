"""What the board is drawn from beside the game's view: the page's language, the picks,
the notice, the suggestion, what just changed. The board screen fills one in for each
drawing (screens/board/__init__.py), a replay another (screens/replay.py)."""

from __future__ import annotations

from dataclasses import dataclass, field

from play.seats import BOT_LEVELS, LINK
from screens.board.changes import NONE, Changes

#: Lines of the log shown on the board.
LOG_LINES = 40
#: Lines of what just happened shown beside the choices.
LATEST_LINES = 3


@dataclass
class BoardDisplay:
    """What the page shows beside the game itself."""

    lang: str = "en"
    #: The pieces picked so far, in order (see picks.py); their actions are listed.
    picks: tuple[str, ...] = ()
    #: Per seat: a person here or by link, or a bot level (seats.py).
    seats: list[str] = field(default_factory=list)
    #: A message for the player: (kind, text), kind "error" or "info".
    notice: tuple[str, str] | None = None
    #: A command the notice offers as a button of its own (such as "copy"), or "".
    notice_command: str = ""
    #: The browser keeps no data, so games are kept only by their links.
    storage_blocked: bool = False
    #: Another tab saved a newer game: ask whether to load it.
    conflict: bool = False
    #: A bot is choosing: its name.
    thinking: str = ""
    #: The strong bot is thinking about a suggestion for the player.
    hinting: bool = False
    #: The suggested action text and its reason, when the player asked for a hint.
    hint: tuple[str, str] | None = None
    #: The suggested action's canonical text (its pieces are marked on the board).
    hint_action: str = ""
    #: Asked before the work phase ends while something could still be used: the dice
    #: values and the cards' names, as text (empty: not asking).
    confirm_end: tuple[str, ...] = ()
    #: What Undo would take back, in words ("" when there is nothing to undo).
    undo_text: str = ""
    #: What the last move changed, drawn once as short animations.
    changes: Changes = NONE
    #: The card shown large to be read ("" for none), and why it cannot act now ("").
    zoom: str = ""
    zoom_why: str = ""
    #: Whether to tell the player, once, that a card can be opened to be read.
    card_tip: bool = False
    #: Whether to offer the tutorial (a shared link opened on a device that never played).
    tutorial_offer: bool = False
    #: The coach's note on a costly move: what happened, and the strong bot's reason ("").
    coach_note: tuple[str, str] | None = None
    #: The events of the latest move(s) the viewer has not acted after (newest last).
    latest: list[dict[str, object]] = field(default_factory=list)
    #: The Machine's last turn and the round it began, shown until the player acts.
    machine_turn: list[dict[str, object]] = field(default_factory=list)
    #: On phones: the game's menu is open, the latest events are opened.
    menu: bool = False
    latest_open: bool = False
    #: On phones: the sections that fold now ("hand", "market"), and those folded.
    foldable: tuple[str, ...] = ()
    folded: tuple[str, ...] = ()
    #: The browser has a share sheet: the link is shared rather than copied.
    can_share: bool = False
    #: The board is the tutorial's; its step asks for this move ("" while it explains):
    #: the piece to act on next is marked (``data-tutorial-target``), the others wait.
    tutorial: bool = False
    tutorial_action: str = ""

    def is_bot(self, names: list[str], name: str | None) -> bool:
        """Return whether a bot plays the seat of ``name`` among the game's ``names``."""
        return name in names and self.seats[names.index(name)] in BOT_LEVELS

    def by_link(self, names: list[str], name: str | None) -> bool:
        """Return whether a person on another device plays the seat of ``name``."""
        return name in names and self.seats[names.index(name)] == LINK
