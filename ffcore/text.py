"""Words for players: card rules, actions and log lines, in the project's own phrasing.

Every function takes a ``lang`` ("en" or "pt"); the catalogue of texts per
language lives in :mod:`ffcore.texts_en` and :mod:`ffcore.texts_pt`, keyed by
the same message ids.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial
from typing import Any

from .actions import Action
from .cards import BLUEPRINTS, MACHINE_GOODS_DICE, TARGET_DICE
from .catalogue import LANGUAGES, card_name, message, message_of_ids
from .errors import FFError
from .game import Restored

__all__ = ["LANGUAGES", "card_name", "card_rules", "changes_text", "describe_action",
           "describe_event", "describe_reason", "error_message", "machine_dice", "message",
           "restored_message"]


def card_rules(slug: str, lang: str = "en") -> str:
    """Return what a card does, in a sentence or two."""
    return message(f"rules.{slug}", lang)


def _names(slugs: list[str] | tuple[str, ...], lang: str) -> str:
    return ", ".join(card_name(slug, lang) for slug in slugs)


def describe_action(action: Action, names: list[str] | tuple[str, ...] = (),
                    market: list[str] | None = None, contractors: list[str] | None = None,
                    lang: str = "en") -> str:
    """Return a player-facing sentence for an action (what clicking it does)."""
    kind = action.kind
    m = partial(message, lang=lang)
    if kind == "refresh":
        pay = m("word.metal") if action.amounts[0] else m("word.energy")
        return m(f"action.refresh.{action.choice}", pay=pay)
    if kind == "take":
        card = market[action.number - 1] if market else ""
        return m("action.take", slot=action.number, card=card_name(card, lang))
    if kind == "hire":
        contractor = contractors[action.number - 1] if contractors else ""
        text = m("action.hire", contractor=card_name(contractor, lang),
                 card=card_name(action.card, lang))
        if action.target and len(names) >= action.target:
            text += m("action.hire.target", name=names[action.target - 1])
        return text
    if kind in ("set", "specialist"):
        return m(f"action.{kind}", value=action.number)
    if kind == "place":
        return m(f"action.place.{action.choice}", value=action.dice[0])
    if kind == "build":
        # Two copies in hand: say which pays for which.
        key = "action.build.twin" if action.discards[0] == action.card else "action.build"
        return m(key, card=card_name(action.card, lang),
                 discard=card_name(action.discards[0], lang))
    if kind == "activate":
        details = _activation_details(action, lang)
        card = card_name(action.card, lang)
        if not details:
            return m("action.activate.plain", card=card)
        return m("action.activate", card=card, details=details)
    if kind == "discard":
        if action.card:
            return m("action.discard.card", card=card_name(action.card, lang))
        return m("action.discard.resources", metal=action.amounts[0], energy=action.amounts[1])
    return m(f"action.{kind}")


def _activation_details(action: Action, lang: str) -> str:
    m = partial(message, lang=lang)
    if action.copy is not None:
        return m("detail.copy", card=card_name(action.copy.card, lang),
                 details=_activation_details(action.copy, lang))
    parts = []
    effect = BLUEPRINTS[action.card].recipes[0].effect if BLUEPRINTS[action.card].recipes else ""
    if action.dice:
        dice = " ".join(str(value) for value in action.dice)
        key = "detail.target" if effect in TARGET_DICE else "detail.dice"
        parts.append(m(key, dice=dice))
    if action.discards:
        parts.append(m("detail.discard", cards=_names(action.discards, lang)))
    if action.choice:
        parts.append(m(f"detail.choice.{action.choice}"))
    if action.number:
        parts.append(m("detail.die", value=action.number))
    if effect == "black-market":
        parts.append(m("detail.gain", metal=action.amounts[0], energy=action.amounts[1]))
    return ", ".join(parts)


def describe_event(event: dict[str, Any], names: list[str] | tuple[str, ...],
                   lang: str = "en") -> str:
    """Return a log line for an event (as redacted for the reader)."""
    code = event.get("code", "")
    seat = event.get("seat", -1)
    who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else \
        message("word.machine", lang)
    params: dict[str, object] = {"name": who}
    for key, value in event.items():
        if key == "cards" and isinstance(value, list):
            params[key] = _names(value, lang) or message("word.nothing", lang)
        elif key in ("card", "contractor", "discard", "refill") and isinstance(value, str):
            params[key] = card_name(value, lang) if value else message("word.nothing", lang)
        elif key in ("dice", "goods", "skipped") and isinstance(value, list):
            params[key] = ", ".join(str(v) for v in value) or message("word.nothing", lang)
        elif key not in params:
            params[key] = value
    if code == "draw" and "cards" not in event:
        return message("event.draw.hidden", lang, **params)
    if code in _DESCRIBED:
        return _DESCRIBED[code](event, params, lang)
    if code == "hire" and isinstance(event.get("target"), int) and event["target"] >= 0:
        params["target"] = names[event["target"]]
        return message("event.hire.target", lang, **params)
    if code == "reshuffle":
        params["deck"] = message(f"word.{event.get('deck')}", lang)
    if code == "machine-setup":
        params["level"] = message(f"word.{event.get('level')}", lang)
    if code == "refresh":
        params["row"] = message(f"word.{event.get('row')}", lang)
        params["paid"] = message(f"word.{event.get('paid')}", lang)
    return message(f"event.{code}", lang, **params)


def changes_text(event: dict[str, Any], lang: str = "en") -> str:
    """Return what an event changed for its player, with numbers: "+2 metal, −1 energy"."""
    parts = []
    for key in ("metal", "energy", "goods"):
        amount = event.get(key)
        if isinstance(amount, int) and amount:
            parts.append(message(f"delta.{key}", lang, count=abs(amount),
                                 sign="+" if amount > 0 else "−"))
    drawn = event.get("drawn")
    if isinstance(drawn, int) and drawn:
        parts.append(message("delta.drawn", lang, count=drawn))
    turned = event.get("turned")
    if isinstance(turned, list) and len(turned) == 2:
        parts.append(message("delta.turned", lang, old=turned[0], new=turned[1]))
    parts += [message("delta.extra", lang, value=value) for value in event.get("extra", [])]
    return ", ".join(parts)


def _place_line(event: dict[str, Any], params: dict[str, object], lang: str) -> str:
    floor = event.get("floor")
    bonus = ".bonus" if event.get("bonus") else ""
    count = {"research": event.get("cards"), "generate": event.get("energy"),
             "mine": event.get("metal")}.get(str(floor), 0)
    return message(f"event.place.{floor}{bonus}", lang, name=params["name"],
                   value=event.get("value"), count=count)


def _activate_line(event: dict[str, Any], params: dict[str, object], lang: str) -> str:
    action = Action.parse(str(event.get("action", "")))
    details = _activation_details(action, lang)
    gains = changes_text(event, lang)
    key = "event.activate" + ("" if details else ".plain") + ("" if gains else ".quiet")
    return message(key, lang, name=params["name"], card=card_name(action.card, lang),
                   details=details, gains=gains)


def _build_line(event: dict[str, Any], params: dict[str, object], lang: str) -> str:
    paid = {key: -value for key in ("metal", "energy")
            if isinstance(value := event.get(key), int)}
    cost = changes_text(paid, lang)
    return message("event.build" if cost else "event.build.free", lang, **params, cost=cost)


def _passive_line(event: dict[str, Any], params: dict[str, object], lang: str) -> str:
    gains = changes_text(event, lang)
    return message("event.passive" if gains else "event.passive.plain", lang, **params,
                   gains=gains)


def machine_dice(event: dict[str, Any], lang: str = "en") -> list[tuple[str, int, str]]:
    """Return The Machine's dice of a turn: (colour, value, what it did), green first."""
    dice = [value for value in event.get("dice", []) if isinstance(value, int)]
    if len(dice) != 1 + len(MACHINE_GOODS_DICE):
        return []
    green, slot, card = dice[0], event.get("slot"), str(event.get("card") or "")
    if green <= 4:
        did = message("machine.take" if card else "machine.empty", lang, slot=slot,
                      card=card_name(card, lang))
    else:
        did = message(f"machine.renew.{'blueprints' if green == 5 else 'contractors'}", lang,
                      card=card_name(card, lang) if card else message("word.nothing", lang))
    out = [("green", green, did)]
    counts = event.get("counts") or [0] * len(MACHINE_GOODS_DICE)
    for (colour, card_type), value, count in zip(MACHINE_GOODS_DICE, dice[1:], counts,
                                                 strict=False):
        key = "machine.good" if value <= count else "machine.no-good"
        out.append((colour, value, message(key, lang, value=value, count=count,
                                           type=message(f"word.{card_type}", lang))))
    return out


def _machine_line(event: dict[str, Any], params: dict[str, object], lang: str) -> str:
    dice = machine_dice(event, lang)
    rolled = ", ".join(f"{message(f'colour.{colour}', lang)} {value}"
                       for colour, value, _ in dice)
    made = [f"{message(f'colour.{colour}', lang)} {did}" for colour, _, did in dice[1:]
            if colour in event.get("goods", [])]
    goods = message("machine.goods", lang, count=len(made), made="; ".join(made)) if made \
        else message("machine.goods.none", lang)
    return message("event.machine-turn", lang, dice=rolled, market=dice[0][2] if dice else "",
                   goods=goods)


#: Log lines built from what the event says it changed, with numbers.
_DESCRIBED: dict[str, Callable[[dict[str, Any], dict[str, object], str], str]] = {
    "place": _place_line, "activate": _activate_line, "build": _build_line,
    "passive": _passive_line, "machine-turn": _machine_line}


def error_message(error: FFError, lang: str = "en") -> str:
    """Return an engine error in a language, from the catalogue entry of its code."""
    return error.text(lang)


def describe_reason(key: str, params: Iterable[tuple[str, str]], lang: str = "en") -> str:
    """Return a bot's one-line reason for a hint (a message id and its parameters).

    The parameters are ids (:class:`ffcore.bots.Reason`): cards by slug, words by
    their message id's last part, numbers as digits.
    """
    return message_of_ids(key, params, lang)


def restored_message(restored: Restored, lang: str = "en") -> str:
    """Return what a player is told about a game opened under rules newer than its own."""
    if not restored.checked:
        key = "restored.unchecked"
    elif restored.kept < restored.total:
        key = "restored.partial"
    else:
        key = "restored.same"
    return message(key, lang, rules=restored.rules, kept=restored.kept, total=restored.total)
