"""Sharing the game in play: its link and one line saying whose move it is, handed to the
phone's share sheet where the browser has one, else copied (effects.py)."""

from __future__ import annotations

from effects import Copy, Effect, Share
from ffcore import Game
from ui_text import t


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


def share_effect(link: str, line: str, can_share: bool, whom: str = "") -> Effect:
    """Return what sharing asks of the browser: its share sheet where it has one, else the
    clipboard (the line goes with the link only to the sheet: a copied link stays a link);
    ``whom``: the friend by link it goes to, to move next."""
    done = "notice.copied-for" if whom else "notice.copied"
    if can_share:
        return Share(link, line, done, whom)
    return Copy(link, done, whom)
