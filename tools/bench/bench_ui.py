#!/usr/bin/env python3
"""Responsiveness benchmark of the game page (a measurement, not a test).

Plays games through the page in Debian's Chromium, clicking as a person would
(tools/browsers/driver.py), and reads the page's own `ff-update` measures: from the
click event to the next animation frame after the board was redrawn. With
``--bots`` it also plays a 2-player game against a strong bot and reports its
mean thinking time per decision (time in the search, not the pauses), and the
longest main-thread task while bots think (the page must never freeze for
more than 200 ms at a time). With ``--hints N`` it asks for N suggestions in
solo games (the strong bot's solo budget), one before each move, and reports
the wait from the click on Suggest to the suggestion on the board (by the page's
clock, as for clicks: the click event to the frame that shows it; beside it, as
Playwright saw it, its own checks before clicking included). The bot and
solo games are opened as links to fixed seeds, so every run plays the same. With
``--foreman N`` it opens N game links at a Foreman choice (the costliest single
decision: every set of dice values is planned) and reports the longest task
while a strong bot in the second seat makes it, and while a suggestion for it
is worked out in a solo game. With ``--long N`` it opens the link of a 2-player game that
has stalled for N actions (nobody builds) and measures clicks there beside clicks in a
new 2-player game: a click must not cost in proportion to the game's length. With
``--review`` it opens two finished solo games as replay links (a strong bot's on hard
and a random player's, fixed seeds), asks for the review, and reports the time from
the click to the costliest moves listed and the longest main-thread task meanwhile.
With ``--coach N`` it starts solo games on medium with the coach ticked on the start
screen and plays N moves on the pieces, letting the coach judge each (its slices are
``ff-coach`` measures); it reports the coach's slices (count, p95, longest), the longest
main-thread task that drew nothing while it worked, and the notes it gave.

With ``--table`` it plays two rounds of one player and four strong bots on a phone's
screen (390x844, touch), the player's turns played by Suggest, pressed two seconds
after the player's turn starts (and after each of its moves), and "Play the
suggestion", the pauses after bot moves left as a player sees them. It reports the
waiting for the bots per round (from the player's move to the player's next turn,
wall time), of which thinking (the ``ff-bot-strong`` measures) and pauses
(``ff-bot-pause``), a bot decision's median, 95th percentile and longest, the tasks
over 200 ms, the frames while pieces travel (their intervals, those dropped, the tasks over
50 ms begun meanwhile, after a motion's first frame: web/static/motion.js, at the pace of
``--pace``, else the default), and the wait from Suggest to the suggestion. ``--returning``
opens the game as a returning visit does, the service worker keeping the site (the bots'
thinker off the page's thread starts only then: web/glue/thinker.py); ``--no-service-worker``
opens it where no service worker can keep the site (a first visit's first moments, a browser
that has none), the page thinking for the bots itself. ``--table-games N``
plays N such games (seeds 1 to N; from S on with ``--table-seed S``) and adds their figures
together:
how many moves the bots make in two rounds, and so how long the player waits, depends on
the deal. ``--cpu 4`` slows the processor of every page measured fourfold through the
Chrome DevTools Protocol (``Emulation.setCPUThrottlingRate``, as Lighthouse's mobile preset
does) once the page is ready, and the bots' thinker's in its worker from its start (a wait
after each step of its thinking: web/static/thinker.js);
``--site DIR`` measures another build than ``dist/`` (say, the version before a change,
built from its own checkout), so before and after run side by side.

    .venv/bin/python -m tools.bench.bench_ui [--clicks 300] [--bots] [--hints 40] [--foreman 4]
                                       [--hint-games 3 --level insane]
                                       [--long 13000] [--review]
                                       [--table [--table-games 4] [--table-seed 1]]
                                       [--cpu 4] [--pace fast] [--returning | --no-service-worker]
                                       [--site DIR]
    (make bench-ui: --bots --hints 40 --foreman 4 --long 13000 --review)
    .venv/bin/python -m tools.bench.bench_ui --clicks 0 --table --cpu 4   # a phone, four bots
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from playwright.sync_api import Locator, Page, expect, sync_playwright

from tools.bench import bench_memory
from tools.browsers import answered
from tools.browsers.driver import play_one, start_solo
from tools.browsers.engines import CHROMIUM, CHROMIUM_ARGS
from tools.serve import serve_site

ROOT = Path(__file__).resolve().parents[2]

LONG_TASKS = """
window.__longTasks = [];
new PerformanceObserver(list => {
  for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
}).observe({type: 'longtask', buffered: true});
// When the page changed: the observer runs at the end of the task that changed it, so a long
// task holding one of these times drew something, and one holding none only computed. (The
// body's data-ff-work and data-ff-replay, which name the work running, draw nothing: a
// bot's thinking sets them.)
window.__drawn = [];
new MutationObserver(records => {
  if (records.some(r => !(r.type === 'attributes' && r.target === document.body)))
    window.__drawn.push(performance.now());
}).observe(document, {childList: true, subtree: true, attributes: true, characterData: true});
"""
#: While a piece travels (web/static/motion.js's animations, id "ff-travel"): each frame's interval
#: (ms) from the one before it, and each motion's time on the page's clock, from its first frame
#: (after the task that drew its move) to its end: the long tasks begun meanwhile, after that
#: first frame, are those issue #107 counts.
MOTION_FRAMES = """
window.__motionFrames = [];
window.__motions = [];
const __seen = new WeakSet();
let __last = 0;
const __frame = (now) => {
  const running = document.getAnimations()
    .filter(a => a.id === 'ff-travel' && a.playState === 'running');
  for (const a of running) {
    if (__seen.has(a) || a.startTime === null) continue;
    __seen.add(a);
    window.__motions.push([a.startTime, a.startTime + a.effect.getComputedTiming().endTime]);
  }
  const moving = running.length > 0;
  if (moving && __last) window.__motionFrames.push([now, now - __last]);
  __last = moving ? now : 0;
  requestAnimationFrame(__frame);
};
requestAnimationFrame(__frame);
"""
#: The durations of tasks over 50 ms since the page was ready (loading Pyodide does not count).
TASKS_SINCE_READY = """() => {
  const ready = performance.getEntriesByName('ff-ready')[0].startTime;
  return window.__longTasks.filter(([start]) => start >= ready).map(([, duration]) => duration);
}"""
SUGGESTION_SHOWN = ("() => { const hint = document.querySelector('.suggestion');"
                    " return hint !== null && hint.textContent.startsWith('Suggestion'); }")
#: A suggestion's wait by the page's clock, as the page measures a click's (ff-update): from
#: the click event on Suggest to the next animation frame after the suggestion is drawn.
#: Playwright's own checks before it clicks (the button scrolled to, still for two frames,
#: hit) take hundreds of milliseconds on a busy page slowed fourfold, and no player waits
#: for them; a player's click waits only for the task under way, which this counts.
SUGGESTION_CLOCK = """
window.__suggest = null;
document.addEventListener('click', event => {
  if (event.target.closest && event.target.closest('[data-command="suggest"]'))
    window.__suggest = {clicked: event.timeStamp, shown: 0};
}, true);
new MutationObserver(() => {
  const asked = window.__suggest;
  const hint = document.querySelector('.suggestion');
  if (asked && !asked.shown && hint && hint.textContent.startsWith('Suggestion')) {
    asked.shown = -1;
    requestAnimationFrame(() => { asked.shown = performance.now(); });
  }
}).observe(document, {subtree: true, childList: true, characterData: true});
"""
#: The player may act: Suggest is enabled and no bot is to move.
PLAYER_TURN = ("() => document.querySelector('[data-command=\"suggest\"]:not([disabled])') !== null"
               " && document.querySelector('.skip') === null")
#: The page's redraws after clicks so far.
UPDATES = "performance.getEntriesByName('ff-update').length"
#: A frame at 60 Hz (ms).
FRAME_MS = 1000 / 60
#: A phone's screen, as the issue measured (a 390x844 touch screen).
PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True,
         "device_scale_factor": 3}
DESKTOP = {"viewport": {"width": 1280, "height": 900}}
#: The table of --table: the player, then four strong bots.
TABLE = (("Ann", "human"), ("Bea", "strong"), ("Cid", "strong"), ("Dot", "strong"),
         ("Eli", "strong"))
#: The seed of --table's game; --table-games N plays seeds TABLE_SEED to TABLE_SEED + N - 1
#: (--table-seed S: from S on).
TABLE_SEED = 1
#: The rounds --table plays: in round 2 the player (the first seat) works last.
TABLE_ROUNDS = 2
#: How long the player looks at the board before pressing Suggest (seconds).
SUGGEST_AFTER = 2.0


@dataclass(frozen=True)
class MeasuredSite:
    """The browser, the address of the build it measures, and how slow its pages run."""

    browser: Any
    base: str
    #: How many times slower each page's processor runs once the page is ready (--cpu).
    cpu: float = 1.0
    #: The pace of motion chosen on the device (--pace; "": the default).
    pace: str = ""
    #: Whether each page is a returning visit's (--returning): opened once the service worker
    #: keeps the site, as the bots' thinker waits for (web/glue/thinker.py).
    returning: bool = False
    #: Whether service workers are blocked (--no-service-worker): the bots' thinker never
    #: starts, the page thinks for them.
    no_service_worker: bool = False


def percentile(values: list[float], share: float) -> float:
    """Return the value below which ``share`` of the values lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def main() -> int:
    answered.install()  # the player looks once the page has answered (answered.py)
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clicks", type=int, default=300, help="clicks to measure")
    parser.add_argument("--bots", action="store_true", help="also measure a bot game")
    parser.add_argument("--decisions", type=int, default=60,
                        help="strong bot decisions to measure with --bots")
    parser.add_argument("--hints", type=int, default=0,
                        help="suggestions to ask for in a solo game (0: none)")
    parser.add_argument("--hint-games", type=int, default=0,
                        help="whole solo games to ask a suggestion before every move of "
                             "(0: none; issue #66's measure, with --level insane)")
    parser.add_argument("--level", default="medium", choices=("easy", "medium", "hard", "insane"),
                        help="The Machine's level in the games of --hints and --hint-games")
    parser.add_argument("--foreman", type=int, default=0,
                        help="game links at a Foreman choice to open (0: none)")
    parser.add_argument("--long", type=int, default=0,
                        help="actions of a stalled game to open and click in (0: none)")
    parser.add_argument("--review", action="store_true",
                        help="also time the review of two finished solo games")
    parser.add_argument("--coach", type=int, default=0,
                        help="moves to play in solo games with the coach on (0: none)")
    parser.add_argument("--table", action="store_true",
                        help="play two rounds of one player and four strong bots on a phone")
    parser.add_argument("--table-games", type=int, default=1,
                        help="--table's games, seeds 1 to N (or from --table-seed on), their "
                             "figures also added together")
    parser.add_argument("--table-seed", type=int, default=TABLE_SEED,
                        help="the seed of --table's first game (other games than seeds 1 to N)")
    parser.add_argument("--pace", choices=("off", "fast", "normal", "slow"), default="",
                        help="the pace of motion chosen in the settings (default: none chosen)")
    parser.add_argument("--returning", action="store_true",
                        help="open each page as a returning visit, its service worker ready")
    parser.add_argument("--no-service-worker", action="store_true",
                        help="block service workers: the page thinks for the bots itself")
    parser.add_argument("--cpu", type=float, default=1.0,
                        help="slow every page's processor this many times (CDP)")
    parser.add_argument("--site", type=Path, default=ROOT / "dist",
                        help="the built site to measure")
    args = parser.parse_args()
    server, base = serve_site.serve_in_thread(args.site)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        if args.returning and args.no_service_worker:
            parser.error("--returning needs the service worker that --no-service-worker blocks")
        site = MeasuredSite(browser, base, args.cpu, args.pace, args.returning,
                            args.no_service_worker)
        if args.clicks:
            measure_clicks(site, args.clicks)
        if args.bots:
            measure_bot_game(site, args.decisions)
        if args.hints or args.hint_games:
            waits, seen = measure_hints(site, args.hints, args.level, args.hint_games)
            print(f"suggestion in a solo game on {args.level}, {len(waits)} asked: mean "
                  f"{statistics.mean(waits):.3f} s, p95 {percentile(waits, 0.95):.3f} s, "
                  f"max {max(waits):.3f} s (the click event to the frame that shows it); as "
                  f"Playwright sees it, its checks before clicking included: mean "
                  f"{statistics.mean(seen):.3f} s, p95 {percentile(seen, 0.95):.3f} s, max "
                  f"{max(seen):.3f} s")
        if args.long:
            for actions in (0, args.long):
                times = measure_game_clicks(site, stalled_link(actions), 80)
                print(f"click to updated board in a 2-player game of {actions} actions, "
                      f"{len(times)} redraws: median {statistics.median(times):.1f} ms, "
                      f"p95 {percentile(times, 0.95):.1f} ms, max {max(times):.1f} ms")
        if args.foreman:
            bot, hint = measure_foreman(site, args.foreman)
            print(f"a Foreman choice, {args.foreman} links: longest task {max(bot):.0f} ms while a "
                  f"strong bot makes it, {max(hint):.0f} ms while a solo suggestion is worked out")
        if args.table:
            tables = [measure_table(site, args.table_seed + game)
                      for game in range(args.table_games)]
            if len(tables) > 1:
                print_tables(tables, site.cpu, args.table_seed)
        if args.coach:
            measure_coach(site, args.coach)
        if args.review:
            for kind, code in review_codes():
                seconds, longest, actions = measure_review(site, code)
                print(f"review of {kind} ({actions} actions): {seconds:.1f} s from the click to "
                      f"the costliest moves, longest task {longest:.0f} ms meanwhile")
        browser.close()
    server.shutdown()
    return 0


def review_codes() -> list[tuple[str, str]]:
    """Return the share codes of two finished solo games, the same on every run."""
    import random

    from ffcore import bots, new_game

    found = []
    for kind, machine in (("a strong bot's game on hard", "hard"),
                          ("a random player's game on medium", "medium")):
        game = new_game(["Ann"], seed=1, machine=machine)
        bot = bots.make("strong" if machine == "hard" else "random", seed=1)
        chooser = random.Random(1)
        while not game.is_over:
            if machine == "hard":
                game.apply(bot.choose(game.view("Ann")))
            else:
                game.apply(chooser.choice(game.legal_actions()))
        found.append((kind, game.to_code()))
    return found


def measure_review(site: MeasuredSite, code: str) -> tuple[float, float, int]:
    """Review a game's replay in a fresh page; return the seconds from the click to the
    findings, the longest task meanwhile (ms), and the game's actions."""
    page = _fresh_page(site, "#r=" + code)
    page.evaluate("window.__longTasks = []")
    started = time.perf_counter()
    page.click('[data-command="review"]')
    expect(page.locator(".review progress")).to_have_count(0, timeout=300_000)
    seconds = time.perf_counter() - started
    longest = max(page.evaluate(TASKS_SINCE_READY), default=0.0)
    actions = int(page.locator(".replay-where").inner_text().split()[3])
    page.context.close()
    return seconds, longest, actions


def foreman_codes(count: int, machine: str | None) -> list[str]:
    """Return share codes of games where the last seat must set its first Foreman die.

    Steady bots play, hiring the Foreman whenever the last seat can.
    """
    from ffcore import new_game
    from ffcore.bots import make

    names = ["Ann"] if machine else ["Ann", "Bob"]
    last = len(names) - 1
    codes: list[str] = []
    seed = 0
    while len(codes) < count:
        seed += 1
        game = new_game(names, seed=seed, machine=machine)
        bots = {name: make("steady", seed=seed) for name in names}
        while not game.is_over:
            state = game.state
            if state.seat == last and state.step == "foreman" \
                    and not any(die.value for die in state.players[last].dice):
                codes.append(game.to_code())
                break
            hire = [action for action in game.legal_actions() if state.seat == last
                    and action.kind == "hire" and state.contractors[action.number - 1] == "foreman"]
            name = game.current_player
            assert name is not None
            game.apply(hire[0] if hire else bots[name].choose(game.view(name)))
    return codes


def measure_foreman(site: MeasuredSite, count: int) -> tuple[list[float], list[float]]:
    """Return the longest task (ms) for each Foreman link: with a strong bot, and a suggestion."""
    bot: list[float] = []
    hint: list[float] = []
    for code in foreman_codes(count, None):
        page = _fresh_page(site, f"#g={code}&s=human.strong")
        page.wait_for_function(
            "performance.getEntriesByName('ff-bot-strong').length > 0", timeout=120_000)
        bot.append(max(page.evaluate(TASKS_SINCE_READY), default=0.0))
        page.context.close()
    for code in foreman_codes(count, "medium"):
        page = _fresh_page(site, f"#g={code}")
        page.click('[data-command="suggest"]')
        page.wait_for_function(SUGGESTION_SHOWN, timeout=120_000, polling=10)
        hint.append(max(page.evaluate(TASKS_SINCE_READY), default=0.0))
        page.context.close()
    return bot, hint


def _fresh_page(site: MeasuredSite, fragment: str, phone: bool = False) -> Page:
    """Open the page (the game at ``fragment``, if any) in a new context with no saved game.

    Once it is ready, its processor is slowed as the site says (loading is not measured).
    """
    page: Page = site.browser.new_context(
        **(PHONE if phone else DESKTOP),
        service_workers="block" if site.no_service_worker else "allow").new_page()
    page.add_init_script(LONG_TASKS)
    page.add_init_script(SUGGESTION_CLOCK)
    page.add_init_script(MOTION_FRAMES)
    if site.pace:
        page.add_init_script(f"localStorage.setItem('ff-motion', {site.pace!r})")
    if site.returning:  # a first visit, until its service worker keeps the site
        page.goto(site.base)
        page.wait_for_selector("body[data-sw-ready]", state="attached", timeout=120_000)
    # A phone's other cores are as slow: the bots' thinker's too (web/static/thinker.js), which
    # DevTools' throttling leaves at full speed.
    slower = f"?ff-thinker-slower={site.cpu:g}" if site.cpu > 1 else ""
    page.goto(site.base + "index.html" + slower + fragment)
    page.wait_for_selector('body[data-ff-ready="1"]', state="attached", timeout=120_000)
    if fragment:
        expect(page.locator(".board, .pass")).to_be_visible()
    if site.cpu != 1.0:
        cdp = page.context.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": site.cpu})
    return page


def measure_clicks(site: MeasuredSite, count: int) -> None:
    """Play ``count`` clicks of solo games started on the start screen; print the times."""
    page = _fresh_page(site, "")
    clicks = 0
    while clicks < count:
        start_solo(page, "Ann", "medium")
        while clicks < count and not page.locator(".outcome").count():
            play_one(page)
            clicks += 1
        if page.locator(".outcome").count():
            page.click('[data-command="new"]')
    page.wait_for_timeout(200)
    times = page.evaluate(
        "performance.getEntriesByName('ff-update').map(e => e.duration)")
    # The first redraw also compiles the board's code; it is not a steady-state click.
    steady = times[1:]
    print(f"click to updated board, {len(steady)} redraws: median "
          f"{statistics.median(steady):.1f} ms, p95 {percentile(steady, 0.95):.1f} ms, "
          f"max {max(steady):.1f} ms (first click {times[0]:.1f} ms)")
    page.context.close()


def stalled_link(actions: int) -> str:
    """Return the link of a 2-player game where nobody builds, ``actions`` actions on."""
    import random

    from ffcore import new_game

    game = new_game(["Ann", "Bob"], seed=5)
    chooser = random.Random(1)
    while game.action_count < actions:
        legal = game.legal_actions()
        game.apply(chooser.choice([action for action in legal
                                   if action.kind not in ("build", "activate", "hire")] or legal))
    return f"#g={game.to_code()}"


def measure_game_clicks(site: MeasuredSite, fragment: str, count: int) -> list[float]:
    """Return the click-to-board times (ms) of ``count`` clicks in the game of a link."""
    page = _fresh_page(site, fragment)
    for _ in range(count):
        play_one(page)
    page.wait_for_timeout(200)
    times: list[float] = page.evaluate(
        "performance.getEntriesByName('ff-update').map(e => e.duration)")
    page.context.close()
    return times[1:]  # the first redraw also compiles the board's code


def measure_bot_game(site: MeasuredSite, decisions: int) -> None:
    """Play a 2-player game (seed 1) against a strong bot and print its figures."""
    page = _fresh_page(site, game_link(["Ann", "Bot"], None, 1, ["human", "strong"]))
    count = "performance.getEntriesByName('ff-bot-strong').length"
    deadline = time.monotonic() + 900
    while (page.evaluate(count) < decisions and time.monotonic() < deadline
           and not page.locator(".outcome").count()):
        if not play_one(page):  # the bot's turn: let it think
            page.wait_for_timeout(50)
    # Skip the pause if a bot is still to move (in one step: the button may go at any time).
    page.evaluate("document.querySelector('[data-command=\"skip\"]')?.click()")
    tasks = page.evaluate(TASKS_SINCE_READY)
    print(f"while a strong bot plays: {len(tasks)} tasks over 50 ms, longest "
          f"{max(tasks, default=0):.0f} ms")
    thinking = page.evaluate(
        "performance.getEntriesByName('ff-bot-strong').map(e => e.duration / 1000)")
    if thinking:
        print(f"strong bot's thinking per decision, {len(thinking)} decisions: mean "
              f"{statistics.mean(thinking):.3f} s, p95 "
              f"{percentile(thinking, 0.95):.3f} s, max {max(thinking):.3f} s")
    page.context.close()


@dataclass(frozen=True)
class Table:
    """What the player of one --table game waited for (seconds): in all, and the bots'
    decisions and pauses one by one."""

    waited: float
    thinking: list[float]
    pauses: list[float]


def measure_table(site: MeasuredSite, seed: int) -> Table:
    """Play rounds 1 and 2 of the player and four strong bots on a phone (the game of
    ``seed``); print the figures.

    The player's moves are the suggestions, asked for two seconds after each position
    appears. Waiting runs from the player's move to the player's next turn. The player
    works last in round 2, so up to the player's last move of round 2 every bot turn of
    both rounds is counted, and nothing of round 3.
    """
    names = [name for name, _ in TABLE]
    page = _fresh_page(site, game_link(names, None, seed, [seat for _, seat in TABLE]),
                       phone=True)
    waited = 0.0
    suggestions: list[float] = []
    seen: list[float] = []
    while True:
        started = time.perf_counter()
        page.wait_for_function(PLAYER_TURN, timeout=600_000, polling=20)
        waited += time.perf_counter() - started
        while True:  # the player's turn: a move at a time, until a bot is to move
            page.wait_for_timeout(SUGGEST_AFTER * 1000)
            if page.locator(".menu-toggle:visible").count():  # a phone's Suggest is in the menu
                page.locator(".menu-toggle").tap()
            wait, saw = _ask_suggestion(page, page.locator('[data-command="suggest"]'),
                                        touch=True)
            suggestions.append(wait)
            seen.append(saw)
            _press_and_wait(page, '[data-command="play-hint"]', touch=True)
            if page.locator('[data-command="end-yes"]').count():
                _press_and_wait(page, '[data-command="end-yes"]', touch=True)
            if _round(page.locator(".status-line").inner_text()) > TABLE_ROUNDS \
                    or not page.evaluate(PLAYER_TURN):
                break
        if _round(page.locator(".status-line").inner_text()) > TABLE_ROUNDS:
            break
    # Round 3 began with the player's last move, whose redraw the last ff-update measure ends.
    until = page.evaluate("(() => { const e = performance.getEntriesByName('ff-update')"
                          ".at(-1); return e.startTime + e.duration; })()")
    thinking, pauses = (page.evaluate(
        f"performance.getEntriesByName('{name}').filter(e => e.startTime < {until})"
        ".map(e => e.duration / 1000)") for name in ("ff-bot-strong", "ff-bot-pause"))
    ready = page.evaluate("performance.getEntriesByName('ff-ready')[0].startTime")
    tasks = [(start, duration) for start, duration in page.evaluate("window.__longTasks")
             if ready <= start < until]
    drawn = page.evaluate("window.__drawn")
    frames = page.evaluate("window.__motionFrames")
    motions = page.evaluate("window.__motions")
    presses = page.evaluate("performance.getEntriesByName('ff-update').map(e => e.startTime)")
    # What the page's processes hold after the two rounds, a collection forced (the bots'
    # thinker, in a worker, is in the page's process).
    page.evaluate(bench_memory.PRESSURE)
    page.wait_for_timeout(bench_memory.SETTLE_S * 1000)
    pages_mb, largest_mb = bench_memory.page_memory_mb("chromium")
    page.context.close()
    print(f"  after the two rounds: the page's process {largest_mb:.0f} MB, all the pages' "
          f"processes {pages_mb:.0f} MB (resident, a collection forced)")
    rounds = TABLE_ROUNDS
    print(f"one player and four strong bots at 390x844, CPU {site.cpu:g}x, rounds 1-{rounds} "
          f"(seed {seed}): waiting for the bots {waited / rounds:.1f} s a round, of "
          f"which thinking {sum(thinking) / rounds:.1f} s and pauses {sum(pauses) / rounds:.1f} "
          f"s ({len(pauses)} pauses)")
    print(f"  a bot's decision, {len(thinking)} decisions: median "
          f"{statistics.median(thinking):.2f} s, p95 {percentile(thinking, 0.95):.2f} s, max "
          f"{max(thinking):.2f} s")
    drew = [duration for start, duration in tasks
            if any(start <= when <= start + duration for when in drawn)]
    over = [duration for _, duration in tasks if duration > 200]
    drawing = [duration for duration in drew if duration > 200]
    longest = max((duration for _, duration in tasks), default=0)
    print(f"  tasks over 200 ms: {len(over)}, of which {len(drawing)} drew the page and "
          f"{len(over) - len(drawing)} only computed (a bot's thinking, or a suggestion's); "
          f"longest task {longest:.0f} ms")
    print(f"  tasks over 50 ms that drew the page: {len(drew)}, longest "
          f"{max(drew, default=0):.0f} ms, median {statistics.median(drew or [0]):.0f} ms")
    moving = [interval for when, interval in frames if ready <= when < until]
    # Begun after a motion's first frame: that frame's own rendering (the drawing that starts
    # it laid out and painted, the piece still where it was) is the move's drawing.
    during = [(start, duration,
               [began for began, end in motions if began + FRAME_MS < start < end])
              for start, duration in tasks]
    during = [(start, duration, began) for start, duration, began in during if began]
    # A press of the player's made while a piece travelled is answered at once (as it must).
    pressed = [duration for start, duration, began in during
               if any(min(began) < press < start for press in presses)]
    dropped = sum(max(0, round(interval / FRAME_MS) - 1) for interval in moving)
    print(f"  while pieces travelled: {len(moving)} frames, interval median "
          f"{statistics.median(moving or [0]):.1f} ms, p95 {percentile(moving or [0], 0.95):.1f} "
          f"ms, max {max(moving, default=0):.0f} ms; {dropped} frames dropped "
          f"({dropped / max(1, dropped + len(moving)):.0%}); tasks over 50 ms begun meanwhile "
          f"{len(during)}, {len(pressed)} of them answering a press the player made meanwhile, "
          f"longest {max((duration for _, duration, _ in during), default=0):.0f} ms")
    print(f"  Suggest to suggestion, {len(suggestions)} asked {SUGGEST_AFTER:g} s after the "
          f"position showed: median {statistics.median(suggestions):.2f} s, p95 "
          f"{percentile(suggestions, 0.95):.2f} s, max {max(suggestions):.2f} s; the first "
          f"(a new player's, worked out only once asked) {suggestions[0]:.2f} s (the click "
          f"event to the frame that shows it; as Playwright sees it, its checks before tapping "
          f"included: p95 {percentile(seen, 0.95):.2f} s, max {max(seen):.2f} s)")
    return Table(waited, thinking, pauses)


def print_tables(tables: list[Table], cpu: float, first: int = TABLE_SEED) -> None:
    """Print the figures of several --table games (seeds ``first`` on) added together."""
    rounds = TABLE_ROUNDS * len(tables)
    thinking = [seconds for table in tables for seconds in table.thinking]
    pauses = [seconds for table in tables for seconds in table.pauses]
    waited = sum(table.waited for table in tables)
    print(f"{len(tables)} games (seeds {first}-{first + len(tables) - 1}), CPU {cpu:g}x: "
          f"waiting for the bots {waited / rounds:.1f} s a round, of which thinking "
          f"{sum(thinking) / rounds:.1f} s and pauses {sum(pauses) / rounds:.1f} s "
          f"({len(pauses)} pauses); {waited / len(thinking):.2f} s a bot decision")
    print(f"  a bot's decision, {len(thinking)} decisions: median "
          f"{statistics.median(thinking):.2f} s, p95 {percentile(thinking, 0.95):.2f} s, max "
          f"{max(thinking):.2f} s")


def _round(status: str) -> int:
    """Return the round a board's status line names."""
    found = re.search(r"Round (\d+)", status)
    assert found is not None, status
    return int(found.group(1))


def _press_and_wait(page: Page, selector: str, touch: bool = False) -> None:
    """Press a button that plays a move (a tap with ``touch``, else a click), then wait until
    the page has drawn the board again."""
    updates = page.evaluate(UPDATES)
    button = page.locator(selector)
    if touch:
        button.tap()
    else:
        button.click()
    page.wait_for_function(f"{UPDATES} > {updates}", timeout=60_000, polling=10)


def _ask_suggestion(page: Page, suggest: Locator, touch: bool = False) -> tuple[float, float]:
    """Press Suggest (a tap with ``touch``) and wait for the suggestion on the board; return
    the wait by the page's clock (:data:`SUGGESTION_CLOCK`) and as Playwright saw it, its
    checks before the click included (the figure earlier records give), in seconds."""
    started = time.perf_counter()
    if touch:
        suggest.tap()
    else:
        suggest.click()
    page.wait_for_function("window.__suggest && window.__suggest.shown > 0", timeout=120_000,
                           polling=10)
    seen = time.perf_counter() - started
    asked = page.evaluate("window.__suggest")
    return (asked["shown"] - asked["clicked"]) / 1000, seen


def measure_hints(site: MeasuredSite, count: int, level: str = "medium",
                  games: int = 0) -> tuple[list[float], list[float]]:
    """Ask for ``count`` suggestions in solo games against ``level`` (seeds 100 on), one
    before each move (played by :func:`play_one`); or, with ``games``, one before every
    move of that many whole games, each suggestion then played ("Play the suggestion"), so
    that the games reach the positions of the strong bot's own, the costliest to judge.

    Returns the waits from the click to the suggestion on the board, by the page's clock
    and as Playwright saw them (:func:`_ask_suggestion`).
    """
    waits: list[float] = []
    seen: list[float] = []
    seed = 100
    while seed < 100 + games if games else len(waits) < count:
        page = _fresh_page(site, game_link(["Ann"], level, seed))
        while (games or len(waits) < count) and not page.locator(".outcome").count():
            suggest = page.locator('[data-command="suggest"]:not([disabled])')
            if suggest.count():
                wait, saw = _ask_suggestion(page, suggest)
                waits.append(wait)
                seen.append(saw)
                if games and page.locator('[data-command="play-hint"]').count():
                    _press_and_wait(page, '[data-command="play-hint"]')
                    if page.locator('[data-command="end-yes"]').count():
                        _press_and_wait(page, '[data-command="end-yes"]')
                    continue
            play_one(page)
        page.context.close()
        seed += 1
    return waits, seen


#: The page's work of the coach: its slices so far, and the long tasks that drew nothing.
COACH_SLICES = "performance.getEntriesByName('ff-coach').map(e => e.duration)"
COMPUTING_TASKS = """() => {
  const ready = performance.getEntriesByName('ff-ready')[0].startTime;
  return window.__longTasks.filter(([start, duration]) => start >= ready &&
    !window.__drawn.some(t => t >= start && t <= start + duration)).map(([, d]) => d);
}"""


def measure_coach(site: MeasuredSite, moves: int) -> None:
    """Play ``moves`` moves of solo games with the coach on; print what its work cost."""
    page = _fresh_page(site, "")
    played = notes = 0
    while played < moves:
        page.check("#coach")
        start_solo(page, "Ann", "medium")
        while played < moves and not page.locator(".outcome").count():
            if play_one(page):
                played += 1
            _coach_idle(page)
            if page.locator(".coach-note").count():
                notes += 1
                page.click('[data-command="coach-seen"]')
        if page.locator(".outcome").count():
            _coach_idle(page)
            page.click('.outcome [data-command="new"]')
    slices = page.evaluate(COACH_SLICES)
    computing = page.evaluate(COMPUTING_TASKS)
    print(f"the coach over {played} moves: {len(slices)} slices, p95 "
          f"{percentile(slices, 0.95):.0f} ms, longest {max(slices):.0f} ms; longest task "
          f"that drew nothing {max(computing, default=0.0):.0f} ms; {notes} notes")
    page.context.close()


def _coach_idle(page: Page) -> None:
    """Wait until the coach has judged the moves played (no new slice for half a second)."""
    seen = -1
    while True:
        count = page.evaluate(f"({COACH_SLICES}).length")
        if count == seen:
            return
        seen = count
        page.wait_for_timeout(500)


def game_link(names: list[str], machine: str | None, seed: int,
              seats: list[str] | None = None) -> str:
    """Return the URL fragment of a new game, so that every run plays the same games."""
    from ffcore import new_game

    fragment = f"#g={new_game(names, seed=seed, machine=machine).to_code()}"
    return fragment + ("&s=" + ".".join(seats) if seats else "")


if __name__ == "__main__":
    sys.exit(main())
