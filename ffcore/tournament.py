"""Bot tournaments: seat-rotated 2-player matches, and solo games against The Machine.

``python -m ffcore tournament --bots steady,strong,random --games 200 --seed 1``
plays every pair of the listed bots; each seed is played twice with the
seats swapped. ``--solo`` plays each bot against The Machine at every level
instead. Win rates come with 95% Wilson intervals, mean scores with 95%
normal intervals; a shared win (still level after every tie-break) counts
as half a win and is also reported on its own.
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations

from .bots import BOT_NAMES, make
from .cards import MACHINE_LEVELS
from .game import new_game

#: A game still running after this many rounds is stopped and scored as it stands.
MAX_ROUNDS = 60
Z95 = 1.959964


@dataclass(frozen=True)
class GameSpec:
    """One game to play: the bot in each seat, the seed and The Machine's level if solo."""

    bots: tuple[str, ...]
    seed: int
    machine: str | None = None


@dataclass
class GameResult:
    """What happened in one game."""

    spec: GameSpec
    scores: tuple[int, ...]
    #: Each seat's share of the win: 1, a fraction when shared, or 0.
    shares: tuple[float, ...]
    machine_score: int | None
    rounds: int
    finished: bool
    #: Per seat: seconds spent choosing, decisions, decisions with a real choice, longest.
    seconds: tuple[float, ...]
    decisions: tuple[int, ...]
    choices: tuple[int, ...]
    longest: tuple[float, ...]


def seat_names(bots: Sequence[str]) -> list[str]:
    """Return player names for the seats: the bot names, numbered when repeated."""
    names = []
    for seat, bot in enumerate(bots):
        names.append(f"{bot}-{seat + 1}" if bots.count(bot) > 1 else bot)
    return names


def play(spec: GameSpec) -> GameResult:
    """Play one game between bots and return its result."""
    names = seat_names(spec.bots)
    game = new_game(names, seed=spec.seed, machine=spec.machine)
    players = {name: make(bot, seed=spec.seed * 10 + seat)
               for seat, (name, bot) in enumerate(zip(names, spec.bots, strict=True))}
    seconds = dict.fromkeys(names, 0.0)
    longest = dict.fromkeys(names, 0.0)
    decisions = dict.fromkeys(names, 0)
    choices = dict.fromkeys(names, 0)
    while not game.is_over and game.state.round <= MAX_ROUNDS:
        name = game.current_player
        assert name is not None
        view = game.view(name)
        # Processor time, not wall time: other work on the machine must not count.
        start = time.process_time()
        action = players[name].choose(view)
        spent = time.process_time() - start
        seconds[name] += spent
        longest[name] = max(longest[name], spent)
        decisions[name] += 1
        choices[name] += len(view.legal) > 1
        game.apply(action)
    result = game.outcome()
    scores = tuple(score.total for score in result.players)
    winners = set(result.winners)
    shares = tuple(1.0 / len(winners) if name in winners else 0.0 for name in names)
    machine = result.machine.total if result.machine is not None else None
    return GameResult(spec, scores, shares, machine, game.state.round, game.is_over,
                      tuple(seconds[name] for name in names),
                      tuple(decisions[name] for name in names),
                      tuple(choices[name] for name in names),
                      tuple(longest[name] for name in names))


def run(specs: Sequence[GameSpec], jobs: int = 1) -> list[GameResult]:
    """Play every game, on ``jobs`` processes; results come back in the order given."""
    if jobs <= 1:
        return [play(spec) for spec in specs]
    import multiprocessing

    with multiprocessing.Pool(jobs) as pool:
        return pool.map(play, specs, chunksize=1)


# Statistics -----------------------------------------------------------------------------------

def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """Return the Wilson score interval of a proportion (ties may count as halves)."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    low = 0.0 if successes <= 0 else max(0.0, centre - half)
    high = 1.0 if successes >= trials else min(1.0, centre + half)
    return low, high


def mean_interval(values: Sequence[float], z: float = Z95) -> tuple[float, float]:
    """Return a mean and the half-width of its 95% normal interval."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, 0.0
    return mean, z * statistics.stdev(values) / math.sqrt(len(values))


def _percent(value: float) -> str:
    return f"{100 * value:.1f}%"


@dataclass
class _Timing:
    """One bot's thinking over a tournament: processor seconds in all, decisions made (and
    those with more than one legal action), its longest decision, and games played."""

    seconds: float = 0.0
    decisions: int = 0
    choices: int = 0
    longest: float = 0.0
    games: int = 0

    def add(self, result: GameResult, seat: int) -> None:
        """Count one seat's decisions of a finished game."""
        self.seconds += result.seconds[seat]
        self.decisions += result.decisions[seat]
        self.choices += result.choices[seat]
        self.longest = max(self.longest, result.longest[seat])
        self.games += 1


def _timing_lines(timings: dict[str, _Timing]) -> Iterator[str]:
    yield "Decision time per bot in processor seconds (mean over all decisions / over those " \
          "with more than one legal action; longest; per game):"
    for bot, timing in timings.items():
        if not timing.decisions:
            continue
        every = timing.seconds / timing.decisions
        chosen = timing.seconds / max(1, timing.choices)
        yield (f"  {bot:8} {every:.4f} s / {chosen:.4f} s; longest {timing.longest:.3f} s; "
               f"{timing.seconds / timing.games:.1f} s per game "
               f"({timing.decisions} decisions, {timing.choices} with a choice)")


# Reports --------------------------------------------------------------------------------------

def pairing_specs(bots: Sequence[str], games: int, seed: int) -> list[GameSpec]:
    """Return the games of every pairing: each seed twice, seats swapped."""
    specs = []
    seeds = range(seed, seed + (games + 1) // 2)
    for first, second in combinations(bots, 2):
        for number in seeds:
            specs.append(GameSpec((first, second), number))
            specs.append(GameSpec((second, first), number))
    return specs


def pairing_report(bots: Sequence[str], results: Iterable[GameResult]) -> str:
    """Return win rates, scores and decision times of 2-player pairings."""
    grouped: dict[tuple[str, str], list[GameResult]] = {}
    timings = {bot: _Timing() for bot in bots}
    unfinished = 0
    for result in results:
        pair = tuple(sorted(result.spec.bots, key=bots.index))
        grouped.setdefault((pair[0], pair[1]), []).append(result)
        for seat, bot in enumerate(result.spec.bots):
            timings[bot].add(result, seat)
        unfinished += not result.finished
    lines = []
    for (first, second), games in grouped.items():
        wins = {first: 0.0, second: 0.0}
        scores: dict[str, list[float]] = {first: [], second: []}
        shared = 0
        rounds = []
        for result in games:
            shared += sum(1 for share in result.shares if 0 < share < 1) > 0
            rounds.append(result.rounds)
            for seat, bot in enumerate(result.spec.bots):
                wins[bot] += result.shares[seat]
                scores[bot].append(result.scores[seat])
        count = len(games)
        low, high = wilson(wins[first], count)
        lines.append(f"{first} vs {second}: {count} games ({count // 2} seeds, seats swapped), "
                     f"mean {statistics.fmean(rounds):.1f} rounds")
        lines.append(f"  {first} wins {_percent(wins[first] / count)} "
                     f"[95% CI {_percent(low)}-{_percent(high)}]; {second} wins "
                     f"{_percent(wins[second] / count)}; shared wins {shared} (half each)")
        for bot in (first, second):
            mean, half = mean_interval(scores[bot])
            lines.append(f"  {bot:8} mean score {mean:.1f} ± {half:.1f}")
    lines.extend(_timing_lines(timings))
    if unfinished:
        lines.append(f"{unfinished} games passed {MAX_ROUNDS} rounds and were scored as they "
                     f"stood.")
    return "\n".join(lines)


def solo_specs(bots: Sequence[str], games: int, seed: int,
               levels: Sequence[str] = tuple(MACHINE_LEVELS)) -> list[GameSpec]:
    """Return solo games: each bot against The Machine at each level."""
    return [GameSpec((bot,), number, level) for bot in bots for level in levels
            for number in range(seed, seed + games)]


def solo_report(bots: Sequence[str], results: Iterable[GameResult]) -> str:
    """Return each bot's win rate and scores against The Machine at each level."""
    grouped: dict[tuple[str, str], list[GameResult]] = {}
    timings = {bot: _Timing() for bot in bots}
    for result in results:
        bot = result.spec.bots[0]
        grouped.setdefault((bot, result.spec.machine or ""), []).append(result)
        timings[bot].add(result, 0)
    lines = ["Solo against The Machine (the player wins only with strictly more points):"]
    for (bot, level), games in grouped.items():
        count = len(games)
        wins = sum(result.shares[0] for result in games)
        low, high = wilson(wins, count)
        mine, mine_half = mean_interval([result.scores[0] for result in games])
        machine, machine_half = mean_interval([float(result.machine_score or 0)
                                               for result in games])
        rounds = statistics.fmean(result.rounds for result in games)
        lines.append(f"  {bot:8} vs {level:6}: wins {_percent(wins / count)} "
                     f"[95% CI {_percent(low)}-{_percent(high)}] of {count}; score "
                     f"{mine:.1f} ± {mine_half:.1f} vs The Machine {machine:.1f} ± "
                     f"{machine_half:.1f}; {rounds:.1f} rounds")
    lines.extend(_timing_lines(timings))
    return "\n".join(lines)


def tournament(bots: Sequence[str], games: int, seed: int, solo: bool = False,
               jobs: int = 1) -> str:
    """Play a tournament and return its printed report; raise ValueError for unknown bots."""
    unknown = [bot for bot in bots if bot not in BOT_NAMES]
    if unknown:
        raise ValueError(f"Unknown bot {unknown[0]!r}; choose from {', '.join(BOT_NAMES)}.")
    if games < 1:
        raise ValueError("Play at least one game.")
    started = time.perf_counter()
    if solo:
        results = run(solo_specs(bots, games, seed), jobs)
        header = (f"Solo tournament: {games} games per bot and level, seeds {seed} to "
                  f"{seed + games - 1}")
        body = solo_report(bots, results)
    else:
        if len(bots) < 2:
            raise ValueError("A 2-player tournament needs at least two bots.")
        specs = pairing_specs(bots, games, seed)
        results = run(specs, jobs)
        count = (games + 1) // 2
        header = (f"2-player tournament: seeds {seed} to {seed + count - 1}, each played "
                  f"with seats swapped")
        body = pairing_report(bots, results)
    elapsed = time.perf_counter() - started
    return f"{header}\n{body}\n({len(results)} games in {elapsed:.0f} s on {jobs} job(s))"
