"""The question asked before a game opened from a link or a pasted save replaces the game
saved on this device."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from ffcore import Game
from html_builder import Markup, el
from screens import Event, Screen, command
from seats import HUMAN
from ui_text import t

if TYPE_CHECKING:
    from screens import Context


class ReplaceScreen(Screen):
    """Asks whether ``game`` replaces the saved one; "no" goes back to the start screen."""

    USES = frozenset({"begin", "pop"})

    name = "replace"
    HOME = ('[data-command="replace-no"]',)
    KEYS: ClassVar[dict[str, str]] = {"c": "replace-yes"}

    def __init__(self, app: Context, game: Game, seats: list[str], *,
                 linked: bool = False) -> None:
        super().__init__(app)
        self.game = game
        self.seats = seats
        #: The game came from a shared link (see `Context.begin`).
        self.linked = linked

    def address(self) -> str:
        """Return the game's link: a reload asks again."""
        seats = "" if all(seat == HUMAN for seat in self.seats) else "&s=" + ".".join(self.seats)
        return f"#g={self.game.to_code()}{seats}"

    def render(self) -> Markup:
        lang = self.lang
        return el("section", {"class": "confirm", "role": "alertdialog",
                              "aria-labelledby": "confirm-text"},
                  el("p", {"id": "confirm-text"}, t("notice.replace", lang)),
                  el("button", {"type": "button", "class": "primary",
                                "data-command": "replace-yes", "aria-keyshortcuts": "C"},
                     t("notice.replace.yes", lang)),
                  el("button", {"type": "button", "data-command": "replace-no"},
                     t("notice.replace.no", lang)))

    @command("replace-yes")
    def replace(self, event: Event) -> None:
        self.app.begin(self.game, self.seats, linked=self.linked)

    @command("replace-no")
    def keep(self, event: Event) -> None:
        self.app.pop()
