"""Texts of the page around the game (buttons, headings, screens): one look-up, two languages.

The page's own words are one catalogue per language, as ffcore keeps its own:
ui_text_en.py and ui_text_pt.py. Game texts (cards, actions, log lines, engine
errors) come from :mod:`ffcore.text`, the fallback of every look-up here.
"""

from __future__ import annotations

from ffcore.catalogue import GAME, Catalogue
from texts.ui_text_en import EN
from texts.ui_text_pt import PT

LANGUAGE_NAMES = {"en": "English", "pt": "Português (Brasil)"}
#: The value of ``<html lang>`` for each language.
HTML_LANG = {"en": "en", "pt": "pt-BR"}
CATALOGUES = {"en": EN, "pt": PT}
#: The page's texts, in front of the game's.
PAGE = Catalogue(CATALOGUES, fallback=GAME)


#: The decimal mark of each language: Brazilian Portuguese writes 2,5 where English writes 2.5.
DECIMAL_MARK = {"en": ".", "pt": ","}


def number(value: float, lang: str = "en", spec: str = ".1f") -> str:
    """Return ``value`` formatted by ``spec`` (one decimal unless said), with the language's
    decimal mark."""
    return format(value, spec).replace(".", DECIMAL_MARK.get(lang, "."))


def t(key: str, lang: str = "en", **params: object) -> str:
    """Return a page text in a language, falling back to English, then to the game texts."""
    return PAGE.message(key, lang, **params)
