"""The phone-first table (issue #31) under CPython: sharing a game with whose move it is, the
question a shared link asks before a hand shows, and the board's menu and folded sections.
What it looks like at phone sizes is e2e/test_phone.py's."""

from __future__ import annotations

import pytest
from pagedriver import Driver

import ffcore
from effects import Copy, Share
from shell.sharing import share_line


def _work_phase(controller: Driver) -> None:
    """Play the market phase (take the first blueprint) up to round 1's work phase."""
    game = controller.game
    assert game is not None
    while game.state.phase == "market":
        legal = [str(action) for action in game.legal_actions()]
        controller.act(next((text for text in legal if text.startswith("take")), legal[0]))


@pytest.mark.parametrize(("lang", "line"), [
    ("en", "Your move, Bob: Fantastic Factories, round 1"),
    ("pt", "Sua vez, Bob: Fábricas Fantásticas, rodada 1")])
def test_a_shared_link_says_whose_move_it_is(lang: str, line: str) -> None:
    game = ffcore.new_game(["Bob", "Ann"], seed=3)
    assert share_line(game, True, lang) == line
    assert share_line(game, False, lang) == line.split(": ", 1)[1]


def test_share_opens_the_share_sheet_where_there_is_one_else_copies() -> None:
    controller = Driver()
    assert controller.start(["Ann", "Bob"], seed=5)
    controller.command("reveal")
    (copied,) = controller.command("copy")
    assert isinstance(copied, Copy) and "#g=" in copied.text
    assert "Copy link" in controller.render()
    controller.app.ui.can_share = True
    assert "Share" in controller.render()
    (shared,) = controller.command("copy")
    assert isinstance(shared, Share)
    assert shared.url == copied.text
    assert shared.text == "Your move, Ann: Fantastic Factories, round 1"


def test_the_line_of_a_finished_game_says_so() -> None:
    game = ffcore.new_game(["Ann"], seed=2, machine="easy")
    while not game.is_over:
        game.apply(str(game.legal_actions()[0]))
    assert share_line(game, True, "en") == "Fantastic Factories: the final scores"


def test_a_shared_link_asks_who_holds_the_device_before_a_hand_shows() -> None:
    game = ffcore.new_game(["Ann", "Bob <b>"], seed=7)
    while game.current_player != "Bob <b>":
        game.apply(str(game.legal_actions()[0]))
    controller = Driver()
    controller.open_link("g=" + game.to_code())
    assert controller.screen == "pass"
    page = controller.render()
    assert "Who are you in this game?" in page and "<b>" not in page
    assert "it is Bob &lt;b&gt;&#x27;s move" in page or "it is Bob &lt;b&gt;'s move" in page
    assert "I am Bob &lt;b&gt;" in page and "I am Ann" in page
    assert 'data-command="not-me"' in page
    assert 'class="factory' not in page  # no hand yet
    controller.command("not-me")
    assert controller.screen == "start"
    assert "Shared with you" in controller.render()  # kept, to be opened by whoever plays
    controller.open_link("g=" + game.to_code())
    controller.command("reveal")  # C names nobody here: nothing shows
    assert controller.screen == "pass"
    controller.command("holder", name="Bob <b>")
    assert controller.screen == "board" and controller.viewer == "Bob <b>"
    while controller.game is not None and controller.game.current_player == "Bob <b>":
        controller.act(str(controller.game.legal_actions()[0]), sure=True)
    page = controller.render()  # Ann plays on her own device
    assert controller.screen == "board" and "Send to Ann" in page
    reloaded = controller.reload()  # remembered for this game: not asked again
    assert reloaded.screen == "board" and reloaded.viewer == "Bob <b>"


def test_a_shared_link_played_by_all_on_one_device_passes_it() -> None:
    game = ffcore.new_game(["Ann", "Bob"], seed=7)
    controller = Driver()
    controller.open_link("g=" + game.to_code())
    controller.command("holder", name="")  # everyone here
    assert controller.screen == "pass" and "Pass the device to Ann" in controller.render()
    controller.command("reveal")
    while controller.screen == "board":
        controller.act(str(controller.game.legal_actions()[0]), sure=True)  # type: ignore[union-attr]
    assert controller.screen == "pass"
    assert "Pass the device to Bob" in controller.render()


def test_a_solo_link_opens_on_the_board() -> None:
    controller = Driver("pt")
    controller.open_link("g=" + ffcore.new_game(["Ann"], seed=1, machine="easy").to_code())
    assert controller.screen == "board"


def test_the_menu_opens_and_any_command_closes_it() -> None:
    controller = Driver()
    assert controller.start(["Ann"], machine="easy", seed=1)
    assert 'aria-expanded="false" aria-controls="game-menu"' in controller.render()
    controller.command("menu")
    page = controller.render()
    assert 'data-menu="open"' in page and 'aria-expanded="true" aria-controls="game-menu"' in page
    controller.command("menu")
    assert 'data-menu="open"' not in controller.render()
    controller.command("menu")
    controller.command("pt")
    page = controller.render()
    assert 'data-menu="open"' not in page and "Rodada 1" in page


def test_the_hand_and_the_market_fold_in_the_work_phase_until_wanted() -> None:
    controller = Driver()
    assert controller.start(["Ann"], machine="easy", seed=1)
    assert 'data-folded' not in controller.render()  # the market phase folds nothing
    _work_phase(controller)
    page = controller.render()
    assert 'id="fold-hand" data-folded="yes"' in page
    assert 'class="market" aria-labelledby="market-heading" data-folded="yes"' in page
    controller.command("fold", section="hand")
    page = controller.render()
    assert 'id="fold-hand" data-folded' not in page
    assert 'data-section="hand" aria-controls="fold-hand" aria-expanded="true"' in page
    controller.command("fold", section="hand")
    assert 'id="fold-hand" data-folded="yes"' in controller.render()
    controller.command("fold", section="market")
    controller.command("fold", section="<nothing>")
    assert controller.board.folds.unfolded == ("market",)
    controller.act("end", sure=True)
    while controller.game.state.phase != "work":
        legal = [str(action) for action in controller.game.legal_actions()]
        controller.command("machine-seen")
        controller.act(next((text for text in legal if text.startswith("take")), legal[0]))
    assert 'data-folded="yes"' in controller.render()  # folded again in the next round


def test_the_latest_events_open_on_a_tap() -> None:
    controller = Driver()
    assert controller.start(["Ann"], machine="easy", seed=1)
    _work_phase(controller)
    controller.render()
    controller.act("end", sure=True)  # The Machine plays its turn, then round 2 begins
    page = controller.render()
    assert 'class="latest-toggle" data-command="latest"' in page
    assert 'aria-expanded="false"' in page.split('class="latest-toggle"')[1][:120]
    controller.command("latest")
    assert '<div class="latest" data-open="yes">' in controller.render()
