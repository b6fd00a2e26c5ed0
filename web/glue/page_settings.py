"""The document around the screen, written after each drawing: its language, the theme and
motion chosen, the browser bar's colour and the page's title. Each is written only when it
changes: writing a value the page already has still costs the page's style again (the language
and the theme are on the root)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from glue.browser import absent, page, text
from texts.ui_text import HTML_LANG, t

if TYPE_CHECKING:
    from ui import Settings, Ui


def show(ui: Ui) -> None:
    """Give the document the language, the settings and the title of ``ui``."""
    root = page().document.documentElement
    if str(root.lang) != HTML_LANG[ui.lang]:
        root.lang = HTML_LANG[ui.lang]
    _settings(ui.settings)
    _title(t("app.title", ui.lang))


def _settings(settings: Settings) -> None:
    """Give the page the theme and motion chosen (html[data-theme], [data-motion]; none: the
    system's, which game.css follows), and the browser's bar the chosen theme's colour (each
    theme's ``meta[name=theme-color]`` holds its colour; its media turns it on), as
    web/static/paint.js does before Python."""
    document = page().document
    root = document.documentElement
    for name in ("theme", "motion"):
        value = getattr(settings, name)
        if text(root.getAttribute(f"data-{name}")) == (None if value == "system" else value):
            continue
        if value == "system":
            root.removeAttribute(f"data-{name}")
        else:
            root.setAttribute(f"data-{name}", value)
    for meta in document.querySelectorAll("meta[data-scheme]"):
        scheme = str(meta.dataset.scheme)
        media = f"(prefers-color-scheme: {scheme})" if settings.theme == "system" else \
            "all" if settings.theme == scheme else "not all"
        if str(meta.media) != media:
            meta.media = media


def _title(title: str) -> None:
    """Name the page (tab title and header) in the chosen language."""
    document = page().document
    if str(document.title) != title:
        document.title = title
    heading: Any = document.querySelector("header.bar h1")
    if not absent(heading) and str(heading.textContent) != title:
        heading.textContent = title
