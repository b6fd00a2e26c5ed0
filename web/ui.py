"""What every screen shares: the language and the other settings, the notice on the board,
what the browser allows, and the language switch drawn above every screen."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from html_builder import Markup, el
from texts.ui_text import HTML_LANG, LANGUAGE_NAMES, t


@dataclass
class Notice:
    """A message for the player on the board: "error" or "info", its text in a language, and
    a command it offers as a button of its own (such as "copy")."""

    kind: str
    text: Callable[[str], str]
    command: str = ""
    #: Whether it refuses what the player just tried (screen readers say it at once).
    urgent: bool = False
    #: Each notice's own number: the same words shown twice are said twice.
    number: int = 0


@dataclass
class Settings:
    """What the player chose on this device besides the language (screens/settings.py; kept
    by device.py, their values in store.SETTINGS): the theme and motion ("system": as the
    system prefers) and whether a solo game starts with the coach."""

    theme: str = "system"
    motion: str = "system"
    coach: str = "off"


@dataclass
class Ui:
    """What every screen shares: the language, the notice, what the browser allows."""

    lang: str = "en"
    settings: Settings = field(default_factory=Settings)
    notice: Notice | None = None
    #: The browser keeps no data, so games are kept only by their links.
    storage_blocked: bool = False
    #: The browser has a share sheet (navigator.share): Share opens it rather than copying.
    can_share: bool = False
    #: The system asks for less motion (prefers-reduced-motion): the pace is then Off unless
    #: the player chose one.
    reduced_motion: bool = False
    #: How many notices were shown so far.
    notices: int = 0

    def pace(self) -> str:
        """Return the pace of motion: the one chosen, else the system's (web/static/motion.js)."""
        chosen = self.settings.motion
        if chosen != "system":
            return chosen
        return "off" if self.reduced_motion else "normal"

    def notify(self, kind: str, text: Callable[[str], str], command: str = "", *,
               urgent: bool = False) -> None:
        """Show a notice, written in whatever language the page is in when it shows; an
        error, or an ``urgent`` one, refuses what the player tried."""
        self.notices += 1
        self.notice = Notice(kind, text, command, urgent or kind == "error", self.notices)


def languages(lang: str) -> Markup:
    """Return the language switch: each language named in itself, the current one pressed."""
    return el("div", {"class": "languages", "role": "group",
                      "aria-label": t("menu.language", lang)},
              [el("button", {"type": "button", "data-command": code, "lang": HTML_LANG[code],
                             "aria-pressed": "true" if code == lang else "false"}, name)
               for code, name in LANGUAGE_NAMES.items()])
