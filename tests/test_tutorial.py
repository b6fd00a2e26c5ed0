"""Learn to play: the tutorial's script on its deal, and its screen driven as a player does.

The script (web/screens/tutorial_script.py) must stay playable under today's rules: every
move it asks for is checked against ``legal_actions()`` at its step, and each lesson against
what it says it teaches, so that a rules change that breaks the script fails here and not in
front of a newcomer.
"""

from __future__ import annotations

import re
import string
from typing import Any

import pytest
from pagedriver import Driver
from pyodide_stand_in import stand_in_for_pyodide

from ffcore import BLUEPRINTS, Action, Game
from keeping.store import SCREEN_KEY, TUTORIAL_KEY, MemoryStore
from screens import tutorial_script
from screens.tutorial import TutorialScreen
from screens.tutorial_script import LAST, STEPS, game_at, new_tutorial_game
from texts import ui_text

stand_in_for_pyodide()

from glue import address  # noqa: E402  (the glue's package imports Pyodide's ffi)

LANGS = ("en", "pt")


# The script ---------------------------------------------------------------------------------

def test_every_scripted_move_is_legal_at_its_step_and_the_game_ends() -> None:
    game = new_tutorial_game("Ann")
    for number, step in enumerate(STEPS):
        if step.action:
            assert not step.auto, step
        for text in step.moves:
            legal = [str(action) for action in game.legal_actions()]
            assert text in legal, f"step {number} ({step.key}): {text!r} is not legal"
            assert str(Action.parse(text)) == text  # canonical: it round-trips
            game.apply(text)
    assert game.is_over
    outcome = game.outcome()
    assert outcome.winners == ("Ann",)  # a newcomer's first game ends in a win


def _lesson(key: str) -> tuple[Game, list[dict[str, Any]]]:
    """Return the game as a lesson's step begins, and the events its moves logged."""
    number = next(n for n, step in enumerate(STEPS) if step.key == key)
    game = game_at(number, "Ann")
    after = game.copy()
    for text in STEPS[number].moves:
        after.apply(text)
    return game, after.log[game.log_size:]


def test_each_lesson_teaches_what_it_says() -> None:
    _, events = _lesson("take")
    taken = events[0]["card"]
    assert events[0]["code"] == "take" and BLUEPRINTS[taken].type == "training"
    for floor in ("research", "generate", "mine"):
        _, events = _lesson(floor)
        assert (events[0]["code"], events[0]["floor"], events[0]["bonus"]) == \
            ("place", floor, 0)
    _, events = _lesson("bonus")
    assert events[0]["code"] == "place" and events[0]["bonus"] == 1
    _, events = _lesson("build")
    assert events[0]["code"] == "build" and events[0]["card"] == taken  # the card taken
    _, events = _lesson("end")
    assert any(event["code"] == "machine-turn" for event in events)
    assert STEPS[STEPS.index(tutorial_script.Step("end", "end")) + 1].key == "machine"
    _, events = _lesson("hire")
    assert events[0]["code"] == "hire"
    _, events = _lesson("train")
    before, after = events[0]["turned"]
    assert before != after and BLUEPRINTS[events[0]["action"].split()[1]].type == "training"
    _, events = _lesson("goods")
    assert events[0]["goods"] == 1
    game, events = _lesson("limits")
    assert game.state.step == "discard" and events[0]["code"] == "discard"
    game, events = _lesson("trigger")
    assert not game.state.end_round
    assert any(event["code"] == "end-triggered" for event in events)
    score = next(n for n, step in enumerate(STEPS) if step.key == "score")
    assert game_at(score, "Ann").is_over and not game_at(score - 1, "Ann").is_over


def test_the_rules_come_up_in_the_teaching_order() -> None:
    keys = [step.key for step in STEPS]
    order = ["take", "dice", "research", "generate", "mine", "bonus", "build", "machine",
             "machine-score", "hire", "once", "train", "limits", "trigger", "score",
             "handover"]
    assert [keys.index(key) for key in order] == sorted(keys.index(key) for key in order)
    assert keys[-1] == "handover" and len(STEPS) - 1 == LAST


@pytest.mark.parametrize("lang", LANGS)
def test_every_step_has_its_words_filled_in_both_languages(lang: str) -> None:
    game = new_tutorial_game("Ann")
    for step in STEPS:
        template = ui_text.CATALOGUES[lang][f"tutorial.{step.key}"]
        params = tutorial_script.step_params(step, game, lang)
        fields = {name for _, name, _, _ in string.Formatter().parse(template) if name}
        assert fields <= set(params), (step.key, fields - set(params))
        words = ui_text.t(f"tutorial.{step.key}", lang, **params)
        assert "{" not in words and len(re.findall(r"[.!?](\s|$)", words)) <= 2, words
        for text in step.moves:
            game.apply(text)


# The screen ---------------------------------------------------------------------------------

def _tutorial(lang: str = "en", store: MemoryStore | None = None) -> Driver:
    controller = Driver(lang, store)
    controller.command("tutorial")
    assert controller.screen == "tutorial"
    return controller


def _screen(controller: Driver) -> TutorialScreen:
    screen = controller.app.screen
    assert isinstance(screen, TutorialScreen)
    return screen


@pytest.mark.parametrize("lang", LANGS)
def test_following_the_marks_alone_leads_to_a_real_game_on_easy(lang: str) -> None:
    controller = _tutorial(lang)
    clicks = 0
    while controller.screen == "tutorial":
        markup = controller.render()
        assert 'role="region" aria-labelledby="tutorial-heading"' in markup
        assert '<h2 id="tutorial-heading">Tutorial</h2>' in markup
        step = _screen(controller).current
        offered = set(re.findall(r'data-action="([^"]*)"', markup))
        assert offered <= {step.action}, (step, offered)  # only the step's move
        controller.follow_mark()
        clicks += 1
        assert clicks < 200
    assert controller.screen == "board"
    game = controller.game
    assert game is not None and game.machine == "easy" and game.action_count == 0
    assert controller.store.get(TUTORIAL_KEY) == "done"


def test_a_reload_at_the_last_step_stays_there() -> None:
    store = MemoryStore()
    controller = _tutorial(store=store)
    _screen(controller).go(LAST)
    controller.app.settle()  # as the update does once a message is handled
    assert store.get(TUTORIAL_KEY) == str(LAST)
    reloaded = Driver(store=store)
    reloaded.boot("tutorial")
    assert _screen(reloaded).step == LAST and _screen(reloaded).game.is_over


def test_a_step_explaining_has_next_and_a_step_asking_marks_its_piece() -> None:
    controller = _tutorial()
    markup = controller.render()
    assert 'data-command="tutorial-next"' in markup and "tutorial-skip" not in markup
    while _screen(controller).current.key != "research":
        controller.follow_mark()
    markup = controller.render()
    assert "tutorial-next" not in markup and 'data-command="tutorial-skip"' in markup
    marked = re.findall(r"<[^>]*data-tutorial-target[^>]*>", markup)
    assert len(marked) == 1 and 'data-select="die:4"' in marked[0]
    controller.follow_mark()  # the die picked: now the floor is marked
    marked = re.findall(r"<[^>]*data-tutorial-target[^>]*>", controller.render())
    assert 'data-action="place 4 research"' in marked[0]


def test_another_move_is_refused_with_a_reason_and_changes_nothing() -> None:
    controller = _tutorial()
    screen = _screen(controller)
    while screen.current.key != "generate":
        controller.follow_mark()
    game = controller.game
    count = screen.game.action_count
    controller.command("act", action="place 5 mine")  # legal in the game, not the step's
    assert screen.game.action_count == count
    notice = controller.app.ui.notice
    assert notice is not None and notice.urgent
    assert "Put your 3 on Generate" in notice.text("en")
    assert "Coloque o seu 3 na Produção" in notice.text("pt")
    assert controller.game is game
    assert 'data-why="die:5"' in controller.render()  # a waiting piece says why, tapped
    controller.app.ui.notice = None
    controller.command("why", piece="die:5")
    notice = controller.app.ui.notice
    assert notice is not None and notice.text("en").startswith("Not yet:")


def test_back_skip_and_leave() -> None:
    controller = _tutorial()
    screen = _screen(controller)
    for _ in range(5):
        controller.command("tutorial-skip")
    assert screen.step == 5
    assert screen.game.action_count == 2  # the take and a die, played by the tutorial
    controller.command("tutorial-back")
    controller.command("tutorial-back")
    assert screen.step == 3 and screen.game.action_count == 1
    controller.command("undo")  # Back, not Undo, in the tutorial
    assert screen.game.action_count == 1
    controller.command("tutorial-leave")
    assert controller.screen == "start"
    assert "Continue the tutorial (step 4 of" in controller.render()


def test_a_reload_resumes_the_step_and_the_saved_game_is_left_alone() -> None:
    other = Driver()
    assert other.start(["Ann", "Bob"], seed=5)
    other.render()
    store = other.store
    kept = dict(store.items)
    controller = _tutorial(store=store)
    for _ in range(12):
        controller.follow_mark()
    step = _screen(controller).step
    assert store.get(TUTORIAL_KEY) == str(step)
    assert all(store.get(key) == text for key, text in kept.items() if key != SCREEN_KEY)
    assert controller.app.address(controller.app.router.depth) == "#tutorial"
    reloaded = Driver(store=store)
    reloaded.boot(address.link_fragment("#tutorial"))  # what a reload reads
    assert reloaded.screen == "tutorial" and _screen(reloaded).step == step
    assert _screen(reloaded).game.history == _screen(controller).game.history
    reloaded.command("tutorial-back")  # further back than the reload replayed
    assert _screen(reloaded).step == step - 1
    reloaded.command("tutorial-leave")
    assert reloaded.game is not None and reloaded.game.names == ("Ann", "Bob")
    assert all(store.get(key) == text for key, text in kept.items() if key != SCREEN_KEY)


def test_the_start_screen_offers_it_first_to_a_device_that_never_played() -> None:
    fresh = Driver().render()
    assert 'id="learn-heading"' in fresh
    assert fresh.index('data-command="tutorial"') < fresh.index('data-command="start-solo"')
    played = Driver()
    assert played.start(["Ann"], machine="easy", seed=1)
    played.command("new")
    markup = played.render()
    assert 'id="learn-heading"' not in markup and 'data-command="tutorial"' in markup


def test_a_link_opened_on_a_device_that_never_played_offers_the_tutorial() -> None:
    sharer = Driver()
    assert sharer.start(["Ann"], machine="easy", seed=2)
    fragment = sharer.app.session.link_fragment()
    newcomer = Driver("pt")
    newcomer.open_link(fragment)
    markup = newcomer.render()
    assert 'class="notice tutorial-offer"' in markup and "Aprender a jogar" in markup
    newcomer.command("tutorial-no")  # not now: it goes, the game stays
    assert "tutorial-offer" not in newcomer.render() and newcomer.screen == "board"
    newcomer = Driver("pt")
    newcomer.open_link(fragment)
    newcomer.command("tutorial")
    assert newcomer.screen == "tutorial"
    newcomer.command("tutorial-leave")
    assert newcomer.game is not None and newcomer.game.to_code() == \
        sharer.game.to_code()  # type: ignore[union-attr]
    regular = Driver(store=MemoryStore({TUTORIAL_KEY: "done"}))
    regular.open_link(fragment)
    assert "tutorial-offer" not in regular.render()


def test_a_link_to_a_game_of_several_asks_who_holds_the_device_then_offers_the_tutorial(
        ) -> None:
    """The question and the offer are the game screens' own: the pass screen asks, the
    board after it offers, and the offer stays on the board that replaces it."""
    sharer = Driver()
    assert sharer.start(["Ann", "Bob"], seed=3)
    newcomer = Driver()
    newcomer.open_link(sharer.app.session.link_fragment())
    markup = newcomer.render()
    assert newcomer.screen == "pass" and 'class="pass shared"' in markup
    newcomer.command("holder", name="Ann")
    assert newcomer.screen == "board" and "tutorial-offer" in newcomer.render()
    newcomer.command("tutorial-no")
    assert "tutorial-offer" not in newcomer.render()
    sharer.command("new")  # a link opened again, as a player who knows the game
    again = Driver(store=MemoryStore({TUTORIAL_KEY: "done"}))
    again.open_link(sharer.app.session.link_fragment())
    assert 'class="pass shared"' in again.render()
    again.command("holder", name="Ann")
    assert again.screen == "board" and "tutorial-offer" not in again.render()


def test_the_tutorial_speaks_each_step_and_keys_go_on() -> None:
    controller = _tutorial("pt")
    speech = controller.app.screen.speech()
    assert speech.prompt.startswith("Passo 1 de") and "Boas-vindas" in speech.prompt
    controller.key("c")  # C goes on from a step that explains
    assert _screen(controller).step == 1
    assert controller.app.screen.focus_after(None) == ()
    assert _screen(controller).HOME[0] == "[data-tutorial-target]"
