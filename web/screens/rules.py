"""The rules reference screen: how a round goes, the headquarters, building, the end,
every blueprint and contractor, and The Machine, in the page's language.

Numbers (limits, triggers, costs, copies) come from the engine's card data, and
card rules from :func:`ffcore.text.card_rules`, so this page cannot drift from
the game the engine plays.
"""

from __future__ import annotations

import unicodedata
from typing import ClassVar

from ffcore.cards import (
    BLUEPRINT_COUNT,
    BLUEPRINT_LIST,
    COMPOUND_TRIGGER,
    CONTRACTOR_COUNT,
    CONTRACTOR_LIST,
    FLOOR_SLOTS,
    FLOORS,
    GOODS_TRIGGER,
    HAND_LIMIT,
    MACHINE_LEVELS,
    RESOURCE_LIMIT,
    TYPES,
    WORKER_DICE,
    Blueprint,
    Contractor,
)
from ffcore.rules import STARTING_ENERGY, STARTING_HAND, STARTING_METAL
from ffcore.text import card_name, card_rules
from html_builder import Markup, el
from screens import Event, Screen, command
from screens.board.pieces import icon, recipe_symbols
from texts.ui_text import t

#: The sections of the page, in order: (anchor id, heading key).
SECTIONS = (("ref-goal", "ref.goal.heading"), ("ref-round", "ref.round.heading"),
            ("ref-hq", "ref.hq.heading"), ("ref-build", "ref.build.heading"),
            ("ref-end", "ref.end.heading"), ("ref-cards", "ref.cards.heading"),
            ("ref-contractors", "ref.contractors.heading"),
            ("ref-machine", "ref.machine.heading"))


def _sort_key(text: str) -> str:
    """Return a name folded for alphabetical order (accents ignored, as readers expect)."""
    plain = unicodedata.normalize("NFKD", text)
    return "".join(char for char in plain if not unicodedata.combining(char)).casefold()


def _section(anchor: str, heading: str, lang: str, *body: object) -> Markup:
    return el("section", {"id": anchor, "class": "ref-section",
                          "aria-labelledby": f"{anchor}-heading"},
              el("h3", {"id": f"{anchor}-heading"}, t(heading, lang)), *body)


def _facts(pairs: list[tuple[str, object]]) -> Markup:
    return el("dl", {"class": "ref-facts"},
              [el("div", None, el("dt", None, term), el("dd", None, value))
               for term, value in pairs])


def _blueprint(card: Blueprint, lang: str) -> Markup:
    if card.prestige_step:
        top = card.prestige + card.prestige_step * (card.copies - 1)
        prestige: object = t("ref.card.range", lang, low=card.prestige, high=top)
    else:
        prestige = card.prestige
    tool = t(f"word.{card.tool}", lang)
    kind = t(f"word.{card.type}", lang)
    return el("li", {"class": f"ref-card type-{card.type}", "data-card": card.slug},
              el("h5", None, card_name(card.slug, lang)),
              _facts([(t("ref.card.type", lang), [icon(card.type), " ", kind]),
                      (t("ref.card.tool", lang), [icon(card.tool), " ", tool]),
                      (t("ref.card.cost", lang), t("ref.card.cost-value", lang,
                                                   metal=card.metal, energy=card.energy)),
                      (t("ref.card.prestige", lang), prestige),
                      (t("ref.card.copies-label", lang), card.copies)]),
              recipe_symbols(card.slug),
              el("p", {"class": "card-rule"}, card_rules(card.slug, lang)))


def _contractor(card: Contractor, lang: str) -> Markup:
    extra = t("ref.contractor.extra-value", lang, energy=card.extra_energy) \
        if card.extra_energy else t("ref.contractor.none", lang)
    return el("li", {"class": "ref-card contractor", "data-card": card.slug},
              el("h4", None, card_name(card.slug, lang)),
              _facts([(t("ref.contractor.extra", lang), extra),
                      (t("ref.card.copies-label", lang), card.copies)]),
              el("p", {"class": "card-rule"}, card_rules(card.slug, lang)))


def _blueprints(lang: str) -> list[Markup]:
    groups = []
    for card_type in TYPES:
        cards = sorted((card for card in BLUEPRINT_LIST if card.type == card_type),
                       key=lambda card: _sort_key(card_name(card.slug, lang)))
        groups.append(el("section", {"class": f"ref-type type-{card_type}",
                                     "aria-labelledby": f"ref-type-{card_type}"},
                         el("h4", {"id": f"ref-type-{card_type}"}, icon(card_type), " ",
                            t(f"word.{card_type}", lang)),
                         el("p", None, t(f"ref.type.{card_type}", lang)),
                         el("ul", {"class": "ref-cards"}, [_blueprint(card, lang)
                                                          for card in cards])))
    return groups


def _paragraphs(lang: str, *keys: str) -> list[Markup]:
    return [el("p", None, t(key, lang)) for key in keys]


def _rounds(lang: str) -> list[Markup]:
    return [
        el("p", None, t("ref.round.body", lang)),
        el("h4", None, t("ref.market.heading", lang)),
        *_paragraphs(lang, "ref.market.order", "ref.market.refresh", "ref.market.choose",
                     "ref.market.pass", "ref.market.opponent"),
        el("h4", None, t("ref.work.heading", lang)),
        *_paragraphs(lang, "ref.work.roll", "ref.work.once", "ref.work.extra",
                     "ref.work.device"),
        el("h4", None, t("ref.limits.heading", lang)),
        el("p", None, t("ref.limits.body", lang, resources=RESOURCE_LIMIT, cards=HAND_LIMIT)),
    ]


def _machine(lang: str) -> list[Markup]:
    levels: dict[str, object] = {}
    for level, cards in MACHINE_LEVELS.items():
        levels[level] = t(f"start.level.{level}", lang)
        levels[f"{level}_n"] = cards
    return [
        el("p", None, t("ref.machine.setup", lang, dice=WORKER_DICE, **levels)),
        *_paragraphs(lang, "ref.machine.turn", "ref.machine.green", "ref.machine.goods"),
        el("p", None, t("ref.machine.end", lang, goods=GOODS_TRIGGER)),
        el("p", None, t("ref.machine.score", lang)),
    ]


class RulesScreen(Screen):
    """The rules reference, over the screen it was opened from."""

    USES = frozenset({"pop"})

    name = "rules"
    HOME = ('[data-command="rules-back"]',)
    KEYS: ClassVar[dict[str, str]] = {"escape": "rules-back"}

    def address(self) -> str:
        return "#rules"

    def render(self) -> Markup:
        return render_rules(self.lang)

    @command("rules-back")
    def back(self, event: Event) -> None:
        self.app.pop()


def render_rules(lang: str) -> Markup:
    """Return the rules reference screen, with Back buttons to where the player was."""
    def back() -> Markup:
        return el("button", {"type": "button", "class": "back", "data-command": "rules-back"},
                  t("ref.back", lang))

    contents = el("nav", {"class": "ref-contents", "aria-labelledby": "ref-contents"},
                  el("h3", {"id": "ref-contents"}, t("ref.contents", lang)),
                  el("ul", None, [el("li", None, el("a", {"href": f"#{anchor}"},
                                                    t(heading, lang)))
                                  for anchor, heading in SECTIONS]))
    return el("section", {"class": "rules-ref", "aria-labelledby": "ref-heading"},
              el("div", {"class": "ref-bar"}, back()),
              el("h2", {"id": "ref-heading"}, t("ref.heading", lang)),
              contents, _sections(lang),
              el("div", {"class": "ref-bar"}, back()))


def _sections(lang: str) -> list[Markup]:
    """Return the reference's sections, in the order of SECTIONS."""
    return [
        _section("ref-goal", "ref.goal.heading", lang,
                 el("p", None, t("ref.goal.body", lang)),
                 el("p", None, t("ref.goal.start", lang, dice=WORKER_DICE,
                                 metal=STARTING_METAL, energy=STARTING_ENERGY,
                                 hand=STARTING_HAND))),
        _section("ref-round", "ref.round.heading", lang, _rounds(lang)),
        _section("ref-hq", "ref.hq.heading", lang,
                 el("p", None, t("ref.hq.body", lang, slots=FLOOR_SLOTS)),
                 el("ul", None, [el("li", None, t(f"ref.hq.{floor}", lang))
                                 for floor in FLOORS]),
                 el("p", None, t("ref.hq.bonus", lang)),
                 el("p", None, t("ref.hq.example", lang))),
        _section("ref-build", "ref.build.heading", lang,
                 el("p", None, t("ref.build.cost", lang)),
                 el("p", None, t("ref.build.unique", lang, obelisk=card_name("obelisk", lang),
                                 beacon=card_name("beacon", lang))),
                 el("p", None, t("ref.build.use", lang))),
        _section("ref-end", "ref.end.heading", lang,
                 el("p", None, t("ref.end.trigger", lang, goods=GOODS_TRIGGER,
                                 cards=COMPOUND_TRIGGER)),
                 el("p", None, t("ref.end.score", lang)),
                 el("p", None, t("ref.end.ties", lang))),
        _section("ref-cards", "ref.cards.heading", lang,
                 el("p", None, t("ref.cards.body", lang, count=BLUEPRINT_COUNT,
                                 kinds=len(BLUEPRINT_LIST))),
                 _blueprints(lang)),
        _section("ref-contractors", "ref.contractors.heading", lang,
                 el("p", None, t("ref.contractors.body", lang, count=CONTRACTOR_COUNT,
                                 kinds=len(CONTRACTOR_LIST))),
                 el("ul", {"class": "ref-cards"},
                    [_contractor(card, lang) for card in
                     sorted(CONTRACTOR_LIST, key=lambda card: _sort_key(card_name(card.slug,
                                                                                 lang)))])),
        _section("ref-machine", "ref.machine.heading", lang, _machine(lang)),
    ]
