"""Beyond the table: replays, the strong bot's review, the daily challenge, the records
(issue "Beyond the table").

Each test acts as a player would, in one language at one size (the pairs below
cover both languages and both sizes), under the `guard` fixture (no request
leaves the local server, no error, no traceback), and runs axe over the screens
it meets; the last test does the same in the other two pairs of language and size.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, Page, expect
from support import Site
from test_accessibility import SIZES, check_screen

import ffcore
import ffcore.daily
import ffcore.replay
from keeping import saves
from tests.randomplay import choose
from tools.browsers.driver import KEPT_SAVE, play_to_end

#: Each test's language and size: together, both of each.
LOOKS = [pytest.param("en", "desktop", id="en-desktop"),
         pytest.param("pt", "phone", id="pt-phone")]
#: The other two pairs, in which the last test checks every new screen.
OTHER_LOOKS = [pytest.param("en", "phone", id="en-phone"),
               pytest.param("pt", "desktop", id="pt-desktop")]
#: The deal of the finished game the replays and reviews open: a short game (32 actions), whose
#: review takes under 4 s in CPython where most deals' take 6 to 15 (the review's work grows
#: with the player's decisions, and the page runs it several times slower).
REVIEWED = 8


def played(seed: int, names: list[str], machine: str | None = None,
           game: ffcore.Game | None = None) -> ffcore.Game:
    """Return a game (new, or ``game``) played to its end by tests/randomplay.py's players."""
    game = game or ffcore.new_game(names, seed=seed, machine=machine)
    chooser = random.Random(seed)
    while not game.is_over:
        game.apply(choose(chooser, game.legal_actions(), "kinds"))
    return game


def at_round(seed: int, names: list[str], machine: str | None, round_: int) -> ffcore.Game:
    """Return a new game played by tests/randomplay.py's players up to the start of a round:
    a late position of a known deal, for a test that plays a game's end, not all of it."""
    game = ffcore.new_game(names, seed=seed, machine=machine)
    chooser = random.Random(seed)
    while game.round < round_:
        game.apply(choose(chooser, game.legal_actions(), "kinds"))
    assert not game.is_over, (seed, round_)
    return game


def near_the_end(game: ffcore.Game, left: int = 3) -> ffcore.Game:
    """Return the finished ``game`` as it stood ``left`` actions before its end."""
    texts = game.action_texts()
    return ffcore.from_actions(list(game.names), game.machine, game.seed, texts[:-left])


def open_in(page: Page, open_again: Callable[..., None], lang: str, size: str,
            fragment: str = "") -> None:
    """Open the booted page again in a language at a size, with ``fragment`` in its address."""
    page.set_viewport_size(SIZES[size])
    open_again(fragment, {"ff-lang": lang})
    assert page.evaluate("document.documentElement.lang").startswith(lang)


def load_in(page: Page, site: Site, load_ready: Callable[..., None], lang: str, size: str,
            fragment: str = "") -> None:
    """Load a new page in a language at a size, with ``fragment`` in its address."""
    page.set_viewport_size(SIZES[size])
    page.add_init_script(f"localStorage.setItem('ff-lang', '{lang}')")
    load_ready(page, site.url(fragment))
    assert page.evaluate("document.documentElement.lang").startswith(lang)


def where(page: Page) -> tuple[int, int]:
    """Return the replay's position and its last one, as its panel says them."""
    text = page.locator(".replay-where").inner_text()
    found = re.search(r"(\d+)\D+(\d+)", text)
    assert found, text
    return int(found[1]), int(found[2])


def finish(page: Page) -> None:
    """Play the game on the page to its end (a pass screen shows the hand first)."""
    if page.locator('[data-command="reveal"]').count():
        page.click('[data-command="reveal"]')
    play_to_end(page)
    expect(page.locator(".outcome")).to_be_visible()


@pytest.mark.booted
# 1. Replays ------------------------------------------------------------------------------

@pytest.mark.parametrize(("lang", "size"), LOOKS)
def test_a_finished_game_is_watched_to_the_end_and_back(
        page: Page, site: Site, open_again: Callable[..., None], lang: str, size: str) -> None:
    game = played(REVIEWED, ["Ann"], "medium")
    open_in(page, open_again, lang, size, "#g=" + game.to_code())
    expect(page.locator(".outcome")).to_be_visible()
    saved = page.evaluate(KEPT_SAVE)
    page.click('[data-command="replay"]')
    assert where(page) == (0, game.action_count)
    expect(page.locator(".status-line .round")).to_contain_text("1")
    check_screen(page, size, f"{lang}-replay")
    for _ in range(3):
        page.click('[data-command="replay-forward"]')
    assert where(page) == (3, game.action_count)
    # The board is the game's as it stood after three moves: the same dice.
    three = ffcore.replay.Replay(game).game_at(3)
    dice = sorted(int(text) for text in page.locator(".dice-tray .die").all_inner_texts())
    assert dice == sorted(die.value for die in three.state.players[0].dice)
    page.click('[data-command="replay-last"]')
    assert where(page) == (game.action_count, game.action_count)
    expect(page.locator('[data-command="replay-forward"]')).to_be_disabled()
    page.click('[data-command="replay-back"]')
    assert where(page)[0] == game.action_count - 1
    page.click('[data-command="replay-first"]')
    assert where(page)[0] == 0
    # A round at once, then the replay plays by itself at the quickest speed.
    rounds = ffcore.replay.Replay(game).round_starts()
    page.select_option("#replay-round", str(rounds[4]))
    assert where(page)[0] == rounds[4]
    page.select_option("#replay-speed", "0.5")
    page.click('[data-command="replay-play"]')
    expect(page.locator(".replay-where")).not_to_contain_text(f" {rounds[4]} ", timeout=5000)
    page.click('[data-command="replay-play"]')  # pause
    paused = where(page)[0]
    assert paused > rounds[4]
    page.locator("body:not([data-ff-replay])").wait_for(state="attached")  # it has stopped
    assert where(page)[0] == paused
    page.keyboard.press("ArrowLeft")
    assert where(page)[0] == paused - 1
    # The replay changed nothing kept: back to the final screen, the save as it was.
    page.click('[data-command="replay-close"]')
    expect(page.locator(".outcome")).to_be_visible()
    assert page.evaluate(KEPT_SAVE) == saved


@pytest.mark.booted
@pytest.mark.parametrize(("lang", "size"), LOOKS)
def test_a_replay_link_opens_the_game_seen_by_one_player(
        page: Page, site: Site, open_again: Callable[..., None], lang: str, size: str) -> None:
    # An unfinished game of two: a replay shows each hand only to its owner.
    game = near_the_end(played(5, ["Ann", "Bob"]), left=30)
    open_in(page, open_again, lang, size, "#r=" + game.to_code())
    assert where(page) == (0, game.action_count)
    page.click('[data-command="replay-last"]')
    hands = {player.name: player.hand for player in game.state.players}
    ann_only = set(hands["Ann"]) - set(hands["Bob"]) - set(game.state.market)
    html = page.content()
    shown = [slug for slug in hands["Ann"] if f'data-card="{slug}"' in html]
    assert shown, "the viewer's own hand shows"
    page.select_option("#replay-viewer", "Bob")
    html = page.content()
    for slug in ann_only:
        built = any(slug in player.compound for player in game.state.players)
        assert built or f'data-card="{slug}"' not in html, f"Ann's {slug} shows to Bob"
    assert "#r=" in page.url or page.locator(".replay-panel").count()


@pytest.mark.booted
# 2. The review ---------------------------------------------------------------------------

@pytest.mark.parametrize(("lang", "size"), LOOKS)
def test_a_review_shows_its_progress_and_leads_to_each_costly_move(
        page: Page, site: Site, open_again: Callable[..., None], lang: str, size: str) -> None:
    game = played(REVIEWED, ["Ann"], "medium")
    open_in(page, open_again, lang, size, "#r=" + game.to_code())
    page.click('[data-command="review"]')
    progress = page.locator(".review progress")
    expect(progress).to_be_visible()
    check_screen(page, size, f"{lang}-review-working")
    check_at_the_other_size(page, lang, size, "review-working")
    # The page answers while the review works: a step of the replay goes through.
    page.click('[data-command="replay-forward"]')
    assert where(page)[0] == 1
    expect(page.locator(".findings .finding").first).to_be_visible(timeout=120_000)
    expect(progress).to_have_count(0)
    findings = page.locator(".findings .finding")
    assert findings.count() >= 1
    check_screen(page, size, f"{lang}-review")
    check_at_the_other_size(page, lang, size, "review")
    first = findings.first
    number = int(re.findall(r"\d+", first.locator(".finding-where").inner_text())[-1])
    first.click()
    assert where(page)[0] == number  # the costly move is the one that led here
    assert first.locator(".finding-played").inner_text().split(":", 1)[1].strip() in \
        page.locator(".replay-move").inner_text()


@pytest.mark.booted
@pytest.mark.parametrize("kind", ["keyboard", "mouse"])
def test_a_press_under_way_when_the_review_ends_still_acts(
        page: Page, site: Site, kind: str, open_again: Callable[..., None]) -> None:
    """The review's end redraws the page by itself; a press that began before it (Space goes
    down on a button, or a mouse button) still acts when it ends, as on a still page."""
    game = played(REVIEWED, ["Ann"], "medium")
    open_again("#r=" + game.to_code())
    page.click('[data-command="review"]')
    # Near its end (a press held for long is no click: the page waits for one a while only),
    # with some work left: this game's last 40% takes about 0.35 s of CPython, its last 25%
    # only 0.1 s since the strong bot counts settled positions as they stand.
    page.wait_for_function("document.querySelector('.review progress')?.value >= 60")
    forward = page.locator('[data-command="replay-forward"]')
    if kind == "keyboard":
        forward.focus()
        page.keyboard.down(" ")
    else:
        forward.hover()
        page.mouse.down()
    assert page.evaluate("document.body.dataset.ffWork") == "review", "the review ended first"
    page.locator("body:not([data-ff-work])").wait_for(state="attached")  # it has ended
    if kind == "keyboard":
        page.keyboard.up(" ")
    else:
        page.mouse.up()
    expect(page.locator(".findings .finding").first).to_be_visible()
    assert where(page)[0] == 1


def check_at_the_other_size(page: Page, lang: str, size: str, name: str) -> None:
    """Run axe over the screen at the other size too (one review serves both: the pairs of
    OTHER_LOOKS), then go back."""
    other = "phone" if size == "desktop" else "desktop"
    page.set_viewport_size(SIZES[other])
    check_screen(page, other, f"{lang}-{name}")
    page.set_viewport_size(SIZES[size])


# 3. The daily challenge ------------------------------------------------------------------

def _market(page: Page) -> list[str]:
    return page.locator(".market .blueprints .card[data-card]").evaluate_all(
        "cards => cards.map(c => c.dataset.card)")


@pytest.mark.parametrize(("lang", "size"), LOOKS)
def test_a_daily_challenge_is_started_finished_and_shared(
        page: Page, site: Site, load_ready: Callable[..., None], lang: str, size: str,
        browser_context_factory: Callable[[], BrowserContext]) -> None:
    today = ffcore.daily.today()
    load_in(page, site, load_ready, lang, size)
    check_screen(page, size, f"{lang}-start-daily")
    page.fill("#daily-name", "Ann")
    page.check('input[name="daily-level"][value="easy"]')
    page.click('[data-command="start-daily"]')
    expect(page.locator(".notice-info")).to_contain_text(today.isoformat())
    deal = ffcore.daily.daily_game(today, "easy", "Ann")
    assert _market(page) == list(deal.state.market)
    # The same challenge near its end, as an earlier release kept it (its one save, moved
    # into the list as the same game, brought up to date): finished, its result shared.
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site.origin)
    near = near_the_end(played(7, ["Ann"], game=ffcore.daily.daily_game(today, "easy", "Ann")))
    page.evaluate("text => localStorage.setItem('ff-save', text)",
                  saves.write(near, ["human"], saves.Daily(today, True)))
    page.reload()
    page.wait_for_selector('body[data-ff-ready="1"]', state="attached")
    finish(page)
    page.click('[data-command="daily-share"]')
    expect(page.locator(".notice-info")).to_be_visible()
    shared = page.evaluate("navigator.clipboard.readText()")
    link = re.search(r"https?://\S+", shared)
    assert link and "#d=" in link[0] and today.isoformat() in shared
    # The game counted as the day's challenge, and the text tells its scores.
    kept = json.loads(page.evaluate("localStorage.getItem('ff-records')"))["games"]
    assert [entry["daily"] for entry in kept] == [today.isoformat()]
    assert f"{kept[0]['players'][0]['score']}" in shared and f"{kept[0]['machine']}" in shared
    # A friend opens the link: the same deal is offered at the same level, and plays it.
    friend = browser_context_factory().new_page()
    friend.set_viewport_size(SIZES[size])
    load_ready(friend, link[0])
    expect(friend.locator(".daily")).to_contain_text(today.isoformat())
    assert friend.locator('input[name="daily-level"][value="easy"]').is_checked()
    friend.fill("#daily-name", "Ann")
    friend.click('[data-command="start-daily"]')
    assert _market(friend) == list(deal.state.market)


# 4. The records --------------------------------------------------------------------------

@pytest.mark.parametrize(("lang", "size"), LOOKS)
def test_records_after_two_games_are_exported_and_imported(
        page: Page, site: Site, load_ready: Callable[..., None], lang: str, size: str,
        browser_context_factory: Callable[[], BrowserContext], tmp_path: Path) -> None:
    first = near_the_end(played(11, ["Ann"], "easy"))
    second = near_the_end(played(12, ["Ann"], "hard"))
    load_in(page, site, load_ready, lang, size, "#g=" + first.to_code())
    finish(page)
    load_ready(page, site.url("#g=" + second.to_code()))  # kept beside the first, unasked
    finish(page)
    page.click('.after-end [data-command="records"]')
    expect(page.locator(".records-summary")).to_contain_text("2")
    rows = page.locator(".records tbody tr")
    assert rows.count() == 4  # a row per level of The Machine
    expect(page.locator(".records-recent li")).to_have_count(2)
    expect(page.locator(".records-chart svg")).to_be_visible()
    check_screen(page, size, f"{lang}-records")
    with page.expect_download() as download:
        page.click('[data-command="records-export"]')
    exported = tmp_path / "records.json"
    download.value.save_as(exported)
    kept = json.loads(exported.read_text())
    assert [entry["level"] for entry in kept["games"]] == ["easy", "hard"]
    for entry, game in zip(kept["games"], (first, second), strict=True):
        whole = ffcore.from_code(entry["code"])  # the whole game, to watch again
        assert whole.is_over and whole.action_texts()[:game.action_count] == game.action_texts()
    # Each kept game can be watched again.
    page.locator('.records-recent [data-command="replay-record"]').first.click()
    expect(page.locator(".replay-panel")).to_be_visible()
    page.click('[data-command="replay-close"]')
    expect(page.locator(".records")).to_be_visible()

    # On another device: a bad file changes nothing and says why; the export is taken.
    other = browser_context_factory().new_page()
    load_in(other, site, load_ready, lang, size)
    other.click('[data-command="records"]')
    bad = tmp_path / "bad.json"
    bad.write_text('{"v": 1, "games": [{"date": "yesterday"}]}')
    other.set_input_files("#records-import", str(bad))
    expect(other.locator(".records .notice")).to_be_visible()
    expect(other.locator(".records-recent li")).to_have_count(0)
    other.set_input_files("#records-import", str(exported))
    expect(other.locator(".records-recent li")).to_have_count(2)
    other.reload()  # the records stay on the device, and a reload stays on their screen
    other.locator('body[data-ff-ready="1"]').wait_for(state="attached")
    expect(other.locator(".records-recent li")).to_have_count(2)


@pytest.mark.booted
# Every new screen, axe-clean, in the other two pairs of language and size (the review's in
# its own test) ---------------------------------------------------------------------------

@pytest.mark.parametrize(("lang", "size"), OTHER_LOOKS)
def test_the_new_screens_pass_axe(page: Page, site: Site, open_again: Callable[..., None],
                                  lang: str, size: str) -> None:
    game = played(REVIEWED, ["Ann"], "medium")
    open_in(page, open_again, lang, size, "#g=" + game.to_code())
    page.click('[data-command="replay"]')
    page.click('[data-command="replay-forward"]')
    check_screen(page, size, f"{lang}-replay")  # the review's: in the review's own test
    page.click('[data-command="replay-close"]')
    page.click('.after-end [data-command="records"]')
    check_screen(page, size, f"{lang}-records")
    page.click('[data-command="records-back"]')
    page.click('[data-command="new"]')
    expect(page.locator(".daily")).to_be_visible()
    check_screen(page, size, f"{lang}-start-daily")
