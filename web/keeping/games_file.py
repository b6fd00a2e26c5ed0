"""Every game kept on this device as one file, to keep elsewhere or to carry to another device
(beside the records' file: record_book.py). The format, version 1::

    {"format": "fantastic-factories-games", "v": 1,
     "games": [{"played": 1765101234, "since": 1765000000, "from": "here",
                "save": {...a local save, saves.py...}}]}

Reading a file is checked as a link is: its shape by pydantic (loaded only when a file is
imported, as for a pasted JSON save: glue/perform.py), each game by replaying every move
(saves.read). The whole file is refused, with its reason's key in ui_text, before anything
is kept: a bad file changes nothing.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from functools import cache
from typing import Any, NamedTuple

from ffcore import Game
from keeping import saves
from keeping.games import Kept
from keeping.saves import Listed

FORMAT = "fantastic-factories-games"
VERSION = 1
#: The longest file read, in characters: a few hundred long games.
MAX_TEXT = 16_000_000
#: Games in one file at most.
MAX_GAMES = 1000


class GamesFileError(ValueError):
    """A games file the page refuses; ``key`` and ``params`` give the reason in ui_text, and
    ``cause`` why one of its games could not be opened (said as a link's would be)."""

    def __init__(self, key: str, cause: ValueError | None = None, **params: object) -> None:
        super().__init__(key)
        self.key = key
        self.cause = cause
        self.params = params


class Imported(NamedTuple):
    """One game of a file, checked: its save (as local storage keeps it), the game it holds,
    what the list says of it, and when it was played and first kept, and where."""

    save: str
    game: Game
    listed: Listed
    daily: str | None
    played: int
    since: int
    origin: str


def export(kept: Iterable[tuple[Kept, str]]) -> str:
    """Return the file of the games kept (each entry with its save)."""
    games = [{"played": entry.played, "since": entry.since, "from": entry.origin,
              "save": json.loads(save)} for entry, save in kept]
    return json.dumps({"format": FORMAT, "v": VERSION, "games": games}, ensure_ascii=False,
                      separators=(",", ":"))


def read(text: str) -> list[Imported]:
    """Return the games of a file, each checked; raise GamesFileError (needs pydantic)."""
    if len(text) > MAX_TEXT:
        raise GamesFileError("games.file.size", size=f"{MAX_TEXT // 1_000_000} MB")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise GamesFileError("games.file.json") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise GamesFileError("games.file.shape")
    version = data.get("v")
    if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
        raise GamesFileError("games.file.newer")
    from pydantic import ValidationError

    try:
        checked = _model().model_validate(data)
    except ValidationError as error:
        where = ".".join(str(part) for part in error.errors()[0]["loc"])
        raise GamesFileError("games.file.field", field=where) from None
    games = []
    for number, game in enumerate(checked.games, 1):
        save = json.dumps(game.save, ensure_ascii=False, separators=(",", ":"))
        try:
            played, seats = saves.read(save)
        except ValueError as error:  # BadCode, Refused
            raise GamesFileError("games.file.game", error, number=number) from None
        daily = saves.daily_of(save)
        games.append(Imported(save, played, saves.listing(played, seats),
                              daily.day.isoformat() if daily else None, game.played,
                              game.since, game.origin))
    return games


@cache
def _model() -> Any:
    """Return the pydantic model of a file (made on first use: pydantic loads only then)."""
    from typing import Literal

    from pydantic import BaseModel, ConfigDict, Field

    class GameInFile(BaseModel):
        model_config = ConfigDict(extra="forbid", populate_by_name=True)
        played: int = Field(ge=0)
        since: int = Field(ge=0)
        origin: Literal["here", "link"] = Field(alias="from")  # games.HERE, games.ELSEWHERE
        save: dict[str, Any]

    class File(BaseModel):
        model_config = ConfigDict(extra="forbid")
        format: Literal["fantastic-factories-games"]
        v: Literal[1]
        games: list[GameInFile] = Field(max_length=MAX_GAMES)

    return File
