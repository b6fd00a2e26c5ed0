"""The settings screen (issue 47): opened from the start screen and the board's menu, in the
history like the other screens; each choice applies at once and is kept on the device."""

from __future__ import annotations

import pytest
from pagedriver import Driver

from keeping.store import COACH_KEY, MOTION_KEY, THEME_KEY, MemoryStore
from shell.work import BOT_PAUSE


def test_the_settings_open_from_the_start_and_the_board_and_close_where_they_opened() -> None:
    page = Driver()
    assert 'data-command="settings"' in page.render()
    page.command("settings")
    assert page.screen == "settings" and page.app.screen.address() == "#settings"
    page.command("settings-back")
    assert page.screen == "start"
    assert page.start(["Ann"], machine="easy", seed=3)
    assert 'data-command="settings"' in page.render()  # in the board's menu
    page.command("settings")
    assert page.screen == "settings"
    assert page.key("escape")
    assert page.screen == "board"


def test_each_choice_applies_at_once_and_is_kept_its_default_as_nothing() -> None:
    store = MemoryStore()
    page = Driver(store=store)
    page.boot("")
    page.command("settings")
    assert 'id="theme-system" data-change="theme" checked' in page.render()
    page.command("theme", value="dark")
    page.command("motion", value="slow")
    page.command("coach", value="on")
    page.command("theme", value="purple")  # not a theme: nothing changes
    assert store.items[THEME_KEY] == "dark" and store.items[MOTION_KEY] == "slow"
    assert 'id="theme-dark" data-change="theme" checked' in page.render()
    # Kept for the next visit, which reads them when it starts.
    again = Driver(store=store)
    again.boot("")
    settings = again.app.ui.settings
    assert (settings.theme, settings.motion, settings.coach) == ("dark", "slow", "on")
    assert 'id="coach" checked' in again.render()  # the start screen's box starts ticked
    page.command("theme", value="system")
    page.command("coach", value="off")
    assert THEME_KEY not in store.items and COACH_KEY not in store.items


def test_the_settings_speak_both_languages_and_switch_the_page_s() -> None:
    page = Driver()
    page.command("settings")
    english = page.render()
    page.command("language", value="pt")
    assert page.app.ui.lang == "pt"
    portuguese = page.render()
    assert "Theme" in english and "Tema" in portuguese and "Theme" not in portuguese
    assert 'id="language-pt" data-change="language" checked' in portuguese


@pytest.mark.parametrize(("kept", "read"), [("reduce", "off"), ("full", "normal"),
                                            ("fast", "fast"), ("sideways", "system")])
def test_motion_kept_by_an_earlier_release_reads_as_its_pace(kept: str, read: str) -> None:
    """Earlier releases kept "reduce" or "full": they read as the paces Off and Normal."""
    store = MemoryStore()
    store.items[MOTION_KEY] = kept
    page = Driver(store=store)
    page.boot("")
    assert page.app.ui.settings.motion == read


@pytest.mark.parametrize(("chosen", "reduced", "pace", "pause", "lands"), [
    ("system", False, "normal", BOT_PAUSE, True),
    ("system", True, "off", BOT_PAUSE * 0.2, False),
    ("fast", True, "fast", BOT_PAUSE * 0.25, False),
    ("slow", False, "slow", BOT_PAUSE * 1.6, True)])
def test_the_pace_follows_the_choice_else_the_system_and_the_bots_pauses_follow_it(
        chosen: str, reduced: bool, pace: str, pause: float, lands: bool) -> None:
    """The bots' pauses follow the pace; at Normal and Slow a bot's move also waits for the
    pieces of the move before it to land, at Fast it may catch them (and at Off none move)."""
    page = Driver()
    page.app.ui.reduced_motion = reduced
    page.command("settings")
    page.command("motion", value=chosen)
    assert page.app.ui.pace() == pace
    assert page.app.work.pause_after_move() == pytest.approx(pause)
    assert page.app.work.waits_for_landing() is lands
