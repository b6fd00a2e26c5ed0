"""The command line: ``play`` a terminal game, ``review`` one, ``simulate`` random games,
``bench`` the engine."""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from .actions import Action
from .cards import BLUEPRINTS, CONTRACTORS, FLOORS, MACHINE_LEVELS
from .errors import FFError
from .game import Game, new_game
from .limits import MAX_PLAYERS
from .state import PlayerState
from .text import card_name, card_rules, describe_action, describe_event

if TYPE_CHECKING:  # the bots are imported only when a review is asked for
    from .bots.review import Finding


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    parser = argparse.ArgumentParser(prog="python -m ffcore",
                                     description="Fantastic Factories in the terminal.")
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser("play", help="play a game in the terminal")
    play.add_argument("names", nargs="*", help="player names (1 name plays The Machine)")
    play.add_argument("--machine", choices=list(MACHINE_LEVELS), help="The Machine's level")
    play.add_argument("--seed", type=int, help="seed for a repeatable game")
    simulate = commands.add_parser("simulate", help="play random games and print statistics")
    simulate.add_argument("--players", type=int, default=2, choices=range(1, 6))
    simulate.add_argument("--games", type=int, default=100)
    simulate.add_argument("--seed", type=int, default=0)
    simulate.add_argument("--machine", choices=list(MACHINE_LEVELS), default="medium",
                          help="The Machine's level when --players is 1")
    bench = commands.add_parser("bench", help="measure engine speed")
    bench.add_argument("--seconds", type=float, default=5.0, help="time per measurement")
    _add_tournament(commands)
    review = commands.add_parser("review", help="the strong bot's review of a shared game")
    review.add_argument("code", help="the game's share code (or a link holding #g=CODE)")
    review.add_argument("--player", help="whose decisions to review (default: the first)")
    review.add_argument("--top", type=int, default=5, help="how many decisions to list")
    review.add_argument("--bench", action="store_true",
                        help="also print the time taken and the longest slice")
    args = parser.parse_args(argv)
    if args.command == "play":
        return _play(args.names, args.machine, args.seed, input, print)
    if args.command == "review":
        return review_game(args.code, args.player, args.top, args.bench, print)
    if args.command == "tournament":
        return _tournament(args)
    if args.command == "simulate":
        print(simulate_report(args.players, args.games, args.seed, args.machine))
        return 0
    print(bench_report(args.seconds))
    return 0


def _add_tournament(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    tournament = commands.add_parser("tournament", help="play bots against each other")
    tournament.add_argument("--bots", default="steady,strong,random",
                            help="comma-separated bots: random, steady, strong")
    tournament.add_argument("--games", type=int, default=20,
                            help="games per pairing (solo: per bot and level)")
    tournament.add_argument("--seed", type=int, default=0)
    tournament.add_argument("--solo", action="store_true",
                            help="play each bot against The Machine at every level")
    tournament.add_argument("--jobs", type=int, default=1, help="processes to use")


def _tournament(args: argparse.Namespace) -> int:
    from .tournament import tournament

    bots = [bot.strip() for bot in args.bots.split(",") if bot.strip()]
    try:
        print(tournament(bots, args.games, args.seed, solo=args.solo, jobs=args.jobs))
    except ValueError as error:
        print(error, file=sys.stderr)
        return 2
    return 0


# Game review ----------------------------------------------------------------------------------

#: The time slice a review is run in, as in the page (each slice returns within about it).
REVIEW_SLICE = 0.08


def review_game(code: str, player: str | None, top: int, bench: bool,
                say: Callable[[str], None]) -> int:
    """Print the strong bot's review of a shared game's player; return the exit status."""
    from .bots.review import Review
    from .loading import from_code

    code = code.strip()
    if "g=" in code:  # a whole link: the code is the g= field of its fragment
        code = code.split("g=", 1)[1].split("&", 1)[0]
    try:
        game = from_code(code)
        review = Review(game, player)
    except FFError as error:
        say(f"Cannot open the game: {error}")
        return 2
    except ValueError as error:
        say(f"{error} The players are {', '.join(game.names)}.")
        return 2
    started, longest, slices = time.perf_counter(), 0.0, 0
    while True:
        began = time.perf_counter()
        finished = review.step(REVIEW_SLICE)
        longest, slices = max(longest, time.perf_counter() - began), slices + 1
        if finished:
            break
    seconds = time.perf_counter() - started
    say(render_review(game, review.player, review.findings, review.results(top)))
    if bench:
        say(f"Reviewed in {seconds:.1f} s, in {slices} slices of {REVIEW_SLICE * 1000:.0f} ms "
            f"(the longest took {longest * 1000:.0f} ms).")
    return 0


def render_review(game: Game, player: str, findings: Sequence[Finding],
                  costliest: Sequence[Finding]) -> str:
    """Return a review as text: how many decisions, then the costliest, one paragraph each."""
    from .bots.review import MIN_LOSS

    kind = (f"a solo game against The Machine ({game.machine})" if game.machine
            else f"a game of {len(game.names)} players")
    lines = [f"The strong bot's review of {player}'s {len(findings)} decisions in {kind}, "
             f"{game.action_count} actions{'' if game.is_over else ' (not finished)'}."]
    if not costliest:
        lines.append(f"No decision cost an estimated {MIN_LOSS} points or more. Well played.")
    for number, finding in enumerate(costliest, 1):
        then = [_said(text, game, finding) for text in finding.line[1:5]]
        percent = finding.chance_percent()
        chance = "" if percent is None else f", about {percent}% less likely to win"
        lines += [f"\n{number}. Round {finding.round}, move {finding.position + 1}: "
                  f"about {finding.loss:.1f} points lost{chance}.",
                  f"   Played:    {_said(finding.played, game, finding)}",
                  f"   Preferred: {_said(finding.preferred, game, finding)}"
                  + (f" (then: {'; '.join(then)})" if then else "")]
    return "\n".join(lines)


def _said(text: str, game: Game, finding: Finding) -> str:
    """Return an action of a finding in words, with the market as it stood then."""
    return describe_action(Action.parse(text), game.names, list(finding.market),
                           list(finding.contractors))


# Terminal game --------------------------------------------------------------------------------

def _play(names: list[str], machine: str | None, seed: int | None,
          ask: Callable[[str], str], say: Callable[[str], None]) -> int:
    try:
        game = _setup_game(names, machine, seed, ask, say)
    except (EOFError, KeyboardInterrupt):
        return 0
    if game is None:
        return 1
    shown = 0
    last_player = None
    try:
        while not game.is_over:
            player = game.current_player
            assert player is not None
            if player != last_player and len(game.names) > 1 and last_player is not None:
                say("\n" * 40)
                ask(f"Pass the device to {player} and press Enter. ")
            last_player = player
            log = game.view(player).log
            for event in log[shown:]:
                say("  · " + describe_event(event, game.names))
            shown = len(log)
            say(render_board(game, player))
            if not _turn(game, player, ask, say):
                say(f"Share code to continue later: {game.to_code()}")
                return 0
            shown = min(shown, len(game.log))
    except (EOFError, KeyboardInterrupt):
        say(f"\nShare code to continue later: {game.to_code()}")
        return 0
    for event in game.log[shown:]:
        say("  · " + describe_event(event, game.names))
    say(render_outcome(game))
    return 0


def _setup_game(names: list[str], machine: str | None, seed: int | None,
                ask: Callable[[str], str], say: Callable[[str], None]) -> Game | None:
    if not names:
        say("Fantastic Factories. Enter 1 name to play The Machine, "
            f"or 2 to {MAX_PLAYERS} names for hot seat.")
        names = [name for name in ask("Names, separated by commas: ").split(",") if name.strip()]
    if len(names) == 1 and machine is None:
        answer = ask(f"The Machine's level ({', '.join(MACHINE_LEVELS)}) [medium]: ")
        machine = answer.strip().lower() or "medium"
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    try:
        return new_game(names, seed=seed, machine=machine)
    except FFError as error:
        say(f"Cannot start: {error}")
        return None


def _turn(game: Game, player: str, ask: Callable[[str], str], say: Callable[[str], None]) -> bool:
    """Let the player pick one action; return False to quit."""
    state = game.state
    actions = game.legal_actions()
    for number, action in enumerate(actions, 1):
        text = describe_action(action, game.names, state.market, state.contractors)
        say(f"  {number:3}. {text}")
    while True:
        answer = ask("Number or action text; u undo, r CARD rules, c code, q quit: ").strip()
        if answer == "q":
            return False
        if answer == "c":
            say(game.to_code())
            continue
        if answer == "u":
            try:
                say(f"Undid: {game.undo()}")
                return True
            except FFError as error:
                say(str(error))
                continue
        if answer.startswith("r "):
            slug = answer[2:].strip().lower().replace(" ", "-")
            if slug in BLUEPRINTS or slug in CONTRACTORS:
                say(f"{card_name(slug)}: {card_rules(slug)}")
            else:
                say("No card has that name.")
            continue
        if answer.isdigit() and 1 <= int(answer) <= len(actions):
            game.apply(actions[int(answer) - 1])
            return True
        try:
            game.apply(answer)
            return True
        except FFError as error:
            say(str(error))


def _card(slug: str) -> str:
    card = BLUEPRINTS[slug]
    cost = f"{card.metal}M {card.energy}E"
    return f"{card.name} [{card.tool}, {card.type}, {cost}, {card.prestige} prestige]"


def render_board(game: Game, viewer: str) -> str:
    """Return the board as the viewer sees it, as text."""
    state = game.state
    phase = {"market": "Market phase", "work": "Work phase", "over": "Game over"}[state.phase]
    lines = [f"\n=== Round {state.round} · {phase} · {game.current_player} to act ==="]
    if state.end_round:
        lines.append(f"!!! The end is triggered: round {state.end_round} is the last.")
    for slot, slug in enumerate(state.market, 1):
        lines.append(f"  Blueprint {slot}: {_card(slug) if slug else '(empty)'}")
    for slot, slug in enumerate(state.contractors, 1):
        contractor = CONTRACTORS.get(slug)
        extra = f" (+{contractor.extra_energy} energy)" if contractor and contractor.extra_energy \
            else ""
        name = contractor.name if contractor else "(empty)"
        lines.append(f"  Contractor {slot} [{state.tools[slot - 1]}]: {name}{extra}")
    lines.append(f"  Deck {len(state.deck)} · discard pile {len(state.discard)}")
    for player in state.players:
        lines.append(_render_player(player, player.name == viewer))
    if state.machine is not None:
        machine = state.machine
        groups = Counter(BLUEPRINTS[slug].type for slug in machine.compound)
        grouped = ", ".join(f"{kind} {groups[kind]}" for kind in sorted(groups))
        roll = " ".join(f"{colour[0].upper()}{value}" for colour, value in
                        zip(("green", "red", "blue", "purple", "yellow"), machine.dice,
                            strict=False))
        lines.append(f"The Machine ({machine.level}): goods {machine.goods} · {grouped}"
                     + (f" · last roll {roll}" if roll else ""))
    return "\n".join(lines)


def _render_player(player: PlayerState, mine: bool) -> str:
    compound = ", ".join(card_name(slug) for slug in player.compound) or "nothing built"
    line = (f"{player.name}: goods {player.goods} · metal {player.metal} · energy "
            f"{player.energy} · hand {len(player.hand)} · compound: {compound}")
    if not mine:
        return line
    hand = ", ".join(card_name(slug) for slug in sorted(player.hand)) or "empty"
    free = " ".join(str(die.value) + ("*" if die.kind != "worker" else "")
                    for die in player.dice if not die.spot and die.value)
    placed = " · ".join(f"{floor} {player.on(floor)}" for floor in FLOORS)
    extra = []
    if player.foreman:
        extra.append("Foreman waiting")
    if any(die.kind == "specialist" and not die.value for die in player.dice):
        extra.append("Specialist die to choose")
    return (line + f"\n  Hand: {hand}\n  Free dice: {free or 'none'} (* extra)  ·  {placed}"
            + (f"\n  {', '.join(extra)}" if extra else ""))


def render_outcome(game: Game) -> str:
    """Return the final scores as text."""
    result = game.outcome()
    lines = ["\n=== Final scores ==="]
    for score in result.players:
        lines.append(f"{score.name}: {score.total} = {score.goods} goods + {score.prestige} "
                     f"prestige (metal {score.metal}, energy {score.energy}, hand {score.hand})")
    if result.machine is not None:
        machine = result.machine
        lines.append(f"The Machine: {machine.total} = {machine.goods} goods + {machine.cards} "
                     f"cards + {machine.monuments} monuments")
    winner = "The Machine" if result.machine_wins else " and ".join(result.winners)
    lines.append(f"Winner: {winner}" + (f" (tie-break: {result.tie_break})"
                                         if result.tie_break else ""))
    return "\n".join(lines)


# Simulation and benchmark ---------------------------------------------------------------------

def random_game(players: int, seed: int, machine: str = "medium") -> Game:
    """Return a finished game between players who pick uniformly among legal actions."""
    names = [f"P{seat + 1}" for seat in range(players)]
    game = new_game(names, seed=seed, machine=machine if players == 1 else None)
    chooser = random.Random(seed)
    while not game.is_over:
        actions = game.legal_actions()
        game.apply(actions[chooser.randrange(len(actions))])
    return game


def simulate_report(players: int, games: int, seed: int, machine: str = "medium") -> str:
    """Play random games and return statistics about their results."""
    rounds: list[int] = []
    actions: list[int] = []
    scores: list[int] = []
    codes: list[int] = []
    wins: Counter[str] = Counter()
    tie_breaks: Counter[str] = Counter()
    for number in range(games):
        game = random_game(players, seed + number, machine)
        result = game.outcome()
        rounds.append(game.state.round)
        actions.append(len(game.history))
        scores.extend(score.total for score in result.players)
        codes.append(len(game.to_code()))
        if result.machine_wins:
            wins["The Machine"] += 1
        for name in result.winners:
            wins[name] += 1
        tie_breaks[result.tie_break or "none"] += 1
    lines = [f"{games} random games, {players} player(s)"
             + (f" against The Machine ({machine})" if players == 1 else "") + f", seed {seed}",
             f"rounds: mean {statistics.mean(rounds):.1f}, min {min(rounds)}, max {max(rounds)}",
             f"actions per game: mean {statistics.mean(actions):.0f}, max {max(actions)}",
             f"player score: mean {statistics.mean(scores):.1f}, max {max(scores)}",
             f"share code length: mean {statistics.mean(codes):.0f}, max {max(codes)}",
             "wins: " + ", ".join(f"{name} {count}" for name, count in sorted(wins.items())),
             "tie-breaks: " + ", ".join(f"{key} {count}" for key, count in
                                        sorted(tie_breaks.items()))]
    return "\n".join(lines)


def bench_report(seconds: float) -> str:
    """Measure random play through the public API and return the figures."""
    chooser = random.Random(0)
    count = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = new_game(["A", "B", "C", "D"][: 2 + seed % 3], seed=seed)
        seed += 1
        while not game.is_over:
            actions = game.legal_actions()
            game.apply(actions[chooser.randrange(len(actions))])
            count += 1
    rate = count / (time.perf_counter() - start)
    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        random_game(2, 10_000 + games)
        games += 1
    game_rate = games / (time.perf_counter() - start)
    return (f"Python {sys.version.split()[0]}\n"
            f"random play, 2-4 players: {rate:,.0f} actions/s "
            f"(each one legal_actions() plus apply())\n"
            f"complete random 2-player games: {game_rate:,.1f} games/s")
