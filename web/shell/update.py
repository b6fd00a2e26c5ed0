"""The page's one update: every message (messages.py) is answered here, as an Elm program's
`update` answers its messages. The app (its router, screens and game in play) changes in
place, and what the browser must do beyond drawing comes back as effects (effects.py), which
the glue carries out before it draws the page (glue/loop.py). Plain Python: tested under
CPython without a browser."""

from __future__ import annotations

import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from effects import Effect, Report
from shell.messages import (
    AddressChanged,
    BotMoved,
    Command,
    Failed,
    GamesFileChecked,
    HistoryMoved,
    Message,
    OtherTab,
    ReplayTick,
    SaveChecked,
    Started,
    Worked,
)
from texts.ui_text import t

if TYPE_CHECKING:
    from shell.app import App


def update(app: App, message: Message) -> list[Effect] | None:
    """Answer ``message``: change the app, settle what it changed (`App.settle`: what is kept
    on the device is written there, once per change), and return the effects asked for, in
    order (None: the message changed nothing the page shows, which is not drawn again). An
    error in the answer is told to the player, in a sentence, and reported in full."""
    effects: list[Effect] = []
    try:
        if ANSWERS[type(message)](app, message) is False:
            return None
    except Exception as error:
        effects.append(_fail(app, error))
    try:  # what the answer changed before an error is kept too
        app.settle()
    except Exception as error:
        effects.append(_fail(app, error))
    effects[:0], app.effects = app.effects, []
    return effects


def _command(app: App, message: Command) -> None:
    app.handle(message.event)


def _bot_moved(app: App, message: BotMoved) -> None:
    app.work.bot_play()


def _replay_tick(app: App, message: ReplayTick) -> None:
    watching = app.work.replay_playing()
    if watching is not None:
        watching.step(1)


def _history_moved(app: App, message: HistoryMoved) -> None:
    if message.level < app.router.depth:
        app.back_to(message.level)
    elif message.level > app.router.depth:
        app.forward_to(message.level)


def _address_changed(app: App, message: AddressChanged) -> None:
    app.open_address(message.fragment)


def _other_tab(app: App, message: OtherTab) -> bool:
    """Another tab kept something: only its saved game changes what this page shows (each
    tab drawn again at the other's every drawing would keep each other drawing)."""
    return app.device.other_tab_kept(message.key, message.value)


def _save_checked(app: App, message: SaveChecked) -> None:
    app.open_json_save(message.text, message.failed)


def _games_file_checked(app: App, message: GamesFileChecked) -> None:
    app.import_games(message.text, message.failed)


def _fail(app: App, error: Exception) -> Report:
    """Tell the player what went wrong, in a sentence; return its report in full."""
    _tell(app, str(error))
    return Report("".join(traceback.format_exception(error)))


def _tell(app: App, reason: str) -> None:
    app.ui.notify("error", lambda lang: t("error.internal", lang, reason=reason))


def _nothing(app: App, message: Started | Worked) -> None:
    """The page is drawn as the app stands: nothing changes (what the work between clicks
    found, it keeps where the screen reads it)."""


#: Each kind of message, and what answers it.
ANSWERS: dict[type, Callable[[App, Any], bool | None]] = {
    Command: _command, Started: _nothing, Worked: _nothing, BotMoved: _bot_moved,
    ReplayTick: _replay_tick, HistoryMoved: _history_moved, AddressChanged: _address_changed,
    OtherTab: _other_tab, SaveChecked: _save_checked, GamesFileChecked: _games_file_checked,
    Failed: lambda app, message: _tell(app, message.reason),
}
