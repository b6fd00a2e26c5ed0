"""The start screen: the games kept on this device (screens/kept.py), and new ones: a solo
game against The Machine, the day's challenge, a game for 2 to 5 players (here, by link or
bots), a shared game opened."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from types import MappingProxyType
from typing import TYPE_CHECKING, ClassVar

import ffcore.daily
from effects import OpenJsonSave
from ffcore import BadCode, FFError
from ffcore.cards import MACHINE_LEVELS
from ffcore.limits import MAX_NAME_LENGTH, MAX_PLAYERS
from ffcore.text import error_message
from html_builder import Markup, el
from keeping import record_book, saves
from play.seats import BOT_LEVELS, HUMAN, LINK
from screens import FIELD, Event, Screen, command
from screens.kept import FIRST, render_games
from screens.tutorial_script import STEPS
from speech import Speech
from texts.ui_text import t

if TYPE_CHECKING:
    from screens import Context


class StartScreen(Screen):
    """Where games start: the bottom of the page's stack of screens."""

    USES = frozenset({"begin", "device", "effects", "follow_game", "open_kept", "open_link",
                      "records", "refuse", "remove_game", "session", "to_start"})

    name = "start"
    HOME = ('.kept-open', '.learn [data-command="tutorial"]', '[data-command="start-solo"]')
    #: After a game is removed, the focus goes to the next game's, else to the first thing
    #: to start (the control pressed is gone).
    FOCUS: ClassVar[dict[str, tuple[str, ...]]] = {
        "remove-game": ('.kept-open', '[data-command="start-solo"]'),
        "games-all": (f'.kept-game:nth-child({FIRST + 1}) .kept-open',)}

    def __init__(self, app: Context) -> None:
        super().__init__(app)
        #: Why what the player asked for could not start or open ("" for nothing).
        self.error = ""
        #: The daily challenge's day, with a friend's level (None: today's, at any level).
        self.daily_offer: tuple[date, str | None] | None = None
        #: Whether a game pasted in is being opened (its checks load).
        self.opening = False
        #: What the player typed, ticked or chose in the screen's fields, by the field's id (a
        #: radio group's by its name): drawn back into them, so a drawing keeps it.
        self.fields: dict[str, str] = {}
        #: Whether every game kept is listed (else the ones played last: screens/kept.py).
        self.every_game = False

    @property
    def count(self) -> int:
        """Return how many players the game on this device is set up for."""
        return int(self.fields.get("count") or 2)

    def address(self) -> str:
        """Return ``#start`` while there is a game to resume (a reload of the plain address
        would resume it rather than show this screen)."""
        playing = self.app.session.game is not None or self.app.device.kept.last_played()
        return "#start" if playing else ""

    def render(self) -> Markup:
        device, ui = self.app.device, self.app.ui
        notice = ui.notice
        return render_start(self.lang, render_games(device.kept.entries.values(),
                                                    device.kept.now(), self.lang,
                                                    every=self.every_game),
                            self.count, self.error, blocked=ui.storage_blocked,
                            daily=self.daily_offer or (ffcore.daily.today(), None),
                            opening=self.opening, learn=self.learning(),
                            coach=ui.settings.coach == "on", fields=self.fields,
                            notice=(notice.text(self.lang), notice.command) if notice else None)

    def speech(self) -> Speech:
        """The notice (a game removed, or put back)."""
        notice = self.app.ui.notice
        if notice is None:
            return Speech()
        return Speech(notice=notice.text(self.lang), notice_number=notice.number,
                      urgent=notice.urgent)

    def learning(self) -> int | None:
        """Return where this device stands with the tutorial: None when it never opened it
        nor played (it is offered first), -1 when it has nothing to go on with, else the
        step it reached."""
        kept = self.app.device.tutorial
        if kept is None and self.app.device.never_played() and self.app.session.game is None:
            return None
        return int(kept) if kept is not None and kept.isdigit() else -1

    def new_game(self, names: list[str], seats: list[str] | None = None,
                 machine: str | None = None, seed: int | None = None, *,
                 coach: bool = False) -> bool:
        """Start a new game (``coach``: with the coach) and show it; on bad settings say
        why here and return False."""
        self.error = self.app.session.new(names, seats, machine, seed, coach=coach)
        if self.error:
            return False
        self.app.to_start()
        self.app.follow_game()
        return True

    @command("start-solo")
    def start_solo(self, event: Event) -> None:
        self.new_game([event.value("solo-name")], machine=event.value("level", "medium"),
                      coach=event.value("coach") == "on")

    @command("start-multi")
    def start_multi(self, event: Event) -> None:
        count = int(event.value("count") or 2)
        self.new_game([event.value(f"name-{n}") for n in range(1, count + 1)],
                      [event.value(f"seat-{n}") for n in range(1, count + 1)])

    @command("start-daily")
    def start_daily(self, event: Event) -> None:
        """Start a day's challenge; only the first attempt of today's counts in the records."""
        day = date.fromisoformat(event.data["day"])
        try:
            game = ffcore.daily.daily_game(day, event.value("daily-level", "medium"),
                                           event.value("daily-name"))
        except FFError as error:
            self.error = t("error.setup", self.lang, reason=error_message(error, self.lang))
            return
        counts = False
        if day == ffcore.daily.today():
            self.app.records, counts = record_book.begin_daily(self.app.records, day)
        self.app.begin(game, [HUMAN], saves.Daily(day, counts))
        self.daily_offer = None
        key = "daily.first" if counts else "daily.again"
        self.app.ui.notify("info", lambda lang: t(key, lang, date=day.isoformat()))

    def offer_daily(self, fragment: str) -> None:
        """A friend's ``d=DATE.LEVEL`` link: offer that day's deal."""
        try:
            self.daily_offer = ffcore.daily.parse_fragment(fragment)
        except BadCode as error:
            self.app.refuse("error.bad-link", error)

    @command("open-game")
    def open_game(self, event: Event) -> None:
        """Play a game of the list."""
        self.app.open_kept(event.data.get("game", ""))

    @command("games-all")
    def every(self, event: Event) -> None:
        """List every game kept, not only the ones played last."""
        self.every_game = True

    @command("remove-game")
    def remove_game(self, event: Event) -> None:
        """Remove a game from the list (Undo in the notice puts it back)."""
        self.app.remove_game(event.data.get("game", ""))

    @command("open")
    def open(self, event: Event) -> None:
        """Open a pasted link or code, or a full-state JSON save (once its checks load)."""
        code = event.value("code").strip()
        if code.startswith("{"):
            self.opening = True  # until the app hears back (App.open_json_save)
            self.app.effects.append(OpenJsonSave(code))
            return
        fragment = code.split("#", 1)[1] if "#" in code else code
        if not fragment.startswith("g="):
            fragment = "g=" + fragment
        self.app.open_link(fragment)

    @command(FIELD)
    def set_fields(self, event: Event) -> None:
        """A field changed (the glue sends them all): keep them."""
        self.fields = dict(event.form)


def _notice(lang: str, text: str, command: str) -> Markup:
    """Return the page's notice (read out through the live regions: speech.py), with the
    command it offers as a button of its own, and a button to dismiss it."""
    return el("div", {"class": "notice notice-info"},
              el("span", None, text),
              el("button", {"type": "button", "data-command": command},
                 t(f"menu.{command}", lang)) if command else None,
              el("button", {"type": "button", "data-command": "dismiss"},
                 t("notice.dismiss", lang)))


def _levels(lang: str, name: str, chosen: str) -> list[Markup]:
    """Return a radio button per level of The Machine."""
    return [el("label", {"class": "choice"},
               el("input", {"type": "radio", "name": name, "value": level,
                            "checked": level == chosen}),
               " ", t(f"start.level.{level}", lang)) for level in MACHINE_LEVELS]


def render_start(lang: str, kept: Markup | None = None, count: int = 2,
                 error: str = "", *, blocked: bool = False,
                 daily: tuple[date, str | None] | None = None, opening: bool = False,
                 learn: int | None = -1, coach: bool = False,
                 fields: Mapping[str, str] = MappingProxyType({}),
                 notice: tuple[str, str] | None = None) -> Markup:
    """Return the start screen; ``kept`` lists the games kept on this device (screens/kept.py),
    ``blocked`` says the browser keeps no data, ``daily`` is the day of the daily
    challenge offered, with the level of a friend's link (None: today's, any level),
    ``opening`` that a game pasted in is being opened, ``learn`` where the device
    stands with the tutorial (see `StartScreen.learning`), and ``coach`` whether the coach's
    box starts ticked (the device's setting); ``fields`` what the player put in the fields
    (`StartScreen.fields`); ``notice`` the page's notice and the command it offers."""
    counts = [el("option", {"value": n, "selected": n == count}, n)
              for n in range(2, MAX_PLAYERS + 1)]
    return el(
        "div", {"class": "start"},
        # A notice's words go in a span, which takes its line (game.css's .notice).
        el("p", {"class": "notice notice-error", "role": "alert"},
           el("span", None, error)) if error else None,
        _notice(lang, *notice) if notice else None,
        el("p", {"class": "notice notice-info storage-blocked"},
           el("span", None, t("notice.storage-blocked", lang))) if blocked else None,
        kept,
        el("h2", {"id": "start-heading"}, t("start.heading", lang)),
        _learn_first(lang) if learn is None else None,
        _solo(lang, fields, coach),
        _daily(lang, daily, fields) if daily else None,
        el("fieldset", {"class": "mode"},
           el("legend", None, t("start.multi", lang, max=MAX_PLAYERS)),
           el("label", {"for": "count"}, t("start.count", lang)),
           el("select", {"id": "count"}, counts),
           el("ol", {"class": "seats"}, _seats(lang, count, fields)),
           el("p", {"class": "hint-text", "id": "seats-about"}, t("start.link.about", lang)),
           el("button", {"type": "button", "class": "primary", "data-command": "start-multi"},
              t("start.go", lang))),
        _open(lang, opening, fields.get("code", "")),
        el("p", {"class": "start-rules"},
           _learn_again(lang, learn) if learn is not None else None,
           [[el("button", {"type": "button", "data-command": name}, t(f"menu.{name}", lang)),
             " "] for name in ("rules", "records", "settings")]))


def _solo(lang: str, fields: Mapping[str, str], coach: bool) -> Markup:
    """Return a solo game against The Machine: a name, a level and the coach (ticked as the
    device's setting says, unless the player changed it)."""
    return el("fieldset", {"class": "mode"},
              el("legend", None, t("start.solo", lang)),
              el("label", {"for": "solo-name"}, t("start.your-name", lang)),
              el("input", {"id": "solo-name", "type": "text", "maxlength": MAX_NAME_LENGTH,
                           "autocomplete": "off",
                           "value": fields.get("solo-name", t("start.default-name", lang))}),
              el("fieldset", {"class": "levels"}, el("legend", None, t("start.level", lang)),
                 _levels(lang, "level", fields.get("level", "medium"))),
              _coach_choice(lang, fields.get("coach", "on" if coach else "") == "on"),
              el("button", {"type": "button", "class": "primary",
                            "data-command": "start-solo"}, t("start.go", lang)))


def _coach_choice(lang: str, ticked: bool = False) -> Markup:
    """Return the coach's box (ticked as the device's setting says): notes from the strong
    bot on costly moves."""
    return el("label", {"class": "choice coach-choice"},
              el("input", {"type": "checkbox", "id": "coach", "checked": ticked,
                           "aria-describedby": "coach-about"}),
              " ", t("start.coach", lang),
              el("span", {"class": "hint-text", "id": "coach-about"}, t("start.coach.about", lang)))


def _learn_first(lang: str) -> Markup:
    """Return the tutorial offered first, to a device that never played."""
    return el("section", {"class": "mode learn", "aria-labelledby": "learn-heading"},
              el("h3", {"id": "learn-heading"}, t("start.learn.heading", lang)),
              el("p", None, t("start.learn.body", lang)),
              el("button", {"type": "button", "class": "primary", "data-command": "tutorial"},
                 t("menu.tutorial", lang)))


def _learn_again(lang: str, step: int) -> Markup:
    """Return the button that opens the tutorial again, where it was left if it was."""
    text = t("start.learn.continue", lang, at=step + 1, total=len(STEPS)) if step >= 0 else \
        t("menu.tutorial", lang)
    return el("button", {"type": "button", "data-command": "tutorial"}, text)


def _daily(lang: str, daily: tuple[date, str | None], fields: Mapping[str, str]) -> Markup:
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
                           "autocomplete": "off",
                           "value": fields.get("daily-name", t("start.default-name", lang))}),
              el("fieldset", {"class": "levels"}, el("legend", None, t("start.level", lang)),
                 _levels(lang, "daily-level", fields.get("daily-level", friends or "medium"))),
              el("button", {"type": "button", "class": "primary",
                            "data-command": "start-daily", "data-day": day.isoformat()},
                 t("start.daily.go", lang)))


def _seats(lang: str, count: int, fields: Mapping[str, str]) -> list[Markup]:
    """Return a row per seat of a game on this device: a name, and a person or a bot; the
    rows past ``count`` wait hidden."""
    def kinds(chosen: str) -> list[Markup]:
        return [el("option", {"value": kind, "selected": kind == chosen},
                   t(f"start.{kind}" if kind in (HUMAN, LINK) else f"start.bot.{kind}", lang))
                for kind in (HUMAN, LINK, *BOT_LEVELS)]
    return [el("li", {"class": "seat", "data-seat": n, "hidden": n > count},
               el("label", {"for": f"name-{n}"}, t("start.name", lang, n=n)),
               el("input", {"id": f"name-{n}", "type": "text", "maxlength": MAX_NAME_LENGTH,
                            "autocomplete": "off",
                            "value": fields.get(f"name-{n}", t("start.player", lang, n=n))}),
               el("label", {"for": f"seat-{n}"}, t("start.seat", lang, n=n)),
               el("select", {"id": f"seat-{n}", "aria-describedby": "seats-about"},
                  kinds(fields.get(f"seat-{n}", HUMAN))))
            for n in range(1, MAX_PLAYERS + 1)]


def _open(lang: str, opening: bool, code: str) -> Markup:
    """Return the field where a shared link, code or saved game is pasted to be opened."""
    return el("fieldset", {"class": "mode"},
              el("legend", None, t("start.open", lang)),
              el("label", {"for": "code"}, t("start.code", lang)),
              el("input", {"id": "code", "type": "text", "autocomplete": "off",
                           "spellcheck": "false", "value": code}),
              el("button", {"type": "button", "data-command": "open", "disabled": opening,
                            "aria-busy": "true" if opening else None},
                 t("start.opening" if opening else "start.open.go", lang)))
