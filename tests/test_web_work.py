"""The work between clicks as a plain-Python policy (web/shell/work.py): which work comes first,
which the player sees happen, and the pause after a bot's move. The glue (glue/pacing.py)
only binds it to the browser's tasks and clock."""

from __future__ import annotations

from pagedriver import Driver

from ffcore import Action, Game
from keeping.store import SUGGESTS_KEY, MemoryStore
from play.seats import HUMAN
from shell.messages import BotMoved, BotThinking, Reviewed
from shell.work import BOT_PAUSE, BRIEF_PAUSE, THINK_SLICE, Pause


def test_a_bot_to_move_is_the_work_and_the_player_sees_it() -> None:
    page = Driver()
    assert page.start(["Ann", "Bob"], [HUMAN, "random"], seed=1)
    work = page.app.work
    while page.game is not None and page.game.current_player != "Bob":
        legal = page.game.legal_actions()
        page.act(str(legal[0]), sure=True)
    assert work.next() == "bot" and work.shown("bot")
    actions = page.game.action_count if page.game is not None else 0
    # What the bot's thinking finds goes to the update: who thinks, then its move.
    found = work.think("bot", 0.01)
    assert isinstance(found, BotThinking) and found.name == "Bob"
    assert page.app.session.thinking == ""  # shown only once the update has it
    page.send(found)
    assert page.app.session.thinking == "Bob"
    while not isinstance(found := work.think("bot", 0.01), BotMoved):
        if found is not None:
            page.send(found)
    assert page.game is not None and page.game.action_count == actions  # decided, not played
    page.send(found)
    assert page.game.action_count == actions + 1 and page.app.session.thinking == ""


def test_a_suggestion_asked_for_comes_before_one_worked_out_ahead() -> None:
    page = Driver(store=MemoryStore({SUGGESTS_KEY: "1"}))  # a player who asks for them
    assert page.start(["Ann"], machine="easy", seed=2)
    work = page.app.work
    assert work.next() == "ahead" and not work.shown("ahead")  # idle: unseen work
    page.suggest()
    assert work.next() == "hint" and work.shown("hint")
    page.think_hint()
    assert work.next() == "ahead" or work.next() is None


def test_suggestions_are_worked_out_ahead_only_once_the_player_asks_for_one() -> None:
    """A player who never asks costs their device no searches; one who asks once gets each
    suggestion worked out ahead from then on, on the next visit too."""
    store = MemoryStore()
    page = Driver(store=store)
    assert page.start(["Ann"], machine="easy", seed=2)
    work = page.app.work
    game = page.game
    assert game is not None
    assert work.next() is None  # the player looks at the board: nothing is worked out
    page.suggest()
    page.think_hint()
    page.render()
    # This position's is shown: the one after it is worked out next, then nothing.
    assert work.next() == "ahead"
    session = page.app.session
    while not session.suggestion.think_ahead(game, session.viewer, 0.05):
        pass
    assert work.next() is None
    assert page.act(str(game.legal_actions()[0]), sure=True)
    assert work.next() == "ahead"
    assert store.items[SUGGESTS_KEY] == "1"
    again = Driver(store=store)
    assert again.start(["Ann"], machine="easy", seed=3)
    assert again.app.work.next() == "ahead"


def test_the_suggestion_after_the_one_shown_is_worked_out_only_where_the_player_moves() -> None:
    """Once a suggestion is known, the one after it is worked out on the position its move
    leads to, where the person at the device moves again; where a bot moves next, the page
    has nothing more to do."""
    for seats, moves_again in (([HUMAN], True), ([HUMAN, "random"], False)):
        names = ["Ann", "Bob"][:len(seats)]
        page = Driver(store=MemoryStore({SUGGESTS_KEY: "1"}))
        assert page.start(names, seats, machine="easy" if len(seats) == 1 else None, seed=2)
        session, work = page.app.session, page.app.work
        game = page.game
        assert game is not None
        suggestion = session.suggestion
        while not suggestion.think_ahead(game, session.viewer, 0.05):
            pass
        assert work.next() is None
        following = suggestion._next
        assert following is not None and following.wanted is moves_again
        assert (following.hint is not None) is moves_again
        page.suggest()
        assert suggestion.hint is not None
        after = game.copy()
        after.apply(suggestion.hint[0])
        assert (after.current_player == "Ann") is moves_again


def test_a_player_who_asks_on_a_device_that_keeps_nothing_is_still_answered_ahead() -> None:
    page = Driver(store=MemoryStore(blocked=True))
    assert page.start(["Ann"], machine="easy", seed=2)
    page.suggest()
    page.think_hint()
    page.render()
    game = page.game
    assert game is not None and page.act(str(game.legal_actions()[0]), sure=True)
    assert page.app.work.next() == "ahead"


def test_no_work_waits_while_another_screen_covers_the_board() -> None:
    page = Driver()
    assert page.start(["Ann", "Bob"], [HUMAN, "random"], seed=3)
    page.command("rules")
    assert not page.app.work.shows_play() and page.app.work.next() is None


def test_a_review_comes_first_and_shows_its_progress() -> None:
    page = Driver()
    assert page.start(["Ann"], machine="easy", seed=4)
    game = page.game
    assert game is not None
    for _ in range(6):
        game.apply(str(game.legal_actions()[0]))
    page.app.open_replay(game)
    work = page.app.work
    assert work.next() is None and work.review_percent() == 0
    page.command("review")
    assert work.next() == "review"
    found = work.think("review", 0.05)
    assert isinstance(found, Reviewed) and work.review_percent() == 0  # told, not yet shown
    page.send(found)
    assert work.review_percent() == round(found.progress * 100)
    page.work("review")
    assert work.next() is None and work.review_percent() == 100


def test_a_foremans_dice_and_a_turns_end_get_a_brief_pause_every_other_move_a_whole_one(
) -> None:
    """The moves that set up a work turn's dice (the Foreman's, one die at a time, but the
    last, which rolls the rest) and the turn's end are shown briefly; every other move for
    the whole pause. (The game is played on directly: whose move it is does not matter.)"""
    page = Driver()
    work = page.app.work
    assert work.pause_after_move() == BOT_PAUSE  # no game: nothing brief about it
    for seed in range(1, 40):
        assert page.start(["Ann", "Bob"], [HUMAN, HUMAN], seed=seed)
        game = page.game
        assert game is not None
        hires = [action for action in game.legal_actions() if action.kind == "hire"]
        foreman = next((hire for hire in hires if _hires_the_foreman(game, hire)), None)
        if foreman is not None:
            break
    assert foreman is not None, "no deal of seeds 1-39 offers the Foreman in round 1"
    game.apply(foreman)
    assert work.pause_after_move() == BOT_PAUSE  # the hire itself
    order = ("end", "take", "pass", "place")  # on to Ann's work turn, where the Foreman acts
    while not any(action.kind == "set" for action in game.legal_actions()):
        legal = game.legal_actions()
        move = min(legal, key=lambda action: order.index(action.kind)
                   if action.kind in order else len(order))
        game.apply(move)
        assert game.state.round == 1
    fix = next(action for action in game.legal_actions() if action.kind == "set")
    game.apply(fix)
    assert work.pause_after_move() == BRIEF_PAUSE < BOT_PAUSE
    while any(action.kind == "set" for action in game.legal_actions()):
        game.apply(fix)
    assert work.pause_after_move() == BOT_PAUSE  # the last die fixed rolls the rest
    ending = next(action for action in game.legal_actions() if action.kind == "end")
    game.apply(ending)
    assert work.pause_after_move() == BRIEF_PAUSE


def _hires_the_foreman(game: Game, hire: Action) -> bool:
    after = game.copy()
    after.apply(hire)
    return after.state.players[0].foreman


def test_the_pause_after_a_bot_move_ends_on_time_or_when_skipped() -> None:
    page = Driver()
    work = page.app.work
    pause = Pause(work)
    assert pause.over(0.0)  # no move yet: nothing to wait for
    pause.played(1000.0)
    assert not pause.over(1000.0 + BOT_PAUSE * 1000 - 1)
    assert pause.over(1000.0 + BOT_PAUSE * 1000)
    assert pause.think_ahead_for(1000.0) == THINK_SLICE  # a whole slice fits
    assert abs(pause.think_ahead_for(1000.0 + BOT_PAUSE * 1000 - 10) - 0.01) < 1e-9
    work.skip_pause = True
    assert pause.over(1000.0)
