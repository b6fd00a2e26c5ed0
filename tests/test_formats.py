"""The compatibility policy of codes and saves (docs/formats.md), and the limits they share.

A rules change is simulated by raising the rules version and changing what
``rules.legal_actions`` offers, as a real fix would.
"""

from __future__ import annotations

import json
import random

import pytest
from randomplay import new, play

import ffcore
from ffcore import BadCode, Game, IllegalAction, Restored, rules
from ffcore.codec import MAX_CODE_LENGTH, Setup, decode, encode, pack
from ffcore.limits import MAX_ACTIONS
from ffcore.models import saved_state
from ffcore.text import restored_message

#: The round from which the simulated rules change removes "take 1".
CHANGED_ROUND = 4


@pytest.fixture(scope="module")
def game() -> Game:
    """A finished 2-player game that took market slot 1 in CHANGED_ROUND."""
    for seed in range(50):
        game = play(new(2, seed), seed)
        if any(round_ == CHANGED_ROUND and str(action) == "take 1"
               for round_, action in _rounds(game)):
            return game
    raise AssertionError("no game took slot 1 in the round")


@pytest.fixture(scope="module")
def first_change(game: Game) -> int:
    """Return how many actions of the game came before its first "take 1" from CHANGED_ROUND."""
    return next(number for number, (round_, action) in enumerate(_rounds(game))
                if round_ >= CHANGED_ROUND and str(action) == "take 1")


def _rounds(game: Game) -> list[tuple[int, ffcore.Action]]:
    """Return each action of a game with the round it was played in."""
    replay = ffcore.new_game(list(game.names), seed=game.seed, machine=game.machine)
    out = []
    for action in game.history:
        out.append((replay.state.round, action))
        replay.apply(action)
    return out


@pytest.fixture(scope="module")
def format1_code(game: Game) -> str:
    """Return the game's code as the first release wrote it: engine order, no checks."""
    replay = ffcore.new_game(list(game.names), seed=game.seed)
    steps = []
    for action in game.history:
        legal = replay.legal_actions()
        steps.append((legal.index(action), len(legal)))
        replay.apply(action)
    return encode(Setup(1, 1, list(game.names), None, game.seed, len(steps), pack(steps)))


@pytest.fixture
def newer_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    """Today's rules become version 2, which no longer lets anyone take slot 1 late on."""
    monkeypatch.setattr("ffcore.loading.RULES_VERSION", rules.RULES_VERSION + 1)
    legal_actions = rules.legal_actions

    def changed(state: ffcore.game.State) -> list[ffcore.Action]:
        legal = legal_actions(state)
        if state.round >= CHANGED_ROUND:
            legal = [action for action in legal if str(action) != "take 1"] or legal
        return legal

    monkeypatch.setattr(rules, "legal_actions", changed)


def test_a_code_made_under_the_same_rules_must_replay_exactly(game: Game) -> None:
    again = ffcore.from_code(game.to_code())
    assert again.history == game.history and again.restored is None


@pytest.mark.usefixtures("newer_rules")
def test_a_code_from_earlier_rules_opens_up_to_where_the_rules_part(game: Game,
                                                                   first_change: int) -> None:
    code = game.to_code()  # the fixture changed what loads it, not what wrote it
    again = ffcore.from_code(code)
    restored = again.restored
    assert restored is not None and restored.checked
    assert (restored.rules, restored.total) == (1, len(game.history))
    # Kept: whole rounds, all played before the first move today's rules changed.
    assert 0 < restored.kept <= first_change < len(game.history)
    assert again.history == game.history[:restored.kept]
    assert again.state.round >= CHANGED_ROUND  # every round before the change was kept
    assert f"after move {restored.kept} of {restored.total}" in restored_message(restored)
    assert "regras" in restored_message(restored, "pt")


def test_a_code_from_earlier_rules_that_still_replay_says_so(
        game: Game, monkeypatch: pytest.MonkeyPatch) -> None:
    code = game.to_code()
    monkeypatch.setattr("ffcore.loading.RULES_VERSION", rules.RULES_VERSION + 1)
    again = ffcore.from_code(code)
    assert again.history == game.history
    assert again.restored == Restored(1, len(game.history), len(game.history), checked=True)
    assert "move for move" in restored_message(again.restored)


@pytest.mark.usefixtures("newer_rules")
def test_a_format_1_code_from_earlier_rules_cannot_be_checked_and_says_so(
        format1_code: str) -> None:
    again = ffcore.from_code(format1_code)
    assert again.restored is not None and not again.restored.checked
    assert "could not check every move" in restored_message(again.restored)


@pytest.mark.usefixtures("newer_rules")
def test_saved_actions_from_earlier_rules_open_up_to_the_first_refused(
        game: Game, first_change: int) -> None:
    texts = [str(action) for action in game.history]
    again = ffcore.from_actions(game.names, None, game.seed, texts, rules=1)
    assert again.restored == Restored(1, first_change, len(texts), checked=True)
    assert again.history == game.history[:first_change]


def test_saved_actions_under_todays_rules_must_all_be_legal(game: Game) -> None:
    texts = [str(action) for action in game.history]
    assert ffcore.from_actions(game.names, None, game.seed, texts).history == game.history
    with pytest.raises(BadCode) as caught:
        ffcore.from_actions(game.names, None, game.seed, [*texts[:5], "end", *texts[5:]])
    assert (caught.value.code, caught.value.variant) == ("bad-save", "action")
    with pytest.raises(BadCode) as caught:
        ffcore.from_actions(game.names, None, game.seed, texts, rules=rules.RULES_VERSION + 1)
    assert (caught.value.code, caught.value.variant) == ("newer-version", "save-rules")


@pytest.mark.usefixtures("newer_rules")
def test_a_json_save_from_earlier_rules_opens_as_far_as_it_replays(game: Game,
                                                                  first_change: int) -> None:
    data = json.loads(game.to_json())
    again = ffcore.from_json(json.dumps(data))
    assert again.restored is not None and again.restored.kept == first_change


# The longest game there can be ------------------------------------------------------------------

@pytest.fixture(scope="module")
def longest() -> Game:
    """A 2-player game that stalls (nobody builds) until it holds MAX_ACTIONS actions."""
    game = ffcore.new_game(["Ann", "Bob"], seed=5)
    rng = random.Random(1)
    while len(game.history) < MAX_ACTIONS:
        legal = game.legal_actions()
        game.apply(rng.choice([a for a in legal if a.kind not in ("build", "activate", "hire")]
                              or legal))
    return game


def test_the_longest_game_is_shared_saved_and_shown(longest: Game) -> None:
    assert not longest.is_over and longest.state.chance > 10_000
    code = longest.to_code()
    assert len(code) <= MAX_CODE_LENGTH
    assert decode(code).actions == MAX_ACTIONS
    again = ffcore.from_code(code)
    assert saved_state(again.state) == saved_state(longest.state)
    assert ffcore.from_json(longest.to_json()).history == longest.history
    for name in longest.names:
        assert longest.view(name).state.chance == longest.state.chance


def test_the_longest_game_takes_no_more_actions(longest: Game) -> None:
    assert longest.legal_actions() == []
    assert longest.current_player is not None and longest.view("Ann").legal == []
    twin = longest.copy()
    with pytest.raises(IllegalAction) as caught:
        twin.apply("end")
    assert caught.value.code == "game-too-long"
    assert str(MAX_ACTIONS) in caught.value.message.replace(",", "")
