"""How a game comes into play besides a new one: resumed from the games kept, opened from a
link or a pasted save and matched with the copies kept (games.py), removed from the list and
put back, or taken from another tab. Each is a step of the page (app.py, which calls here),
through what a screen may ask of it too (`screens.Context`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ffcore import Game
from keeping import games, games_file, saves
from play.seats import LINK, PEOPLE
from play.session import parse_link, refusal
from texts.ui_text import t

if TYPE_CHECKING:
    from screens import Context


def open_link(app: Context, fragment: str) -> None:
    """Open a ``g=CODE[&s=SEATS]`` link: the game it holds, found among the games kept."""
    try:
        game, seats = parse_link(fragment)
    except ValueError as error:  # BadCode, Refused
        app.refuse("error.bad-link", error)
        return
    arrive(app, game, seats, linked=True)


def arrive(app: Context, game: Game, seats: list[str], *, linked: bool = False) -> None:
    """Play a game that came from elsewhere (a shared link: ``linked``; a pasted save),
    as games.py says of a game and its copies: one that continues a copy kept brings it
    up to date, one behind a copy kept opens that copy and says so, one that departs
    from every copy kept is kept beside them, as is a game not kept yet. Nothing kept
    is written over, and nothing is asked."""
    offer = linked and app.device.never_played()
    moves = game.action_texts()
    kept_moves = {kept.key: app.device.kept.moves(kept.key)
                  for kept in app.device.kept.find(games.identity(game.names, game.machine,
                                                                  game.seed, seats))}
    copies = [(app.device.kept.entries[key], games.relation(theirs, moves))
              for key, theirs in kept_moves.items()]
    ahead = [kept for kept, stands in copies if stands in (games.SAME, games.AHEAD)]
    behind = [kept for kept, stands in copies if stands == games.BEHIND]
    if ahead:
        kept = ahead[0]
        text = app.device.kept.read_game(kept.key) or ""
        app.session.begin(game, list(kept.seats), saves.daily_of(text),
                          coach=saves.coached(text), kept_as=kept.key, origin=kept.origin,
                          record=not kept.over)
    elif behind:
        kept = behind[0]
        open_kept(app, kept.key)
        behind_by = len(kept_moves[kept.key]) - game.action_count
        key = "notice.link-behind" if game.round < kept.round else "notice.link-older"
        app.ui.notify("info", lambda lang: t(key, lang, round=game.round, kept=kept.round,
                                             count=behind_by))
        return
    else:
        if copies:  # another copy of this game: the same people hold this device
            seats = list(copies[0][0].seats)
        elif len([seat for seat in seats if seat in PEOPLE]) > 1:
            seats = [LINK if seat in PEOPLE else seat for seat in seats]  # ask who
        app.session.begin(game, seats, origin=games.ELSEWHERE)
        if copies:
            app.ui.notify("info", lambda lang: t("notice.link-departs", lang))
    app.to_start()
    app.follow_game()
    if offer:
        app.offer_tutorial()


def open_kept(app: Context, key: str) -> None:
    """Play a game kept on this device; one that cannot be read is set aside (never
    deleted) and explained."""
    kept = app.device.kept.entries.get(key)
    text = app.device.kept.read_game(key)
    if kept is None or text is None:
        app.to_start()
        return
    try:
        app.session.load(text, kept.key, kept.origin)
    except ValueError as error:  # BadCode and Refused included
        app.device.kept.set_aside(key, text, error)
        app.session.game = None
        app.refuse("error.bad-save", error)
        return
    app.to_start()
    app.follow_game()


def remove_game(app: Context, key: str) -> None:
    """Remove a game from the list, with Undo in the notice (the game removed last is
    kept aside until another is)."""
    kept = app.device.kept.remove(key)
    if kept is None:
        return
    if app.session.kept_as == key:  # the game in play: gone
        app.session.game = None
    app.ui.notify("info", lambda lang: t("games.removed", lang, names=", ".join(kept.names)),
                  command="restore-game")


def restore_game(app: Context) -> None:
    """Undo: put the game removed last back in the list."""
    removed = app.device.kept.removed
    kept = app.device.kept.restore()
    if kept is not None:
        app.ui.notify("info", lambda lang: t("games.restored", lang,
                                             names=", ".join(kept.names)))
    elif removed is not None:  # storage has no room for it now
        app.ui.notify("error", lambda lang: t("games.no-room", lang), command="restore-game")


def resolve_conflict(app: Context, load: bool) -> None:
    """Load the other tab's newer copy of the game, or keep playing this one (which then
    saves over)."""
    session = app.session
    text, session.conflict = session.conflict, None
    key = session.kept_as
    if load and text is not None:
        try:
            session.load(text, key, session.origin)
        except ValueError as error:
            session.game = None
            app.refuse("error.bad-save", error)
        else:
            app.follow_game()
    app.device.kept.read_game(key)


def import_games(app: Context, text: str, failed: str = "") -> str:
    """Keep the games of a file as games that came from elsewhere (kept_games.py), once its
    checks have loaded (``failed``: why they could not); return how it went, in words. The
    game in play, brought up to date by the file, is played on from there."""
    lang = app.ui.lang
    if failed:
        return t("error.internal", lang, reason=failed)
    try:
        imported = games_file.read(text)
    except games_file.GamesFileError as error:
        cause = refusal(error.cause, lang) if error.cause is not None else ""
        return t(error.key, lang, reason=cause, **error.params)
    session = app.session
    before = app.device.kept.moves(session.kept_as) if session.kept_as else []
    added, updated, same = app.device.kept.take_in(imported)
    if session.game is not None and session.kept_as and \
            app.device.kept.moves(session.kept_as) != before:
        text = app.device.kept.read_game(session.kept_as) or ""
        session.load(text, session.kept_as, session.origin)
    return t("games.file.imported", lang, count=len(imported), added=added, updated=updated,
             same=same)
