"""The rules: setup, every legal action, and what each action does.

:func:`legal_actions` is the one place that decides legality. :func:`apply`
assumes its action is legal (the :class:`ffcore.Game` facade checks that
against :func:`legal_actions`) and carries it out.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import product

from .actions import END, PASS, ROLL, Action
from .cards import (
    BLUEPRINTS,
    COMPOUND_TRIGGER,
    CONTRACTORS,
    DIE_CHANGES,
    FLOOR_SLOTS,
    FLOORS,
    GOODS_TRIGGER,
    HALF_RANGES,
    HAND_LIMIT,
    RESOURCE_LIMIT,
    TOOLS,
    WORKER_DICE,
    Blueprint,
    DicePattern,
    Recipe,
    build_cost,
    can_activate,
    new_blueprint_deck,
    new_contractor_deck,
)
from .decks import (
    draw_blueprint,
    draw_contractor,
    draw_into_hand,
    renew_blueprints,
    renew_contractors,
)
from .machine import deal_machine, machine_turn
from .state import Die, PlayerState, Rng, State

#: Bump when a change makes a game play differently: what is legal, or what an action does.
#: Games played under an earlier version still open, and the page says so (docs/formats.md).
RULES_VERSION = 1
STARTING_HAND = 4
STARTING_METAL = 1
STARTING_ENERGY = 2

#: Every three dice (as sorted values) that sum to 14 or more, for Warehouse.
_SUM14 = tuple((a, b, c) for a in range(1, 7) for b in range(a, 7) for c in range(b, 7)
               if a + b + c >= 14)


# Setup ----------------------------------------------------------------------------------------

def setup(names: list[str], machine_level: str | None, seed: int) -> State:
    """Return the state at the start of round 1 for these players."""
    state = State(Rng(seed))
    rng = state.rng
    state.deck = new_blueprint_deck()
    rng.shuffle(state.deck)
    state.contractor_deck = new_contractor_deck()
    rng.shuffle(state.contractor_deck)
    tools = list(TOOLS)
    rng.shuffle(tools)
    state.tools = tuple(tools)
    for seat, name in enumerate(names):
        player = PlayerState(name)
        player.metal, player.energy = STARTING_METAL, STARTING_ENERGY
        state.players.append(player)
        draw_into_hand(state, seat, STARTING_HAND)
    state.market = [draw_blueprint(state) for _ in range(4)]
    state.contractors = [draw_contractor(state) for _ in range(4)]
    if machine_level:
        deal_machine(state, machine_level)
    state.events.append({"code": "round", "round": 1, "seat": 0})
    return state


# Legal actions --------------------------------------------------------------------------------

def legal_actions(state: State) -> list[Action]:
    """Return every legal action for the player who must act, in a fixed order."""
    if state.phase == "market":
        return _market_actions(state)
    if state.phase == "work":
        if state.step == "work":
            return _work_actions(state)
        if state.step == "foreman":
            return _foreman_actions(state)
        return _limit_actions(state)
    return []


def _market_actions(state: State) -> list[Action]:
    player = state.player
    actions = []
    if not state.refreshed:
        for row in ("blueprints", "contractors"):
            if player.metal:
                actions.append(Action("refresh", choice=row, amounts=(1, 0)))
            if player.energy:
                actions.append(Action("refresh", choice=row, amounts=(0, 1)))
    refreshes = len(actions)
    for slot, card in enumerate(state.market, 1):
        if card:
            actions.append(Action("take", number=slot))
    opponents = [seat for seat in range(1, len(state.players) + 1) if seat != state.seat + 1]
    for slot, slug in enumerate(state.contractors, 1):
        if not slug or player.energy < CONTRACTORS[slug].extra_energy:
            continue
        targets = opponents if CONTRACTORS[slug].helps_opponent and opponents else [0]
        tool = state.tools[slot - 1]
        for card in sorted(set(player.hand)):
            if BLUEPRINTS[card].tool == tool:
                actions.extend(Action("hire", card=card, number=slot, target=target)
                               for target in targets)
    if len(actions) == refreshes:
        actions.append(PASS)
    return actions


def _foreman_actions(state: State) -> list[Action]:
    dice = state.player.dice
    fixed = sum(1 for die in dice if die.kind != "specialist" and die.value)
    actions = []
    if fixed < WORKER_DICE and any(die.kind != "specialist" and not die.value for die in dice):
        actions = [Action("set", number=value) for value in range(1, 7)]
    actions.append(ROLL)
    return actions


def _limit_actions(state: State) -> list[Action]:
    player = state.player
    actions = []
    excess = player.metal + player.energy - RESOURCE_LIMIT
    if excess > 0:
        for metal in range(max(0, excess - player.energy), min(player.metal, excess) + 1):
            actions.append(Action("discard", amounts=(metal, excess - metal)))
    if len(player.hand) > HAND_LIMIT:
        actions.extend(Action("discard", card=card) for card in sorted(set(player.hand)))
    return actions


#: The placements and Specialist choices, made once (the searches list them in every
#: position): an action is an immutable value, so lists may share it.
_PLACE = {(value, floor): Action("place", dice=(value,), choice=floor)
          for value in range(1, 7) for floor in FLOORS}
_SPECIALIST = tuple(Action("specialist", number=value) for value in range(1, 7))
#: The builds met so far, by card and card paid, for the same reason.
_BUILDS: dict[tuple[str, str], Action] = {}


def _work_actions(state: State) -> list[Action]:
    player = state.player
    counts = [0] * 7
    research = generate = mine = 0  # dice on each floor
    choosing = False
    for die in player.dice:
        spot = die.spot
        if spot:
            if spot == "research":
                research += 1
            elif spot == "generate":
                generate += 1
            elif spot == "mine":
                mine += 1
        elif die.value:
            counts[die.value] += 1
        elif die.kind == "specialist":
            choosing = True
    present = [value for value in range(1, 7) if counts[value]]
    actions: list[Action] = []
    if choosing:
        actions.extend(_SPECIALIST)
    for value in present:
        if research < FLOOR_SLOTS:
            actions.append(_PLACE[value, "research"])
        if value <= 3 and generate < FLOOR_SLOTS:
            actions.append(_PLACE[value, "generate"])
        if value >= 4 and mine < FLOOR_SLOTS:
            actions.append(_PLACE[value, "mine"])
    hand: dict[str, int] = {}
    for slug in player.hand:
        hand[slug] = hand.get(slug, 0) + 1
    names = sorted(hand)
    # The names of each tool, in order: sorted out only once a build is affordable (most
    # positions of a search have none).
    by_tool: dict[str, list[str]] | None = None
    for slug in names:
        card = BLUEPRINTS[slug]
        if not card.multiple and slug in player.compound:
            continue
        # build_cost() only where Megalith's discount applies: most hand cards are not
        # affordable, and the searches list a position's actions by the thousand.
        metal = build_cost(slug, player.compound)[0] if card.monument_discount else card.metal
        if metal > player.metal or card.energy > player.energy:
            continue
        if by_tool is None:
            by_tool = {}
            for name in names:
                by_tool.setdefault(BLUEPRINTS[name].tool, []).append(name)
        for other in by_tool[card.tool]:
            if other != slug or hand[slug] > 1:
                action = _BUILDS.get((slug, other))
                if action is None:
                    action = _BUILDS[slug, other] = Action("build", card=slug, discards=(other,))
                actions.append(action)
    done = set(player.used)
    for slug in player.compound:
        if slug not in done and BLUEPRINTS[slug].recipes:
            done.add(slug)
            actions.extend(_activations(state, player, slug, counts, present, hand, names, 0))
    actions.append(END)
    return actions


def _activations(state: State, player: PlayerState, slug: str, counts: list[int],
                 present: list[int], hand: dict[str, int], names: list[str],
                 extra_energy: int) -> list[Action]:
    """Return every way to activate a card; ``extra_energy`` is Replicator's own cost."""
    actions: list[Action] = []
    for recipe in BLUEPRINTS[slug].recipes:
        for dice in (dice_options(recipe.dice, counts, present) if recipe.dice else [()]):
            metal, energy = recipe_cost(recipe, dice)
            energy += extra_energy
            if metal > player.metal or energy > player.energy:
                continue
            if recipe.discard == 0:
                discards: list[tuple[str, ...]] = [()]
            elif recipe.discard == 1:
                discards = [(name,) for name in names]
            else:
                discards = [(first, second) for i, first in enumerate(names)
                            for second in names[i:] if first != second or hand[first] > 1]
            effect = recipe.effect
            if not effect:
                actions.extend(Action("activate", card=slug, dice=dice, discards=paid,
                                      choice=recipe.choice) for paid in discards)
            elif effect == "black-market":
                for paid in discards:
                    sold = BLUEPRINTS[paid[0]]
                    actions.extend(Action("activate", card=slug, dice=dice, discards=paid,
                                          amounts=split)
                                   for split in black_market_splits(sold.metal, sold.energy))
            elif effect in DIE_CHANGES:
                for value in present:
                    if not ((effect == "up" and value == 6) or (effect == "down" and value == 1)):
                        actions.append(Action("activate", card=slug, dice=(value,)))
            elif effect == "reroll":
                actions.extend(Action("activate", card=slug, dice=chosen)
                               for chosen in _sub_multisets(counts))
            elif effect == "golem":
                actions.extend(Action("activate", card=slug, number=value)
                               for value in range(1, min(6, player.energy - energy) + 1))
            elif effect == "die":
                actions.extend(Action("activate", card=slug, dice=dice, number=value)
                               for value in range(1, 7))
            elif effect == "robot":
                actions.append(Action("activate", card=slug))
            elif effect == "copy":
                # A Replicator never copies a Replicator: that would copy nothing new.
                for target in sorted(set(state.market)):
                    if target and target != slug and can_activate(target):
                        actions.extend(
                            Action("activate", card=slug, copy=copied)
                            for copied in _activations(state, player, target, counts, present,
                                                       hand, names, energy))
    return actions


def recipe_cost(recipe: Recipe, dice: tuple[int, ...]) -> tuple[int, int]:
    """Return the metal and energy a recipe costs with these dice."""
    metal, energy = recipe.pay_metal, recipe.pay_energy
    if recipe.pay_x == "XM":
        metal += dice[0]
    elif recipe.pay_x == "XE":
        energy += dice[0]
    return metal, energy


def dice_options(pattern: DicePattern, counts: list[int],
                 present: list[int]) -> list[tuple[int, ...]]:
    """Return each distinct choice of unplaced dice values that fits a pattern."""
    if pattern == "any":
        return [(value,) for value in present]
    if pattern == "pair":
        return [(value, value) for value in present if counts[value] >= 2]
    if pattern == "triple":
        return [(value,) * 3 for value in present if counts[value] >= 3]
    if pattern == "run":
        return [(value, value + 1, value + 2) for value in range(1, 5)
                if counts[value] and counts[value + 1] and counts[value + 2]]
    if pattern == "sum14":
        return [dice for dice in _SUM14 if all(counts[v] >= dice.count(v) for v in set(dice))]
    if pattern == "1-3":
        return [(value,) for value in present if value <= 3]
    if pattern == "4-6":
        return [(value,) for value in present if value >= 4]
    value = int(pattern)
    return [(value,)] if counts[value] else []


def _sub_multisets(counts: list[int]) -> list[tuple[int, ...]]:
    """Return every non-empty choice of unplaced dice values, for Temp Agency."""
    choices = []
    for amounts in product(*(range(counts[value] + 1) for value in range(1, 7))):
        chosen = tuple(value for value, amount in zip(range(1, 7), amounts, strict=True)
                       for _ in range(amount))
        if chosen:
            choices.append(chosen)
    return choices


def black_market_splits(metal: int, energy: int) -> list[tuple[int, int]]:
    """Return the metal and energy Black Market may give for a card's printed cost (ruling 14)."""
    if metal + energy <= 4:
        return [(metal, energy)]
    return [(gain, 4 - gain) for gain in range(max(0, 4 - energy), min(metal, 4) + 1)]


def recipe_for(card: Blueprint, action: Action) -> Recipe:
    """Return the recipe of a card that a legal activation uses."""
    for recipe in card.recipes:
        if recipe.choice != action.choice:
            continue
        # Motherlode's two recipes differ only in the die they take.
        if recipe.dice in HALF_RANGES and (action.dice[0] <= 3) != (recipe.dice == "1-3"):
            continue
        return recipe
    raise ValueError(f"no recipe of {card.name} fits {action}")


# Applying actions -----------------------------------------------------------------------------

def apply(state: State, action: Action) -> None:
    """Carry out a legal action for the player who must act."""
    _HANDLERS[action.kind](state, action)


def _refresh(state: State, action: Action) -> None:
    player = state.player
    player.metal -= action.amounts[0]
    player.energy -= action.amounts[1]
    state.refreshed = True
    if action.choice == "blueprints":
        renew_blueprints(state)
        cards = state.market
    else:
        renew_contractors(state)
        cards = state.contractors
    state.events.append({"code": "refresh", "seat": state.seat, "row": action.choice,
                         "paid": "metal" if action.amounts[0] else "energy",
                         "cards": list(cards)})


def _take(state: State, action: Action) -> None:
    slot = action.number - 1
    card = state.market[slot]
    state.player.hand.append(card)
    state.market[slot] = draw_blueprint(state)
    state.events.append({"code": "take", "seat": state.seat, "card": card, "slot": action.number,
                         "refill": state.market[slot]})
    _end_market_turn(state)


def _hire(state: State, action: Action) -> None:
    seat, player = state.seat, state.player
    slot = action.number - 1
    contractor = CONTRACTORS[state.contractors[slot]]
    player.hand.remove(action.card)
    state.discard.append(action.card)
    player.energy -= contractor.extra_energy
    state.events.append({"code": "hire", "seat": seat, "contractor": contractor.slug,
                         "slot": action.number, "card": action.card,
                         "target": action.target - 1})
    if contractor.draw:
        draw_into_hand(state, seat, contractor.draw)
    player.metal += contractor.metal
    player.energy += contractor.energy
    if action.target:
        target = action.target - 1
        other = state.players[target]
        other.metal += contractor.opponent_metal
        other.energy += contractor.opponent_energy
        if contractor.opponent_draw:
            draw_into_hand(state, target, contractor.opponent_draw)
    player.extra_dice += contractor.extra_dice
    player.specialist_dice += contractor.specialist_dice
    player.foreman = player.foreman or contractor.foreman
    if contractor.effect == "investor":
        card = draw_blueprint(state)
        if card:
            state.discard.append(card)
            player.metal += BLUEPRINTS[card].metal
            player.energy += BLUEPRINTS[card].energy
        state.events.append({"code": "investor", "seat": seat, "card": card})
    elif contractor.effect == "engineer":
        _engineer(state, seat)
    state.contractor_discard.append(contractor.slug)
    state.contractors[slot] = draw_contractor(state)
    _end_market_turn(state)


def _engineer(state: State, seat: int) -> None:
    """Reveal blueprints until one the player may own appears, and build it free."""
    player = state.players[seat]
    skipped: list[str] = []
    for _ in range(len(state.deck) + len(state.discard)):
        card = draw_blueprint(state)
        if not card:
            break
        if BLUEPRINTS[card].multiple or card not in player.compound:
            player.compound.append(card)
            state.events.append({"code": "engineer", "seat": seat, "card": card,
                                 "skipped": skipped})
            _after_build(state, player, card)
            return
        skipped.append(card)
        state.discard.append(card)
    state.events.append({"code": "engineer", "seat": seat, "card": "", "skipped": skipped})


def _pass(state: State, action: Action) -> None:
    state.events.append({"code": "pass", "seat": state.seat})
    _end_market_turn(state)


def _end_market_turn(state: State) -> None:
    state.refreshed = False
    state.turn += 1
    if state.turn == len(state.players):
        state.phase, state.turn = "work", 0
        _begin_work_turn(state)


def _begin_work_turn(state: State) -> None:
    player = state.player
    player.dice = ([Die(0, "worker")] * WORKER_DICE + [Die(0, "extra")] * player.extra_dice
                   + [Die(0, "specialist")] * player.specialist_dice)
    player.extra_dice = player.specialist_dice = 0
    state.events.append({"code": "work", "seat": state.seat})
    if player.foreman:
        player.foreman = False
        state.step = "foreman"
    else:
        _roll_unrolled(state)


def _roll_unrolled(state: State) -> None:
    player = state.player
    rolled = []
    for i, die in enumerate(player.dice):
        if not die.value and die.kind != "specialist":
            value = state.rng.die()
            player.dice[i] = die._replace(value=value)
            rolled.append(value)
    state.chance += 1
    state.step = "work"
    state.events.append({"code": "roll", "seat": state.seat, "dice": rolled})


def _set(state: State, action: Action) -> None:
    player = state.player
    for i, die in enumerate(player.dice):
        if not die.value and die.kind != "specialist":
            player.dice[i] = die._replace(value=action.number)
            break
    state.events.append({"code": "set", "seat": state.seat, "value": action.number})
    if _foreman_actions(state) == [ROLL]:
        _roll_unrolled(state)


def _roll(state: State, action: Action) -> None:
    _roll_unrolled(state)


def _specialist(state: State, action: Action) -> None:
    player = state.player
    for i, die in enumerate(player.dice):
        if die.kind == "specialist" and not die.value:
            player.dice[i] = die._replace(value=action.number)
            break
    state.events.append({"code": "specialist", "seat": state.seat, "value": action.number})


def _place(state: State, action: Action) -> None:
    seat = (state.first + state.turn) % len(state.players)
    player = state.players[seat]
    value, floor = action.dice[0], action.choice
    bonus = 0
    for die in player.dice:  # a die of this value already on the floor (no list made)
        if die.value == value and die.spot == floor:
            bonus = 1
            break
    _put_dice(player, action.dice, floor)
    metal = energy = cards = 0
    if floor == "research":
        cards = 1 + bonus
    elif floor == "generate":
        energy = value + bonus
        player.energy += energy
    else:
        metal = 1 + bonus
        player.metal += metal
    state.events.append({"code": "place", "seat": seat, "value": value, "floor": floor,
                         "bonus": bonus, "metal": metal, "energy": energy, "cards": cards})
    if floor == "research":
        draw_into_hand(state, seat, 1 + bonus)


def _put_dice(player: PlayerState, values: tuple[int, ...], spot: str) -> None:
    """Place unplaced dice showing these values on a floor or card."""
    for value in values:
        for i, die in enumerate(player.dice):
            if die.value == value and not die.spot:
                player.dice[i] = Die(value, die.kind, spot)  # _replace is slower
                break


def _build(state: State, action: Action) -> None:
    seat = state.seat
    player = state.players[seat]
    metal, energy = build_cost(action.card, player.compound)
    player.hand.remove(action.card)
    player.hand.remove(action.discards[0])
    state.discard.append(action.discards[0])
    player.metal -= metal
    player.energy -= energy
    player.compound.append(action.card)
    state.events.append({"code": "build", "seat": seat, "card": action.card,
                         "discard": action.discards[0], "metal": metal, "energy": energy})
    _after_build(state, player, action.card)


def _after_build(state: State, player: PlayerState, built: str) -> None:
    """Trigger Scrap Yard and Solar Array (once a round, not on their own build) and the end."""
    seat = state.players.index(player)
    for slug in player.compound:
        metal, energy = BLUEPRINTS[slug].on_build
        if (metal or energy) and slug != built and slug not in player.used:
            player.used.append(slug)
            player.metal += metal
            player.energy += energy
            state.events.append({"code": "passive", "seat": seat, "card": slug, "metal": metal,
                                 "energy": energy})
    _check_end(state, player)


def _check_end(state: State, player: PlayerState) -> None:
    if not state.end_round and (player.goods >= GOODS_TRIGGER
                                or len(player.compound) >= COMPOUND_TRIGGER):
        state.end_round = state.round + 1
        state.events.append({"code": "end-triggered", "seat": state.players.index(player),
                             "round": state.round})


def _activate(state: State, action: Action) -> None:
    seat = state.seat
    player = state.players[seat]
    player.used.append(action.card)
    event: dict[str, object] = {"code": "activate", "seat": seat, "action": str(action)}
    state.events.append(event)
    before = (player.metal, player.energy, player.goods, len(player.dice))
    if action.copy is not None:
        player.energy -= BLUEPRINTS[action.card].recipes[0].pay_energy
        _run(state, player, action.copy, action.card, event)
    else:
        _run(state, player, action, action.card, event)
    # What it changed, for the log: resources, cards drawn, dice added.
    event["metal"] = player.metal - before[0]
    event["energy"] = player.energy - before[1]
    event["goods"] = player.goods - before[2]
    event["extra"] = [die.value for die in player.dice[before[3]:]]


def _run(state: State, player: PlayerState, action: Action, spot: str,
         event: dict[str, object]) -> None:
    """Pay for and carry out one activation; its dice go on ``spot``; ``event`` logs it."""
    seat = state.seat
    card = BLUEPRINTS[action.card]
    recipe = recipe_for(card, action)
    if recipe.dice:
        _put_dice(player, action.dice, spot)
    metal, energy = recipe_cost(recipe, action.dice)
    player.metal -= metal
    player.energy -= energy
    for paid in action.discards:
        player.hand.remove(paid)
        state.discard.append(paid)
    effect = recipe.effect
    x = action.dice[0] if action.dice else 0
    player.metal += recipe.metal + (x if recipe.gain_x == "XM" else 0)
    player.energy += recipe.energy + (x if recipe.gain_x == "XE" else 0)
    if effect == "black-market":
        player.metal += action.amounts[0]
        player.energy += action.amounts[1]
    elif effect in DIE_CHANGES:
        i = _unplaced_index(player, x)
        new = x + 1 if effect == "up" else x - 1 if effect == "down" else 7 - x
        player.dice[i] = player.dice[i]._replace(value=new)
        event["turned"] = [x, new]
    elif effect == "reroll":
        chosen = []
        for value in action.dice:
            i = next(i for i, die in enumerate(player.dice)
                     if die.value == value and not die.spot and i not in chosen)
            chosen.append(i)
        rolled = []
        for i in chosen:
            rolled.append(state.rng.die())
            player.dice[i] = player.dice[i]._replace(value=rolled[-1])
        state.chance += 1
        state.events.append({"code": "reroll", "seat": seat, "dice": rolled})
    elif effect == "golem":
        player.energy -= action.number
        player.dice.append(Die(action.number, "extra"))
    elif effect == "die":
        player.dice.append(Die(action.number, "extra"))
    elif effect == "robot":
        value = state.rng.die()
        state.chance += 1
        player.dice.append(Die(value, "extra"))
        state.events.append({"code": "extra-roll", "seat": seat, "dice": [value]})
    if recipe.draw:
        event["drawn"] = len(draw_into_hand(state, seat, recipe.draw))
    if recipe.goods:
        gain_goods(state, player, recipe.goods)


def _unplaced_index(player: PlayerState, value: int) -> int:
    return next(i for i, die in enumerate(player.dice) if die.value == value and not die.spot)


def gain_goods(state: State, player: PlayerState, goods: int) -> None:
    """Add goods, then trigger Laboratory (first time this round) and the game end."""
    player.goods += goods
    seat = state.players.index(player)
    for slug in player.compound:
        draws = BLUEPRINTS[slug].on_goods_draw
        if draws and slug not in player.used:
            player.used.append(slug)
            state.events.append({"code": "passive", "seat": seat, "card": slug, "metal": 0,
                                 "energy": 0})
            draw_into_hand(state, seat, draws)
    _check_end(state, player)


def _end(state: State, action: Action) -> None:
    state.events.append({"code": "end-work", "seat": state.seat})
    if over_limits(state.player):
        state.step = "discard"
    else:
        _finish_work_turn(state)


def over_limits(player: PlayerState) -> bool:
    """Return whether a player holds more resources or cards than a round may end with."""
    return player.metal + player.energy > RESOURCE_LIMIT or len(player.hand) > HAND_LIMIT


def _discard(state: State, action: Action) -> None:
    player = state.player
    if action.card:
        player.hand.remove(action.card)
        state.discard.append(action.card)
    else:
        player.metal -= action.amounts[0]
        player.energy -= action.amounts[1]
    state.events.append({"code": "discard", "seat": state.seat, "card": action.card,
                         "metal": action.amounts[0], "energy": action.amounts[1]})
    if not over_limits(player):
        _finish_work_turn(state)


def _finish_work_turn(state: State) -> None:
    state.turn += 1
    if state.turn < len(state.players):
        _begin_work_turn(state)
        return
    if state.machine is not None:
        machine_turn(state)
    if state.end_round == state.round:
        state.phase, state.step, state.turn = "over", "", 0
        state.events.append({"code": "game-over", "round": state.round})
        return
    state.round += 1
    state.first = (state.first + 1) % len(state.players)
    state.phase, state.step, state.turn = "market", "choose", 0
    for player in state.players:
        player.dice = []
        player.used = []
    for slot in range(4):
        if not state.market[slot]:
            state.market[slot] = draw_blueprint(state)
        if not state.contractors[slot]:
            state.contractors[slot] = draw_contractor(state)
    state.events.append({"code": "round", "round": state.round, "seat": state.first})


_HANDLERS: dict[str, Callable[[State, Action], None]] = {
    "refresh": _refresh, "take": _take, "hire": _hire, "pass": _pass, "set": _set,
    "roll": _roll, "specialist": _specialist, "place": _place, "build": _build,
    "activate": _activate, "end": _end, "discard": _discard,
}
