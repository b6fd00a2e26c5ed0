"""Local storage (and the tab's own, session storage) as the app's `Store` (store.py):
blocked by the browser (it throws on the first touch, even reading ``window.localStorage``),
or full (a write throws)."""

from __future__ import annotations

from typing import Any

from glue.browser import text


class BrowserStore:
    """The browser's local storage (or ``kind``, its session storage); every read and write
    survives the browser refusing."""

    def __init__(self, window: Any, kind: str = "localStorage") -> None:
        self._storage: Any = None
        self._object = window.Object
        try:
            storage = getattr(window, kind)
            storage.setItem("ff-probe", "1")
            storage.removeItem("ff-probe")
            self._storage = storage
        except Exception:  # site data blocked
            pass
        self.blocked = self._storage is None

    def get(self, key: str) -> str | None:
        if self._storage is None:
            return None
        try:
            return text(self._storage.getItem(key))
        except Exception:  # storage can be disabled by the browser meanwhile
            return None

    def put(self, key: str, value: str | None) -> bool:
        if self._storage is None:
            return False
        try:
            if value is None:
                self._storage.removeItem(key)
            else:
                self._storage.setItem(key, value)
        except Exception:  # a full storage must not break the game: the player is told
            return False
        return True

    def keys(self) -> list[str] | None:
        if self._storage is None:
            return None
        try:  # in one call, rather than one call a key
            return [str(key) for key in self._object.keys(self._storage).to_py()]
        except Exception:  # storage disabled meanwhile
            return None
