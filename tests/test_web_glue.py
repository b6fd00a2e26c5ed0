"""The browser glue (web/glue/) under CPython: Pyodide's foreign-function interface stood in
for by plain Python, the window and document by mocks that record what the glue asks of
them. What is checked is the glue's own part: one holder of its state (glue/held.py), the
history kept in step with the router, the effects carried out, a pasted save's checks that
fail to load, the work between clicks started once."""

from __future__ import annotations

import ast
import asyncio
import sys
import types
from collections.abc import Iterator
from functools import partial
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
from pyodide_stand_in import stand_in_for_pyodide

GLUE = Path(__file__).resolve().parent.parent / "web" / "glue"

stand_in_for_pyodide()

from effects import Copy, OpenJsonSave, ScrollTop  # noqa: E402
from glue import events, history, loop, pacing, perform  # noqa: E402
from glue.held import HELD, Held, Page  # noqa: E402
from glue.render import draw_now, render  # noqa: E402
from keeping.store import MemoryStore  # noqa: E402
from play.seats import HUMAN  # noqa: E402
from screens import Event  # noqa: E402
from screens.board.board import Board  # noqa: E402
from screens.board.picks import subjects  # noqa: E402
from shell.app import App  # noqa: E402
from shell.messages import Command, Idle, Message, SaveChecked, Started  # noqa: E402
from shell.update import update  # noqa: E402


@pytest.fixture
def page() -> Iterator[Page]:
    """A started glue: the app on a store in memory, the page's objects mocks; the holder
    set back as it was after the test."""
    window = mock.MagicMock(name="window")
    window.location.pathname = "/"
    window.location.search = ""
    window.history.state = None
    window.scrollY = 0
    window.requestAnimationFrame.side_effect = lambda callback: callback(0.0)  # at once
    window.ffNextFrame.side_effect = lambda callback: callback(0.0)
    window.ffThen.side_effect = lambda callback: callback()  # the morph's task, at once
    document = mock.MagicMock(name="document")
    saved = vars(HELD).copy()
    HELD.page = Page(window, document, mock.MagicMock(name="root"), None, None)
    HELD.app = App(store=MemoryStore(), base_url="https://ff.example/")
    HELD.run = loop.run
    try:
        yield HELD.page
    finally:
        vars(HELD).update(saved)


def _ignored(message: Message) -> None:
    """The loop's entry, for a test of what comes before it."""


def _written(window: Any) -> list[tuple[str, object]]:
    """Return the entries the glue pushed or replaced (method, address) and its moves."""
    calls = []
    for name, args, _ in window.history.mock_calls:
        if name in ("pushState", "replaceState"):
            calls.append((name, args[2]))
        elif name == "go":
            calls.append((name, args[0]))
    return calls


def test_the_glue_keeps_its_state_in_one_holder() -> None:
    """No `global` and no module-level variable in the glue but the holder (names in upper
    case are constants)."""
    found = []
    for path in sorted(GLUE.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found += [f"{path.name}:{node.lineno} global" for node in ast.walk(tree)
                  if isinstance(node, ast.Global)]
        for node in tree.body:
            targets = node.targets if isinstance(node, ast.Assign) else \
                [node.target] if isinstance(node, ast.AnnAssign) else []
            found += [f"{path.name}:{node.lineno} {target.id}" for target in targets
                      if isinstance(target, ast.Name) and not target.id.isupper()
                      and not (path.name == "held.py" and target.id == "Name")]
    assert found == []
    assert [field for field in vars(Held()) if field not in vars(HELD)] == []


#: The rooms of web/ whose objects are the app's (the app, its screens, the game in play,
#: what the device keeps, what every screen shares): the glue reads them, never changes them.
APP_ROOMS = ("shell", "screens", "play", "keeping", "ui")
#: Methods that change the object they are called on (a list's, a dict's, a set's).
MUTATORS = frozenset({"append", "extend", "insert", "remove", "pop", "popitem", "clear",
                      "update", "add", "discard", "setdefault", "sort", "reverse"})
#: Classes of those rooms whose objects are the glue's own, not the app's, with why.
GLUES_OWN = {"Pause": "the pause after a bot's move: the pacing's loop makes one and keeps "
                      "it (shell/work.py holds its arithmetic, as plain Python)"}
#: Changes of the app the glue may make itself, as "module.py:function", each with why: none.
ALLOWED: dict[str, str] = {}


def _named(node: ast.AST | None) -> set[str]:
    """Return the names an annotation mentions (a string one parsed)."""
    if node is None:
        return set()
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return _named(ast.parse(node.value, mode="eval").body)
    return {name.id for name in ast.walk(node) if isinstance(name, ast.Name)}


def app_changes(source: str) -> list[str]:
    """Return where a glue module's code changes the app: an attribute or item of an object
    of the app's assigned or deleted, a method that changes a list, dict or set of the
    app's called on it, or a notice shown (``notify``), as "function:line". An object of the
    app's is what `app()` or ``HELD.app`` gives, a parameter of a type of the app's rooms,
    what one of the module's functions typed so returns, and anything reached from those."""
    tree = ast.parse(source)
    types_ = {alias.asname or alias.name for node in ast.walk(tree)
              if isinstance(node, ast.ImportFrom) and node.module
              and node.module.split(".")[0] in APP_ROOMS for alias in node.names} - set(GLUES_OWN)
    giving = {"app"} | {node.name for node in tree.body
                        if isinstance(node, ast.FunctionDef) and _named(node.returns) & types_}
    found: list[str] = []
    for function in [node for node in tree.body
                     if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)]:
        held: set[str] = {arg.arg for arg in function.args.args + function.args.kwonlyargs
                          if _named(arg.annotation) & types_}

        def of_app(node: ast.AST, held: set[str] = held) -> bool:
            if isinstance(node, ast.Name):
                return node.id in held
            if isinstance(node, ast.Attribute):
                return (isinstance(node.value, ast.Name) and node.value.id == "HELD"
                        and node.attr == "app") or of_app(node.value)
            if isinstance(node, ast.Subscript | ast.Starred):
                return of_app(node.value)
            if isinstance(node, ast.Call):
                called = node.func
                return (isinstance(called, ast.Name) and called.id in giving | types_) or \
                    (isinstance(called, ast.Attribute) and of_app(called.value))
            if isinstance(node, ast.Tuple | ast.List):
                return any(of_app(element) for element in node.elts)
            if isinstance(node, ast.IfExp | ast.BoolOp | ast.NamedExpr):
                return any(of_app(child) for child in ast.iter_child_nodes(node))
            return False

        def bound(target: ast.AST) -> set[str]:
            """Return the names a target binds (not those an attribute's object is read by)."""
            if isinstance(target, ast.Name):
                return {target.id}
            if isinstance(target, ast.Tuple | ast.List):
                return {name for element in target.elts for name in bound(element)}
            return bound(target.value) if isinstance(target, ast.Starred) else set()

        grown = True
        while grown:  # what is bound to an object of the app's is one too
            before = len(held)
            for node in ast.walk(function):
                pairs: list[tuple[ast.AST, ast.AST]] = []
                if isinstance(node, ast.Assign):
                    pairs = [(target, node.value) for target in node.targets]
                elif isinstance(node, ast.AnnAssign | ast.NamedExpr) and node.value is not None:
                    pairs = [(node.target, node.value)]
                elif isinstance(node, ast.For | ast.AsyncFor | ast.comprehension):
                    pairs = [(node.target, node.iter)]
                held |= {name for target, value in pairs if of_app(value)
                         for name in bound(target)}
            grown = len(held) > before
        for node in ast.walk(function):
            targets: list[ast.AST] = []
            if isinstance(node, ast.Assign | ast.Delete):
                targets = [leaf for target in node.targets for leaf in ast.walk(target)]
            elif isinstance(node, ast.AugAssign | ast.AnnAssign):
                targets = [node.target]
            changed = any(isinstance(target, ast.Attribute | ast.Subscript)
                          and of_app(target.value) for target in targets)
            if isinstance(node, ast.Call):
                called = node.func
                changed = changed or (isinstance(called, ast.Attribute) and (
                    called.attr == "notify" or (called.attr in MUTATORS
                                                and of_app(called.value)))) or (
                    isinstance(called, ast.Name) and called.id in ("setattr", "delattr")
                    and bool(node.args) and of_app(node.args[0]))
            if changed:
                found.append(f"{function.name}:{getattr(node, 'lineno', 0)}")
    return found


def test_the_glue_changes_nothing_of_the_app() -> None:
    """What the browser says and what the work between clicks finds reach the app only as
    messages to the one update (web/shell/update.py): no glue module assigns a field of the
    app, its screens or what they hold, changes one of their lists, or shows a notice."""
    found = [f"{path.name}:{where}" for path in sorted(GLUE.glob("*.py"))
             for where in app_changes(path.read_text(encoding="utf-8"))]
    assert [where for where in found
            if where.rsplit(":", 1)[0] not in ALLOWED] == []


def test_the_rule_finds_each_way_of_changing_the_app() -> None:
    """The check above finds a change however the app is reached."""
    source = """
from shell.app import App
from screens import Screen

def boot(window) -> None:
    made = App()
    made.ui.lang = "pt"

def follow() -> None:
    router = app().router
    router.base = 1

def scroll(shown: Screen | None, y: float) -> None:
    if shown is not None:
        shown.scroll_y = y

def measure() -> None:
    decisions = HELD.app.session.decision_seconds
    decisions.clear()

def told(ui) -> None:
    ui.notify("info", str)

def attribute(name: str) -> None:
    setattr(app().work, name, False)

def fine(element) -> None:
    HELD.app = App()
    element.textContent = app().ui.lang
"""
    assert app_changes(source) == ["boot:7", "follow:11", "scroll:15", "measure:19",
                                   "told:22", "attribute:25"]


def test_the_history_follows_the_screens_opened_and_closed(page: Page) -> None:
    app = HELD.app
    assert app is not None
    history.start()  # a first visit: the start screen's entry, written as it shows
    assert _written(page.window) == [("replaceState", "/")]
    page.window.history.reset_mock()
    app.open_rules()
    history.sync()
    assert _written(page.window) == [("pushState", "/#rules")]
    assert HELD.level_shown == 2
    page.window.history.reset_mock()
    app.pop()
    history.sync()  # closed by the page: the glue goes back itself, and says so
    assert _written(page.window) == [("go", -1)]
    assert (HELD.level_shown, HELD.own_moves, HELD.land_at) == (1, 1, 1)
    page.window.history.reset_mock()
    assert history.landed(mock.MagicMock()) == 0  # its own move landing: not the player's Back
    assert HELD.own_moves == 0
    assert _written(page.window) == [("replaceState", "/")]


def test_an_entry_is_written_only_when_what_it_holds_changes(page: Page) -> None:
    """Safari refuses a page's 101st history write in ten seconds: a drawing that changes no
    screen's address (a replay stepped through, a die placed) writes nothing."""
    app = HELD.app
    assert app is not None
    history.start()
    app.open_rules()
    history.sync()
    page.window.history.reset_mock()
    for _ in range(150):
        history.sync()
    assert _written(page.window) == []
    page.window.location.pathname = "/index.html"  # another address: written again
    history.sync()
    assert _written(page.window) == [("replaceState", "/index.html#rules")]


def test_a_refused_entry_is_not_counted_and_is_asked_for_again(page: Page) -> None:
    """Where the browser refuses a new entry (Safari's limit on writes), the next drawing
    asks for it again, and closing the screen does not go back past the page's own entries
    (out of the site, as a counted but missing entry would)."""
    app = HELD.app
    assert app is not None
    history = page.window.history
    glue_history = sys.modules["glue.history"]
    glue_history.start()
    history.pushState.side_effect = Exception("SecurityError: more than 100 times")
    app.open_rules()
    glue_history.sync()
    assert HELD.level_shown == 1
    history.pushState.side_effect = None
    history.reset_mock()
    glue_history.sync()  # the next drawing
    assert _written(page.window) == [("pushState", "/#rules")]
    assert HELD.level_shown == 2
    app.pop()
    app.open_records()
    history.pushState.side_effect = Exception("SecurityError: more than 100 times")
    glue_history.sync()  # the rules replaced by the records: their entry rewritten
    app.open_rules()
    glue_history.sync()  # refused
    history.reset_mock()
    app.pop()
    glue_history.sync()
    assert _written(page.window) == []  # the records' entry shows already: no move at all
    assert HELD.level_shown == 2


def test_the_update_returns_the_effects_asked_for_and_the_glue_carries_them_out(
        page: Page) -> None:
    app = HELD.app
    assert app is not None
    app.effects += [Copy("the link", "notice.copied"), ScrollTop()]
    effects = update(app, Idle(shown=True))
    assert effects == [Copy("the link", "notice.copied"), ScrollTop()]
    assert app.effects == []
    perform.carry_out(effects, partial(update, app))  # what the clipboard did: a message
    page.window.navigator.clipboard.writeText.assert_called_once_with("the link")
    page.window.scrollTo.assert_called_once_with(0, 0)
    assert app.ui.notice is not None and app.ui.notice.text("en").startswith("Link copied.")


def test_a_refused_clipboard_shows_the_text_to_copy_by_hand(page: Page) -> None:
    app = HELD.app
    assert app is not None
    page.window.navigator.clipboard.writeText.side_effect = RuntimeError("not allowed")
    told: list[Message] = []
    perform.carry_out([Copy("the link", "notice.copied")], told.append)
    assert app.ui.notice is None  # the glue only tells the app, which answers
    update(app, told.pop())
    assert app.ui.notice is not None and "the link" in app.ui.notice.text("en")


def test_a_pasted_save_whose_checks_cannot_load_says_why(page: Page,
                                                          monkeypatch: Any) -> None:
    """The start screen shows it is opening the save, until the app hears back; the glue
    never writes the start screen's fields itself."""
    app = HELD.app
    assert app is not None
    loader = types.ModuleType("pyodide_js")

    async def refuse(*_: object) -> None:
        raise OSError("offline")

    loader.loadPackage = refuse  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "pyodide_js", loader)
    (effect,) = update(app, Command(Event("open", form={"code": '{"format": 2}'}))) or []
    assert app.start.opening
    assert isinstance(effect, OpenJsonSave)
    asyncio.run(perform._with_checks(partial(SaveChecked, effect.text),
                                     lambda message: update(app, message)))
    assert not app.start.opening
    assert "offline" in app.start.error


def test_the_work_between_clicks_starts_once_and_only_when_there_is_some(
        page: Page, monkeypatch: Any) -> None:
    started: list[str] = []

    async def think(run: object) -> None:
        started.append("think")

    monkeypatch.setattr(pacing, "_think", think)
    app = HELD.app
    assert app is not None

    async def wake_twice() -> None:
        pacing.wake(_ignored)  # nothing waits at the start screen
        assert HELD.thinking is None
        app.session.asks_suggestions = True  # a player who asks for suggestions
        assert app.start.new_game(["Ann"], [HUMAN], "easy", 2)  # a suggestion ahead waits
        pacing.wake(_ignored)
        pacing.wake(_ignored)
        assert HELD.thinking is not None
        await HELD.thinking

    asyncio.run(wake_twice())
    assert started == ["think"]


def test_what_the_work_between_clicks_finds_goes_to_the_update_as_messages(
        page: Page) -> None:
    """The pacing changes nothing of the app: who thinks, the bots' moves and the end of
    their turns reach it as messages, answered by the update."""
    app = HELD.app
    assert app is not None
    assert app.start.new_game(["Ann", "Bob"], [HUMAN, "random"], seed=1)
    game = app.session.game
    assert game is not None
    while game.current_player != "Bob":
        update(app, Command(Event("act", {"action": str(game.legal_actions()[0])})))
        if app.screen.name == "pass":
            update(app, Command(Event("reveal")))
    update(app, Command(Event("skip")))  # no pauses to wait for here
    told: list[Message] = []

    def run(message: Message) -> None:
        told.append(message)
        update(app, message)

    asyncio.run(pacing._think(run))
    kinds = [type(message).__name__ for message in told]
    assert "BotThinking" in kinds and "BotMoved" in kinds and kinds[-1] == "Idle"
    assert game.current_player == "Ann" and not app.work.skip_pause
    assert not app.session.thinking


def test_every_drawing_morphs_the_screen_into_the_page_at_once(page: Page) -> None:
    """A drawing, asked for or not (a bot's move, the review's end), is morphed into the page
    (web/static/morph.js) at once: the page's elements are never replaced wholesale, so a press
    under way keeps its control and needs no drawing held back. The first takes over from the
    screen painted before Python (web/static/paint.js) the same way where the player is in one
    of its fields (it stays the same element), else replacing it whole."""
    page.root.classList.contains.side_effect = lambda name: name == "painting"
    page.document.activeElement.closest.return_value = None  # no field of it in use
    render()
    assert "start-heading" in page.root.innerHTML  # replaced whole
    page.root.classList.remove.assert_called_with("painting")
    page.document.activeElement.closest.return_value = object()  # the player in a field of it
    page.root.innerHTML = None
    render()
    page.root.classList.contains.side_effect = lambda name: False
    render()
    render(cause=Event("replay-forward"))
    morphs = [args for name, args, _ in page.window.mock_calls if name == "ffMorph"]
    assert len(morphs) == 3
    assert all(root is page.root and "start-heading" in whole for root, _, whole, *_ in morphs)
    assert not isinstance(page.root.innerHTML, str)


def test_a_message_is_answered_at_once_and_drawn_in_a_task_of_its_own(page: Page) -> None:
    """The loop answers a message in the input's task and leaves the drawing to the browser's
    next task (web/static/morph.js ``ffSoon``), as an Elm runtime draws apart from its update; the
    messages answered before that task are drawn once, from what showed before the first,
    measured from the first click."""
    app = HELD.app
    assert app is not None
    tasks: list[Any] = []
    page.window.ffSoon.side_effect = tasks.append
    page.root.classList.contains.return_value = False
    loop.run(Started())
    draw_now()  # the first screen, drawn at once when the page starts
    tasks.clear()
    page.window.reset_mock()
    loop.run(Command(Event("rules")), 12.0)
    assert app.screen.name == "rules"  # answered
    assert [name for name, _, _ in page.window.mock_calls if name == "ffMorph"] == []
    loop.run(Command(Event("rules-back")))
    assert len(tasks) == 1 and HELD.drawing is not None
    assert HELD.drawing.started == 12.0
    assert HELD.drawing.cause == Event("rules-back")
    assert HELD.drawing.was.screen is app.start  # what showed before the first message
    tasks.pop()()
    morphs = [args for name, args, _ in page.window.mock_calls if name == "ffMorph"]
    assert len(morphs) == 1 and "start-heading" in morphs[0][1]
    assert HELD.drawing is None


def test_a_drawing_s_markup_and_its_morph_are_tasks_of_their_own(page: Page) -> None:
    """A drawing writes the screen's markup in its task and morphs it into the page in the
    next (web/static/morph.js ``ffThen``), so an input between them is answered sooner; markup
    written again before that task is morphed once, the newest, from what showed before the
    first, measured from the first click."""
    app = HELD.app
    assert app is not None
    morphs_waiting: list[Any] = []
    page.window.ffThen.side_effect = morphs_waiting.append
    page.root.classList.contains.return_value = False
    render(started=12.0)
    assert [name for name, _, _ in page.window.mock_calls if name == "ffMorph"] == []
    app.open_rules()
    render(cause=Event("rules"))
    assert len(morphs_waiting) == 1 and HELD.morphing is not None
    assert HELD.morphing.started == 12.0 and HELD.morphing.cause == Event("rules")
    assert HELD.morphing.was.screen is app.start  # what showed before the first
    morphs_waiting.pop()()
    morphs = [args for name, args, _ in page.window.mock_calls if name == "ffMorph"]
    assert len(morphs) == 1 and 'id="screen-rules"' in morphs[0][2]
    measured = [args for name, args, _ in page.window.mock_calls
                if name == "performance.measure" and args[0] == "ff-update"]
    assert [args[1]["start"] for args in measured] == [12.0]
    assert HELD.morphing is None and HELD.markup is None


def _scrolled_to(page: Page) -> list[float]:
    """Return where the glue scrolled the page (the vertical positions), and forget it."""
    found = [args[1] for name, args, _ in page.window.mock_calls if name == "scrollTo"]
    page.window.reset_mock()
    return found


def test_each_screen_opens_at_its_top_and_back_returns_where_it_was_left(page: Page) -> None:
    """A new player scrolls the start screen to reach Start: the board opens at its top (on a
    phone the market's first Take is in sight there); the rules opened over the board open at
    their top too, and closing them returns the board to where it was left. A drawing of the
    same screen never scrolls."""
    app = HELD.app
    assert app is not None
    page.root.classList.contains.return_value = False
    render()
    _scrolled_to(page)
    page.window.scrollY = 428
    assert app.start.new_game(["Ann"], [HUMAN], "easy", 2)
    render(cause=Event("start-solo"))
    assert _scrolled_to(page) == [0.0]
    page.window.scrollY = 300
    render()
    assert _scrolled_to(page) == []
    app.open_rules()
    render(cause=Event("rules"))
    assert _scrolled_to(page) == [0.0]
    page.window.scrollY = 900
    app.pop()
    render(cause=Event("rules-back"))
    assert _scrolled_to(page) == [300.0]


def test_the_focus_and_the_scroll_are_put_in_place_in_the_next_frame_once(page: Page) -> None:
    """A drawing leaves the focus and another screen's scroll to the next frame (the page's
    style is computed for it then); drawings before that frame are placed once, from what
    showed before the first."""
    app = HELD.app
    assert app is not None
    frames: list[Any] = []
    page.window.ffNextFrame.side_effect = frames.append
    page.root.classList.contains.return_value = False
    render()
    for callback in frames:
        callback(0.0)
    frames.clear()
    _scrolled_to(page)
    page.window.scrollY = 428
    assert app.start.new_game(["Ann"], [HUMAN], "easy", 2)
    render(cause=Event("start-solo"))
    assert _scrolled_to(page) == []  # not in the drawing's task
    page.window.scrollY = 0
    render()  # a second drawing before the frame: the board again
    assert len(frames) == 1
    frames.pop()(0.0)
    assert _scrolled_to(page) == [0.0]
    assert app.start.scroll_y == 428  # the screen left keeps where it was left
    assert HELD.placing is None


def test_a_screen_opened_and_closed_before_the_frame_leaves_the_scroll_where_it_was(
        page: Page) -> None:
    """Rules, then Back, both drawn before the next frame (a slow phone): the board is the
    screen before and after, but the rules drawn between moved the page's scroll (a shorter
    page ends it higher), so the frame puts the board's back."""
    app = HELD.app
    assert app is not None
    frames: list[Any] = []
    page.window.ffNextFrame.side_effect = frames.append
    page.root.classList.contains.return_value = False
    assert app.start.new_game(["Ann"], [HUMAN], "easy", 2)
    render()
    frames.pop()(0.0)
    _scrolled_to(page)
    page.window.scrollY = 300
    app.open_rules()
    render(cause=Event("rules"))
    page.window.scrollY = 120  # where the rules left the page
    app.pop()
    render(cause=Event("rules-back"))
    assert len(frames) == 1
    frames.pop()(0.0)
    assert _scrolled_to(page) == [300.0]


def test_each_morph_says_where_it_is_and_how_far_its_game_has_come(page: Page) -> None:
    """Pieces travel only where a drawing follows a move in the same game on the same screen
    (web/static/motion.js): each morph is given the screen and game it draws, and the game's count
    of moves; a move played keeps the first and counts on, another game changes it."""
    app = HELD.app
    assert app is not None
    page.root.classList.contains.return_value = False
    assert app.new_game(["Ann"], machine="easy")
    render()
    game = app.session.game
    assert game is not None
    move = str(game.legal_actions()[0])
    loop.run(Command(Event("act", {"action": move})))
    draw_now()
    assert app.new_game(["Bob"], machine="easy")
    render()
    morphs = [args[4:] for name, args, _ in page.window.mock_calls if name == "ffMorph"]
    (first, moves), (then, more), (other, fresh) = morphs[0], morphs[-2], morphs[-1]
    assert first == then != other and (moves, more, fresh) == (0, 1, 0)


#: Where web/ begins, for naming a module by its path.
WEB = GLUE.parent


def _way_of(click: Any) -> list[str]:
    """Return the modules of web/ that ``click`` (a browser's click event) is handed through
    on its way to the screen's answer and back to the drawing, in order, a module once per
    stay: those whose functions are called with the click itself, the command it gives
    (`Event`: the only one while the click is handled) or the message carrying it
    (`Command`), as one follows the click through the code. A plain value made on the way
    (an ``__init__``: the drawing asked for) is data, not a step."""
    way: list[str] = []

    def note(frame: types.FrameType, event: str, _: object) -> None:
        if event != "call" or frame.f_code.co_name == "__init__":
            return
        path = Path(frame.f_code.co_filename)
        if WEB not in path.parents:
            return
        values = [value for name, value in frame.f_locals.items()
                  if name in frame.f_code.co_varnames[:frame.f_code.co_argcount]]
        if not any(value is click or isinstance(value, Event | Command) for value in values):
            return
        module = path.relative_to(WEB).as_posix()
        if not way or way[-1] != module:
            way.append(module)

    sys.setprofile(note)
    try:
        events.on_click(click)
    finally:
        sys.setprofile(None)
    return way


def _click_on(attribute: str, value: str) -> Any:
    """Return a browser's click (by pointer) on a control whose ``attribute`` is ``value``."""
    control = mock.MagicMock(name="control", disabled=False)
    control.getAttribute.side_effect = lambda name: value if name == attribute else None
    control.dataset = {attribute.removeprefix("data-"): value}
    click = mock.MagicMock(name="click", detail=1, timeStamp=5.0)
    click.target.closest.return_value = control
    return click


def test_a_click_is_handed_through_six_modules_each_once(page: Page) -> None:
    """A click goes from the glue's handler (glue/events.py) through the loop and the one
    update to the screen's table of commands, the module that answers it, and back to the
    drawing asked for (docs/ARCHITECTURE.md, "One click, end to end"): each module once,
    whichever part of the screen answers and whatever else the screen holds."""
    page.window.Object.entries.side_effect = lambda dataset: list(dataset.items())
    page.document.querySelectorAll.return_value = []  # the board has no fields
    app = HELD.app
    assert app is not None
    loop.run(Started())
    draw_now()
    assert app.start.new_game(["Ann"], None, "easy", 1)
    game = app.session.game
    assert game is not None and app.screen.name == "board"
    piece = subjects(game.legal_actions()[0])[0]
    to_the_table = ["glue/events.py", "glue/loop.py", "shell/update.py", "screens/__init__.py"]
    assert _way_of(_click_on("data-select", piece)) == [
        *to_the_table, "screens/board/playing.py", "glue/render.py"]
    board = app.screen.parts[0]
    assert isinstance(board, Board) and board.picks == (piece,)  # answered
    draw_now()
    assert _way_of(_click_on("data-command", "menu")) == [
        *to_the_table, "screens/board/board.py", "glue/render.py"]
    draw_now()
    moves = game.action_count
    assert _way_of(_click_on("data-action", str(game.legal_actions()[0]))) == [
        *to_the_table, "screens/board/playing.py", "glue/render.py"]
    assert game.action_count == moves + 1
    assert 'data-menu="open"' not in app.frame()  # any other command closes the menu
