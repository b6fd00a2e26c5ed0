"""The page's one update (web/shell/update.py), under CPython: every input is a message, answered by
changing the app and returning the effects for the glue, never by raising."""

from __future__ import annotations

import pytest
from pagedriver import Driver, WatchedStore

from effects import Copy, Report
from keeping.store import ENTRY_PREFIX, GAME_PREFIX, LANG_KEY, SCREEN_KEY, SETTINGS
from screens import Event
from screens.start import StartScreen
from shell.messages import (
    BotMoved,
    Command,
    Copied,
    Drawn,
    HistoryMoved,
    OtherTab,
    ReplayTick,
    SaveChecked,
    ScreenLeft,
    Started,
)
from shell.update import answer_command, update


def test_a_command_goes_to_the_screen_that_shows_and_its_effects_come_back() -> None:
    page = Driver()
    assert update(page.app, Command(Event("start-solo", form={"solo-name": "Ann",
                                                               "level": "easy"}))) == []
    assert page.screen == "board" and page.game is not None
    effects = update(page.app, Command(Event("copy")))
    assert effects is not None and len(effects) == 1
    assert isinstance(effects[0], Copy) and "#g=" in effects[0].text  # no share sheet here
    assert page.app.effects == []  # handed over once


def test_an_error_in_an_answer_is_told_to_the_player_and_reported_never_raised(
        monkeypatch: pytest.MonkeyPatch) -> None:
    page = Driver()

    def broken(*_: object) -> None:
        raise RuntimeError("a bug")

    monkeypatch.setitem(StartScreen.COMMANDS, "open-game", broken)
    effects = update(page.app, Command(Event("open-game")))
    assert effects is not None and len(effects) == 1
    assert isinstance(effects[0], Report) and "RuntimeError: a bug" in effects[0].details
    assert page.app.ui.notice is not None and "a bug" in page.app.ui.notice.text("en")


def test_another_tabs_storage_is_drawn_only_when_it_is_the_list_or_the_game_in_play() -> None:
    page = Driver()
    assert update(page.app, OtherTab(SCREEN_KEY, "<p>the other tab's screen</p>")) is None
    assert page.start(["Ann"], machine="easy", seed=3)
    page.render()
    other = page.other_tab()
    assert other.start(["Bob"], machine="easy", seed=4)
    other.render()  # kept: the other game and its entry in the list
    elsewhere = other.app.session.kept_as
    assert update(page.app, OtherTab(GAME_PREFIX + elsewhere, other.saved())) is None  # not
    # this tab's game
    entry = ENTRY_PREFIX + elsewhere
    assert update(page.app, OtherTab(entry, other.store.get(entry))) == []
    assert len(page.app.device.kept.entries) == 2  # the list follows the other tab
    mine = GAME_PREFIX + page.app.session.kept_as
    assert update(page.app, OtherTab(mine, page.saved())) == []


def test_back_and_forward_close_and_open_again_the_screens_of_the_stack() -> None:
    page = Driver()
    update(page.app, Command(Event("rules")))
    assert page.screen == "rules"
    assert update(page.app, HistoryMoved(1)) == []
    assert page.screen == "start"
    update(page.app, HistoryMoved(2))
    assert page.screen == "rules"


def test_a_bots_move_and_a_replays_step_are_messages_too() -> None:
    page = Driver()
    assert page.start(["Ann", "Bot"], ["human", "steady"], seed=5)
    game = page.game
    assert game is not None
    while game.current_player != "Bot":
        assert page.act(str(game.legal_actions()[0]), sure=True)
    moves = game.action_count
    while not isinstance(move := page.app.work.think("bot", 1.0), BotMoved):
        pass  # who thinks, not told here
    assert game.action_count == moves  # decided: nothing changed yet
    update(page.app, move)
    assert game.action_count == moves + 1
    assert update(page.app, move) is None  # the game is no longer where it was decided
    page.app.open_replay(game)
    watching = page.app.screen.watching  # type: ignore[attr-defined]
    at = watching.at
    update(page.app, ReplayTick())  # a replay not playing by itself stays
    assert watching.at == at
    watching.playing = True
    update(page.app, ReplayTick())
    assert watching.at == at + 1


def test_a_pasted_save_whose_checks_could_not_load_says_why() -> None:
    page = Driver()
    update(page.app, SaveChecked('{"format": 2}', failed="offline"))
    assert page.screen == "start" and "offline" in page.app.start.error


def test_a_choice_is_noted_by_its_handler_and_written_once_by_the_update() -> None:
    """The language switch and a setting change the app; storage is written when the update
    settles the message, once per change, never by the handler itself."""
    store = WatchedStore()
    page = Driver(store=store)
    answer_command(page.app, Event("pt"))  # the handler alone: noted, not written
    assert page.app.ui.lang == "pt" and store.get(LANG_KEY) is None
    page.app.settle()
    assert store.get(LANG_KEY) == "pt"
    assert update(page.app, Command(Event("pt"))) == []
    assert update(page.app, Command(Event("en"))) == []
    assert [key for key in store.writes if key == LANG_KEY] == [LANG_KEY, LANG_KEY]
    theme_key, _ = SETTINGS["theme"]
    page.app.open_settings()
    update(page.app, Command(Event("theme", {"value": "dark"})))
    assert store.get(theme_key) == "dark"
    update(page.app, Command(Event("theme", {"value": "system"})))  # the default: forgotten
    assert store.get(theme_key) is None


def test_what_an_answer_changed_before_an_error_is_still_kept(
        monkeypatch: pytest.MonkeyPatch) -> None:
    store = WatchedStore()
    page = Driver(store=store)

    def half_done(screen: StartScreen, event: Event) -> None:
        screen.app.set_language("pt")
        raise RuntimeError("a bug")

    monkeypatch.setitem(StartScreen.COMMANDS, "open-game", half_done)
    effects = update(page.app, Command(Event("open-game")))
    assert effects is not None and isinstance(effects[0], Report)
    assert store.get(LANG_KEY) == "pt"


def test_the_page_starts_on_what_the_browser_says_in_the_language_chosen_else_its_own() -> None:
    page = Driver()
    assert page.send(Started("", "pt", can_share=True, reduced_motion=True)) == []
    ui = page.app.ui
    assert ui.lang == "pt" and ui.can_share and ui.pace() == "off"
    page.command("en")  # chosen on this device: kept
    again = Driver(store=page.store)
    again.send(Started("rules", "pt"))
    assert again.app.ui.lang == "en" and not again.app.ui.can_share
    assert again.screen == "rules"


def test_what_the_page_did_is_kept_by_the_update_and_draws_nothing() -> None:
    """A drawing shown, a screen left scrolled: the glue tells the app, which keeps them
    (the screen for the next visit's first paint, where to scroll back to)."""
    store = WatchedStore()
    page = Driver(store=store)
    assert page.start(["Ann"], machine="easy", seed=3)
    board = page.app.screen
    page.command("rules")
    assert page.send(ScreenLeft(board, 300.0)) is None and board.scroll_y == 300.0
    page.command("rules-back")
    assert page.send(Drawn(page.app.frame())) is None
    assert page.app.shown is board and SCREEN_KEY in store.writes


def test_a_copy_is_said_done_or_shown_to_copy_by_hand() -> None:
    page = Driver()
    copy = Copy("the link", "notice.copied")
    assert page.send(Copied(copy, copied=True)) == []
    notice = page.app.ui.notice
    assert notice is not None and notice.text("en").startswith("Link copied.")
    page.send(Copied(copy, copied=False))
    notice = page.app.ui.notice
    assert notice is not None and notice.text("en").endswith(" the link")
