"""The pass-the-device screen: between two people's turns on one device, it hides the board
until the next person says they hold it, and tells them what happened since their last
turn (in words anyone may read: nobody's drawn cards are named). A game of several people
opened from a link first asks it who holds the device (`Session.asks_who`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from ffcore.text import describe_event
from html_builder import Markup, el
from screens import Event, Screen, command
from texts.ui_text import t

if TYPE_CHECKING:
    from screens import Context

#: At most this many lines of what happened are shown.
PASS_LINES = 12


class PassScreen(Screen):
    """Hands the device to the person to move next."""

    USES = frozenset({"follow_game", "session", "to_start"})

    name = "pass"
    HOME = ('[data-command="reveal"]', '.pass-answers .primary')
    KEYS: ClassVar[dict[str, str]] = {"c": "reveal"}

    def __init__(self, app: Context) -> None:
        super().__init__(app)
        #: Whether the board after it offers the tutorial (a device that never played).
        self.offer_tutorial = False

    def render(self) -> Markup:
        session = self.app.session
        game = session.game
        assert game is not None
        lang = self.lang
        name = game.current_player or ""
        if session.asks_who():
            return render_who(session.people(), name, game.round, lang)
        start = session.seen_log.get(name, 0)
        since = game.public_log(max(start, game.log_size - PASS_LINES)) \
            if session.seen_log else []
        return render_pass(name, lang, [describe_event(event, game.names, lang)
                                        for event in since], first=not session.seen_log)

    @command("reveal")
    def reveal(self, event: Event) -> None:
        """The person named holds the device: show their board."""
        session = self.app.session
        if session.game is not None and not session.asks_who():
            session.viewer = session.game.current_player or session.viewer
            self.app.follow_game()

    @command("holder")
    def holder(self, event: Event) -> None:
        """A game opened from a link: the person named holds this device (the others play
        by link, each on their own), or everyone plays here ("")."""
        session = self.app.session
        name = event.data.get("name", "")
        if name:
            session.holder(name)
        else:
            session.all_here()
        if not session.asks_who():
            session.viewer = name
            self.app.follow_game()

    @command("not-me")
    def not_me(self, event: Event) -> None:
        """Whoever opened a shared link plays in none of its seats: no hand shows (the game
        stays in the list, to be opened by whoever does)."""
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


def render_who(people: list[str], name: str, round_: int, lang: str) -> Markup:
    """Return the question a game opened from a link asks before any hand shows: who holds
    this device (``name`` is to move, in round ``round_``)."""
    return el("section", {"class": "pass shared", "aria-labelledby": "pass-heading"},
              el("h2", {"id": "pass-heading"}, t("pass.who.heading", lang)),
              el("p", None, t("pass.who.body", lang, name=name, round=round_)),
              el("div", {"class": "pass-answers", "role": "group",
                         "aria-labelledby": "pass-heading"},
                 [el("button", {"type": "button", "data-command": "holder", "data-name": person,
                                "class": "primary" if person == name else None},
                     t("pass.who.me", lang, name=person)) for person in people],
                 el("button", {"type": "button", "data-command": "holder", "data-name": ""},
                    t("pass.who.all", lang)),
                 el("button", {"type": "button", "data-command": "not-me"},
                    t("pass.who.none", lang))))
