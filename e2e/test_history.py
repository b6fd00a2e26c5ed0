"""Back goes back (issue 36): the page's screens live in the browser's history.

At phone size, as a player on Android would use the back gesture: each screen opened adds
an entry, Back closes it and Forward opens it again, the board's Back is the start
screen, and none of it reloads the page (a mark left on `window` stays). A shared link
opened and left with Back goes to the page that linked to it; a pass screen stands
between the people of a game on one device whatever the history does.
"""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Page, expect
from support import READY_SELECTOR, Guard, Site

import ffcore
from tools.browsers.driver import command, start_multi, start_solo

PHONE = {"width": 390, "height": 844}
#: A page left at once may leave its icon's download behind (not the game's concern).
ICON_LEFT = r"request failed: \S+/icons/icon\.svg \(net::ERR_ABORTED\)"


def opened(page: Page, site: Site, load_ready: Callable[..., None], path: str = "") -> None:
    """Open the page at phone size and leave a mark that only a reload would take away."""
    page.set_viewport_size(PHONE)
    load_ready(page, site.url(path))
    page.evaluate("window.__ffNoReload = true")


def not_reloaded(page: Page) -> None:
    assert page.evaluate("window.__ffNoReload === true"), "the page was loaded again"


def test_back_closes_the_rules_and_forward_opens_them_again(
        page: Page, site: Site, load_ready: Callable[..., None]) -> None:
    opened(page, site, load_ready)
    start_solo(page)
    status = page.locator(".status-line").inner_text()
    command(page, "rules")
    expect(page.locator(".rules-ref")).to_be_visible()
    assert page.evaluate("location.hash") == "#rules"
    page.go_back()
    expect(page.locator(".board")).to_be_visible()
    assert page.locator(".status-line").inner_text() == status  # the same game, as it was
    page.go_forward()
    expect(page.locator(".rules-ref")).to_be_visible()
    page.locator('[data-command="rules-back"]').first.click()  # its own Close: the same place
    expect(page.locator(".board")).to_be_visible()
    page.go_back()  # and Back from the board: the game's own start screen
    expect(page.locator(".start")).to_be_visible()
    expect(page.locator('[data-command="open-game"]')).to_be_visible()
    page.go_forward()
    expect(page.locator(".board")).to_be_visible()
    assert page.locator(".status-line").inner_text() == status
    not_reloaded(page)


#: Safari's limit on a page's history writes, stood in for in Chromium: WebKit refuses the
#: 101st pushState or replaceState in ten seconds with a SecurityError (WebKitGTK 2.50).
SAFARI_HISTORY_LIMIT = """(() => {
  const writes = [];
  for (const name of ["pushState", "replaceState"]) {
    const write = History.prototype[name];
    History.prototype[name] = function (...args) {
      const now = performance.now();
      while (writes.length && now - writes[0] > 10000) writes.shift();
      if (writes.length >= 100) {
        throw new DOMException(`Attempt to use history.${name}() more than 100 times per 10 `
                               + "seconds", "SecurityError");
      }
      writes.push(now);
      return write.apply(this, args);
    };
  }
})();"""


def test_screens_opened_and_closed_quickly_keep_the_player_on_the_site(
        page: Page, site: Site, load_ready: Callable[..., None]) -> None:
    """Under Safari's limit on history writes, the rules opened and closed forty times in a
    few seconds: each closes to the board, and Back from the board is still the start
    screen (a refused entry, counted as made, once took the player out of the site)."""
    page.add_init_script(SAFARI_HISTORY_LIMIT)
    load_ready(page, site.url())
    page.evaluate("window.__ffNoReload = true")
    start_solo(page)
    for _ in range(40):
        command(page, "rules")
        expect(page.locator(".rules-ref")).to_be_visible()
        page.locator('[data-command="rules-back"]').first.click()
        expect(page.locator(".board")).to_be_visible()
    page.go_back()
    expect(page.locator(".start")).to_be_visible()
    assert page.url.startswith(site.url())
    not_reloaded(page)


def test_back_closes_the_records_opened_from_the_start_screen(
        page: Page, site: Site, load_ready: Callable[..., None]) -> None:
    opened(page, site, load_ready)
    page.click('[data-command="records"]')
    expect(page.locator(".records")).to_be_visible()
    page.go_back()
    expect(page.locator(".start")).to_be_visible()
    not_reloaded(page)


def test_back_from_a_half_made_choice_cancels_it_and_keeps_the_scroll(
        page: Page, site: Site, load_ready: Callable[..., None]) -> None:
    opened(page, site, load_ready)
    start_solo(page)
    page.click("button.take")
    die = page.locator(".dice-tray button.die[data-select]").first
    expect(die).to_be_visible()
    page.evaluate("window.scrollTo(0, 400)")
    scrolled = page.evaluate("window.scrollY")
    # A tap where the page stands (as on a menu kept in sight), with no scroll to it first.
    page.evaluate("document.querySelector('[data-command=\"rules\"]').click()")
    expect(page.locator(".rules-ref")).to_be_visible()
    page.go_back()
    expect(page.locator(".board")).to_be_visible()
    assert abs(page.evaluate("window.scrollY") - scrolled) < 2
    die.click()  # picked: its targets outlined
    expect(page.locator('.board[data-picking="yes"]')).to_have_count(1)
    page.go_back()  # to the start screen: the pick is dropped, not played
    page.go_forward()
    expect(page.locator(".board")).to_be_visible()
    expect(page.locator('.board[data-picking="yes"]')).to_have_count(0)
    not_reloaded(page)


def test_the_device_is_passed_again_whatever_the_history_does(
        page: Page, site: Site, load_ready: Callable[..., None]) -> None:
    opened(page, site, load_ready)
    start_multi(page, ["Ann", "Bob"])
    page.click('[data-command="reveal"]')
    expect(page.locator("#factory-heading")).to_contain_text("Ann")
    hand = page.locator(".hand .card[data-card]").evaluate_all(
        "cards => cards.map(c => c.dataset.card)")
    page.go_back()
    expect(page.locator(".start")).to_be_visible()
    page.go_forward()
    expect(page.locator(".pass")).to_be_visible()  # not Ann's hand: Bob may hold the device
    assert not any(f'data-card="{card}"' in page.content() for card in hand)
    not_reloaded(page)


def test_a_shared_link_left_with_back_goes_to_the_page_that_linked_to_it(
        page: Page, site: Site, guard: Guard) -> None:
    guard.allow(ICON_LEFT)
    page.set_viewport_size(PHONE)
    page.goto(site.url("404.html"))  # a page the link was on
    code = ffcore.new_game(["Bea"], seed=2, machine="hard").to_code()
    page.goto(site.url("#g=" + code))
    page.locator(READY_SELECTOR).wait_for(state="attached")
    expect(page.locator(".board")).to_contain_text("Bea")
    page.go_back()
    assert page.url.endswith("404.html")


def test_a_screens_address_opens_that_screen(
        page: Page, site: Site, guard: Guard, load_ready: Callable[..., None]) -> None:
    guard.allow(ICON_LEFT)
    opened(page, site, load_ready)
    start_solo(page)
    command(page, "rules")
    page.reload()  # the rules' address: the rules again, over the game
    page.locator(READY_SELECTOR).wait_for(state="attached")
    expect(page.locator(".rules-ref")).to_be_visible()
    page.locator('[data-command="rules-back"]').first.click()
    expect(page.locator(".board")).to_be_visible()
    game = ffcore.new_game(["Cy"], seed=4, machine="easy")
    game.apply(game.legal_actions()[0])
    page.goto(site.url("#r=" + game.to_code()))  # a replay link, then reloaded
    page.locator(READY_SELECTOR).wait_for(state="attached")
    expect(page.locator(".replay-panel")).to_be_visible()
    page.reload()
    page.locator(READY_SELECTOR).wait_for(state="attached")
    expect(page.locator(".replay-panel")).to_be_visible()
