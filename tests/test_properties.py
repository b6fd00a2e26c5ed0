"""Random games with the engine's invariants checked after every action.

Hypothesis picks the game seed, the seed of the random action choices and a
choice policy; each example plays one whole game. Cheap invariants run after
every action; costly ones (illegal actions, copy, undo, views, share codes)
run at random points and at the end. Set ``CI=1`` for a derandomized run.
"""

from __future__ import annotations

import os
import random
from collections import Counter
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from randomplay import HOARD, NAMES, POLICIES, choose

import ffcore
from ffcore import Action, Game, IllegalAction, rules
from ffcore.cards import (
    BLUEPRINT_COUNT,
    BLUEPRINTS,
    COMPOUND_TRIGGER,
    CONTRACTOR_COUNT,
    FLOOR_SLOTS,
    FLOORS,
    GOODS_TRIGGER,
    HAND_LIMIT,
    RESOURCE_LIMIT,
    TOOLS,
    WORKER_DICE,
    new_blueprint_deck,
    new_contractor_deck,
)
from ffcore.codec import Setup, encode, pack
from ffcore.game import MAX_SEED
from ffcore.models import saved_state
from ffcore.rules import dice_options, recipe_for
from ffcore.state import Die, State
from ffcore.views import as_json

#: Games per solo level and per player count (about 2,000 games in all, 40-60 s).
SOLO_EXAMPLES = 400
MULTI_EXAMPLES = 100
HOARD_EXAMPLES = 20
#: Chance, at each action, of running the costly checks.
COSTLY = 0.01
#: No random game comes near this many actions.
MAX_ACTIONS = 5_000

BLUEPRINT_DECK = sorted(new_blueprint_deck())
CONTRACTOR_DECK = sorted(new_contractor_deck())
assert len(BLUEPRINT_DECK) == BLUEPRINT_COUNT == 74
assert len(CONTRACTOR_DECK) == CONTRACTOR_COUNT == 17
SETTINGS = settings(deadline=None, derandomize="CI" in os.environ, database=None,
                    suppress_health_check=[HealthCheck.too_slow])


# Cheap invariants, after every action ------------------------------------------------------

def check_cards(state: State) -> None:
    blueprints = [*state.deck, *state.discard, *state.market]
    for player in state.players:
        blueprints += player.hand
        blueprints += player.compound
    if state.machine is not None:
        blueprints += state.machine.compound
    blueprints.sort()
    # Empty market or contractor slots ("") hold no card.
    assert blueprints[blueprints.count(""):] == BLUEPRINT_DECK, "blueprints lost or made"
    contractors = sorted([*state.contractor_deck, *state.contractor_discard,
                          *state.contractors])
    assert contractors[contractors.count(""):] == CONTRACTOR_DECK, "contractors lost or made"
    assert len(state.market) == len(state.contractors) == 4
    assert sorted(state.tools) == sorted(TOOLS)


def check_players(state: State) -> None:
    for player in state.players:
        assert player.metal >= 0 and player.energy >= 0 and player.goods >= 0
        assert player.extra_dice >= 0 and player.specialist_dice >= 0
        if len(set(player.compound)) != len(player.compound):
            for slug, count in Counter(player.compound).items():
                assert count == 1 or BLUEPRINTS[slug].multiple, slug
        # Each card is activated, and each passive triggers, at most once a round.
        if player.used:
            assert len(set(player.used)) == len(player.used), player.used
            assert set(player.used) <= set(player.compound), player.used
        if player.dice:
            check_dice(player.dice, player.compound, player.used)
    if state.machine is not None:
        assert state.machine.goods >= 0


def check_dice(dice: list[Die], compound: list[str], used: list[str]) -> None:
    floors = Counter(die.spot for die in dice if die.spot in FLOORS)
    assert all(count <= FLOOR_SLOTS for count in floors.values()), floors
    assert sum(1 for die in dice if die.kind == "worker") == WORKER_DICE
    cards = set()
    for die in dice:
        value, spot = die.value, die.spot
        assert 0 <= value <= 6
        if not spot:
            assert value or die.kind in ("worker", "specialist")
        elif spot == "generate":
            assert 1 <= value <= 3
        elif spot == "mine":
            assert value >= 4
        elif spot != "research":
            assert spot in compound, die
            assert value, die
            cards.add(spot)
    for spot in cards:
        assert spot in used, f"dice on {spot}, which was not activated"
        values = tuple(sorted(die.value for die in dice if die.spot == spot))
        assert fits_some_recipe(spot, values), (spot, values)


@cache
def fits_some_recipe(slug: str, values: tuple[int, ...]) -> bool:
    """Return whether dice on a card fit one of its recipes (any card's, for Replicator)."""
    counts = [0] * 7
    for value in values:
        counts[value] += 1
    present = sorted(set(values))
    cards = [slug]
    if BLUEPRINTS[slug].recipes[0].effect == "copy":
        cards = [other for other in BLUEPRINTS if other != slug and BLUEPRINTS[other].recipes]
    return any(recipe.dice and values in dice_options(recipe.dice, counts, present)
               for card in cards for recipe in BLUEPRINTS[card].recipes)


def check_limits(state: State) -> None:
    """Players whose work phase is over this round meet the end-of-round limits."""
    n = len(state.players)
    if state.phase == "over":
        finished = range(n)
    elif state.phase == "work":
        finished = range(state.turn)
    else:
        return
    for turn in finished:
        player = state.players[(state.first + turn) % n]
        assert player.metal + player.energy <= RESOURCE_LIMIT, player.name
        assert len(player.hand) <= HAND_LIMIT, player.name


def check_end(state: State) -> None:
    """The end is triggered as soon as it is due, and the game ends after one more round."""
    n = len(state.players)
    assert state.first == (state.round - 1) % n
    due = any(player.goods >= GOODS_TRIGGER or len(player.compound) >= COMPOUND_TRIGGER
              for player in state.players)
    due = due or (state.machine is not None and state.machine.goods >= GOODS_TRIGGER)
    if due:
        assert state.end_round, "the end is due but was not triggered"
    if state.end_round:
        assert state.round <= state.end_round
    if state.phase == "over":
        assert state.round == state.end_round


def check_round_start(state: State) -> None:
    """Right after a round ends, every player meets the limits and has no dice."""
    for player in state.players:
        assert player.metal + player.energy <= RESOURCE_LIMIT
        assert len(player.hand) <= HAND_LIMIT
        assert player.dice == [] and player.used == []
    assert all(state.market) or not (state.deck or state.discard)


@cache
def parses_back(action: Action) -> bool:
    text = str(action)
    again = Action.parse(text)
    return again == action and str(again) == text


def check_legal(game: Game, legal: list[Action]) -> None:
    if game.is_over:
        assert legal == [] and game.current_player is None
        return
    assert legal, "no legal action before the end"
    assert game.current_player == game.state.player.name
    assert len(set(legal)) == len(legal), "a legal action is listed twice"
    for action in legal:
        assert parses_back(action), action


def check_step(before: State, after: State, action: Action) -> None:
    """Compare the states around one action: dice are placed once and never move."""
    for old, new in zip(before.players, after.players, strict=True):
        assert new.goods >= old.goods
        assert len(new.compound) >= len(old.compound)
        assert new.compound[:len(old.compound)] == old.compound
    assert not before.end_round or after.end_round == before.end_round
    if before.machine is not None and after.machine is not None:
        assert after.machine.goods >= before.machine.goods
        assert after.machine.compound[:len(before.machine.compound)] == before.machine.compound
    if before.round != after.round or before.phase != "work" or before.seat != after.seat:
        return
    old_dice, new_dice = before.player.dice, after.player.dice
    assert len(new_dice) >= len(old_dice)
    for old_die, new_die in zip(old_dice, new_dice, strict=False):
        if old_die.spot:
            assert new_die == old_die, "a placed die changed"
        else:
            assert new_die.kind == old_die.kind
    placed = sum(1 for die in new_dice if die.spot) - sum(1 for die in old_dice if die.spot)
    assert placed == dice_placed_by(action), (action, placed)
    if action.kind == "activate":
        assert action.card not in before.player.used, "a card was activated twice"
        assert action.card in after.player.used


def dice_placed_by(action: Action) -> int:
    if action.kind == "place":
        return 1
    if action.kind != "activate":
        return 0
    target = action.copy or action
    recipe = recipe_for(BLUEPRINTS[target.card], target)
    return len(target.dice) if recipe.dice else 0


# Costly checks, at random points ------------------------------------------------------------

def raw(state: State) -> tuple[object, ...]:
    """Return every field of a state as plain data (cheaper than its validated save model)."""
    players = tuple((p.name, tuple(p.hand), tuple(p.compound), p.metal, p.energy, p.goods,
                     tuple(p.dice), tuple(p.used), p.foreman, p.extra_dice, p.specialist_dice)
                    for p in state.players)
    machine = state.machine
    return (state.round, state.first, state.phase, state.step, state.turn, state.refreshed,
            tuple(state.deck), tuple(state.discard), tuple(state.market),
            tuple(state.contractor_deck), tuple(state.contractor_discard),
            tuple(state.contractors), state.tools, players,
            machine and (machine.level, tuple(machine.compound), machine.goods, machine.dice),
            state.end_round, state.chance, tuple(state.events), state.rng.getstate())


def snapshot(game: Game) -> tuple[object, ...]:
    return (raw(game.state), game.history, game.log, tuple(game.legal_actions()),
            game.can_undo(), game.current_player)


def mutations(text: str, rng: random.Random) -> list[str]:
    """Return texts close to a legal action's text, most of them illegal or unreadable."""
    words = text.split()
    slugs = sorted(BLUEPRINTS)
    out = [" ".join(words[:-1]), text + " " + rng.choice(["1", "metal", "biolab", "p9", "x"]),
           text.replace(" ", "  ") + " 0", "activate " + text, text + text]
    for i, word in enumerate(words):
        changed = list(words)
        if word.isdigit():
            changed[i] = str(rng.choice([0, 7, 9, 10, 99, *range(1, 7)]))
        elif word in BLUEPRINTS:
            changed[i] = rng.choice(slugs)
        else:
            changed[i] = rng.choice(["take", "place", "build", "hire", "research", "mine",
                                     "generate", "discard", "end", "roll", "pass", word[::-1]])
        out.append(" ".join(changed))
    return out


#: Action values no text reads as; apply() must refuse them like any illegal action.
MALFORMED = [Action("place"), Action("build", card="biolab"), Action("hire", number=9),
             Action("activate", card="no-such-card"), Action("take", number=0),
             Action("fly"), Action("discard", amounts=(-1, 0)), Action("roll", number=3)]


def check_illegal(game: Game, rng: random.Random, pool: list[Action]) -> None:
    """Illegal actions, and unreadable texts, raise IllegalAction and change nothing."""
    legal = set(game.legal_actions())
    before = snapshot(game)
    strangers = [action for action in rng.sample(pool, min(len(pool), 8))
                 if action not in legal]
    texts: list[str] = []
    if legal:
        texts = mutations(str(rng.choice(sorted(legal, key=str))), rng)
    attempts: list[Action | str] = [*strangers, *texts, *MALFORMED]
    for attempt in attempts:
        if isinstance(attempt, str):
            try:
                if Action.parse(attempt) in legal:
                    continue
            except IllegalAction:
                pass
        with pytest.raises(IllegalAction) as caught:
            game.apply(attempt)
        assert caught.value.code and str(caught.value)
        assert snapshot(game) == before, attempt


def check_copy(game: Game, rng: random.Random) -> None:
    """copy() is equal and independent; the same action on both gives the same state."""
    before = snapshot(game)
    twin = game.copy()
    assert snapshot(twin) == before
    if game.is_over:
        return
    action = rng.choice(game.legal_actions())
    twin.apply(action)
    assert snapshot(game) == before
    other = game.copy()
    other.apply(action)
    assert snapshot(other) == snapshot(twin)
    state = game.state
    if state.step == "work" and action.kind != "end":
        # A search's copy of one work turn (others shared): the same state after the same
        # action, and the original left as it was.
        turn = state.copy_for_turn(state.rng.copy())
        rules.apply(turn, action)
        assert snapshot(game) == before
        mine, theirs = raw(turn), raw(other.state)
        assert mine[:-2] == theirs[:-2]  # the game moves events to its log
        assert mine[-1] == theirs[-1]


def check_undo(game: Game) -> None:
    """Undo then replay gives back the same game."""
    if not game.can_undo():
        return
    before = snapshot(game)
    history = game.history
    undone = game.undo()
    assert undone == history[-1]
    assert game.history == history[:-1]
    game.apply(undone)
    assert snapshot(game) == before


def check_views(game: Game, rng: random.Random) -> None:
    """A view hides other hands, the decks and others' secret draws, and nothing else leaks."""
    state = game.state
    for seat, name in enumerate(game.names):
        view = game.view(name)
        model = view.state
        assert model.deck is None and model.contractor_deck is None
        assert model.deck_count == len(state.deck)
        for other, player in enumerate(model.players):
            if other == seat:
                assert player.hand == state.players[seat].hand
            else:
                assert player.hand is None
            assert player.hand_count == len(state.players[other].hand)
        for event in view.log:
            if event.get("secret") and event.get("seat") != seat:
                assert "cards" not in event, event
        assert view.legal == ([str(a) for a in game.legal_actions()]
                              if game.current_player == name else [])
        as_json(view)  # a view is plain data, all of it JSON
        if seat != rng.randrange(len(game.names)):
            continue
        # Reshuffling everything the viewer cannot see leaves the view unchanged.
        twin = game.copy()
        hidden = twin.state
        others = [p for other, p in enumerate(hidden.players) if other != seat]
        pool = hidden.deck + [card for p in others for card in p.hand]
        rng.shuffle(pool)
        hidden.deck = pool[:len(hidden.deck)]
        rest = pool[len(hidden.deck):]
        for p in others:
            p.hand, rest = rest[:len(p.hand)], rest[len(p.hand):]
        rng.shuffle(hidden.contractor_deck)
        assert twin.view(name) == view


def check_code(game: Game, steps: list[tuple[int, int]] | None = None) -> None:
    """The share code replays to the same history and state.

    With ``steps`` (each action's position among the legal ones, and their count,
    noted while playing) a format-1 code, as the first release wrote it, is written from
    them: old codes must keep replaying.
    """
    code = game.to_code() if steps is None else encode(
        Setup(1, 1, list(game.names), game.machine, game.seed, len(steps), pack(steps)))
    again = ffcore.from_code(code)
    assert again.history == game.history
    assert saved_state(again.state) == saved_state(game.state)
    assert snapshot(again) == snapshot(game)


# The games ---------------------------------------------------------------------------------

def play_checked(players: int, machine: str | None, seed: int, choices: int,
                 policy: str) -> Game:
    """Play one random game, checking every invariant; return the finished game."""
    rng = random.Random(choices)
    game = ffcore.new_game(NAMES[:players], seed=seed, machine=machine)
    code_at = rng.randrange(2_000)  # so about one game in four checks mid-game too
    pool: list[Action] = []
    steps: list[tuple[int, int]] = []
    state = game.state
    check_cards(state)
    check_players(state)
    for count in range(MAX_ACTIONS):
        legal = game.legal_actions()
        check_legal(game, legal)
        if game.is_over:
            break
        pool.extend(rng.sample(legal, min(3, len(legal))))
        if rng.random() < COSTLY:
            check_illegal(game, rng, pool)
            check_copy(game, rng)
            check_undo(game)
            check_views(game, rng)
        if count == code_at:
            check_code(game)
        before = game.state.copy(rng=game.state.rng)
        action = choose(rng, legal, policy)
        steps.append((legal.index(action), len(legal)))
        game.apply(action)
        state = game.state
        check_cards(state)
        check_players(state)
        check_limits(state)
        check_end(state)
        check_step(before, state, action)
        # Undo reaches back to the last roll, reveal, change of player or round start,
        # never past it.
        crossed = (state.chance != before.chance or state.seat != before.seat
                   or state.phase == "over" or state.round != before.round)
        assert game.can_undo() != crossed
        if state.round != before.round:
            check_round_start(state)
    else:
        pytest.fail(f"the game did not end in {MAX_ACTIONS} actions")
    check_limits(game.state)
    check_illegal(game, rng, pool)
    check_copy(game, rng)
    check_views(game, rng)
    check_code(game, steps)
    if code_at < 1_000:
        check_code(game)
    result = game.outcome()
    assert result.machine_wins or result.winners
    assert not (result.machine_wins and result.winners)
    return game


@pytest.mark.parametrize("machine", ["easy", "medium", "hard", "insane"])
@given(seed=st.integers(0, MAX_SEED), choices=st.integers(0, 2**32 - 1),
       policy=st.sampled_from(POLICIES))
@settings(SETTINGS, max_examples=SOLO_EXAMPLES)
def test_solo_games_keep_invariants(machine: str, seed: int, choices: int, policy: str) -> None:
    play_checked(1, machine, seed, choices, policy)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@given(seed=st.integers(0, MAX_SEED), choices=st.integers(0, 2**32 - 1),
       policy=st.sampled_from(POLICIES))
@settings(SETTINGS, max_examples=MULTI_EXAMPLES)
def test_multiplayer_games_keep_invariants(players: int, seed: int, choices: int,
                                           policy: str) -> None:
    play_checked(players, None, seed, choices, policy)


@given(seed=st.integers(0, MAX_SEED), choices=st.integers(0, 2**32 - 1))
@settings(SETTINGS, max_examples=HOARD_EXAMPLES)
def test_games_that_run_out_of_cards_keep_invariants(seed: int, choices: int) -> None:
    """Five hoarding players empty the deck and discards: draws and refills find nothing."""
    game = play_checked(5, None, seed, choices, HOARD)
    assert game.state.end_round
