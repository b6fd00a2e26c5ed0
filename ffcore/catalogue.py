"""The message catalogues: a message id's text in a language, and card names.

Every player-facing text of the engine lives in :mod:`ffcore.texts_en` and
:mod:`ffcore.texts_pt`, keyed by the same message ids; the page adds its own
catalogue in front of this one (``web/texts/ui_text.py``). This module looks texts up
and fills them, the one place that does; :mod:`ffcore.text` builds sentences for
actions and log lines.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from .cards import BLUEPRINTS, CONTRACTORS
from .texts_en import MESSAGES as EN
from .texts_pt import MESSAGES as PT

LANGUAGES = ("en", "pt")

#: Parameters holding a blueprint's or contractor's slug, shown as the card's name.
CARD_PARAMS = frozenset({"card", "contractor", "partner"})
#: Parameters holding the last part of a message id, shown as that message's text; each
#: maps to the id's first part (``floor="mine"`` is shown as the text of ``word.mine``).
ID_PARAMS = {"tool": "word", "floor": "word", "resource": "word", "row": "word",
             "gain": "gain", "benefit": "benefit"}


class Catalogue:
    """Message templates per language, and the catalogue that serves the ids it lacks."""

    def __init__(self, texts: Mapping[str, Mapping[str, str]],
                 fallback: Catalogue | None = None) -> None:
        self.texts = texts
        self.fallback = fallback

    def template(self, key: str, lang: str) -> str | None:
        """Return a message id's template in a language, else in English, else the fallback's."""
        english = self.texts["en"]
        found = self.texts.get(lang, english).get(key) or english.get(key)
        if found is None and self.fallback is not None:
            return self.fallback.template(key, lang)
        return found

    def message(self, key: str, lang: str = "en", **params: object) -> str:
        """Return the text of a message id in a language, filled with its parameters.

        A ``count`` of 1 takes the id's singular, ``<key>.one``, where there is one
        ("1 blueprint", "2 blueprints"). A key missing from a language falls back to
        English, then to the fallback catalogue, then to the key itself; a template its
        parameters do not fill is returned as it is.
        """
        singular = self.template(f"{key}.one", lang) if params.get("count") == 1 else None
        template = singular or self.template(key, lang) or key
        try:
            return template.format(**params)
        except (KeyError, IndexError, ValueError):
            return template


#: The engine's catalogue: card rules, words, actions, log lines, errors and bots' reasons.
GAME = Catalogue({"en": EN, "pt": PT})


def message(key: str, lang: str = "en", **params: object) -> str:
    """Return the text of an engine message id in a language, filled with its parameters."""
    return GAME.message(key, lang, **params)


def message_of_ids(key: str, params: Iterable[tuple[str, object]], lang: str = "en") -> str:
    """Return a message whose parameters are ids, each shown in a language.

    Cards (:data:`CARD_PARAMS`) are shown by name and words (:data:`ID_PARAMS`)
    by their text; any other parameter is shown as it is.
    """
    return message(key, lang, **{name: _shown(name, value, lang) for name, value in params})


def _shown(name: str, value: object, lang: str) -> object:
    if not isinstance(value, str):
        return value
    if name in CARD_PARAMS:
        return card_name(value, lang)
    if name in ID_PARAMS:
        return message(f"{ID_PARAMS[name]}.{value}", lang)
    return value


def card_name(slug: str, lang: str = "en") -> str:
    """Return a blueprint's or contractor's printed name in a language."""
    card = BLUEPRINTS.get(slug)
    if card is not None:
        return card.name_pt if lang == "pt" else card.name
    contractor = CONTRACTORS.get(slug)
    if contractor is not None:
        return contractor.name_pt if lang == "pt" else contractor.name
    return slug
