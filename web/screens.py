"""Screens around the board: start, pass the device, and errors."""

from __future__ import annotations

from datetime import date

from ffcore.cards import MACHINE_LEVELS
from ffcore.limits import MAX_NAME_LENGTH, MAX_PLAYERS
from html_builder import Markup, el
from ui_text import HTML_LANG, LANGUAGE_NAMES, t

BOT_LEVELS = ("random", "steady", "strong")


def _levels(lang: str, name: str, chosen: str = "medium") -> list[Markup]:
    """Return a radio button per level of The Machine."""
    return [el("label", {"class": "choice"},
               el("input", {"type": "radio", "name": name, "value": level,
                            "checked": level == chosen}),
               " ", t(f"start.level.{level}", lang)) for level in MACHINE_LEVELS]


def render_start(lang: str, saved: str = "", count: int = 2,
                 error: str = "", *, blocked: bool = False,
                 daily: tuple[date, str | None] | None = None, opening: bool = False) -> Markup:
    """Return the start screen; ``saved`` describes a saved game that can be resumed,
    ``blocked`` says the browser keeps no data, ``daily`` is the day of the daily
    challenge offered, with the level of a friend's link (None: today's, any level), and
    ``opening`` that a game pasted in is being opened."""
    levels = _levels(lang, "level")
    seats = []
    for n in range(1, MAX_PLAYERS + 1):
        kinds = [el("option", {"value": "human"}, t("start.human", lang))] + [
            el("option", {"value": level}, t(f"start.bot.{level}", lang))
            for level in BOT_LEVELS]
        seats.append(el(
            "li", {"class": "seat", "data-seat": n, "hidden": n > count},
            el("label", {"for": f"name-{n}"}, t("start.name", lang, n=n)),
            el("input", {"id": f"name-{n}", "type": "text", "maxlength": MAX_NAME_LENGTH,
                         "autocomplete": "off", "value": t("start.player", lang, n=n)}),
            el("label", {"for": f"seat-{n}"}, t("start.seat", lang, n=n)),
            el("select", {"id": f"seat-{n}"}, kinds)))
    counts = [el("option", {"value": n, "selected": n == count}, n)
              for n in range(2, MAX_PLAYERS + 1)]
    return el(
        "section", {"class": "start", "aria-labelledby": "start-heading"},
        el("h2", {"id": "start-heading"}, t("start.heading", lang)),
        el("p", {"class": "notice notice-error", "role": "alert"}, error) if error else None,
        el("p", {"class": "notice notice-info storage-blocked"},
           t("notice.storage-blocked", lang)) if blocked else None,
        el("div", {"class": "resume"},
           el("button", {"type": "button", "class": "primary", "data-command": "resume"},
              t("start.resume", lang)),
           el("p", None, saved)) if saved else None,
        el("fieldset", {"class": "mode"},
           el("legend", None, t("start.solo", lang)),
           el("label", {"for": "solo-name"}, t("start.your-name", lang)),
           el("input", {"id": "solo-name", "type": "text", "maxlength": MAX_NAME_LENGTH,
                        "autocomplete": "off", "value": t("start.default-name", lang)}),
           el("fieldset", {"class": "levels"}, el("legend", None, t("start.level", lang)),
              levels),
           el("button", {"type": "button", "class": "primary", "data-command": "start-solo"},
              t("start.go", lang))),
        _daily(lang, daily) if daily else None,
        el("fieldset", {"class": "mode"},
           el("legend", None, t("start.multi", lang, max=MAX_PLAYERS)),
           el("label", {"for": "count"}, t("start.count", lang)),
           el("select", {"id": "count", "data-command": "count"}, counts),
           el("ol", {"class": "seats"}, seats),
           el("button", {"type": "button", "class": "primary", "data-command": "start-multi"},
              t("start.go", lang))),
        el("fieldset", {"class": "mode"},
           el("legend", None, t("start.open", lang)),
           el("label", {"for": "code"}, t("start.code", lang)),
           el("input", {"id": "code", "type": "text", "autocomplete": "off",
                        "spellcheck": "false"}),
           el("button", {"type": "button", "data-command": "open", "disabled": opening,
                         "aria-busy": "true" if opening else None},
              t("start.opening" if opening else "start.open.go", lang))),
        el("p", {"class": "start-rules"},
           el("button", {"type": "button", "data-command": "rules"}, t("menu.rules", lang)),
           " ",
           el("button", {"type": "button", "data-command": "records"},
              t("menu.records", lang))))


def _daily(lang: str, daily: tuple[date, str | None]) -> Markup:
    """Return the daily challenge: the day's deal, a name and a level."""
    day, friends = daily
    text = t("start.daily.friend", lang, date=day.isoformat(),
             level=t(f"start.level.{friends}", lang)) if friends else \
        t("start.daily.body", lang, date=day.isoformat())
    return el("fieldset", {"class": "mode daily"},
              el("legend", None, t("start.daily", lang)),
              el("p", None, text),
              el("label", {"for": "daily-name"}, t("start.your-name", lang)),
              el("input", {"id": "daily-name", "type": "text", "maxlength": MAX_NAME_LENGTH,
                           "autocomplete": "off", "value": t("start.default-name", lang)}),
              el("fieldset", {"class": "levels"}, el("legend", None, t("start.level", lang)),
                 _levels(lang, "daily-level", friends or "medium")),
              el("button", {"type": "button", "class": "primary",
                            "data-command": "start-daily", "data-day": day.isoformat()},
                 t("start.daily.go", lang)))


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


def render_replace(lang: str) -> Markup:
    """Return the question asked before a shared game replaces the saved one."""
    return el("section", {"class": "confirm", "role": "alertdialog",
                          "aria-labelledby": "confirm-text"},
              el("p", {"id": "confirm-text"}, t("notice.replace", lang)),
              el("button", {"type": "button", "class": "primary",
                            "data-command": "replace-yes", "aria-keyshortcuts": "C"},
                 t("notice.replace.yes", lang)),
              el("button", {"type": "button", "data-command": "replace-no"},
                 t("notice.replace.no", lang)))


def render_languages(lang: str) -> Markup:
    """Return the language switch: each language named in itself, the current one pressed."""
    return el("div", {"class": "languages", "role": "group",
                      "aria-label": t("menu.language", lang)},
              [el("button", {"type": "button", "data-command": code, "lang": HTML_LANG[code],
                             "aria-pressed": "true" if code == lang else "false"}, name)
               for code, name in LANGUAGE_NAMES.items()])
