"""Playing with a friend by link, as two people do on two devices: two browser contexts, each
its own storage and clipboard, one played by mouse and the other by keys. The game is set up
on the first with its second seat "a friend, by link"; after each turn the link goes to the
other device (Send, then the link opened there), for two whole rounds. At every step the
other person's hand is nowhere in the page, nothing asks to replace a game, and each device
keeps its own other game beside this one.
"""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import BrowserContext, Page, expect
from support import Site

import ffcore
from ffcore import BLUEPRINTS, Game
from tools.browsers.driver import (
    command,
    kept_save,
    linked_game,
    play_one,
    start_multi,
    start_solo,
    status,
)
from tools.browsers.keyboard import KeyPlayer

#: Where the player to move on this device is done: the game goes to the friend.
SEND = ".options button.send"
#: Rounds the game goes back and forth.
ROUNDS = 2


def secret_cards(game: Game, name: str) -> set[str]:
    """Return the cards in ``name``'s hand that nothing public shows: no market slot, no
    factory, no line of the log another player may read."""
    state = game.state
    public = {card for card in (*state.market, *state.contractors) if card}
    for player in state.players:
        public.update(player.compound)
    for event in game.log:
        if not event.get("secret"):
            public.update(value for value in event.values() if isinstance(value, str))
            public.update(card for value in event.values() if isinstance(value, list)
                          for card in value if isinstance(card, str))
    return set(state.players[game.names.index(name)].hand) - public


def check_private(page: Page, me: str, game: Game) -> None:
    """Check that the page shows the game as ``me`` may see it ("": before it knows who
    holds the device): only my hand, never the other's, and no question about replacing a
    game."""
    document = page.evaluate("document.documentElement.outerHTML")
    assert "replaces your saved game" not in document
    assert not page.locator('[data-command^="replace"]').count()
    shown = page.locator(".hand [data-card]").evaluate_all(
        "cards => cards.map(card => card.dataset.card)")
    mine = game.state.players[game.names.index(me)].hand if me else []
    assert sorted(shown) == sorted(mine), (me, shown)
    text = page.inner_text("body")
    for other in game.names:
        if other != me:
            for card in secret_cards(game, other):
                assert f'data-card="{card}"' not in document, (other, card)
                assert BLUEPRINTS[card].name not in text, (other, card)


def sent(page: Page) -> str:
    """Return the link the page put on the clipboard when Send was pressed."""
    expect(page.locator(".notice-info")).to_contain_text("send it to")
    link = page.evaluate("navigator.clipboard.readText()")
    assert "#g=" in link
    return str(link)


def open_link(page: Page, link: str, me: str) -> Game:
    """Open a link sent by the friend in the page as it is (only the fragment changes), and
    wait until it shows this person's board; return the game it holds."""
    page.goto(link)
    expect(page.locator(".status-line")).to_contain_text(me)
    return linked_game(link)


def test_two_devices_play_two_rounds_by_link(
        browser_context_factory: Callable[[], BrowserContext], site: Site,
        load_ready: Callable[..., None]) -> None:
    devices = []
    for _ in range(2):
        context = browser_context_factory()
        context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site.origin)
        devices.append(context.new_page())
    ann, bob = devices
    keys = KeyPlayer(bob, explore=False)
    # Each device has a game of its own going.
    load_ready(ann, site.url())
    start_solo(ann, "Ann", "easy", seed=4)
    play_one(ann)
    load_ready(bob, site.url())
    keys.start_solo(seed=5)
    keys.play_one()
    # Ann sets up a game with Bob, who plays on his own device.
    command(ann, "new")
    start_multi(ann, ["Ann", "Bob"], ["human", "link"], seed=6)
    game = ffcore.new_game(["Ann", "Bob"], seed=6)
    asked, sends = False, 0
    while game.round <= ROUNDS:
        sends += 1
        if game.current_player == "Ann":
            while not ann.locator(SEND).count():
                play_one(ann)
            ann.click(SEND)
            link = sent(ann)
            if not asked:  # Bob's device asks once who holds it, before any hand shows
                bob.goto(link)
                expect(bob.locator(".pass.shared")).to_be_visible()
                check_private(bob, "", linked_game(link))
                keys.activate('[data-command="holder"][data-name="Bob"]')
                asked = True
            game = open_link(bob, link, "Bob")
        else:
            while not bob.locator(SEND).count():
                assert keys.play_one(), status(bob)
            keys.activate(SEND)
            game = open_link(ann, sent(bob), "Ann")
        check_private(ann, "Ann", game)
        check_private(bob, "Bob", game)
    assert sends >= 3 * ROUNDS and game.round == ROUNDS + 1  # the turns of each phase
    assert keys.losses == []
    # Both devices keep the game, up to date, beside their own other game.
    for page, own in ((ann, "Ann"), (bob, "Player")):
        saved = kept_save(page)
        assert saved is not None and saved["names"] == ["Ann", "Bob"]
        command(page, "new")
        games = page.locator(".kept-game")
        expect(games).to_have_count(2)
        expect(games.filter(has_text="With friends, by link")).to_have_count(1)
        expect(games.filter(has_text="Solo against The Machine")).to_contain_text(own)
