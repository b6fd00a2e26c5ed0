"""Acting on the pieces: what the player has picked, and what each piece does if picked next.

Every legal action belongs to pieces of the board, its *subjects*: a die, a
floor, a card in the hand or the compound, a market slot, a contractor, the
hand cards it discards. The player picks pieces one after another (a die,
then a floor; a card, then the cards it discards), and the actions left are
those whose subjects hold every pick. A piece whose pick would leave a single
action plays it at once; one that leaves several narrows the choice; the
options panel lists what is left. Legality stays the engine's: picks only
filter ``legal_actions()``.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable
from typing import NamedTuple

from ffcore import BLUEPRINTS, Action
from ffcore.cards import DIE_CHANGES

#: Keys of the turn's own actions (end, pass, the Foreman's and limits' choices...).
TURN = "turn"


def subjects(action: Action) -> list[str]:
    """Return the keys of the pieces an action belongs to (a discarded card once a copy)."""
    kind = action.kind
    if kind == "place":
        return [f"die:{action.dice[0]}", f"floor:{action.choice}"]
    if kind == "build":
        return [f"hand:{action.card}", *(f"discard:{card}" for card in action.discards)]
    if kind == "activate":
        keys = [f"card:{action.card}"]
        inner = action.copy or action
        recipe = BLUEPRINTS[inner.card].recipes[0] if BLUEPRINTS[inner.card].recipes else None
        if recipe is not None and (recipe.dice or recipe.effect in DIE_CHANGES):
            keys += [f"die:{value}" for value in sorted(set(inner.dice))]
        keys += [f"discard:{card}" for card in inner.discards]
        if action.copy is not None:
            keys.append(f"market:{action.copy.card}")
        return keys
    if kind == "take":
        return [f"slot:{action.number}"]
    if kind == "hire":
        return [f"contractor:{action.number}", f"discard:{action.card}"]
    if kind == "refresh":
        return ["refresh"]
    return [TURN]


def group_actions(legal: Iterable[str]) -> dict[str, list[Action]]:
    """Return the legal actions filed under each subject key."""
    groups: dict[str, list[Action]] = defaultdict(list)
    for text in legal:
        action = Action.parse(text)
        for key in dict.fromkeys(subjects(action)):
            groups[key].append(action)
    return groups


def matches(action: Action, picks: Iterable[str]) -> bool:
    """Return whether an action holds every pick (a card picked twice: two such discards)."""
    return not Counter(picks) - Counter(subjects(action))


def candidates(legal: list[Action], picks: tuple[str, ...]) -> list[Action]:
    """Return the legal actions that hold every pick (all of them when nothing is picked)."""
    return [action for action in legal if matches(action, picks)]


class Choice(NamedTuple):
    """What picking a piece next does."""

    #: The action it plays at once ("" if none).
    action: str = ""
    #: The key it picks, to narrow the choice or to start a new one ("" if none).
    select: str = ""
    #: Whether it narrows the current picks (so it is shown as a target of them).
    target: bool = False


def choice_for(key: str, picks: tuple[str, ...], legal: list[Action],
               groups: dict[str, list[Action]]) -> Choice:
    """Return what picking the piece ``key`` does after ``picks``."""
    if picks:
        narrowed = candidates(legal, (*picks, key))
        if len(narrowed) == 1:
            return Choice(action=str(narrowed[0]), target=True)
        if narrowed:
            return Choice(select=key, target=True)
    if key in groups:
        return Choice(select=key)
    return Choice()
