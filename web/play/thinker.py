"""The bots' thinking off the page's thread (issue #107): a Web Worker with a Python of its
own (web/static/thinker.js) decides each bot's move, so that the page's one thread only
draws, and never holds a piece in motion while a bot thinks.

Both sides of it are here, as plain Python: the request the page sends (:func:`request`: the
game's setup, every action played and the seats) and the answer it gets (:class:`Answer`),
and the thinker the worker runs (:class:`Thinker`); glue/thinker.py binds the bots' turns'
`ThinkerPort` (bot_turns.py) to the worker. A decision is
the one the bot makes on the page (bot_turns.py): the same bot, seeded the same, from the
same position. Once it has answered, the thinker goes on to the position its answer leads
to, as the page does while a decided move waits for its pause.
"""

from __future__ import annotations

import json
import time
from typing import TYPE_CHECKING, Any, NamedTuple

from ffcore import Game, new_game
from play.bot_turns import AHEAD_DECISIONS, Position, SeatedBots, position
from play.seats import BOT_LEVELS

if TYPE_CHECKING:
    from ffcore.bots import Search


#: A decision's place: its game's setup (:func:`setup_of`) and its position in it (two games
#: begin at the same position, and may play the same moves).
Place = tuple[str, Position]


def setup_of(game: Game) -> str:
    """Return what tells a game's setup from another's: its names, The Machine and its seed."""
    return json.dumps([list(game.names), game.machine, game.seed])


def place_of(game: Game) -> Place:
    return setup_of(game), position(game)


class Answer(NamedTuple):
    """A bot's decision: where it is made, its move's text and the seconds it took."""

    place: Place
    action: str
    seconds: float

    def to_json(self) -> str:
        setup, (count, digest) = self.place
        return json.dumps({"setup": setup, "at": [count, digest], "action": self.action,
                           "seconds": round(self.seconds, 4)})

    @staticmethod
    def from_json(text: str) -> Answer:
        data = json.loads(text)
        count, digest = data["at"]
        return Answer((str(data["setup"]), (int(count), int(digest))), str(data["action"]),
                      float(data["seconds"]))


def request(game: Game, seats: list[str]) -> str:
    """Return the request for the decision of the bot to move in ``game``."""
    return json.dumps({"names": list(game.names), "machine": game.machine, "seed": game.seed,
                       "actions": game.action_texts(), "seats": seats})


class Thinker:
    """The worker's side: the game of the last request and the bots of its seats; the
    decision under way, and the line of positions it has decided, from the one last asked
    for to at most `AHEAD_DECISIONS` after it (a page that asks for a position decided ahead
    moves the window on)."""

    def __init__(self) -> None:
        self._game: Game | None = None
        self._seats: list[str] = []
        self._bots = SeatedBots([])
        #: The positions decided on this line, the first of them the one last asked for.
        self._line: list[Position] = []
        #: The position to decide next (None: a person moves there, or the game is over),
        #: its search once begun, and the seconds spent on it.
        self._next: Game | None = None
        self._search: Search | None = None
        self._seconds = 0.0

    def ask(self, text: str) -> None:
        """Take a request (:func:`request`): decide for its position next, unless it is
        decided already or under way."""
        data: dict[str, Any] = json.loads(text)
        game = self._synced(data)
        at = position(game)
        if at in self._line:
            del self._line[:self._line.index(at)]
        elif self._next is not None and position(self._next) == at:
            self._line = []
        else:
            self._line, self._next, self._search, self._seconds = [], game.copy(), None, 0.0

    def busy(self) -> bool:
        """Return whether a decision waits to be made."""
        return self._next is not None and len(self._line) < AHEAD_DECISIONS

    def step(self, seconds: float) -> str | None:
        """Think for about ``seconds``; return the answer (:meth:`Answer.to_json`) once the
        decision is made, and move on to the position it leads to."""
        game = self._next
        if game is None or not self.busy():
            return None
        started = time.perf_counter()
        if self._search is None:
            name = game.current_player
            if name is None or self._seats[game.names.index(name)] not in BOT_LEVELS:
                self._next = None  # a person moves here, or the game is over
                return None
            self._search = self._bots.search(game, name)
            done = False  # setting a search up is a step of its own, as on the page
        else:
            done = self._search.step(seconds)
        self._seconds += time.perf_counter() - started
        if not done:
            return None
        action = self._search.best()
        answer = Answer(place_of(game), str(action), self._seconds)
        self._line.append(position(game))
        after = game.copy()
        after.apply(action)
        self._next, self._search, self._seconds = after, None, 0.0
        return answer.to_json()

    def _synced(self, data: dict[str, Any]) -> Game:
        """Return this thinker's game at the request's position: the last one carried on
        where the request goes on from it, else a new one (and new bots for new seats)."""
        names, machine, seed = list(data["names"]), data["machine"], int(data["seed"])
        actions: list[str] = list(data["actions"])
        seats: list[str] = list(data["seats"])
        game = self._game
        if game is None or (list(game.names), game.machine, game.seed) != (names, machine, seed) \
                or game.action_texts() != actions[:game.action_count]:
            game = new_game(names, seed=seed, machine=machine)
        for text in actions[game.action_count:]:
            game.apply(text)
        if seats != self._seats or game is not self._game:
            self._bots = SeatedBots(seats)
        self._game, self._seats = game, seats
        return game
