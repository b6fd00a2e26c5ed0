"""The pass-the-device screen: between two people's turns on one device, it hides the board
until the next person says they hold it, and tells them what happened since their last
turn (in words anyone may read: nobody's drawn cards are named)."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from ffcore.text import describe_event
from html_builder import Markup, el
from screens import Event, Screen, command
from ui_text import t

if TYPE_CHECKING:
    from screens import Context

#: At most this many lines of what happened are shown.
PASS_LINES = 12


class PassScreen(Screen):
    """Hands the device to the person to move next."""

    USES = frozenset({"follow_game", "session", "to_start"})

    name = "pass"
    HOME = ('[data-command="reveal"]',)
    KEYS: ClassVar[dict[str, str]] = {"c": "reveal"}

    def __init__(self, app: Context) -> None:
        super().__init__(app)
        #: The game was opened from a shared link: ask whether the person who opened it is
        #: the one to move, before any hand shows.
        self.shared = False
        #: Whether the board after it offers the tutorial (a device that never played).
        self.offer_tutorial = False

    def render(self) -> Markup:
        session = self.app.session
        game = session.game
        assert game is not None
        lang = self.lang
        name = game.current_player or ""
        start = session.seen_log.get(name, 0)
        since = game.public_log(max(start, game.log_size - PASS_LINES)) \
            if session.seen_log else []
        if self.shared:
            return render_shared(name, game.round, lang)
        return render_pass(name, lang, [describe_event(event, game.names, lang)
                                        for event in since], first=not session.seen_log)

    @command("reveal")
    def reveal(self, event: Event) -> None:
        """The person named holds the device: show their board."""
        session = self.app.session
        if session.game is not None:
            session.viewer = session.game.current_player or session.viewer
            self.app.follow_game()

    @command("not-me")
    def not_me(self, event: Event) -> None:
        """Whoever opened a shared link is not the person to move: no hand shows."""
        self.app.to_start()


def render_pass(name: str, lang: str, since: list[str] | None = None,
                first: bool = False) -> Markup:
    """Return the screen that hides the board until ``name`` holds the device, with what
    happened since their last turn (``since``: log lines as ``name`` may read them)."""
    return el("section", {"class": "pass", "aria-labelledby": "pass-heading"},
              el("h2", {"id": "pass-heading"}, t("pass.heading", lang, name=name)),
              el("p", None, t("pass.body.first" if first else "pass.body", lang, name=name)),
              el("div", {"class": "since"},
                 el("h3", None, t("pass.since", lang)),
                 el("ol", None, [el("li", None, line) for line in since])) if since else None,
              el("button", {"type": "button", "class": "primary", "data-command": "reveal",
                            "aria-keyshortcuts": "C"},
                 t("pass.go", lang, name=name)))


def render_shared(name: str, round_: int, lang: str) -> Markup:
    """Return the screen that opens a shared link: who is to move, and the question whether
    the person who opened it is them, before any hand shows."""
    return el("section", {"class": "pass shared", "aria-labelledby": "pass-heading"},
              el("h2", {"id": "pass-heading"}, t("pass.shared.heading", lang, name=name)),
              el("p", None, t("pass.shared.body", lang, name=name, round=round_)),
              el("div", {"class": "pass-answers"},
                 el("button", {"type": "button", "class": "primary", "data-command": "reveal",
                               "aria-keyshortcuts": "C"}, t("pass.go", lang, name=name)),
                 el("button", {"type": "button", "data-command": "not-me"},
                    t("pass.shared.not-me", lang, name=name))))
