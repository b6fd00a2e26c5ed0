"""The games kept on this device, as the start screen lists them ("Your games"): each unfinished
game, the one played last first, with what it is, who plays, where it stands, whose move it
is and when it was last played; one press opens it, another removes it (with Undo).
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import UTC, datetime

from html_builder import Markup, el
from keeping.games import ELSEWHERE, Kept, newest_first
from play.seats import BOT_LEVELS, HUMAN, LINK
from texts.ui_text import t

MINUTE, HOUR, DAY = 60, 3600, 86400
#: The games listed before the others are asked for (a phone's screen or two of them).
FIRST = 8


def render_games(entries: Iterable[Kept], now: int, lang: str, *,
                 every: bool = False) -> Markup | None:
    """Return the list of unfinished games kept, the one played last first (None: none):
    the first FIRST, and the others when asked for (``every``)."""
    unfinished = [kept for kept in newest_first(entries) if not kept.over]
    if not unfinished:
        return None
    copies: dict[str, int] = {}
    for kept in unfinished:
        copies[kept.game] = copies.get(kept.game, 0) + 1
    shown = unfinished if every else unfinished[:FIRST]
    more = len(unfinished) - len(shown)
    return el("section", {"class": "kept-games", "aria-labelledby": "games-heading"},
              el("h2", {"id": "games-heading"}, t("games.heading", lang)),
              el("ul", {"class": "kept-list", "data-arrows": True},
                 [_game(kept, now, lang, copies[kept.game] > 1) for kept in shown]),
              el("button", {"type": "button", "class": "kept-more", "data-command": "games-all"},
                 t("games.more", lang, count=more)) if more else None)


def _game(kept: Kept, now: int, lang: str, versions: bool) -> Markup:
    """Return one game of the list: a button that opens it, what it is, and Remove."""
    details = f"kept-{kept.key}-about"
    title = f"{kind(kept, lang)}: {players(kept, lang)}"
    return el("li", {"class": "kept-game", "id": f"kept-{kept.key}"},
              el("button", {"type": "button", "class": "kept-open", "data-command": "open-game",
                            "data-game": kept.key, "aria-describedby": details},
                 el("span", {"class": "kept-kind"}, kind(kept, lang)),
                 el("span", {"class": "kept-players"}, players(kept, lang))),
              el("p", {"class": "kept-about", "id": details},
                 el("span", {"class": "kept-turn"}, whose_move(kept, lang)), " ",
                 el("span", {"class": "kept-where"},
                    t("games.where", lang, round=kept.round,
                      phase=t(f"status.{kept.phase}", lang))), " · ",
                 el("time", {"class": "kept-when", "datetime": _iso(kept.played)},
                    ago(now - kept.played, lang)),
                 el("span", {"class": "kept-version"},
                    t("games.version.link" if kept.origin == ELSEWHERE else "games.version.here",
                      lang)) if versions else None),
              el("button", {"type": "button", "class": "kept-remove", "data-command": "remove-game",
                            "data-game": kept.key,
                            "aria-label": t("games.remove.label", lang, game=title)},
                 t("games.remove", lang)))


def kind(kept: Kept, lang: str) -> str:
    """Return what kind of game it is: solo (and its level), the day's challenge, with
    friends by link, or on this device."""
    if kept.daily and kept.machine:
        return t("games.kind.daily", lang, date=kept.daily,
                 level=t(f"start.level.{kept.machine}", lang))
    if kept.machine:
        return t("games.kind.solo", lang, level=t(f"start.level.{kept.machine}", lang))
    if LINK in kept.seats:
        return t("games.kind.link", lang)
    return t("games.kind.here", lang)


def players(kept: Kept, lang: str) -> str:
    """Return who plays: the names, each bot and each friend by link marked."""
    def named(name: str, seat: str) -> str:
        if seat in BOT_LEVELS:
            return t("games.bot", lang, name=name, level=t(f"start.bot.{seat}", lang))
        return t("games.by-link", lang, name=name) if seat == LINK else name
    return ", ".join(named(name, seat) for name, seat in zip(kept.names, kept.seats, strict=True))


def whose_move(kept: Kept, lang: str) -> str:
    """Return whose move it is, as the person at this device reads it."""
    here = [name for name, seat in zip(kept.names, kept.seats, strict=True) if seat == HUMAN]
    if not here:
        return t("games.turn.who", lang)
    if kept.turn is None or kept.turn not in kept.names:
        return ""
    seat = kept.seats[kept.names.index(kept.turn)]
    if seat == LINK:
        return t("games.turn.link", lang, name=kept.turn)
    if seat in BOT_LEVELS:
        return t("games.turn.bot", lang, name=kept.turn)
    return t("games.turn.yours", lang) if len(here) == 1 else \
        t("games.turn.here", lang, name=kept.turn)


def ago(seconds: int, lang: str) -> str:
    """Return how long ago something was, in words ("5 min ago").

    >>> ago(30, "en"), ago(7200, "en"), ago(86400, "pt")
    ('just now', '2 h ago', 'ontem')
    """
    if seconds < MINUTE:
        return t("games.ago.now", lang)
    if seconds < HOUR:
        return t("games.ago.minutes", lang, count=seconds // MINUTE)
    if seconds < DAY:
        return t("games.ago.hours", lang, count=seconds // HOUR)
    return t("games.ago.days", lang, count=seconds // DAY)


def _iso(seconds: int) -> str:
    """Return a time as the ``datetime`` of a ``<time>`` reads it (UTC)."""
    return datetime.fromtimestamp(seconds, UTC).isoformat(timespec="minutes").replace("+00:00", "Z")
