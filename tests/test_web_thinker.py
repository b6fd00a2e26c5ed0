"""The bots' thinker off the page's thread (web/play/thinker.py): what the page asks, what the
worker's Python answers, and the bots' turns that use it (web/play/bot_turns.py), driven here
through a port that hands each request to a `Thinker` at once, as the worker would."""

from __future__ import annotations

import pytest

import ffcore
from ffcore import Game, bots
from play.bot_turns import AHEAD_DECISIONS, BotTurns, Position, position
from play.thinker import Answer, Place, Thinker, place_of, request

SEATS = ["strong", "steady", "strong"]
NAMES = ["Bo", "Cy", "Di"]


class InlinePort:
    """A thinker port whose worker thinks when told to (`work`), in this process."""

    def __init__(self, *, ready: bool = True) -> None:
        self.thinker = Thinker()
        self.is_ready = ready
        self.answers: dict[Place, Answer] = {}
        self.asked: list[Position] = []

    def ready(self) -> bool:
        return self.is_ready

    def ask(self, game: Game, seats: list[str]) -> None:
        self.asked.append(position(game))
        self.thinker.ask(request(game, seats))

    def answer(self, game: Game) -> tuple[str, float] | None:
        found = self.answers.get(place_of(game))
        return (found.action, found.seconds) if found is not None else None

    def forget(self) -> None:
        self.answers.clear()

    def work(self) -> None:
        """Let the worker think until it has nothing left to decide."""
        while self.thinker.busy():
            found = self.thinker.step(1.0)
            if found is not None:
                answer = Answer.from_json(found)
                self.answers[answer.place] = answer


def made_on_the_page(game: Game, seats: list[str]) -> ffcore.Action:
    """Return the move the page's own bot makes in ``game``."""
    name = game.current_player
    assert name is not None
    seat = game.names.index(name)
    return bots.make(seats[seat], seed=game.seed + seat).choose(game.view(name))


def test_the_thinker_decides_as_the_page_and_then_the_bots_after() -> None:
    """Each answer is the move the page's bot makes there; after it, the thinker decides the
    positions its answers lead to, up to AHEAD_DECISIONS, without being asked."""
    game = ffcore.new_game(NAMES, seed=5)
    port = InlinePort()
    turns = BotTurns(SEATS, port)
    assert not turns.decide(game, 1.0)  # asked: the page waits
    assert turns.waits_elsewhere() and turns.deciding == "Bo"
    port.work()
    assert len(port.answers) == AHEAD_DECISIONS
    for _ in range(2 * AHEAD_DECISIONS):
        assert turns.decide(game, 1.0) and not turns.waits_elsewhere()  # decided ahead
        assert turns.decision() == made_on_the_page(game, SEATS)
        port.work()  # each ask moves the window on: AHEAD_DECISIONS decided from here
        assert len([at for _, at in port.answers if at[0] >= game.action_count]) == \
            AHEAD_DECISIONS
        turns.play(game)
    assert len(port.asked) == 2 * AHEAD_DECISIONS  # one a position: the first one twice
    assert turns.decision_seconds and all(level in SEATS for level, _ in turns.decision_seconds)


def test_a_request_after_a_move_undone_or_another_game_is_decided_anew() -> None:
    game = ffcore.new_game(NAMES, seed=5)
    port = InlinePort()
    turns = BotTurns(SEATS, port)
    turns.decide(game, 1.0)
    port.work()
    turns.decide(game, 1.0)
    turns.play(game)
    turns.decide(game, 1.0)
    turns.play(game)
    game.undo() if game.can_undo() else None
    other = ffcore.new_game(NAMES, seed=9)  # another game, from the same thinker
    for played in (game, other):
        here = BotTurns(SEATS, port)
        if port.answer(played) is None:
            assert not here.decide(played, 1.0)
            port.work()
        assert here.decide(played, 1.0)
        assert here.decision() == made_on_the_page(played, SEATS)


def test_a_thinker_not_ready_or_failed_leaves_the_decision_to_the_page() -> None:
    game = ffcore.new_game(NAMES, seed=5)
    starting = InlinePort(ready=False)
    turns = BotTurns(SEATS, starting)
    assert turns.thinks_here(game)  # what glue/pacing.py holds while pieces travel
    while not turns.decide(game, 1.0):
        assert turns.thinks_here(game)
    assert starting.asked == [] and turns.decision() == made_on_the_page(game, SEATS)
    assert not turns.thinks_here(game)  # decided

    failing = InlinePort()
    turns = BotTurns(SEATS, failing)
    assert not turns.thinks_here(game)  # the thinker takes it
    assert not turns.decide(game, 1.0) and turns.waits_elsewhere()
    assert not turns.thinks_here(game)
    failing.is_ready = False  # it failed before it answered
    turns.decide(game, 1.0)
    assert turns.thinks_here(game)
    while not turns.decide(game, 1.0):
        pass
    assert not turns.waits_elsewhere() and turns.decision() == made_on_the_page(game, SEATS)


def test_the_thinker_stops_where_a_person_moves() -> None:
    seats = ["strong", "human", "steady"]
    game = ffcore.new_game(NAMES, seed=5)
    port = InlinePort()
    turns = BotTurns(seats, port)
    turns.decide(game, 1.0)
    port.work()
    # Bo's move; Cy, a person, moves after it: nothing decided there.
    assert list(port.answers) == [place_of(game)]


@pytest.mark.parametrize("text", ["", "{}", '{"names": ["A"], "machine": null, "seed": 1}',
                                  '{"names": ["A", "B"], "machine": null, "seed": 1, '
                                  '"actions": ["not a move"], "seats": ["human", "strong"]}'])
def test_a_request_the_thinker_cannot_read_raises_and_changes_nothing(text: str) -> None:
    """A request it cannot read is an error (the worker then says it failed, and the page
    thinks itself: glue/thinker.py); the thinker keeps what it was doing."""
    thinker = Thinker()
    thinker.ask(request(ffcore.new_game(NAMES, seed=5), SEATS))
    with pytest.raises((ValueError, KeyError, ffcore.FFError)):
        thinker.ask(text)
    assert thinker.busy()
    assert thinker.step(1.0) is None  # the search set up
    while (found := thinker.step(1.0)) is None:
        pass
    assert Answer.from_json(found).place == place_of(ffcore.new_game(NAMES, seed=5))
