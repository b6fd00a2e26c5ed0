"""The end of a game: the verdict, each side's score sheet and a chart of the scores by round.

Like the score sheet at the end of a game on Board Game Arena: the winner first, then each
side's points by source (goods, then every built card with its prestige), the counts that
break ties, and a line chart, drawn here in SVG, of how each side's score grew round by
round. Pure Python over a finished :class:`ffcore.Game`, so it runs (and is tested) under
plain CPython as well as in the page.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import ffcore
from board import icon
from ffcore import BLUEPRINTS, Game
from ffcore.scoring import TIE_BREAKS, machine_points_by_card, prestige_by_card
from ffcore.text import card_name
from html_builder import Markup, el, join
from ui_text import t

#: Each side's line: colour, dashes and point marker, so that colour is never the only
#: difference. Players take them in seat order; The Machine has its own. The colours keep at
#: least 4.5:1 against the white panel.
LINE_STYLES = (("#1f5fbf", "", "circle"), ("#c2410c", "7 4", "square"),
               ("#15803d", "2 3", "triangle"), ("#7e22ce", "10 3 2 3", "diamond"),
               ("#8a5a00", "4 2", "down"))
MACHINE_STYLE = ("#3f4450", "1 3", "cross")
#: The chart's drawing box, in SVG units (1 unit is about 1 px on a phone).
CHART_WIDTH, CHART_HEIGHT = 320, 200
#: Room around the plot for the axes' numbers and titles.
CHART_LEFT, CHART_RIGHT, CHART_TOP, CHART_BOTTOM = 34, 12, 22, 36
#: Steps between numbered lines on an axis: the smallest that keeps the numbers apart.
AXIS_STEPS = (1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000)
MAX_POINT_TICKS, MAX_ROUND_TICKS = 5, 10


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
class Sheet:
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


def score_sheets(game: Game) -> list[Sheet]:
    """Return every side's score sheet, best place first (seat order within a place)."""
    result = game.outcome()
    state = game.state
    sheets = []
    ranks = {score.name: (score.total, score.metal, score.energy, score.hand)
             for score in result.players}
    for seat, (player, score) in enumerate(zip(state.players, result.players, strict=True)):
        shares = prestige_by_card(player.compound)
        if result.machine is not None:
            place = 2 if result.machine_wins else 1
        else:
            place = 1 + sum(rank > ranks[score.name] for rank in ranks.values())
        sheets.append(Sheet(score.name, seat, score.goods, _card_lines(shares),
                            tuple(slug for slug, points in shares if not points), score.total,
                            (score.metal, score.energy, score.hand), place,
                            score.name in result.winners))
    if result.machine is not None and state.machine is not None:
        shares = machine_points_by_card(state.machine.compound)
        sheets.append(Sheet("", len(sheets), result.machine.goods, _card_lines(shares), (),
                            result.machine.total, None, 1 if result.machine_wins else 2,
                            result.machine_wins))
    return sorted(sheets, key=lambda sheet: (sheet.place, sheet.side))


# Scores round by round ---------------------------------------------------------------------

#: The last replay's key and points: the page draws the final screen again on every change
#: (a language switch, a notice), and one replay per finished game is enough.
_last_replay: list[tuple[tuple[object, ...], list[tuple[int, ...]]]] = []


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
    key = (game.names, game.machine, game.seed, game.action_count, game.history_digest)
    if _last_replay and _last_replay[0][0] == key:
        return list(_last_replay[0][1])
    replay = ffcore.new_game(list(game.names), seed=game.seed, machine=game.machine)
    points = [_totals(replay)]
    round_ = replay.state.round
    ended = True
    for text in game.action_texts():
        replay.apply(text)
        ended = replay.state.round != round_
        if ended:
            round_ = replay.state.round
            points.append(_totals(replay))
    if not ended or replay.is_over:
        points.append(_totals(replay))
    _last_replay[:] = [(key, points)]
    return list(points)


# Drawing -----------------------------------------------------------------------------------

def _side_style(sheet_side: int, machine: bool) -> tuple[str, str, str]:
    return MACHINE_STYLE if machine else LINE_STYLES[sheet_side % len(LINE_STYLES)]


def _marker(shape: str, x: float, y: float, colour: str, size: float = 3.5) -> Markup:
    """Return a point marker of the given shape centred on (x, y)."""
    def poly(*corners: tuple[float, float]) -> Markup:
        return el("polygon", {"points": " ".join(f"{x + dx * size:.1f},{y + dy * size:.1f}"
                                                 for dx, dy in corners), "fill": colour})
    if shape == "circle":
        return el("circle", {"cx": f"{x:.1f}", "cy": f"{y:.1f}", "r": f"{size:.1f}",
                             "fill": colour})
    if shape == "square":
        return poly((-0.9, -0.9), (0.9, -0.9), (0.9, 0.9), (-0.9, 0.9))
    if shape == "triangle":
        return poly((0, -1.2), (1.1, 0.8), (-1.1, 0.8))
    if shape == "down":
        return poly((0, 1.2), (1.1, -0.8), (-1.1, -0.8))
    if shape == "diamond":
        return poly((0, -1.3), (1.3, 0), (0, 1.3), (-1.3, 0))
    # A cross: drawn with strokes, so it stays visible where lines cross it.
    return el("path", {"d": f"M{x - size:.1f} {y - size:.1f}L{x + size:.1f} {y + size:.1f}"
                            f"M{x + size:.1f} {y - size:.1f}L{x - size:.1f} {y + size:.1f}",
                       "stroke": colour, "stroke-width": "2.2", "fill": "none"})


def _sample(style: tuple[str, str, str]) -> Markup:
    """Return a short piece of a side's line with its marker, as a key beside its name."""
    colour, dashes, shape = style
    return el("svg", {"class": "line-sample", "viewBox": "0 0 32 14", "width": "32",
                      "height": "14", "aria-hidden": "true", "focusable": "false"},
              el("line", {"x1": "1", "y1": "7", "x2": "31", "y2": "7", "stroke": colour,
                          "stroke-width": "2.5", "stroke-dasharray": dashes or None}),
              _marker(shape, 16, 7, colour, 4))


def _axis_step(span: int, most: int) -> int:
    """Return the smallest step that numbers ``span`` with at most ``most`` steps."""
    return next((step for step in AXIS_STEPS if span <= step * most), AXIS_STEPS[-1])


def _side_name(sheet: Sheet, lang: str) -> str:
    return sheet.name or t("over.machine", lang)


def score_chart(sheets: Sequence[Sheet], points: Sequence[tuple[int, ...]], lang: str) -> Markup:
    """Return the line chart of each side's score by round, with its key and a table of it."""
    sides = sorted(sheets, key=lambda sheet: sheet.side)
    rounds = len(points) - 1
    top = max(1, max(max(point) for point in points))
    point_step = _axis_step(top, MAX_POINT_TICKS)
    top = -(-top // point_step) * point_step
    round_step = _axis_step(rounds, MAX_ROUND_TICKS)
    width = CHART_WIDTH - CHART_LEFT - CHART_RIGHT
    height = CHART_HEIGHT - CHART_TOP - CHART_BOTTOM

    def x(index: int) -> float:
        return CHART_LEFT + width * index / max(1, rounds)

    def y(value: int) -> float:
        return CHART_TOP + height - height * value / top

    axis_text = {"fill": "#4a5262", "font-size": "11"}
    grid = []
    for value in range(0, top + 1, point_step):
        grid.append(el("line", {"x1": CHART_LEFT, "x2": CHART_WIDTH - CHART_RIGHT,
                                "y1": f"{y(value):.1f}", "y2": f"{y(value):.1f}",
                                "stroke": "#5b6270" if value == 0 else "#dcd7cc",
                                "stroke-width": "1"}))
        grid.append(el("text", {"x": CHART_LEFT - 5, "y": f"{y(value) + 4:.1f}",
                                "text-anchor": "end", **axis_text}, value))
    for index in range(0, rounds + 1, round_step):
        grid.append(el("text", {"x": f"{x(index):.1f}", "y": CHART_HEIGHT - CHART_BOTTOM + 15,
                                "text-anchor": "middle", **axis_text}, index))
    grid.append(el("text", {"x": CHART_LEFT + width / 2, "y": CHART_HEIGHT - 4,
                            "text-anchor": "middle", **axis_text},
                   t("final.chart.rounds", lang)))
    grid.append(el("text", {"x": 2, "y": 12, **axis_text}, t("final.chart.points", lang)))
    lines = []
    for sheet in sides:
        colour, dashes, shape = _side_style(sheet.side, sheet.is_machine)
        corners = [(x(index), y(point[sheet.side])) for index, point in enumerate(points)]
        lines.append(el("g", {"class": "chart-side"},
                        el("polyline", {"points": " ".join(f"{a:.1f},{b:.1f}"
                                                          for a, b in corners),
                                        "fill": "none", "stroke": colour, "stroke-width": "2.5",
                                        "stroke-linejoin": "round",
                                        "stroke-dasharray": dashes or None}),
                        [_marker(shape, a, b, colour) for a, b in corners]))
    summary = ", ".join(f"{_side_name(sheet, lang)} {sheet.total}" for sheet in sheets)
    chart = el("svg", {"class": "chart", "viewBox": f"0 0 {CHART_WIDTH} {CHART_HEIGHT}",
                       "role": "img", "aria-label": t("final.chart.summary", lang,
                                                      rounds=rounds, scores=summary)},
               grid, lines)
    legend = el("ul", {"class": "chart-key"}, [
        el("li", None, _sample(_side_style(sheet.side, sheet.is_machine)),
           el("span", {"class": "chart-key-name"}, _side_name(sheet, lang)))
        for sheet in sides])
    header = el("tr", None, el("th", {"scope": "col"}, t("final.chart.side", lang)),
                el("th", {"scope": "col"}, t("final.chart.start", lang)),
                [el("th", {"scope": "col"}, t("status.round", lang, round=index))
                 for index in range(1, rounds + 1)])
    rows = [el("tr", None, el("th", {"scope": "row"}, _side_name(sheet, lang)),
               [el("td", None, point[sheet.side]) for point in points]) for sheet in sides]
    # A table takes the width of its cells whatever its own: its box hides it instead.
    table = el("div", {"class": "sr-only"},
               el("table", None, el("caption", None, t("final.chart.table", lang)),
                  el("thead", None, header), el("tbody", None, rows)))
    return el("section", {"class": "final-chart", "aria-labelledby": "chart-heading"},
              el("h3", {"id": "chart-heading"}, t("final.chart.heading", lang)),
              chart, legend, table)


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


def _sheet(sheet: Sheet, tie_break: str | None, lang: str) -> Markup:
    name = _side_name(sheet, lang)
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
                 _sample(_side_style(sheet.side, sheet.is_machine)),
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


def render_outcome(game: Game, lang: str) -> Markup:
    """Return the end-of-game section: verdict, each side's score sheet and the chart."""
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
                 score_chart(sheets, score_by_round(game), lang)),
              el("button", {"type": "button", "class": "primary", "data-command": "new"},
                 t("over.new", lang)))
