"""The board as HTML, rendered from one player's view of the game.

Everything here is a pure function of ``game.view(name)`` and a little page
state, so it runs (and is tested) under plain CPython. Every clickable move
carries its canonical action text in ``data-action``; the page applies it
through the engine and never decides legality itself. Elements that only
narrow the choice carry ``data-select`` with a subject key.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from ffcore import BLUEPRINTS, CONTRACTORS, Action, Outcome, ViewModel
from ffcore.cards import DIE_CHANGES, FLOORS, MACHINE_GOODS_DICE, TYPES, build_cost, prestige
from ffcore.limits import MAX_ACTIONS
from ffcore.models import DieModel, PlayerModel
from ffcore.text import card_name, card_rules, describe_action, describe_event
from html_builder import Markup, el, join
from ui_text import t

LOG_LINES = 40
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
    #: The subject whose options are listed ("" for the turn's general actions).
    selected: str = ""
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

    def is_bot(self, names: list[str], name: str | None) -> bool:
        """Return whether a bot plays the seat of ``name`` among the game's ``names``."""
        return name in names and self.seats[names.index(name)] != HUMAN


def subjects(action: Action) -> list[str]:
    """Return the keys of the things on the board an action belongs to."""
    kind = action.kind
    if kind == "place":
        return [f"die:{action.dice[0]}", f"floor:{action.choice}"]
    if kind == "build":
        return [f"hand:{action.card}"]
    if kind == "activate":
        keys = [f"card:{action.card}"]
        inner = action.copy or action
        recipe = BLUEPRINTS[inner.card].recipes[0] if BLUEPRINTS[inner.card].recipes else None
        if recipe is not None and (recipe.dice or recipe.effect in DIE_CHANGES):
            keys += [f"die:{value}" for value in sorted(set(inner.dice))]
        if action.copy is not None:
            keys.append(f"market:{action.copy.card}")
        return keys
    if kind == "take":
        return [f"slot:{action.number}"]
    if kind == "hire":
        return [f"contractor:{action.number}"]
    if kind == "refresh":
        return ["refresh"]
    return ["turn"]


def group_actions(legal: list[str]) -> dict[str, list[Action]]:
    """Return the legal actions filed under each subject key."""
    groups: dict[str, list[Action]] = defaultdict(list)
    for text in legal:
        action = Action.parse(text)
        for key in subjects(action):
            groups[key].append(action)
    return groups


# Pieces -----------------------------------------------------------------------------------

def _pressed(select: str, selected: str) -> str:
    return "true" if select == selected else "false"


def _card(slug: str, lang: str, *, select: str = "", selected: str = "", used: bool = False,
          compound: list[str] | None = None) -> Markup:
    """Return a blueprint card; a toggle button when it can be selected to see its moves."""
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
    classes = f"card type-{card.type}" + (" used" if used else "") + (" can-act" if select
                                                                       else "")
    if select:
        return el("button", {"type": "button", "class": classes, "data-select": select,
                             "aria-pressed": _pressed(select, selected), "data-card": slug},
                  body)
    return el("div", {"class": classes, "data-card": slug, "tabindex": "0"}, body)


def _die(die: DieModel, lang: str, *, select: str = "", selected: str = "") -> Markup:
    if not die.value:
        text, label = "?", t("die.unset", lang)
    elif die.kind == "worker":
        text, label = str(die.value), t("die.label", lang, value=die.value)
    else:
        text, label = str(die.value), t("die.extra", lang, value=die.value)
    classes = f"die die-{die.kind}" + (f" face-{die.value}" if die.value else "") + \
        (" can-act" if select else "")
    if select:
        return el("button", {"type": "button", "class": classes, "data-select": select,
                             "aria-pressed": _pressed(select, selected), "aria-label": label},
                  text)
    return el("span", {"class": classes, "role": "img", "aria-label": label}, text)


def _resources(player: PlayerModel, lang: str) -> Markup:
    items = [("metal", player.metal), ("energy", player.energy), ("goods", player.goods),
             ("prestige", prestige(player.compound))]
    return el("dl", {"class": "resources"}, [
        el("div", {"class": f"resource resource-{key}"},
           el("dt", None, icon(key), " ", t(f"me.{key}", lang)), el("dd", None, value))
        for key, value in items])


def _options(view: ViewModel, page: Page, groups: dict[str, list[Action]]) -> Markup:
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
    selected = page.selected if page.selected in groups else ""
    key = selected or "turn"
    actions = groups.get(key, [])
    intro = []
    if state.phase == "market":
        intro.append(el("p", {"class": "prompt"}, t("options.market", lang)))
    elif state.step == "discard":
        intro.append(el("p", {"class": "prompt"}, t("options.discard", lang)))
    elif state.step == "foreman":
        intro.append(el("p", {"class": "prompt"}, t("options.foreman", lang)))
    elif any(action.kind == "specialist" for action in groups.get("turn", [])):
        intro.append(el("p", {"class": "prompt"}, t("options.specialist", lang)))
    if not groups:  # only a game that reached the most actions a game may hold
        intro.append(el("p", {"class": "prompt"},
                        t("error.game-too-long", lang, max=f"{MAX_ACTIONS:,}")))
    if not selected and state.phase == "work" and state.step == "work":
        intro.append(el("p", {"class": "hint-text"}, t("options.none", lang)))
    buttons = [
        el("li", None, el("button", {"type": "button", "class": f"option option-{a.kind}",
                                     "data-action": str(a),
                                     "aria-keyshortcuts": "E" if a.kind == "end" else None},
                          describe_action(a, view.names, state.market, state.contractors,
                                          lang)))
        for a in actions]
    back = el("button", {"type": "button", "class": "back", "data-select": ""},
              t("options.back", lang)) if selected else None
    hint = None
    if page.hinting:
        hint = el("p", {"class": "suggestion", "role": "status"}, t("hint.thinking", lang))
    elif page.hint is not None:
        # The suggested action, then its reason on a line of its own.
        hint = el("p", {"class": "suggestion", "role": "status"},
                  el("strong", None, t("hint.label", lang, action=page.hint[0])),
                  el("span", {"class": "suggestion-reason"}, page.hint[1]))
    return el("section", {"class": "options", "aria-labelledby": "options-heading"},
              el("h2", {"id": "options-heading"}, t("options.heading", lang)),
              intro, hint, back, el("ul", {"class": "option-list"}, buttons),
              el("p", {"class": "keys"}, t("options.keys", lang)))


def _status(view: ViewModel, page: Page) -> Markup:
    lang = page.lang
    state = view.state
    phase = t(f"status.{state.phase}", lang)
    if view.current_player is None:
        turn = ""
    elif view.current_player == view.viewer:
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
                 el("button", {"type": "button", "data-command": "undo", "aria-keyshortcuts": "U",
                               "disabled": not view.can_undo}, t("menu.undo", lang)),
                 el("button", {"type": "button", "data-command": "suggest",
                               "disabled": view.current_player != view.viewer},
                    t("menu.suggest", lang)),
                 el("button", {"type": "button", "data-command": "copy"}, t("menu.copy", lang)),
                 el("button", {"type": "button", "data-command": "rules"}, t("menu.rules", lang)),
                 el("button", {"type": "button", "data-command": "new"}, t("menu.new", lang))),
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


def _market(view: ViewModel, page: Page, groups: dict[str, list[Action]]) -> Markup:
    lang = page.lang
    state = view.state
    blueprints = []
    for slot, slug in enumerate(state.market, 1):
        if not slug:
            blueprints.append(el("li", {"class": "slot empty"}, t("market.empty", lang)))
            continue
        take = f"take {slot}" if f"slot:{slot}" in groups else ""
        copy_key = f"market:{slug}"
        blueprints.append(el(
            "li", {"class": "slot"},
            _card(slug, lang, select=copy_key if copy_key in groups else "",
                  selected=page.selected),
            el("button", {"type": "button", "class": "take", "data-action": take},
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
        attrs: dict[str, object] = {"class": "card contractor" + (" can-act" if key in groups
                                                                  else ""),
                                    "data-card": slug}
        if key in groups:
            card = el("button", {"type": "button", "data-select": key,
                                 "aria-pressed": _pressed(key, page.selected), **attrs}, body)
        else:
            card = el("div", {"tabindex": "0", **attrs}, body)
        contractors.append(el("li", {"class": "slot"}, token, card))
    refresh = [el("button", {"type": "button", "class": "refresh", "data-action": str(action)},
                  describe_action(action, view.names, state.market, state.contractors, lang))
               for action in groups.get("refresh", [])]
    return el("section", {"class": "market", "aria-labelledby": "market-heading"},
              el("h2", {"id": "market-heading"}, t("market.heading", lang)),
              el("p", {"class": "deck"}, t("market.deck", lang, deck=state.deck_count,
                                           discard=len(state.discard))),
              el("div", {"class": "refresh-row"}, refresh) if refresh else None,
              el("h3", None, t("market.blueprints", lang)),
              el("ul", {"class": "row blueprints"}, blueprints),
              el("h3", None, t("market.contractors", lang)),
              el("ul", {"class": "row contractors"}, contractors))


def _factory(view: ViewModel, page: Page, groups: dict[str, list[Action]]) -> Markup:
    lang = page.lang
    seat = view.names.index(view.viewer)
    player = view.state.players[seat]
    free = [die for die in player.dice if not die.spot]
    dice = [_die(die, lang, select=f"die:{die.value}" if f"die:{die.value}" in groups else "",
                 selected=page.selected) for die in free]
    floors = []
    for floor in FLOORS:
        placed = [die for die in player.dice if die.spot == floor]
        slots = [_die(die, lang) for die in placed] + [
            el("span", {"class": "slot-empty", "aria-label": t("floor.slot.empty", lang),
                        "role": "img"}) for _ in range(3 - len(placed))]
        key = f"floor:{floor}"
        title = t(f"floor.{floor}", lang)
        if key in groups:
            head = el("button", {"type": "button", "class": "floor-name can-act",
                                 "data-select": key, "aria-pressed": _pressed(key, page.selected)},
                      title)
        else:
            head = el("span", {"class": "floor-name"}, title)
        floors.append(el("li", {"class": f"floor floor-{floor}"}, head,
                         el("span", {"class": "floor-slots"}, slots)))
    hand = player.hand or []
    hand_cards = [el("li", None, _card(slug, lang, compound=player.compound,
                                       select=f"hand:{slug}" if f"hand:{slug}" in groups else "",
                                       selected=page.selected))
                  for slug in sorted(hand)]
    built = []
    for slug in player.compound:
        key = f"card:{slug}"
        on_card = [die for die in player.dice if die.spot == slug or
                   (slug == "replicator" and die.spot == "replicator")]
        built.append(el("li", None, _card(slug, lang, select=key if key in groups else "",
                                          selected=page.selected, used=slug in player.used),
                        el("span", {"class": "card-dice"}, [_die(d, lang) for d in on_card])
                        if on_card else None))
    return el("section", {"class": "factory", "aria-labelledby": "factory-heading"},
              el("h2", {"id": "factory-heading"}, t("me.heading", lang, name=view.viewer)),
              _resources(player, lang),
              el("h3", None, t("me.dice", lang)),
              el("div", {"class": "dice-tray"}, dice or el("p", None, t("me.no-dice", lang))),
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
    lines = [el("li", None, describe_event(event, view.names, page.lang))
             for event in view.log[-LOG_LINES:]]
    return el("section", {"class": "log", "aria-labelledby": "log-heading"},
              el("h2", {"id": "log-heading"}, t("log.heading", page.lang)),
              # Focusable, so the scrolling log can be read with the keyboard.
              el("ol", {"class": "log-lines", "tabindex": "0",
                        "aria-label": t("log.heading", page.lang)}, lines))


def outcome_table(result: Outcome, lang: str) -> Markup:
    """Return the final scores, winners and tie-break."""
    head = el("tr", None, el("th", {"scope": "col"}, ""), [
        el("th", {"scope": "col"}, t(f"over.{key}", lang))
        for key in ("goods", "prestige", "total", "metal", "energy", "hand")])
    rows = [el("tr", {"class": "winner" if score.name in result.winners else None},
               el("th", {"scope": "row"}, score.name),
               [el("td", None, getattr(score, key)) for key in
                ("goods", "prestige", "total", "metal", "energy", "hand")])
            for score in result.players]
    if result.machine is not None:
        machine = result.machine
        rows.append(el("tr", {"class": "winner" if result.machine_wins else None},
                       el("th", {"scope": "row"}, t("over.machine", lang)),
                       el("td", {"colspan": "2"},
                          t("over.machine.detail", lang, goods=machine.goods,
                            cards=machine.cards, monuments=machine.monuments)),
                       el("td", None, machine.total), el("td", {"colspan": "3"}, "")))
    if result.machine_wins:
        verdict = t("over.machine-wins", lang)
    elif len(result.winners) > 1:
        verdict = t("over.winners", lang, names=", ".join(result.winners))
    else:
        verdict = t("over.winner", lang, names=", ".join(result.winners))
    tie = t(f"over.tie.{result.tie_break}", lang) if result.tie_break else None
    return el("section", {"class": "outcome", "aria-labelledby": "outcome-heading"},
              el("h2", {"id": "outcome-heading"}, t("over.heading", lang)),
              el("p", {"class": "verdict"}, verdict),
              el("p", {"class": "tie-break"}, tie) if tie else None,
              # On narrow screens the table scrolls inside its own focusable box.
              el("div", {"class": "table-box", "tabindex": "0", "role": "region",
                         "aria-labelledby": "outcome-heading"},
                 el("table", None, el("thead", None, head), el("tbody", None, rows))),
              el("button", {"type": "button", "class": "primary", "data-command": "new"},
                 t("over.new", lang)))


def render_board(view: ViewModel, page: Page, ending: Markup | None = None) -> Markup:
    """Return the whole game screen for the viewer of ``view``; ``ending`` is the final
    screen (web/final.py) once the game is over."""
    groups = group_actions(view.legal)
    return el("div", {"class": "board", "data-phase": view.state.phase,
                      "data-step": view.state.step,
                      "data-turn": "mine" if view.current_player == view.viewer else "other"},
              _status(view, page),
              ending,
              el("div", {"class": "play-area"},
                 _options(view, page, groups) if ending is None else None,
                 # The section the phase is about comes first, for keyboards and readers;
                 # on wide screens the grid keeps each section in its own column.
                 (_market(view, page, groups), _factory(view, page, groups))
                 if view.state.phase == "market" else
                 (_factory(view, page, groups), _market(view, page, groups))),
              el("div", {"class": "side"}, _others(view, page), _log(view, page)))
