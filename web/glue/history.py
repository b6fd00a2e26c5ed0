"""The browser's history kept in step with the router (router.py): an entry per screen on
the stack, each with the screen's own address, so that Back closes what the player
opened (Android's back gesture included) and Forward opens it again, without a reload.

Each entry made here carries ``{"ff": level}``, the stack's depth when it shows. After a
drawing, `sync` adds an entry for each screen opened, goes back over each closed, and
rewrites the entry of a screen replaced; `landed` tells the browser's Back and Forward
(events.py) from the page's own moves. Entries under the page's first (``HELD.base``,
where the page opened: ``router.base``) do not exist: a page opened from a shared link
leaves the site on Back, to the page that linked to it. What the browser's history holds is
the glue's to keep (held.py); the router is only read.
"""

from __future__ import annotations

from typing import Any

from glue import address
from glue.browser import js_object, page
from glue.held import HELD
from glue.render import app


def _state(level: int) -> Any:
    return js_object({"ff": level})


def _address(level: int) -> str:
    """Return the address of the screen at ``level`` of the stack (the plain address, for
    the game in play, whose save a reload resumes)."""
    window = page().window
    path = address.canonical_path(str(window.location.pathname))
    return path + str(window.location.search) + app().address(level)


def _write(method: str, level: int) -> bool:
    """Push or replace an entry; return whether the browser took it. An entry is rewritten
    only when what it holds changes: Safari refuses a page's hundred-and-first write in ten
    seconds, which a replay stepped through or a screen opened and closed quickly would
    reach. Where the browser refuses (that limit, a page in a frame, an address it will not
    show), the page goes on without it."""
    entry = (level, _address(level))
    if method == "replaceState" and entry == HELD.written:
        return True
    try:
        getattr(page().window.history, method)(_state(level), "", entry[1])
    except Exception as error:
        page().window.console.warn(f"The history keeps no entry here: {error}")
        return False
    HELD.written = entry
    return True


def start() -> None:
    """Make the page's entries for the screens the page opened on: a reload keeps the ones
    it had; a first visit gets one per screen from the depth the page opened at up
    (``router.base``: a shared link's screen, whose screens under it have none). The page
    puts each screen back where it was scrolled itself: the browser would do it before the
    screen is drawn again."""
    window = page().window
    window.history.scrollRestoration = "manual"
    router = app().router
    level = _level(window.history.state)
    if level:  # a reload: the entries under this one are the page's already
        HELD.base = 1
        HELD.level_shown = level
        _replace(router.depth)
        return
    HELD.base = HELD.level_shown = router.base
    _write("replaceState", router.base)
    _follow()


def _level(state: Any) -> int:
    try:
        return int(state.ff) if state is not None and state.ff is not None else 0
    except Exception:  # a state this page did not write
        return 0


def _replace(level: int) -> None:
    HELD.level_shown = level
    _write("replaceState", level)


def sync() -> None:
    """After a drawing: an entry per screen on the stack, the top one's address shown (the
    first time, the page's entries made: `start`)."""
    if not HELD.level_shown:
        start()
    else:
        _follow()


def _follow() -> None:
    window = page().window
    depth = app().router.depth
    while HELD.level_shown < depth:
        if not _write("pushState", HELD.level_shown + 1):
            # Refused: the entry showing stays the screen under, and the next drawing tries
            # again. Counted as made, a Back would later go past the page's own entries.
            return
        HELD.level_shown += 1
    if depth < HELD.level_shown:
        reach = max(depth, HELD.base)
        if reach < HELD.level_shown:
            HELD.own_moves += 1
            HELD.land_at = depth
            HELD.written = None
            window.history.go(reach - HELD.level_shown)
            HELD.level_shown = reach
            return
        HELD.base = depth
    _replace(depth)


def adopt() -> None:
    """The address changed by hand (a link pasted into an open page): the browser's new
    entry stands for the screen showing."""
    HELD.written = None
    _replace(HELD.level_shown)


def landed(state: Any) -> int:
    """The browser moved through the history to an entry of ``state``: return the level of
    the stack the player went Back or Forward to (0: a move of the page's own, or an entry
    it did not write)."""
    HELD.written = None  # another entry shows
    if HELD.own_moves:
        HELD.own_moves -= 1
        # Under the first entry: this entry becomes the screen's.
        if HELD.land_at < HELD.level_shown:
            HELD.base = HELD.land_at
        _replace(HELD.land_at)
        return 0
    level = _level(state)
    if level:
        HELD.level_shown = level
    return level
