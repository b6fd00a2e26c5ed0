"""The settings screen: the language, the theme, motion and the coach's default, in one
place, kept on this device (device.py) and applied at once.

Opened from the start screen and the board's menu (the page's ``settings`` command), over
the screen it was opened from, in the history like the rules; Back and its own button close
it. Each choice is a group of radio buttons whose change is the command (``data-change``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from html_builder import Markup, el
from keeping.store import SETTINGS
from screens import Event, Screen, command
from texts.ui_text import HTML_LANG, LANGUAGE_NAMES, t

if TYPE_CHECKING:
    from ui import Settings


class SettingsScreen(Screen):
    """The device's settings, over the screen they were opened from."""

    USES = frozenset({"pop", "set_language", "set_setting"})

    name = "settings"
    HOME = ('[name="language"]:checked',)
    KEYS: ClassVar[dict[str, str]] = {"escape": "settings-back"}

    def address(self) -> str:
        return "#settings"

    def render(self) -> Markup:
        return render_settings(self.lang, self.app.ui.settings)

    @command("settings-back")
    def back(self, event: Event) -> None:
        self.app.pop()

    @command("language")
    def language(self, event: Event) -> None:
        self.app.set_language(event.data.get("value", ""))

    @command("theme", "motion", "coach")
    def choose(self, event: Event) -> None:
        self.app.set_setting(event.name, event.data.get("value", ""))


def _group(name: str, legend: str, chosen: str, choices: Sequence[tuple[str, Markup | str]],
           about: str = "") -> Markup:
    """Return one setting: its radio buttons in a fieldset, the chosen one checked."""
    described = f"{name}-about" if about else None
    return el("fieldset", {"class": "setting", "aria-describedby": described},
              el("legend", None, legend),
              el("p", {"class": "hint-text", "id": described}, about) if about else None,
              el("div", {"class": "setting-choices"},
                 [el("label", {"class": "choice"},
                     el("input", {"type": "radio", "name": name, "value": value,
                                  "id": f"{name}-{value}", "data-change": name,
                                  "checked": value == chosen}),
                     " ", text) for value, text in choices]))


def render_settings(lang: str, settings: Settings) -> Markup:
    """Return the settings screen in ``lang``, the current choices checked."""
    def back() -> Markup:
        return el("button", {"type": "button", "class": "back",
                             "data-command": "settings-back"}, t("settings.back", lang))

    languages = [(code, el("span", {"lang": HTML_LANG[code]}, name))
                 for code, name in LANGUAGE_NAMES.items()]
    groups = [_group("language", t("menu.language", lang), lang, languages)]
    for name, about in (("theme", ""), ("motion", "settings.motion.about"),
                        ("coach", "settings.coach.about")):
        values = SETTINGS[name][1]
        groups.append(_group(name, t(f"settings.{name}", lang), getattr(settings, name),
                             [(value, t(f"settings.{name}.{value}", lang)) for value in values],
                             t(about, lang) if about else ""))
    return el("section", {"class": "settings", "aria-labelledby": "settings-heading"},
              el("div", {"class": "ref-bar"}, back()),
              el("h2", {"id": "settings-heading"}, t("settings.heading", lang)),
              el("p", {"class": "settings-about"}, t("settings.about", lang)),
              groups)
