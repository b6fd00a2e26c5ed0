"""Bots: legal choices only, determinism, blindness to hidden cards, hints, tournaments.

The legality tests here play about a hundred games. For thousands, run
``python -m ffcore tournament --bots steady,random --games 2000 --jobs 2``
(every bot action goes through ``Game.apply``, which raises on an illegal one).
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections import Counter
from typing import Any

import pytest
from scenario import scenario

from ffcore import Game, bots, new_game, rules
from ffcore.actions import Action
from ffcore.bots import BOT_NAMES, Bot, foreman_choice, make, strong
from ffcore.bots.base import Decision
from ffcore.bots.basic import RandomBot, SteadyBot
from ffcore.bots.fitted_valuation import FITTED, FittedValuation
from ffcore.bots.foreman_choice import FAST_FOREMAN, ForemanChoice, foreman_action
from ffcore.bots.handmade_valuation import HANDMADE
from ffcore.bots.hidden import determinize, unseen_blueprints
from ffcore.bots.hints import reason_for
from ffcore.bots.learned import LEARNED
from ffcore.bots.planner import CHANCE_LINES, Plan, Planner
from ffcore.bots.strong import StrongBot
from ffcore.bots.valuation import machine_rate
from ffcore.cards import BLUEPRINTS
from ffcore.state import Rng, State
from ffcore.texts_en import MESSAGES as GAME_EN
from ffcore.tournament import GameSpec, play, tournament, wilson


def quick(name: str, seed: int) -> Bot:
    """Return a bot with a small thinking budget, so that tests stay fast."""
    if name == "strong":
        return StrongBot(seed, samples=2, candidates=2, plan_nodes=80, rollout_nodes=15)
    if name == "steady":
        return SteadyBot(seed, plan_nodes=60)
    return RandomBot(seed)


def play_out(game: Game, bots: dict[str, Bot], max_actions: int = 10_000) -> None:
    """Let bots play until the game ends; every action goes through the checking API."""
    for _ in range(max_actions):
        if game.is_over:
            return
        name = game.current_player
        assert name is not None
        view = game.view(name)
        action = bots[name].choose(view)
        assert str(action) in view.legal
        assert action in game.legal_actions()
        game.apply(action)


def hidden_twin(game: Game, seed: int) -> Game:
    """Return the same game with every card the current player cannot see re-dealt.

    Other hands (same sizes), the deck order, the contractor deck and the
    random generator (future dice) all change; everything public stays.
    """
    state = game.state.copy(rng=Rng(seed))
    viewer = state.seat
    shuffler = random.Random(seed)
    pool = list(state.deck)
    for seat, player in enumerate(state.players):
        if seat != viewer:
            pool.extend(player.hand)
    shuffler.shuffle(pool)
    for seat, player in enumerate(state.players):
        if seat != viewer:
            size = len(player.hand)
            player.hand, pool = pool[:size], pool[size:]
    state.deck = pool
    shuffler.shuffle(state.contractor_deck)
    return Game(list(game.names), game.machine, game.seed, state=state)


def positions(players: int, seed: int, count: int, machine: str | None = None) -> list[Game]:
    """Return copies of a steady game at several moments with a real choice to make."""
    names = ["Ann", "Bob", "Cy", "Di", "Eve"][:players]
    game = new_game(names, seed=seed, machine=machine)
    bots: dict[str, Bot] = {name: quick("steady", number) for number, name in enumerate(names)}
    found: list[Game] = []
    step = 0
    while not game.is_over and len(found) < count:
        legal = game.legal_actions()
        if len(legal) > 1 and step % 7 == 3:
            found.append(game.copy())
        step += 1
        name = game.current_player
        assert name is not None
        game.apply(bots[name].choose(game.view(name)))
    return found


# Legality ---------------------------------------------------------------------------------------

def test_random_and_steady_bots_only_play_legal_actions_over_many_games() -> None:
    for seed in range(60):
        names = ["P1", "P2"]
        game = new_game(names, seed=seed)
        play_out(game, {"P1": RandomBot(seed), "P2": RandomBot(seed + 1)})
        assert game.is_over
    for seed in range(2):
        game = new_game(["S", "R"], seed=seed)
        play_out(game, {"S": quick("steady", seed), "R": RandomBot(seed)})
        assert game.is_over


@pytest.mark.parametrize("players", [1, 2, 3, 5])
def test_every_bot_finishes_games_of_any_size(players: int) -> None:
    names = ["random", "steady", "strong", "steady2", "random2"][:players]
    machine = "insane" if players == 1 else None
    game = new_game(names, seed=players, machine=machine)
    kinds = {"random": "random", "steady": "steady", "strong": "strong", "steady2": "steady",
             "random2": "random"}
    if players == 1:
        kinds["random"] = "strong"
    bots = {name: quick(kinds[name], number) for number, name in enumerate(names)}
    play_out(game, bots)
    assert game.is_over


def test_make_knows_every_level_and_refuses_others() -> None:
    for name in BOT_NAMES:
        assert make(name, seed=3).name == name
    with pytest.raises(ValueError):
        make("genius")


def test_a_bot_refuses_a_view_when_it_is_not_its_turn() -> None:
    game = new_game(["Ann", "Bob"], seed=1)
    with pytest.raises(ValueError):
        make("steady").choose(game.view("Bob"))


# Hidden information ---------------------------------------------------------------------------

def test_determinization_fits_the_view() -> None:
    for game in positions(3, 5, 6):
        name = game.current_player
        assert name is not None
        view = game.view(name)
        seat = game.names.index(name)
        state = determinize(view, random.Random(1))
        assert [str(action) for action in rules.legal_actions(state)] == view.legal
        assert state.players[seat].hand == game.state.players[seat].hand
        for number, player in enumerate(state.players):
            assert len(player.hand) == len(game.state.players[number].hand)
        assert len(state.deck) == len(game.state.deck)
        assert sorted(state.contractor_deck) == sorted(game.state.contractor_deck)
        hidden = sorted(state.deck + [card for number, player in enumerate(state.players)
                                      if number != seat for card in player.hand])
        assert hidden == unseen_blueprints(view.state, seat)


@pytest.mark.parametrize("bot_name", BOT_NAMES)
def test_choices_do_not_depend_on_hidden_cards_or_future_dice(bot_name: str) -> None:
    games = positions(2, 11, 5) + positions(1, 12, 3, machine="hard") + positions(4, 13, 3)
    for game in games:
        name = game.current_player
        assert name is not None
        twin = hidden_twin(game, 99)
        assert twin.view(name).state == game.view(name).state
        assert twin.state.rng.getstate() != game.state.rng.getstate()
        assert quick(bot_name, 7).choose(game.view(name)) == \
            quick(bot_name, 7).choose(twin.view(name))


def test_hidden_twin_really_hides_different_cards() -> None:
    game = positions(2, 11, 1)[0]
    twin = hidden_twin(game, 99)
    seat = game.state.seat
    assert twin.state.deck != game.state.deck
    assert twin.state.players[1 - seat].hand != game.state.players[1 - seat].hand or \
        not game.state.players[1 - seat].hand


# Determinism -----------------------------------------------------------------------------------

@pytest.mark.parametrize("bot_name", BOT_NAMES)
def test_a_bot_is_deterministic_for_a_seed(bot_name: str) -> None:
    histories = []
    for _ in range(2):
        game = new_game(["A", "B"], seed=21)
        bots = {"A": quick(bot_name, 5), "B": quick("steady", 6)}
        for _step in range(60):
            name = game.current_player
            assert name is not None
            game.apply(bots[name].choose(game.view(name)))
        histories.append([str(action) for action in game.history])
    assert histories[0] == histories[1]


def test_the_same_view_gives_the_same_choice_and_seeds_matter() -> None:
    game = positions(2, 4, 1)[0]
    name = game.current_player
    assert name is not None
    view = game.view(name)
    assert RandomBot(1).choose(view) == RandomBot(1).choose(view)
    picks = {str(RandomBot(seed).choose(view)) for seed in range(30)}
    assert len(picks) > 1


# Thinking in slices and hints ------------------------------------------------------------------

def test_a_search_in_small_slices_gives_the_same_choice() -> None:
    for game in positions(2, 8, 4) + positions(5, 8, 2):
        name = game.current_player
        assert name is not None
        view = game.view(name)
        bot = quick("strong", 2)
        search = bot.start(view)
        steps = 0
        while not search.step(0.0):
            steps += 1
            assert 0.0 <= search.progress <= 1.0
        assert search.best() == quick("strong", 2).choose(view)


def test_interleaved_searches_each_keep_their_own_valuation() -> None:
    """The browser slices a steady bot's turn and a strong suggestion in turns."""
    for game in positions(2, 5, 3):
        name = game.current_player
        assert name is not None
        view = game.view(name)
        strong, steady = quick("strong", 4).start(view), quick("steady", 4).start(view)
        assert strong.decision.valuation is LEARNED and steady.decision.valuation is HANDMADE
        while not (strong.step(0.0) & steady.step(0.0)):
            pass
        assert strong.best() == quick("strong", 4).choose(view)
        assert steady.best() == quick("steady", 4).choose(view)


def test_the_valuations_differ_and_each_keeps_its_own_weights() -> None:
    state = positions(3, 6, 1)[0].state
    handmade, fitted = HANDMADE.value(state, 0), FITTED.value(state, 0)
    assert fitted != handmade
    # A valuation with other weights is another value: it changes nothing of the first.
    heavier = FittedValuation(dataclasses.replace(
        FITTED.weights, future=tuple(2 * weight for weight in FITTED.weights.future)))
    assert heavier.value(state, 0) != fitted
    assert FITTED.value(state, 0) == fitted and HANDMADE.value(state, 0) == handmade


class CountingValuation(FittedValuation):
    """The fitted valuation, counting the positions it values."""

    def __init__(self) -> None:
        super().__init__(FITTED.weights)
        self.calls = 0

    def value(self, state: State, seat: int, rounds: float | None = None,
              public: bool = False) -> float:
        self.calls += 1
        return super().value(state, seat, rounds, public)


def test_a_bot_thinks_only_with_the_valuation_it_was_given(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Market rollouts, work plans and hints all reach the bot's own valuation, never another."""
    games = [new_game(["Ann", "Bob"], seed=14), *positions(2, 14, 2)]
    assert {game.state.phase for game in games} == {"market", "work"}
    views = [game.view(game.names[game.state.seat]) for game in games]
    expected = [quick("strong", 5).choose(view) for view in views]

    def refuse(*args: object, **kwargs: object) -> float:
        raise AssertionError("a shipped valuation was used")

    for shipped in (FITTED, HANDMADE):
        for method in ("value", "relative", "rounds_left", "unit_worths", "die_worths"):
            monkeypatch.setattr(shipped, method, refuse)
    for view, action in zip(views, expected, strict=True):
        counting = CountingValuation()
        told = StrongBot(5, samples=2, candidates=2, plan_nodes=80, rollout_nodes=15,
                         valuation=counting)
        assert told.suggest(view).action == action
        assert counting.calls > 0
        steady = CountingValuation()
        assert str(SteadyBot(5, plan_nodes=60, valuation=steady).choose(view)) in view.legal
        assert steady.calls > 0


@pytest.mark.parametrize("machine", [None, "insane"])
def test_the_fitted_worth_of_metal_and_energy_is_its_own_in_solo(machine: str | None) -> None:
    """Solo games weigh resources by their own fitted weights, other games by the shared fit."""
    state = positions(1 if machine else 2, 8, 1, machine)[0].state.copy()
    state.end_round = state.round + 3  # rounds left: 3, so G = 2
    player = state.players[0]
    player.metal, player.energy, player.hand = 1, 1, []
    before = FITTED.value(state, 0)
    player.metal += 1
    metal = FITTED.value(state, 0) - before
    player.energy += 1
    energy = FITTED.value(state, 0) - before - metal
    worths = FITTED.unit_worths(machine is not None)
    weights = FITTED.weights
    expected = weights.solo_resources if machine else (weights.future[2], weights.future[3])
    assert (weights.future[2], weights.future[3]) != weights.solo_resources
    # 0.003 and 0.002 are the tie-break worths every valuation adds.
    assert metal == pytest.approx(2 * expected[0] + 0.003)
    assert energy == pytest.approx(2 * expected[1] + 0.002)
    assert worths[:2] == pytest.approx((2 * expected[0], 2 * expected[1]))


def test_the_strong_bot_searches_more_in_solo_unless_told_its_budget() -> None:
    """Solo games take the SOLO_ budgets, others the usual ones; given budgets win in both."""
    solo = positions(1, 8, 1, "medium")[0]
    duel = positions(2, 8, 1)[0]
    bot = StrongBot(1)
    assert bot.budget(solo.state) == (strong.SOLO_SAMPLES, strong.SOLO_CANDIDATES,
                                      strong.SOLO_PLAN_NODES)
    assert bot.budget(duel.state) == (strong.SAMPLES, strong.CANDIDATES, strong.PLAN_NODES)
    assert strong.SOLO_SAMPLES > strong.SAMPLES and strong.SOLO_PLAN_NODES > strong.PLAN_NODES
    told = StrongBot(1, samples=2, candidates=3, plan_nodes=40)
    assert told.budget(solo.state) == told.budget(duel.state) == (2, 3, 40)
    # Deals of their own for a solo game's known last round: SOLO_LAST_SAMPLES, or as told.
    last = StrongBot(1, samples=2, last_samples=6)
    assert last.budget(solo.state)[0] == 2 and bot.budget(solo.state)[0] == strong.SOLO_SAMPLES
    ending = solo.state.copy()
    ending.end_round = ending.round
    assert last.budget(ending)[0] == 6 and bot.budget(ending)[0] == strong.SOLO_LAST_SAMPLES
    assert strong.SOLO_LAST_SAMPLES > strong.SOLO_SAMPLES
    assert StrongBot(1, last_samples=0).budget(ending)[0] == strong.SOLO_SAMPLES
    duel_ending = duel.state.copy()
    duel_ending.end_round = duel_ending.round
    assert bot.budget(duel_ending)[0] == strong.SAMPLES
    # A solo market search really uses the solo sample count.
    game = new_game(["A"], seed=4, machine="medium")
    assert game.state.phase == "market"
    search = bot.start(game.view("A"))
    assert isinstance(search, strong.MarketSearch) and search.samples == strong.SOLO_SAMPLES


def test_solo_market_searches_race_by_halving_and_others_play_every_deal() -> None:
    """Left to its defaults, a solo market search is raced by successive halving, as told
    ``race=SOLO_RACE, halving=1``; with a rival, every candidate is played on every deal."""
    view = new_game(["A"], seed=4, machine="insane").view("A")
    searches = []
    for bot in (StrongBot(1, samples=8, candidates=9),
                StrongBot(1, samples=8, candidates=9, race=strong.SOLO_RACE, halving=1)):
        search = bot.start(view)
        assert isinstance(search, strong.MarketSearch)
        while not search.step(0.05):
            pass
        searches.append(search)
    assert searches[0].dealt == searches[1].dealt and min(searches[0].dealt) < 8
    assert searches[0].best() == searches[1].best()
    duel = new_game(["A", "B"], seed=4).view("A")
    search = StrongBot(1, samples=4, candidates=5).start(duel)
    assert isinstance(search, strong.MarketSearch)
    while not search.step(0.05):
        pass
    assert set(search.dealt) == {4}


def test_a_raced_market_search_gives_its_deals_to_the_candidates_still_close() -> None:
    """Raced in 4 stages, 8 deals: all candidates are played on 2 deals, the better half on
    2 more, and so on down to two; the choice and the candidate a review weighs are played
    on all 8. Unraced, every candidate is played on every deal."""
    game = new_game(["A"], seed=4, machine="insane")
    view = game.view("A")
    searches = {}
    for race in (0, 4):
        search = StrongBot(1, samples=8, candidates=9, race=race, halving=0).start(view)
        assert isinstance(search, strong.MarketSearch)
        weighed = search.candidates[-1]  # the worst by the market's first look
        search.also_weigh(weighed)
        assert len(search.candidates) >= 6
        progress = []
        # Slices of no time: each plays on a little past its start, so the search takes many
        # slices on any machine (in 0.05 s slices a fast, idle machine finished it in one).
        while not search.step(0.0):
            progress.append(search.progress)
        assert len(progress) > 8 and progress == sorted(progress)
        assert progress[0] >= 0 and progress[-1] < 1
        searches[race] = search
        dealt = dict(zip(search.candidates, search.dealt, strict=True))
        assert dealt[search.best()] == dealt[weighed] == 8
        assert set(search.leads()) == set(search.candidates)
    assert set(searches[0].dealt) == {8}
    dealt = sorted(searches[4].dealt)
    assert set(dealt) <= {2, 4, 6, 8} and dealt[0] == 2 and dealt.count(8) >= 2
    assert sum(dealt) < 8 * len(dealt) * 2 // 3
    # Halving: the stages end after 1, 2 and 4 deals, each half kept dealt as many again.
    halved = StrongBot(1, samples=8, candidates=9, race=4, halving=1).start(view)
    assert isinstance(halved, strong.MarketSearch)
    halved.also_weigh(weighed)
    while not halved.step(0.05):
        pass
    dealt = sorted(halved.dealt)
    assert set(dealt) <= {1, 2, 4, 8} and dealt[0] == 1 and dealt.count(8) >= 2
    assert dict(zip(halved.candidates, halved.dealt, strict=True))[weighed] == 8
    assert sum(dealt) < sum(searches[4].dealt)
    # The same search again makes the same choice on the same deals.
    again = StrongBot(1, samples=8, candidates=9, race=4, halving=0).start(view)
    assert isinstance(again, strong.MarketSearch)
    again.also_weigh(weighed)
    assert (again.best(), again.dealt) == (searches[4].best(), searches[4].dealt)


def test_a_solo_win_counts_a_point_at_the_end_and_a_spread_before_it() -> None:
    """At the end a lead of a point wins and a draw (the leftovers' fractions) loses; before
    it, a lead is worth more the fewer rounds are left to stray from it."""
    game = new_game(["A"], seed=4, machine="insane")
    early = game.state.copy()
    late = early.copy()
    late.end_round = late.round  # the last round: no whole round after it
    over = early.copy()
    over.phase = "over"
    assert strong.win_chance(1.0, over, LEARNED) == 1.0
    assert strong.win_chance(0.02, over, LEARNED) == 0.0
    assert strong.win_chance(0.5, early, LEARNED) == pytest.approx(0.5)
    assert 0.5 < strong.win_chance(2.0, early, LEARNED) < strong.win_chance(2.0, late, LEARNED)
    assert strong.win_chance(-2.0, late, LEARNED) < strong.win_chance(-2.0, early, LEARNED)
    assert strong.win_chance(-1.0, early, LEARNED) < strong.win_chance(0.0, early, LEARNED)


def test_a_market_search_to_win_weighs_the_chance_of_winning_in_solo_games_only() -> None:
    """It chooses the candidate most likely to win, while its leads stay in points (a review
    speaks of them); at a table of two it weighs the lead as before. The strong bot weighs
    so by default. (The position is one of a few games' round 4 where the two weighings
    disagree: which one depends on the learned tables.)"""
    for seed in (23, 17, 18, 19, 24, 25, 26, 27, 28):
        game = new_game(["A"], seed=seed, machine="insane")
        steady = SteadyBot(1)
        while not (game.state.phase == "market" and game.state.round == 4):
            game.apply(steady.choose(game.view("A")))
        solo = game.view("A")
        search = StrongBot(1, samples=4, candidates=4, race=0).start(solo)
        assert isinstance(search, strong.MarketSearch) and search.chances is not None
        while not search.step(0.05):
            pass
        chances = {action: chance / 4 for action, chance in
                   zip(search.candidates, search.chances, strict=True)}
        assert all(0.0 <= chance <= 1.0 for chance in chances.values())
        assert chances[search.best()] == max(chances.values())
        leads = search.leads()
        assert any(lead < 0 or lead > 1 for lead in leads.values())  # points, not chances
        if 0.05 < chances[search.best()] < 0.95 and leads[search.best()] < max(leads.values()):
            break
    else:
        pytest.fail("no position of these games where the chance and the lead disagree")
    table = new_game(["A", "B"], seed=4).view("A")
    plain = StrongBot(1, samples=2, candidates=3).start(table)
    assert isinstance(plain, strong.MarketSearch) and plain.chances is None
    by_lead = StrongBot(1, samples=2, candidates=3, to_win=strong.TO_WIN_NEVER).start(solo)
    assert isinstance(by_lead, strong.MarketSearch) and by_lead.chances is None


def test_a_market_search_may_weigh_its_deals_by_the_win_head() -> None:
    """With ``win_head`` a solo market search sums the chance the valuation's win head reads
    where each rollout ends (what a review reads beside it), not a spread around the lead;
    against a level the head never learned it falls back on the spread."""
    game = new_game(["A"], seed=23, machine="insane")
    steady = SteadyBot(1)
    while not (game.state.phase == "market" and game.state.round == 4):
        game.apply(steady.choose(game.view("A")))
    sums = {}
    for win_head in (0, 1):
        search = StrongBot(1, samples=3, candidates=3, race=0, win_head=win_head).start(
            game.view("A"))
        assert isinstance(search, strong.MarketSearch) and search.win_head == bool(win_head)
        search.read_chances()
        while not search.step(0.0):
            pass
        assert search.chances is not None and search.won is not None
        sums[win_head] = (search.chances, search.won)
    (spread, read), (head, read_again) = sums[0], sums[1]
    assert read == read_again  # the same deals and rollouts either way
    assert head == pytest.approx(read)
    assert spread != pytest.approx(read)
    medium = new_game(["A"], seed=23, machine="medium").view("A")
    weighed = []
    for win_head in (0, 1):
        search = StrongBot(1, samples=2, candidates=2, race=0, win_head=win_head).start(medium)
        assert isinstance(search, strong.MarketSearch)
        while not search.step(0.0):
            pass
        weighed.append(search.chances)
    assert weighed[0] is not None and weighed[1] == weighed[0]


def test_a_market_search_may_shift_the_lead_it_reads_chances_from() -> None:
    """``chance_shift`` (hundredths of a point) adds to every deal's lead before its chance of
    winning is read from the spread: the same deals and leads, each chance higher."""
    game = new_game(["A"], seed=23, machine="insane")
    steady = SteadyBot(1)
    while not (game.state.phase == "market" and game.state.round == 4):
        game.apply(steady.choose(game.view("A")))
    searched = []
    for shift in (0, 50):
        search = StrongBot(1, samples=2, candidates=3, race=0, chance_shift=shift).start(
            game.view("A"))
        assert isinstance(search, strong.MarketSearch)
        while not search.step(0.0):
            pass
        assert search.chances is not None
        searched.append((search.totals, search.chances))
    (leads, chances), (shifted_leads, shifted) = searched
    assert shifted_leads == leads
    assert all(after > before for before, after in zip(chances, shifted, strict=True))


def test_near_the_machine_s_end_the_market_rollouts_may_play_through_the_next_round() -> None:
    """With ``near_end``, once The Machine's goods plus twice its goods a round come within
    two of the end, the market search's rollouts play through the next round too; before
    that, once the end is triggered, without the option or at a table of rivals, they stop
    at this round's end."""
    game = new_game(["A"], seed=23, machine="insane")
    steady = SteadyBot(1)
    while not (game.state.phase == "market" and game.state.round == 4):
        game.apply(steady.choose(game.view("A")))
    machine = game.state.machine
    assert machine is not None and not game.state.end_round
    rate = machine_rate(machine.compound)
    assert rate > 0
    near = math.ceil(strong.NEAR_END_GOODS - 2 * rate)
    assert near > 0  # goods of 0 are then far from the end
    horizons = {}
    for goods in (0, near):
        machine.goods = goods
        assert strong.machine_near_end(game.state) == (goods > 0)
        for near_end in (0, 1):
            search = StrongBot(1, samples=1, near_end=near_end).start(game.view("A"))
            assert isinstance(search, strong.MarketSearch)
            horizons[goods > 0, near_end] = search.last_round - game.state.round
    assert horizons == {(False, 0): 0, (False, 1): 0, (True, 0): 0, (True, 1): 1}
    game.state.end_round = game.state.round + 1
    assert not strong.machine_near_end(game.state)
    table = new_game(["A", "B"], seed=4)
    assert not strong.machine_near_end(table.state)
    search = StrongBot(1, samples=1, near_end=1).start(table.view("A"))
    assert isinstance(search, strong.MarketSearch) and search.last_round == table.state.round


def test_a_market_search_to_win_ranks_candidates_alike_in_chance_by_their_lead() -> None:
    """In the last round of a game lost on every deal, every chance is nil: the lead still
    chooses, rather than the first candidate listed."""
    game = new_game(["A"], seed=35000, machine="insane")
    steady = SteadyBot(1)
    while not (game.state.phase == "market" and game.state.round == game.state.end_round):
        game.apply(steady.choose(game.view("A")))
    search = StrongBot(1, samples=4, candidates=4, race=0, to_win=1).start(game.view("A"))
    assert isinstance(search, strong.MarketSearch)
    while not search.step(0.05):
        pass
    leads = search.leads()
    assert search.chances == [0.0] * len(search.candidates)
    assert leads[search.best()] == max(leads.values()) > leads[search.candidates[0]]


def test_a_market_search_to_win_in_the_last_round_only_weighs_deals_won() -> None:
    """Weighing chances in the last round only: earlier, the lead alone; in the known last
    round, whose deals are played to the end, each deal is won (1) or not (0)."""
    game = new_game(["A"], seed=35000, machine="insane")
    early = StrongBot(1, samples=2, candidates=3, to_win=strong.TO_WIN_LAST_ROUND)
    search = early.start(game.view("A"))
    assert isinstance(search, strong.MarketSearch) and search.chances is None
    steady = SteadyBot(1)
    while not (game.state.phase == "market" and game.state.round == game.state.end_round):
        game.apply(steady.choose(game.view("A")))
    last = StrongBot(1, samples=4, candidates=4, race=0, to_win=strong.TO_WIN_LAST_ROUND)
    search = last.start(game.view("A"))
    assert isinstance(search, strong.MarketSearch) and search.chances is not None
    while not search.step(0.05):
        pass
    assert all(chance == int(chance) for chance in search.chances)


def test_the_strong_bot_samples_fewer_deals_at_a_larger_table() -> None:
    """Each deal plays every seat's round: with more seats there are fewer of them."""
    bot = StrongBot(1)
    for players in range(2, 6):
        state = positions(players, 8, 1)[0].state
        assert bot.budget(state)[0] == strong.SAMPLES * 2 // players
        assert StrongBot(1, samples=8).budget(state)[0] == 8
    assert bot.budget(positions(5, 8, 1)[0].state)[0] >= 3


def test_a_rollout_s_rivals_share_one_plan_s_positions() -> None:
    for players, each in ((2, 60), (3, 30), (5, 15)):
        state = new_game(["A", "B", "C", "D", "E"][:players], seed=3).state
        assert strong.Rollout(state, 0, 1, FITTED, 60).rival_nodes == each
        assert strong.Rollout(state, 0, 1, FITTED, 60, rival_nodes=40).rival_nodes == 40


def test_a_market_decision_looks_at_no_more_positions_at_five_seats_than_at_two() -> None:
    """What a market decision costs does not grow with the seats (positions counted)."""
    positions_seen = {}
    for players in (2, 5):
        game = new_game(["A", "B", "C", "D", "E"][:players], seed=6)
        search = StrongBot(1).start(game.view("A"))
        assert isinstance(search, strong.MarketSearch)
        search.best()
        positions_seen[players] = search.positions
    assert 0 < positions_seen[5] <= positions_seen[2]


def solo_position(phase: str, seed: int = 7) -> Game:
    """Return a solo game against insane, played by the steady bot to its first decision of
    ``phase`` with a choice (several in the work phase)."""
    game = new_game(["Ann"], seed=seed, machine="insane")
    bot = quick("steady", 0)
    while game.state.phase != phase or len(game.legal_actions()) < (2 if phase == "market" else 4):
        game.apply(bot.choose(game.view("Ann")))
    return game


def test_a_positions_budget_plays_a_market_search_on_fewer_deals_in_the_same_stages() -> None:
    """Past the first deal, the search plays as many deals as the budget holds at that
    deal's cost, stages and all, and stops early on the deal that reaches it."""
    view = solo_position("market").view("Ann")
    whole = StrongBot(1).start(view)
    assert isinstance(whole, strong.MarketSearch)
    whole.best()
    first_deal = whole.positions / sum(whole.dealt) * len(whole.candidates)  # about
    budget = whole.positions // 3
    assert budget > 2 * first_deal
    cut = StrongBot(1, solo_positions=budget).start(view)
    assert isinstance(cut, strong.MarketSearch) and cut.budget == budget
    assert str(cut.best()) in view.legal
    assert 2 <= cut.samples < whole.samples
    assert sum(cut.dealt) < sum(whole.dealt)
    # Every candidate still played was played on as many deals, at least the first two.
    assert len({cut.dealt[index] for index in cut._active}) == 1
    assert cut.dealt[cut._active[0]] >= 2
    assert cut.positions < budget * 1.5
    # A budget the whole search fits in changes nothing.
    roomy = StrongBot(1, solo_positions=whole.positions * 2).start(view)
    assert roomy.best() == whole.best()
    assert isinstance(roomy, strong.MarketSearch) and roomy.dealt == whole.dealt


def test_a_positions_budget_stops_a_work_plan_s_planning_past_chance() -> None:
    """A work-turn plan counts the positions of its plans past a roll or a draw, and within
    a budget stops making them once its positions reach it."""
    view = solo_position("work").view("Ann")
    whole = StrongBot(1).start(view)
    assert isinstance(whole, strong.PlanSearch)
    whole.best()
    planner = whole.planner
    assert planner.positions > planner.plan.nodes + 200  # plans made past chance counted
    budget = planner.plan.nodes + 100
    cut = StrongBot(1, solo_positions=budget).start(view)
    assert isinstance(cut, strong.PlanSearch)
    assert str(cut.best()) in view.legal
    assert budget <= cut.planner.positions < planner.positions
    assert cut.planner.plan.nodes == planner.plan.nodes  # the plan itself as large
    assert StrongBot(1, solo_positions=planner.positions + 1).start(view).best() == whole.best()


def test_suggest_gives_a_legal_action_and_a_short_reason() -> None:
    for game in positions(2, 9, 6) + positions(1, 10, 3, machine="medium"):
        name = game.current_player
        assert name is not None
        view = game.view(name)
        for bot_name in BOT_NAMES:
            action, reason = quick(bot_name, 1).suggest(view)
            assert str(action) in view.legal
            assert reason.key in GAME_EN
            text = str(reason)
            assert text and "{" not in text and len(text) < 120


def test_one_legal_action_is_decided_at_once() -> None:
    game = new_game(["A", "B"], seed=1)
    while len(game.legal_actions()) != 1:
        name = game.current_player
        assert name is not None
        game.apply(quick("steady", 1).choose(game.view(name)))
    name = game.current_player
    assert name is not None
    search = make("strong").start(game.view(name))
    assert search.done
    assert search.hint().reason.key == "hint.only"


def test_the_suggestion_s_solo_search_is_cheaper_and_the_bot_s_as_it_was() -> None:
    """The page's suggestion is the strong bot with a third of its rollouts' positions and a
    budget of positions a decision in solo games, where a suggestion is slowest; at a table,
    and for the bot itself, they are as before."""
    solo = scenario(players=1, machine="insane", phase="market")
    table = scenario(players=3, phase="market")
    suggester, bot = bots.suggester(4), make("strong", seed=4)
    assert isinstance(suggester, StrongBot) and suggester.seed == 4
    for game, suggested, played, budget in (
            (solo, strong.SUGGESTION_ROLLOUT_NODES, strong.ROLLOUT_NODES,
             strong.SUGGESTION_POSITIONS),
            (table, strong.ROLLOUT_NODES, strong.ROLLOUT_NODES, 0)):
        view = game.view(game.current_player or "")
        search = suggester.start(view)
        assert isinstance(search, strong.MarketSearch) and search.nodes == suggested
        assert search.budget == budget
        own = bot.start(view)
        assert isinstance(own, strong.MarketSearch) and own.nodes == played and not own.budget
    assert strong.SUGGESTION_ROLLOUT_NODES < strong.ROLLOUT_NODES
    assert strong.SUGGESTION_POSITIONS > 0


def test_decision_seeds_depend_on_the_bot_seed() -> None:
    game = new_game(["A", "B"], seed=3)
    view = game.view("A")
    first = Decision(view, 1, "steady", HANDMADE).rng.random()
    assert first == Decision(view, 1, "steady", HANDMADE).rng.random()
    assert first != Decision(view, 2, "steady", HANDMADE).rng.random()


# Tournament ------------------------------------------------------------------------------------

def test_tournament_reports_win_rates_and_times() -> None:
    report = tournament(["steady", "random"], games=2, seed=0)
    assert "steady vs random" in report and "95% CI" in report
    assert "Decision time" in report
    solo = play(GameSpec(("steady",), 3, "easy"))
    assert solo.finished and solo.machine_score is not None


def test_wilson_interval() -> None:
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-3) and high == pytest.approx(0.5962, abs=1e-3)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_a_take_hint_names_a_partner_of_another_name_when_there_is_one() -> None:
    game = new_game(["A", "B"], seed=7)
    state = game.state.copy()
    tool = BLUEPRINTS["golem"].tool
    other = next(slug for slug in sorted(BLUEPRINTS) if slug != "golem"
                 and BLUEPRINTS[slug].tool == tool)
    state.market[0] = "golem"
    take = next(action for action in rules.legal_actions(state) if str(action) == "take 1")
    state.player.hand = ["golem", other]
    assert dict(reason_for(state, take, legal=5).params)["partner"] == other
    state.player.hand = ["golem"]
    assert dict(reason_for(state, take, legal=5).params)["partner"] == "golem"


# The Foreman: the one slow choice, thought about a plan at a time ---------------------------------

def foreman_game() -> Game:
    """Return a solo game where Ann has hired the Foreman and must set her first die."""
    game = scenario(phase="market", players=1, machine="easy", tools=("gear", "hammer", "shovel",
                    "wrench"), contractors=["foreman"], energy=2, metal=3,
                    hand=["dojo", "gymnasium", "power-plant", "battery-factory"],
                    compound=["battery-factory", "recycling-plant"])
    game.apply("hire 1 dojo")
    assert game.state.step == "foreman" and game.current_player == "Ann"
    return game


@pytest.mark.parametrize(("limit", "refine"), [(12, 3), (6, 0)])
def test_the_foreman_choice_tries_one_set_of_dice_per_call_and_keeps_its_answer(
        limit: int, refine: int) -> None:
    state = foreman_game().state
    whole = foreman_action(state.copy(), FITTED, limit, refine)
    choice = ForemanChoice(state.copy(), FITTED, limit, refine)
    calls, progress = 0, 0.0
    while choice.run(deadline=0.0) is None:
        calls += 1
        assert progress < choice.progress < 1.0
        progress = choice.progress
    # Four dice to set: every one of the 126 sets of values, then the best few again.
    assert calls + 1 == 126 + refine
    assert choice.action == whole and choice.progress == 1.0


@pytest.mark.parametrize("bot_name", ["steady", "strong"])
def test_a_bot_thinks_about_the_foreman_in_slices(bot_name: str) -> None:
    view = foreman_game().view("Ann")
    search = quick(bot_name, 3).start(view)
    slices = 1
    while not search.step(0.0):
        slices += 1
    assert slices > 100
    assert search.best() == quick(bot_name, 3).choose(view)
    assert search.best().kind == "set"


def test_a_rollout_works_out_a_foreman_choice_across_calls() -> None:
    state = foreman_game().state
    whole = strong.Rollout(state.copy(), 0, state.round, FITTED).run()
    sliced = strong.Rollout(state.copy(), 0, state.round, FITTED)
    calls = 1
    while (lead := sliced.run(deadline=0.0)) is None:
        calls += 1
    assert whole is not None and lead == whole
    assert calls > 126  # at least a call per set of dice values, then one per action


def test_a_rollout_counts_the_foreman_s_plans_in_its_positions() -> None:
    """The Foreman's plans are a rollout's work too: a budget of positions counts them."""
    state = foreman_game().state
    choice = ForemanChoice(state.copy(), FITTED, *FAST_FOREMAN, greedy=True)
    assert choice.run() is not None and choice.positions > 0
    rollout = strong.Rollout(state.copy(), 0, state.round, FITTED, greedy_foreman=True)
    while rollout.state.step == "foreman":  # a zero slice: at most an action a call
        rollout.run(deadline=0.0)
    assert rollout.positions == choice.positions  # no work plan made yet
    assert rollout.run() is not None and rollout.positions > choice.positions


@pytest.fixture
def foreman_plans(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, ...]]:
    """Return the sets of values the Foreman's plans try from now on, as they are tried."""
    plans: list[tuple[int, ...]] = []
    plan = foreman_choice.foreman_plan

    def counted(*args: Any) -> Plan:
        plans.append(args[2])
        return plan(*args)
    monkeypatch.setattr(foreman_choice, "foreman_plan", counted)
    return plans


def test_a_rollout_sets_the_foreman_s_chosen_dice_as_asking_after_each_die_would(
        foreman_plans: list[tuple[int, ...]]) -> None:
    """A rollout chooses the Foreman's set of values once and sets it die by die: the same
    dice as a choice made again after each die, which would try every set of the dice left
    (126 + 56 + 21 + 6 plans for four dice), in 126 plans."""
    plans = foreman_plans
    state = foreman_game().state
    asked = state.copy()
    while asked.step == "foreman":
        rules.apply(asked, foreman_action(asked, FITTED, *FAST_FOREMAN))
    assert len(plans) == 126 + 56 + 21 + 6
    plans.clear()
    rollout = strong.Rollout(state.copy(), 0, state.round, FITTED, greedy_foreman=False)
    while rollout.state.step == "foreman":
        assert rollout.run(deadline=0.0) is None
    assert len(plans) == 126
    assert [die.value for die in rollout.state.players[0].dice] == \
        [die.value for die in asked.players[0].dice]


def test_a_greedy_foreman_chooses_a_die_at_a_time_in_six_plans_each(
        foreman_plans: list[tuple[int, ...]]) -> None:
    """The strong bot's rollouts (GREEDY_FOREMAN): the Foreman's values chosen one die at a
    time, each from its six values with the dice chosen so far (24 plans for four dice, not
    126), set whole by a rollout as the full choice is."""
    plans = foreman_plans
    state = foreman_game().state
    choice = ForemanChoice(state.copy(), FITTED, *FAST_FOREMAN, greedy=True)
    calls = 0
    while choice.run(deadline=0.0) is None:
        calls += 1
        assert 0.0 < choice.progress < 1.0
    assert calls + 1 == len(plans) == 24
    assert [len(values) for values in plans] == [1] * 6 + [2] * 6 + [3] * 6 + [4] * 6
    # Each die's six tries keep the dice chosen before it: one of the tries before, and
    # the next value each of 1 to 6.
    for die in range(1, 4):
        tried = plans[6 * die:6 * die + 6]
        kept = [tuple(sorted((Counter(values) - Counter([value])).elements()))
                for value, values in zip(range(1, 7), tried, strict=True)]
        assert len(set(kept)) == 1 and kept[0] in plans[6 * die - 6:6 * die]
    assert len(choice.values) == 4 and choice.action == Action("set", number=choice.values[-1])
    assert choice.action in rules.legal_actions(state)
    plans.clear()
    rollout = strong.Rollout(state.copy(), 0, state.round, FITTED, greedy_foreman=True)
    while rollout.state.step == "foreman":
        assert rollout.run(deadline=0.0) is None
    assert len(plans) == 24
    assert sorted(die.value for die in rollout.state.players[0].dice) == list(choice.values)


# Planning on after a roll or a draw ------------------------------------------------------------

def research_position() -> State:
    game = scenario(players=1, machine="insane", dice=(1, 5, 6), metal=2, energy=2,
                    hand=["dojo", "gymnasium"])
    assert Action("place", dice=(1,), choice="research") in rules.legal_actions(game.state)
    return game.state


def planned_on(planner: Planner, monkeypatch: pytest.MonkeyPatch) -> list[Action]:
    """Search to the end, plan on after chance; return the actions planned on after."""
    seen: list[Action] = []
    plan_after = Planner._plan_after

    def counted(self: Planner, position: State, action: Action, seed: int) -> float:
        if self is planner and seed == planner._outcomes[0]:
            seen.append(action)
        return plan_after(self, position, action, seed)

    monkeypatch.setattr(Planner, "_plan_after", counted)
    while not planner.finished:
        planner.run(100)
    while planner.plan_past_chance():
        pass
    return seen


def test_a_plan_plans_on_after_only_its_best_lines_that_draw_or_roll(
        monkeypatch: pytest.MonkeyPatch) -> None:
    every = planned_on(Planner(research_position(), HANDMADE, chance_samples=2, chance_lines=99),
                       monkeypatch)
    assert len(every) > 3
    assert Action("place", dice=(1,), choice="research") in every
    best_two = Planner(research_position(), HANDMADE, chance_samples=2, chance_lines=2)
    assert len(planned_on(best_two, monkeypatch)) == 2
    assert best_two.plan.actions[0] in rules.legal_actions(research_position())
    plain = Planner(research_position(), HANDMADE)
    assert planned_on(plain, monkeypatch) == []


def test_planning_on_after_chance_goes_an_outcome_at_a_time(
        monkeypatch: pytest.MonkeyPatch) -> None:
    planner = Planner(research_position(), HANDMADE, chance_samples=3, chance_again=2)
    calls: list[Planner] = []
    plan_after = Planner._plan_after

    def counted(self: Planner, position: State, action: Action, seed: int) -> float:
        if self is planner:
            calls.append(self)
        return plan_after(self, position, action, seed)

    monkeypatch.setattr(Planner, "_plan_after", counted)
    while not planner.finished:
        planner.run(100)
    lines = min(CHANCE_LINES, len(planner._chance))
    assert lines > 0
    steps = 0
    more = True
    while more:
        before = len(calls)
        more = planner.plan_past_chance()
        assert len(calls) == before + 1  # one outcome of one line per call
        steps += 1
    assert steps == 3 * lines


def test_plans_after_a_draw_plan_on_past_their_own_best_draws(
        monkeypatch: pytest.MonkeyPatch) -> None:
    lines: dict[Planner, list[Action]] = {}  # keeps each planner alive: no id is reused
    plan_after = Planner._plan_after

    def counted(self: Planner, position: State, action: Action, seed: int) -> float:
        lines.setdefault(self, []).append(action)
        assert len(self._outcomes) == (3 if self is planner else 1)
        return plan_after(self, position, action, seed)

    monkeypatch.setattr(Planner, "_plan_after", counted)
    planner = Planner(research_position(), HANDMADE, chance_samples=3, chance_again=2)
    while not planner.finished:
        planner.run(100)
    while planner.plan_past_chance():
        pass
    nested = [actions for key, actions in lines.items() if key is not planner]
    assert nested, "some plan after a draw drew again"
    assert all(len(actions) <= 2 for actions in nested)
    assert planner.plan.actions[0] in rules.legal_actions(research_position())


def test_running_past_chance_in_one_go_plans_as_the_steps_do() -> None:
    stepped = Planner(research_position(), HANDMADE, chance_samples=3, chance_again=2)
    stepped.run(300)
    while stepped.plan_past_chance():
        pass
    at_once = Planner(research_position(), HANDMADE, chance_samples=3, chance_again=2)
    plan = at_once.run_past_chance(300)
    assert plan is at_once.plan and at_once.finished == stepped.finished
    assert (plan.actions, plan.value) == (stepped.plan.actions, stepped.plan.value)
    assert at_once.positions == stepped.positions > plan.nodes  # plans past chance counted


def test_every_line_planned_on_after_a_draw_meets_the_same_outcomes() -> None:
    state = research_position()
    planner = Planner(state.copy(), HANDMADE, chance_samples=3)
    research = Action("place", dice=(1,), choice="research")

    def worths(planner: Planner) -> tuple[float, ...]:
        return tuple(planner._plan_after(state, research, seed) for seed in planner._outcomes)

    assert len({worths(planner) for _ in range(3)}) == 1
    # Other generators give other outcomes: the outcomes are sampled, not fixed.
    others = {worths(Planner(state.copy(rng), HANDMADE, chance_samples=3))
              for rng in (Rng(1), Rng(2), Rng(3))}
    assert len(others) > 1


def test_a_strong_bot_planning_on_after_draws_is_legal_and_deterministic() -> None:
    histories = []
    for _ in range(2):
        game = new_game(["A"], seed=33, machine="insane")
        bot = StrongBot(3, samples=2, candidates=2, plan_nodes=80, rollout_nodes=15,
                        chance_samples=2)
        for _step in range(40):
            view = game.view("A")
            action = bot.choose(view)
            assert str(action) in view.legal
            game.apply(action)
        histories.append([str(action) for action in game.history])
    assert histories[0] == histories[1]
