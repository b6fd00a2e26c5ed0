"""The page's glue: browser events, local storage and timers around the Controller.

Every decision is the controller's (see controller.py); this module only
reads the page, calls it, and puts its HTML on the page.
"""

from __future__ import annotations

# Marks when the page's Python starts, before its imports (ffcore and the page's modules, which
# the build ships precompiled to bytecode; pydantic only loads when a JSON save is opened).
from js import performance

performance.mark("ff-main-start")

import asyncio  # noqa: E402
import json  # noqa: E402
import random  # noqa: E402
import traceback  # noqa: E402
from datetime import date  # noqa: E402
from typing import Any  # noqa: E402

from pyodide.ffi import create_once_callable, create_proxy, jsnull, to_js  # noqa: E402
from pyscript import document, window  # noqa: E402

import address  # noqa: E402
import records  # noqa: E402
from controller import Controller  # noqa: E402
from ffcore.text import describe_event  # noqa: E402
from ui_text import t  # noqa: E402

performance.mark("ff-imported")

# Restored from the build's memory snapshot, `random` would be in the state the build left,
# the same for every player: seed it from this browser's entropy. (New games are seeded from
# the system's entropy anyway, and bots from their game's seed.)
random.seed()

SAVE_KEY = "ff-save"
BROKEN_KEY = "ff-save-broken"
#: The finished games kept on this device (see records.py), and an unreadable copy set aside.
RECORDS_KEY = "ff-records"
RECORDS_BROKEN_KEY = "ff-records-broken"
LANG_KEY = "ff-lang"
#: The last board (or pass screen) shown, painted by web/paint.js on the next visit before
#: Python is ready: {"lang": ..., "html": ...}.
SCREEN_KEY = "ff-screen"
#: Set once the player has read the tip that cards open to be read.
TIP_KEY = "ff-tip-cards"
#: How long a bot's thinking may hold the page before it yields (seconds).
THINK_SLICE = 0.08
#: The pause after each bot move, so people can follow it (seconds).
BOT_PAUSE = 0.7
#: How often that pause looks whether the player skipped it (seconds).
PAUSE_STEP = 0.05
#: How long one slice of a game review may hold the page (seconds): a task stays short.
REVIEW_SLICE = 0.04
#: How often the review's progress bar is drawn again (seconds).
REVIEW_REDRAW = 0.25

app = document.getElementById("app")
announcer = document.getElementById("announce")


def _absent(value: Any) -> bool:
    """Return whether a JS value is null or undefined."""
    return value is None or value is jsnull


def _text(value: Any) -> str | None:
    """Return a JS string as text; None for JS null or undefined."""
    return None if _absent(value) else str(value)


def _open_storage() -> Any:
    """Return the browser's local storage, or None where the browser blocks site data.

    Blocked storage throws on the first touch (even reading ``window.localStorage``).
    """
    try:
        store = window.localStorage
        store.setItem("ff-probe", "1")
        store.removeItem("ff-probe")
    except Exception:
        return None
    return store


storage: Any = _open_storage()


def _stored(key: str) -> str | None:
    if storage is None:
        return None
    try:
        return _text(storage.getItem(key))
    except Exception:  # storage can be disabled by the browser
        return None


def _store(key: str, value: str | None) -> bool:
    """Write (or with None remove) a stored value; return whether it was written."""
    if storage is None:
        return False
    try:
        if value is None:
            storage.removeItem(key)
        else:
            storage.setItem(key, value)
    except Exception:  # a full storage must not break the game: the player is told
        return False
    return True


def _language() -> str:
    chosen = _stored(LANG_KEY)
    if chosen in ("en", "pt"):
        return chosen
    browser = str(window.navigator.language or "en").lower()
    return "pt" if browser.startswith("pt") else "en"


controller = Controller(lang=_language())
if storage is None:
    controller.storage_blocked()
controller.page.card_tip = _stored(TIP_KEY) is None and storage is not None
skip_pause = False
bot_running = False
#: The log events already read out, and for whom: a new viewer hears nothing of the last one's.
announced = 0
announced_for = ""
#: The save this tab last wrote or read: anything else in storage came from another tab.
last_saved: str | None = None
#: The running bot loop (kept so the task is not garbage-collected mid-game).
bot_task: asyncio.Future[None] | None = None
#: The replay playing by itself, if one is.
replay_task: asyncio.Future[None] | None = None
#: The records as last written to storage.
kept_records = controller.records


def render(started: float | None = None) -> None:
    """Put the current screen on the page, save the game and announce new log lines."""
    _save()
    _save_records()
    saved = _stored(SAVE_KEY) if controller.needs_saved() else None
    html = str(controller.render(saved))
    app.innerHTML = html
    app.classList.remove("painting")
    _keep_screen(html)
    document.documentElement.lang = "pt-BR" if controller.page.lang == "pt" else "en"
    _title(t("app.title", controller.page.lang))
    _announce()
    if started is not None:
        # Measure from the click to the next frame, when the new board is painted.
        def measure(*_: object) -> None:
            window.performance.measure("ff-update", to_js({"start": started},
                                                          dict_converter=window.Object.fromEntries))
        window.requestAnimationFrame(create_once_callable(measure))
    if controller.bot_pending() or controller.review_pending():
        _start_bots()
    watching = controller.watching
    if watching is not None and watching.playing:
        _start_replay()


#: The screen last kept under SCREEN_KEY.
kept_screen = ""


def _keep_screen(html: str) -> None:
    """Keep the game's screen for the next visit's first paint (see
    Controller.may_keep_screen)."""
    global kept_screen
    if not controller.may_keep_screen() or html == kept_screen:
        return
    kept_screen = html
    _store(SCREEN_KEY, json.dumps({"lang": controller.page.lang, "html": html}))


def _title(title: str) -> None:
    """Name the page (tab title and header) in the chosen language."""
    document.title = title
    heading = document.querySelector("header.bar h1")
    if not _absent(heading):
        heading.textContent = title


def _save() -> None:
    """Keep the game in local storage when it changed, unless another tab saved since."""
    global last_saved
    text = controller.save_text()
    if text is None or text == last_saved or storage is None:
        return
    current = _stored(SAVE_KEY)
    if current is not None and current != last_saved:
        controller.other_tab(current)  # not ours: ask before overwriting it
        if controller.save_text() is None:
            return
    if _store(SAVE_KEY, text):
        last_saved = text
        controller.saved()
    else:
        controller.save_failed()


def _load_records() -> None:
    """Read the kept records; an unreadable copy is set aside (never deleted)."""
    global kept_records
    text = _stored(RECORDS_KEY)
    if text is None:
        return
    try:
        controller.records = records.import_(text)
    except records.RecordsError:
        _store(RECORDS_BROKEN_KEY, text)
    kept_records = controller.records


def _save_records() -> None:
    """Keep a game that just ended in the records, and write them when they changed."""
    global kept_records
    controller.record_finished()
    if controller.records is not kept_records and \
            _store(RECORDS_KEY, records.export(controller.records)):
        kept_records = controller.records


def _announce() -> None:
    """Tell screen readers what happened since the last render (the log's new lines).

    Only the board's viewer hears them, and only lines of their own view: on the pass
    screen, or for the next person at the device, the region holds nothing of the last.
    """
    global announced, announced_for
    game = controller.game
    if _absent(announcer):
        return
    if game is None or controller.screen != "board":
        announcer.textContent = ""
        announced_for = ""
        return
    size = game.log_size
    if controller.viewer != announced_for:
        announced_for = controller.viewer
        announcer.textContent = ""
        announced = size
    announced = min(announced, size)
    fresh = game.view(controller.viewer, log_from=max(announced, size - 6)).log
    announced = size
    if fresh:
        announcer.textContent = " ".join(describe_event(event, game.names,
                                                        controller.page.lang)
                                         for event in fresh)


def _start_bots() -> None:
    global bot_running, bot_task
    if not bot_running:
        bot_running = True
        bot_task = asyncio.ensure_future(_run_bots())


async def _run_bots() -> None:
    """Let bots move and suggestions come, thinking in short slices so the page never freezes.

    One loop serves both until neither is pending: a suggestion asked for while
    the loop pauses after a bot's move is thought about once the pause ends.
    """
    global bot_running, skip_pause
    shown = ""
    drawn = 0.0
    try:
        while controller.hint_pending() or controller.bot_pending() or \
                controller.review_pending():
            if controller.review_pending():
                watching = controller.watching
                done = watching is not None and watching.review_think(REVIEW_SLICE)
                now = window.performance.now() / 1000
                if done or now - drawn > REVIEW_REDRAW:
                    drawn = now
                    await asyncio.sleep(0)  # the redraw is a task of its own
                    render()
                await asyncio.sleep(0)  # a browser task: clicks and painting go on meanwhile
                continue
            if controller.hint_pending():
                if controller.hint_think(THINK_SLICE):
                    await asyncio.sleep(0)  # the redraw is a task of its own, after the thinking
                    render()
                await asyncio.sleep(0)  # a browser task: clicks and painting go on meanwhile
                continue
            moved = controller.bot_think(THINK_SLICE)
            if moved:
                await asyncio.sleep(0)  # the move's redraw is a task of its own, after the thinking
                _measure_decisions()
                render()
                shown = ""
                await _pause_after_move()
            elif controller.page.thinking != shown:
                # Show who is thinking once; a redraw after every slice would double each task.
                shown = controller.page.thinking
                await asyncio.sleep(0)
                render()
            await asyncio.sleep(0)  # a browser task: clicks and painting go on meanwhile
        skip_pause = False
    except Exception as error:  # never leave the page stuck on a bot error
        _internal_error(error)
    finally:
        bot_running = False
    render()


async def _pause_after_move() -> None:
    """Wait BOT_PAUSE seconds so the move can be seen, less once the player skips.

    Each pause is recorded as an ff-bot-pause measure, which the browser tests read.
    """
    started = window.performance.now()
    waited = 0.0
    while not skip_pause and waited < BOT_PAUSE:
        await asyncio.sleep(PAUSE_STEP)
        waited += PAUSE_STEP
    window.performance.measure("ff-bot-pause", to_js({"start": started},
                                                     dict_converter=window.Object.fromEntries))


def _start_replay() -> None:
    global replay_task
    if replay_task is None or replay_task.done():
        replay_task = asyncio.ensure_future(_play_replay())


async def _play_replay() -> None:
    """Step the replay watched by itself, a move every chosen number of seconds, until it
    is paused, closed or at its end."""
    try:
        while True:
            watching = controller.watching
            if watching is None or not watching.playing:
                return
            await asyncio.sleep(watching.speed)
            if controller.watching is not watching or not watching.playing:
                return
            watching.step(1)
            render()
    except Exception as error:  # never leave the page stuck
        _internal_error(error)
        render()


def _measure_decisions() -> None:
    """Record each bot decision's thinking time (not its pauses) as ff-bot-LEVEL measures."""
    now = window.performance.now()
    for level, seconds in controller.decision_seconds:
        window.performance.measure(
            f"ff-bot-{level}", to_js({"start": now - seconds * 1000, "end": now},
                                     dict_converter=window.Object.fromEntries))
    controller.decision_seconds.clear()


def _internal_error(error: BaseException) -> None:
    window.console.error("".join(traceback.format_exception(error)))
    controller.notify("error", t("error.internal", controller.page.lang, reason=str(error)))


def _value(element_id: str) -> str:
    element = document.getElementById(element_id)
    return "" if _absent(element) else str(element.value)


def _command(name: str, target: Any) -> None:
    global skip_pause
    if name.startswith(("replay", "review")):
        _replay_command(name, target)
        return
    if name == "start-solo":
        level = document.querySelector('input[name="level"]:checked')
        controller.start([_value("solo-name")],
                         machine=str(level.value) if not _absent(level) else "medium")
    elif name == "start-multi":
        count = int(_value("count") or 2)
        names = [_value(f"name-{n}") for n in range(1, count + 1)]
        seats = [_value(f"seat-{n}") for n in range(1, count + 1)]
        controller.start(names, seats)
    elif name == "resume":
        _load_saved()
    elif name == "conflict-load":
        controller.resolve_conflict(True)
        _remember_saved()
    elif name == "conflict-keep":
        controller.resolve_conflict(False)
        _remember_saved()
    elif name == "open":
        code = _value("code").strip()
        if code.startswith("{"):  # a full-state JSON save, pasted
            _run_task(_open_save_file(code))
            return
        fragment = code.split("#", 1)[1] if "#" in code else code
        if not fragment.startswith("g="):
            fragment = "g=" + fragment
        controller.open_link(fragment, _stored(SAVE_KEY))
    elif name == "replace-yes":
        controller.confirm_replace(True)
    elif name == "replace-no":
        controller.confirm_replace(False)
    elif name == "reveal":
        controller.reveal()
    elif name == "undo":
        controller.undo()
    elif name == "new":
        controller.new_game()
    elif name == "dismiss":
        controller.page.notice = None
    elif name == "machine-seen":
        controller.page.machine_turn = []
    elif name == "zoom-close":
        controller.zoom("")
    elif name == "tip-seen":
        controller.page.card_tip = False
        _store(TIP_KEY, "1")
    elif name == "end-yes":
        controller.act("end", sure=True)
    elif name == "end-no":
        controller.page.confirm_end = ()
    elif name == "play-hint":
        controller.confirm()
    elif name == "skip":
        skip_pause = True
    elif name == "suggest":
        controller.suggest()
        _start_bots()
    elif name == "copy":
        _copy_link()
    elif name in ("en", "pt"):
        controller.set_language(name)
        _store(LANG_KEY, name)
    elif name == "rules":
        controller.show_rules()
        window.scrollTo(0, 0)
    elif name == "rules-back":
        controller.close_rules()
    elif name == "records":
        controller.show_records()
        window.scrollTo(0, 0)
    elif name == "records-back":
        controller.close_records()
    elif name == "records-export":
        _export_records()
    elif name == "start-daily":
        level = document.querySelector('input[name="daily-level"]:checked')
        controller.start_daily(_value("daily-name"),
                               str(level.value) if not _absent(level) else "medium",
                               date.fromisoformat(str(target.dataset.day)))
    elif name == "daily-share":
        _share_daily()


def _replay_command(name: str, target: Any) -> None:
    """The replay's buttons: open, move through it, play it, review it, close it."""
    if name == "replay":
        if controller.game is not None:
            controller.open_replay(controller.game)
        window.scrollTo(0, 0)
        return
    if name == "replay-record":
        controller.open_replay_code(str(target.dataset.code))
        window.scrollTo(0, 0)
        return
    watching = controller.watching
    if watching is None:
        return
    if name == "replay-close":
        watching.playing = False
        controller.close_replay()
    elif name == "replay-first":
        watching.goto(0)
    elif name == "replay-back":
        watching.step(-1)
    elif name == "replay-forward":
        watching.step(1)
    elif name == "replay-last":
        watching.goto(watching.replay.positions - 1)
    elif name == "replay-play":
        watching.playing = not watching.playing
    elif name == "replay-goto":
        watching.playing = False
        watching.goto(int(target.dataset.position))
    elif name == "review":
        watching.start_review()


#: Tasks running apart from a click (kept so that they are not garbage-collected).
tasks: set[asyncio.Future[None]] = set()


def _run_task(work: Any) -> None:
    """Run a coroutine as a task of its own, kept until it ends."""
    task = asyncio.ensure_future(work)
    tasks.add(task)
    task.add_done_callback(tasks.discard)


async def _open_save_file(text: str) -> None:
    """Open a pasted JSON save: its checks need pydantic, which the page loads only now
    (it is in the build's lock, and in the service worker's cache once the site is)."""
    controller.opening = True
    render()
    try:
        import pyodide_js

        # ffcore too: restored from the memory snapshot, the page has its modules but not
        # their files, and the checks (ffcore.models) were left out of it.
        await pyodide_js.loadPackage(["ffcore", "pydantic"],
                                     to_js({"messageCallback": lambda _: None},
                                           dict_converter=window.Object.fromEntries))
        controller.open_save_file(text, _stored(SAVE_KEY))
    except Exception as error:  # the checks could not load (offline before the site was kept)
        window.console.error("".join(traceback.format_exception(error)))
        controller.start_error = t("error.internal", controller.page.lang, reason=str(error))
    finally:
        controller.opening = False
    render()


def _remember_saved() -> None:
    """Take what storage holds now as this tab's own (an answer to another tab's save)."""
    global last_saved
    last_saved = _stored(SAVE_KEY)


def _load_saved() -> None:
    """Resume the stored game; an unreadable one is set aside (never deleted) and explained."""
    global last_saved
    saved = _stored(SAVE_KEY)
    last_saved = saved
    if saved is not None and not controller.load_save(saved):
        _store(BROKEN_KEY, saved)
        _store(SAVE_KEY, None)
        last_saved = None


def on_storage(event: Any) -> None:
    """Another tab changed the saved game: offer its game rather than overwrite it later."""
    if _text(event.key) != SAVE_KEY:
        return
    global last_saved
    text = _text(event.newValue)
    if text == last_saved:
        return
    if controller.game is None:
        last_saved = text  # no game here to lose: the start screen offers the new one
    controller.other_tab(text)
    render()


def _share_daily() -> None:
    """Copy the finished daily challenge's result and link, to send to a friend."""
    location = window.location
    text = controller.daily_share_text(f"{location.origin}{location.pathname}")
    if not text:
        return
    try:
        window.navigator.clipboard.writeText(text)
        controller.notify("info", t("daily.copied", controller.page.lang))
    except Exception:  # no clipboard permission: show the text to copy by hand
        controller.notify("info", f"{t('notice.copy-manual', controller.page.lang)} {text}")


def _export_records() -> None:
    """Download the records as a JSON file."""
    blob = window.Blob.new(to_js([records.export(controller.records)]),
                           to_js({"type": "application/json"},
                                 dict_converter=window.Object.fromEntries))
    url = window.URL.createObjectURL(blob)
    link = document.createElement("a")
    link.href = url
    link.download = f"fantastic-factories-records-{date.today().isoformat()}.json"
    document.body.appendChild(link)
    link.click()
    link.remove()
    window.setTimeout(create_once_callable(lambda: window.URL.revokeObjectURL(url)), 1000)


async def _import_records(file: Any) -> None:
    """Merge a chosen records file; a bad one is explained and changes nothing."""
    try:
        # Read no more than a records file can hold: a larger one is refused as too large.
        text = await file.slice(0, records.MAX_TEXT + 1).text()
        controller.import_records(str(text))
    except Exception as error:
        _internal_error(error)
    render()


def _copy_link() -> None:
    if controller.game is None:
        return
    location = window.location
    link = f"{location.origin}{location.pathname}#{controller.link_fragment()}"
    try:
        window.navigator.clipboard.writeText(link)
        controller.notify("info", t("notice.copied", controller.page.lang))
    except Exception:  # no clipboard permission: show the link to copy by hand
        controller.notify("info", f"{t('notice.copy-manual', controller.page.lang)} {link}")


def on_click(event: Any) -> None:
    """Route a click to the action, selection or command it carries."""
    target = event.target.closest("[data-action], [data-select], [data-unpick], "
                                  "[data-command]")
    if _absent(target):
        # A card that does nothing now opens large, to be read.
        card = event.target.closest(".board .card[data-card]")
        if not _absent(card) and _absent(event.target.closest(".zoom")):
            controller.zoom(str(card.dataset.card))
            render(event.timeStamp)
            _focus_zoom()
        return
    if target.disabled:
        return
    started = event.timeStamp
    action = _text(target.getAttribute("data-action"))
    select = _text(target.getAttribute("data-select"))
    unpick = _text(target.getAttribute("data-unpick"))
    command = _text(target.getAttribute("data-command"))
    if command == "count":
        return
    # Switching language redraws the start screen: keep what the player typed there.
    typed = _read_start_form() if command in ("en", "pt") else []
    try:
        if action:
            controller.act(action)
        elif select is not None:
            controller.select(select)
        elif unpick is not None:
            controller.unpick(unpick)
        elif command:
            _command(command, target)
    except Exception as error:
        _internal_error(error)
    render(started)
    _write_start_form(typed)
    _restore_focus(target)


def _read_start_form() -> list[tuple[str, str, bool]]:
    """Return the start screen's fields: (id, or name=value for a radio), value, checked."""
    fields = []
    for field in document.querySelectorAll(".start input, .start select"):
        key = str(field.id) or f"{field.name}={field.value}"
        checked = str(field.type) in ("radio", "checkbox") and bool(field.checked)
        fields.append((key, str(field.value), checked))
    return fields


def _write_start_form(fields: list[tuple[str, str, bool]]) -> None:
    for key, value, checked in fields:
        if "=" in key:
            name, _, choice = key.partition("=")
            radio = document.querySelector(f'input[name="{name}"][value="{choice}"]')
            if not _absent(radio):
                radio.checked = checked
        else:
            field = document.getElementById(key)
            if not _absent(field):
                field.value = value
    if fields:
        _show_seats(controller.start_count)


def _focus(element: Any) -> None:
    """Move the focus without scrolling: a tap must not make the page jump."""
    element.focus(to_js({"preventScroll": True}, dict_converter=window.Object.fromEntries))


def _restore_focus(clicked: Any) -> None:
    """Keep keyboard users in place: after a pick, the first piece it now makes a target
    (a floor for a die), else the same piece; after a command, the same control; otherwise
    the first control of the options panel."""
    if _text(clicked.getAttribute("data-select")):
        target = document.querySelector(".board .target[data-action], .board .target")
        if not _absent(target):
            _focus(target)
            return
    for attr in ("data-select", "data-unpick", "data-command"):
        value = _text(clicked.getAttribute(attr))
        if value == "rules-back":  # back from the rules: to the button that opened them
            value = "rules"
        if value:
            name = window.CSS.escape(value)
            again = document.querySelector(f'[data-select="{name}"], [data-unpick="{name}"], '
                                           f'[data-command="{name}"]')
            if not _absent(again):
                _focus(again)
                return
    panel = document.querySelector(".options button, .pass button, .start button, "
                                   ".rules-ref .back")
    if not _absent(panel):
        _focus(panel)


def on_context_menu(event: Any) -> None:
    """A long press (or right click) on a card opens it large instead of a menu."""
    card = event.target.closest(".board .card[data-card]")
    if not _absent(card):
        event.preventDefault()
        controller.zoom(str(card.dataset.card))
        render(event.timeStamp)
        _focus_zoom()


def _focus_zoom() -> None:
    """Put the focus on the open card's way back (the dialog is modal)."""
    back = document.querySelector('.zoom [data-command="zoom-close"]')
    if not _absent(back):
        _focus(back)


def on_change(event: Any) -> None:
    """Show as many seat rows as players chosen on the start screen; follow the replay's
    choices (round, viewer, speed) and read a records file chosen to import."""
    target = event.target
    if target.id == "count":
        controller.start_count = int(target.value)
        _show_seats(controller.start_count)
        return
    change = _text(target.getAttribute("data-change"))
    watching = controller.watching
    if change == "records-import":
        files = target.files
        if not _absent(files) and files.length:
            _run_task(_import_records(files.item(0)))
        return
    if watching is None or change is None:
        return
    value = str(target.value)
    if change == "replay-round":
        watching.playing = False
        watching.goto(int(value))
    elif change == "replay-viewer":
        watching.viewer = value
    elif change == "replay-speed":
        watching.speed = float(value)
    else:
        return
    render(event.timeStamp)
    _restore_focus(target)


def _show_seats(count: int) -> None:
    for row in document.querySelectorAll(".seat"):
        row.hidden = int(row.dataset.seat) > count


def on_key(event: Any) -> None:
    """Keyboard shortcuts: E end the phase, U undo, C confirm, Escape back to all actions;
    arrows through a replay."""
    global skip_pause
    tag = str(event.target.tagName).lower()
    if tag in ("input", "select", "textarea") or event.ctrlKey or event.metaKey or event.altKey:
        return
    key = str(event.key).lower()
    if controller.screen in ("replay", "records"):
        if not _watching_key(key):
            return
        event.preventDefault()
        render(event.timeStamp)
        return
    if key == "u":
        controller.undo()
    elif key == "e":
        controller.act("end")
    elif key == "c":
        if controller.bot_pending():
            skip_pause = True
        else:
            controller.confirm()
    elif key == "escape" and controller.page.zoom:
        controller.zoom("")
    elif key == "escape" and controller.screen == "rules":
        controller.close_rules()
    elif key == "escape" and controller.page.confirm_end:
        controller.page.confirm_end = ()
    elif key == "escape":
        controller.select("")
    else:
        return
    event.preventDefault()
    render(event.timeStamp)


#: The replay's keys: a step back or forward, to the start or the end.
REPLAY_KEYS = {"arrowleft": "replay-back", "arrowright": "replay-forward",
               "home": "replay-first", "end": "replay-last"}


def _watching_key(key: str) -> bool:
    """Keys of the replay (arrows, Home, End, Escape) and the records (Escape); return
    whether the key did anything."""
    if key == "escape":
        _command("records-back" if controller.screen == "records" else "replay-close", None)
    elif key in REPLAY_KEYS and controller.screen == "replay":
        _replay_command(REPLAY_KEYS[key], None)
    else:
        return False
    return True


#: The value of the die being dragged (drag events cannot read their data until the drop).
dragged = ""


def on_drag_start(event: Any) -> None:
    """A die is picked up (desktop): remember its value for the drop."""
    global dragged
    die = event.target.closest("[data-die]")
    if _absent(die):
        return
    dragged = str(die.dataset.die)
    event.dataTransfer.setData("text/plain", dragged)
    event.dataTransfer.effectAllowed = "move"


def _drop_target(event: Any) -> Any:
    """Return the piece under a drag that takes the dragged die, or None."""
    target = event.target.closest("[data-drop]")
    if _absent(target) or dragged not in json.loads(str(target.dataset.drop)):
        return None
    return target


def on_drag_over(event: Any) -> None:
    """Let a die be dropped only where it can go."""
    if _drop_target(event) is not None:
        event.preventDefault()
        event.dataTransfer.dropEffect = "move"


def on_drop(event: Any) -> None:
    """A die dropped on a floor or a card: play the move, or pick both when there are several."""
    global dragged
    target = _drop_target(event)
    if target is None:
        return
    event.preventDefault()
    started = event.timeStamp
    move = json.loads(str(target.dataset.drop))[dragged]
    dragged = ""
    try:
        if isinstance(move, str):
            controller.act(move)
        else:
            controller.pick([str(key) for key in move])
    except Exception as error:
        _internal_error(error)
    render(started)


def _open_link_in_address() -> bool:
    """Open a link in the address bar, if there is one; return whether there was.

    ``#g=`` opens a game to play, ``#r=`` its replay (the saved game stays, to go back
    to), ``#d=`` offers a friend's daily challenge.
    """
    fragment = address.link_fragment(str(window.location.hash or ""))
    if fragment.startswith("g="):
        controller.open_link(fragment, _stored(SAVE_KEY))
    elif fragment:
        if controller.game is None:
            _load_saved()
        if fragment.startswith("r="):
            controller.open_replay_code(fragment[2:])
        else:
            controller.offer_daily(fragment[2:])
    else:
        return False
    _forget_link()
    return True


def _forget_link() -> None:
    """Show the page's plain address: the game now lives in local storage, and a reload must
    not open the link again. (Where the browser refuses, a reload opens the same game.)"""
    try:
        window.history.replaceState(None, "", address.canonical_path(str(window.location.pathname)))
    except Exception as error:
        window.console.warn(f"The address keeps the link: {error}")


def on_hash_change(event: Any) -> None:
    """A link pasted into the address bar of an open page only changes its fragment."""
    try:
        if _open_link_in_address():
            render()
    except Exception as error:
        _internal_error(error)
        render()


def _boot() -> None:
    """Read storage and the address, listen to the page, and draw the first screen."""
    global last_saved
    last_saved = _stored(SAVE_KEY)
    _load_records()
    if not _open_link_in_address():
        _load_saved()
    app.classList.add("game-app")
    app.addEventListener("click", create_proxy(on_click))
    app.addEventListener("change", create_proxy(on_change))
    app.addEventListener("contextmenu", create_proxy(on_context_menu))
    app.addEventListener("dragstart", create_proxy(on_drag_start))
    app.addEventListener("dragover", create_proxy(on_drag_over))
    app.addEventListener("drop", create_proxy(on_drop))
    document.addEventListener("keydown", create_proxy(on_key))
    window.addEventListener("hashchange", create_proxy(on_hash_change))
    window.addEventListener("storage", create_proxy(on_storage))
    render()
    document.body.dataset.ffReady = "1"
    window.performance.mark("ff-ready")


try:
    _boot()
except Exception as error:  # web/boot.js tells the player; the details go to the console
    window.console.error("".join(traceback.format_exception(error)))
    window.ffBoot.fail("unexpected", str(error))
