"""The game in Firefox and WebKit (every iPhone browser), played through the page.

The whole suite runs in Chromium (e2e/); this smoke runs in each other engine what a player
meets first: the page becomes ready, a solo round is played with the page's controls and keys,
a reload resumes the game, and a shared link opens it in another profile. The `player` fixture
fails a test on any page error, console error, failed load or request that left the local
server (see conftest.py).
"""

from __future__ import annotations

import json
import os
import subprocess
import threading
from collections.abc import Callable
from pathlib import Path
from typing import IO

import pytest
from player import READY, READY_TIMEOUT_S, Player
from support import Site

from tools.bench import bench_memory
from tools.browsers import engines
from tools.browsers.driver import DEAL, DEAL_SCRIPT, KEPT_SAVE, SEED_BYTES, linked_game

#: On one worker of pytest-xdist (`--dist loadgroup`): each engine starts once.
pytestmark = pytest.mark.xdist_group("engines")

HOSTILE = "<img src=x onerror=alert(1)>"
#: The Machine's whole work phase, with its pauses after each move.
MACHINE_TIMEOUT_S = 90
#: How often the old-screens test opens and closes the rules over a board, by each kind of
#: input: each board kept would count one.
ROUND_TRIPS = 6
#: Screens one kind of press drew over that a busy machine may not have collected yet when
#: they are counted: half of them, where the fault keeps every one (12). Counted by kind, as
#: the fault is: a busy WebKit has kept 5, 7 and 8 of the three kinds' 36 together, scattered
#: over the kinds.
LATE = ROUND_TRIPS
#: The collections the page is made to make before the screens are counted, each ended as
#: soon as no more than LATE are left: WebKit's collector scans stacks conservatively and
#: may keep a screen one collection longer, more often on a loaded machine (7 of 36 past
#: three, once, with two more processes busy beside the suite); a kept one never goes.
COLLECTIONS = 6
#: Stands between the page and navigator.clipboard.writeText: notes the text and whether the
#: browser took it (a test cannot read the clipboard back in every engine).
CLIPBOARD_SPY = """(() => {
  const clipboard = navigator.clipboard;
  const write = clipboard.writeText.bind(clipboard);
  clipboard.writeText = (text) => {
    const copy = window.__ffCopy = {text, done: false};
    const written = write(text);
    written.then(() => Object.assign(copy, {done: true, ok: true}),
                 (error) => Object.assign(copy, {done: true, ok: String(error)}));
    return written;
  };
  return true;
})()"""

#: Counts the pieces' motions started (web/static/motion.js animates each with the id "ff-travel").
TRAVEL_SPY = """(() => {
  window.__ffTravels = 0;
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (keyframes, options) {
    if (options && options.id === 'ff-travel') window.__ffTravels += 1;
    return animate.call(this, keyframes, options);
  };
  return true;
})()"""


def start_solo(player: Player, name: str, seed: int = DEAL) -> None:
    """Start a solo game on easy from the start screen, the deal of ``seed``
    (tools/browsers/driver.py)."""
    player.tab.fill("#solo-name", name)
    player.click('input[name="level"][value="easy"]')
    player.tab.run(f"({DEAL_SCRIPT})({seed})")
    player.click('[data-command="start-solo"]')
    player.wait_text(".status-line", "Market phase")
    assert player.tab.run("window.__ffDealt") == SEED_BYTES
    assert json.loads(player.tab.run(KEPT_SAVE))["seed"] == seed


def try_to_build(player: Player) -> bool:
    """Build the first card of the hand that can be built; return whether one was."""
    cards = player.tab.run(
        "[...document.querySelectorAll('.hand button.card.can-act')].map(c => c.dataset.card)")
    for card in dict.fromkeys(cards):
        player.click(f'.hand button.card[data-card="{card}"]')
        if player.has(".option-list .option-build"):
            player.click(".option-list .option-build")
            return True
        player.tab.press("Escape")
    return False


def use_a_die(player: Player) -> None:
    """Select the first die and make its first move."""
    player.click(".dice-tray button.die")
    player.click(".option-list [data-action]")


def play_work_phase(player: Player) -> bool:
    """Use every die, building whenever a card can be built, then End; return whether one was
    built. Along the way, the keys: Escape drops a selection, U takes a placement back."""
    player.wait_text(".status-line", "Your turn")
    player.click(".dice-tray button.die")
    assert player.has('.dice-tray button.die[aria-pressed="true"]')
    player.tab.press("Escape")
    assert not player.has('.dice-tray button.die[aria-pressed="true"]')
    dice = player.tab.count(".dice-tray .die")
    use_a_die(player)
    if player.has('[data-command="undo"][aria-disabled="false"]'):  # not after a card was drawn
        player.tab.press("u")
        assert player.tab.count(".dice-tray .die") == dice
        use_a_die(player)
    built = False
    for _ in range(12):
        built = try_to_build(player) or built
        if not player.has(".dice-tray button.die"):
            break
        use_a_die(player)
    built = try_to_build(player) or built
    player.click('.option-list [data-action="end"]')
    if player.has('[data-command="end-yes"]'):  # a card could still be used: asked first
        player.click('[data-command="end-yes"]')
    return built


def runtime_downloads(player: Player) -> list[str]:
    """The runtime's big files the page took from the network (not from a preload or cache)."""
    return list(player.tab.run("""performance.getEntriesByType('resource')
        .filter(e => e.transferSize > 0).map(e => e.name.split('/').pop())
        .filter(name => name === 'pyodide.asm.wasm' || name.startsWith('stdlib-')
                        || name.endsWith('.snapshot'))
        .map(name => name.endsWith('.snapshot') ? 'snapshot' : name.split('-')[0]).sort()"""))


def test_a_solo_round_a_reload_and_a_share_link(player: Player, new_player: Callable[[], Player],
                                                probed_site: Site,
                                                missing_on_purpose: set[str]) -> None:
    """One scenario, as the loads are slow in WebKit (three here)."""
    player.tab.goto(probed_site.url())
    # While Python starts, the indicator ticks round: turning smoothly, redrawn 60 times a
    # second, it doubled the load in WebKit without a GPU (docs/engines.md).
    # As probe.js noted it while it showed (WebKit's driver may come back before the page is
    # parsed, and a restored Python may be ready before a later look).
    name, timing = player.tab.wait_for("window.__ffSpinner")
    assert name == "spin"
    assert timing.startswith("steps(")
    player.tab.wait_for(READY, READY_TIMEOUT_S)
    assert player.text("#start-heading") == "New game"
    # Python was restored from the build's memory snapshot, in this engine too.
    assert player.tab.run("performance.getEntriesByName('ff-snapshot-restored').length") == 1
    # The runtime's big files crossed the network once: begun early by payloads.mjs, whose
    # download Pyodide's fetch takes over, in every engine.
    assert runtime_downloads(player) == ["pyodide.asm.wasm", "snapshot", "stdlib"]
    start_solo(player, HOSTILE)
    # The name is text: shown as typed, never turned into an element.
    assert HOSTILE in player.text("#factory-heading")
    assert player.tab.count("#app img") == 0

    # Round 1, its pieces travelling (motion is on unless the system asks for less).
    player.tab.run(TRAVEL_SPY)
    player.click("button.take")  # a blueprint from the market
    player.wait_text(".status-line", "Work phase")
    play_work_phase(player)
    # The Machine's turn, then round 2 comes back to the player.
    player.wait_text(".log-lines", "The Machine", MACHINE_TIMEOUT_S)
    player.wait_text(".status-line", "Round 2", MACHINE_TIMEOUT_S)
    player.wait_text(".status-line", "Your turn", MACHINE_TIMEOUT_S)
    assert player.tab.run("window.__ffTravels") > 0
    # Each motion ends, none left holding an element.
    player.tab.wait_for("document.getAnimations().every(a => a.id !== 'ff-travel')")

    # A reload resumes the game exactly.
    parts = (".status-line", ".log-lines", ".factory")
    before = [player.text(part) for part in parts]
    player.open(None)
    assert [player.text(part) for part in parts] == before

    # Back closes a screen the player opened, without loading the page again.
    player.tab.run("window.__ffNoReload = true")
    player.click('[data-command="rules"]')
    player.tab.wait_for("!!document.querySelector('.rules-ref')")
    player.tab.run("history.back()")
    player.tab.wait_for("!!document.querySelector('.board')")
    assert [player.text(part) for part in parts] == before
    assert player.tab.run("window.__ffNoReload === true")

    # "Copy link": the browser's clipboard takes it...
    player.tab.run(CLIPBOARD_SPY)
    player.click('[data-command="copy"]')
    player.wait_text(".notice-info", "Link copied")
    copied = player.tab.wait_for("window.__ffCopy?.done && window.__ffCopy")
    assert copied["ok"] is True, f"the clipboard refused the link: {json.dumps(copied)}"
    link = copied["text"]
    assert link.startswith(probed_site.url("#g="))
    # ... and it opens the same game in a fresh profile, the name still plain text.
    friend = new_player()
    friend.open(link)
    friend.wait_text(".status-line", "Round 2")
    for part in (".status-line", "#factory-heading", ".factory"):
        assert friend.text(part) == player.text(part)
    assert friend.tab.count("#app img") == 0
    assert "#g=" not in friend.tab.run("location.href")  # the game now lives in its save

    # The same link as chat apps and people mangle it: a doubled slash, an encoded "#"
    # (which the site's 404 page forwards to the game).
    encoded = link.replace("/#g=", "/%23g=")
    missing_on_purpose.add(encoded.removeprefix(probed_site.origin))
    for mangled in (link.replace("/#g=", "//#g="), encoded):
        other = new_player()
        other.open(mangled)
        other.wait_text(".status-line", "Round 2")
        assert other.text("#factory-heading") == player.text("#factory-heading")
        assert other.tab.run("location.pathname") == "/"


#: Sets a field of the start screen as a person choosing in it would (a select's option).
CHOOSE = """((selector, value) => {
  const field = document.querySelector(selector);
  field.value = value;
  field.dispatchEvent(new Event('change', {bubbles: true}));
})(%s, %s)"""


def sent_link(player: Player) -> str:
    """Press Send (the friend's move), and return the link the clipboard took."""
    player.tab.run(CLIPBOARD_SPY)
    player.click(".options button.send")
    player.wait_text(".notice-info", "send it to")
    copied = player.tab.wait_for("window.__ffCopy?.done && window.__ffCopy")
    assert copied["ok"] is True, f"the clipboard refused the link: {json.dumps(copied)}"
    return str(copied["text"])


def hand(player: Player) -> list[str]:
    return sorted(player.tab.run(
        "[...document.querySelectorAll('.hand [data-card]')].map(card => card.dataset.card)"))


def test_a_game_by_link_goes_to_a_friend_and_back(player: Player,
                                                  new_player: Callable[[], Player],
                                                  probed_site: Site) -> None:
    """Ann sets up a game with Bob by link, takes a blueprint and sends it; Bob, on another
    profile, says who he is, takes his and sends it back; Ann's game comes up to date, asking
    nothing. Neither page ever holds the other's hand."""
    player.open(probed_site.url())
    player.tab.run(CHOOSE % (json.dumps("#seat-2"), json.dumps("link")))
    player.tab.fill("#name-1", "Ann")
    player.tab.fill("#name-2", "Bob")
    player.click('[data-command="start-multi"]')
    player.wait_text(".status-line", "Your turn, Ann")
    player.click("button.take")
    link = sent_link(player)
    game = linked_game(link)
    assert hand(player) == sorted(game.state.players[0].hand)
    friend = new_player()
    friend.open(link)
    friend.wait_text(".pass", "Who are you")
    assert hand(friend) == []
    friend.click('[data-command="holder"][data-name="Bob"]')
    friend.wait_text(".status-line", "Your turn, Bob")
    assert hand(friend) == sorted(game.state.players[1].hand)
    friend.click("button.take")
    back = sent_link(friend)
    player.tab.goto(back)  # the same page: only the fragment changes
    player.wait_text(".status-line", "Work phase")
    game = linked_game(back)
    assert hand(player) == sorted(game.state.players[0].hand)
    assert player.tab.count('[data-command^="replace"]') == 0
    assert json.loads(player.tab.run(KEPT_SAVE))["actions"] == game.action_texts()


#: Presses Start on the start screen; says whether the engine was not ready yet, and whether
#: the button then said it waits (aria-busy).
PRESS_START = """(() => {
  const early = document.body.dataset.ffReady !== '1';
  const start = document.querySelector('[data-command="start-solo"]');
  start.click();
  return [early, start.getAttribute('aria-busy')];
})()"""


def test_a_start_pressed_before_the_engine_is_ready_opens_that_game(
        player: Player, probed_site: Site) -> None:
    """The painted start screen is used at once (web/static/paint.js): a name typed and Start
    pressed as soon as it shows, while the engine still loads, open that game once it is
    ready."""
    player.tab.goto(probed_site.url())
    player.tab.wait_for("!!document.querySelector('#screen-start.painted #solo-name')")
    player.tab.fill("#solo-name", "Zoë")
    # The press and what the button says, in one task: nothing of the engine's comes between.
    # (A restored Python may be ready at once, the press then the engine's own.)
    early, waiting = player.tab.run(PRESS_START)
    if early:
        assert waiting == "true"
    player.tab.wait_for(READY, READY_TIMEOUT_S)
    player.wait_text("#factory-heading", "Zoë")
    assert json.loads(player.tab.run(KEPT_SAVE))["names"] == ["Zoë"]


#: The kinds of input whose presses the old-screens test makes, in one page (a boot is slow
#: in WebKit): each in turn, its screens counted before the next.
KINDS = ("mouse", "keyboard", "script")
#: How many of the screens noted at one reading (one kind's) still exist out of the document:
#: tools/bench/bench_memory.py's KEPT, by kind.
KEPT_OF_KIND = """((reading) => (globalThis.ffBenchMarks ?? []).filter((mark) => {
  const { refs, reading: noted } = mark;
  const parts = refs.map((ref) => ref.deref()).filter((part) => part !== undefined);
  return noted === reading && parts.length > 0 && !parts.some((part) => part.isConnected);
}).length)(%d)"""


def test_screens_drawn_over_are_not_kept(player: Player, probed_site: Site) -> None:
    """Screens the page drew over are garbage, whatever pressed the controls: the driver's
    mouse, keys (Enter and Space on the control focused) or a script's ``click()`` (issues
    30 and 44). Neither engine lets a page force a collection nor counts detached nodes, so
    each screen is noted in a WeakRef (tools/bench/bench_memory.py), the page made to collect
    (allocations), up to COLLECTIONS times, and each kind's screens counted: a screen collected
    late may last the first (LATE). A screen that closes leaves the page whole (each screen is
    an element of its own, #screen-NAME, into which its drawings are morphed), and Firefox
    keeps the tree of an element a press or the focus went to, unless web/static/morph.js takes
    apart what left the page."""
    player.open(probed_site.url())
    start_solo(player, "Ann")
    for n, kind in enumerate(KINDS, 1):
        press = bench_memory.InputPlayer(player.tab, kind).press
        for _ in range(ROUND_TRIPS):
            player.tab.run(bench_memory.MARK % n)
            press('[data-command="rules"]')
            player.tab.wait_for("!!document.querySelector('.rules-ref')")
            player.tab.run(bench_memory.MARK % n)
            press('[data-command="rules-back"]')
            player.tab.wait_for("!!document.querySelector('.board')")
        # Made to collect, up to COLLECTIONS times, each time given until this kind's screens
        # are gone, or SETTLE_S, to finish collecting.
        collected = f"({KEPT_OF_KIND % n}) <= {LATE}"
        for _ in range(COLLECTIONS):
            player.tab.run(bench_memory.PRESSURE)
            try:
                player.tab.wait_for(collected, bench_memory.SETTLE_S)
                break
            except engines.EngineError:
                continue
        kept = player.tab.run(KEPT_OF_KIND % n)
        assert player.tab.run(bench_memory.KEPT % n)[2] == 2 * ROUND_TRIPS * n
        assert kept <= LATE, f"{kind}: {kept} of its {2 * ROUND_TRIPS} screens drawn over kept"


def test_webkit_console_stays_clean_while_the_page_loads(probed_site: Site,
                                                         tmp_path: Path) -> None:
    """WebKit's own console messages (CSP, preloads, service worker...), which WebKitWebDriver
    does not report: MiniBrowser on its own prints every one (in a fresh profile under
    tmp_path)."""
    xvfb = engines.Xvfb()
    profile = {f"XDG_{kind}_HOME": str(tmp_path / kind) for kind in ("DATA", "CACHE", "CONFIG")}
    browser = subprocess.Popen(
        [engines.MINIBROWSER, "--enable-write-console-messages-to-stdout=true",
         probed_site.url()], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        env={**os.environ, **profile, **engines.WITHOUT_COMPOSITING, "DISPLAY": xvfb.display})
    assert browser.stdout
    lines: list[str] = []
    ready = threading.Event()  # the service worker is ready, or MiniBrowser stopped

    def read(stdout: IO[str]) -> None:
        for line in iter(stdout.readline, ""):
            lines.append(line)
            if "ff-probe: service worker ready" in line:
                ready.set()
        ready.set()

    threading.Thread(target=read, args=(browser.stdout,), daemon=True).start()
    try:
        assert ready.wait(READY_TIMEOUT_S), f"not ready; console: {lines}"
        assert browser.poll() is None, f"MiniBrowser stopped; console: {lines}"
    finally:
        browser.terminate()
        browser.wait(timeout=10)
        xvfb.close()
    assert any("ff-probe: game ready" in line for line in lines)
    console = [line for line in lines if "CONSOLE" in line]
    assert not [line for line in console if " ERROR " in line or " WARN " in line], console


def test_firefox_s_own_scope_is_reached_by_measurements_only(gate: engines.Gate) -> None:
    """tools/bench/bench_memory.py has Firefox collect in every process before a reading,
    asked in the browser's own scope (`FirefoxEngine.minimize`); a Firefox started as the
    smoke starts it, whose pages are the ones tested, refuses the same request."""
    with engines.launch("firefox", gate) as smoke, pytest.raises(engines.EngineError,
                                                                 match="System access"):
        smoke.minimize()
    with engines.launch("firefox", gate, system_access=True) as measured:
        measured.minimize()
        measured.minimize()  # again: nothing the first left behind stands in its way
