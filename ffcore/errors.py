"""Typed errors. Each carries a stable ``code`` and ``params`` the UI can translate."""

from __future__ import annotations


class FFError(ValueError):
    """Base of ffcore's errors: an English message plus a code and parameters."""

    def __init__(self, code: str, message: str, **params: object) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.params = params


class IllegalAction(FFError):
    """An action that cannot be played now; the game is left unchanged."""


class BadCode(FFError):
    """A share code or save that cannot be loaded: malformed, tampered with or unknown."""


class BadSetup(FFError):
    """Game settings that cannot start a game (player names, count, difficulty, seed)."""
