#!/usr/bin/env python3
"""How much of a phone's screen the board gets (a measurement, not a test).

Opens a solo game at the start of round 1's work phase (a link to a fixed deal, a first
blueprint taken) in Debian's Chromium at a phone's size with touch, and reports, on the
first screen (not scrolled):

- the board's share: of the points of the viewport (a 4 px grid), those where the topmost
  element belongs to the board's pieces, the viewer's factory (its dice, headquarters, hand
  and built cards) or the market, rather than to a title, a bar, a menu or the choices;
- where the dice and the three floors are, how tall the bars fixed to the screen are, and
  whether the dice and the floors are on the screen together, uncovered.

    .venv/bin/python -m tools.bench.bench_phone [--size 360x740] [--lang en]
    (make site first: it measures dist/)
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, sync_playwright

import ffcore
from tools.browsers import answered
from tools.browsers.engines import CHROMIUM, CHROMIUM_ARGS
from tools.serve import serve_site

ROOT = Path(__file__).resolve().parents[2]
#: The deal measured: the same on every run.
SEED = 1

#: Run in the page: the share of the viewport's points whose topmost element is a piece's
#: section, and where the dice and floors are (None: not on the page).
MEASURE = """() => {
  const W = innerWidth, H = innerHeight, STEP = 4;
  let board = 0, all = 0;
  for (let y = STEP / 2; y < H; y += STEP) {
    for (let x = STEP / 2; x < W; x += STEP) {
      all += 1;
      const e = document.elementFromPoint(x, y);
      if (e && e.closest('.factory, .market')) board += 1;
    }
  }
  const box = (selector) => {
    const e = document.querySelector(selector);
    if (!e) return null;
    const r = e.getBoundingClientRect();
    return [Math.round(r.top), Math.round(r.bottom)];
  };
  // What covers the screen whatever the scroll: elements fixed or sticky to it.
  const bars = [...document.querySelectorAll('#app *')].filter((e) => {
    const p = getComputedStyle(e).position;
    return (p === 'fixed' || p === 'sticky') && e.getBoundingClientRect().height > 0 &&
      !e.parentElement.closest('[style*=fixed]');
  }).map((e) => [e.className || e.tagName, Math.round(e.getBoundingClientRect().top),
                 Math.round(e.getBoundingClientRect().height)]);
  // Whether an element's middle is on the screen and not under another element.
  const seen = (e) => {
    const r = e.getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    if (y < 0 || y > H) return false;
    const top = document.elementFromPoint(x, y);
    return top !== null && (top === e || e.contains(top));
  };
  const dice = [...document.querySelectorAll('.dice-tray .die')];
  const floors = [...document.querySelectorAll('.floors .floor-name')];
  return {share: board / all, dice: box('.dice-tray'), floors: box('.floors'), bars,
          together: dice.length > 0 && [...dice, ...floors].every(seen),
          scrollY: scrollY};
}"""


def work_phase_link() -> str:
    """Return the fragment of a solo game (easy) at the start of round 1's work phase."""
    game = ffcore.new_game(["Ann"], seed=SEED, machine="easy")
    while game.state.phase == "market":
        legal = [str(action) for action in game.legal_actions()]
        game.apply(next((text for text in legal if text.startswith("take")), legal[0]))
    return f"g={game.to_code()}"


def measure(browser: Browser, base: str, width: int, height: int, lang: str) -> dict[str, Any]:
    """Open the work phase at a size, touch and all, and measure its first screen."""
    context = browser.new_context(viewport={"width": width, "height": height},
                                  has_touch=True, is_mobile=True, locale=lang)
    context.add_init_script(f"localStorage.setItem('ff-lang', '{lang}')")
    page = context.new_page()
    page.goto(f"{base}#{work_phase_link()}")
    page.locator('[data-ff-ready="1"]').wait_for(state="attached", timeout=60_000)
    page.locator('.board[data-phase="work"]').wait_for()
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_timeout(300)  # the dice's roll
    result: dict[str, Any] = page.evaluate(MEASURE)
    context.close()
    return result


def main() -> int:
    answered.install()  # the player looks once the page has answered (answered.py)
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", default="360x740", help="the viewport, WIDTHxHEIGHT")
    parser.add_argument("--lang", default="en", choices=("en", "pt"))
    args = parser.parse_args()
    width, height = (int(part) for part in args.size.split("x"))
    server, base = serve_site.serve_in_thread(ROOT / "dist")
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        found = measure(browser, base, width, height, args.lang)
        browser.close()
    server.shutdown()
    print(f"work phase, round 1, {width}x{height} ({args.lang}), first screen:")
    print(f"  the board's pieces get {found['share']:.0%} of the screen")
    print(f"  dice tray at y={found['dice']}, floors at y={found['floors']}")
    for name, top, tall in found["bars"]:
        print(f"  fixed bar {name!r}: y={top}, {tall} px ({tall / height:.0%} of the height)")
    print("  dice and floors on the screen together: " + ("yes" if found["together"] else "no"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
