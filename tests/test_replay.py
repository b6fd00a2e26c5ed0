"""Replays: every position is the game after that many actions, seen from a chosen seat."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

import ffcore
from ffcore.cli import random_game
from ffcore.models import saved_state
from ffcore.replay import SNAPSHOT_EVERY, Replay


def _positions(game: ffcore.Game) -> list[ffcore.Game]:
    """Return the game after 0, 1, 2... actions, each played afresh from the setup."""
    fresh = ffcore.new_game(list(game.names), seed=game.seed, machine=game.machine)
    positions = [fresh.copy()]
    for text in game.action_texts():
        fresh.apply(text)
        positions.append(fresh.copy())
    return positions


def _same(one: ffcore.Game, other: ffcore.Game) -> None:
    assert saved_state(one.state) == saved_state(other.state)
    assert one.state.rng.getstate() == other.state.rng.getstate()
    assert one.action_texts() == other.action_texts()
    assert one.log == other.log


@pytest.mark.parametrize(("players", "seed"), [(1, 3), (3, 8)])
def test_each_position_is_the_game_after_that_many_actions(players: int, seed: int) -> None:
    game = random_game(players, seed)
    expected = _positions(game)
    replay = Replay(game)
    assert replay.positions == game.action_count + 1 == len(expected)
    forward = range(replay.positions)
    jumps = random.Random(seed).sample(range(replay.positions), k=40)
    for n in [*forward, *reversed(forward), *jumps]:
        _same(replay.game_at(n), expected[n])


def test_a_replay_never_changes_the_game_and_hands_out_copies() -> None:
    game = random_game(2, 5)
    code, texts = game.to_code(), game.action_texts()
    replay = Replay(game)
    middle = replay.game_at(30)
    middle.apply(middle.legal_actions()[0])
    assert replay.game_at(30).action_count == 30
    _same(replay.game_at(31), _positions(game)[31])
    replay.game_at(replay.positions - 2).apply(texts[-1])
    assert game.to_code() == code and game.action_texts() == texts


def test_jumping_anywhere_replays_at_most_one_stretch_of_actions(
        monkeypatch: pytest.MonkeyPatch) -> None:
    game = random_game(4, 11)
    replay = Replay(game)
    replay.game_at(replay.positions - 1)  # every kept copy made
    played = []
    original = ffcore.Game.apply

    def counted(self: ffcore.Game, action: ffcore.Action | str) -> None:
        played.append(action)
        original(self, action)

    monkeypatch.setattr(ffcore.Game, "apply", counted)
    for n in random.Random(1).sample(range(replay.positions), k=30):
        played.clear()
        replay.game_at(n)
        assert len(played) < SNAPSHOT_EVERY
    replay.game_at(100)
    played.clear()
    replay.game_at(101)  # one step on from the last position shown
    assert len(played) == 1


def test_round_starts_are_where_each_round_begins() -> None:
    game = random_game(3, 2)
    replay = Replay(game)
    starts = replay.round_starts()
    assert list(starts) == list(range(1, game.state.round + 1))
    assert starts[1] == 0
    for round_, position in starts.items():
        assert replay.game_at(position).state.round == round_ == replay.round_at(position)
        if position:
            assert replay.game_at(position - 1).state.round == round_ - 1
            assert replay.round_at(position - 1) == round_ - 1


def test_an_unfinished_game_shows_only_what_the_viewer_saw() -> None:
    game = random_game(2, 6)
    cut = ffcore.from_actions(game.names, None, game.seed, game.action_texts()[:40])
    replay = Replay(cut)
    assert not replay.finished
    view = replay.view_at(25, "P2")
    mine, theirs = view.state.players[1], view.state.players[0]
    assert mine.hand is not None and theirs.hand is None and view.state.deck is None
    assert view == replace(replay.game_at(25).view("P2"), legal=[], can_undo=False)
    assert view.legal == [] and not view.can_undo


def test_a_finished_game_shows_every_hand_and_draw_at_every_position() -> None:
    game = random_game(2, 6)
    replay = Replay(game)
    assert replay.finished
    for n in (0, 25, replay.positions - 1):
        whole = saved_state(replay.game_at(n).state)
        view = replay.view_at(n, "P2")
        assert [player.hand for player in view.state.players] == [
            player.hand for player in whole.players]
        assert view.state.deck is None and view.state.contractor_deck is None
        assert view.log == replay.game_at(n).log
        assert view.legal == []
    draws = [event for event in replay.view_at(replay.positions - 1, "P2").log
             if event.get("secret") and event.get("seat") == 0]
    assert draws and all("cards" in event for event in draws)
    assert replay.view_at(40, "P1", log_from=-3).log == replay.game_at(40).log[-3:]


def test_actions_and_players_at_each_position() -> None:
    game = random_game(2, 4)
    replay = Replay(game)
    assert replay.actions == tuple(game.action_texts())
    assert replay.game_at(0).current_player == "P1"
    assert replay.game_at(replay.positions - 1).current_player is None


def test_a_replay_opens_from_a_code_and_refuses_a_bad_one() -> None:
    game = random_game(1, 9)
    replay = Replay.from_code(game.to_code())
    assert replay.actions == tuple(game.action_texts()) and replay.machine == "medium"
    _same(replay.game_at(replay.positions - 1), ffcore.from_code(game.to_code()))
    with pytest.raises(ffcore.BadCode):
        Replay.from_code("not-a-code")


@pytest.mark.parametrize("n", [-1, 10**6, True, "3"])
def test_positions_out_of_range_are_refused(n: object) -> None:
    replay = Replay(random_game(2, 1))
    with pytest.raises(IndexError):
        replay.game_at(n)  # type: ignore[arg-type]
