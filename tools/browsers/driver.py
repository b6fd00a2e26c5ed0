"""Playing the game through its page, as a person would: clicks only.

Every game a test starts from the start screen is a known deal: the page draws a new game's
seed from the browser's entropy (web/play/session.py, four bytes of `crypto.getRandomValues`),
and `deal` hands it the test's seed for that one draw, so a failing deal can be replayed
(`ffcore.new_game(names, seed=..., machine=...)`, or the save the failed test leaves in
e2e/artifacts/).
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from playwright.sync_api import Locator, Page, expect

import ffcore
from ffcore import Game

#: Upper bound on clicks for one whole game; a game needs a few hundred at most.
MAX_CLICKS = 2500
#: How the moves were played so far: "hand" (a card, then the card it discards), "piece"
#: (a die, then a floor or a card) or "list" (from the options panel).
PLAYED: Counter[str] = Counter()


#: The deal of a game a test starts unless it names another (any seed below 2**31).
DEAL = 1
#: Makes the page's next draw of entropy, a new game's seed, give ``seed``; once drawn, the
#: browser's own source is back and ``window.__ffDealt`` holds the draw's size in bytes.
#: (Pyodide reads `crypto.getRandomValues` at each draw, so the page need not be reloaded.)
DEAL_SCRIPT = """(seed) => {
  window.__ffDealt = 0;
  crypto.getRandomValues = (array) => {
    delete crypto.getRandomValues;
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    bytes.fill(0);
    new DataView(bytes.buffer, bytes.byteOffset).setUint32(0, seed);
    window.__ffDealt = bytes.length;
    return array;
  };
}"""
#: What the page's Python draws for a seed: `random.SystemRandom().randrange(2**31)`.
SEED_BYTES = 4
#: Where a player, or The Machine's end of turn, can act next, or the game is over: what a
#: test that plays on waits for while a bot moves.
PLAYABLE = ('[data-command="reveal"], [data-command="end-yes"], button.take, '
            '.hand button.card[data-select^="hand:"], .dice-tray button.die[data-select], '
            '.option-list [data-action], .outcome')


def deal(page: Page, seed: int = DEAL) -> None:
    """Make the next game the page starts the deal of ``seed``."""
    page.evaluate(DEAL_SCRIPT, seed)


#: The save of the game a tab shows (web/keeping/kept_games.py: its key in the tab's own
#: storage), or null (none yet, or storage blocked by a test).
KEPT_SAVE = """(() => { try {
  const key = sessionStorage.getItem('ff-tab-game');
  return key === null ? null : localStorage.getItem('ff-game-' + key);
} catch { return null; } })()"""


def linked_game(link: str) -> Game:
    """Return the game a link to it holds (``...#g=CODE&...``)."""
    fields = dict(part.partition("=")[::2] for part in link.split("#", 1)[1].split("&"))
    return ffcore.from_code(fields["g"])


def kept_save(page: Page) -> dict[str, Any] | None:
    """Return the save of the game the page's tab shows, as it is kept (None: none)."""
    saved = page.evaluate(KEPT_SAVE)
    return json.loads(saved) if saved is not None else None


def dealt(page: Page, seed: int) -> None:
    """Check that the game just started drew the seed it was dealt."""
    drawn = page.evaluate("window.__ffDealt")
    assert drawn == SEED_BYTES, f"the page drew {drawn} bytes of entropy for a seed, not 4"
    saved = kept_save(page)
    assert saved is None or saved["seed"] == seed, saved


def hold(page: Page, name: str = "") -> None:
    """Say who holds the device, when a game opened from a link asks (``name``: the person
    to move, "" for everyone at this device)."""
    page.click(f'[data-command="holder"][data-name="{name}"]')


def start_solo(page: Page, name: str = "Ann", level: str = "easy", seed: int = DEAL) -> None:
    """Start a solo game from the start screen, the deal of ``seed``."""
    page.fill("#solo-name", name)
    page.check(f'input[name="level"][value="{level}"]')
    deal(page, seed)
    page.click('[data-command="start-solo"]')
    expect(page.locator(".board")).to_be_visible()
    dealt(page, seed)


def start_multi(page: Page, names: list[str], seats: list[str] | None = None,
                seed: int = DEAL) -> None:
    """Start a hot-seat game from the start screen, the deal of ``seed``."""
    page.select_option("#count", str(len(names)))
    for n, name in enumerate(names, 1):
        page.fill(f"#name-{n}", name)
        page.select_option(f"#seat-{n}", (seats or ["human"] * len(names))[n - 1])
    deal(page, seed)
    page.click('[data-command="start-multi"]')
    expect(page.locator(".pass, .board").first).to_be_visible()
    dealt(page, seed)


def wait_for_a_move(page: Page) -> None:
    """Wait until something can be played, or the game is over (while a bot moves)."""
    page.locator(PLAYABLE).first.wait_for(state="attached")


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
            wait_for_a_move(page)  # a bot is moving
    raise AssertionError("the game did not end")


#: What a page's profile says to the page's Python before it boots: a test or a measurement
#: drives it, so it may be opened again without booting again (`restart`).
TESTING = "window.ffTesting = true;"

#: A booted page opened again (web/glue/__init__.py's `restart`) on an address, as a visit
#: finds it: with nothing in storage but ``stored``, or (``kept``) with the storage it has,
#: as the same tab going to that address would.
OPEN_AGAIN = """([address, stored, kept]) => {
  if (!kept) {
    localStorage.clear();
    sessionStorage.clear();
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }
  history.replaceState(null, "", address);
  ffRestart();
}"""


def restart(page: Page, address: str, stored: dict[str, str] | None = None,
            kept: bool = False) -> None:
    """Open a page booted in a profile that says `TESTING` again on ``address`` (a path, maybe
    with a link), as a first visit finds it with only ``stored`` in local storage, or
    (``kept``) with the storage it has, without booting Python again; wait until drawn."""
    page.evaluate(OPEN_AGAIN, [address, stored or {}, kept])
    page.wait_for_function("window.ffDrawn()")
