"""The board as HTML, rendered from one player's view of the game.

Everything here is a pure function of ``game.view(name)`` and a little page
state, so it runs (and is tested) under plain CPython. Every clickable move
carries its canonical action text in ``data-action``; the page applies it
through the engine and never decides legality itself. The pieces of the board
(dice, floors, cards) answer the player's picks (see picks.py): a piece that
narrows the choice carries ``data-select`` with its key, a picked one
``data-unpick``, and a die's drop targets carry ``data-drop``.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field

from changes import NONE, Changes
from ffcore import BLUEPRINTS, CONTRACTORS, Action, ViewModel
from ffcore.cards import (
    FLOOR_SLOTS,
    FLOORS,
    HAND_LIMIT,
    MACHINE_GOODS_DICE,
    RESOURCE_LIMIT,
    TYPES,
    build_cost,
    prestige,
)
from ffcore.limits import MAX_ACTIONS
from ffcore.text import card_name, card_rules, describe_action, describe_event, machine_dice
from ffcore.views import DieModel, PlayerModel
from html_builder import Markup, el, join
from picks import TURN, candidates, choice_for, group_actions, subjects
from ui_text import t

LOG_LINES = 40
#: Lines of what just happened shown beside the choices.
LATEST_LINES = 3
#: A seat a person plays (the others name a bot level).
HUMAN = "human"
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


@dataclass
class Page:
    """What the page shows beside the game itself."""

    lang: str = "en"
    #: The pieces picked so far, in order (see picks.py); their actions are listed.
    picks: tuple[str, ...] = ()
    #: Per seat: "human" or a bot level.
    seats: list[str] = field(default_factory=list)
    #: A message for the player: (kind, text), kind "error" or "info".
    notice: tuple[str, str] | None = None
    #: A command the notice offers as a button of its own (such as "copy"), or "".
    notice_command: str = ""
    #: The browser keeps no data, so games are kept only by their links.
    storage_blocked: bool = False
    #: Another tab saved a newer game: ask whether to load it.
    conflict: bool = False
    #: A bot is choosing: its name.
    thinking: str = ""
    #: The strong bot is thinking about a suggestion for the player.
    hinting: bool = False
    #: The suggested action text and its reason, when the player asked for a hint.
    hint: tuple[str, str] | None = None
    #: The suggested action's canonical text (its pieces are marked on the board).
    hint_action: str = ""
    #: Asked before the work phase ends while something could still be used: the dice
    #: values and the cards' names, as text (empty: not asking).
    confirm_end: tuple[str, ...] = ()
    #: What Undo would take back, in words ("" when there is nothing to undo).
    undo_text: str = ""
    #: What the last move changed, drawn once as short animations.
    changes: Changes = NONE
    #: The card shown large to be read ("" for none).
    zoom: str = ""
    #: Whether to tell the player, once, that a card can be opened to be read.
    card_tip: bool = False
    #: The events of the latest move(s) the viewer has not acted after (newest last).
    latest: list[dict[str, object]] = field(default_factory=list)
    #: The Machine's last turn and the round it began, shown until the player acts.
    machine_turn: list[dict[str, object]] = field(default_factory=list)

    def is_bot(self, names: list[str], name: str | None) -> bool:
        """Return whether a bot plays the seat of ``name`` among the game's ``names``."""
        return name in names and self.seats[names.index(name)] != HUMAN


# Pieces -----------------------------------------------------------------------------------

class Pieces:
    """How each piece of the board answers a pick, for one rendering of one view."""

    def __init__(self, view: ViewModel, page: Page) -> None:
        self.view = view
        self.lang = page.lang
        self.legal = [Action.parse(text) for text in view.legal]
        self.groups = group_actions(view.legal)
        # Picks made in a position that is gone (after a move) are dropped.
        self.picks = page.picks if page.picks and candidates(self.legal, page.picks) else ()
        self.suggested: Counter[str] = Counter(
            subjects(Action.parse(page.hint_action)) if page.hint_action else ())
        me = view.state.players[view.names.index(view.viewer)]
        self.free_dice = sorted({die.value for die in me.dice if not die.spot and die.value})

    def attrs(self, key: str, *, pressed: bool = False, suggested: bool = False,
              drop: bool = False) -> dict[str, object] | None:
        """Return a piece's attributes as a button, or None when picking it does nothing.

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
        return attrs

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


def _card(slug: str, lang: str, *, attrs: dict[str, object] | None = None,
          used: bool = False, compound: list[str] | None = None) -> Markup:
    """Return a blueprint card; a button when picking it does something (``attrs``)."""
    card = BLUEPRINTS[slug]
    metal, energy = build_cost(slug, compound) if compound is not None else (card.metal,
                                                                            card.energy)
    name = card_name(slug, lang)
    cost = t("card.cost", lang, metal=metal, energy=energy)
    kind = t(f"word.{card.type}", lang)
    tool = t(f"word.{card.tool}", lang)
    body = join(
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
        el("span", {"class": "card-used"}, t("card.used", lang)) if used else None,
    )
    classes = f"card type-{card.type}" + (" used" if used else "")
    return _piece("div", classes, attrs, body, **{"data-card": slug, "tabindex": "0"})


def _piece(tag: str, classes: str, attrs: dict[str, object] | None, body: object,
           **inert: object) -> Markup:
    """Return a piece: a button with ``attrs`` when it does something, else a plain ``tag``.

    ``inert`` attributes go on either; a plain piece with a drop target keeps its data-drop.
    """
    attrs = dict(attrs or {})
    classes = f"{classes} {attrs.pop('class', '')}".strip()
    if any(key in attrs for key in ("data-action", "data-select", "data-unpick")):
        inert.pop("tabindex", None)
        return el("button", {"type": "button", "class": classes, **inert, **attrs}, body)
    return el(tag, {"class": classes, **inert, **attrs}, body)


def _die(die: DieModel, lang: str, *, attrs: dict[str, object] | None = None) -> Markup:
    if not die.value:
        text, label = "?", t("die.unset", lang)
    elif die.kind == "worker":
        text, label = str(die.value), t("die.label", lang, value=die.value)
    else:
        text, label = str(die.value), t("die.extra", lang, value=die.value)
    classes = f"die die-{die.kind}" + (f" face-{die.value}" if die.value else "")
    if attrs and not die.spot and die.value:
        # A free die can also be dragged onto a floor or a card (desktop).
        attrs = {**attrs, "draggable": "true", "data-die": die.value}
    if attrs is not None and any(key in attrs for key in ("data-action", "data-select",
                                                          "data-unpick")):
        return _piece("span", classes, attrs, text, **{"aria-label": label})
    return el("span", {"class": classes, "role": "img", "aria-label": label}, text)


def _resources(player: PlayerModel, lang: str, deltas: dict[str, int]) -> Markup:
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


def _options(view: ViewModel, page: Page, pieces: Pieces) -> Markup:
    lang = page.lang
    state = view.state
    if view.current_player != view.viewer:
        waiting = page.thinking or view.current_player or ""
        text = t("status.thinking", lang, name=waiting) if page.thinking else \
            t("options.waiting", lang, name=waiting)
        # While bots take their turns, thinking or pausing after a move, the player may skip
        # the pauses.
        bot_to_move = bool(page.thinking) or page.is_bot(view.names, view.current_player)
        return el("section", {"class": "options", "aria-labelledby": "options-heading"},
                  el("h2", {"id": "options-heading"}, t("options.heading", lang)),
                  el("p", {"class": "waiting"}, text),
                  el("button", {"type": "button", "class": "skip", "data-command": "skip",
                                "aria-keyshortcuts": "C"},
                     t("status.skip", lang)) if bot_to_move else None)
    groups = pieces.groups
    picked = pieces.picks
    actions = candidates(pieces.legal, picked) if picked else groups.get(TURN, [])
    intro = []
    if state.phase == "market":
        intro.append(el("p", {"class": "prompt"}, t("options.market", lang)))
    elif state.step == "discard":
        intro.append(el("p", {"class": "prompt"}, t("options.discard", lang,
                                                    resources=RESOURCE_LIMIT, cards=HAND_LIMIT)))
    elif state.step == "foreman":
        intro.append(el("p", {"class": "prompt"}, t("options.foreman", lang)))
    elif any(action.kind == "specialist" for action in groups.get(TURN, [])):
        intro.append(el("p", {"class": "prompt"}, t("options.specialist", lang)))
    if not groups:  # only a game that reached the most actions a game may hold
        intro.append(el("p", {"class": "prompt"},
                        t("error.game-too-long", lang, max=f"{MAX_ACTIONS:,}")))
    if picked:
        intro.append(el("p", {"class": "hint-text"}, t("options.picked", lang)))
    elif state.phase == "work" and state.step == "work":
        intro.append(el("p", {"class": "hint-text"}, t("options.none", lang)))
    buttons = [
        el("li", None, el("button", {"type": "button", "class": f"option option-{a.kind}",
                                     "data-action": str(a),
                                     "aria-keyshortcuts": "E" if a.kind == "end" else None},
                          describe_action(a, view.names, state.market, state.contractors,
                                          lang)))
        for a in actions]
    back = el("button", {"type": "button", "class": "back", "data-select": ""},
              t("options.back", lang)) if picked else None
    hint = None
    if page.hinting:
        hint = el("p", {"class": "suggestion", "role": "status"}, t("hint.thinking", lang))
    elif page.hint is not None:
        # The suggested action, its reason on a line of its own, and a button to play it.
        hint = el("div", {"class": "suggestion", "role": "status"},
                  el("strong", None, t("hint.label", lang, action=page.hint[0])),
                  el("span", {"class": "suggestion-reason"}, page.hint[1]),
                  el("button", {"type": "button", "class": "primary",
                                "data-command": "play-hint", "aria-keyshortcuts": "C"},
                     t("hint.play", lang)) if page.hint_action else None)
    if page.confirm_end:
        return el("section", {"class": "options", "aria-labelledby": "options-heading"},
                  el("h2", {"id": "options-heading"}, t("options.heading", lang)),
                  _end_question(page.confirm_end, lang))
    tip = el("p", {"class": "notice card-tip"},
             el("span", None, t("tip.cards", lang)),
             el("button", {"type": "button", "data-command": "tip-seen"},
                t("tip.ok", lang))) if page.card_tip else None
    return el("section", {"class": "options", "aria-labelledby": "options-heading"},
              el("h2", {"id": "options-heading"}, t("options.heading", lang)),
              _latest(view, page), tip, intro, hint, back,
              el("ul", {"class": "option-list"}, buttons),
              el("p", {"class": "keys"}, t("options.keys", lang)))


def _latest(view: ViewModel, page: Page) -> Markup | None:
    """Return what just happened (the newest first), always in sight beside the choices."""
    if not page.latest:
        return None
    lines = [el("li", None, describe_event(event, view.names, page.lang))
             for event in page.latest[::-1][:LATEST_LINES]]
    return el("div", {"class": "latest"},
              el("h3", None, t("latest.heading", page.lang)), el("ol", None, lines))


def _machine_turn(view: ViewModel, page: Page) -> Markup | None:
    """Return The Machine's turn as it happened: each die, what it did and why, and the
    round that begins after it."""
    if not page.machine_turn:
        return None
    lang = page.lang
    turn, *rest = page.machine_turn
    dice = [el("li", {"class": "machine-step"},
               el("span", {"class": f"die machine-die die-{colour}", "aria-hidden": "true"},
                  str(value)),
               el("span", None, el("strong", None, t(f"machine.colour.{colour}", lang), " ",
                                   value, ": "), did))
            for colour, value, did in machine_dice(turn, lang)]
    after = [el("p", {"class": "machine-next"}, describe_event(event, view.names, lang))
             for event in rest]
    return el("section", {"class": "machine-turn", "aria-labelledby": "machine-turn-heading"},
              el("h2", {"id": "machine-turn-heading"}, t("machine.turn", lang)),
              el("ol", {"class": "machine-steps"}, dice), after,
              el("button", {"type": "button", "data-command": "machine-seen"},
                 t("machine.seen", lang)))


def _end_question(unused: tuple[str, ...], lang: str) -> Markup:
    """Return the question asked before the work phase ends with something still usable."""
    dice, cards = unused
    return el("div", {"class": "confirm-end", "role": "alertdialog",
                      "aria-labelledby": "confirm-end-text"},
              el("p", {"id": "confirm-end-text", "class": "prompt"}, t("confirm-end.text", lang)),
              el("ul", None,
                 el("li", None, t("confirm-end.dice", lang, dice=dice)) if dice else None,
                 el("li", None, t("confirm-end.cards", lang, cards=cards)) if cards else None),
              el("button", {"type": "button", "class": "primary", "data-command": "end-yes",
                            "aria-keyshortcuts": "C"}, t("confirm-end.yes", lang)),
              el("button", {"type": "button", "data-command": "end-no"},
                 t("confirm-end.no", lang)))


def _status(view: ViewModel, page: Page, commands: bool = True) -> Markup:
    """Return the status bar: round, phase and turn, the game's commands (none in a
    replay, which is not played), and the notice."""
    lang = page.lang
    state = view.state
    phase = t(f"status.{state.phase}", lang)
    if view.current_player is None:
        turn = ""
    elif view.current_player == view.viewer and commands:  # a replay's viewer is not playing
        turn = t("status.your-turn", lang, name=view.current_player)
    else:
        turn = t("status.turn", lang, name=view.current_player)
    notice = None
    if page.notice is not None:
        kind, text = page.notice
        notice = el("div", {"class": f"notice notice-{kind}",
                            "role": "alert" if kind == "error" else "status"},
                    el("span", None, text),
                    el("button", {"type": "button", "data-command": page.notice_command},
                       t(f"menu.{page.notice_command}", lang)) if page.notice_command else None,
                    el("button", {"type": "button", "data-command": "dismiss"},
                       t("notice.dismiss", lang)))
    return el("section", {"class": "status", "aria-label": phase},
              el("p", {"class": "status-line"},
                 el("span", {"class": "round"}, t("status.round", lang, round=state.round)),
                 " · ", el("span", {"class": "phase"}, phase),
                 " · " if turn else "", el("strong", {"class": "turn"}, turn) if turn else None),
              el("p", {"class": "end-warning", "role": "note"},
                 t("status.end", lang, round=state.end_round))
              if state.end_round and state.phase != "over" else None,
              el("div", {"class": "commands"},
                 # Never disabled: when there is nothing to undo, a press says why.
                 el("button", {"type": "button", "class": "undo", "data-command": "undo",
                               "aria-keyshortcuts": "U",
                               "aria-disabled": "false" if view.can_undo else "true"},
                    t("menu.undo", lang),
                    el("span", {"class": "undo-what"}, page.undo_text)
                    if view.can_undo and page.undo_text else None),
                 el("button", {"type": "button", "data-command": "suggest",
                               "disabled": view.current_player != view.viewer},
                    t("menu.suggest", lang)),
                 el("button", {"type": "button", "data-command": "copy"}, t("menu.copy", lang)),
                 el("button", {"type": "button", "data-command": "rules"}, t("menu.rules", lang)),
                 el("button", {"type": "button", "data-command": "new"}, t("menu.new", lang)))
              if commands else None,
              conflict_question(lang) if page.conflict else None,
              el("p", {"class": "notice notice-info storage-blocked"},
                 t("notice.storage-blocked", lang)) if page.storage_blocked else None,
              notice)


def conflict_question(lang: str) -> Markup:
    """Return the question asked when another tab saved a newer game than this one."""
    return el("div", {"class": "notice notice-error conflict", "role": "alert"},
              el("span", None, t("conflict.text", lang)),
              el("button", {"type": "button", "class": "primary",
                            "data-command": "conflict-load"}, t("conflict.load", lang)),
              el("button", {"type": "button", "data-command": "conflict-keep"},
                 t("conflict.keep", lang)))


def _market(view: ViewModel, page: Page, pieces: Pieces) -> Markup:
    lang = page.lang
    state = view.state
    groups = pieces.groups
    blueprints = []
    for slot, slug in enumerate(state.market, 1):
        if not slug:
            blueprints.append(el("li", {"class": "slot empty"}, t("market.empty", lang)))
            continue
        take = f"take {slot}" if f"slot:{slot}" in groups else ""
        copy_key = f"market:{slug}"  # Replicator's copy
        blueprints.append(el(
            "li", {"class": "slot" + (" changed" if slot in page.changes.market else "")},
            _card(slug, lang, attrs=pieces.attrs(copy_key, pressed=copy_key in pieces.picks,
                                                 suggested=pieces.is_suggested(copy_key))),
            el("button", {"type": "button", "class": "take" + (
                " suggested" if pieces.is_suggested(f"slot:{slot}") else ""),
                "data-action": take},
               t("market.take", lang), el("span", {"class": "sr-only"},
                                          " " + card_name(slug, lang))) if take else None))
    contractors = []
    for slot, slug in enumerate(state.contractors, 1):
        tool = state.tools[slot - 1]
        token = el("span", {"class": f"token tool tool-{tool}",
                            "title": t("market.tool", lang, tool=t(f"word.{tool}", lang))},
                   icon(tool),
                   el("span", {"class": "sr-only"},
                      t("market.tool", lang, tool=t(f"word.{tool}", lang))))
        if not slug:
            contractors.append(el("li", {"class": "slot empty"}, token, t("market.empty", lang)))
            continue
        contractor = CONTRACTORS[slug]
        key = f"contractor:{slot}"
        body = join(
            el("span", {"class": "card-head"}, el("span", {"class": "card-name"},
                                                   card_name(slug, lang)),
               el("span", {"class": "card-cost"},
                  t("market.extra", lang, energy=contractor.extra_energy))
               if contractor.extra_energy else None),
            el("span", {"class": "card-rule"}, card_rules(slug, lang)))
        attrs = pieces.attrs(key, pressed=key in pieces.picks,
                             suggested=pieces.is_suggested(key))
        contractors.append(el("li", {"class": "slot" + (
            " changed" if slot in page.changes.contractors else "")}, token,
                              _piece("div", "card contractor", attrs, body,
                                     **{"data-card": slug, "tabindex": "0"})))
    refresh = [el("button", {"type": "button", "class": "refresh", "data-action": str(action)},
                  describe_action(action, view.names, state.market, state.contractors, lang))
               for action in groups.get("refresh", [])]
    return el("section", {"class": "market", "aria-labelledby": "market-heading"},
              el("h2", {"id": "market-heading"}, t("market.heading", lang)),
              el("p", {"class": "deck"}, t("market.deck", lang, deck=state.deck_count,
                                           discard=len(state.discard))),
              el("h3", None, t("market.blueprints", lang)),
              el("ul", {"class": "row blueprints"}, blueprints),
              el("h3", None, t("market.contractors", lang)),
              el("ul", {"class": "row contractors"}, contractors),
              # Renewing costs a resource: it comes last, under its price.
              el("div", {"class": "refresh-row"},
                 el("h3", None, t("market.renew", lang)), refresh) if refresh else None)


def _factory(view: ViewModel, page: Page, pieces: Pieces) -> Markup:
    lang = page.lang
    seat = view.names.index(view.viewer)
    player = view.state.players[seat]
    free = [die for die in player.dice if not die.spot]
    dice = []
    seen: Counter[str] = Counter()
    for die in free:
        key = f"die:{die.value}"
        copy = seen[key]
        seen[key] += 1
        # Dice of one value are alike: the first of them stands for the pick.
        dice.append(_die(die, lang, attrs=pieces.attrs(
            key, pressed=copy < pieces.picks.count(key),
            suggested=pieces.is_suggested(key, copy)) if die.value else None))
    floors = []
    for floor in FLOORS:
        placed = [die for die in player.dice if die.spot == floor]
        slots = [_die(die, lang) for die in placed] + [
            el("span", {"class": "slot-empty", "aria-label": t("floor.slot.empty", lang),
                        "role": "img"}) for _ in range(FLOOR_SLOTS - len(placed))]
        key = f"floor:{floor}"
        head = _piece("span", "floor-name", pieces.attrs(
            key, pressed=key in pieces.picks, suggested=pieces.is_suggested(key), drop=True),
            t(f"floor.{floor}", lang))
        landed = " just-placed" if floor in page.changes.placed else ""
        floors.append(el("li", {"class": f"floor floor-{floor}{landed}"}, head,
                         el("span", {"class": "floor-slots"}, slots)))
    hand = player.hand or []
    hand_cards = []
    for slug in sorted(set(hand)):
        keys = (f"hand:{slug}", f"discard:{slug}")
        for copy, (key, pressed) in enumerate(pieces.copies(slug, hand.count(slug), keys)):
            hand_cards.append(el("li", None, _card(
                slug, lang, compound=player.compound,
                attrs=pieces.attrs(key, pressed=pressed,
                                   suggested=pieces.is_suggested(key, copy)))))
    built = []
    for number, slug in enumerate(player.compound):
        key = f"card:{slug}"
        first = player.compound.index(slug) == number  # a card is used once a round
        on_card = [die for die in player.dice if die.spot == slug]
        attrs = pieces.attrs(key, pressed=key in pieces.picks,
                             suggested=pieces.is_suggested(key), drop=True) if first else None
        fresh = [name for name, happened in (("just-built", slug in page.changes.built),
                                             ("just-placed", slug in page.changes.placed))
                 if happened and first]
        built.append(el("li", {"class": " ".join(fresh) or None},
                        _card(slug, lang, attrs=attrs, used=slug in player.used),
                        el("span", {"class": "card-dice"}, [_die(d, lang) for d in on_card])
                        if on_card else None))
    return el("section", {"class": "factory", "aria-labelledby": "factory-heading"},
              el("h2", {"id": "factory-heading"}, t("me.heading", lang, name=view.viewer)),
              _resources(player, lang, page.changes.deltas),
              el("h3", None, t("me.dice", lang)),
              el("div", {"class": "dice-tray" + (" rolled" if page.changes.rolled else "")},
                 dice or el("p", None, t("me.no-dice", lang))),
              el("h3", None, t("me.hq", lang)),
              el("ul", {"class": "floors"}, floors),
              el("h3", None, t("me.hand", lang, count=len(hand))),
              el("ul", {"class": "cards hand"}, hand_cards) if hand_cards
              else el("p", None, t("me.empty-hand", lang)),
              el("h3", None, t("me.compound", lang, count=len(player.compound))),
              el("ul", {"class": "cards compound"}, built) if built
              else el("p", None, t("me.empty-compound", lang)))


def _others(view: ViewModel, page: Page) -> Markup:
    lang = page.lang
    items = []
    for player in view.state.players:
        if player.name == view.viewer:
            continue
        placed = [die for die in player.dice if die.spot]
        items.append(el(
            "li", {"class": "other"},
            el("h3", None, player.name),
            el("p", None, t("others.summary", lang, goods=player.goods,
                            prestige=prestige(player.compound), metal=player.metal,
                            energy=player.energy, hand=player.hand_count)),
            el("ul", {"class": "cards mini"},
               [el("li", None, _card(slug, lang, used=slug in player.used))
                for slug in player.compound]),
            el("p", {"class": "placed"}, [
                el("span", {"class": f"die die-{die.kind} face-{die.value}", "role": "img",
                            "aria-label": t("die.on", lang, value=die.value,
                                            place=_place_name(die.spot, lang))},
                   str(die.value)) for die in placed]) if placed else None))
    machine = view.state.machine
    machine_box = None
    if machine is not None:
        groups = []
        for card_type in TYPES:
            cards = [slug for slug in machine.compound if BLUEPRINTS[slug].type == card_type]
            if cards:
                groups.append(el("li", {"class": f"machine-group type-{card_type}"},
                                 el("span", {"class": "card-type"}, icon(card_type),
                                    " ", t(f"word.{card_type}", lang), f" ({len(cards)})"),
                                 ", ".join(card_name(slug, lang) for slug in cards)))
        # Each die is named by what it decides, not by its colour alone.
        meanings = [("green", t("machine.market", lang))] + [
            (colour, t(f"word.{card_type}", lang)) for colour, card_type in MACHINE_GOODS_DICE]
        dice = [el("span", {"class": "machine-die-box"},
                   el("span", {"class": f"die machine-die die-{colour}", "aria-hidden": "true"},
                      str(value)),
                   el("span", {"class": "die-caption"},
                      f"{meaning}", el("span", {"class": "sr-only"},
                                       f" ({t(f'machine.colour.{colour}', lang)}): {value}")))
                for (colour, meaning), value in zip(meanings, machine.dice, strict=False)]
        machine_box = el(
            "section", {"class": "machine", "aria-labelledby": "machine-heading"},
            el("h2", {"id": "machine-heading"},
               t("machine.heading", lang, level=t(f"start.level.{machine.level}", lang))),
            el("p", None, t("machine.goods", lang, goods=machine.goods)),
            el("p", {"class": "machine-dice"}, t("machine.dice", lang), ": ", dice)
            if dice else None,
            el("ul", {"class": "machine-groups"}, groups))
    others = el("section", {"class": "others", "aria-labelledby": "others-heading"},
                el("h2", {"id": "others-heading"}, t("others.heading", lang)),
                el("ul", None, items)) if items else None
    return join(others, machine_box)


def _place_name(spot: str, lang: str) -> str:
    return t(f"word.{spot}", lang) if spot in FLOORS else card_name(spot, lang)


def _log(view: ViewModel, page: Page) -> Markup:
    # Newest first: the latest move is at the top, never below the box's edge.
    lines = [el("li", None, describe_event(event, view.names, page.lang))
             for event in view.log[-LOG_LINES:][::-1]]
    return el("section", {"class": "log", "aria-labelledby": "log-heading"},
              el("h2", {"id": "log-heading"}, t("log.heading", page.lang)),
              # Focusable, so the scrolling log can be read with the keyboard.
              el("ol", {"class": "log-lines", "tabindex": "0",
                        "aria-label": t("log.heading", page.lang)}, lines))


def render_board(view: ViewModel, page: Page, ending: Markup | None = None,
                 panel: Markup | None = None) -> Markup:
    """Return the whole game screen for the viewer of ``view``; ``ending`` is the final
    screen (web/final.py) once the game is over, ``panel`` what replaces the choices (a
    replay's controls)."""
    pieces = Pieces(view, page)
    return el("div", {"class": "board", "data-phase": view.state.phase,
                      "data-step": view.state.step,
                      "data-picking": "yes" if pieces.picks else None,
                      "data-replay": "yes" if panel is not None else None,
                      "data-turn": "mine" if view.current_player == view.viewer else "other"},
              _status(view, page, commands=panel is None),
              ending,
              _machine_turn(view, page) if ending is None and panel is None else None,
              el("div", {"class": "play-area"},
                 panel or (_options(view, page, pieces) if ending is None else None),
                 # The section the phase is about comes first, for keyboards and readers;
                 # on wide screens the grid keeps each section in its own column.
                 (_market(view, page, pieces), _factory(view, page, pieces))
                 if view.state.phase == "market" else
                 (_factory(view, page, pieces), _market(view, page, pieces))),
              el("div", {"class": "side"}, _others(view, page), _log(view, page)),
              zoomed_card(page.zoom, page.lang) if page.zoom else None)


def zoomed_card(slug: str, lang: str) -> Markup:
    """Return a card shown large over the board, to be read in full, with a way back."""
    if slug in BLUEPRINTS:
        card = _card(slug, lang)
    else:
        card = el("div", {"class": "card contractor", "data-card": slug},
                  el("span", {"class": "card-head"},
                     el("span", {"class": "card-name"}, card_name(slug, lang))),
                  el("span", {"class": "card-rule"}, card_rules(slug, lang)))
    return join(
        el("div", {"class": "zoom-backdrop", "data-command": "zoom-close"}),
        el("div", {"class": "zoom", "role": "dialog", "aria-modal": "true",
                   "aria-label": card_name(slug, lang)},
           card,
           el("button", {"type": "button", "class": "primary", "data-command": "zoom-close"},
              t("zoom.close", lang))))
