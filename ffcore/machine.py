"""The Machine: the solo opponent's setup, turn and score (rulings 25 to 27)."""

from __future__ import annotations

from .cards import BLUEPRINTS, GOODS_TRIGGER, MACHINE_GOODS_DICE, MACHINE_LEVELS
from .decks import draw_blueprint, renew_blueprints, renew_contractors
from .state import MachineState, State


def deal_machine(state: State, level: str) -> None:
    """Give The Machine its face-up starting compound, re-dealing monuments."""
    machine = MachineState(level)
    state.machine = machine
    while len(machine.compound) < MACHINE_LEVELS[level]:
        card = draw_blueprint(state)
        if not card:
            break
        if BLUEPRINTS[card].type == "monument":
            state.discard.append(card)
        else:
            machine.compound.append(card)
    state.events.append({"code": "machine-setup", "level": level,
                         "cards": list(machine.compound)})


def machine_turn(state: State) -> None:
    """Play The Machine's turn: one market action from green, then goods from the others."""
    machine = state.machine
    assert machine is not None
    rng = state.rng
    dice = tuple(rng.die() for _ in range(1 + len(MACHINE_GOODS_DICE)))
    state.chance += 1
    machine.dice = dice
    green = dice[0]
    taken = ""
    if green <= 4:
        taken = state.market[green - 1]
        if taken:
            state.market[green - 1] = draw_blueprint(state)
    else:
        taken = draw_blueprint(state)
        if green == 5:
            renew_blueprints(state)
        else:
            renew_contractors(state)
    if taken:
        machine.compound.append(taken)
    made = []
    counts = []
    for (colour, card_type), value in zip(MACHINE_GOODS_DICE, dice[1:], strict=True):
        counts.append(sum(1 for card in machine.compound if BLUEPRINTS[card].type == card_type))
        if value <= counts[-1]:
            made.append(colour)
    machine.goods += len(made)
    # Everything the page needs to show the turn: each die, what it was measured against.
    state.events.append({"code": "machine-turn", "dice": list(dice), "card": taken,
                         "slot": green if green <= 4 else 0, "goods": made, "counts": counts,
                         "total": machine.goods})
    if not state.end_round and machine.goods >= GOODS_TRIGGER:
        state.end_round = state.round + 1
        state.events.append({"code": "end-triggered", "seat": -1, "round": state.round})


def machine_score(machine: MachineState) -> tuple[int, int, int]:
    """Return The Machine's goods, compound size and monument count (it scores their sum)."""
    monuments = sum(1 for card in machine.compound if BLUEPRINTS[card].type == "monument")
    return machine.goods, len(machine.compound), monuments
