"""Sharing the game in play: its link and one line saying whose move it is, handed to the
phone's share sheet where the browser has one, else copied (effects.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from effects import Copy, Effect, Share
from ffcore import Game
from texts.ui_text import t

if TYPE_CHECKING:
    from play.session import Session


def share_game(session: Session, base_url: str, can_share: bool, lang: str) -> Effect:
    """Return what sharing the game in play asks of the browser: its link (on the page's
    address) and whose move it is, to the friend by link to move, or at the end to every
    friend by link, or to anyone."""
    game = session.game
    assert game is not None
    link = f"{base_url}#{session.link_fragment()}"
    line = share_line(game, not session.bot_turn(), lang)
    if session.link_turn():
        return share_effect(link, line, can_share, game.current_player or "",
                            "notice.copied-for")
    if game.is_over and session.by_link():
        return share_effect(link, line, can_share, ", ".join(session.by_link()),
                            "notice.copied-final")
    return share_effect(link, line, can_share)


def share_line(game: Game, human_to_move: bool, lang: str) -> str:
    """Return the line sent with a shared link: whose move it is, and what the game is.

    >>> import ffcore
    >>> share_line(ffcore.new_game(["Bob"], seed=1, machine="easy"), True, "en")
    'Your move, Bob: Fantastic Factories, round 1'
    """
    title = t("app.title", lang)
    if game.is_over:
        return t("share.over", lang, title=title)
    if human_to_move and game.current_player is not None:
        return t("share.your-move", lang, name=game.current_player, round=game.round,
                 title=title)
    return t("share.round", lang, round=game.round, title=title)


def share_effect(link: str, line: str, can_share: bool, whom: str = "",
                 done: str = "notice.copied") -> Effect:
    """Return what sharing asks of the browser: its share sheet where it has one, else the
    clipboard (the line goes with the link only to the sheet: a copied link stays a link);
    ``whom``: the friends by link it goes to, whom ``done`` names once it is copied."""
    if can_share:
        return Share(link, line, done, whom)
    return Copy(link, done, whom)
