#!/usr/bin/env python3
"""Keyboard benchmark of the game page (a measurement, not a test).

Plays whole solo games against The Machine through the page in Debian's Chromium at
1280x900 with the keyboard alone (tools/browsers/keyboard.py: Tab, Shift+Tab, arrows, Enter, Space,
Escape and the page's shortcuts; no clicks, no focus set from outside), and reports:

- the key presses of each whole move on the pieces (a die, then where it goes; a card
  in hand, then its discard), from where the focus stood: median and max;
- the focus losses: after how many key presses that pressed something, and after how
  many drawings the player did not cause, the focus was not on a visible control in view.

Each game is opened as a link to a fixed seed, so every run plays the same games as long
as the page offers the same moves.

    .venv/bin/python -m tools.bench.bench_keys [--games 3] [--seed 1] [--level medium]
                                         [--lang en] [--losses]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter
from pathlib import Path

from playwright.sync_api import sync_playwright

from ffcore import new_game
from tools.browsers import answered
from tools.browsers.engines import CHROMIUM, CHROMIUM_ARGS
from tools.browsers.keyboard import KeyPlayer
from tools.serve import serve_site

ROOT = Path(__file__).resolve().parents[2]


def main() -> int:
    answered.install()  # the player looks once the page has answered (answered.py)
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=3, help="games to play")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed")
    parser.add_argument("--level", default="medium", help="The Machine's level")
    parser.add_argument("--lang", default="en", choices=("en", "pt"))
    parser.add_argument("--losses", action="store_true", help="list every focus loss")
    args = parser.parse_args()
    server, base = serve_site.serve_in_thread(ROOT / "dist")
    moves: list[tuple[str, int]] = []
    losses: Counter[str] = Counter()
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        for seed in range(args.seed, args.seed + args.games):
            context = browser.new_context(viewport={"width": 1280, "height": 900},
                                          locale="pt-BR" if args.lang == "pt" else "en-US")
            page = context.new_page()
            code = new_game(["Ann"], seed=seed, machine=args.level).to_code()
            page.goto(f"{base}index.html#g={code}")
            page.wait_for_selector('body[data-ff-ready="1"]', state="attached",
                                   timeout=120_000)
            player = KeyPlayer(page)
            player.play_to_end()
            presses = [count for _, count in player.piece_moves]
            checks = player.activations + player.redraws
            print(f"seed {seed}: {len(presses)} moves on the pieces, presses median "
                  f"{statistics.median(presses):g}, max {max(presses)}; focus lost "
                  f"{len(player.losses)} times in {checks} checks ({player.activations} "
                  f"activations, {player.redraws} other drawings); {player.presses} keys")
            moves += player.piece_moves
            for after, why, what in player.losses:
                losses[f"{why} after {after.split(' on ')[0]}"] += 1
                if args.losses:
                    print(f"  lost: {why} after {after}: {what}")
            context.close()
        browser.close()
    server.shutdown()
    presses = [count for _, count in moves]
    by_kind = {kind: statistics.median([c for k, c in moves if k == kind])
               for kind in sorted({kind for kind, _ in moves})}
    print(f"all {args.games} games: {len(presses)} moves on the pieces, presses median "
          f"{statistics.median(presses):g}, max {max(presses)} (median by kind: "
          + ", ".join(f"{kind} {value:g}" for kind, value in by_kind.items()) + ")")
    print(f"focus losses: {sum(losses.values())}"
          + "".join(f"\n  {count} {why}" for why, count in losses.most_common()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
