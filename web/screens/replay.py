"""Watching a game again: the replay's controls, and the strong bot's review of it.

The board itself is the game screen's (screens/board/layout.py) drawn from the
replay's view at the position watched; this screen draws the panel that takes
the place of the choices: where the replay stands, how to move through it,
whose eyes it is seen through, and the review's costliest decisions, each a
button to its moment. The game in play, if any, and its save are left as they are.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ffcore import Action, Game
from ffcore.replay import Replay
from ffcore.text import describe_action
from html_builder import Markup, el
from play.seats import HUMAN
from screens import Event, Screen, command
from screens.board.display import LOG_LINES, BoardDisplay
from screens.board.layout import render_board
from screens.findings import finding_item
from texts.ui_text import number, t

if TYPE_CHECKING:  # the bots load only when a review is asked for
    from ffcore.bots.review import Finding, Review
    from screens import Context

#: Seconds between two moves when the replay plays by itself, as the player may choose.
SPEEDS = (0.5, 1.0, 2.0)
#: The replay's step buttons: characters every common font draws.
ICONS = {"first": "⇤", "back": "◀", "forward": "▶", "last": "⇥"}
#: The costliest decisions a review lists.
REVIEW_TOP = 8


@dataclass
class Watching:
    """A replay being watched: where, through whose eyes, and its review."""

    replay: Replay
    at: int = 0
    viewer: str = ""
    playing: bool = False
    speed: float = SPEEDS[1]
    #: The reviewed player, how far the review has got (0 to 1), and its findings.
    reviewing: str = ""
    progress: float = 0.0
    findings: list[Finding] | None = None
    #: The review being worked out, until it is done.
    review: Review | None = None

    @property
    def percent(self) -> int:
        """How far the review has got, in whole percent."""
        return round(self.progress * 100)

    def goto(self, position: int) -> None:
        """Show the game after ``position`` actions (kept within the game)."""
        self.at = max(0, min(position, self.replay.positions - 1))
        if self.at == self.replay.positions - 1:
            self.playing = False

    def step(self, moves: int) -> None:
        """Move through the game by a number of moves (negative: back)."""
        self.goto(self.at + moves)

    def start_review(self) -> None:
        """Ask the strong bot to look again at every move of the player watched from."""
        from ffcore.bots.review import Review  # the bots load only when asked for

        self.reviewing = self.viewer
        self.progress = 0.0
        self.findings = None
        self.review = Review(self.replay, self.viewer)

    def review_think(self, seconds: float) -> tuple[Review, float, list[Finding] | None] | None:
        """Review for about ``seconds``; return the review, how far it has got and, once it
        is done, its findings, for :meth:`reviewed` (None: no review under way). What the
        screen shows changes only then."""
        review = self.review
        if review is None:
            return None
        done = bool(review.step(seconds))
        findings = list(review.results(top=REVIEW_TOP)) if done else None
        return review, float(review.progress), findings

    def reviewed(self, review: Review, progress: float, findings: list[Finding] | None) -> bool:
        """The review ``review`` got ``progress`` of the way, and found ``findings`` once
        done (None: under way); return whether it is the review under way here."""
        if review is not self.review:
            return False
        self.progress = progress
        if findings is not None:
            self.findings = findings
            self.review = None
        return True


class ReplayScreen(Screen):
    """A finished (or unfinished) game watched again, move by move."""

    USES = frozenset({"pop"})

    name = "replay"
    HOME = ('[data-command="replay-play"]', '[data-command="replay-close"]')
    KEYS: ClassVar[dict[str, str]] = {"arrowleft": "replay-back", "arrowright": "replay-forward",
            "home": "replay-first", "end": "replay-last", "escape": "replay-close"}

    def __init__(self, app: Context, game: Game, seats: Sequence[str] = ()) -> None:
        super().__init__(app)
        people = [name for name, seat in zip(game.names, seats, strict=False) if seat == HUMAN]
        self.watching = Watching(Replay(game), viewer=(people or list(game.names))[0])
        self.code = game.to_code()

    def address(self) -> str:
        return f"#r={self.code}"  # a replay link: a reload opens the same replay

    def render(self) -> Markup:
        watching = self.watching
        lang = self.lang
        view = watching.replay.view_at(watching.at, watching.viewer, log_from=-LOG_LINES)
        display = BoardDisplay(lang=lang, seats=[HUMAN] * len(view.names))
        return render_board(view, display, None,
                            panel=render_panel(watching, lang, last_move(watching, lang)))

    @command("replay-close")
    def close(self, event: Event) -> None:
        self.watching.playing = False
        self.app.pop()

    @command("replay-first")
    def first(self, event: Event) -> None:
        self.watching.goto(0)

    @command("replay-back")
    def back(self, event: Event) -> None:
        self.watching.step(-1)

    @command("replay-forward")
    def forward(self, event: Event) -> None:
        self.watching.step(1)

    @command("replay-last")
    def last(self, event: Event) -> None:
        self.watching.goto(self.watching.replay.positions - 1)

    @command("replay-play")
    def play(self, event: Event) -> None:
        self.watching.playing = not self.watching.playing

    @command("replay-goto")
    def goto(self, event: Event) -> None:
        """Go to a costly move the review found."""
        self.watching.playing = False
        self.watching.goto(int(event.data["position"]))

    @command("replay-round")
    def round(self, event: Event) -> None:
        self.watching.playing = False
        self.watching.goto(int(event.data["value"]))

    @command("replay-viewer")
    def viewer(self, event: Event) -> None:
        self.watching.viewer = event.data["value"]

    @command("replay-speed")
    def speed(self, event: Event) -> None:
        self.watching.speed = float(event.data["value"])

    @command("review")
    def review(self, event: Event) -> None:
        self.watching.start_review()


def last_move(watching: Watching, lang: str) -> str:
    """Return the move that led to the position watched, in words, by whom."""
    replay, at = watching.replay, watching.at
    if not at:
        return t("replay.start", lang)
    before = replay.game_at(at - 1)
    state = before.view(before.names[0], log_from=before.log_size).state
    move = describe_action(Action.parse(replay.actions[at - 1]), replay.names, state.market,
                           state.contractors, lang)
    who = before.current_player
    return f"{who}: {move}" if who else move


def render_panel(watching: Watching, lang: str, move: str) -> Markup:
    """Return the replay's panel: position, the ``move`` that led there, moves through the
    game, speed, perspective and review."""
    replay = watching.replay
    last = replay.positions - 1
    at = watching.at
    rounds = [el("option", {"value": position, "selected": replay.round_at(at) == round_number},
                 t("replay.round", lang, round=round_number))
              for round_number, position in sorted(replay.round_starts().items())]
    seats = [el("option", {"value": name, "selected": name == watching.viewer}, name)
             for name in replay.names]
    speeds = [el("option", {"value": speed, "selected": speed == watching.speed},
                 t("replay.speed", lang, seconds=number(speed, lang, "g"))) for speed in SPEEDS]

    def step(command: str, label: str, disabled: bool) -> Markup:
        return el("button", {"type": "button", "data-command": command, "disabled": disabled,
                             "aria-label": t(f"replay.{label}", lang)},
                  ICONS[label])

    return el(
        "section", {"class": "options replay-panel", "aria-labelledby": "replay-heading"},
        el("h2", {"id": "replay-heading"}, t("replay.heading", lang)),
        el("p", {"class": "replay-where", "role": "status"},
           t("replay.position", lang, at=at, last=last, round=replay.round_at(at)),
           el("span", {"class": "replay-move"}, move)),
        el("div", {"class": "replay-steps", "role": "group",
                   "aria-label": t("replay.heading", lang)},
           step("replay-first", "first", at == 0), step("replay-back", "back", at == 0),
           el("button", {"type": "button", "class": "primary", "data-command": "replay-play",
                         "aria-pressed": "true" if watching.playing else "false",
                         "disabled": at == last},
              t("replay.pause" if watching.playing else "replay.play", lang)),
           step("replay-forward", "forward", at == last),
           step("replay-last", "last", at == last)),
        el("div", {"class": "replay-choices"},
           el("label", {"for": "replay-round"}, t("replay.jump", lang)),
           el("select", {"id": "replay-round", "data-change": "replay-round"}, rounds),
           el("label", {"for": "replay-viewer"}, t("replay.viewer", lang)),
           el("select", {"id": "replay-viewer", "data-change": "replay-viewer"}, seats),
           el("label", {"for": "replay-speed"}, t("replay.speed.label", lang)),
           el("select", {"id": "replay-speed", "data-change": "replay-speed"}, speeds)),
        _review(watching, lang),
        el("button", {"type": "button", "data-command": "replay-close"},
           t("replay.close", lang)))


def _review(watching: Watching, lang: str) -> Markup:
    """Return the review: a button to start it, its progress, or its costliest decisions."""
    if not watching.reviewing:
        return el("div", {"class": "review"},
                  el("button", {"type": "button", "data-command": "review"},
                     t("review.start", lang, name=watching.viewer)))
    if watching.findings is None:
        percent = watching.percent
        return el("div", {"class": "review", "role": "status"},
                  el("p", None, t("review.working", lang, name=watching.reviewing)),
                  el("progress", {"max": "100", "value": percent,
                                  "aria-label": t("review.progress", lang)}, f"{percent}%"))
    if not watching.findings:
        return el("div", {"class": "review", "role": "status"},
                  el("p", None, t("review.clean", lang, name=watching.reviewing)))
    replay = watching.replay
    items = []
    for finding in watching.findings:
        def said(text: str, finding: Finding = finding) -> str:
            return describe_action(Action.parse(text), replay.names, list(finding.market),
                                   list(finding.contractors), lang)
        items.append(finding_item(finding, "replay-goto", said(finding.played),
                                  said(finding.preferred), lang))
    return el("div", {"class": "review"},
              el("h3", None, t("review.heading", lang, name=watching.reviewing)),
              el("ol", {"class": "findings"}, items))
