"""The viewer's factory on the board (resources, dice, headquarters, hand, built cards), the
other players' and The Machine's, and the log."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from ffcore import BLUEPRINTS, ViewModel
from ffcore.cards import FLOOR_SLOTS, FLOORS, MACHINE_GOODS_DICE, TYPES, prestige
from ffcore.text import card_name, describe_event
from ffcore.views import MachineModel, PlayerModel
from html_builder import Markup, el, join, stamped
from screens.board.display import LOG_LINES, BoardDisplay
from screens.board.pieces import (
    Pieces,
    card_piece,
    die_piece,
    fold_heading,
    icon,
    piece,
    resource_counters,
)
from texts.ui_text import t


def factory(view: ViewModel, display: BoardDisplay, pieces: Pieces) -> Markup:
    """Return the viewer's factory, each piece answering their picks."""
    lang = display.lang
    player = view.state.players[view.names.index(view.viewer)]
    dice = _dice(player, lang, pieces)
    hand = player.hand or []
    hand_cards = _hand(player, lang, pieces)
    built = _built(player, display, pieces)
    folded: dict[str, object] = {"id": "fold-hand",
                                 "data-folded": "yes" if "hand" in display.folded else None}
    return el("section", {"id": "factory", "class": "factory",
                          "aria-labelledby": "factory-heading"},
              el("h2", {"id": "factory-heading"}, t("me.heading", lang, name=view.viewer)),
              resource_counters(player, lang, display.changes.deltas),
              el("h3", None, t("me.dice", lang)),
              # Arrow keys move within each group of pieces (glue/events.py).
              el("div", {"class": "dice-tray" + (" rolled" if display.changes.rolled else ""),
                         "data-arrows": True},
                 dice or el("p", None, t("me.no-dice", lang))),
              el("h3", None, t("me.hq", lang)),
              el("ul", {"class": "floors", "data-arrows": True}, _floors(player, display, pieces)),
              fold_heading("h3", t("me.hand", lang, count=len(hand)), "hand", display),
              el("ul", {"class": "cards hand", "data-arrows": True, **folded}, hand_cards)
              if hand_cards else el("p", folded, t("me.empty-hand", lang)),
              el("h3", None, t("me.compound", lang, count=len(player.compound))),
              el("ul", {"class": "cards compound", "data-arrows": True}, built) if built
              else el("p", None, t("me.empty-compound", lang)))


def _dice(player: PlayerModel, lang: str, pieces: Pieces) -> list[Markup]:
    """Return the dice not placed yet; dice of one value are alike, so the first of them
    stands for the pick."""
    out = []
    seen: Counter[str] = Counter()
    for die in player.dice:
        if die.spot:
            continue
        key = f"die:{die.value}"
        copy = seen[key]
        seen[key] += 1
        out.append(die_piece(die, lang, attrs=pieces.attrs(
            key, pressed=copy < pieces.picks.count(key),
            suggested=pieces.is_suggested(key, copy)) if die.value else None))
    return out


def _floors(player: PlayerModel, display: BoardDisplay, pieces: Pieces) -> list[Markup]:
    """Return the headquarters' floors with their slots, each floor a drop target."""
    lang = display.lang
    out = []
    for floor in FLOORS:
        placed = [die for die in player.dice if die.spot == floor]
        slots = [die_piece(die, lang) for die in placed] + [
            el("span", {"class": "slot-empty", "aria-label": t("floor.slot.empty", lang),
                        "role": "img"}) for _ in range(FLOOR_SLOTS - len(placed))]
        key = f"floor:{floor}"
        head = piece("span", "floor-name", pieces.attrs(
            key, pressed=key in pieces.picks, suggested=pieces.is_suggested(key), drop=True),
            t(f"floor.{floor}", lang))
        landed = " just-placed" if floor in display.changes.placed else ""
        out.append(el("li", {"class": f"floor floor-{floor}{landed}"}, head,
                      el("span", {"class": "floor-slots"}, slots)))
    return out


def _hand(player: PlayerModel, lang: str, pieces: Pieces) -> list[Markup]:
    """Return the cards in hand: each copy to build, or to discard for another."""
    hand = player.hand or []
    out = []
    for slug in sorted(set(hand)):
        keys = (f"hand:{slug}", f"discard:{slug}")
        for copy, (key, pressed) in enumerate(pieces.copies(slug, hand.count(slug), keys)):
            out.append(el("li", None, card_piece(
                slug, lang, compound=player.compound,
                attrs=pieces.attrs(key, pressed=pressed,
                                   suggested=pieces.is_suggested(key, copy)))))
    return out


def _built(player: PlayerModel, display: BoardDisplay, pieces: Pieces) -> list[Markup]:
    """Return the built cards with the dice on them; a card is used once a round, so only
    its first copy answers a pick."""
    lang = display.lang
    out = []
    for number, slug in enumerate(player.compound):
        key = f"card:{slug}"
        first = player.compound.index(slug) == number
        on_card = [die for die in player.dice if die.spot == slug]
        attrs = pieces.attrs(key, pressed=key in pieces.picks,
                             suggested=pieces.is_suggested(key), drop=True) if first else None
        fresh = [name for name, happened in (("just-built", slug in display.changes.built),
                                             ("just-placed", slug in display.changes.placed))
                 if happened and first]
        out.append(el("li", {"class": " ".join(fresh) or None},
                      card_piece(slug, lang, attrs=attrs, used=slug in player.used),
                      el("span", {"class": "card-dice"}, [die_piece(d, lang) for d in on_card])
                      if on_card else None))
    return out


def others(view: ViewModel, display: BoardDisplay) -> Markup:
    """Return the other players' factories as the viewer may see them, and The Machine."""
    lang = display.lang
    items = [stamped(_other(player, lang)) for player in view.state.players
             if player.name != view.viewer]
    machine = view.state.machine
    section = el("section", {"id": "others", "class": "others",
                             "aria-labelledby": "others-heading"},
                 el("h2", {"id": "others-heading"}, t("others.heading", lang)),
                 el("ul", None, items)) if items else None
    return join(section, stamped(_machine(machine, lang)) if machine is not None else None)


def _other(player: PlayerModel, lang: str) -> Markup:
    """Return another player's factory: counts, built cards, placed dice."""
    placed = [die for die in player.dice if die.spot]
    return el(
        "li", {"class": "other"},
        el("h3", None, player.name),
        el("p", None, t("others.summary", lang, goods=player.goods,
                        prestige=prestige(player.compound), metal=player.metal,
                        energy=player.energy, hand=player.hand_count)),
        el("ul", {"class": "cards mini"},
           [el("li", None, card_piece(slug, lang, used=slug in player.used))
            for slug in player.compound]),
        el("p", {"class": "placed"}, [
            el("span", {"class": f"die die-{die.kind} face-{die.value}", "role": "img",
                        "aria-label": t("die.on", lang, value=die.value,
                                        place=_place_name(die.spot, lang))},
               str(die.value)) for die in placed]) if placed else None)


def _machine(machine: MachineModel, lang: str) -> Markup:
    """Return The Machine: its level, goods, dice (each named by what it decides, not by its
    colour alone) and built cards by type."""
    groups = []
    for card_type in TYPES:
        cards = [slug for slug in machine.compound if BLUEPRINTS[slug].type == card_type]
        if cards:
            groups.append(el("li", {"class": f"machine-group type-{card_type}"},
                             el("span", {"class": "card-type"}, icon(card_type),
                                " ", t(f"word.{card_type}", lang), f" ({len(cards)})"),
                             ", ".join(card_name(slug, lang) for slug in cards)))
    meanings = [("green", t("machine.market", lang))] + [
        (colour, t(f"word.{card_type}", lang)) for colour, card_type in MACHINE_GOODS_DICE]
    dice = [el("span", {"class": "machine-die-box"},
               el("span", {"class": f"die machine-die die-{colour}", "aria-hidden": "true"},
                  str(value)),
               el("span", {"class": "die-caption"},
                  f"{meaning}", el("span", {"class": "sr-only"},
                                   f" ({t(f'machine.colour.{colour}', lang)}): {value}")))
            for (colour, meaning), value in zip(meanings, machine.dice, strict=False)]
    return el(
        "section", {"class": "machine", "aria-labelledby": "machine-heading",
                    # The card it took last, which pieces that travel fly to (web/static/motion.js).
                    "data-took": machine.compound[-1] if machine.compound else None},
        el("h2", {"id": "machine-heading"},
           t("machine.heading", lang, level=t(f"start.level.{machine.level}", lang))),
        el("p", None, t("machine.goods", lang, goods=machine.goods)),
        el("p", {"class": "machine-dice"}, t("machine.dice", lang), ": ", dice)
        if dice else None,
        el("ul", {"class": "machine-groups"}, groups))


def _place_name(spot: str, lang: str) -> str:
    return t(f"word.{spot}", lang) if spot in FLOORS else card_name(spot, lang)


def log(view: ViewModel, display: BoardDisplay) -> Markup:
    """Return the log, newest first: the latest move is at the top, never below the box's
    edge. Each line is named by its place in the game's log, so that a drawing adds the new
    lines at the top rather than rewriting every line below them (web/static/morph.js)."""
    shown = view.log[-LOG_LINES:]
    first = len(view.log) - len(shown)
    names = tuple(view.names)
    lines = [_log_line(first + number, _event_key(event), names, display.lang)
             for number, event in reversed(list(enumerate(shown)))]
    return el("section", {"id": "log", "class": "log", "aria-labelledby": "log-heading"},
              el("h2", {"id": "log-heading"}, t("log.heading", display.lang)),
              # Focusable, so the scrolling log can be read with the keyboard.
              el("ol", {"class": "log-lines", "tabindex": "0",
                        "aria-label": t("log.heading", display.lang)}, lines))


EventKey = tuple[tuple[str, object], ...]
#: Log lines kept written: the lines shown and those a replay shows around them (bounded, so
#: the memory held stays the same however many games are played).
LOGGED_LINES = 512


def _event_key(event: dict[str, object]) -> EventKey:
    """Return a log event as a value that can be compared and hashed (its lists as tuples)."""
    return tuple((key, tuple(value) if isinstance(value, list) else value)
                 for key, value in event.items())


@lru_cache(maxsize=LOGGED_LINES)
def _log_line(number: int, event: EventKey, names: tuple[str, ...], lang: str) -> Markup:
    """Return the log's line ``number``: the same for the same event, names and language,
    so each line is written once (as Elm's `lazy`), not at every drawing of the board,
    where the log's 40 lines were a quarter of the board's HTML's time."""
    words = describe_event({key: list(value) if isinstance(value, tuple) else value
                            for key, value in event}, names, lang)
    return el("li", {"id": f"log-{number}"}, words)
