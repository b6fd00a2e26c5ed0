"""The message catalogues: a message id's text in a language, and card names.

Every player-facing text of the engine lives in :mod:`ffcore.texts_en` and
:mod:`ffcore.texts_pt`, keyed by the same message ids. This module only looks
texts up; :mod:`ffcore.text` builds sentences for actions and log lines.
"""

from __future__ import annotations

from .cards import BLUEPRINTS, CONTRACTORS
from .texts_en import MESSAGES as EN
from .texts_pt import MESSAGES as PT

LANGUAGES = ("en", "pt")
CATALOGUES = {"en": EN, "pt": PT}


def message(key: str, lang: str = "en", **params: object) -> str:
    """Return the text of a message id in a language, filled with its parameters.

    A key missing from a language falls back to English, then to the key itself.
    """
    catalogue = CATALOGUES.get(lang, EN)
    template = catalogue.get(key) or EN.get(key) or key
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return template


def card_name(slug: str, lang: str = "en") -> str:
    """Return a blueprint's or contractor's printed name in a language."""
    card = BLUEPRINTS.get(slug)
    if card is not None:
        return card.name_pt if lang == "pt" else card.name
    contractor = CONTRACTORS.get(slug)
    if contractor is not None:
        return contractor.name_pt if lang == "pt" else contractor.name
    return slug
