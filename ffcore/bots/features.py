"""What the strong bot's learned tables read of a position: its features, as table entries.

Issue #45. Each table is chosen by a small group of features of the position (an
n-tuple, as in the n-tuple networks that play 2048): a built card and the rounds left,
a pair of built cards, a hand card with the built and hand cards sharing its tool,
resources and rounds left, the race of goods with The Machine, The Machine's cards by
type, and so on; a position reads one entry of each. In a game of several players (issue
#66) the entries that read The Machine in a solo game read the leading rival instead
(:func:`leading_rival`). :mod:`ffcore.bots.learned` values positions with tables over
these entries; ``research/td_train.py`` learns them.
"""

from __future__ import annotations

from itertools import combinations

from ..cards import BLUEPRINTS, GOODS_TRIGGER, HAND_LIMIT, prestige
from ..machine import machine_score
from ..state import PlayerState, State

#: Every blueprint name, in a fixed order: a card's index in the tables.
CARDS = tuple(sorted(BLUEPRINTS))
CARD_INDEX = {slug: number for number, slug in enumerate(CARDS)}
#: Card types, in a fixed order (The Machine's goods dice read the first four).
TYPES = ("training", "production", "special", "utility", "monument")
TYPE_INDEX = {slug: TYPES.index(card.type) for slug, card in BLUEPRINTS.items()}
TOOL_OF = {slug: card.tool for slug, card in BLUEPRINTS.items()}
#: Rounds of work still to come are counted up to this many (more are as many).
MAX_AHEAD = 9
#: A coarse count of the rounds to come, for the larger tables: 0, 1, 2, 3 or more.
COARSE = 4
#: Leads and score gaps are counted from -SPAN to SPAN points.
SPAN = 15


def clamp(value: int, low: int, high: int) -> int:
    """Return ``value`` within ``low`` and ``high``."""
    return low if value < low else high if value > high else value


#: The tables: name and size. Indices below are offsets into one flat list per head.
TABLES: tuple[tuple[str, int], ...] = (
    ("ahead", MAX_AHEAD + 1),
    ("built", len(CARDS) * (MAX_AHEAD + 1)),
    ("pair", len(CARDS) * len(CARDS)),
    ("hand", len(CARDS) * 4 * 3 * COARSE),
    ("resources", 10 * 10 * COARSE),
    ("hand_size", (HAND_LIMIT + 1) * COARSE),
    ("race", (GOODS_TRIGGER + 1) * (GOODS_TRIGGER + 1) * COARSE),
    ("gap", (2 * SPAN + 1) * (MAX_AHEAD + 1)),
    ("fitted_lead", (2 * SPAN + 1) * (MAX_AHEAD + 1)),
    ("types", 5 ** len(TYPES)),
    ("machine_types", 6 ** 4),
    ("machine_size", 16 * 4 * COARSE),
    ("triggered", 2 * (MAX_AHEAD + 1)),
)
OFFSET: dict[str, int] = {}
_total = 0
for _name, _size in TABLES:
    OFFSET[_name] = _total
    _total += _size
#: Entries in each head's table.
SIZE = _total
_RESOURCES, _HAND_SIZE, _RACE = OFFSET["resources"], OFFSET["hand_size"], OFFSET["race"]
_GAP, _FITTED_LEAD, _TRIGGERED = OFFSET["gap"], OFFSET["fitted_lead"], OFFSET["triggered"]


def features(state: State, seat: int, ahead: float, fitted_lead: float) -> list[int]:
    """Return the table entries a position reads for a player, as indices into a head.

    ``ahead`` is the player's work phases still to come (fractions rounded), and
    ``fitted_lead`` the fitted valuation's expected lead in the same position (over The
    Machine, or over the strongest rival in a game of several players). Only the
    player's own cards and what is public are read. In a game of several players the
    entries that read The Machine in a solo game read the leading rival instead
    (:func:`leading_rival`), and the tables are another set (:data:`LearnedValuation.rivals`).
    """
    player = state.players[seat]
    machine = state.machine
    r = clamp(round(ahead), 0, MAX_AHEAD)
    rc = min(r, COARSE - 1)
    compound = tuple(player.compound)
    own = [*compound_entries(compound, r), *hand_entries(tuple(player.hand), compound, rc)]
    if machine is not None:
        return [*own, *machine_entries(tuple(machine.compound), rc),
                *scalar_entries(state, seat, r, fitted_lead, prestige(compound),
                                sum(machine_score(machine)), machine.goods)]
    rival = leading_rival(state, seat)
    theirs = tuple(rival.compound)
    return [*own, *rival_entries(theirs, len(state.players), rc),
            *scalar_entries(state, seat, r, fitted_lead, prestige(compound),
                            rival.goods + prestige(theirs), rival.goods)]


def leading_rival(state: State, seat: int) -> PlayerState:
    """Return the rival with the most points in sight (goods and built prestige), the one
    with more cards built among equals, the first seat among those."""
    rivals = [player for number, player in enumerate(state.players) if number != seat]
    return max(rivals, key=lambda player: (player.goods + prestige(tuple(player.compound)),
                                           len(player.compound)))


def compound_entries(compound: tuple[str, ...], r: int) -> list[int]:
    """Return the entries of the built cards: each with the rounds to come, each pair, the
    count of each type."""
    out = [OFFSET["ahead"] + r]
    built = OFFSET["built"]
    names = sorted({CARD_INDEX[slug] for slug in compound})
    out.extend(built + card * (MAX_AHEAD + 1) + r for card in names)
    pair = OFFSET["pair"]
    out.extend(pair + a * len(CARDS) + b for a, b in combinations(names, 2))
    counts = [0] * len(TYPES)
    for slug in compound:
        counts[TYPE_INDEX[slug]] += 1
    index = 0
    for count in counts:
        index = index * 5 + min(count, 4)
    out.append(OFFSET["types"] + index)
    return out


def hand_entries(hand: tuple[str, ...], compound: tuple[str, ...], rc: int) -> list[int]:
    """Return the entries of each different hand card with the built and other hand cards
    that share its tool (what it is built with)."""
    hand_base = OFFSET["hand"]
    tools_built: dict[str, int] = {}
    for slug in compound:
        tool = TOOL_OF[slug]
        tools_built[tool] = tools_built.get(tool, 0) + 1
    tools_hand: dict[str, int] = {}
    for slug in hand:
        tool = TOOL_OF[slug]
        tools_hand[tool] = tools_hand.get(tool, 0) + 1
    out = []
    for slug in sorted(set(hand)):
        tool = TOOL_OF[slug]
        partners = min(tools_built.get(tool, 0), 3)
        mates = min(tools_hand[tool] - 1, 2)
        out.append(hand_base + ((CARD_INDEX[slug] * 4 + partners) * 3 + mates) * COARSE + rc)
    return out


def machine_entries(compound: tuple[str, ...], rc: int) -> list[int]:
    """Return the entries of The Machine's cards: by type (what its goods dice need), and
    their count with its monuments."""
    counts = _type_counts(compound)
    return [OFFSET["machine_types"] + _types_index(counts),
            OFFSET["machine_size"] + (min(len(compound), 15) * 4 + min(counts[4], 3))
            * COARSE + rc]


def rival_entries(compound: tuple[str, ...], seats: int, rc: int) -> list[int]:
    """Return the entries of the leading rival's built cards in a game of ``seats``
    players, where a solo game reads The Machine's: by type, and their count with the
    seats at the table."""
    return [OFFSET["machine_types"] + _types_index(_type_counts(compound)),
            OFFSET["machine_size"] + (min(len(compound), 15) * 4 + min(seats - 2, 3))
            * COARSE + rc]


def _type_counts(compound: tuple[str, ...]) -> list[int]:
    counts = [0] * len(TYPES)
    for slug in compound:
        counts[TYPE_INDEX[slug]] += 1
    return counts


def _types_index(counts: list[int]) -> int:
    """Return the index of the counts of the first four types, up to 5 each."""
    index = 0
    for count in counts[:4]:
        index = index * 6 + min(count, 5)
    return index


def scalar_entries(state: State, seat: int, r: int, fitted_lead: float,
                   prestige_points: int, their_points: int, their_goods: int) -> list[int]:
    """Return the entries of the counts: resources, hand size, goods against The Machine's
    (or the leading rival's), the score gap and the fitted lead (with the rounds to come),
    whether the end is near."""
    player = state.players[seat]
    rc = r if r < COARSE else COARSE - 1
    goods, metal, energy, held = player.goods, player.metal, player.energy, len(player.hand)
    gap = clamp(goods + prestige_points - their_points, -SPAN, SPAN) + SPAN
    lead = clamp(round(fitted_lead), -SPAN, SPAN) + SPAN
    # The search's most frequent reading: its bounds are spelled out rather than min()'s.
    return [
        _RESOURCES + ((metal if metal < 9 else 9) * 10 + (energy if energy < 9 else 9))
        * COARSE + rc,
        _HAND_SIZE + (held if held < HAND_LIMIT else HAND_LIMIT) * COARSE + rc,
        _RACE + ((goods if goods < GOODS_TRIGGER else GOODS_TRIGGER) * (GOODS_TRIGGER + 1)
                 + (their_goods if their_goods < GOODS_TRIGGER else GOODS_TRIGGER))
        * COARSE + rc,
        _GAP + gap * (MAX_AHEAD + 1) + r,
        _FITTED_LEAD + lead * (MAX_AHEAD + 1) + r,
        _TRIGGERED + (MAX_AHEAD + 1 if state.end_round else 0) + r,
    ]
