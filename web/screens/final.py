"""The end of a game: the verdict, each side's score sheet and a chart of the scores by round.

Like the score sheet at the end of a game on Board Game Arena: the winner first, then each
side's points by source (goods, then every built card with its prestige), the counts that
break ties, and a line chart, drawn here in SVG, of how each side's score grew round by
round. Pure Python over a finished :class:`ffcore.Game`, so it runs (and is tested) under
plain CPython as well as in the page.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, ClassVar

import ffcore
import ffcore.daily
from effects import Copy
from ffcore import BLUEPRINTS, Game
from ffcore.scoring import TIE_BREAKS, machine_points_by_card, prestige_by_card
from ffcore.text import card_name
from html_builder import Markup, el, join
from screens import Event, Screen, command
from screens.board import READING_FOCUS
from screens.board.board import Board
from screens.board.coached import costliest
from screens.board.layout import render_board
from screens.board.pieces import icon
from screens.final_chart import line_sample, score_chart, side_name, side_style
from speech import Speech
from texts.ui_text import t

if TYPE_CHECKING:
    from play.session import Session
    from screens import Context


@dataclass(frozen=True)
class CardLine:
    """Copies of one card in a compound and what each scores (in building order)."""

    slug: str
    points: tuple[int, ...]

    @property
    def total(self) -> int:
        """Return the points of all these copies."""
        return sum(self.points)


@dataclass(frozen=True)
class ScoreSheet:
    """One side's score sheet: where its points came from and how it placed."""

    #: The player's name, or "" for The Machine.
    name: str
    #: The side's number in the chart (players in seat order, then The Machine).
    side: int
    goods: int
    #: The cards that scored, grouped by name in building order.
    cards: tuple[CardLine, ...]
    #: Built cards worth nothing (a player's training cards and the like).
    blank: tuple[str, ...]
    total: int
    #: Metal, energy and cards in hand, which break ties; None for The Machine.
    leftover: tuple[int, int, int] | None
    #: 1 for the winners; sides level on points and tie-breaks share a place.
    place: int
    winner: bool

    @property
    def is_machine(self) -> bool:
        """Return whether this is The Machine's sheet."""
        return not self.name


def _card_lines(shares: Sequence[tuple[str, int]]) -> tuple[CardLine, ...]:
    """Return the scoring cards of ``(slug, points)`` shares, copies of a card together,
    the most points first (building order among equals)."""
    grouped: dict[str, list[int]] = {}
    for slug, points in shares:
        if points:
            grouped.setdefault(slug, []).append(points)
    lines = [CardLine(slug, tuple(points)) for slug, points in grouped.items()]
    return tuple(sorted(lines, key=lambda line: -line.total))


def score_sheets(game: Game) -> list[ScoreSheet]:
    """Return every side's score sheet, best place first (seat order within a place)."""
    result = game.outcome()
    state = game.view(game.names[0], log_from=game.log_size).state
    sheets = []
    ranks = {score.name: (score.total, score.metal, score.energy, score.hand)
             for score in result.players}
    for seat, (player, score) in enumerate(zip(state.players, result.players, strict=True)):
        shares = prestige_by_card(player.compound)
        if result.machine is not None:
            place = 2 if result.machine_wins else 1
        else:
            place = 1 + sum(rank > ranks[score.name] for rank in ranks.values())
        sheets.append(ScoreSheet(score.name, seat, score.goods, _card_lines(shares),
                                 tuple(slug for slug, points in shares if not points), score.total,
                                 (score.metal, score.energy, score.hand), place,
                                 score.name in result.winners))
    if result.machine is not None and state.machine is not None:
        shares = machine_points_by_card(state.machine.compound)
        sheets.append(ScoreSheet("", len(sheets), result.machine.goods, _card_lines(shares), (),
                                 result.machine.total, None, 1 if result.machine_wins else 2,
                                 result.machine_wins))
    return sorted(sheets, key=lambda sheet: (sheet.place, sheet.side))


# Scores round by round ---------------------------------------------------------------------

def _totals(game: Game) -> tuple[int, ...]:
    result = game.outcome()
    machine = (result.machine.total,) if result.machine is not None else ()
    return (*(score.total for score in result.players), *machine)


def score_by_round(game: Game) -> list[tuple[int, ...]]:
    """Return each side's total at the start and at the end of every round played.

    One tuple per point: the players' totals in seat order, then The Machine's in solo.
    The last point is the game's current (final) score. The game is replayed once from its
    actions, so the cost grows with the number of actions.
    """
    replay = ffcore.new_game(list(game.names), seed=game.seed, machine=game.machine)
    points = [_totals(replay)]
    round_ = replay.round
    ended = True
    for text in game.action_texts():
        replay.apply(text)
        ended = replay.round != round_
        if ended:
            round_ = replay.round
            points.append(_totals(replay))
    if not ended or replay.is_over:
        points.append(_totals(replay))
    return points


# Drawing ------------------------------------------------------------------------------------

def _card_row(line: CardLine, lang: str) -> Markup:
    card = BLUEPRINTS[line.slug]
    count = len(line.points)
    return el("tr", {"class": f"sheet-card type-{card.type}"},
              el("th", {"scope": "row"},
                 el("span", {"class": "sheet-type", "title": t(f"word.{card.type}", lang)},
                    icon(card.type)),
                 card_name(line.slug, lang),
                 f" \N{MULTIPLICATION SIGN}{count}" if count > 1 else None,
                 el("span", {"class": "sheet-parts"}, " (", "+".join(map(str, line.points)),
                    ")") if count > 1 else None),
              el("td", None, line.total))


def _sheet(sheet: ScoreSheet, tie_break: str | None, lang: str) -> Markup:
    name = side_name(sheet, lang)
    cards_total = sum(line.total for line in sheet.cards)
    subtotal = t("final.machine-cards", lang) if sheet.is_machine else t("over.prestige", lang)
    rows = [el("tr", {"class": "sheet-goods"},
               el("th", {"scope": "row"}, t("over.goods", lang)),
               el("td", None, sheet.goods)),
            el("tr", {"class": "sheet-subtotal"},
               el("th", {"scope": "row"}, subtotal),
               el("td", None, cards_total)),
            [_card_row(line, lang) for line in sheet.cards]]
    if sheet.blank:
        rows.append(el("tr", {"class": "sheet-card sheet-blank"},
                       el("th", {"scope": "row"}, t("final.no-prestige", lang, cards=", ".join(
                           card_name(slug, lang) for slug in sheet.blank))),
                       el("td", None, 0)))
    if not sheet.cards and not sheet.blank:
        rows.append(el("tr", {"class": "sheet-card sheet-blank"},
                       el("th", {"scope": "row"}, t("final.none-built", lang)),
                       el("td", None, 0)))
    leftover = None
    if sheet.leftover is not None:
        items = []
        for key, value in zip(TIE_BREAKS, sheet.leftover, strict=True):
            item = f"{t(f'over.{key}', lang)} {value}"
            items.append(el("strong", None, item) if key == tie_break else item)
        leftover = el("p", {"class": "sheet-left"}, t("final.tie-breaks", lang), ": ",
                      [join(" · " if index else "", item) for index, item in enumerate(items)])
    place = t(f"final.place.{sheet.place}", lang)
    return el("li", {"class": "sheet" + (" winner" if sheet.winner else ""),
                     "aria-labelledby": f"sheet-{sheet.side}"},
              el("div", {"class": "sheet-head"},
                 el("span", {"class": "sheet-place", "aria-hidden": "true"}, place),
                 line_sample(side_style(sheet.side, sheet.is_machine)),
                 el("h3", {"id": f"sheet-{sheet.side}", "class": "sheet-name"},
                    el("span", {"class": "sr-only"}, place, ": "), name),
                 el("span", {"class": "sheet-badge"}, icon("prestige"),
                    t("final.winner", lang)) if sheet.winner else None,
                 el("span", {"class": "sheet-total"}, el("strong", None, sheet.total), " ",
                    t("final.point" if sheet.total == 1 else "final.points", lang))),
              el("table", {"class": "sheet-table"},
                 el("caption", {"class": "sr-only"}, t("final.sheet", lang, name=name)),
                 el("tbody", None, rows),
                 el("tfoot", None, el("tr", None, el("th", {"scope": "row"},
                                                       t("over.total", lang)),
                                      el("td", None, sheet.total)))),
              leftover)


def _verdict(game: Game, lang: str) -> str:
    """Return who won, in words."""
    result = game.outcome()
    if result.machine_wins:
        return t("over.machine-wins", lang)
    key = "over.winners" if len(result.winners) > 1 else "over.winner"
    return t(key, lang, names=", ".join(result.winners))


def spoken_outcome(game: Game, lang: str) -> str:
    """Return the end in words: the verdict and each side's score."""
    result = game.outcome()
    scores = [t("speech.score", lang, name=score.name, total=score.total)
              for score in result.players]
    if result.machine is not None:
        scores.append(t("speech.score", lang, name=t("over.machine", lang),
                        total=result.machine.total))
    tie = t(f"over.tie.{result.tie_break}", lang) if result.tie_break else ""
    return " ".join(part for part in (t("over.heading", lang) + ":", _verdict(game, lang),
                                      tie, "; ".join(scores) + ".") if part)


def render_outcome(game: Game, lang: str,
                   rounds: list[tuple[int, ...]] | None = None) -> Markup:
    """Return the end-of-game section: verdict, each side's score sheet and the chart of
    ``rounds`` (`score_by_round`, worked out here if not given)."""
    result = game.outcome()
    sheets = score_sheets(game)
    tie = t(f"over.tie.{result.tie_break}", lang) if result.tie_break else None
    return el("section", {"class": "outcome final", "aria-labelledby": "outcome-heading"},
              el("h2", {"id": "outcome-heading"}, t("over.heading", lang)),
              el("div", {"class": "final-verdict"},
                 el("p", {"class": "verdict"}, icon("prestige"), " ", _verdict(game, lang)),
                 el("p", {"class": "tie-break"}, tie) if tie else None),
              el("div", {"class": "final-body"},
                 el("ol", {"class": "sheets"},
                    [_sheet(sheet, result.tie_break, lang) for sheet in sheets]),
                 score_chart(sheets, score_by_round(game) if rounds is None else rounds,
                             lang)),
              el("button", {"type": "button", "class": "primary", "data-command": "new"},
                 t("over.new", lang)))


class FinalScreen(Screen):
    """The board once the game is over, under its final sheet, and what comes after: the
    replay, the day's result to share, the records. The board is read, never played on
    (its `Board` part, without the `Play` part of the game in play)."""

    USES = frozenset({"base_url", "effects", "open_replay", "session"})

    name = "final"
    HOME = ('.outcome [data-command="new"]', ".after-end button")
    KEYS: ClassVar[dict[str, str]] = {"o": "zoom", "escape": "escape"}
    FOCUS: ClassVar[dict[str, tuple[str, ...]]] = READING_FOCUS
    PARTS = (Board,)

    def __init__(self, app: Context) -> None:
        super().__init__(app)
        self.board = Board(app, app.session)
        self.parts = (self.board,)
        #: The scores round by round, for the chart: the game replayed once, when it ended
        #: (the screen is drawn again on every change: a language, a notice, the coach).
        self.rounds = score_by_round(self.game)

    @property
    def offer_tutorial(self) -> bool:
        """Return whether the board offers the tutorial (see `Board.offer_tutorial`)."""
        return self.board.offer_tutorial

    @offer_tutorial.setter
    def offer_tutorial(self, offer: bool) -> None:
        self.board.offer_tutorial = offer

    def shows(self) -> Session:
        return self.board.session

    @property
    def game(self) -> Game:
        return self.board.game

    def speech(self) -> Speech:
        """The board's, and the end: who won and every side's score."""
        return replace(self.board.speech(), outcome=spoken_outcome(self.game, self.lang))

    def render(self) -> Markup:
        lang = self.lang
        game = self.game
        daily = self.app.session.daily
        moments = costliest(self.app.session.coach, lang)
        by_link = self.app.session.by_link()
        after = el("p", {"class": "after-end"},
                   el("button", {"type": "button", "class": "primary send",
                                 "data-command": "copy"},
                      t("send.final", lang, names=", ".join(by_link))) if by_link else None,
                   el("button", {"type": "button", "data-command": "replay"},
                      t("replay.watch", lang)),
                   el("button", {"type": "button", "data-command": "daily-share"},
                      t("daily.share", lang)) if daily is not None else None,
                   el("button", {"type": "button", "data-command": "records"},
                      t("menu.records", lang)))
        view = self.board.view()
        return render_board(view, self.board.display(view),
                            join(render_outcome(game, lang, self.rounds), moments, after))

    @command("replay")
    def replay(self, event: Event) -> None:
        """Watch the game again from its start."""
        self.app.open_replay(self.game, self.app.session.seats)

    @command("coach-replay")
    def coach_replay(self, event: Event) -> None:
        """Watch the game again at one of the moments the coach found costly."""
        self.app.open_replay(self.game, self.app.session.seats,
                             int(event.data.get("position", "0")))

    @command("daily-share")
    def share_daily(self, event: Event) -> None:
        """Copy the daily challenge's result and a link to the same deal, for a friend."""
        daily = self.app.session.daily
        if daily is None:
            return
        game = self.game
        level = game.machine or "medium"
        link = f"{self.app.base_url}#{ffcore.daily.fragment(daily.day, level)}"
        text = ffcore.daily.share_text(daily.day, level, game.outcome(), link, self.lang)
        self.app.effects.append(Copy(text, "daily.copied"))
