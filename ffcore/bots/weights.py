"""The weights of the bots' two valuations, as frozen values (see :mod:`ffcore.bots.valuation`).

A valuation is built from one of these, so a bot, a test or a research trial
that wants other weights builds another valuation with
:func:`dataclasses.replace`; nothing is patched, and both can be in use at once.
The hand-made weights are the defaults below; the fitted ones are written by
``research/fit_values.py`` into :mod:`ffcore.bots.fitted_weights`.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class HandmadeWeights:
    """The steady bot's hand-tuned guesses."""

    #: What one metal, energy, hand blueprint and die are worth in points while
    #: the game has rounds left to turn them into goods and prestige.
    metal: float = 0.3
    energy: float = 0.13
    card: float = 0.34
    die: float = 0.36
    #: How much of a compound's estimated production per round counts.
    yield_scale: float = 1.0
    #: Share of a buildable hand card's net worth counted before it is built.
    build_bonus: float = 0.45
    #: Cards a player is expected to build per round, and goods made without a compound.
    build_rate: float = 0.75
    base_goods: float = 0.5
    #: Resources keep this share of their worth per round left (up to all of it).
    conversion_slope: float = 0.6
    #: Metal and energy past these amounts are worth half as much.
    metal_knee: int = 6
    energy_knee: int = 8


@dataclass(frozen=True)
class FittedWeights:
    """The strong bot's weights, fitted by ridge regression to self-play games.

    With R the rounds left after the current one and G = min(R, 2):
    """

    #: Rounds left after the current one, when the end is not yet triggered: a linear fit
    #: on the round, the leading player's goods and compound size, The Machine's goods and
    #: rate, and whether it is a solo game (a constant first).
    rounds: tuple[float, ...]
    #: Points still to come for a player at the end of a work turn, as a linear fit on R and
    #: the position: R, R², metal·G, energy·G, hand·G, compound size·G, compound size·R,
    #: solo·R, buildable hand cards·G.
    future: tuple[float, ...]
    #: Per card in the compound: (name, ·G, ·R) on top of the compound size.
    cards: tuple[tuple[str, float, float], ...]
    #: Per metal·G and energy·G in solo games, in place of ``future``'s. Against The
    #: Machine's clock resources turn into points sooner; set by hand from solo
    #: tournaments (paired rollouts that give a player 2 more metal or energy measure them
    #: worth more than the fit says).
    solo_resources: tuple[float, float]
    #: The Machine's points still to come, with T = R + 1 turns: T, T², rate·T, cards·T.
    machine: tuple[float, ...]
    #: Share of the two best builds the hand allows counted before they are built (set by
    #: hand, as the hand-made valuation's).
    build_bonus: float
