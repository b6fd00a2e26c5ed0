"""The page's one update: every message (messages.py) is answered here, as an Elm program's
`update` answers its messages. The app (its router, screens and game in play) changes in
place, and what the browser must do beyond drawing comes back as effects (effects.py), which
the glue carries out before it draws the page (glue/loop.py). Nothing else changes the app:
the glue only reads it, and what the browser tells it and what the work between clicks finds
arrive here as messages. Plain Python: tested under CPython without a browser."""

from __future__ import annotations

import traceback
from typing import TYPE_CHECKING, assert_never

from effects import Effect, Report
from screens.replay import ReplayScreen
from shell.messages import (
    AddressChanged,
    BotMoved,
    BotThinking,
    Coached,
    Command,
    Copied,
    Drawn,
    Failed,
    GamesFileChecked,
    HistoryMoved,
    Idle,
    Message,
    OtherTab,
    ReplayTick,
    Reviewed,
    SaveChecked,
    ScreenLeft,
    Started,
    Suggested,
)
from shell.page_commands import PAGE_COMMANDS
from texts.ui_text import t

if TYPE_CHECKING:
    from screens import Event
    from shell.app import App


def update(app: App, message: Message) -> list[Effect] | None:
    """Answer ``message``: change the app, settle what it changed (`App.settle`: what is kept
    on the device is written there, once per change), and return the effects asked for, in
    order (None: the message changed nothing the page draws, which is not drawn again). An
    error in the answer is told to the player, in a sentence, and reported in full."""
    effects: list[Effect] = []
    try:
        if _answer(app, message) is False:
            return None
    except Exception as error:
        effects.append(_fail(app, error))
    try:  # what the answer changed before an error is kept too
        app.settle()
    except Exception as error:
        effects.append(_fail(app, error))
    effects[:0], app.effects = app.effects, []
    return effects


def answer_command(app: App, event: Event) -> None:
    """Carry out a command (a click, key or change): the screen on top's (or its parts'),
    else one the page answers on every screen (page_commands.py)."""
    if not app.screen.handle(event):
        handler = PAGE_COMMANDS.get(event.name)
        if handler is not None:
            handler(app, event)


def _answer(app: App, message: Message) -> bool | None:
    """Change the app as ``message`` says; return False where it changed nothing the page
    draws. Every kind of message is answered (mypy checks it: `assert_never`)."""
    match message:
        case Command():
            answer_command(app, message.event)
        case Started():
            app.boot(message.link, message.lang, can_share=message.can_share,
                     reduced_motion=message.reduced_motion, thinker=message.thinker)
        case BotThinking():
            # Drawn when a bot begins thinking; a decision waits for its move, drawn then.
            app.session.thinking = message.name
            return bool(message.name)
        case BotMoved():
            return _bot_moved(app, message)
        case Suggested():
            app.session.suggestion.answer(message.at, message.hint)
        case Coached():
            return _coached(app, message)
        case Reviewed():
            return _reviewed(app, message)
        case Idle():
            app.work.skip_pause = False  # skipped for these bots' turns, not the next ones
            return message.shown
        case ReplayTick():
            _replay_tick(app)
        case HistoryMoved():
            _history_moved(app, message.level)
        case AddressChanged():
            app.open_address(message.fragment)
        case OtherTab():  # drawn only when it is this tab's game or the list (device.py)
            return app.device.other_tab_kept(message.key, message.value)
        case SaveChecked():
            app.open_json_save(message.text, message.failed)
        case GamesFileChecked():
            app.import_games(message.text, message.failed)
        case Copied():
            _copied(app, message)
        case Drawn():
            app.drawn(message.html)
            return False  # what the page shows already
        case ScreenLeft():
            message.screen.scroll_y = message.y
            return False  # kept for when the screen shows again
        case Failed():
            _tell(app, message.reason)
        case _:
            assert_never(message)
    return None


def _bot_moved(app: App, message: BotMoved) -> bool | None:
    """Play the bot's move; the board (or pass screen) follows the game. A move decided
    where the game no longer is changes nothing."""
    if not app.session.bot_play(message.action, message.at):
        return False
    app.follow_game()
    return None


def _replay_tick(app: App) -> None:
    watching = app.work.replay_playing()
    if watching is not None:
        watching.step(1)


def _history_moved(app: App, level: int) -> None:
    """Back or Forward: close screens down to ``level``, or open again those Back closed."""
    if level < app.router.depth:
        app.back_to(level)
    elif level > app.router.depth:
        app.forward_to(level)


def _copied(app: App, message: Copied) -> None:
    """Say the text is on the clipboard, or show it to copy by hand."""
    copy = message.copy
    if message.copied:
        app.ui.notify("info", lambda lang: t(copy.done, lang, name=copy.name))
    else:
        app.ui.notify("info", lambda lang: f"{t('notice.copy-manual', lang)} {copy.text}")


def _coached(app: App, message: Coached) -> bool:
    """Keep the coach's verdict on a move; return whether the page shows something new: a
    note, or, once the game is over, the costliest moments."""
    coach = app.session.coach
    if coach is None:
        return False
    noted = coach.judged(message.at, message.played, message.note)
    game = app.session.game
    return noted or (not coach.pending and game is not None and game.is_over)


def _reviewed(app: App, message: Reviewed) -> bool:
    """Keep how far the replay's review has got, and its findings once done; return whether
    it is done (its progress alone is moved on in place by the glue: a whole drawing several
    times a second would be work for nothing)."""
    screen = app.screen
    if not isinstance(screen, ReplayScreen) or not screen.watching.reviewed(
            message.review, message.progress, message.findings):
        return False
    return message.findings is not None


def _fail(app: App, error: Exception) -> Report:
    """Tell the player what went wrong, in a sentence; return its report in full."""
    _tell(app, str(error))
    return Report("".join(traceback.format_exception(error)))


def _tell(app: App, reason: str) -> None:
    app.ui.notify("error", lambda lang: t("error.internal", lang, reason=reason))
