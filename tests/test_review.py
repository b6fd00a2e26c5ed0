"""The game review: the strong bot finds the costly decisions of one player."""

from __future__ import annotations

import pytest
from scenario import scenario

import ffcore
from ffcore.bots.review import MIN_CHANCE, MIN_LOSS, Finding, Review
from ffcore.cli import main, random_game
from ffcore.machine import machine_score
from ffcore.replay import Replay
from ffcore.state import Die, State

BUILD = "build megalith discard laboratory"


def _last_round_with_a_winning_build(machine: str = "medium") -> ffcore.Game:
    """Ann's last work turn: one point behind The Machine, a Megalith (3 prestige) affordable.

    The Machine's last roll (all sixes) adds one card to its compound, so Ann
    wins if she builds, and loses if she does not.
    """
    def edit(state: State) -> None:
        state.end_round = state.round
        assert state.machine is not None
        state.players[0].goods = sum(machine_score(state.machine)) - 1

    return scenario(players=1, machine=machine, hand=["megalith", "laboratory"], metal=5,
                    energy=2, dice=(4, 5), rolls=[6] * 5, deck_top=["biolab"], edit=edit)


def _played(start: ffcore.Game, texts: list[str]) -> Replay:
    game = start.copy()
    for text in texts:
        game.apply(text)
    assert game.is_over
    return Replay(game, start=start)


def test_the_review_ranks_a_skipped_winning_build_first() -> None:
    start = _last_round_with_a_winning_build()
    replay = _played(start, ["place 4 mine", "place 5 mine", "end"])
    assert replay.game_at(replay.positions - 1).outcome().machine_wins
    review = Review(replay)
    found = review.run()
    assert [finding.position for finding in review.findings] == [0, 1, 2]
    worst = found[0]
    assert (worst.position, worst.played, worst.preferred) == (2, "end", BUILD)
    assert worst.loss >= 2.5
    assert all(finding.loss < worst.loss / 2 for finding in review.findings[:2])
    assert all(finding.chance is None for finding in review.findings)  # only insane's known


def test_against_insane_a_finding_tells_the_chance_of_winning_lost_too() -> None:
    """The win head is read where the points are: the end of the line played (the turn
    ended, the Megalith not built) and of the line preferred (built)."""
    start = _last_round_with_a_winning_build("insane")
    skipped = Review(_played(start, ["place 4 mine", "place 5 mine", "end"]))
    worst = skipped.run()[0]
    assert (worst.played, worst.preferred) == ("end", BUILD)
    assert worst.chance is not None and worst.chance >= 0.1
    percent = worst.chance_percent()
    assert percent is not None and percent == round(worst.chance * 100)
    built = Review(_played(start, ["place 4 mine", "place 5 mine", BUILD, "end"]))
    built.run()
    assert built.findings[2].played == BUILD and built.findings[2].chance == 0.0


@pytest.mark.parametrize(("chance", "percent"), [(None, None), (-0.05, None), (0.004, None),
                                                 (MIN_CHANCE, 1), (0.094, 9), (0.5, 50)])
def test_a_chance_lost_is_told_in_whole_percents_from_one(chance: float | None,
                                                          percent: int | None) -> None:
    finding = Finding(3, 1, "end", BUILD, (BUILD,), 2.0, (), (), chance)
    assert finding.chance_percent() == percent


def test_the_review_finds_nothing_to_regret_in_the_winning_build() -> None:
    start = _last_round_with_a_winning_build()
    replay = _played(start, ["place 4 mine", "place 5 mine", BUILD, "end"])
    assert not replay.game_at(replay.positions - 1).outcome().machine_wins
    review = Review(replay)
    assert review.run() == []
    assert review.findings[2].played == review.findings[2].preferred == BUILD


def test_the_review_weighs_a_foreman_choice() -> None:
    def foreman(state: State) -> None:
        state.step = "foreman"
        state.players[0].dice = [Die(0, "worker")] * 4

    start = scenario(players=1, machine="medium", compound=["nuclear-plant", "harvester"],
                     metal=1, energy=3, edit=foreman)
    losses = {}
    for first in ("roll", "set 6"):
        game = start.copy()
        game.apply(first)
        review = Review(Replay(game, start=start))
        review.run()
        [finding] = review.findings
        assert finding.preferred.startswith("set ")
        losses[first] = finding.loss
    assert losses["roll"] >= MIN_LOSS and losses["set 6"] == 0.0


def test_a_review_works_in_slices_and_looks_only_at_real_choices() -> None:
    game = random_game(2, 7)
    cut = ffcore.from_actions(game.names, None, game.seed, game.action_texts()[:30])
    review = Review(cut, "P2")
    progress = [review.progress]
    while not review.step(0.01):
        progress.append(review.progress)
        assert not review.done
    assert progress == sorted(progress) and progress[0] == 0.0 and review.progress == 1.0
    replay = Replay(cut)
    choices = [n for n in range(replay.positions - 1)
               if (at := replay.game_at(n)).current_player == "P2" and len(at.legal_actions()) > 1]
    assert [finding.position for finding in review.findings] == choices
    for finding in review.findings:
        assert finding.played == replay.actions[finding.position]
        assert finding.round == replay.round_at(finding.position)
        assert finding.preferred in {str(action) for action in
                                     replay.game_at(finding.position).legal_actions()}
        assert finding.loss >= 0.0 and finding.line[0] == finding.preferred
    # With rivals too, the chance lost is told where the head knows it (issue #66).
    assert any(finding.chance is not None for finding in review.findings)
    ranked = review.results()
    assert [finding.loss for finding in ranked] == sorted(
        (finding.loss for finding in review.findings if finding.loss >= MIN_LOSS),
        reverse=True)
    assert review.results(top=1) == ranked[:1]


def test_a_review_of_an_unknown_player_is_refused() -> None:
    with pytest.raises(ValueError, match="Zed"):
        Review(random_game(2, 1), "Zed")


def test_the_review_command_prints_the_costliest_decisions(
        capsys: pytest.CaptureFixture[str]) -> None:
    game = random_game(1, 3)  # random moves: plenty to regret
    cut = ffcore.from_actions(game.names, game.machine, game.seed, game.action_texts()[:12])
    assert main(["review", f"https://example.org/#g={cut.to_code()}&s=human", "--top", "2",
                 "--bench"]) == 0
    out = capsys.readouterr().out
    assert "review of P1's" in out and "(not finished)" in out and "Reviewed in" in out
    assert out.count("Played:") == out.count("Preferred:") == 2
    assert "points lost" in out


@pytest.mark.parametrize(("player", "message"), [(None, "Cannot open the game"),
                                                 ("Zed", "The players are P1, P2")])
def test_the_review_command_explains_what_it_cannot_do(
        player: str | None, message: str, capsys: pytest.CaptureFixture[str]) -> None:
    code = "not-a-code" if player is None else random_game(2, 1).to_code()
    assert main(["review", code, *(["--player", player] if player else [])]) == 2
    assert message in capsys.readouterr().out
