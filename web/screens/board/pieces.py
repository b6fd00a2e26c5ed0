"""The board's pieces as HTML: cards, dice, resources, and how each answers a pick.

A piece that does something now is a button carrying what it does (``data-action``,
``data-select``, ``data-unpick``; a die's drop targets ``data-drop``), decided by the
legal actions of the view (see picks.py); any other piece is plain.
"""

from __future__ import annotations

import json
from collections import Counter
from functools import lru_cache

from ffcore import BLUEPRINTS, Action, ViewModel
from ffcore.cards import build_cost, prestige
from ffcore.text import card_name, card_rules, describe_action
from ffcore.views import DieModel, PlayerModel
from html_builder import Markup, el, join, stamped
from screens.board.display import BoardDisplay
from screens.board.picks import TURN, candidates, choice_for, group_actions, subjects
from texts.ui_text import t

#: What makes a piece a button: the move it plays, the pick it makes or takes back.
ACTING = ("data-action", "data-select", "data-unpick")
#: The card faces kept written (`_card_face`): every card in both languages at a few costs.
CARD_FACES = 1024
#: How each dice pattern of a recipe is drawn.
_DICE_SYMBOLS = {"any": "[X]", "pair": "[X][X]", "triple": "[X][X][X]", "run": "[X][X+1][X+2]",
                 "sum14": "[a+b+c≥14]", "1-3": "[1-3]", "4-6": "[4-6]"}


def icon(name: str) -> Markup:
    """Return one of the page's drawn icons (decorative: give the text beside it)."""
    return Markup(f'<svg class="icon icon-{name}" aria-hidden="true" focusable="false">'
                  f'<use href="#i-{name}"></use></svg>')


#: How each effect is drawn: with characters every common font has, or a drawn icon.
_EFFECT_SYMBOLS = {"up": "[X]→[X+1]", "down": "[X]→[X−1]", "flip": "[X]→[7−X]",
                   "reroll": "[?]…", "golem": "X→[X]", "robot": "[?]", "copy": icon("copy"),
                   "black-market": "≤4", "die": "+[X]"}


def recipe_symbols(slug: str) -> Markup:
    """Return a card's recipe drawn with symbols: what it takes → what it gives."""
    sides = []
    for recipe in BLUEPRINTS[slug].recipes:
        take: list[object] = []
        give: list[object] = []
        if recipe.dice:
            take.append(_DICE_SYMBOLS.get(recipe.dice, f"[{recipe.dice}]"))
        for amount, name in ((recipe.pay_metal, "metal"), (recipe.pay_energy, "energy")):
            if amount:
                take += [f"{amount}", icon(name)]
        if recipe.pay_x:
            take += ["X", icon("metal" if recipe.pay_x == "XM" else "energy")]
        if recipe.discard:
            take += [f"−{recipe.discard}", icon("card")]
        for amount, name in ((recipe.goods, "goods"), (recipe.metal, "metal"),
                             (recipe.energy, "energy"), (recipe.draw, "card")):
            if amount:
                give += [f"+{amount}", icon(name)]
        if recipe.gain_x:
            give += ["+X", icon("metal" if recipe.gain_x == "XM" else "energy")]
        if recipe.effect:
            give.append(_EFFECT_SYMBOLS[recipe.effect])
        sides.append(el("span", {"class": "recipe-line"}, take, " → " if take else "", give))
    card = BLUEPRINTS[slug]
    if not sides and card.on_build != (0, 0):
        metal, energy = card.on_build
        sides.append(el("span", {"class": "recipe-line"}, "⌂ → ",
                        [f"+{metal}", icon("metal")] if metal else None,
                        [f"+{energy}", icon("energy")] if energy else None))
    if not sides and card.on_goods_draw:
        sides.append(el("span", {"class": "recipe-line"}, "+", icon("goods"), " → +1",
                        icon("card")))
    return el("span", {"class": "recipe", "aria-hidden": "true"}, sides)


class Pieces:
    """How each piece of the board answers a pick, for one rendering of one view."""

    def __init__(self, view: ViewModel, display: BoardDisplay) -> None:
        self.view = view
        self.lang = display.lang
        self.legal = [Action.parse(text) for text in view.legal]
        self.groups = group_actions(view.legal)
        # Picks made in a position that is gone (after a move) are dropped.
        picks = display.picks
        self.picks = picks if picks and candidates(self.legal, picks) else ()
        self.suggested: Counter[str] = Counter(
            subjects(Action.parse(display.hint_action)) if display.hint_action else ())
        me = view.state.players[view.names.index(view.viewer)]
        self.free_dice = sorted({die.value for die in me.dice if not die.spot and die.value})
        #: The tutorial's next piece to act on ("" for none), marked once.
        self.target = next_piece(display.tutorial_action, self.picks)
        self._marked = False
        #: Whether a piece that cannot act says why when tapped (while the viewer is to move).
        self.why = bool(view.legal)

    def attrs(self, key: str, *, pressed: bool = False, suggested: bool = False,
              drop: bool = False, why: str = "") -> dict[str, object] | None:
        """Return a piece's attributes as a button, or None when picking it does nothing
        (or ``data-why``, the piece to ask why: ``why`` or ``key``, while the viewer is to
        move).

        ``pressed``: this copy of the piece is picked. ``drop``: dice may be dropped on it.
        """
        extra = " suggested" if suggested else ""
        if pressed:
            return {"data-unpick": key, "aria-pressed": "true",
                    "class": "can-act picked" + extra}
        choice = choice_for(key, self.picks, self.legal, self.groups)
        attrs: dict[str, object] | None = None
        if choice.action:
            attrs = {"data-action": choice.action, "class": "can-act target" + extra,
                     "aria-description": self.describe(choice.action)}
        elif choice.select:
            attrs = {"data-select": key, "aria-pressed": "false",
                     "class": "can-act" + (" target" if choice.target else "") + extra}
        if drop and self.free_dice:
            drops = self.drops(key)
            if drops:
                attrs = attrs or {"class": extra.strip()}
                attrs["data-drop"] = json.dumps(drops, separators=(",", ":"))
        if self.why and not (attrs and any(name in attrs for name in ACTING)):
            attrs = {**(attrs or {}), "data-why": why or key}
        return self.mark(key, attrs)

    def mark(self, key: str, attrs: dict[str, object] | None) -> dict[str, object] | None:
        """Mark the first piece of key ``key`` that acts as the tutorial's next target."""
        if attrs is None or key != self.target or self._marked or \
                not any(name in attrs for name in ACTING[:2]):
            return attrs
        self._marked = True
        return {**attrs, "data-tutorial-target": "true",
                "class": f"{attrs.get('class', '')} tutorial-target".strip()}

    def drops(self, key: str) -> dict[str, str | list[str]]:
        """Return, per die value, what dropping that die on a piece does: an action's text,
        or the picks it makes when several actions are left."""
        out: dict[str, str | list[str]] = {}
        for value in self.free_dice:
            die = f"die:{value}"
            choice = choice_for(key, (die,), self.legal, self.groups)
            if choice.action:
                out[str(value)] = choice.action
            elif choice.target:
                out[str(value)] = [die, key]
        return out

    def describe(self, text: str) -> str:
        """Return what an action text does, in words."""
        state = self.view.state
        return describe_action(Action.parse(text), self.view.names, state.market,
                               state.contractors, self.lang)

    def copies(self, slug: str, count: int, keys: tuple[str, ...]) -> list[tuple[str, bool]]:
        """Return, for each of ``count`` copies of a card, its key and whether it is picked.

        The first copies stand for the keys already picked (a card built, then a copy of it
        discarded), in the order of ``keys``; the others answer the next pick.
        """
        out: list[tuple[str, bool]] = []
        for key in keys:
            out += [(key, True)] * self.picks.count(key)
        rest = [key for key in keys if choice_for(key, self.picks, self.legal,
                                                  self.groups).target] or list(keys[:1])
        return (out + [(rest[0], False)] * count)[:count]

    def is_suggested(self, key: str, copy: int = 0) -> bool:
        """Return whether the suggestion uses this copy of a piece."""
        return self.suggested[key] > copy


def next_piece(action: str, picks: tuple[str, ...]) -> str:
    """Return the key of the next piece a move is played on after ``picks`` ("" when the
    move has no piece of its own, such as ending the work phase, or there is no move)."""
    if not action:
        return ""
    keys = subjects(Action.parse(action))
    left = Counter(keys) - Counter(picks)
    return next((key for key in keys if left[key] and key != TURN), "")


def card_piece(slug: str, lang: str, *, attrs: dict[str, object] | None = None,
          used: bool = False, compound: list[str] | None = None) -> Markup:
    """Return a blueprint card; a button when picking it does something (``attrs``)."""
    card = BLUEPRINTS[slug]
    metal, energy = build_cost(slug, compound) if compound is not None else (card.metal,
                                                                            card.energy)
    classes = f"card type-{card.type}" + (" used" if used else "")
    # Stamped: a drawing leaves each card it did not change as it is (web/static/morph.js).
    return stamped(piece("div", classes, attrs, _card_face(slug, lang, metal, energy, used),
                         **{"data-card": slug, "tabindex": "0"}))


@lru_cache(maxsize=CARD_FACES)
def _card_face(slug: str, lang: str, metal: int, energy: int, used: bool) -> Markup:
    """Return what a blueprint card shows: the same for the same card, cost and language,
    so it is written once (as Elm's `lazy`), not at every drawing of the board, where
    the cards' faces were half of the board's HTML's time. It is stamped apart from the
    card (and laid out as the card's own children, `display: contents`), so a card that
    turns into a button or back is sent to the page as its tags only: the face it shows
    is left as it is (html_builder.kept_out)."""
    card = BLUEPRINTS[slug]
    name = card_name(slug, lang)
    cost = t("card.cost", lang, metal=metal, energy=energy)
    kind = t(f"word.{card.type}", lang)
    tool = t(f"word.{card.tool}", lang)
    return stamped(el(
        "span", {"class": "card-face"},
        el("span", {"class": "card-head"},
           el("span", {"class": "card-name"}, name),
           el("span", {"class": "card-prestige", "aria-label": t("card.prestige", lang,
                                                                 prestige=card.prestige)},
              f"{card.prestige}★" if card.type != "monument" or not card.prestige_step
              else "2+★")),
        el("span", {"class": "card-meta"},
           el("span", {"class": f"tool tool-{card.tool}", "title": tool}, icon(card.tool),
              el("span", {"class": "sr-only"}, t("card.tool", lang, tool=tool))),
           el("span", {"class": "card-type"}, icon(card.type), " ", kind),
           el("span", {"class": "card-cost"},
              el("span", {"aria-hidden": "true"}, f"{metal}", icon("metal"), f" {energy}",
                 icon("energy")),
              el("span", {"class": "sr-only"}, cost))),
        recipe_symbols(slug),
        el("span", {"class": "card-rule"}, card_rules(slug, lang)),
        el("span", {"class": "card-used"}, t("card.used", lang)) if used else None))


def piece(tag: str, classes: str, attrs: dict[str, object] | None, body: object,
           **inert: object) -> Markup:
    """Return a piece: a button with ``attrs`` when it does something, else a plain ``tag``.

    ``inert`` attributes go on either; a plain piece with a drop target keeps its data-drop.
    """
    attrs = dict(attrs or {})
    classes = f"{classes} {attrs.pop('class', '')}".strip()
    if any(key in attrs for key in ACTING):
        inert.pop("tabindex", None)
        return el("button", {"type": "button", "class": classes, **inert, **attrs}, body)
    return el(tag, {"class": classes, **inert, **attrs}, body)


def die_piece(die: DieModel, lang: str, *, attrs: dict[str, object] | None = None) -> Markup:
    if not die.value:
        text, label = "?", t("die.unset", lang)
    elif die.kind == "worker":
        text, label = str(die.value), t("die.label", lang, value=die.value)
    else:
        text, label = str(die.value), t("die.extra", lang, value=die.value)
    classes = f"die die-{die.kind}" + (f" face-{die.value}" if die.value else "")
    if attrs is not None and any(key in attrs for key in ACTING):
        if not die.spot and die.value:
            # A free die can also be dragged onto a floor or a card (desktop).
            attrs = {**attrs, "draggable": "true", "data-die": die.value}
        return piece("span", classes, attrs, text, **{"aria-label": label})
    why = attrs.get("data-why") if attrs else None
    return el("span", {"class": classes, "role": "img", "aria-label": label, "data-why": why},
              text)


def resource_counters(player: PlayerModel, lang: str, deltas: dict[str, int]) -> Markup:
    items = [("metal", player.metal), ("energy", player.energy), ("goods", player.goods),
             ("prestige", prestige(player.compound))]
    # A change floats over its counter for a moment (the log says it in words).
    return el("dl", {"class": "resources"}, [
        el("div", {"class": f"resource resource-{key}"},
           el("dt", None, icon(key), " ", t(f"me.{key}", lang)),
           el("dd", None, value,
              # Drawn by CSS from the attribute: no text of the page's own (copying the
              # counters, or reading them, gives the value alone).
              el("span", {"class": "delta " + ("up" if deltas[key] > 0 else "down"),
                          "aria-hidden": "true", "data-delta": f"{deltas[key]:+d}"})
              if key in deltas else None))
        for key, value in items])


def fold_heading(tag: str, text: str, section: str, display: BoardDisplay,
                 attrs: dict[str, object] | None = None) -> Markup:
    """Return a section's heading; where the section folds on a phone now, with the button
    that unfolds it (phones show the button, wider screens the heading)."""
    if section not in display.foldable:
        return el(tag, attrs, text)
    return join(el(tag, {**(attrs or {}), "class": "fold-title"}, text),
                el("button", {"type": "button", "class": "fold", "data-command": "fold",
                              "data-section": section, "aria-controls": f"fold-{section}",
                              "aria-expanded": "false" if section in display.folded else "true"},
                   text))
