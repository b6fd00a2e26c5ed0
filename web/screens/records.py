"""The records screen: what the games kept on this device add up to.

Win rate against each level of The Machine, the best scores, the daily
challenge's streak, a small chart of the last games' scores, the last games
(each can be watched again), and the files: the records' and every game kept
(games_file.py), each exported and imported.
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING, ClassVar

import ffcore.daily
from effects import CheckGamesFile, Download
from html_builder import Markup, el
from keeping import games_file, record_book
from keeping.record_book import Records, RecordsError, Stats, stats
from screens import Event, Screen, command
from texts.ui_text import t

if TYPE_CHECKING:
    from screens import Context

#: The chart's drawing box, in its own units (it scales to the page).
WIDTH, HEIGHT, MARGIN = 320, 120, 24
#: Last games listed with a button to watch them.
RECENT = 10


class RecordsScreen(Screen):
    """The records kept on this device, and their file."""

    USES = frozenset({"device", "effects", "open_replay_code", "pop", "records"})

    name = "records"
    HOME = ('[data-command="records-back"]',)
    KEYS: ClassVar[dict[str, str]] = {"escape": "records-back"}

    def __init__(self, app: Context) -> None:
        super().__init__(app)
        #: How the last import of records went, and of games ("" before one).
        self.message = ""
        self.games_message = ""

    def address(self) -> str:
        return "#records"

    def render(self) -> Markup:
        return render_records(self.app.records, self.lang, ffcore.daily.today(), self.message,
                              bool(self.app.device.kept.entries), self.games_message)

    @command("records-back")
    def back(self, event: Event) -> None:
        self.app.pop()

    @command("records-export")
    def export(self, event: Event) -> None:
        """Download the records as a JSON file."""
        self.app.effects.append(Download(
            f"fantastic-factories-records-{ffcore.daily.today().isoformat()}.json",
            record_book.export(self.app.records)))

    @command("records-import")
    def import_(self, event: Event) -> None:
        """Merge a records file read by the browser (``data["text"]``), or say why not."""
        try:
            self.app.records = record_book.import_(event.data["text"], self.app.records)
        except RecordsError as error:
            self.message = t(error.key, self.lang, **error.params)
        else:
            self.message = t("records.imported", self.lang, count=len(self.app.records.games))

    @command("games-export")
    def export_games(self, event: Event) -> None:
        """Download every game kept as one file."""
        self.app.effects.append(Download(
            f"fantastic-factories-games-{ffcore.daily.today().isoformat()}.json",
            games_file.export(self.app.device.kept.every_save())))

    @command("games-import")
    def import_games(self, event: Event) -> None:
        """Keep the games of a file read by the browser (``data["text"]``), once its checks
        have loaded (the page hears back: `App.import_games`)."""
        self.games_message = t("start.opening", self.lang)
        self.app.effects.append(CheckGamesFile(event.data["text"]))

    @command("replay-record")
    def replay(self, event: Event) -> None:
        """Watch a kept game again."""
        self.app.open_replay_code(event.data["code"])


def render_records(records: Records, lang: str, day: date, message: str = "",
                   games: bool = False, games_message: str = "") -> Markup:
    """Return the records screen; ``message`` says how the last import of records went,
    ``games`` whether games are kept (to export), ``games_message`` how the last import of
    games went."""
    numbers = stats(records, day)
    return el(
        "section", {"class": "records", "aria-labelledby": "records-heading"},
        el("div", {"class": "ref-bar"},
           el("button", {"type": "button", "class": "back", "data-command": "records-back"},
              t("records.back", lang))),
        el("h2", {"id": "records-heading"}, t("records.heading", lang)),
        el("p", {"class": "notice notice-info", "role": "status"},
           el("span", None, message)) if message else None,
        el("p", None, t("records.none", lang)) if not numbers.games else _summary(numbers, lang),
        _chart(numbers, lang) if len(numbers.series) > 1 else None,
        _recent(records, lang) if records.games else None,
        el("div", {"class": "records-file"},
           el("h3", None, t("records.file", lang)),
           el("button", {"type": "button", "data-command": "records-export",
                         "disabled": not records.games}, t("records.export", lang)),
           # The browser's own file field speaks its own language: a button-like label
           # in the page's stands for it, and keeps the field inside for keyboards.
           el("label", {"class": "import"}, t("records.import", lang),
              el("input", {"id": "records-import", "type": "file", "class": "file-field",
                           "accept": "application/json,.json",
                           "data-change": "records-import"}))),
        el("div", {"class": "records-file games-file"},
           el("h3", None, t("games.file", lang)),
           el("p", {"class": "notice notice-info", "role": "status"},
              el("span", None, games_message)) if games_message else None,
           el("button", {"type": "button", "data-command": "games-export",
                         "disabled": not games}, t("games.file.export", lang)),
           el("label", {"class": "import"}, t("games.file.import", lang),
              el("input", {"id": "games-import", "type": "file", "class": "file-field",
                           "accept": "application/json,.json",
                           "data-change": "games-import"}))))


def _summary(numbers: Stats, lang: str) -> Markup:
    levels = [el("tr", None,
                 el("th", {"scope": "row"}, t(f"start.level.{record.level}", lang)),
                 el("td", None, record.played), el("td", None, record.won),
                 el("td", None, f"{round(record.rate * 100)}%" if record.played else "—"),
                 el("td", None, numbers.best.get(record.level, "—")))
              for record in numbers.levels]
    head = el("tr", None, el("th", {"scope": "col"}, t("records.level", lang)),
              [el("th", {"scope": "col"}, t(f"records.{key}", lang))
               for key in ("played", "won", "rate", "best")])
    return el("div", {"class": "records-summary"},
              el("p", None, t("records.games", lang, count=numbers.games)),
              el("div", {"class": "table-box", "tabindex": "0", "role": "region",
                         "aria-label": t("records.by-level", lang)},
                 el("table", None, el("caption", None, t("records.by-level", lang)),
                    el("thead", None, head), el("tbody", None, levels))),
              el("p", None, t("records.best-multi", lang, score=numbers.best["multi"]))
              if "multi" in numbers.best else None,
              el("p", {"class": "streak"},
                 t("records.streak", lang, count=numbers.streak, best=numbers.best_streak)))


def _chart(numbers: Stats, lang: str) -> Markup:
    """Return a small SVG chart of the last games: your score, and The Machine's in solo."""
    series = numbers.series
    top = max(max(point.score, point.machine or 0) for point in series) or 1
    step = (WIDTH - 2 * MARGIN) / max(1, len(series) - 1)

    def at(index: int, value: int) -> str:
        x = MARGIN + index * step
        y = HEIGHT - MARGIN - value * (HEIGHT - 2 * MARGIN) / top
        return f"{x:.1f},{y:.1f}"

    mine = " ".join(at(index, point.score) for index, point in enumerate(series))
    theirs = [(index, point.machine) for index, point in enumerate(series)
              if point.machine is not None]
    label = t("records.chart.label", lang, count=len(series),
              scores=", ".join(str(point.score) for point in series))
    return el("figure", {"class": "records-chart"},
              el("svg", {"class": "chart", "viewBox": f"0 0 {WIDTH} {HEIGHT}", "role": "img",
                         "aria-label": label},
                 el("line", {"x1": MARGIN, "y1": HEIGHT - MARGIN, "x2": WIDTH - MARGIN,
                             "y2": HEIGHT - MARGIN, "class": "axis"}),
                 el("text", {"x": 2, "y": MARGIN, "class": "tick"}, top),
                 el("text", {"x": 2, "y": HEIGHT - MARGIN, "class": "tick"}, 0),
                 el("polyline", {"points": mine, "class": "mine"}),
                 el("polyline", {"points": " ".join(at(i, v) for i, v in theirs),
                                 "class": "theirs"}) if theirs else None),
              el("figcaption", None, t("records.chart", lang)))


def _recent(records: Records, lang: str) -> Markup:
    items = []
    for entry in records.games[::-1][:RECENT]:
        people = ", ".join(f"{player.name} {player.score}" for player in entry.players)
        against = t("records.against", lang, score=entry.machine) if entry.machine is not None \
            else ""
        kind = t(f"start.level.{entry.level}", lang) if entry.level else t("records.multi", lang)
        items.append(el("li", None,
                        el("span", None, f"{entry.date} · {kind} · {people}{against} · ",
                           t(f"records.result.{entry.result}", lang)),
                        el("button", {"type": "button", "data-command": "replay-record",
                                      "data-code": entry.code}, t("records.watch", lang))))
    return el("div", {"class": "records-recent"},
              el("h3", None, t("records.recent", lang)), el("ul", None, items))
