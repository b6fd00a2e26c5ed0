"""The final sheet's chart: each side's score by round as an SVG line chart, with its key
and, for screen readers, its numbers as a table. Each side's line differs by dashes and
markers too, so colour is never the only difference."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from html_builder import Markup, el
from texts.ui_text import t


class ChartedSide(Protocol):
    """What the chart reads of a side's score sheet (screens/final.py's `ScoreSheet`)."""

    #: The player's name, or "" for The Machine.
    @property
    def name(self) -> str: ...

    #: The side's number in the chart (players in seat order, then The Machine).
    @property
    def side(self) -> int: ...

    @property
    def total(self) -> int: ...

    @property
    def is_machine(self) -> bool: ...


#: Each side's line: colour, dashes and point marker, so that colour is never the only
#: difference. Players take them in seat order; The Machine has its own. The colour is a
#: class (``side-0``...), whose colour game.css gives in each theme (at least 4.5:1 against
#: the panel); the lines and markers draw in ``currentColor``.
LINE_STYLES = (("side-0", "", "circle"), ("side-1", "7 4", "square"),
               ("side-2", "2 3", "triangle"), ("side-3", "10 3 2 3", "diamond"),
               ("side-4", "4 2", "down"))
MACHINE_STYLE = ("side-machine", "1 3", "cross")
#: What the lines and markers are drawn in: the colour of their side's class.
INK = "currentColor"
#: The chart's drawing box, in SVG units (1 unit is about 1 px on a phone).
CHART_WIDTH, CHART_HEIGHT = 320, 200
#: Room around the plot for the axes' numbers and titles.
CHART_LEFT, CHART_RIGHT, CHART_TOP, CHART_BOTTOM = 34, 12, 22, 36
#: Steps between numbered lines on an axis: the smallest that keeps the numbers apart.
AXIS_STEPS = (1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000)
MAX_POINT_TICKS, MAX_ROUND_TICKS = 5, 10


def side_style(sheet_side: int, machine: bool) -> tuple[str, str, str]:
    return MACHINE_STYLE if machine else LINE_STYLES[sheet_side % len(LINE_STYLES)]


def _marker(shape: str, x: float, y: float, colour: str = INK, size: float = 3.5) -> Markup:
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


def line_sample(style: tuple[str, str, str]) -> Markup:
    """Return a short piece of a side's line with its marker, as a key beside its name."""
    side, dashes, shape = style
    return el("svg", {"class": f"line-sample {side}", "viewBox": "0 0 32 14", "width": "32",
                      "height": "14", "aria-hidden": "true", "focusable": "false"},
              el("line", {"x1": "1", "y1": "7", "x2": "31", "y2": "7", "stroke": INK,
                          "stroke-width": "2.5", "stroke-dasharray": dashes or None}),
              _marker(shape, 16, 7, INK, 4))


def _axis_step(span: int, most: int) -> int:
    """Return the smallest step that numbers ``span`` with at most ``most`` steps."""
    return next((step for step in AXIS_STEPS if span <= step * most), AXIS_STEPS[-1])


def side_name(sheet: ChartedSide, lang: str) -> str:
    """Return a side's name: a player's, or The Machine's in a language."""
    return sheet.name or t("over.machine", lang)


class _Plot:
    """Where a point of the chart is drawn: rounds along, points up."""

    def __init__(self, rounds: int, top: int) -> None:
        self.rounds, self.top = rounds, top
        self.width = CHART_WIDTH - CHART_LEFT - CHART_RIGHT
        self.height = CHART_HEIGHT - CHART_TOP - CHART_BOTTOM

    def x(self, index: int) -> float:
        return CHART_LEFT + self.width * index / max(1, self.rounds)

    def y(self, value: int) -> float:
        return CHART_TOP + self.height - self.height * value / self.top


def score_chart(sheets: Sequence[ChartedSide], points: Sequence[tuple[int, ...]],
                lang: str) -> Markup:
    """Return the line chart of each side's score by round, with its key and a table of it."""
    sides = sorted(sheets, key=lambda sheet: sheet.side)
    rounds = len(points) - 1
    top = max(1, max(max(point) for point in points))
    point_step = _axis_step(top, MAX_POINT_TICKS)
    plot = _Plot(rounds, -(-top // point_step) * point_step)
    lines = []
    for sheet in sides:
        side, dashes, shape = side_style(sheet.side, sheet.is_machine)
        corners = [(plot.x(index), plot.y(point[sheet.side])) for index, point in enumerate(points)]
        lines.append(el("g", {"class": f"chart-side {side}"},
                        el("polyline", {"points": " ".join(f"{a:.1f},{b:.1f}"
                                                          for a, b in corners),
                                        "fill": "none", "stroke": INK, "stroke-width": "2.5",
                                        "stroke-linejoin": "round",
                                        "stroke-dasharray": dashes or None}),
                        [_marker(shape, a, b) for a, b in corners]))
    summary = ", ".join(f"{side_name(sheet, lang)} {sheet.total}" for sheet in sheets)
    chart = el("svg", {"class": "chart", "viewBox": f"0 0 {CHART_WIDTH} {CHART_HEIGHT}",
                       "role": "img", "aria-label": t("final.chart.summary", lang,
                                                      rounds=rounds, scores=summary)},
               _grid(plot, point_step, lang), lines)
    legend = el("ul", {"class": "chart-key"}, [
        el("li", None, line_sample(side_style(sheet.side, sheet.is_machine)),
           el("span", {"class": "chart-key-name"}, side_name(sheet, lang)))
        for sheet in sides])
    return el("section", {"class": "final-chart", "aria-labelledby": "chart-heading"},
              el("h3", {"id": "chart-heading"}, t("final.chart.heading", lang)),
              chart, legend, _table(sides, points, lang))


def _grid(plot: _Plot, point_step: int, lang: str) -> list[Markup]:
    """Return the chart's lines across, the axes' numbers and their titles."""
    axis_text = {"class": "chart-text", "font-size": "11"}
    grid = []
    for value in range(0, plot.top + 1, point_step):
        grid.append(el("line", {"x1": CHART_LEFT, "x2": CHART_WIDTH - CHART_RIGHT,
                                "y1": f"{plot.y(value):.1f}", "y2": f"{plot.y(value):.1f}",
                                "class": "chart-zero" if value == 0 else "chart-grid",
                                "stroke-width": "1"}))
        grid.append(el("text", {"x": CHART_LEFT - 5, "y": f"{plot.y(value) + 4:.1f}",
                                "text-anchor": "end", **axis_text}, value))
    for index in range(0, plot.rounds + 1, _axis_step(plot.rounds, MAX_ROUND_TICKS)):
        grid.append(el("text", {"x": f"{plot.x(index):.1f}",
                                "y": CHART_HEIGHT - CHART_BOTTOM + 15,
                                "text-anchor": "middle", **axis_text}, index))
    grid.append(el("text", {"x": CHART_LEFT + plot.width / 2, "y": CHART_HEIGHT - 4,
                            "text-anchor": "middle", **axis_text},
                   t("final.chart.rounds", lang)))
    grid.append(el("text", {"x": 2, "y": 12, **axis_text}, t("final.chart.points", lang)))
    return grid


def _table(sides: Sequence[ChartedSide], points: Sequence[tuple[int, ...]], lang: str) -> Markup:
    """Return the chart's numbers as a table, for screen readers. (A table takes the width
    of its cells whatever its own: its box hides it instead.)"""
    header = el("tr", None, el("th", {"scope": "col"}, t("final.chart.side", lang)),
                el("th", {"scope": "col"}, t("final.chart.start", lang)),
                [el("th", {"scope": "col"}, t("status.round", lang, round=index))
                 for index in range(1, len(points))])
    rows = [el("tr", None, el("th", {"scope": "row"}, side_name(sheet, lang)),
               [el("td", None, point[sheet.side]) for point in points]) for sheet in sides]
    return el("div", {"class": "sr-only"},
              el("table", None, el("caption", None, t("final.chart.table", lang)),
                 el("thead", None, header), el("tbody", None, rows)))
