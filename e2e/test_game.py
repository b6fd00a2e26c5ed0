"""The game played through the page: solo to the end, hot seat, saves, links, offline.

Every test runs under the `guard` fixture: no request may leave the local
server, and no page error, console error or Python traceback may appear.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable

import pytest
from playwright.sync_api import BrowserContext, Dialog, Page, expect
from support import Site
from test_beyond import at_round

from tools.browsers.driver import (
    DEAL,
    PLAYED,
    command,
    hold,
    play_one,
    play_to_end,
    start_multi,
    start_solo,
    status,
)

HOSTILE = "<img src=x onerror=alert(1)>"
#: The round from which a solo game is played to its end.
LAST_ROUNDS = 6


@pytest.mark.booted
def test_start_screen_offers_every_way_in(page: Page) -> None:
    expect(page.locator("#start-heading")).to_be_visible()
    for name in ("start-solo", "start-multi", "open"):
        expect(page.locator(f'[data-command="{name}"]')).to_be_visible()
    expect(page.locator(".kept-games")).to_have_count(0)  # no game kept yet
    # Form controls follow the page's theme (the system's, here): dark text on a light
    # field in the light theme, light text on a dark field in the dark one, readable in both.
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        for control in ('.start input[type="text"]', ".start select"):
            field, text = page.locator(control).first.evaluate(
                "e => [getComputedStyle(e).backgroundColor, getComputedStyle(e).color]")
            assert (luminance(field) > luminance(text)) == (scheme == "light"), (scheme, field)
            assert contrast(field, text) >= 4.5, (scheme, control, field, text)


@pytest.mark.booted
def test_a_choice_made_between_a_drawing_and_its_morph_stays_made(
        page: Page, site: Site) -> None:
    # A drawing's markup is written in one task and morphed into the page in the next; on a
    # busy phone a tap can come between the two. A level ticked then stays ticked: the markup
    # written before the tap is not morphed in over it.
    shown = page.evaluate("""() => new Promise((resolve) => {
        const after = (run) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = run;
            channel.port2.postMessage(null);
        };
        const name = document.querySelector("#solo-name");
        name.value = "Ann";
        name.dispatchEvent(new Event("change", {bubbles: true}));  // its drawing waits a task
        after(() => {  // the drawing's markup written, its morph waiting
            document.querySelector('input[name="level"][value="easy"]').click();
            after(() => resolve(document.querySelector('input[name="level"]:checked').value));
        });
    })""")
    assert shown == "easy"
    expect(page.locator('input[name="level"][value="easy"]')).to_be_checked()
    expect(page.locator("#solo-name")).to_have_value("Ann")


def contrast(one: str, other: str) -> float:
    """Return WCAG's contrast ratio of two computed "rgb(r, g, b)" colours."""
    def relative(colour: str) -> float:
        channels = [int(part) / 255 for part in re.findall(r"\d+", colour)[:3]]
        red, green, blue = (c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
                            for c in channels)
        return 0.2126 * red + 0.7152 * green + 0.0722 * blue
    lighter, darker = sorted((relative(one), relative(other)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def luminance(colour: str) -> float:
    """Return the lightness (0 to 1) of a computed "rgb(r, g, b)" colour."""
    red, green, blue = (int(part) for part in re.findall(r"\d+", colour)[:3])
    return (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255


@pytest.mark.booted
def test_a_solo_game_is_played_to_its_end_through_the_page(
        page: Page, site: Site, open_again: Callable[..., None]) -> None:
    # Its last rounds, from a link (the first ones are played from the start screen in the
    # tests below, and whole games under CPython in tests/test_web_app.py).
    open_again("#g=" + at_round(DEAL, ["Ann"], "easy", LAST_ROUNDS).to_code())
    expect(page.locator(".machine")).to_be_visible()
    PLAYED.clear()
    clicks = play_to_end(page)
    # Played on the pieces: dice onto floors and cards, cards built from the hand.
    assert PLAYED["piece"] >= 10 and PLAYED["hand"] >= 1, PLAYED
    assert clicks > 20
    outcome = page.locator(".outcome")
    expect(outcome).to_contain_text("Final scores")
    expect(outcome.locator(".sheet")).to_have_count(2)  # Ann and The Machine
    expect(outcome.locator(".verdict")).to_contain_text("win")
    expect(page.locator(".log-lines")).to_contain_text("The game is over.")


@pytest.mark.booted
def test_two_player_hot_seat_round(page: Page, site: Site) -> None:
    start_multi(page, ["Ann", "Bob"])
    expect(page.locator(".pass")).to_contain_text("Pass the device to Ann")
    expect(page.locator(".hand")).to_have_count(0)
    page.click('[data-command="reveal"]')
    expect(page.locator("#factory-heading")).to_contain_text("Ann")
    ann_hand = page.locator(".hand [data-card]").evaluate_all(
        "cards => cards.map(c => c.dataset.card)")
    page.locator("button.take").first.click()
    # Bob's turn: the board, and so Ann's hand, is hidden until Bob takes the device.
    expect(page.locator(".pass")).to_contain_text("Pass the device to Bob")
    expect(page.locator(".hand")).to_have_count(0)
    assert not page.locator("[data-card]").count()
    page.keyboard.press("c")  # the confirm shortcut hands the device over
    expect(page.locator("#factory-heading")).to_contain_text("Bob")
    bob_hand = page.locator(".hand [data-card]").evaluate_all(
        "cards => cards.map(c => c.dataset.card)")
    assert bob_hand != ann_hand or not ann_hand
    # Play out the rest of round 1: both work phases.
    for _ in range(200):
        if "Round 2" in (status(page) if page.locator(".status-line").count() else ""):
            break
        play_one(page)
    expect(page.locator(".status-line")).to_contain_text("Round 2")


@pytest.mark.booted
def test_reload_resumes_exactly(page: Page, site: Site,
                                load_ready: Callable[..., None]) -> None:
    start_solo(page, "Ann", "medium")
    for _ in range(12):
        play_one(page)
    before_status = status(page)
    before_log = page.locator(".log-lines").inner_text()
    before_hand = page.locator(".factory").inner_text()
    # Each drawing sent only what changed; nothing it left out stays empty on the page.
    assert page.locator("[data-ff-kept]").count() == 0
    load_ready(page, None)
    expect(page.locator(".board")).to_be_visible()
    assert status(page) == before_status
    assert page.locator(".log-lines").inner_text() == before_log
    assert page.locator(".factory").inner_text() == before_hand


@pytest.mark.booted
def test_undo_takes_back_a_placement(page: Page, site: Site) -> None:
    start_solo(page, "Ann", "easy")
    while not page.locator(".dice-tray button.die").count():
        play_one(page)
    dice = page.locator(".dice-tray .die").count()
    page.locator(".dice-tray button.die").first.click()
    page.locator('.option-list [data-action^="place"]').first.click()
    expect(page.locator(".dice-tray .die")).to_have_count(dice - 1)
    undo = page.locator('[data-command="undo"]')
    if undo.is_enabled():  # a Research draw reveals a card and cannot be undone
        undo.click()
        expect(page.locator(".dice-tray .die")).to_have_count(dice)
        expect(undo).to_be_disabled()


def test_share_link_round_trip(browser_context_factory: Callable[[], BrowserContext],
                               page: Page, site: Site,
                               load_ready: Callable[..., None]) -> None:
    page.context.grant_permissions(["clipboard-read", "clipboard-write"],
                                   origin=site.origin)
    load_ready(page, site.url())
    start_multi(page, ["Ann", HOSTILE])
    for _ in range(10):
        play_one(page)
    if page.locator('[data-command="reveal"]').count():
        page.click('[data-command="reveal"]')
    page.click('[data-command="copy"]')
    expect(page.locator(".notice-info")).to_contain_text("Link copied")
    link = page.evaluate("navigator.clipboard.readText()")
    assert "#g=" in link and "<" not in link
    status_before = status(page)
    # A friend opens the link on another device (a fresh profile).
    other = browser_context_factory().new_page()
    load_ready(other, link)
    hold(other)  # who holds that device: both of them, here
    if other.locator('[data-command="reveal"]').count():
        other.click('[data-command="reveal"]')
    assert status(other) == status_before
    assert "#g=" not in other.url  # the game now lives in that device's list
    # On the first device, a new game meanwhile; the same link finds its game, unasked.
    command(page, "new")
    start_solo(page, "Cy", "easy")
    page.goto(link)  # only the fragment changes: the open page must notice
    # Once noticed, the address no longer holds the link, and once drawn the link's game
    # shows (Cy's board, still showing until then, must not be taken for it).
    expect(page).not_to_have_url(re.compile("#g="))
    page.wait_for_function("window.ffDrawn()")
    expect(page.locator(".pass, .board").first).to_be_visible()
    if page.locator('[data-command="reveal"]').count():
        page.click('[data-command="reveal"]')
    assert status(page) == status_before
    command(page, "new")
    expect(page.locator(".kept-game")).to_have_count(2)


@pytest.mark.booted
def test_bad_link_explains_and_offers_a_new_game(
        page: Page, site: Site, open_again: Callable[..., None]) -> None:
    open_again("#g=this-is-not-a-game")
    expect(page.locator(".start .notice-error")).to_contain_text(
        "This link does not hold a game we can open")
    expect(page.locator('[data-command="start-solo"]')).to_be_visible()


@pytest.mark.booted
def test_corrupted_save_shows_a_message_and_keeps_it_aside(
        page: Page, open_again: Callable[..., None]) -> None:
    open_again(stored={"ff-save": '{"v": 1, "code": "AAAA-broken", "seats": ["human"]}'})
    expect(page.locator(".start .notice-error")).to_contain_text("could not be read")
    assert page.evaluate("localStorage.getItem('ff-save')") is None
    broken = page.evaluate("localStorage.getItem('ff-save-broken')")
    assert json.loads(broken)["code"] == "AAAA-broken"
    start_solo(page)
    expect(page.locator(".board")).to_be_visible()


@pytest.mark.booted
def test_hostile_name_is_plain_text(page: Page) -> None:
    dialogs: list[str] = []

    def on_dialog(dialog: Dialog) -> None:
        dialogs.append(dialog.message)
        dialog.dismiss()

    page.on("dialog", on_dialog)
    try:
        start_multi(page, [HOSTILE, "Bob"])
        expect(page.locator(".pass h2")).to_have_text(f"Pass the device to {HOSTILE}")
        page.click('[data-command="reveal"]')
        expect(page.locator("#factory-heading")).to_contain_text(HOSTILE)
        expect(page.locator(".log-lines")).to_contain_text(HOSTILE)
        assert page.locator("#app img").count() == 0
        assert not dialogs
    finally:
        page.remove_listener("dialog", on_dialog)  # the booted page goes on to the next test


@pytest.mark.service_worker
def test_offline_second_visit_plays(page: Page, context: BrowserContext, site: Site,
                                    load_ready: Callable[..., None],
                                    wait_service_worker: Callable[..., None]) -> None:
    load_ready(page, site.url())
    wait_service_worker(page)
    context.set_offline(True)
    load_ready(page, None)
    start_solo(page, "Ann", "insane")
    for _ in range(6):
        play_one(page)
    expect(page.locator(".board")).to_be_visible()


@pytest.mark.booted
def test_portuguese_chosen_on_the_start_screen_is_kept(page: Page, site: Site,
                                                       load_ready: Callable[..., None]) -> None:
    page.fill("#solo-name", "Ana")
    page.check('input[name="level"][value="hard"]')
    page.click('[data-command="pt"]')
    expect(page.locator("#start-heading")).to_have_text("Nova partida")
    # What the player typed survives the switch.
    expect(page.locator("#solo-name")).to_have_value("Ana")
    expect(page.locator('input[name="level"][value="hard"]')).to_be_checked()
    expect(page.locator("html")).to_have_attribute("lang", "pt-BR")
    expect(page.locator('[data-command="pt"]')).to_have_attribute("aria-pressed", "true")
    expect(page.locator('[data-command="en"]')).to_have_attribute("aria-pressed", "false")
    expect(page.locator("header h1")).to_have_text("Fábricas Fantásticas")
    start_solo(page, "Ana", "easy")
    expect(page.locator(".status-line")).to_contain_text("Rodada 1")
    expect(page.locator(".status-line")).to_contain_text("Fase de mercado")
    expect(page.locator("#market-heading")).to_have_text("Mercado")
    expect(page.locator(".machine")).to_contain_text("A Máquina (Fácil)")
    expect(page.locator(".log-lines")).to_contain_text("Começa a rodada 1")
    page.click('[data-command="rules"]')
    expect(page.locator("#ref-heading")).to_have_text("Como jogar")
    expect(page.locator(".rules-ref")).to_contain_text("Bônus de igualdade")
    page.locator('[data-command="rules-back"]').first.click()
    expect(page.locator(".board")).to_be_visible()
    # A reload keeps the language (and the game).
    load_ready(page, None)
    expect(page.locator("html")).to_have_attribute("lang", "pt-BR")
    expect(page.locator(".status-line")).to_contain_text("Rodada 1")
    expect(page.locator(".market")).to_contain_text("Projetos")
    page.click('[data-command="en"]')
    expect(page.locator(".status-line")).to_contain_text("Round 1")
    expect(page.locator("html")).to_have_attribute("lang", "en")


@pytest.mark.motion
@pytest.mark.booted
def test_bots_play_their_turns_visibly_and_suggest(page: Page, site: Site) -> None:
    start_multi(page, ["Ann", "Robo", "Rex"], ["human", "steady", "steady"])
    page.click('[data-command="reveal"]') if page.locator(
        '[data-command="reveal"]').count() else None
    page.click('[data-command="suggest"]')
    expect(page.locator(".suggestion")).to_contain_text("Suggestion:")
    page.locator("button.take").first.click()
    # The bots draft or hire in the log (the game's seed is random), then the work phase
    # comes back to Ann.
    expect(page.locator(".log-lines")).to_contain_text(re.compile(r"Rex (takes|hires)"),
                                                       timeout=30_000)
    expect(page.locator(".status-line")).to_contain_text("Your turn, Ann", timeout=30_000)
    # Asked at once, while the page still pauses after Rex's move, the suggestion comes too.
    page.click('[data-command="suggest"]')
    expect(page.locator(".suggestion")).to_contain_text("Suggestion:", timeout=30_000)
    expect(page.locator('[data-command="skip"]')).to_have_count(0)
    for _ in range(60):
        if play_one(page) == "end":
            break
    # The bots' work phases: the player may skip the pauses after their moves.
    page.click('[data-command="skip"]')
    # When the skip had been answered: the frame after its drawing (its ff-update measure).
    # The bots may have moved meanwhile; a pause under way when it came ended with it.
    skipped = page.evaluate("""(() => { const e = performance.getEntriesByName('ff-update')
                                .at(-1); return e.startTime + e.duration; })()""")
    expect(page.locator(".log-lines")).to_contain_text("Rex ends the work phase.",
                                                       timeout=30_000)
    expect(page.locator(".status-line")).to_contain_text("Your turn, Ann", timeout=30_000)
    # Before the skip, a bot's move waited out the pause after the move before it, however
    # long its thinking took: the first two bot moves, the market's, came at least 0.7 s
    # apart. (How long a move waited beyond its thinking, ff-bot-pause, shows no pause on a
    # busy machine, whose thinking can outlast it.) Each decision's measure ends as its
    # move is played.
    moved = page.evaluate("""performance.getEntriesByName('ff-bot-steady')
                             .map(decision => decision.startTime + decision.duration)""")
    assert len(moved) >= 2 and moved[1] < skipped and moved[1] - moved[0] >= 699, moved
    # After the skip, a move waits for nothing but its bot's thinking: each measure of what
    # it waited beyond that is (all but) nothing.
    pauses = page.evaluate("""performance.getEntriesByName('ff-bot-pause')
                              .map(pause => [pause.startTime, pause.duration])""")
    after = [duration for started, duration in pauses if started > skipped]
    assert after and max(after) < 50, pauses
