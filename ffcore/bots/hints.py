"""One-line reasons for a bot's choice, as message ids with parameters.

The English catalogue lives here; a translation adds the same keys to its
own catalogue. :func:`reason_for` picks the reason that best explains an
action, given the state the bot decided on and the rest of its plan.
"""

from __future__ import annotations

from typing import NamedTuple

from ..actions import Action
from ..cards import BLUEPRINTS, CONTRACTORS, DICE_HELP
from ..state import State

MESSAGES_EN: dict[str, str] = {
    "hint.only": "It is the only thing you can do now.",
    "hint.random": "A random legal move.",
    "hint.take-build": "Take {card}: with your {partner} you can build it soon.",
    "hint.take-card": "Take {card}: a blueprint to build or spend later.",
    "hint.hire": "Hire {contractor}: {benefit}",
    "hint.refresh": "Nothing in the market suits you; pay 1 {resource} for new {row}.",
    "hint.pass": "You can neither take nor hire, so you pass.",
    "hint.set": "Set a die to {value}: your plan for this round uses it.",
    "hint.roll": "Roll the remaining dice.",
    "hint.specialist": "Give the Specialist's die a {value}: it fits your plan best.",
    "hint.place-for-build": "Put the {value} on {floor}: that pays for building {card}.",
    "hint.place": "Put the {value} on {floor}: {gain}",
    "hint.build-goods": "Build {card}: it will make goods in the rounds to come.",
    "hint.build-prestige": "Build {card} for {prestige} prestige.",
    "hint.build-end": "Build {card}: your tenth card ends the game next round while you lead.",
    "hint.build-engine": "Build {card}: it strengthens your engine.",
    "hint.activate-goods": "Use {card} to make {goods} goods now.",
    "hint.activate-dice": "Use {card} to get the dice your plan needs.",
    "hint.activate": "Use {card}: {gain}",
    "hint.end": "Nothing else this turn is worth its cost; end your turn.",
    "hint.discard": "You must end the round with at most 12 resources and 10 blueprints; "
                    "this loses the least.",
    # Benefits and gains inside the sentences above.
    "gain.metal": "it gives metal for building.",
    "gain.energy": "it gives energy.",
    "gain.cards": "it draws new blueprints.",
    "gain.resources": "it turns spare things into useful resources.",
    "benefit.architect": "three more blueprints.",
    "benefit.electrician": "5 energy.",
    "benefit.engineer": "a free building.",
    "benefit.foreman": "you choose your dice this round.",
    "benefit.hired-hands": "two extra dice this round.",
    "benefit.investor": "metal and energy worth a whole card.",
    "benefit.miner": "3 metal.",
    "benefit.specialist": "an extra die of any value this round.",
    "word.research": "Research",
    "word.generate": "Generate",
    "word.mine": "Mine",
    "word.metal": "metal",
    "word.energy": "energy",
    "word.blueprints": "blueprints",
    "word.contractors": "contractors",
}


class Reason(NamedTuple):
    """Why a bot chose an action: a message id, its parameters and the English text."""

    key: str
    params: tuple[tuple[str, str], ...] = ()

    def text(self, catalogue: dict[str, str] | None = None) -> str:
        """Return the sentence in a catalogue of messages (English by default)."""
        messages = catalogue or MESSAGES_EN
        params = {name: messages.get(value, value) for name, value in self.params}
        template = messages.get(self.key) or MESSAGES_EN.get(self.key, self.key)
        try:
            return template.format(**params)
        except (KeyError, IndexError, ValueError):
            return template

    def __str__(self) -> str:
        return self.text()


class Hint(NamedTuple):
    """A suggested action and its one-line reason."""

    action: Action
    reason: Reason


def _reason(key: str, **params: str) -> Reason:
    return Reason(key, tuple(sorted(params.items())))


def _name(slug: str) -> str:
    card = BLUEPRINTS.get(slug)
    if card is not None:
        return card.name
    contractor = CONTRACTORS.get(slug)
    return contractor.name if contractor is not None else slug


def reason_for(state: State, action: Action, plan: list[Action] | None = None,
               legal: int = 2) -> Reason:
    """Return the reason that explains ``action`` for the player to act in ``state``.

    ``plan`` is the rest of the work turn the bot intends (``action`` first),
    ``legal`` how many actions were legal.
    """
    if legal == 1:
        return _reason("hint.only")
    kind = action.kind
    player = state.player
    if kind == "take":
        card = state.market[action.number - 1]
        tool = BLUEPRINTS[card].tool
        # Name a partner of another name when there is one: "with your Golem" reads
        # oddly when taking a Golem.
        partners = sorted((slug for slug in player.hand if BLUEPRINTS[slug].tool == tool),
                          key=lambda slug: slug == card)
        partner = partners[0] if partners else ""
        if partner:
            return _reason("hint.take-build", card=_name(card), partner=_name(partner))
        return _reason("hint.take-card", card=_name(card))
    if kind == "hire":
        slug = state.contractors[action.number - 1]
        return _reason("hint.hire", contractor=_name(slug), benefit=f"benefit.{slug}")
    if kind == "refresh":
        return _reason("hint.refresh", resource="word.metal" if action.amounts[0]
                       else "word.energy", row=f"word.{action.choice}")
    if kind in ("pass", "roll", "end"):
        return _reason(f"hint.{kind}")
    if kind in ("set", "specialist"):
        return _reason(f"hint.{kind}", value=str(action.number))
    if kind == "discard":
        return _reason("hint.discard")
    if kind == "place":
        return _place_reason(action, plan or [])
    if kind == "build":
        return _build_reason(state, action)
    return _activate_reason(action)


def _place_reason(action: Action, plan: list[Action]) -> Reason:
    floor = action.choice
    if floor in ("mine", "generate"):
        later = next((step for step in plan[1:] if step.kind == "build"), None)
        if later is not None:
            return _reason("hint.place-for-build", value=str(action.dice[0]),
                           floor=f"word.{floor}", card=_name(later.card))
    gain = {"research": "gain.cards", "generate": "gain.energy", "mine": "gain.metal"}[floor]
    return _reason("hint.place", value=str(action.dice[0]), floor=f"word.{floor}", gain=gain)


def _build_reason(state: State, action: Action) -> Reason:
    card = BLUEPRINTS[action.card]
    player = state.player
    if len(player.compound) + 1 >= 10 and not state.end_round:
        return _reason("hint.build-end", card=card.name)
    if any(recipe.goods for recipe in card.recipes):
        return _reason("hint.build-goods", card=card.name)
    if card.type == "monument":
        worth = card.prestige + card.prestige_step * player.compound.count(action.card)
        return _reason("hint.build-prestige", card=card.name, prestige=str(worth))
    return _reason("hint.build-engine", card=card.name)


def _activate_reason(action: Action) -> Reason:
    inner = action.copy if action.copy is not None else action
    card = BLUEPRINTS[inner.card]
    recipe = next((recipe for recipe in card.recipes if recipe.choice == inner.choice),
                  card.recipes[0])
    name = BLUEPRINTS[action.card].name
    if recipe.goods:
        return _reason("hint.activate-goods", card=name, goods=str(recipe.goods))
    if recipe.effect in DICE_HELP:
        return _reason("hint.activate-dice", card=name)
    if recipe.metal or recipe.gain_x == "XM":
        gain = "gain.metal"
    elif recipe.draw:
        gain = "gain.cards"
    elif recipe.energy or recipe.gain_x == "XE":
        gain = "gain.energy"
    else:
        gain = "gain.resources"
    return _reason("hint.activate", card=name, gain=gain)
