"""Typed errors. Each carries a stable ``code`` and ``params`` the UI can translate.

An error's text is the catalogue entry ``error.<code>`` (or
``error.<code>.<variant>`` when one code has several sentences) filled with its
``params``; :attr:`FFError.message` is the English one and :meth:`FFError.text`
gives any language. Parameters holding card slugs or words' ids (a tool, a floor)
are shown as :func:`ffcore.catalogue.message_of_ids` shows them; a parameter
holding another FFError (the ``cause`` of a bad save or link) is shown as that
error's own text.
"""

from __future__ import annotations

from .catalogue import message_of_ids


class FFError(ValueError):
    """Base of ffcore's errors: a code, maybe a variant, and parameters."""

    def __init__(self, code: str, /, *, variant: str = "", **params: object) -> None:
        self.code = code
        self.variant = variant
        self.params = params
        self.message = self.text("en")
        super().__init__(self.message)

    @property
    def key(self) -> str:
        """Return the message id of this error's text in the catalogues."""
        return f"error.{self.code}.{self.variant}" if self.variant else f"error.{self.code}"

    def text(self, lang: str = "en") -> str:
        """Return this error's sentence in a language ("en" or "pt")."""
        return message_of_ids(self.key, [
            (name, value.text(lang) if isinstance(value, FFError) else value)
            for name, value in self.params.items()], lang)


class IllegalAction(FFError):
    """An action that cannot be played now; the game is left unchanged."""


class BadCode(FFError):
    """A share code or save that cannot be loaded: malformed, tampered with or unknown."""


class BadSetup(FFError):
    """Game settings that cannot start a game (player names, count, difficulty, seed)."""
