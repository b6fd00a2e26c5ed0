"""The router: which screen shows, where Back and Forward go, and each screen's address
(what a reload opens again). The browser's history follows it (web/glue/history.py,
tested in e2e/test_history.py)."""

from __future__ import annotations

from pagedriver import Driver

import ffcore


def _solo() -> Driver:
    driver = Driver()
    assert driver.start(["Ann"], machine="easy", seed=3)
    return driver


def test_screens_opened_close_where_they_were_opened_and_forward_opens_them_again() -> None:
    driver = _solo()
    board = driver.app.screen
    driver.command("rules")
    assert [screen.name for screen in driver.app.router.stack] == ["start", "board", "rules"]
    driver.command("rules-back")  # its own Close button
    assert driver.app.screen is board
    driver.go(3)
    assert driver.screen == "rules"
    driver.go(2)  # the browser's Back
    assert driver.app.screen is board
    driver.command("records")  # another screen opened: what Forward would open is gone
    driver.go(2)
    driver.go(3)
    assert driver.screen == "records"


def test_back_from_the_board_is_the_start_screen_and_forward_the_same_game() -> None:
    driver = _solo()
    game = driver.game
    driver.select("die:1")  # a choice half made...
    driver.go(1)
    assert driver.screen == "start" and 'data-command="open-game"' in driver.render()
    driver.go(2)
    assert driver.screen == "board" and driver.game is game
    assert driver.board.picks == ()  # ... is dropped, not applied


def test_forward_into_a_game_on_one_device_goes_through_the_pass_screen() -> None:
    driver = Driver()
    assert driver.start(["Ann", "Bob"], seed=5)
    driver.command("reveal")
    assert driver.screen == "board" and driver.viewer == "Ann"
    driver.go(1)
    driver.go(2)
    assert driver.screen == "pass"  # whoever holds the device must say who they are
    assert 'data-card="' not in driver.render().split('class="pass"', 1)[1]


def test_each_screen_has_an_address_a_reload_opens_again() -> None:
    driver = _solo()
    driver.render()  # saved
    assert driver.app.address(1) == "#start" and driver.app.address(2) == ""
    driver.command("rules")
    assert driver.app.address(3) == "#rules"
    reloaded = Driver(store=driver.store)
    reloaded.boot("rules")
    assert [screen.name for screen in reloaded.app.router.stack] == ["start", "board", "rules"]
    assert reloaded.app.router.base == 1  # the page's own entries are under it
    start = Driver(store=driver.store)
    start.boot("start")
    assert start.screen == "start" and 'data-command="open-game"' in start.render()


def test_a_shared_link_opens_over_no_entry_of_the_page() -> None:
    code = ffcore.new_game(["Bea"], seed=2, machine="hard").to_code()
    driver = Driver()
    driver.boot("g=" + code)
    assert driver.screen == "board" and driver.app.router.base == 2  # Back leaves the site
    driver.render()  # kept
    replay = Driver(store=driver.store)
    replay.boot("r=" + code)
    assert replay.screen == "replay" and replay.app.address(replay.app.router.depth) == \
        "#r=" + code
    assert replay.app.router.base == replay.app.router.depth
