"""The page's inputs, turned into messages (messages.py) for the loop (loop.py): the player's
clicks, keys, drags and changes (commands: screens' `Event`), Back and Forward, a link pasted
into the address bar, and another tab's storage.

Handlers read the event and the elements it touches only while they run, and keep plain
values (CONTRIBUTING.md: browser objects are borrowed, never kept).
"""

from __future__ import annotations

import json
from typing import Any

from glue import address, focus, history, perform
from glue.browser import absent, page, report, text
from glue.held import HELD
from glue.loop import run
from glue.render import app
from keeping import games_file, record_book
from screens import FIELD, Event
from shell.messages import AddressChanged, Command, Failed, HistoryMoved, OtherTab

#: What a click on each kind of control is: its attribute, and the command it gives.
PIECES = (("data-action", "act"), ("data-select", "select"), ("data-unpick", "unpick"))
#: Keys that move the focus within a group of pieces (``data-arrows``): by how much.
ARROWS = {"arrowright": 1, "arrowdown": 1, "arrowleft": -1, "arrowup": -1}
#: The file fields (``data-change``) whose file's text goes to the command of that name,
#: and the most characters read of it.
FILES = {"records-import": record_book.MAX_TEXT, "games-import": games_file.MAX_TEXT}
#: A card that does nothing now opens large on these keys, as on a click.
OPEN_KEYS = ("enter", " ")


def dispatch(event: Event, started: float | None = None) -> None:
    """Give the player's command to the loop."""
    run(Command(event), started)


def on_click(event: Any) -> None:
    """Route a click to the action, pick or command of the control clicked; a card that
    does nothing now opens large, to be read (saying why it does nothing), and another
    such piece says why. A click on a dialog's backdrop closes it."""
    # Enter and Space on a button click it too, with no pointer (detail 0).
    HELD.by_keys = int(event.detail or 0) == 0
    target = event.target.closest("[data-action], [data-select], [data-unpick], "
                                  "[data-command]")
    if absent(target):
        if str(event.target.tagName) == "DIALOG" and text(event.target.dataset.close):
            dispatch(Event(str(event.target.dataset.close)), event.timeStamp)
            return
        if not absent(event.target.closest("dialog")):
            return
        card = event.target.closest(".board .card[data-card]")
        if not absent(card):
            _open_card(str(card.dataset.card), event.timeStamp, text(card.dataset.why))
            return
        idle = event.target.closest(".board [data-why]")
        if not absent(idle):
            dispatch(Event("why", {"piece": str(idle.dataset.why)}), event.timeStamp)
        return
    if target.disabled:
        return
    dispatch(_command_of(target), event.timeStamp)


def _command_of(target: Any) -> Event:
    """Return the command a control gives, with its data and the screen's fields."""
    for attribute, name in PIECES:
        value = text(target.getAttribute(attribute))
        if value is not None and (value or name == "select"):
            return Event(name, {name if name != "act" else "action": value})
    data = {str(key): str(value) for key, value in page().window.Object.entries(target.dataset)}
    return Event(data.get("command", ""), data, _form())


def _form() -> dict[str, str]:
    """Return the screen's fields: each by its id, a radio group by its name (the value
    checked)."""
    fields: dict[str, str] = {}
    for field in page().document.querySelectorAll("#app input, #app select"):
        if str(field.type) == "radio":
            if field.checked:
                fields[str(field.name)] = str(field.value)
        elif str(field.type) == "checkbox":
            fields[str(field.id)] = "on" if field.checked else ""
        elif str(field.id):
            fields[str(field.id)] = str(field.value)
    return fields


def take_over_painted_fields() -> None:
    """Keep the fields the player changed on the start screen painted before Python was ready
    (web/static/paint.js), through the update as any change. The others stay the engine's: a daily
    link's level, say, which the painted screen could not know. A painted board was inert."""
    painted: Any = getattr(page().window, "ffPainted", None)
    if absent(painted) or app().screen.name != "start":
        return
    touched = {str(key) for key in painted.touched}
    if touched:
        form = _form()
        dispatch(Event(FIELD, form={key: value for key, value in form.items()
                                    if key in touched}))


def take_over_painted_command() -> None:
    """Carry out the command last pressed on the painted start screen, once the engine has
    drawn that screen again (its fields as the player left them), through the update."""
    painted: Any = getattr(page().window, "ffPainted", None)
    if absent(painted) or app().screen.name != "start" or absent(painted.pending):
        return
    pending = painted.pending
    data = {str(key): str(value) for key, value in pending.data.to_py().items()}
    dispatch(Event(str(pending.command), data, _form()))


def _open_card(slug: str, started: float, why: str | None = None) -> None:
    """Open a card large (a modal dialog: it takes the focus), with why it cannot act now
    when it is a piece that cannot (``why``: its key)."""
    dispatch(Event("zoom", {"card": slug, "why": why or ""}), started)


def on_context_menu(event: Any) -> None:
    """A long press (or right click) on a card opens it large instead of a menu."""
    card = event.target.closest(".board .card[data-card]")
    if not absent(card):
        event.preventDefault()
        _open_card(str(card.dataset.card), event.timeStamp)


def on_change(event: Any) -> None:
    """A field changed: the screen's own change (``data-change``: the replay's round, viewer
    and speed, a setting, a records or games file chosen to import), else the screen's
    fields, which the screen keeps (what a player typed is theirs whatever is drawn next)."""
    target = event.target
    change = text(target.getAttribute("data-change"))
    if change in FILES:
        files = target.files
        if not absent(files) and files.length:
            perform.run_task(_read_file(files.item(0), change, FILES[change]))
    elif change:
        dispatch(Event(change, {"value": str(target.value)}), event.timeStamp)
    else:
        dispatch(Event(FIELD, form=_form()), event.timeStamp)


async def _read_file(file: Any, command: str, most: int) -> None:
    """Hand a chosen file's text to its command (a records file, a games file); a bad one is
    explained and changes nothing."""
    try:
        # Read no more than such a file can hold: a larger one is refused as too large.
        content = await file.slice(0, most + 1).text()
    except Exception as error:
        report(error)
        run(Failed(str(error)))
        return
    dispatch(Event(command, {"text": str(content)}))


def on_key(event: Any) -> None:
    """The screen's keys (screens' KEYS): E ends the phase, U undoes, C confirms, O opens
    the card that has the focus, Escape backs out; arrows, Home and End move within a
    group of pieces, or through a replay. Enter and Space open a card that does nothing."""
    tag = str(event.target.tagName).lower()
    if tag in ("input", "select", "textarea") or event.ctrlKey or event.metaKey or event.altKey:
        return
    HELD.by_keys = True
    key = str(event.key).lower()
    if key == "tab" and focus.wrap_in_dialog(event.target, bool(event.shiftKey)):
        event.preventDefault()
        return
    if _move_in_group(event.target, key):
        event.preventDefault()
        return
    card = event.target.closest("[data-card]")
    slug = "" if absent(card) else str(card.dataset.card)
    if key in OPEN_KEYS and slug and tag != "button":
        event.preventDefault()
        _open_card(slug, event.timeStamp, text(card.dataset.why))
        return
    name = app().key_command(key)
    if name is None:
        return
    event.preventDefault()
    dispatch(Event(name, {"card": slug} if slug else {}), event.timeStamp)


def _move_in_group(target: Any, key: str) -> bool:
    """Move the focus within a group of pieces (``data-arrows``) by an arrow key, to its
    first or last by Home and End (wrapping around); return whether it moved."""
    group = target.closest("[data-arrows]")
    if absent(group) or (key not in ARROWS and key not in ("home", "end")):
        return False
    items = focus.tabbable(group)
    if len(items) < 2 or target not in items:
        return False
    at = items.index(target)
    to = 0 if key == "home" else len(items) - 1 if key == "end" else \
        (at + ARROWS[key]) % len(items)
    focus.show(items[to])
    return True


def on_drag_start(event: Any) -> None:
    """A die is picked up (desktop): remember its value for the drop."""
    die = event.target.closest("[data-die]")
    if absent(die):
        return
    HELD.dragged = str(die.dataset.die)
    event.dataTransfer.setData("text/plain", HELD.dragged)
    event.dataTransfer.effectAllowed = "move"


def _drops(event: Any) -> dict[str, Any] | None:
    """Return what dropping the dragged die on the piece under the drag does, per value
    (None when it takes no die)."""
    target = event.target.closest("[data-drop]")
    if absent(target):
        return None
    drops: dict[str, Any] = json.loads(str(target.dataset.drop))
    return drops if HELD.dragged in drops else None


def on_drag_over(event: Any) -> None:
    """Let a die be dropped only where it can go."""
    if _drops(event) is not None:
        event.preventDefault()
        event.dataTransfer.dropEffect = "move"


def on_drop(event: Any) -> None:
    """A die dropped on a floor or a card: play the move, or pick both when there are several."""
    drops = _drops(event)
    if drops is None:
        return
    event.preventDefault()
    move = drops[HELD.dragged]
    HELD.dragged = ""
    if isinstance(move, str):
        dispatch(Event("act", {"action": move}), event.timeStamp)
    else:
        dispatch(Event("pick", {"picks": " ".join(str(key) for key in move)}), event.timeStamp)


def on_popstate(event: Any) -> None:
    """Back or Forward: close the screens above the entry reached, or open again those
    Back closed (not the page's own moves through the history)."""
    level = history.landed(event.state)
    if level:
        run(HistoryMoved(level))


def on_hash_change(event: Any) -> None:
    """A link pasted into the address bar of an open page only changes its fragment: the
    browser's new entry stands for the screen showing, and the link opens."""
    fragment = address.link_fragment(str(page().window.location.hash or ""))
    history.adopt()  # which writes the address of the screen showing
    run(AddressChanged(fragment))


def on_storage(event: Any) -> None:
    """Another tab changed what is kept: its saved game is offered rather than overwritten
    later."""
    run(OtherTab(text(event.key) or "", text(event.newValue)))
