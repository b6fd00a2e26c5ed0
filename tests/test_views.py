"""Views are plain data: the page reaches its first board without pydantic.

pydantic and its 1.5 MB wasm wheel are for JSON saves only (ffcore.models):
opening a share code or a local save, drawing the board and a bot's turn
never import it, and writing or opening a JSON save still does.
"""

from __future__ import annotations

import json
import subprocess
import sys
from copy import deepcopy
from dataclasses import FrozenInstanceError
from pathlib import Path

import pytest

import ffcore
from ffcore.cli import random_game
from ffcore.models import SavedState, saved_state
from ffcore.replay import Replay
from ffcore.views import as_json, state_to_model

ROOT = Path(__file__).parent.parent

#: What the page does on its way to ``data-ff-ready`` (web/main.py's imports and _boot), a
#: bot's turn, the engine's API and a replay, in a fresh interpreter; it prints the modules
#: pydantic would bring, then checks that a JSON save does bring it.
FIRST_SCREEN = """
import random
import sys
from pathlib import Path

sys.path.insert(0, "web")
import ffcore, ffcore.text
from ffcore.replay import Replay
for module in sorted(Path("web").rglob("*.py")):
    parts = module.relative_to("web").with_suffix("").parts
    # main.py and the glue need the browser (Pyodide's ffi); everything else runs here.
    if parts[0] not in ("main", "glue"):
        __import__(".".join(parts).removesuffix(".__init__"))
from shell.app import App
from shell.messages import Started
from shell.update import update
from keeping.store import MemoryStore

game = ffcore.new_game(["Ann", "Bob"], seed=5)
for _ in range(12):
    game.apply(game.legal_actions()[0])
code = game.to_code()
again = ffcore.from_code(code)
assert again.view("Ann") == game.view("Ann") and again.legal_actions() == game.legal_actions()
assert Replay.from_code(code).view_at(6, "Bob").legal == []

solo = ffcore.new_game(["Ann"], seed=1, machine="easy")
chooser = random.Random(1)
while not solo.is_over:
    actions = solo.legal_actions()
    solo.apply(actions[chooser.randrange(len(actions))])
finished = Replay(solo)
assert finished.view_at(finished.positions - 1, "Ann").state.players[0].hand is not None

page = App()  # Bob, a bot, is to move
page.open_link("g=" + code + "&s=human.steady")
assert page.session.game is not None and page.session.game.to_code() == code
page.settle()
page.frame()
again = App(store=page.store)
update(again, Started())  # a visit that resumes the game played last
again.frame()
while again.work.bot_pending():  # Bob's whole turn
    found = again.work.think("bot", 0.05)
    if found is not None:
        update(again, found)
assert again.session.game is not None and again.session.game.current_player == "Ann"
assert "data-action" in str(again.frame())
again.open_replay_code(solo.to_code())
assert again.screen.name == "replay" and "Ann" in str(again.frame())
print(sorted(name for name in sys.modules
             if name.startswith(("pydantic", "ffcore.models", "annotated_types"))))

text = game.to_json()
assert "pydantic" in sys.modules
assert ffcore.from_json(text).to_code() == code
"""


def test_the_first_screen_and_a_bots_turn_never_import_pydantic() -> None:
    run = subprocess.run([sys.executable, "-c", FIRST_SCREEN], cwd=ROOT, capture_output=True,
                         text=True, check=False)
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines() == ["[]"]


def test_a_json_save_still_round_trips_with_pydantic() -> None:
    game = random_game(3, 21)
    again = ffcore.from_json(game.to_json())
    assert saved_state(again.state) == saved_state(game.state)
    assert again.action_texts() == game.action_texts()


@pytest.mark.parametrize("names", [["Ann", "Bob"], ["Zoë", 'Ann "A" \\ B', "小明 🎲"]])
def test_a_view_as_json_is_the_text_pydantic_wrote(names: list[str]) -> None:
    # The bots seed their generator with this text: it must stay what it was.
    game = ffcore.new_game(names, seed=9)
    for _ in range(40):
        game.apply(game.legal_actions()[-1])
    for name in names:
        state = game.view(name).state
        assert as_json(state) == SavedState.model_validate(
            state, from_attributes=True).model_dump_json()
    whole = state_to_model(game.state)
    assert as_json(whole) == saved_state(game.state).model_dump_json()
    assert json.loads(game.to_json())["state"] == json.loads(as_json(whole))


def test_a_view_shares_nothing_with_the_game() -> None:
    game = random_game(2, 8)
    name = game.names[0]
    before = (deepcopy(game.log), saved_state(game.state), game.legal_actions())
    view = game.view(name)
    drawn = next(i for i, event in enumerate(view.log) if event["code"] == "draw" and
                 "cards" in event)
    view.log[drawn]["cards"].append("biolab")
    view.log[0]["changed"] = True
    view.state.players[0].compound.append("biolab")
    view.state.players[0].dice.clear()
    view.state.market.clear()
    view.names.append("Eve")
    assert (game.log, saved_state(game.state), game.legal_actions()) == before
    assert game.view(name) != view


def test_a_replays_view_shares_nothing_with_the_game() -> None:
    game = random_game(1, 4)
    log = deepcopy(game.log)
    replay = Replay(game)
    view = replay.view_at(replay.positions - 1, game.names[0])
    drawn = next(i for i, event in enumerate(view.log) if event["code"] == "draw" and
                 "cards" in event)
    view.log[drawn]["cards"].clear()
    assert game.log == log and replay.view_at(replay.positions - 1, game.names[0]) != view


def test_a_views_fields_cannot_be_set() -> None:
    view = ffcore.new_game(["Ann", "Bob"], seed=3).view("Ann")
    with pytest.raises(FrozenInstanceError):
        view.legal = ["pass"]  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        view.state.players[0].metal = 99  # type: ignore[misc]
