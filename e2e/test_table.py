"""Playing like at the table: act on the pieces, see what others and The Machine did,
never lose the thread (issue "Play it like the table").

Each test acts as a player would, at the sizes where its point matters, under the
`guard` fixture (no request leaves the local server, no error, no traceback).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable

import pytest
from playwright.sync_api import Browser, Page, expect
from support import Site

import ffcore
from tests.randomplay import choose
from tools.browsers.driver import play_one, start_multi, start_solo, status

SIZES = {"phone": {"width": 360, "height": 740}, "desktop": {"width": 1280, "height": 900}}


def position(seed: int, actions: int, names: list[str], machine: str | None = None) -> str:
    """Return the code of a random game (tests/randomplay.py's "kinds" players) after some
    actions: a fixed position, found once by searching seeds."""
    game = ffcore.new_game(names, seed=seed, machine=machine)
    chooser = random.Random(seed)
    for _ in range(actions):
        game.apply(choose(chooser, game.legal_actions(), "kinds"))
    return game.to_code()


def to_work_phase(page: Page) -> None:
    """Play on until the player has dice to place."""
    while not page.locator(".dice-tray button.die").count():
        play_one(page)


def place_on_generate_or_mine(page: Page) -> None:
    """Place the first die on Generate or Mine (floors that draw nothing): in the deal the
    tests start (driver.DEAL), the first die of the first work phase can go there."""
    page.locator(".dice-tray button.die").first.click()
    page.locator('.floor-name.target[data-action$="generate"], '
                 '.floor-name.target[data-action$="mine"]').first.click()


def in_view(page: Page, selector: str) -> bool:
    """Return whether an element is wholly inside the viewport, where it is now."""
    return page.locator(selector).first.evaluate(
        """e => { const r = e.getBoundingClientRect();
                  return r.top >= 0 && r.bottom <= innerHeight && r.height > 0; }""")


# 1 and 2: the newest events and The Machine's turn -------------------------------------------

@pytest.mark.booted
@pytest.mark.parametrize("size", SIZES)
def test_the_machines_turn_is_shown_and_the_latest_event_stays_in_sight(
        page: Page, site: Site, size: str) -> None:
    page.set_viewport_size(SIZES[size])
    start_solo(page, "Ann", "easy")
    to_work_phase(page)
    market = page.locator(".market .blueprints .card-name").all_inner_texts()
    page.keyboard.press("e")
    page.click('[data-command="end-yes"]')
    # The Machine's five dice, each with what it did and why, then the new round.
    turn = page.locator(".machine-turn")
    expect(turn).to_be_visible()
    expect(turn.locator(".machine-die")).to_have_count(5)
    expect(turn.locator(".machine-step").first).to_contain_text("Green")
    expect(turn.locator(".machine-next")).to_contain_text("Round 2 begins")
    if page.locator(".market .blueprints .card-name").all_inner_texts() != market:
        assert page.locator(".market .slot.changed").count() >= 1
    # What just happened is in sight without scrolling, newest first, at either size.
    page.evaluate("window.scrollTo(0, 0)")
    expect(page.locator(".latest li").first).to_contain_text("Round 2 begins")
    assert in_view(page, ".latest")
    expect(page.locator(".log-lines li").first).to_contain_text("Round 2 begins")
    page.click('[data-command="machine-seen"]')
    expect(turn).to_have_count(0)


@pytest.mark.booted
def test_log_lines_say_what_changed_with_numbers(page: Page, site: Site) -> None:
    start_solo(page, "Ann", "easy")
    to_work_phase(page)
    page.locator(".dice-tray button.die").first.click()
    page.locator(".floor-name.target").first.click()
    # Newest first: a Research draw's own line comes above the placement.
    expect(page.locator(".log-lines li").nth(0).or_(page.locator(".log-lines li").nth(1))
           .filter(has_text="places")).to_contain_text(
        re.compile(r"Ann places a \d on (Research and draws|Generate: \+\d energy|Mine: \+\d "
                   r"metal)"))


@pytest.mark.booted
def test_the_pass_screen_says_what_happened_since_your_last_turn(
        page: Page, site: Site) -> None:
    start_multi(page, ["Ann", "Bob"])
    # The first pass screen: nobody has played, so there is no "previous player".
    expect(page.locator(".pass")).not_to_contain_text("previous player")
    page.click('[data-command="reveal"]')
    page.locator("button.take").first.click()
    expect(page.locator(".pass .since")).to_contain_text("Ann takes")
    page.click('[data-command="reveal"]')
    page.locator("button.take").first.click()
    expect(page.locator(".pass .since")).to_contain_text("Bob takes")


# 3: turn-ending moves ask, cost and undo say what they do ---------------------------------------

@pytest.mark.booted
@pytest.mark.parametrize("size", SIZES)
def test_ending_with_dice_left_asks_first(page: Page, site: Site, size: str) -> None:
    page.set_viewport_size(SIZES[size])
    start_solo(page, "Ann", "easy")
    # A paid renewal is never the first choice in the marketplace, and it says its price.
    first = page.locator(".market button").first
    assert "refresh" not in (first.get_attribute("class") or "")
    renew = page.locator(".market .refresh")
    if renew.count():
        expect(renew.first).to_contain_text(re.compile(r"Pay 1 (metal|energy)"))
    to_work_phase(page)
    dice = page.locator(".dice-tray .die").count()
    page.keyboard.press("e")
    question = page.locator(".confirm-end")
    expect(question).to_contain_text("You could still use")
    expect(question).to_contain_text("dice:")
    page.click('[data-command="end-no"]')
    expect(question).to_have_count(0)
    assert page.locator(".dice-tray .die").count() == dice  # nothing was lost
    page.keyboard.press("e")
    page.click('[data-command="end-yes"]')
    expect(page.locator(".status-line")).to_contain_text("Round 2")


@pytest.mark.booted
def test_undo_says_what_it_takes_back_and_why_not(page: Page, site: Site) -> None:
    start_solo(page, "Ann", "easy")
    undo = page.locator('[data-command="undo"]')
    undo.click(force=True)  # nothing to undo yet (aria-disabled): a press says why
    expect(page.locator(".notice-info")).to_contain_text("Nothing to undo")
    to_work_phase(page)
    place_on_generate_or_mine(page)  # it draws nothing, so undo can take it back
    expect(undo.locator(".undo-what")).to_contain_text(re.compile(r"Place a \d on"))
    undo.click()
    expect(undo.locator(".undo-what")).to_have_count(0)


# 4: acting on the pieces ----------------------------------------------------------------------

@pytest.mark.booted
@pytest.mark.parametrize("size", SIZES)
def test_a_die_then_a_floor_places_it(page: Page, site: Site, size: str) -> None:
    page.set_viewport_size(SIZES[size])
    start_solo(page, "Ann", "easy")
    to_work_phase(page)
    free = page.locator(".dice-tray .die").count()
    page.locator(".dice-tray button.die").first.click()
    target = page.locator(".floor-name.target[data-action]").first
    expect(target).to_be_visible()
    action = target.get_attribute("data-action") or ""
    target.click()
    expect(page.locator(".dice-tray .die")).to_have_count(free - 1)
    floor = action.split()[-1]
    expect(page.locator(f".floor-{floor} .floor-slots .die")).not_to_have_count(0)


@pytest.mark.booted
def test_a_die_dragged_onto_a_floor_is_placed(page: Page, site: Site) -> None:
    page.set_viewport_size(SIZES["desktop"])
    start_solo(page, "Ann", "easy")
    to_work_phase(page)
    free = page.locator(".dice-tray .die").count()
    die = page.locator(".dice-tray button.die[draggable]").first
    value = die.get_attribute("data-die")
    floor = page.locator(f'.floor-name[data-drop*=\'"{value}"\']').first
    die.drag_to(floor)
    expect(page.locator(".dice-tray .die")).to_have_count(free - 1)


@pytest.mark.booted
def test_discards_are_picked_from_the_hand(
        page: Page, site: Site, open_again: Callable[..., None]) -> None:
    code = position(26, 14, ["Ann"], "easy")  # Recycling Plant built, cards in hand
    open_again(f"#g={code}")
    plant = page.locator('.compound button.card[data-select="card:recycling-plant"]')
    plant.click()
    # Its moves: two cards to discard, picked on the hand, not from a list of every pair.
    choices = page.locator(".hand .target")
    assert choices.count() >= 2
    hand = page.locator(".hand .card").count()
    choices.first.click()
    expect(page.locator(".hand [aria-pressed='true']")).to_have_count(1)
    assert page.locator(".option-list [data-action]").count() < hand
    page.locator(".hand .target[data-action]").first.click()
    expect(page.locator(".hand .card")).to_have_count(hand - 2 + 1)  # two gone, one drawn
    expect(page.locator(".log-lines")).to_contain_text(
        re.compile(r"Ann activates Recycling Plant \(discard [^)]+\): [^.]*draws a blueprint"))


@pytest.mark.booted
def test_one_of_two_same_cards_is_picked_alone(
        page: Page, site: Site, open_again: Callable[..., None]) -> None:
    code = position(0, 25, ["Ann"], "easy")  # two copies of a card, one can pay for the other
    open_again(f"#g={code}")
    game = ffcore.from_code(code)
    twin = next(a.card for a in game.legal_actions()
                if a.kind == "build" and a.discards[0] == a.card)
    copies = page.locator(f'.hand .card[data-card="{twin}"]')
    expect(copies).to_have_count(2)
    copies.first.click()
    assert copies.first.get_attribute("aria-pressed") == "true"
    assert copies.nth(1).get_attribute("aria-pressed") != "true"
    assert copies.nth(1).get_attribute("data-action") == f"build {twin} discard {twin}"


@pytest.mark.booted
def test_a_suggestion_is_played_by_its_button_and_replaces_a_pick(
        page: Page, site: Site) -> None:
    start_solo(page, "Ann", "easy")
    to_work_phase(page)
    page.locator(".dice-tray button.die").first.click()  # an earlier pick
    page.click('[data-command="suggest"]')
    play = page.locator('[data-command="play-hint"]')
    expect(play).to_be_visible(timeout=60_000)
    expect(page.locator('[aria-pressed="true"]:not(.languages button)')).to_have_count(0)
    assert page.locator(".suggested").count() >= 1
    before = page.locator(".log-lines li").count()
    play.click()
    expect(page.locator(".log-lines li")).not_to_have_count(before)


# 5: phones ------------------------------------------------------------------------------------

@pytest.mark.booted
def test_on_a_phone_picking_does_not_move_the_page_and_choices_stay_at_hand(
        page: Page, site: Site) -> None:
    page.set_viewport_size(SIZES["phone"])
    start_solo(page, "Ann", "easy")
    to_work_phase(page)
    page.locator(".dice-tray").scroll_into_view_if_needed()
    page.evaluate("window.scrollBy(0, 40)")
    before = page.evaluate("window.scrollY")
    page.locator(".dice-tray button.die").first.dispatch_event("click")
    expect(page.locator(".board[data-picking='yes']")).to_be_visible()
    assert abs(page.evaluate("window.scrollY") - before) < 2
    assert in_view(page, ".options")  # the bar of choices, at the bottom of the screen
    expect(page.locator('.options [data-action="end"]')).to_have_count(0)  # narrowed


@pytest.mark.booted
def test_a_card_opens_large_to_be_read(page: Page, site: Site) -> None:
    page.set_viewport_size(SIZES["phone"])
    start_solo(page, "Ann", "easy")
    card = page.locator(".market .blueprints .card").first
    name = card.locator(".card-name").inner_text()
    card.click()  # nothing to do with it now: it opens
    zoom = page.locator(".zoom")
    expect(zoom).to_contain_text(name)
    expect(zoom.locator(".card-rule")).to_be_visible()
    page.keyboard.press("Escape")
    expect(zoom).to_have_count(0)
    page.locator(".market .blueprints .card").nth(1).click(button="right")  # a long press
    expect(zoom).to_be_visible()
    page.click('.zoom [data-command="zoom-close"]')
    expect(zoom).to_have_count(0)


def test_a_touch_screen_gets_a_first_time_tip_and_no_keys(browser: Browser, site: Site,
                                                          guard: object,
                                                          load_ready: Callable[..., None]) -> None:
    context = browser.new_context(viewport=SIZES["phone"], has_touch=True, is_mobile=True)
    page = context.new_page()
    try:
        load_ready(page, site.url())
        start_solo(page, "Ann", "easy")
        expect(page.locator(".card-tip")).to_be_visible()
        expect(page.locator(".keys")).to_be_hidden()
        page.click('[data-command="tip-seen"]')
        expect(page.locator(".card-tip")).to_have_count(0)
        load_ready(page, None)
        expect(page.locator(".board")).to_be_visible()
        expect(page.locator(".card-tip")).to_have_count(0)  # once only
    finally:
        context.close()


# 6: feedback ----------------------------------------------------------------------------------

@pytest.mark.motion
@pytest.mark.booted
def test_a_move_shows_what_it_changed_unless_motion_is_reduced(page: Page) -> None:
    start_solo(page, "Ann", "easy")
    to_work_phase(page)
    place_on_generate_or_mine(page)
    delta = page.locator(".resource .delta")
    expect(delta).to_have_count(1)
    expect(delta).to_have_attribute("data-delta", re.compile(r"^\+\d$"))
    assert delta.evaluate("e => getComputedStyle(e).animationName") == "float-up"
    page.emulate_media(reduced_motion="reduce")
    assert delta.evaluate("e => getComputedStyle(e).animationName") == "none"
    # A card grows under the pointer (no motion needed to read it).
    card = page.locator(".market .card").first
    card.hover()
    assert card.evaluate("e => getComputedStyle(e).transform") != "none"


@pytest.mark.booted
def test_the_final_screen_shows_each_sides_points_and_a_chart(
        page: Page, site: Site, open_again: Callable[..., None]) -> None:
    game = ffcore.new_game(["Ann", "Bob", "Cy"], seed=4)
    chooser = random.Random(4)
    while not game.is_over:
        game.apply(choose(chooser, game.legal_actions(), "kinds"))
    open_again(f"#g={game.to_code()}")
    if page.locator('[data-command="reveal"]').count():
        page.click('[data-command="reveal"]')
    expect(page.locator(".outcome .sheet")).to_have_count(3)
    chart = page.locator(".outcome svg.chart")
    expect(chart).to_have_count(1)
    assert chart.get_attribute("role") == "img" and chart.get_attribute("aria-label")
    for score in game.outcome().players:
        expect(page.locator(".outcome")).to_contain_text(score.name)


# 7: wording -----------------------------------------------------------------------------------

@pytest.mark.booted
def test_counts_read_as_words_do(page: Page, site: Site) -> None:
    start_multi(page, ["Ann", "Bob"])
    page.click('[data-command="reveal"]')
    page.locator("button.take").first.click()
    page.click('[data-command="reveal"]')
    text = page.locator("body").inner_text()
    assert "(s)" not in text and not re.search(r"\b1 (blueprints|goods|cards)\b", text)
    assert status(page).startswith("Round 1")


@pytest.mark.booted
def test_a_click_is_answered_in_its_task_and_drawn_in_the_next(
        page: Page, site: Site) -> None:
    """The page answers a click in the click's own task and draws the answer in the next (as
    an Elm runtime draws apart from its update), so a tap's task does not also hold the
    drawing; a player, and a test player (tools/browsers/answered.py), looks once it shows."""
    start_solo(page, "Ann", "easy")
    within_the_click = page.evaluate("""() => {
        document.querySelector('[data-command="rules"]').click();
        return [window.ffDrawn(), document.querySelector('.rules-ref') !== null];
    }""")
    assert within_the_click == [False, False]
    page.wait_for_function("window.ffDrawn()")
    assert page.locator(".rules-ref").count() == 1
    page.locator('[data-command="rules-back"]').first.click()  # returns once drawn
    assert page.evaluate("window.ffDrawn()")
    assert page.locator(".rules-ref").count() == 0 and page.locator(".board").count() == 1


#: A hand of cards shown, then drawn again with some left out (html_builder.kept_out):
#: returns what the page shows after, and whether it had to compare the whole markup.
MORPHED = """([shown, sent, whole, left]) => {
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = shown;
    const wholes = performance.getEntriesByName('ff-morph-whole').length;
    window.ffMorph(root, sent, whole, left);
    const result = [root.innerHTML,
                    performance.getEntriesByName('ff-morph-whole').length > wholes];
    root.remove();
    return result;
}"""


def _hand(cards: str, kept: str = "") -> str:
    return "<div class='hand'>" + "".join(
        f"<div data-ff-same='{card}'{' data-ff-kept' if card in kept else ''}>"
        + ("" if card in kept else f"<b>{card}</b>") + "</div>" for card in cards) + "</div>"


@pytest.mark.booted
@pytest.mark.parametrize(("before", "after", "kept", "compared"), [
    ("AB", "NAB", "AB", False),  # a card added before two left out: they move down
    ("ABC", "AC", "AC", False),  # a card removed: the one after it moves up
    ("AB", "BA", "AB", False),   # swapped
    ("AB", "AX", "AX", True),    # X is not on the page: the whole markup is compared
])
def test_a_drawing_sends_only_what_changed_and_the_page_shows_it_whole(
        page: Page, site: Site, before: str, after: str,
        kept: str, compared: bool) -> None:
    """What a drawing leaves out because the page shows it the same (web/static/morph.js) ends up
    shown whole wherever the morph pairs it, as if the whole markup had been sent."""
    whole = _hand(after)
    html, whole_compared = page.evaluate(
        MORPHED, [_hand(before), _hand(after, kept), whole, " ".join(kept)])
    assert html.replace('"', "'") == whole
    assert whole_compared == compared
