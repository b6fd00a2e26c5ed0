"""The focus policy: a redraw never takes the focus away from a keyboard player.

Every redraw replaces the screen's elements, and the browser then puts the focus on the
page's body: the next Tab would start again at the top. So the glue names the focused
control before a redraw (by what it does, not by the element, which is about to go) and
gives the focus back to the control that does the same afterwards. When that control is
gone, the focus goes to the screen's first visible control, never to a hidden one.
"""

from __future__ import annotations

from typing import Any

from glue.browser import absent, focus, js_object, page, text

#: What names a control across redraws, most precise first.
NAMING = ("id", "data-action", "data-select", "data-unpick", "data-command", "data-card",
          "data-change")
#: Where the focus goes when the control used is gone: the screen's first controls.
FIRST_CONTROLS = (".zoom button, .confirm-end button, .options button, .pass button, "
                  ".start button, .rules-ref .back, .replay button, .records button, "
                  "#app button")


def held() -> tuple[str, int] | None:
    """Name the control that has the focus inside the app: a selector and which of its
    matches it is (None when the focus is elsewhere)."""
    current = page()
    if not _in_app():
        return None
    active = current.document.activeElement
    for attribute in NAMING:
        value = text(active.getAttribute(attribute))
        if value:
            selector = _selector(attribute, value)
            matches = list(current.root.querySelectorAll(selector))
            index = next((n for n, element in enumerate(matches) if element == active), 0)
            return selector, index
    return None


def _selector(attribute: str, value: str) -> str:
    escaped = page().window.CSS.escape(value)
    return f"#{escaped}" if attribute == "id" else f'[{attribute}="{escaped}"]'


def give_back(name: tuple[str, int] | None) -> None:
    """After a redraw, give the focus back to the control named before it, else (when the
    focus had been in the app) to the screen's first visible control."""
    if name is None or _in_app():
        return
    selector, index = name
    matches = [element for element in page().root.querySelectorAll(selector)
               if visible(element)]
    if matches:
        focus(matches[min(index, len(matches) - 1)])
    else:
        first_control()


def first_control() -> None:
    """Focus the screen's first visible control (a dialog's first, when one is open)."""
    for element in page().root.querySelectorAll(FIRST_CONTROLS):
        if visible(element) and not element.disabled:
            focus(element)
            element.scrollIntoView(js_object({"block": "nearest"}))
            return


def to(selector: str) -> bool:
    """Focus the first visible element matching ``selector``; return whether there was one."""
    for element in page().root.querySelectorAll(selector):
        if visible(element):
            focus(element)
            return True
    return False


def visible(element: Any) -> bool:
    """Return whether an element is drawn (not hidden by CSS, nor inside a hidden parent)."""
    return bool(element.getClientRects().length)


def _in_app() -> bool:
    current = page()
    active = current.document.activeElement
    return not absent(active) and bool(current.root.contains(active)) \
        and active != current.root
