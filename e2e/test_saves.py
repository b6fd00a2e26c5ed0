"""Nothing lost: old codes and saves open, storage that fails, two tabs, hot-seat privacy
(the games kept side by side, and play by link: test_by_link.py).

Each test plays as a person would and runs under the `guard` fixture (no request
leaves the local server, no page error, no Python traceback).
"""

from __future__ import annotations

import hashlib
import json
import random
import re
from collections.abc import Callable

import pytest
from playwright.sync_api import BrowserContext, Page, expect
from support import ROOT, Site

import ffcore
from ffcore import BLUEPRINTS
from tools.browsers.driver import (
    KEPT_SAVE,
    command,
    hold,
    kept_save,
    linked_game,
    play_one,
    start_multi,
    start_solo,
    status,
)

COMPAT = ROOT / "tests" / "compat"


def corpus(file_name: str, name: str) -> dict:
    """Return one entry of the compatibility corpus (tests/compat/)."""
    entries = json.loads((COMPAT / f"{file_name}.json").read_text(encoding="utf-8"))
    return next(entry for entry in entries if entry["name"] == name)


def saved_history(page: Page) -> str:
    """Return the fingerprint of the action texts the page now keeps (as make_corpus takes it)."""
    saved = kept_save(page)
    assert saved is not None
    return hashlib.sha256("\n".join(saved["actions"]).encode()).hexdigest()[:16]


#: Where an earlier release kept its one saved game (the page moves it into its list).
OLD_SAVE = "ff-save"


@pytest.mark.booted
def test_a_first_release_save_resumes_the_same_game(
        page: Page, site: Site, open_again: Callable[..., None]) -> None:
    entry = corpus("local-v1", "solo-medium-work-phase")
    open_again("", {OLD_SAVE: entry["text"]})  # a saved game resumes by itself
    expect(page.locator(".status-line")).to_contain_text(f"Round {entry['expect']['round']}")
    # The page now keeps it in the list, in today's format: the same moves, as texts.
    assert saved_history(page) == entry["expect"]["history"]
    assert page.evaluate("localStorage.getItem('ff-save')") is None
    legal = sorted(page.locator("[data-action]").evaluate_all(
        "buttons => buttons.map(b => b.dataset.action)"))
    assert set(legal) <= set(entry["expect"]["legal"])


@pytest.mark.booted
def test_a_first_release_link_opens_the_same_game(
        page: Page, site: Site, open_again: Callable[..., None]) -> None:
    entry = corpus("code-v1", "3p-work-phase")
    open_again(f"#g={entry['text']}")
    expect(page.locator(".pass p")).to_contain_text(entry["expect"]["current_player"])
    hold(page, entry["expect"]["current_player"])
    expect(page.locator(".status-line")).to_contain_text(f"Round {entry['expect']['round']}")
    assert saved_history(page) == entry["expect"]["history"]


@pytest.mark.booted
def test_a_save_from_a_newer_version_says_so_and_is_kept(
        page: Page, site: Site, open_again: Callable[..., None]) -> None:
    newer = json.dumps({"v": 4, "game": "from the future"})
    open_again("", {OLD_SAVE: newer})
    expect(page.locator(".start .notice-error")).to_contain_text("newer version")
    assert page.evaluate("localStorage.getItem('ff-save-broken')") == newer


@pytest.mark.booted
def test_the_pass_screen_holds_nothing_of_the_last_players_cards(
        page: Page, site: Site) -> None:
    start_multi(page, ["Ann", "Bob"])
    while True:  # Ann researches until she has drawn a card, which only she may see
        if page.locator('[data-command="reveal"]').count():
            page.click('[data-command="reveal"]')
        if "Ann" in status(page) and page.locator('.dice-tray button.die').count():
            page.locator(".dice-tray button.die").first.click()
            research = page.locator('.option-list [data-action$=" research"]')
            if research.count():
                research.first.click()
                break
            page.click('[data-select=""]')
        play_one(page)
    hand = page.locator(".hand [data-card]").evaluate_all("cards => cards.map(c => c.dataset.card)")
    expect(page.locator("#announce")).to_contain_text("draws")
    drew = page.locator(".log-lines li", has_text=re.compile(r"^Ann draws [A-Z]")).first
    drawn = drew.inner_text().removeprefix("Ann draws ").rstrip(".")
    page.click('.option-list [data-action="end"]')
    if page.locator('[data-command="end-yes"]').count():
        page.click('[data-command="end-yes"]')
    expect(page.locator(".pass h2")).to_contain_text("Bob")
    # Everything in the document, the screen-reader region included, while Bob takes over:
    # what happened is told (the draw as "a blueprint"), the cards Ann drew are not named.
    document = page.evaluate("document.documentElement.outerHTML")
    assert f"Ann draws {drawn}" not in document and "Ann draws a blueprint" in document
    assert page.locator(".hand, [data-card]").count() == 0
    assert [card for card in hand if card in document] == []  # no slug of Ann's hand
    assert page.locator("#announce").text_content() == ""
    page.click('[data-command="reveal"]')
    announced = page.locator("#announce").text_content() or ""
    public = " ".join(page.locator(".market, .others, .log").all_inner_texts())
    assert [card for card in hand if BLUEPRINTS[card].name in announced
            and BLUEPRINTS[card].name not in public] == []


BLOCKED_STORAGE = """
    Object.defineProperty(window, 'localStorage', {
        get() { throw new DOMException('The operation is insecure.', 'SecurityError'); }
    });"""


def test_a_browser_that_blocks_storage_still_plays(page: Page, site: Site,
                                                   load_ready: Callable[..., None]) -> None:
    page.add_init_script(BLOCKED_STORAGE)
    load_ready(page, site.url())
    expect(page.locator(".start .storage-blocked")).to_contain_text("does not let the page keep")
    start_solo(page, "Ann", "easy")
    for _ in range(6):
        play_one(page)
    expect(page.locator(".board .storage-blocked")).to_be_visible()


FULL_STORAGE = """
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
        if (key.startsWith('ff-game-')) {
            throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
        return setItem.call(this, key, value);
    };"""


def test_a_full_storage_is_told_once_with_the_link_to_keep_the_game(
        page: Page, site: Site, load_ready: Callable[..., None]) -> None:
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site.origin)
    page.add_init_script(FULL_STORAGE)
    load_ready(page, site.url())
    start_solo(page, "Ann", "easy")
    notice = page.locator(".notice-error")
    expect(notice).to_contain_text("storage is full")
    notice.locator('[data-command="dismiss"]').click()
    for _ in range(4):
        play_one(page)
    expect(page.locator(".notice-error")).to_have_count(0)  # told once
    page.click('[data-command="copy"]')
    expect(page.locator(".notice-info")).to_contain_text("Link copied")
    link = page.evaluate("navigator.clipboard.readText()")
    assert linked_game(link).action_count >= 4


def test_a_stale_tab_offers_the_newer_game_instead_of_overwriting_it(
        context: BrowserContext, page: Page, site: Site,
        load_ready: Callable[..., None]) -> None:
    load_ready(page, site.url())
    start_solo(page, "Ann", "easy")
    other = context.new_page()
    load_ready(other, site.url())  # it resumes the saved game
    for _ in range(3):
        play_one(other)
    newer = other.evaluate(KEPT_SAVE)
    # The first tab hears of it at once, and writes nothing over it.
    expect(page.locator(".conflict")).to_contain_text("another tab")
    play_one(page)
    assert page.evaluate(KEPT_SAVE) == newer
    page.click('[data-command="conflict-load"]')
    expect(page.locator(".conflict")).to_have_count(0)
    assert status(page) == status(other)
    assert page.evaluate(KEPT_SAVE) == newer


@pytest.mark.booted
def test_a_link_past_ten_thousand_draws_opens_and_plays(
        page: Page, site: Site, load_ready: Callable[..., None],
        open_again: Callable[..., None]) -> None:
    game = ffcore.new_game(["Ann", "Bob"], seed=5)
    chooser = random.Random(1)
    while game.state.chance <= 10_200:
        legal = game.legal_actions()
        game.apply(chooser.choice([a for a in legal if a.kind not in ("build", "activate",
                                                                       "hire")] or legal))
    open_again(f"#g={game.to_code()}")
    hold(page, game.current_player or "")  # "I am ...": it raised a traceback before
    expect(page.locator(".board")).to_be_visible()
    play_one(page)
    load_ready(page, None)  # and again after a reload, from the page's own save
    expect(page.locator(".pass, .board")).to_be_visible()


@pytest.mark.booted
def test_a_pasted_json_save_opens_loading_its_checks_only_then(
        page: Page, site: Site) -> None:
    def wheels() -> list[str]:
        return page.evaluate(r"""performance.getEntriesByType('resource')
            .map(e => e.name.split('/').pop()).filter(n => /\.whl(\.br)?$/.test(n))""")

    # Python came from the build's memory snapshot, the game's modules imported: no wheel was
    # installed. pydantic checks a JSON save; nothing loads it before one is opened.
    assert page.evaluate("performance.getEntriesByName('ff-snapshot-restored').length") == 1
    assert wheels() == []
    page.fill("#code", '{"format": 2, "names": ["Ann"]}')
    page.click('[data-command="open"]')
    # pydantic is fetched and installed first: seconds on a busy machine.
    expect(page.locator(".start .notice-error")).to_contain_text("saved game", timeout=30_000)
    # Then the checks come with their package, and ffcore's files (ffcore.models).
    assert {name.split("-")[0] for name in wheels()} >= {"pydantic", "ffcore"}
    game = ffcore.new_game(["Ann", "Bob"], seed=8)
    chooser = random.Random(8)
    for _ in range(25):
        game.apply(chooser.choice(game.legal_actions()))
    page.fill("#code", game.to_json())
    page.click('[data-command="open"]')
    hold(page)  # a game of two, opened here: both at this device
    page.click('[data-command="reveal"]')
    expect(page.locator(".status-line")).to_contain_text(f"Round {game.state.round}")
    saved = kept_save(page)
    assert saved is not None and saved["actions"] == game.action_texts()


def test_two_tabs_on_two_games_play_side_by_side(context: BrowserContext, page: Page,
                                                 site: Site,
                                                 load_ready: Callable[..., None]) -> None:
    """Each tab plays its own game: neither is asked about the other's, each reload resumes
    its own, and the list of games shows both."""
    load_ready(page, site.url())
    start_solo(page, "Ann", "easy", seed=2)
    other = context.new_page()
    load_ready(other, site.url("#start"))
    start_solo(other, "Bea", "hard", seed=3)
    for _ in range(4):
        play_one(page)
        play_one(other)
    for tab, name in ((page, "Ann"), (other, "Bea")):
        expect(tab.locator(".conflict")).to_have_count(0)
        saved = kept_save(tab)
        assert saved is not None and saved["names"] == [name]
        load_ready(tab, None)  # a reload: the tab's own game
        expect(tab.locator("#factory-heading")).to_contain_text(name)
    command(page, "new")
    expect(page.locator(".kept-game")).to_have_count(2)
