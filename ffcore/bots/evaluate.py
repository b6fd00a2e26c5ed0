"""How good a position is for one player, in expected final points.

The bots' heuristics and their search share this estimate: points already
scored, plus what the compound should still produce in the rounds left, plus
what resources, blueprints and waiting dice are worth. It comes in two
versions. The hand-made one (the steady bot's) uses hand-tuned guesses, kept
in one table of weights. The fitted one (the strong bot's) uses weights fitted
by ridge regression to the final scores of self-play games
(``tools/fit_values.py``); it predicts final scores better, and plays better.

Which one the functions below use is set by :func:`valuation` for the
duration of a bot's thinking (a context variable, so interleaved searches in
the browser each keep their own).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache

from ..cards import (
    BLUEPRINTS,
    COMPOUND_TRIGGER,
    DICE_HELP,
    EXACT_DIE,
    GOODS_TRIGGER,
    HALF_RANGES,
    HAND_LIMIT,
    MACHINE_GOODS_DICE,
    RESOURCE_LIMIT,
    WORKER_DICE,
    DicePattern,
    build_cost,
    prestige,
)
from ..machine import machine_score
from ..state import MachineState, PlayerState, State

#: The valuations: "handmade" or "fitted".
VALUATIONS = ("handmade", "fitted")
_VALUATION: ContextVar[str] = ContextVar("ffcore_bots_valuation", default="handmade")


@contextmanager
def valuation(name: str) -> Iterator[None]:
    """Use the valuation ``name`` (one of :data:`VALUATIONS`) inside the ``with`` block."""
    if name not in VALUATIONS:
        raise ValueError(f"unknown valuation {name!r}")
    token = _VALUATION.set(name)
    try:
        yield
    finally:
        _VALUATION.reset(token)


def fitted() -> bool:
    """Return whether the fitted valuation is in use."""
    return _VALUATION.get() == "fitted"


#: What one metal, energy, hand blueprint and die are worth in points while
#: the game has rounds left to turn them into goods and prestige.
W_METAL = 0.3
W_ENERGY = 0.13
W_CARD = 0.34
W_DIE = 0.36
#: How much of a compound's estimated production per round counts.
YIELD_SCALE = 1.0
#: Share of a buildable hand card's net worth counted before it is built.
BUILD_BONUS = 0.45
#: Cards a player is expected to build per round, and goods made without a compound.
BUILD_RATE = 0.75
BASE_GOODS = 0.5
#: Resources keep this share of their worth per round left (up to all of it).
CONVERSION_SLOPE = 0.6
#: Metal and energy past these amounts are worth half as much.
METAL_KNEE = 6
ENERGY_KNEE = 8

#: Chance that n dice (index = n, capped at 7) show each pattern.
_PATTERN_CHANCE: dict[str, tuple[float, ...]] = {
    "pair": (0.0, 0.0, 0.167, 0.444, 0.722, 0.907, 0.985, 1.0),
    "triple": (0.0, 0.0, 0.0, 0.028, 0.097, 0.213, 0.367, 0.541),
    "run": (0.0, 0.0, 0.0, 0.111, 0.278, 0.448, 0.594, 0.71),
    "sum14": (0.0, 0.0, 0.0, 0.162, 0.355, 0.526, 0.661, 0.761),
    "one": (0.0, 0.167, 0.306, 0.421, 0.518, 0.598, 0.665, 0.721),
    "any": (0.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0),
    "high": (0.0, 0.5, 0.75, 0.875, 0.938, 0.969, 0.984, 0.992),
}

def _chance(pattern: str, dice: float) -> float:
    """Return the chance that ``dice`` dice (fractions interpolate) show a pattern."""
    table = _PATTERN_CHANCE[pattern]
    dice = max(0.0, min(dice, len(table) - 1.0))
    low = int(dice)
    if low == len(table) - 1:
        return table[low]
    return table[low] + (table[low + 1] - table[low]) * (dice - low)


def _pattern_kind(pattern: DicePattern) -> str:
    if pattern in EXACT_DIE:
        return "one"
    if pattern in HALF_RANGES:
        return "high"
    return pattern


#: Dice a pattern takes, where not one.
_DICE_COUNT: dict[DicePattern, int] = {"": 0, "pair": 2, "triple": 3, "run": 3, "sum14": 3}


def _activation(slug: str, dice: float, specific: float) -> tuple[float, float, float]:
    """Return one card's expected (points, goods, dice used) per round.

    ``dice`` is how many dice the owner can count on, ``specific`` the same
    for patterns that need one exact value (training cards make those likelier).
    """
    card = BLUEPRINTS[slug]
    best = (0.0, 0.0, 0.0)
    for recipe in card.recipes:
        pattern = recipe.dice
        count = _DICE_COUNT.get(pattern, 1)
        kind = _pattern_kind(pattern) if pattern else ""
        if kind == "one":
            chance = _chance("one", specific)
        elif kind:
            chance = _chance(kind, dice + (specific - dice) * 0.5)
        else:
            chance = 1.0
        x = 3.5
        if recipe.pay_x or recipe.gain_x:
            x = 2.0 if recipe.pay_x == "XM" else 5.0
        gain = (recipe.goods + W_METAL * (recipe.metal + (x if recipe.gain_x == "XM" else 0))
                + W_ENERGY * (recipe.energy + (x if recipe.gain_x == "XE" else 0))
                + W_CARD * recipe.draw)
        cost = (W_METAL * (recipe.pay_metal + (x if recipe.pay_x == "XM" else 0))
                + W_ENERGY * (recipe.pay_energy + (x if recipe.pay_x == "XE" else 0))
                + W_CARD * recipe.discard + W_DIE * count)
        effect = recipe.effect
        if effect == "black-market":
            gain += 3.6 * (W_METAL + W_ENERGY) / 2
        elif effect == "die":
            gain += W_DIE * 1.3
        elif effect == "copy":
            gain += 0.45
        elif effect in DICE_HELP:
            continue
        net = max(0.0, gain - cost) * chance
        if net > best[0]:
            best = (net, recipe.goods * chance, count * chance)
    return best


#: Flat yearly worth of passive and dice-changing cards (their help shows up
#: in the dice counts below).
_PASSIVE = {"laboratory": 0.22, "scrap-yard": 0.24, "solar-array": 0.24, "robot": 0.05,
            "golem": 0.1, "dojo": 0.04, "gymnasium": 0.04, "fitness-center": 0.04,
            "temp-agency": 0.06}


@lru_cache(maxsize=4096)
def compound_yield(compound: tuple[str, ...]) -> tuple[float, float]:
    """Return a sorted compound's expected (points, goods) per future round."""
    training = sum(1 for slug in compound if BLUEPRINTS[slug].type == "training")
    dice = float(WORKER_DICE) + 0.6 * compound.count("robot") + 0.3 * compound.count("golem")
    dice += 0.4 * compound.count("temp-agency")
    specific = dice + 0.9 * (training - compound.count("temp-agency")) + \
        0.9 * compound.count("golem")
    rows = []
    passive = 0.0
    has_goods = False
    for slug in set(compound):
        if slug in _PASSIVE:
            passive += _PASSIVE[slug]
            continue
        if BLUEPRINTS[slug].recipes:
            net, goods, used = _activation(slug, dice, specific)
            rows.append((net, goods, used))
            has_goods = has_goods or goods > 0
    if not has_goods:
        passive -= _PASSIVE["laboratory"] * compound.count("laboratory")
    # Dice are shared: the best uses come first, the rest only get what is left.
    rows.sort(key=lambda row: -row[0] / row[2] if row[2] else -100.0)
    budget = dice
    points = goods = 0.0
    for net, made, used in rows:
        share = 1.0 if used <= budget else max(0.0, budget / used) if used else 1.0
        budget -= used * share
        points += net * share
        goods += made * share
    return YIELD_SCALE * (points + passive), goods


def marginal_yield(compound: tuple[str, ...], slug: str) -> float:
    """Return how many points per round building ``slug`` adds to a sorted compound."""
    grown = tuple(sorted((*compound, slug)))
    return compound_yield(grown)[0] - compound_yield(compound)[0]


@lru_cache(maxsize=4096)
def _prestige(compound: tuple[str, ...]) -> int:
    return prestige(compound)


def machine_rate(compound: list[str]) -> float:
    """Return The Machine's expected goods per round."""
    return _machine_rate(tuple(compound))


@lru_cache(maxsize=4096)
def _machine_rate(compound: tuple[str, ...]) -> float:
    rate = 0.0
    for _colour, card_type in MACHINE_GOODS_DICE:
        count = sum(1 for slug in compound if BLUEPRINTS[slug].type == card_type)
        rate += min(count, 6) / 6
    return rate


def rounds_left(state: State) -> float:
    """Return the expected number of whole rounds after the current one."""
    if fitted():
        return fitted_rounds(state)
    if state.end_round:
        return float(state.end_round - state.round)
    soonest = 99.0
    for player in state.players:
        goods_rate = BASE_GOODS + compound_yield(tuple(sorted(player.compound)))[1]
        soonest = min(soonest, (GOODS_TRIGGER - player.goods) / goods_rate,
                      (COMPOUND_TRIGGER - len(player.compound)) / BUILD_RATE)
    if state.machine is not None:
        machine = state.machine
        rate = machine_rate(machine.compound) + 0.45
        soonest = min(soonest, (GOODS_TRIGGER - machine.goods) / rate)
    return max(0.0, soonest - 0.5) + 1.0


def _metal_worth(metal: int) -> float:
    return W_METAL * (metal if metal <= METAL_KNEE else METAL_KNEE + 0.5 * (metal - METAL_KNEE))


def _energy_worth(energy: int) -> float:
    return W_ENERGY * (energy if energy <= ENERGY_KNEE
                       else ENERGY_KNEE + 0.5 * (energy - ENERGY_KNEE))


def resource_worth(metal: int, energy: int) -> float:
    """Return the worth of metal and energy, keeping the best 12 if there are more.

    Each has diminishing worth past what a round or two of building needs.
    """
    if metal + energy <= RESOURCE_LIMIT:
        return _metal_worth(metal) + _energy_worth(energy)
    best = 0.0
    for kept in range(max(0, RESOURCE_LIMIT - energy), min(metal, RESOURCE_LIMIT) + 1):
        best = max(best, _metal_worth(kept) + _energy_worth(RESOURCE_LIMIT - kept))
    return best


def still_to_work(state: State, seat: int) -> bool:
    """Return whether a player's work phase this round is still to come."""
    if state.phase == "market":
        return True
    if state.phase != "work":
        return False
    order = (seat - state.first) % len(state.players)
    return order > state.turn


def conversion(rounds: float) -> float:
    """Return how much of their worth resources keep with this many rounds left."""
    return min(1.0, 0.02 + CONVERSION_SLOPE * rounds)


def card_worth(player: PlayerState, slug: str, rounds: float, compound: tuple[str, ...]) -> float:
    """Return what building ``slug`` would add, before its cost (prestige and production)."""
    card = BLUEPRINTS[slug]
    built = card.prestige + card.prestige_step * player.compound.count(slug)
    return built + rounds * marginal_yield(compound, slug)


def build_gain(player: PlayerState, slug: str, rounds: float, compound: tuple[str, ...],
               scale: float) -> float:
    """Return the net points of building ``slug`` now: its worth less its cost."""
    metal, energy = build_cost(slug, player.compound)
    return card_worth(player, slug, rounds, compound) - scale * (
        W_METAL * metal + W_ENERGY * energy + 2 * W_CARD)


def can_own(player: PlayerState, slug: str) -> bool:
    """Return whether the compound may take this blueprint (ruling 5)."""
    return _can_own(player.compound, slug)


def _can_own(compound: Sequence[str], slug: str) -> bool:
    return BLUEPRINTS[slug].multiple or slug not in compound


def hand_worth(player: PlayerState, rounds: float, scale: float,
               compound: tuple[str, ...]) -> float:
    """Return what the hand is worth: every card as fodder, plus its best builds."""
    hand = player.hand
    count = min(len(hand), HAND_LIMIT)
    total = W_CARD * scale * count
    if rounds <= 0 or not hand:
        return total
    tools: dict[str, int] = {}
    for slug in hand:
        tool = BLUEPRINTS[slug].tool
        tools[tool] = tools.get(tool, 0) + 1
    bonuses = []
    for slug in set(hand):
        if tools[BLUEPRINTS[slug].tool] < 2 or not can_own(player, slug):
            continue
        gain = build_gain(player, slug, rounds, compound, scale)
        if gain > 0:
            bonuses.append(gain)
    bonuses.sort(reverse=True)
    return total + BUILD_BONUS * sum(bonuses[:2])


def pending_worth(player: PlayerState, solo: bool = False) -> float:
    """Return what waiting contractor dice are worth for the coming work phase."""
    die = unit_worths(solo)[3]
    return (die * 1.2 * player.extra_dice + die * 1.6 * player.specialist_dice
            + (0.9 if player.foreman else 0.0))


def value(state: State, seat: int, rounds: float | None = None, public: bool = False) -> float:
    """Return a player's expected final points from this position.

    ``rounds`` is :func:`rounds_left` when already known. Resources over the
    round-end limits count only up to those limits. With ``public``, the hand
    counts only by its size (as an opponent sees it).
    """
    player = state.players[seat]
    if rounds is None:
        rounds = rounds_left(state)
    if fitted():
        return fitted_value(state, seat, rounds, public)
    if state.phase == "over":
        return (player.goods + _prestige(tuple(player.compound)) + 0.003 * player.metal
                + 0.002 * player.energy + 0.001 * len(player.hand))
    ahead = rounds + (1.0 if still_to_work(state, seat) else 0.0)
    compound = tuple(sorted(player.compound))
    points = player.goods + _prestige(tuple(player.compound))
    engine = ahead * compound_yield(compound)[0]
    scale = conversion(ahead)
    resources = scale * resource_worth(player.metal, player.energy) + 0.003 * player.metal \
        + 0.002 * player.energy
    if public:
        hand = W_CARD * scale * min(len(player.hand), HAND_LIMIT)
    else:
        hand = hand_worth(player, ahead, scale, compound)
    pending = pending_worth(player) if still_to_work(state, seat) else 0.0
    return points + engine + resources + hand + pending


def unit_worths(solo: bool = False) -> tuple[float, float, float, float]:
    """Return the worth of one metal, energy, blueprint and die with rounds still to play."""
    if fitted():
        metal_fit, energy_fit = resource_fit(solo)
        metal, energy = 2 * metal_fit, 2 * energy_fit
        card = 2 * FIT[4]
        return metal, energy, card, max(metal, card, 2.5 * energy)
    return W_METAL, W_ENERGY, W_CARD, W_DIE


def die_worth(value_: int, solo: bool = False) -> float:
    """Return the worth of an unplaced die put on its best headquarters floor."""
    return _die_worths(solo, fitted())[value_]


@lru_cache(maxsize=8)
def _die_worths(solo: bool, fitted_: bool) -> tuple[float, ...]:
    """Return :func:`die_worth` of the values 0 to 6 (``fitted_`` keys the valuation in use)."""
    metal, energy, card, _die = unit_worths(solo)
    return tuple(max(energy * value_, card) if value_ <= 3 else max(metal, card)
                 for value_ in range(7))


def machine_value(state: State, rounds: float) -> float:
    """Return The Machine's expected final score with ``rounds`` whole rounds after this one."""
    machine = state.machine
    assert machine is not None
    score = float(sum(machine_score(machine)))
    if state.phase == "over":
        return score
    turns = rounds + 1.0
    if fitted():
        return score + fitted_machine_future(machine, turns)
    rate = machine_rate(machine.compound)
    # Each turn adds about one card (a sixth of them monuments) and a little more rate.
    whole = int(turns)
    for turn in range(whole + 1):
        share = 1.0 if turn < whole else turns - whole
        score += share * (1.17 + rate + 0.16 * turn)
    return score


def relative(state: State, seat: int, rounds: float | None = None) -> float:
    """Return a player's expected lead at the end: own worth less the strongest rival's.

    Rivals are valued from what the player can see (their hand counts only by
    size); in solo the rival is The Machine.
    """
    if rounds is None:
        rounds = rounds_left(state)
    mine = value(state, seat, rounds)
    if state.machine is not None:
        return mine - machine_value(state, rounds)
    rival = max(value(state, other, rounds, public=True)
                for other in range(len(state.players)) if other != seat)
    return mine - rival


# A value fitted on self-play ------------------------------------------------------------------

#: Rounds left after the current one, when the end is not yet triggered: a linear fit on
#: the round, the leading player's goods and compound size, The Machine's goods and rate,
#: and whether it is a solo game.
R_FIT = (8.3783, -0.4689, -0.2395, -0.1053, -0.0105, -0.3151, 0.3882)
#: Points still to come for a player at the end of a work turn, as a linear fit on
#: R (rounds left), G = min(R, 2) and the position: R, R², metal·G, energy·G, hand·G,
#: compound size·G, compound size·R, solo·R, buildable hand cards·G.
FIT = (1.2869, 0.1339, 0.1050, 0.0420, 0.2000, 0.0616, 0.0888, 0.0, 0.0)
#: Per card in the compound: (·G, ·R) on top of the compound size.
CARD_FIT: dict[str, tuple[float, float]] = {
    "aluminum-factory": (0.028, -0.066),
    "assembly-line": (0.111, -0.049),
    "battery-factory": (0.144, -0.034),
    "beacon": (0.176, -0.081),
    "biolab": (0.013, -0.021),
    "black-market": (-0.417, 0.045),
    "concrete-plant": (0.177, -0.115),
    "dojo": (0.204, -0.173),
    "fitness-center": (0.150, -0.096),
    "foundry": (-0.112, 0.065),
    "fulfillment-center": (-0.087, 0.002),
    "golem": (0.134, 0.126),
    "gymnasium": (-0.043, -0.063),
    "harvester": (-0.226, 0.077),
    "incinerator": (0.025, 0.015),
    "laboratory": (-0.390, 0.314),
    "manufactory": (0.011, 0.143),
    "mega-factory": (-0.190, 0.201),
    "megalith": (0.028, -0.193),
    "motherlode": (-0.410, 0.164),
    "nuclear-plant": (0.036, 0.084),
    "obelisk": (-0.012, -0.081),
    "power-plant": (0.250, 0.039),
    "recycling-plant": (0.159, -0.102),
    "refinery": (-0.188, -0.038),
    "replicator": (0.067, 0.021),
    "robot": (0.143, 0.007),
    "scrap-yard": (-0.158, 0.133),
    "solar-array": (0.048, 0.011),
    "temp-agency": (0.103, 0.009),
    "trash-compactor": (0.137, -0.213),
    "warehouse": (0.148, -0.043),
}
#: Per metal·G and energy·G in solo games, in place of FIT's. Against The Machine's
#: clock resources turn into points sooner; tuned by solo tournaments, as paired rollouts
#: that give a player 2 more metal or energy measure them worth more than the fit says.
SOLO_RESOURCE_FIT = (0.15, 0.06)
#: The Machine's points still to come, with T = R + 1 turns: T, T², rate·T, cards·T.
MACHINE_FIT = (1.7652, 0.0294, 0.7435, -0.0094)


def resource_fit(solo: bool) -> tuple[float, float]:
    """Return the fitted worth of one metal and one energy per round of G."""
    return SOLO_RESOURCE_FIT if solo else (FIT[2], FIT[3])


def fitted_rounds(state: State) -> float:
    """Return the fitted number of whole rounds after the current one."""
    if state.end_round:
        return float(state.end_round - state.round)
    goods = min(GOODS_TRIGGER, max(player.goods for player in state.players))
    built = min(COMPOUND_TRIGGER, max(len(player.compound) for player in state.players))
    w = R_FIT
    estimate = w[0] + w[1] * state.round + w[2] * goods + w[3] * built
    if state.machine is not None:
        estimate += (w[4] * state.machine.goods + w[5] * machine_rate(state.machine.compound)
                     + w[6])
    return max(1.0, estimate)


def card_future(slug: str, rounds: float) -> float:
    """Return what one more card of this name in the compound adds to the points to come."""
    g = min(rounds, 2.0)
    per_g, per_r = CARD_FIT[slug]
    return (FIT[5] + per_g) * g + (FIT[6] + per_r) * rounds


def buildable(player: PlayerState) -> int:
    """Return how many different hand cards the player could build with a same-tool partner."""
    return _buildable(player.hand, player.compound)


def _buildable(hand: Sequence[str], compound: Sequence[str]) -> int:
    tools: dict[str, int] = {}
    for slug in hand:
        tool = BLUEPRINTS[slug].tool
        tools[tool] = tools.get(tool, 0) + 1
    return sum(1 for slug in set(hand)
               if tools[BLUEPRINTS[slug].tool] >= 2 and _can_own(compound, slug))


def fitted_future(player: PlayerState, rounds: float, public: bool, solo: bool) -> float:
    """Return a player's fitted points still to come with ``rounds`` work turns left."""
    return _fitted_future(player.metal, player.energy, tuple(player.hand),
                          tuple(player.compound), rounds, public, solo)


# A search values many positions that differ only in their dice, so the worth of the rest is
# remembered: 4,096 entries (under 2 MB) keep about as many hits as 16 times more.
# (Change the fitted weights only before the first call, or clear the cache.)
@lru_cache(maxsize=4096)
def _fitted_future(metal: int, energy: int, hand: tuple[str, ...], compound: tuple[str, ...],
                   rounds: float, public: bool, solo: bool) -> float:
    if rounds <= 0:
        return 0.0
    g = min(rounds, 2.0)
    metal_fit, energy_fit = resource_fit(solo)
    metal_w, energy_w = metal_fit * g, energy_fit * g
    if metal + energy > RESOURCE_LIMIT:
        if metal_w >= energy_w:
            metal = min(metal, RESOURCE_LIMIT)
            energy = RESOURCE_LIMIT - metal
        else:
            energy = min(energy, RESOURCE_LIMIT)
            metal = RESOURCE_LIMIT - energy
    future = FIT[0] * rounds + FIT[1] * rounds * rounds + metal_w * metal + energy_w * energy
    future += FIT[4] * g * min(len(hand), HAND_LIMIT)
    if solo:
        future += FIT[7] * rounds
    if hand:
        future += FIT[8] * g * _buildable(hand, compound)
    for slug in compound:
        future += card_future(slug, rounds)
    if not public and hand:
        future += BUILD_BONUS * _fitted_builds(hand, compound, rounds, metal_w, energy_w)
    return future


def _fitted_builds(hand: tuple[str, ...], compound: tuple[str, ...], rounds: float,
                   metal_w: float, energy_w: float) -> float:
    """Return the net worth of the two best builds the hand allows (cost and cards paid)."""
    tools: dict[str, int] = {}
    for slug in hand:
        tool = BLUEPRINTS[slug].tool
        tools[tool] = tools.get(tool, 0) + 1
    card_w = FIT[4] * min(rounds, 2.0)
    gains = []
    for slug in set(hand):
        if tools[BLUEPRINTS[slug].tool] < 2 or not _can_own(compound, slug):
            continue
        card = BLUEPRINTS[slug]
        metal, energy = build_cost(slug, compound)
        gain = (card.prestige + card.prestige_step * compound.count(slug)
                + card_future(slug, rounds) - metal_w * metal - energy_w * energy - 2 * card_w)
        if gain > 0:
            gains.append(gain)
    gains.sort(reverse=True)
    return sum(gains[:2])


def fitted_value(state: State, seat: int, rounds: float, public: bool) -> float:
    """Return a player's expected final points by the fitted model."""
    player = state.players[seat]
    points = player.goods + _prestige(tuple(player.compound))
    if state.phase == "over":
        return points + 0.003 * player.metal + 0.002 * player.energy + 0.001 * len(player.hand)
    ahead = rounds + (1.0 if still_to_work(state, seat) else 0.0)
    solo = state.machine is not None
    future = fitted_future(player, ahead, public, solo)
    if still_to_work(state, seat):
        future += pending_worth(player, solo)
    return points + future + 0.003 * player.metal + 0.002 * player.energy


def fitted_machine_future(machine: MachineState, turns: float) -> float:
    """Return The Machine's points still to come in ``turns`` turns, by the fitted model."""
    w = MACHINE_FIT
    return turns * (w[0] + w[1] * turns + w[2] * machine_rate(machine.compound)
                    + w[3] * len(machine.compound))
