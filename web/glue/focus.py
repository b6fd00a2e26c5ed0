"""The focus policy: after every drawing the keyboard focus is on a visible control, in view.

The drawing is morphed into the page (render.py): a control that stays in the new markup is
the same element, and keeps the focus by itself. So the focus moves only where the player's
command, or what opened and closed, asks it to, in this order:

1. a modal dialog that shows (opened with ``showModal()``: the rest of the page is inert)
   takes it, on its ``autofocus`` control when it opens (Tab stays inside it: see
   `wrap_in_dialog`);
2. the control the screen asks for after the command just carried out
   (`Screen.focus_after`, the screens' ``FOCUS`` tables);
3. the control that opened what just closed: a dialog, or a screen of the stack (Back
   and Close both return there; a screen closed and drawn again is made of new elements,
   so an opener is named by what it does, `held`);
4. the control that has the focus, if the drawing kept it;
5. the screen's first sensible control (`Screen.focus_home`), then its first visible one,
   when the control that had it is gone.

A drawing nobody asked for (a bot's move, a suggestion arriving) moves the focus only if the
control that had it is gone; a new screen always takes it to its own first control. The
control is scrolled into view when the player uses keys (a tap must not make the page jump).
Only plain values are kept between drawings (CONTRIBUTING.md: browser objects are borrowed).
"""

from __future__ import annotations

from typing import Any

from pyodide.ffi import to_js

from glue.browser import absent, focus, js_object, page, text
from glue.held import HELD, Before, Name
from screens import FIELD, Event, Screen

#: What names a control across drawings, most precise first.
NAMING = ("id", "data-action", "data-select", "data-unpick", "data-command", "data-card",
          "data-change")
#: Any control a keyboard player can reach, for the last resort.
CONTROLS = "button, a[href], input, select, textarea, [tabindex]"


def before(screen: Screen, depth: int) -> Before:
    """Name what has the focus now, before a drawing."""
    return Before(held(), screen, depth, _open_dialog() is not None)


def held() -> Name | None:
    """Name the control that has the focus inside the app (None when it is elsewhere)."""
    current = page()
    if not _in_app():
        return None
    active = current.document.activeElement
    for attribute in NAMING:
        value = text(active.getAttribute(attribute))
        if value is not None and (value or attribute == "data-select"):
            selector = attribute_selector(attribute, value)
            matches = list(current.root.querySelectorAll(selector))
            index = next((n for n, element in enumerate(matches) if element == active), 0)
            return selector, index
    return None


def attribute_selector(attribute: str, value: str) -> str:
    """Return a CSS selector of the elements whose ``attribute`` is ``value``."""
    escaped = str(page().window.CSS.escape(value))
    return f"#{escaped}" if attribute == "id" else f'[{attribute}="{escaped}"]'


def settle(was: Before, screen: Screen, depth: int, cause: Event | None) -> None:
    """Put the focus where it belongs after a drawing caused by ``cause`` (None: not by the
    player), and open the dialog drawn as a modal one."""
    dialog = _open_dialog()
    if dialog is not None and not dialog.open:
        dialog.showModal()
    asked = _names(screen.focus_after(cause))
    if screen is not was.screen:
        _to_first(_new_screen(was, screen, depth), page().root, reveal=screen.REVEAL)
        return
    if dialog is not None:
        if not was.dialog:  # just opened, by the control that had the focus
            HELD.dialog_opener = was.held
        if not dialog.contains(page().document.activeElement):
            _to_first([("[autofocus]", 0), ("button", 0)], dialog)
        return
    if was.dialog:  # just closed: back to what opened it
        asked += [HELD.dialog_opener] if HELD.dialog_opener is not None else []
        HELD.dialog_opener = None
    elif not asked and (_kept() or (cause is None and was.held is None)
                        or (cause is not None and cause.name == FIELD)):
        # The control that had it is still there, or the focus was not ours to keep, or the
        # player is leaving a field (its change comes before the next control has the focus).
        return
    _to_first(asked + _names(screen.focus_home()), page().root, reveal=screen.REVEAL)


def _new_screen(was: Before, screen: Screen, depth: int) -> list[Name]:
    """Return where the focus goes when another screen shows: back to the control that
    opened it when a screen closed, else the new screen's first controls."""
    wanted: list[Name] = []
    if depth < was.depth:
        opener = HELD.screen_openers.pop(depth, None)
        wanted += [opener] if opener else []
    elif depth > was.depth:
        HELD.screen_openers[was.depth] = was.held
    for level in [level for level in HELD.screen_openers if level > depth]:
        del HELD.screen_openers[level]
    return wanted + _names(screen.focus_home())


def _names(selectors: tuple[str, ...]) -> list[Name]:
    return [(selector, 0) for selector in selectors]


def _to_first(wanted: list[Name], scope: Any, *, reveal: bool = False) -> None:
    """Focus the first visible, enabled control ``wanted`` names in ``scope``, else its first
    visible control; scroll to it for a player using keys (``reveal``: whatever the input).
    (The search is one call of web/static/morph.js's ``ffFirstShown``: from Python, every element
    looked at would be a crossing into JavaScript, several milliseconds a drawing on a phone.)"""
    element = page().window.ffFirstShown(scope, to_js([*wanted, (CONTROLS, 0)]))
    if not absent(element):
        show(element, reveal=reveal)


def tabbable(scope: Any) -> list[Any]:
    """Return the controls Tab reaches in ``scope``, in order (none ordered by tabindex)."""
    return [element for element in scope.querySelectorAll(CONTROLS)
            if visible(element) and not element.matches(":disabled") and element.tabIndex >= 0]


def wrap_in_dialog(target: Any, backwards: bool) -> bool:
    """Keep Tab inside the modal dialog that shows: from its last control to its first
    (Shift+Tab: first to last), rather than out to the browser's own controls; return
    whether the focus was moved."""
    dialog = _open_dialog()
    if dialog is None or not dialog.open:
        return False
    items = tabbable(dialog)
    if not items:
        return False
    edge = items[0] if backwards else items[-1]
    if target != edge and dialog.contains(target):
        return False
    show(items[-1] if backwards else items[0])
    return True


def show(element: Any, *, reveal: bool = False) -> None:
    """Focus ``element`` and, for a player using keys (``reveal``: any player), scroll it
    into view."""
    focus(element)
    if HELD.by_keys or reveal:
        element.scrollIntoView(js_object({"block": "nearest", "inline": "nearest"}))


def visible(element: Any) -> bool:
    """Return whether an element is drawn (not hidden by CSS, nor inside a hidden parent);
    as web/static/morph.js's ``ffShown``, which needs the page's style but not its layout."""
    return bool(page().window.ffShown(element))


def _open_dialog() -> Any:
    """Return the dialog the screen draws (a modal one), or None."""
    dialog = page().root.querySelector("dialog")
    return None if absent(dialog) else dialog


def _kept() -> bool:
    """Return whether the focus is on a visible, enabled control of the app (the drawing
    kept the element that had it)."""
    active = page().document.activeElement
    return _in_app() and visible(active) and not active.matches(":disabled")


def _in_app() -> bool:
    current = page()
    active = current.document.activeElement
    return not absent(active) and bool(current.root.contains(active)) \
        and active != current.root
