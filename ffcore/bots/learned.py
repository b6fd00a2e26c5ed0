"""The strong bot's valuation: the fitted one plus learned lookup tables.

Issue #45. A position's value is the fitted valuation (:data:`ffcore.bots.
fitted_valuation.FITTED`) plus a sum of small lookup tables, one entry of each table
chosen by a small group of features of the position (:mod:`ffcore.bots.features`:
a built card and the rounds left, a pair of built cards, The Machine's cards by
type, and so on). The entries correct the fitted estimate of the final
lead over The Machine; they were learned by self-play against The Machine with
TD(λ) (``research/td_train.py``) and ship in :mod:`ffcore.bots.learned_weights`.

The strong bot's valuation (:data:`LEARNED`) adds its edge over the player whose games
taught the tables, a few tenths of a point for each round left (:data:`STRONG_EDGE`).

A second head over the same entries, trained beside the first, holds the chance of
winning against insane as a logit (a draw counts as a loss): it plays no part in any
choice, and the coach and the review read it to say what a move costs in chance of
winning (:meth:`LearnedValuation.chance_of_winning`), rescaled to the strong bot's own
games (:data:`STRONG_WIN`).

Games of several players (issue #66) have tables of their own over the same features,
learned by self-play at tables of 2 to 5 seats: the entries that read The Machine in a
solo game read the leading rival there (:func:`leading_rival`), and they correct the
fitted estimate of the final lead over the strongest rival. Their win head, learned
beside them, tells the chance of winning such a game (rescaled by :data:`RIVALS_WIN`).

A value is a few dozen list lookups in plain Python: no numerical library at
play time.
"""

from __future__ import annotations

import math
from array import array
from collections.abc import Callable, Sequence

from ..cards import GOODS_TRIGGER, prestige
from ..machine import machine_score
from ..scoring import outcome
from ..state import State
from .features import (
    COARSE,
    MAX_AHEAD,
    SIZE,
    clamp,
    compound_entries,
    features,
    hand_entries,
    leading_rival,
    machine_entries,
    rival_entries,
    scalar_entries,
)
from .fitted_valuation import FittedValuation
from .fitted_weights import FITTED_WEIGHTS
from .learned_weights import (
    LEAD_HUNDREDTHS,
    RIVALS_HUNDREDTHS,
    RIVALS_WIN_HUNDREDTHS,
    WIN_HUNDREDTHS,
)
from .valuation import machine_rate, still_to_work
from .weights import FittedWeights

#: The level the win head learned (every training run has played insane): its chance means
#: nothing against another, whose games it never saw.
WIN_LEVEL = "insane"


def sigmoid(logit: float) -> float:
    """Return the chance a logit stands for (without overflow for any logit)."""
    if logit >= 0.0:
        return 1.0 / (1.0 + math.exp(-logit))
    odds = math.exp(logit)
    return odds / (1.0 + odds)


#: What a player reads of the rivals in a game of several players: the strongest rival's
#: fitted value, the leading rival's points in sight and goods, and the ``rivals`` tables'
#: sum over that rival's entries for each coarse count of rounds to come.
RivalsSeen = tuple[float, int, int, tuple[float, ...]]

#: Sums a valuation remembers before it starts afresh.
_REMEMBERED = 50_000
#: Values remembered before starting afresh: a decision's search reads each of a few
#: thousand positions several times over (its rollouts meet the same ones), and more would
#: find few more (a solo game: 22,067 worked out with 20,000, 22,506 with 5,000).
_REMEMBERED_VALUES = 5_000


class LearnedValuation(FittedValuation):
    """The fitted valuation plus the tables' lead correction for the player in a solo game.

    Everything that thinks with a valuation (plans, rollouts, market choices) sees
    the corrected value. Public values and finished games are left as they are.
    ``lead`` holds an entry for each of :data:`SIZE` features, in points; while it
    changes (in training), :meth:`forget` must be called after each change. ``win``, if
    given, holds the win head's logits over the same features, in units of ``win_unit``
    logits, read only by :meth:`chance_of_winning`, through ``win_scale`` (the logit's
    shift and factor); ``rivals_win`` and ``rivals_win_scale`` are the same for games of
    several players.
    """

    name = "learned"

    def __init__(self, lead: Sequence[float],
                 weights: FittedWeights = FITTED_WEIGHTS, edge: float = 0.0,
                 correct_settled: bool = True, win: Sequence[float] | None = None,
                 win_unit: float = 1.0, win_scale: tuple[float, float] = (0.0, 1.0),
                 pace: float = 0.0, rivals: Sequence[float] | None = None,
                 rivals_unit: float = 1.0, rivals_win: Sequence[float] | None = None,
                 rivals_win_scale: tuple[float, float] = (0.0, 1.0)) -> None:
        """``edge``: points a round added to the lead for each whole round left after the
        one about to be worked, the player's edge over the play the tables learned from.
        ``correct_settled``: whether the tables correct a settled position too, one whose
        player has done the last work of the game (its points are then known).
        ``pace``: if not 0, the rounds left are at most those The Machine needs to reach
        the goods that end the game, at its goods a round plus this many (its rate grows
        with the cards it takes); 0 keeps the fitted estimate alone. ``rivals``, if given,
        holds the lead correction of games of several players (over the strongest rival,
        in units of ``rivals_unit`` points), over the same features with the leading rival
        where The Machine was; without it those games are valued as the fitted valuation
        values them."""
        super().__init__(weights)
        self.edge = edge
        self.pace = pace
        self.correct_settled = correct_settled
        for table in (lead, *(table for table in (win, rivals, rivals_win)
                              if table is not None)):
            if len(table) != SIZE:
                raise ValueError(f"a table of {len(table)} entries; these features need {SIZE}")
        self.lead = lead
        self.rivals = rivals
        self.rivals_unit = rivals_unit
        self.win = win
        self.win_unit = win_unit
        self.win_scale = win_scale
        self.rivals_win = rivals_win
        self.rivals_win_scale = rivals_win_scale
        # A search values many positions that share their cards: the sums of their cards'
        # entries are remembered.
        self._sums: dict[tuple[object, ...], float] = {}
        self._prestige: dict[tuple[str, ...], int] = {}
        #: Values by what they read of a position (:meth:`_remembered`).
        self._values: dict[tuple[object, ...], float] = {}
        #: The Machine's expected score, its points now and its entries' sum.
        self._machines: dict[tuple[object, ...], tuple[float, int, float]] = {}
        #: In games of several players, the sums of a player's built cards' entries (by
        #: cards and rounds to come) and of its hand's (by hand, built cards and coarse
        #: rounds to come); and what :meth:`_rivals_seen` returns.
        self._own: dict[tuple[object, ...], float] = {}
        self._seen_rivals: dict[tuple[object, ...], RivalsSeen] = {}

    def _open_rounds(self, state: State) -> float:
        """Return the fitted rounds left, or fewer where The Machine's pace ends the game
        sooner (``pace``): the fitted estimate sees that end late (research/RECORD.md)."""
        rounds = super()._open_rounds(state)
        machine = state.machine
        if self.pace and machine is not None:
            rounds = min(rounds, (GOODS_TRIGGER - machine.goods)
                         / (machine_rate(machine.compound) + self.pace))
        return rounds

    def forget(self) -> None:
        """Forget the remembered sums (the entries have changed)."""
        self._sums.clear()
        self._values.clear()
        self._machines.clear()
        self._own.clear()
        self._seen_rivals.clear()
        self._prestige.clear()

    def value(self, state: State, seat: int, rounds: float | None = None,
              public: bool = False) -> float:
        """Return the fitted value plus the learned correction (see :class:`Valuation`)."""
        if public or state.phase == "over":
            return super().value(state, seat, rounds, public)
        if rounds is None:
            rounds = self.rounds_left(state)
        machine = state.machine
        if machine is not None:
            return self._remembered(state, seat, rounds, (machine.goods, tuple(machine.compound)))
        if self.rivals is None:
            return FittedValuation.value(self, state, seat, rounds)
        return self._remembered(state, seat, rounds, self._rivals_seen(state, seat, rounds))

    def _remembered(self, state: State, seat: int, rounds: float, theirs: object) -> float:
        """Return :meth:`value` (tables read), worked out once for all the positions that
        read the same. ``theirs``: what it reads of The Machine (its goods and cards) or of
        the rivals (:meth:`_rivals_seen`)."""
        # Everything the value reads of the position (not the dice, nor the cards used).
        player = state.players[seat]
        compound = tuple(player.compound)
        hand = tuple(player.hand)
        key = (seat, rounds, len(state.players), state.phase, state.end_round, state.turn,
               state.first, player.goods, player.metal, player.energy, hand, compound,
               player.extra_dice, player.specialist_dice, player.foreman, theirs)
        known = self._values.get(key)
        if known is not None:
            return known
        if len(self._values) > _REMEMBERED_VALUES:
            self._values.clear()
        if state.machine is not None:
            known = self._solo_value(state, seat, rounds, compound, hand)
        else:
            assert isinstance(theirs, tuple)
            known = self._value_with_rivals(state, seat, rounds, compound, hand, theirs)
        self._values[key] = known
        return known

    def _solo_value(self, state: State, seat: int, rounds: float, compound: tuple[str, ...],
                    hand: tuple[str, ...]) -> float:
        """Return :meth:`value` in a solo game, worked out."""
        machine = state.machine
        assert machine is not None
        base = super().value(state, seat, rounds)
        if len(self._sums) + len(self._machines) > _REMEMBERED:
            self.forget()
        ahead = rounds + (1.0 if still_to_work(state, seat) else 0.0)
        if ahead <= 0.0 and state.end_round and not self.correct_settled:
            return base
        r = clamp(round(ahead), 0, MAX_AHEAD)
        rc = min(r, COARSE - 1)
        # The same entries as features(), the groups' sums remembered.
        built = self._sum(("c", compound, r), compound_entries, compound, r)
        held = self._sum(("h", hand, compound, rc), hand_entries, hand, compound, rc)
        theirs_key = (tuple(machine.compound), machine.goods, rounds, rc)
        theirs = self._machines.get(theirs_key)
        if theirs is None:
            entries = machine_entries(theirs_key[0], rc)
            theirs = self._machines[theirs_key] = (
                self.machine_value(state, rounds), sum(machine_score(machine)),
                sum([self.lead[i] for i in entries]))
        machine_value, machine_points, machine_sum = theirs
        weights = self.lead
        rest = sum([weights[i] for i in scalar_entries(state, seat, r, base - machine_value,
                                                       self._points(compound), machine_points,
                                                       machine.goods)])
        edge = self.edge * max(0.0, ahead - 1.0)
        return base + built + held + machine_sum + rest + edge

    def turn_worth(self, state: State, seat: int, rounds: float) -> Callable[[State], float]:
        """Return :meth:`relative` for the positions of one work turn (see
        :class:`Valuation`); with rivals and their tables, the rivals' reading is taken once."""
        if state.machine is not None or self.rivals is None:
            return super().turn_worth(state, seat, rounds)
        seen = self._rivals_seen(state, seat, rounds)
        strongest = seen[0]
        return lambda position: self._remembered(position, seat, rounds, seen) - strongest

    def _value_with_rivals(self, state: State, seat: int, rounds: float,
                           compound: tuple[str, ...], hand: tuple[str, ...],
                           seen: RivalsSeen) -> float:
        """Return :meth:`value` in a game of several players, worked out: the fitted value,
        plus the ``rivals`` tables' correction. ``seen``: the rivals' reading
        (:meth:`_rivals_seen`)."""
        base = FittedValuation.value(self, state, seat, rounds)
        tables = self.rivals
        assert tables is not None
        ahead = rounds + (1.0 if still_to_work(state, seat) else 0.0)
        if ahead <= 0.0 and state.end_round and not self.correct_settled:
            return base
        if len(self._own) + len(self._seen_rivals) > _REMEMBERED:
            self.forget()
        # The same entries as features(). A search's positions share their cards, and far
        # more of them their built cards than their hands: each sum is remembered apart.
        r = round(ahead)
        r = 0 if r < 0 else MAX_AHEAD if r > MAX_AHEAD else r
        rc = r if r < COARSE else COARSE - 1
        own = self._own
        built = own.get((compound, r))
        if built is None:
            built = own[compound, r] = sum([tables[i] for i in compound_entries(compound, r)])
        held = own.get((hand, compound, rc))
        if held is None:
            held = own[hand, compound, rc] = sum([tables[i]
                                                  for i in hand_entries(hand, compound, rc)])
        strongest, their_points, their_goods, their_sums = seen
        rest = scalar_entries(state, seat, r, base - strongest, self._points(compound),
                              their_points, their_goods)
        return base + self.rivals_unit * (built + held + their_sums[rc]
                                          + sum([tables[i] for i in rest]))

    def _rivals_seen(self, state: State, seat: int, rounds: float) -> RivalsSeen:
        """Return the strongest rival's fitted value as the player sees them; the leading
        rival's points in sight and goods (:func:`leading_rival`); and the ``rivals``
        tables' sums over that rival's entries, by the (coarse) rounds to come. Remembered
        by what those depend on: a turn's plans value many positions whose rivals are the
        same."""
        key = (rounds, *[(tuple(player.compound), tuple(player.hand), player.goods,
                          player.metal, player.energy, player.extra_dice,
                          player.specialist_dice, player.foreman, still_to_work(state, number))
                         for number, player in enumerate(state.players) if number != seat])
        seen = self._seen_rivals.get(key)
        if seen is None:
            strongest = max(FittedValuation.value(self, state, number, rounds, public=True)
                            for number in range(len(state.players)) if number != seat)
            leader = leading_rival(state, seat)
            theirs = tuple(leader.compound)
            tables = self.rivals
            seats = len(state.players)
            sums = tuple(0.0 if tables is None else
                         sum([tables[i] for i in rival_entries(theirs, seats, rc)])
                         for rc in range(COARSE))
            seen = self._seen_rivals[key] = (strongest, leader.goods + self._points(theirs),
                                             leader.goods, sums)
        return seen

    def _points(self, compound: tuple[str, ...]) -> int:
        points = self._prestige.get(compound)
        if points is None:
            points = self._prestige[compound] = prestige(compound)
        return points

    def _rival_value(self, state: State, seat: int, rounds: float) -> float:
        """Return the fitted value of the strongest rival, as the player sees them, or The
        Machine's expected score."""
        if state.machine is not None:
            return self.machine_value(state, rounds)
        return self._rivals_seen(state, seat, rounds)[0]

    def _sum(self, key: tuple[object, ...], entries: Callable[..., list[int]],
             *args: object) -> float:
        total = self._sums.get(key)
        if total is None:
            total = self._sums[key] = sum([self.lead[i] for i in entries(*args)])
        return total

    def afterstate(self, state: State, seat: int, base: float | None = None,
                   rounds: float | None = None) -> tuple[list[int], float]:
        """Return a player's table entries and the fitted valuation's expected lead."""
        if rounds is None:
            rounds = self.rounds_left(state)
        if base is None:
            base = super().value(state, seat, rounds)
        lead = base - self._rival_value(state, seat, rounds)
        ahead = rounds + (1.0 if still_to_work(state, seat) else 0.0)
        return features(state, seat, ahead, lead), lead

    def entries(self, state: State, seat: int) -> list[int]:
        """Return the table entries of a player's position."""
        return self.afterstate(state, seat)[0]

    def chance_of_winning(self, state: State, seat: int) -> float | None:
        """Return the win head's chance that a player wins from this position (a finished
        game is simply won or lost); None without the head of its kind of game (solo, or
        of several players), or against a level of The Machine but :data:`WIN_LEVEL`.

        The heads learned from the positions training records (each round's first and each
        work turn's last), in the games of the play that taught the tables (research/RECORD.md).
        In a game of several players a win is the game's alone: a win shared after every
        tie-break counts as none, as a draw with The Machine loses.
        """
        machine = state.machine
        if machine is None:
            win, (shift, factor) = self.rivals_win, self.rivals_win_scale
        else:
            win, (shift, factor) = self.win, self.win_scale
            if machine.level != WIN_LEVEL:
                return None
        if win is None:
            return None
        if state.phase == "over":
            return 1.0 if won_alone(state, seat) else 0.0
        logit = self.win_unit * sum([win[i] for i in self.entries(state, seat)])
        return sigmoid(shift + factor * logit)


def won_alone(state: State, seat: int) -> bool:
    """Return whether a player won a finished game, alone (The Machine wins a draw)."""
    result = outcome(state)
    return not result.machine_wins and result.winners == (state.players[seat].name,)


#: The strong bot's edge over the play the tables learned from, in points a whole round
#: left: its own solo games end this much better than the tables expect for each round
#: still to come (a line through the means of 150 games against insane, research/RECORD.md).
STRONG_EDGE = 0.31

#: The win head's logit as the strong bot's own games bear it out: they are won as the
#: chance of this shift plus this factor times the head's logit (a logistic fit over 1,403
#: of its recorded games against insane, research/win_calibration.py; research/RECORD.md). The
#: head learned a weaker player's chances, and too timidly: TD's targets, made of its own
#: earlier guesses, shrink them toward the mean.
STRONG_WIN = (1.98, 1.85)

#: The same for games of several players, as games of the play that taught their tables
#: bear it out, every seat played alike at tables of 2 to 5 (a logistic fit over the 1,680
#: seats of 480 games, seeds 50800-51399 not multiples of 5; on the 420 seats of the others the
#: Brier score falls from 0.142 to 0.137: research/win_calibration.py --seats 5;
#: research/RECORD.md).
RIVALS_WIN = (0.555, 1.683)

#: The strong bot's valuation: the shipped tables (hundredths of a point) and its edge. A
#: settled position is counted as the fitted valuation counts it: the player's points are
#: known then (the fitted value is within 0.01 points of them on average), and the tables,
#: whose entries mostly ignore the rounds left, added 0.45 points there that no later round
#: could bring (research/RECORD.md). The win head and the tables of games with rivals stay in
#: their hundredths, scaled once a value: they add no float to the page's memory snapshot
#: (the rivals' as floats would add 57 KB to it, compressed). The lead's points are an
#: array of doubles, not a list of float objects: the same values, a quarter of the memory.
LEARNED = LearnedValuation(array("d", [hundredths / 100 for hundredths in LEAD_HUNDREDTHS]),
                           edge=STRONG_EDGE, correct_settled=False,
                           win=WIN_HUNDREDTHS, win_unit=0.01, win_scale=STRONG_WIN,
                           rivals=RIVALS_HUNDREDTHS, rivals_unit=0.01,
                           rivals_win=RIVALS_WIN_HUNDREDTHS, rivals_win_scale=RIVALS_WIN)
