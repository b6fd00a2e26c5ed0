#!/usr/bin/env python3
"""Learn the n-tuple correction of the valuation by TD(λ) self-play against The Machine.

Issue #45, deliverable 2. Training goes by generations: each plays a number of
solo games with the tables as they were when it began (the steady policy
thinking with the fitted valuation plus the tables, :class:`research.ntuple.
TrainingValuation`), then learns from each game in turn. A game's afterstates
are the positions at the end of each of the player's work turns, before The
Machine's turn, and those at the start of each round, which the market choices
weigh (a taken card or a hired contractor changes them); each is moved toward
its λ-return (the final lead, and a win
counting 1, a draw or a loss 0), bootstrapped on the later afterstates' values
as the tables stand. Tables of zeros play exactly as the shipped bot's rollout
policy, so training starts from today's judgment.

The tables learn the value of the policy that plays the games. The strong bot plays
better than its rollout policy, so a run may instead make each market choice by a small
market search of the strong bot's kind (``--market-deals N``: the best
``--market-candidates`` played through the round over N deals, with the tables), the
work turns planned as before: the values learned are then those of a better player. A
run may start from another run's tables (``--init CHECKPOINT``).

After every generation the run is written atomically, compressed, to
``DIR/latest.json.gz`` (with a copy every ``--keep-every`` generations,
``DIR/gen-NNNNN.json.gz``, and the mean of those copies so far, ``DIR/kept-mean.json.gz``),
and the same command goes on from there: a generation depends only on the tables it began
with and its seeds, so a stopped and resumed run learns exactly what an unbroken one does.
Runs live in ``research/runs/``, a folder each (``run2`` to ``run19`` so far, each named in
research/RECORD.md; run 1's never reached it, and the default ``--dir``, ``run1``, is a name
no committed run holds); their ``latest.json.gz`` and ``kept-mean.json.gz`` are
committed, the copies not: a session's machine, its home folder included, does not outlive
the session. Games are seeded from 10,000,000 up, far from every seed used to measure the
bots::

    nohup nice -n 19 .venv/bin/python -m research.td_train --dir research/runs/run20 \\
        > /tmp/run20.log 2>&1 &
    # later, the same command again resumes; --generations N stops after the Nth
    git add research/runs/run20/latest.json.gz research/runs/run20/kept-mean.json.gz
    git commit -m "research: run20 checkpoint"
"""

from __future__ import annotations

import argparse
import dataclasses
import gzip
import hashlib
import json
import multiprocessing
import os
import random
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ffcore import rules
from ffcore.actions import Action
from ffcore.bots.base import Decision
from ffcore.bots.features import SIZE
from ffcore.bots.planner import PLAN_NODES, Planner, planned_actions
from ffcore.bots.steady import plans_work, steady_plan
from ffcore.bots.strong import CHANCE_AGAIN, ROLLOUT_NODES, MarketSearch
from ffcore.cards import MACHINE_LEVELS
from ffcore.scoring import outcome
from ffcore.state import Rng, State
from ffcore.tournament import MAX_ROUNDS
from ffcore.views import ViewModel, state_to_model
from research.ntuple import Network, Tables, TrainingValuation

#: The checkpoint format; a run of another format is not resumed.
FORMAT = 1
#: Training games are seeded from here up: no bot was ever measured on these seeds.
TRAINING_SEEDS = 10_000_000
#: The player's name in training games.
PLAYER = "td"
#: Where runs live: in the work tree, since only what is committed outlives a session.
RUNS = Path(__file__).resolve().parent / "runs"
DEFAULT_DIR = RUNS / "run1"
#: A run's checkpoint in its folder, what the same command resumes from.
LATEST = "latest.json.gz"
#: The mean of a run's kept checkpoints, beside it and committed like it: the kept copies
#: stay on the machine that played them, and a later session's trial needs their mean.
KEPT_MEAN = "kept-mean.json.gz"


@dataclasses.dataclass(frozen=True)
class Config:
    """What a run learns from and how; fixed for the life of a run."""

    level: str = "insane"
    #: Games per generation (the tables the games play with change between generations).
    games: int = 200
    #: λ of TD(λ): 0 learns from the next afterstate's value only, 1 from the final result.
    lam: float = 0.7
    #: Learning rate, shared among the entries a position reads.
    rate: float = 0.05
    #: Positions of the steady policy's work-turn plans.
    nodes: int = PLAN_NODES
    #: First seed of generation 0 (generation g plays the next ``games`` seeds after g - 1's).
    seed: int = TRAINING_SEEDS
    #: Deals of the market search that makes each market choice (0: the steady policy's).
    market_deals: int = 0
    #: Candidates that market search plays out.
    market_candidates: int = 3
    #: The Machine's pace in the horizon (:class:`ffcore.bots.learned.LearnedValuation`'s
    #: ``pace``; 0: the fitted horizon alone, as every run before the fourth).
    pace: float = 0.0
    #: 0: solo games against The Machine. N: games of 2 to N players in turn, seed by seed
    #: (2 + seed % (N - 1) seats), every seat played by the policy and learnt from: the
    #: tables of games with rivals (``LearnedValuation.rivals``), their lead over the
    #: strongest rival.
    rivals: int = 0
    #: Whether each entry's step shrinks as its errors cancel out (temporal coherence,
    #: :class:`research.ntuple.Tables`); False: the constant rate of every run before the
    #: sixteenth.
    coherence: bool = False
    #: Units of a small network over the same entries, whose output the lead adds
    #: (:class:`research.ntuple.Network`; 0: the tables alone, as every run before the
    #: seventeenth), and its learning rate.
    hidden: int = 0
    network_rate: float = 0.0
    #: Outcomes each work-turn plan samples past a roll or a draw, as the strong bot plans
    #: its work turns (:class:`ffcore.bots.planner.Planner`'s ``chance_samples``, with the
    #: strong bot's ``chance_again``); 0: plans that stop there, as every run before the
    #: eighteenth.
    chance: int = 0
    #: The checkpoint the tables started from (its content's sha256, 16 digits; "": zeros).
    init: str = ""


def settings_of(config: Config) -> dict[str, Any]:
    """Return a run's settings as its digest and the shipped module name them: the pace
    and the rivals only where a run set them, so that runs begun before those settings keep
    their names."""
    settings = dataclasses.asdict(config)
    for later in ("pace", "rivals", "coherence", "hidden", "network_rate", "chance"):
        if not settings[later]:
            del settings[later]
    return settings


def describe(config: Config) -> str:
    """Return a run's settings as text (see :func:`settings_of`)."""
    named = ", ".join(f"{name}={value!r}" for name, value in settings_of(config).items())
    return f"Config({named})"


#: One afterstate: the table entries it reads and the fitted valuation's expected lead.
Afterstate = tuple[list[int], float]


@dataclasses.dataclass
class GameRecord:
    """What a training game leaves to learn from."""

    seed: int
    afterstates: list[Afterstate]
    lead: int
    rounds: int


def blind(state: State, rng: random.Random) -> State:
    """Return a copy whose hidden order (deck, contractor deck, dice to come) is dealt anew.

    The policy plans on it, so it never sees the real order of what is hidden.
    """
    twin = state.copy(Rng(rng.getrandbits(62)))
    twin.rng.shuffle(twin.deck)
    twin.rng.shuffle(twin.contractor_deck)
    return twin


class Recording:
    """The afterstates a game is learnt from, noted as it is played, for each seat: each
    round's first position (what the market choices weigh) and each of the seat's work
    turns' last, before the next turn (The Machine's, in a solo game).
    research/fit_strong.py notes a recorded game's afterstates by it too."""

    def __init__(self, valuation: TrainingValuation, seats: int = 1) -> None:
        self.valuation = valuation
        self.by_seat: list[list[Afterstate]] = [[] for _ in range(seats)]
        self._started = 0  # the last round whose first position is noted

    @property
    def afterstates(self) -> list[Afterstate]:
        """The first seat's afterstates (a solo game's player's)."""
        return self.by_seat[0]

    def before(self, state: State, action: Action) -> None:
        """Note what is to be noted of ``state``, where ``action`` is about to be played."""
        if state.phase == "market" and self._started < state.round:
            self._started = state.round
            for seat, noted in enumerate(self.by_seat):
                noted.append(self.valuation.afterstate(state, seat))
        if action.kind == "end":
            self.by_seat[state.seat].append(self.valuation.afterstate(state, state.seat))


def seats_of(config: Config, seed: int) -> int:
    """Return the players of a training game: 1 (and The Machine), or 2 to ``rivals``."""
    return 2 + seed % (config.rivals - 1) if config.rivals else 1


def play_game(valuation: TrainingValuation, config: Config, seed: int) -> list[GameRecord]:
    """Play one game with the steady policy thinking with ``valuation`` at every seat;
    return what each seat learns from (a solo game: one record)."""
    seats = seats_of(config, seed)
    names = [PLAYER] if seats == 1 else [f"{PLAYER}{seat + 1}" for seat in range(seats)]
    state = rules.setup(names, None if config.rivals else config.level, seed)
    rng = random.Random(seed)
    pending: list[Any] = []
    planner = -1  # the seat the pending actions were planned for
    recording = Recording(valuation, seats)
    while state.phase != "over" and state.round <= MAX_ROUNDS:
        if state.seat != planner:
            pending, planner = [], state.seat
        if state.phase == "market" and config.market_deals:
            pending = [searched_market_choice(state, valuation, config, seed)]
        elif not pending:
            pending = policy_plan(blind(state, rng), valuation, config)
        action = pending.pop(0)
        recording.before(state, action)
        pending = apply_planned(state, action, pending)
    result = outcome(state)
    totals = [score.total for score in result.players]
    machine = result.machine
    records = []
    for seat, noted in enumerate(recording.by_seat):
        best = machine.total if machine is not None else max(
            total for other, total in enumerate(totals) if other != seat)
        records.append(GameRecord(seed, noted, totals[seat] - best, state.round))
    return records


def policy_plan(state: State, valuation: TrainingValuation, config: Config) -> list[Action]:
    """Return the training policy's next action and the rest of its plan: the steady
    policy's, its work turns planned past rolls and draws where ``config.chance`` says."""
    if not config.chance or not plans_work(state):
        return steady_plan(state, valuation, config.nodes)
    planner = Planner(state, valuation, config.chance, chance_again=CHANCE_AGAIN)
    return planned_actions(state, planner.run_past_chance(config.nodes))


def apply_planned(state: State, action: Action, pending: list[Action]) -> list[Action]:
    """Play a planned action; return the rest of the plan, or none once a roll, a draw or a
    new step has made the plan's later actions stale."""
    chance, step = state.chance, state.step
    rules.apply(state, action)
    return pending if state.chance == chance and state.step == step else []


def searched_market_choice(state: State, valuation: TrainingValuation, config: Config,
                           seed: int) -> Action:
    """Return a market choice weighed by the strong bot's market search, thinking with the
    tables over ``config.market_deals`` deals of what the player cannot see."""
    legal = rules.legal_actions(state)
    if len(legal) == 1:
        return legal[0]
    view = ViewModel(viewer=PLAYER, names=[PLAYER], machine=config.level,
                     current_player=PLAYER, state=state_to_model(state, viewer=0), log=[],
                     legal=[str(action) for action in legal], can_undo=False)
    decision = Decision(view, seed, "td", valuation)
    return MarketSearch(decision, config.market_deals, config.market_candidates, 0,
                        ROLLOUT_NODES).best()


def learn(tables: Tables, record: GameRecord, config: Config) -> tuple[float, float]:
    """Move each afterstate of a game toward its λ-return; return the mean squared error of
    the lead head and the mean Brier score of the win head against the game's result, as
    they predicted before the update."""
    if not record.afterstates:
        return 0.0, 0.0
    lead_target = final_lead = float(record.lead)
    win_target = final_win = 1.0 if record.lead > 0 else 0.0  # a draw loses (ruling 27)
    lam = config.lam
    predictions = [(fitted + tables.lead_of(entries), tables.win_of(entries))
                   for entries, fitted in record.afterstates]
    squared = brier = 0.0
    for t in range(len(predictions) - 1, -1, -1):
        entries, _fitted = record.afterstates[t]
        lead, win = predictions[t]
        squared += (final_lead - lead) ** 2
        brier += (final_win - win) ** 2
        tables.update(entries, lead_target - lead, win_target - win, config.rate,
                      config.network_rate)
        # The λ-return of the afterstate before: this one's value and its own return mixed.
        lead_target = (1 - lam) * lead + lam * lead_target
        win_target = (1 - lam) * win + lam * win_target
    count = len(predictions)
    return squared / count, brier / count


# Checkpoints ------------------------------------------------------------------------------

@dataclasses.dataclass
class TrainingRun:
    """A training run's whole state: what a checkpoint holds."""

    config: Config
    tables: Tables
    generation: int = 0
    games: int = 0
    history: list[dict[str, Any]] = dataclasses.field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        content = {"format": FORMAT, "config": dataclasses.asdict(self.config),
                   "generation": self.generation, "games": self.games,
                   "history": self.history, "size": SIZE, "lead": self.tables.lead,
                   "win": self.tables.win}
        if self.tables.coherence is not None:
            content["coherence"] = self.tables.coherence
        if self.tables.network is not None:
            content["network"] = self.tables.network.to_json()
        return content

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> TrainingRun:
        if data.get("format") != FORMAT or data.get("size") != SIZE:
            raise ValueError("a checkpoint of another format or other features")
        network = Network.from_json(data["network"]) if "network" in data else None
        return cls(Config(**data["config"]),
                   Tables(data["lead"], data["win"], data.get("coherence"), network),
                   data["generation"], data["games"], data["history"])


def save(run: TrainingRun, path: Path) -> None:
    """Write a checkpoint atomically (gzip-compressed if ``path`` ends in .gz): a stopped
    write never leaves a broken file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    content = json.dumps(run.to_json()).encode()
    if path.suffix == ".gz":
        content = gzip.compress(content, mtime=0)  # the same run, the same bytes
    partial = path.with_suffix(".partial")
    with partial.open("wb") as out:
        out.write(content)
        out.flush()
        os.fsync(out.fileno())
    os.replace(partial, path)


def with_kept(mean: TrainingRun | None, run: TrainingRun, name: str) -> TrainingRun:
    """Return the mean of the checkpoints ``mean`` averages and ``run`` (kept as ``name``),
    both heads, as ``research/average_tables.py`` would take it; ``mean`` itself if it holds
    ``name`` already (a run stopped after keeping it plays that generation again)."""
    averaged: list[str] = mean.history[0]["averaged"] if mean is not None else []
    if mean is not None and name in averaged:
        return mean
    count = len(averaged)

    def folded(means: list[float], values: list[float]) -> list[float]:
        return [(held * count + value) / (count + 1)
                for held, value in zip(means, values, strict=True)]

    tables = (Tables(run.tables.lead.copy(), run.tables.win.copy()) if mean is None else
              Tables(folded(mean.tables.lead, run.tables.lead),
                     folded(mean.tables.win, run.tables.win)))
    return TrainingRun(run.config, tables, run.generation, run.games,
               [{"averaged": [*averaged, name], "hundredths": False}])


def load(path: Path) -> TrainingRun:
    """Return the run a checkpoint (compressed or not) holds; raise ValueError if it is not
    one."""
    content = path.read_bytes()
    try:
        if content[:2] == b"\x1f\x8b":
            content = gzip.decompress(content)
        return TrainingRun.from_json(json.loads(content))
    except (gzip.BadGzipFile, EOFError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ValueError(f"not a checkpoint: {error}") from error


# Generations ------------------------------------------------------------------------------

_WORKER: tuple[TrainingValuation, Config] | None = None


def _start_worker(tables: Tables, config: Config) -> None:
    global _WORKER  # one per worker process, set once per generation
    _WORKER = (TrainingValuation(tables, config.pace, bool(config.rivals)), config)


def _play_in_worker(seed: int) -> list[GameRecord]:
    assert _WORKER is not None
    return play_game(*_WORKER, seed)


def generation(run: TrainingRun, jobs: int = 1) -> dict[str, Any]:
    """Play one generation with the tables as they are, learn from it; return its figures."""
    config = run.config
    first = config.seed + run.generation * config.games
    seeds = range(first, first + config.games)
    frozen = run.tables.copy()
    started = time.perf_counter()
    games: Sequence[list[GameRecord]]
    if jobs <= 1:
        valuation = TrainingValuation(frozen, config.pace, bool(config.rivals))
        games = [play_game(valuation, config, seed) for seed in seeds]
    else:
        with multiprocessing.Pool(jobs, _start_worker, (frozen, config)) as pool:
            games = pool.map(_play_in_worker, seeds, chunksize=4)
    records = [record for game in games for record in game]
    errors = [learn(run.tables, record, config) for record in records]
    leads = [record.lead for record in records]
    figures = {
        "generation": run.generation, "first_seed": first, "games": len(games),
        "mean_lead": round(statistics.fmean(leads), 3),
        "won": round(sum(1 for lead in leads if lead > 0) / len(leads), 4),
        "lead_rmse": round(statistics.fmean(e[0] for e in errors) ** 0.5, 3),
        "win_brier": round(statistics.fmean(e[1] for e in errors), 4),
        "seconds": round(time.perf_counter() - started, 1),
    }
    run.generation += 1
    run.games += len(games)
    run.history.append(figures)
    return figures


def digest(checkpoint: Path) -> str:
    """Return a checkpoint's digest, as a run begun from it and a trial of it record it: of
    its settings, generation and tables, not of the timings in its history, so that a run
    played again from its command has the digest it had."""
    run = load(checkpoint)
    learned: list[Any] = [settings_of(run.config), run.generation, run.tables.lead,
                          run.tables.win]
    if run.tables.network is not None:
        learned.append(run.tables.network.to_json())
    return hashlib.sha256(json.dumps(learned).encode()).hexdigest()[:16]


def new_run(settings: dict[str, Any], init: Path | None = None) -> TrainingRun:
    """Return a run not yet begun: its tables zeros, or those of the checkpoint ``init``."""
    config = Config(**settings)
    coherence = () if config.coherence else None
    network = Network(config.hidden, seed=config.seed) if config.hidden else None
    if init is None:
        return TrainingRun(config, Tables(coherence=coherence, network=network))
    begun = load(init).tables
    return TrainingRun(dataclasses.replace(config, init=digest(init)),
               Tables(begun.lead, begun.win, coherence, network))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, default=DEFAULT_DIR,
                        help=f"where checkpoints go (default {DEFAULT_DIR})")
    parser.add_argument("--generations", type=int, default=0,
                        help="stop after this many generations in all (0: never)")
    parser.add_argument("--hours", type=float, default=0.0,
                        help="stop after this long (0: never); a generation is never cut")
    parser.add_argument("--keep-every", type=int, default=25,
                        help="keep a copy of the checkpoint every this many generations")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing the games")
    parser.add_argument("--status", action="store_true",
                        help="print where the run in --dir stands, and train nothing")
    parser.add_argument("--init", type=Path, default=None, metavar="CHECKPOINT",
                        help="a new run's tables start as this checkpoint's")
    settings = [field for field in dataclasses.fields(Config) if field.name != "init"]
    for field in settings:
        flag = f"--{field.name.replace('_', '-')}"
        if isinstance(field.default, bool):  # a switch: given, it is on
            parser.add_argument(flag, action="store_true", default=None,
                                help="(a new run only; default off)")
        else:
            parser.add_argument(flag, type=type(field.default), default=None,
                                help=f"(a new run only; default {field.default})")
    args = parser.parse_args()
    given = {field.name: getattr(args, field.name) for field in settings
             if getattr(args, field.name) is not None}
    if args.init is not None:
        given["init"] = digest(args.init)
    if given.get("rivals") and given.get("market_deals"):
        parser.error("--market-deals searches solo games only; --rivals plays without it")
    if given.get("rivals") not in (None, 0) and not 2 <= given["rivals"] <= 5:
        parser.error("--rivals must be 0 (solo) or 2 to 5 players")
    if "level" in given and given["level"] not in MACHINE_LEVELS:
        parser.error(f"--level must be one of {', '.join(MACHINE_LEVELS)}")
    latest = args.dir / LATEST
    if args.status:
        if not latest.exists():
            parser.error(f"no run in {args.dir}")
        run = load(latest)
        print(f"{latest}: {describe(run.config)}, generation {run.generation}, {run.games} games")
        for figures in run.history[-10:]:
            print(json.dumps(figures))
        return 0
    if latest.exists():
        run = load(latest)
        changed = {name: value for name, value in given.items()
                   if getattr(run.config, name) != value}
        if changed:
            parser.error(f"{latest} was begun with {describe(run.config)}; a run keeps its "
                         f"settings (start another with another --dir)")
        print(f"resuming {latest}: generation {run.generation}, {run.games} games",
              flush=True)
    else:
        run = new_run(given, args.init)
        print(f"a new run in {args.dir}: {describe(run.config)}", flush=True)
    started = time.perf_counter()
    while not args.generations or run.generation < args.generations:
        if args.hours and time.perf_counter() - started > args.hours * 3600:
            break
        figures = generation(run, args.jobs)
        if args.keep_every and run.generation % args.keep_every == 0:
            kept = args.dir / f"gen-{run.generation:05d}.json.gz"
            save(run, kept)
            mean_path = args.dir / KEPT_MEAN
            save(with_kept(load(mean_path) if mean_path.exists() else None, run, kept.name),
                 mean_path)
        save(run, latest)  # last: a run stopped before it plays this generation again
        print(json.dumps(figures), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
