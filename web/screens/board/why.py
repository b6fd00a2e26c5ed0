"""Why a piece of the board cannot act now: whose turn it is, else the engine's refusal of
the move the piece would make (``Game.why_not``), in a sentence of either language."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ffcore import Game
from ffcore.text import error_message
from texts.ui_text import t

if TYPE_CHECKING:
    from play.session import Session


def why_words(session: Session, game: Game, piece: str) -> Callable[[str], str] | None:
    """Return why ``piece`` (``die:4``, ``card:biolab``...) cannot act now, in words of any
    language; None when there is nothing to say (it can act, or no piece was named)."""
    if not piece:
        return None
    if not session.my_turn() and game.current_player is not None:
        name = game.current_player
        return lambda lang: t("why.wait", lang, name=name)
    refused = game.why_not(piece)
    if refused is None:
        return None
    return lambda lang: t("why.not", lang, reason=error_message(refused, lang))
