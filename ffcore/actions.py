"""Actions: small immutable values, each with one canonical text.

``str(action)`` gives the text and :meth:`Action.parse` reads it back, like a
chess move in UCI. The same text appears in logs, tests, saves and the UI.

The texts, one per kind::

    refresh blueprints metal          pay 1 metal (or energy) to renew a market row
    take 2                            take the blueprint in market slot 2
    hire 3 biolab p2                  hire contractor 3, discarding a Biolab; p2 gains too
    pass                              neither take nor hire is possible
    set 6 / roll                      Foreman: fix one die to 6 / roll the others
    specialist 4                      give the Specialist's die the value 4
    place 5 research                  put a 5 on a headquarters floor
    build obelisk discard biolab      build from hand, discarding a same-tool card
    activate harvester 3 3 energy     activate a card with dice, discards and choices
    activate replicator biolab 1      Replicator names the market card it copies
    end                               finish the work phase
    discard biolab / discard 2m1e     meet the hand and resource limits
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .cards import BLUEPRINTS, FLOORS
from .errors import IllegalAction

_AMOUNTS = re.compile(r"(\d{1,3})m(\d{1,3})e")
_CHOICES = ("metal", "energy", "draw")
_ROWS = ("blueprints", "contractors")


class Action(NamedTuple):
    """One move. Fields not used by a kind keep their defaults."""

    kind: str
    #: The card built, activated or discarded; for ``hire``, the hand card paid.
    card: str = ""
    #: Die values the action places, or acts on (training cards).
    dice: tuple[int, ...] = ()
    #: Hand cards discarded as an activation cost.
    discards: tuple[str, ...] = ()
    #: A floor, a market row, or a card's output choice.
    choice: str = ""
    #: A market slot (1-4) or a die value (Foreman, Specialist, Golem, Mega Factory).
    number: int = 0
    #: The opponent's seat (1-based) who shares a contractor's gift; 0 for none.
    target: int = 0
    #: Metal and energy paid (refresh), gained (Black Market) or discarded (limit).
    amounts: tuple[int, int] = (0, 0)
    #: What Replicator copies.
    copy: Action | None = None

    def __str__(self) -> str:
        kind = self.kind
        if kind == "activate":
            return "activate " + self._activation_text()
        if kind in ("take", "set", "specialist"):
            return f"{kind} {self.number}"
        if kind == "place":
            return f"place {self.dice[0]} {self.choice}"
        if kind == "build":
            return f"build {self.card} discard {self.discards[0]}"
        if kind == "hire":
            target = f" p{self.target}" if self.target else ""
            return f"hire {self.number} {self.card}{target}"
        if kind == "refresh":
            return f"refresh {self.choice} {'metal' if self.amounts[0] else 'energy'}"
        if kind == "discard":
            return f"discard {self.card}" if self.card else f"discard {_amounts(self.amounts)}"
        return kind

    def _activation_text(self) -> str:
        if self.copy is not None:
            return f"{self.card} {self.copy._activation_text()}"
        parts = [self.card, *map(str, self.dice)]
        if self.discards:
            parts += ["discard", *self.discards]
        if self.choice:
            parts.append(self.choice)
        if self.number:
            parts += ["die", str(self.number)]
        if self.kind == "activate" and self.card == "black-market":
            parts.append(_amounts(self.amounts))
        return " ".join(parts)

    @classmethod
    def parse(cls, text: str) -> Action:
        """Return the action a canonical text describes; raise IllegalAction if unreadable."""
        if not isinstance(text, str):
            raise IllegalAction("unreadable", variant="type")
        words = text.strip().lower().split()
        try:
            action = _parse(words)
        except (IndexError, ValueError):
            action = None
        if action is None:
            shown = text if len(text) <= 60 else text[:57] + "..."
            raise IllegalAction("unreadable", text=shown)
        return action


def _amounts(amounts: tuple[int, int]) -> str:
    return f"{amounts[0]}m{amounts[1]}e"


def _card(word: str) -> str:
    if word not in BLUEPRINTS:
        raise ValueError(word)
    return word


def _number(word: str, low: int, high: int) -> int:
    if not word.isdigit() or not low <= int(word) <= high:
        raise ValueError(word)
    return int(word)


def _parse(words: list[str]) -> Action | None:
    kind, rest = words[0], words[1:]
    if kind in ("pass", "roll", "end") and not rest:
        return Action(kind)
    if kind == "take" and len(rest) == 1:
        return Action(kind, number=_number(rest[0], 1, 4))
    if kind in ("set", "specialist") and len(rest) == 1:
        return Action(kind, number=_number(rest[0], 1, 6))
    if kind == "place" and len(rest) == 2 and rest[1] in FLOORS:
        return Action(kind, dice=(_number(rest[0], 1, 6),), choice=rest[1])
    if kind == "build" and len(rest) == 3 and rest[1] == "discard":
        return Action(kind, card=_card(rest[0]), discards=(_card(rest[2]),))
    if kind == "hire" and len(rest) in (2, 3):
        target = 0
        if len(rest) == 3:
            if not rest[2].startswith("p"):
                return None
            target = _number(rest[2][1:], 1, 5)
        return Action(kind, number=_number(rest[0], 1, 4), card=_card(rest[1]), target=target)
    if kind == "refresh" and len(rest) == 2 and rest[0] in _ROWS and rest[1] in _CHOICES[:2]:
        return Action(kind, choice=rest[0], amounts=(1, 0) if rest[1] == "metal" else (0, 1))
    if kind == "discard" and len(rest) == 1:
        match = _AMOUNTS.fullmatch(rest[0])
        if match:
            return Action(kind, amounts=(int(match[1]), int(match[2])))
        return Action(kind, card=_card(rest[0]))
    if kind == "activate" and rest:
        return _parse_activation(rest, nested=False)
    return None


def _parse_activation(words: list[str], nested: bool) -> Action | None:
    card = _card(words[0])
    if card == "replicator" and not nested and len(words) > 1:
        copy = _parse_activation(words[1:], nested=True)
        return None if copy is None else Action("activate", card=card, copy=copy)
    rest = words[1:]
    dice: list[int] = []
    while rest and rest[0].isdigit():
        dice.append(_number(rest.pop(0), 1, 6))
    discards: list[str] = []
    if rest and rest[0] == "discard":
        rest.pop(0)
        while rest and rest[0] in BLUEPRINTS:
            discards.append(rest.pop(0))
        if not discards:
            return None
    choice = rest.pop(0) if rest and rest[0] in _CHOICES else ""
    number = 0
    if rest and rest[0] == "die":
        number = _number(rest[1], 1, 6)
        rest = rest[2:]
    amounts = (0, 0)
    if card == "black-market":
        match = _AMOUNTS.fullmatch(rest.pop(0)) if rest else None
        if match is None:
            return None
        amounts = (int(match[1]), int(match[2]))
    if rest:
        return None
    # No recipe cares about order, so dice and discards are kept sorted, as legal_actions()
    # lists them: "3 1 2" and "1 2 3" are the same move.
    return Action("activate", card=card, dice=tuple(sorted(dice)),
                  discards=tuple(sorted(discards)), choice=choice, number=number,
                  amounts=amounts)


#: Actions with no fields, shared to save allocations.
END = Action("end")
ROLL = Action("roll")
PASS = Action("pass")
