"""The game state: plain data with a cheap copy. The rules live in :mod:`ffcore.rules`."""

from __future__ import annotations

import random
from typing import Any, NamedTuple


class Rng:
    """The game's only source of chance, seeded and carried in the state.

    It uses nothing but ``random.Random.random()``, the one method whose
    sequence for a given seed Python promises to keep across versions, so a
    game replays identically on CPython 3.11 and on Pyodide's 3.14.
    """

    __slots__ = ("_random",)

    def __init__(self, seed: int) -> None:
        self._random = random.Random(seed)

    def below(self, n: int) -> int:
        """Return a whole number from 0 to n - 1."""
        return int(self._random.random() * n)

    def die(self) -> int:
        """Return a die roll from 1 to 6."""
        return 1 + int(self._random.random() * 6)

    def shuffle(self, cards: list[str]) -> None:
        """Shuffle a list in place (Fisher-Yates)."""
        for i in range(len(cards) - 1, 0, -1):
            j = int(self._random.random() * (i + 1))
            cards[i], cards[j] = cards[j], cards[i]

    def getstate(self) -> list[int]:
        """Return the generator's state as plain numbers."""
        state = self._random.getstate()
        return list(state[1])

    def setstate(self, numbers: list[int]) -> None:
        """Restore a state from :meth:`getstate`; raise ValueError if it is not one."""
        self._random.setstate((3, tuple(numbers), None))

    def copy(self) -> Rng:
        """Return an independent generator in the same state."""
        # Not Rng(0): seeding a generator only to overwrite its state costs a third of a
        # copy, and searches copy one for each plan they make.
        twin = Rng.__new__(Rng)
        twin._random = random.Random.__new__(random.Random)
        twin._random.setstate(self._random.getstate())
        return twin


class Die(NamedTuple):
    """One die of a player this round."""

    #: 1 to 6; 0 while not yet rolled (Foreman) or not yet chosen (Specialist).
    value: int
    #: ``worker`` (the player's own), ``extra`` (white, this round only) or ``specialist``.
    kind: str
    #: Where it was placed: "" while unplaced, a floor, or a card's slug.
    spot: str = ""


class PlayerState:
    """One player's belongings and this round's dice."""

    __slots__ = ("compound", "dice", "energy", "extra_dice", "foreman", "goods", "hand", "metal",
                 "name", "specialist_dice", "used")

    def __init__(self, name: str) -> None:
        self.name = name
        self.hand: list[str] = []
        self.compound: list[str] = []
        self.metal = 0
        self.energy = 0
        self.goods = 0
        self.dice: list[Die] = []
        #: Cards activated or passives triggered this round (each at most once).
        self.used: list[str] = []
        #: Contractor effects waiting for this round's work phase.
        self.foreman = False
        self.extra_dice = 0
        self.specialist_dice = 0

    def copy(self) -> PlayerState:
        """Return an independent copy."""
        twin = PlayerState.__new__(PlayerState)
        twin.name = self.name
        twin.hand = self.hand[:]
        twin.compound = self.compound[:]
        twin.metal = self.metal
        twin.energy = self.energy
        twin.goods = self.goods
        twin.dice = self.dice[:]
        twin.used = self.used[:]
        twin.foreman = self.foreman
        twin.extra_dice = self.extra_dice
        twin.specialist_dice = self.specialist_dice
        return twin

    def unplaced(self) -> list[int]:
        """Return the values of dice ready to place, in dice order."""
        return [die.value for die in self.dice if not die.spot and die.value]

    def on(self, spot: str) -> list[int]:
        """Return the values of dice placed on a floor or card."""
        return [die.value for die in self.dice if die.spot == spot]


class MachineState:
    """The Machine, the solo opponent."""

    __slots__ = ("compound", "dice", "goods", "level")

    def __init__(self, level: str) -> None:
        self.level = level
        self.compound: list[str] = []
        self.goods = 0
        #: Its last roll: green, red, blue, purple, yellow (empty before its first turn).
        self.dice: tuple[int, ...] = ()

    def copy(self) -> MachineState:
        """Return an independent copy."""
        twin = MachineState(self.level)
        twin.compound = self.compound[:]
        twin.goods = self.goods
        twin.dice = self.dice
        return twin


class State:
    """Everything that decides what happens next, and nothing else."""

    __slots__ = ("chance", "contractor_deck", "contractor_discard", "contractors", "deck",
                 "discard", "end_round", "events", "first", "machine", "market", "phase",
                 "players", "refreshed", "rng", "round", "step", "tools", "turn")

    def __init__(self, rng: Rng) -> None:
        self.rng = rng
        self.round = 1
        #: Seat of this round's first player.
        self.first = 0
        #: ``market``, ``work`` or ``over``.
        self.phase = "market"
        #: Within a turn: ``choose`` (market), ``foreman``, ``work`` or ``discard``.
        self.step = "choose"
        #: How many players have finished this phase's turn (0 to n - 1).
        self.turn = 0
        #: Whether the market turn's optional refresh was used.
        self.refreshed = False
        #: Blueprint deck; the top card is the last item.
        self.deck: list[str] = []
        self.discard: list[str] = []
        #: Four market slots; "" marks an empty slot.
        self.market: list[str] = []
        self.contractor_deck: list[str] = []
        self.contractor_discard: list[str] = []
        self.contractors: list[str] = []
        #: The tool token above each contractor slot, fixed for the game (ruling 19).
        self.tools: tuple[str, ...] = ()
        self.players: list[PlayerState] = []
        self.machine: MachineState | None = None
        #: The last round once the end is triggered; 0 before.
        self.end_round = 0
        #: Count of dice rolls and card reveals so far: undo never crosses one.
        self.chance = 0
        #: Log entries of the action being applied; the game moves them to its log.
        self.events: list[dict[str, Any]] = []

    @property
    def seat(self) -> int:
        """Return the seat of the player who must act now."""
        return (self.first + self.turn) % len(self.players)

    @property
    def player(self) -> PlayerState:
        """Return the player who must act now."""
        return self.players[(self.first + self.turn) % len(self.players)]

    def copy(self, rng: Rng | None = None) -> State:
        """Return an independent copy, with ``rng`` or a copy of this state's generator."""
        return self._twin(rng if rng is not None else self.rng.copy(),
                          [player.copy() for player in self.players],
                          self.machine.copy() if self.machine else None)

    def copy_for_turn(self, rng: Rng) -> State:
        """Return a copy in which only the acting player is copied, with ``rng``.

        The other players and The Machine are shared with this state, so the copy may
        take only the acting player's work-phase actions short of ``end`` (none of them
        changes anyone else): what a search of one work turn does, at a fraction of the
        cost of :meth:`copy` in a game of many seats.
        """
        players = self.players[:]
        seat = (self.first + self.turn) % len(players)  # self.seat, in the searches' hot path
        players[seat] = players[seat].copy()
        return self._twin(rng, players, self.machine)

    def _twin(self, rng: Rng, players: list[PlayerState], machine: MachineState | None) -> State:
        twin = State.__new__(State)
        twin.rng = rng
        twin.round = self.round
        twin.first = self.first
        twin.phase = self.phase
        twin.step = self.step
        twin.turn = self.turn
        twin.refreshed = self.refreshed
        twin.deck = self.deck[:]
        twin.discard = self.discard[:]
        twin.market = self.market[:]
        twin.contractor_deck = self.contractor_deck[:]
        twin.contractor_discard = self.contractor_discard[:]
        twin.contractors = self.contractors[:]
        twin.tools = self.tools
        twin.players = players
        twin.machine = machine
        twin.end_round = self.end_round
        twin.chance = self.chance
        twin.events = []
        return twin
