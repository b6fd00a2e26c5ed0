"""Playing the game through its page, as a person would: clicks only."""

from __future__ import annotations

from collections import Counter

from playwright.sync_api import Locator, Page, expect

#: Upper bound on clicks for one whole game; a game needs a few hundred at most.
MAX_CLICKS = 2500
#: How the moves were played so far: "hand" (a card, then the card it discards), "piece"
#: (a die, then a floor or a card) or "list" (from the options panel).
PLAYED: Counter[str] = Counter()


def start_solo(page: Page, name: str = "Ann", level: str = "easy") -> None:
    """Start a solo game from the start screen."""
    page.fill("#solo-name", name)
    page.check(f'input[name="level"][value="{level}"]')
    page.click('[data-command="start-solo"]')
    expect(page.locator(".board")).to_be_visible()


def start_multi(page: Page, names: list[str], seats: list[str] | None = None) -> None:
    """Start a hot-seat game from the start screen."""
    page.select_option("#count", str(len(names)))
    for n, name in enumerate(names, 1):
        page.fill(f"#name-{n}", name)
        page.select_option(f"#seat-{n}", (seats or ["human"] * len(names))[n - 1])
    page.click('[data-command="start-multi"]')


def status(page: Page) -> str:
    """Return the board's status line (round, phase, turn)."""
    return page.locator(".status-line").inner_text()


def command(page: Page, name: str) -> None:
    """Click one of the game's commands (Rules, New game, Undo…): on a phone's board they are
    in its menu, opened first."""
    if not page.locator(f'[data-command="{name}"]:visible').count() and \
            page.locator(".menu-toggle:visible").count():
        page.click(".menu-toggle")
    page.locator(f'[data-command="{name}"]:visible').first.click()


def unfold(page: Page, section: str) -> None:
    """On a phone, open a section folded until wanted ("hand", "market")."""
    fold = page.locator(f'.fold[data-section="{section}"][aria-expanded="false"]:visible')
    if fold.count():
        fold.click()


def play_one(page: Page) -> str:
    """Make one sensible move through the page, on the pieces, and return what it played.

    Market: take the first blueprint. Work: build a card from the hand when one can be
    built (pick it, then the card it discards), else pick a die and then where it goes
    (a floor or a card), else end (saying yes when asked). Limits, Foreman and
    Specialist: the first option.
    """
    if page.locator('[data-command="reveal"]').count():
        page.click('[data-command="reveal"]')
        return "reveal"
    if page.locator('[data-command="end-yes"]').count():
        page.click('[data-command="end-yes"]')
        return "end"
    take = page.locator("button.take")
    if take.count():
        take.first.click()
        return "take"
    build = page.locator('.hand button.card[data-select^="hand:"]')
    if build.count():
        unfold(page, "hand")
        build.first.click()
        discard = page.locator(".hand .target[data-action]")
        if discard.count():
            PLAYED["hand"] += 1
            return _click_action(discard.first)
    die = page.locator(".dice-tray button.die[data-select]")
    if die.count():
        die.first.click()
        target = page.locator(".factory .target[data-action]")
        if target.count():
            PLAYED["piece"] += 1
            return _click_action(target.first)
        option = page.locator(".option-list [data-action]")
        if option.count():
            PLAYED["list"] += 1
            return _click_action(option.first)
    end = page.locator('.option-list [data-action="end"]')
    if end.count():
        end.click()
        if page.locator('[data-command="end-yes"]').count():
            page.click('[data-command="end-yes"]')
        return "end"
    option = page.locator(".option-list [data-action]")
    if option.count():
        return _click_action(option.first)
    return ""


def _click_action(button: Locator) -> str:
    """Click a button that plays an action; return the action's text."""
    text = button.get_attribute("data-action") or ""
    button.click()
    return text


def play_to_end(page: Page) -> int:
    """Play until the final scores show; return the number of clicks."""
    for clicks in range(MAX_CLICKS):
        if page.locator(".outcome").count():
            return clicks
        if not play_one(page):
            page.wait_for_timeout(50)  # a bot is moving
    raise AssertionError("the game did not end")
