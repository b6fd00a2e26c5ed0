"""Every blueprint and contractor as data.

Shared mechanisms in :mod:`ffcore.rules` read these tables: dice patterns,
costs, discards and outputs are fields, so most cards need no code of their
own. Only truly unique effects (training, Golem, Robot, Replicator, Black
Market, Mega Factory's extra die) are named by an ``effect`` string.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, NamedTuple, get_args

TOOLS = ("gear", "hammer", "shovel", "wrench")
TYPES = ("production", "utility", "training", "special", "monument")

#: Dice patterns a recipe may ask for.
#: ``any``: one die of any value; ``"1"``..``"6"``: one die of exactly that value;
#: ``1-3`` / ``4-6``: one die in that range; ``pair`` / ``triple``: 2 or 3 equal dice;
#: ``run``: 3 consecutive values; ``sum14``: 3 dice summing to 14 or more.
DicePattern = Literal["", "any", "1", "2", "3", "4", "5", "6", "1-3", "4-6", "pair", "triple",
                      "run", "sum14"]
DICE_PATTERNS: tuple[DicePattern, ...] = get_args(DicePattern)
#: Patterns of one die of exactly one value.
EXACT_DIE: tuple[DicePattern, ...] = ("1", "2", "3", "4", "5", "6")
#: Patterns of one die in the low or the high half (Motherlode's two recipes).
HALF_RANGES: tuple[DicePattern, ...] = ("1-3", "4-6")

#: Unique effects, each implemented once in the rules.
Effect = Literal["", "up", "down", "flip", "reroll", "golem", "robot", "copy", "black-market",
                 "die"]
EFFECTS: tuple[Effect, ...] = get_args(Effect)
#: Effects that turn one unplaced die into another value (Gymnasium, Fitness Center, Dojo).
DIE_CHANGES: tuple[Effect, ...] = ("up", "down", "flip")
#: Effects whose dice are their target, changed rather than spent (the above, Temp Agency).
TARGET_DICE: tuple[Effect, ...] = (*DIE_CHANGES, "reroll")
#: Effects whose whole worth is in the dice they change or add (the above, Golem, Robot).
DICE_HELP: tuple[Effect, ...] = (*TARGET_DICE, "golem", "robot")
#: Effects that add a die of a value the player names (Golem, Mega Factory).
NAMED_DIE: tuple[Effect, ...] = ("golem", "die")

#: ``"XM"`` or ``"XE"``: metal or energy equal to the die value.
XResource = Literal["", "XM", "XE"]
X_RESOURCES: tuple[XResource, ...] = get_args(XResource)

#: Contractors that reveal blueprints from the deck.
ContractorEffect = Literal["", "engineer", "investor"]
CONTRACTOR_EFFECTS: tuple[ContractorEffect, ...] = get_args(ContractorEffect)

#: Fulfillment Center's die (ruling 9): the rulebook says 3, a typed card list says 4.
FULFILLMENT_DIE: DicePattern = "3"


class Recipe(NamedTuple):
    """One way to activate a card: what it takes and what it gives."""

    dice: DicePattern = ""
    pay_metal: int = 0
    pay_energy: int = 0
    #: Also pay metal or energy equal to the die value.
    pay_x: XResource = ""
    discard: int = 0
    goods: int = 0
    metal: int = 0
    energy: int = 0
    draw: int = 0
    #: Also gain metal or energy equal to the die value.
    gain_x: XResource = ""
    effect: Effect = ""
    #: The word that selects this recipe when a card offers several (Harvester, Manufactory).
    choice: str = ""


class Blueprint(NamedTuple):
    """A blueprint card: build it into a compound, then activate it once per round."""

    name: str
    slug: str
    name_pt: str
    tool: str
    type: str
    metal: int
    energy: int
    prestige: int
    copies: int
    recipes: tuple[Recipe, ...] = ()
    #: Each further copy in the same compound is worth this much more (Beacon).
    prestige_step: int = 0
    #: Several copies may stand in one compound (Obelisk, Beacon).
    multiple: bool = False
    #: Metal discount per monument already in the compound (Megalith).
    monument_discount: int = 0
    #: Passive: metal and energy gained after its owner builds another card.
    on_build: tuple[int, int] = (0, 0)
    #: Passive: blueprints drawn the first time its owner gains goods each round.
    on_goods_draw: int = 0


class Contractor(NamedTuple):
    """A contractor: hired in the market phase, acts at once, then is discarded."""

    name: str
    slug: str
    name_pt: str
    extra_energy: int
    copies: int
    draw: int = 0
    metal: int = 0
    energy: int = 0
    #: What one opponent chosen by the hirer gets (ignored in solo, ruling 20).
    opponent_draw: int = 0
    opponent_metal: int = 0
    opponent_energy: int = 0
    #: Dice added to the hirer's next work phase.
    extra_dice: int = 0
    specialist_dice: int = 0
    foreman: bool = False
    #: Reveal blueprints from the deck.
    effect: ContractorEffect = ""

    @property
    def helps_opponent(self) -> bool:
        """Return whether the hirer must pick an opponent who also gains."""
        return bool(self.opponent_draw or self.opponent_metal or self.opponent_energy)


def _bp(name: str, name_pt: str, tool: str, type_: str, metal: int, energy: int, prestige: int,
        copies: int, *recipes: Recipe, **extra: object) -> Blueprint:
    slug = name.lower().replace(" ", "-")
    return Blueprint(name, slug, name_pt, tool, type_, metal, energy, prestige, copies, recipes,
                     **extra)  # type: ignore[arg-type]


_R = Recipe
BLUEPRINT_LIST: tuple[Blueprint, ...] = (
    _bp("Aluminum Factory", "Fábrica de Alumínio", "shovel", "production", 2, 2, 1, 2,
        _R(dice="pair", pay_energy=5, goods=2, metal=1)),
    _bp("Assembly Line", "Linha de Montagem", "gear", "production", 2, 1, 1, 2,
        _R(dice="run", goods=2)),
    _bp("Battery Factory", "Fábrica de Baterias", "wrench", "production", 2, 1, 1, 2,
        _R(pay_energy=4, goods=1)),
    _bp("Beacon", "Farol", "shovel", "monument", 2, 4, 2, 4, prestige_step=1, multiple=True),
    _bp("Biolab", "Laboratório de Biologia", "gear", "production", 1, 3, 1, 2,
        _R(dice="1", pay_energy=1, goods=1)),
    _bp("Black Market", "Mercado Clandestino", "gear", "utility", 3, 2, 1, 2,
        _R(dice="any", discard=1, effect="black-market")),
    _bp("Concrete Plant", "Fábrica de Concreto", "shovel", "production", 2, 2, 1, 2,
        _R(dice="pair", pay_x="XM", goods=2)),
    _bp("Dojo", "Dojo", "gear", "training", 1, 1, 0, 2, _R(pay_energy=1, effect="flip")),
    _bp("Fitness Center", "Academia", "wrench", "training", 1, 0, 0, 3,
        _R(pay_energy=1, effect="down")),
    _bp("Foundry", "Fundição", "gear", "utility", 2, 1, 1, 2,
        _R(dice="any", pay_x="XE", gain_x="XM")),
    _bp("Fulfillment Center", "Centro de Distribuição", "hammer", "production", 2, 1, 1, 2,
        _R(dice=FULFILLMENT_DIE, pay_energy=2, goods=1, metal=1)),
    _bp("Golem", "Golem", "hammer", "special", 4, 0, 1, 2, _R(effect="golem")),
    _bp("Gymnasium", "Centro Esportivo", "shovel", "training", 1, 0, 0, 3,
        _R(pay_energy=1, effect="up")),
    _bp("Harvester", "Colheitadeira", "hammer", "utility", 1, 2, 1, 2,
        _R(dice="pair", metal=4, choice="metal"), _R(dice="pair", energy=7, choice="energy")),
    _bp("Incinerator", "Incinerador", "shovel", "utility", 2, 1, 1, 2,
        _R(discard=1, pay_metal=1, energy=6)),
    _bp("Laboratory", "Laboratório", "wrench", "special", 1, 4, 1, 2, on_goods_draw=1),
    _bp("Manufactory", "Manufatura", "wrench", "production", 2, 3, 1, 2,
        _R(dice="pair", goods=1, metal=2, choice="metal"),
        _R(dice="pair", goods=1, energy=3, choice="energy"),
        _R(dice="pair", goods=1, draw=2, choice="draw")),
    _bp("Mega Factory", "Mega Fábrica", "gear", "production", 3, 2, 1, 2,
        _R(dice="triple", goods=2, effect="die")),
    _bp("Megalith", "Monolito", "wrench", "monument", 5, 2, 3, 3, monument_discount=1),
    _bp("Motherlode", "Jazida", "shovel", "utility", 1, 3, 1, 2,
        _R(dice="1-3", metal=1), _R(dice="4-6", metal=2)),
    _bp("Nuclear Plant", "Usina Nuclear", "wrench", "production", 2, 2, 1, 2,
        _R(dice="6", goods=1, energy=1)),
    _bp("Obelisk", "Obelisco", "hammer", "monument", 3, 1, 2, 5, multiple=True),
    _bp("Power Plant", "Usina Elétrica", "gear", "utility", 3, 0, 1, 2,
        _R(dice="any", gain_x="XE")),
    _bp("Recycling Plant", "Usina de Reciclagem", "gear", "production", 2, 0, 1, 3,
        _R(discard=2, pay_energy=2, goods=1, draw=1)),
    _bp("Refinery", "Refinaria", "wrench", "utility", 1, 3, 1, 2,
        _R(discard=1, pay_energy=3, metal=3)),
    _bp("Replicator", "Replicador", "shovel", "special", 2, 2, 1, 2,
        _R(pay_energy=1, effect="copy")),
    _bp("Robot", "Robô", "hammer", "special", 1, 1, 0, 3, _R(pay_metal=1, effect="robot")),
    _bp("Scrap Yard", "Ferro-velho", "wrench", "special", 1, 2, 0, 2, on_build=(1, 0)),
    _bp("Solar Array", "Painel Solar", "gear", "special", 1, 2, 0, 2, on_build=(0, 2)),
    _bp("Temp Agency", "Agência de Temporários", "hammer", "training", 1, 0, 0, 2,
        _R(pay_energy=1, effect="reroll")),
    _bp("Trash Compactor", "Compactador de Lixo", "shovel", "production", 2, 1, 1, 2,
        _R(dice="pair", discard=2, goods=2)),
    _bp("Warehouse", "Armazém", "hammer", "production", 3, 2, 1, 2,
        _R(dice="sum14", goods=2, energy=2)),
)

CONTRACTOR_LIST: tuple[Contractor, ...] = (
    Contractor("Architect", "architect", "Arquiteto", 0, 2, draw=3, opponent_draw=1),
    Contractor("Electrician", "electrician", "Eletricista", 0, 2, energy=5, opponent_energy=2),
    Contractor("Engineer", "engineer", "Engenheiro", 4, 1, effect="engineer"),
    Contractor("Foreman", "foreman", "Contramestre", 2, 1, foreman=True),
    Contractor("Hired Hands", "hired-hands", "Temporários", 3, 3, extra_dice=2),
    Contractor("Investor", "investor", "Investidor", 0, 3, effect="investor"),
    Contractor("Miner", "miner", "Mineiro", 0, 2, metal=3, opponent_metal=1),
    Contractor("Specialist", "specialist", "Especialista", 0, 3, specialist_dice=1),
)

BLUEPRINTS: dict[str, Blueprint] = {card.slug: card for card in BLUEPRINT_LIST}
CONTRACTORS: dict[str, Contractor] = {card.slug: card for card in CONTRACTOR_LIST}

BLUEPRINT_COUNT = sum(card.copies for card in BLUEPRINT_LIST)
CONTRACTOR_COUNT = sum(card.copies for card in CONTRACTOR_LIST)

#: Number of players' own dice each round.
WORKER_DICE = 4
#: Dice each headquarters floor holds per round (ruling 2).
FLOOR_SLOTS = 3
FLOORS = ("research", "generate", "mine")
#: End-of-round limits (ruling 21).
RESOURCE_LIMIT = 12
HAND_LIMIT = 10
#: Game-end triggers (ruling 22).
GOODS_TRIGGER = 12
COMPOUND_TRIGGER = 10
#: The Machine's starting compound size per difficulty (ruling 25).
MACHINE_LEVELS = {"easy": 2, "medium": 3, "hard": 4, "insane": 5}
#: The Machine's colour dice after green, and the card type each one checks (ruling 26).
MACHINE_GOODS_DICE = (("red", "training"), ("blue", "production"), ("purple", "special"),
                      ("yellow", "utility"))


def new_blueprint_deck() -> list[str]:
    """Return every blueprint card as a slug, in table order (shuffle it before use)."""
    return [card.slug for card in BLUEPRINT_LIST for _ in range(card.copies)]


def new_contractor_deck() -> list[str]:
    """Return every contractor card as a slug, in table order (shuffle it before use)."""
    return [card.slug for card in CONTRACTOR_LIST for _ in range(card.copies)]


def can_activate(slug: str) -> bool:
    """Return whether a blueprint has an activation (not a monument or a passive card)."""
    return bool(BLUEPRINTS[slug].recipes)


def build_cost(slug: str, compound: Sequence[str]) -> tuple[int, int]:
    """Return the metal and energy a builder with this compound pays (Megalith's discount)."""
    card = BLUEPRINTS[slug]
    metal = card.metal
    if card.monument_discount:
        monuments = sum(1 for built in compound if BLUEPRINTS[built].type == "monument")
        metal = max(0, metal - card.monument_discount * monuments)
    return metal, card.energy


def copy_prestige(slug: str, earlier: int) -> int:
    """Return a built card's prestige when ``earlier`` copies of it were built before it.

    Only Beacon rises with each copy (ruling 7); other cards are worth their printed value.
    """
    card = BLUEPRINTS[slug]
    return card.prestige + card.prestige_step * earlier


def prestige(compound: Sequence[str]) -> int:
    """Return the prestige of a compound, counting Beacon's rising value (ruling 7)."""
    total = 0
    seen: dict[str, int] = {}
    for slug in compound:
        nth = seen.get(slug, 0)
        seen[slug] = nth + 1
        total += copy_prestige(slug, nth)
    return total
