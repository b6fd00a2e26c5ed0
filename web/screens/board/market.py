"""The market on the board: four blueprints to take, four contractors to hire, and the
renewals, each a piece that answers the viewer's picks."""

from __future__ import annotations

from ffcore import CONTRACTORS, ViewModel
from ffcore.text import card_name, card_rules, describe_action
from html_builder import Markup, el, join
from screens.board.display import BoardDisplay
from screens.board.pieces import Pieces, card_piece, fold_heading, icon, piece
from texts.ui_text import t


def market(view: ViewModel, display: BoardDisplay, pieces: Pieces) -> Markup:
    """Return the market: the deck, the blueprints, the contractors, the renewals."""
    lang = display.lang
    state = view.state
    refresh = [el("button", {"type": "button", "class": "refresh", "data-action": str(action)},
                  describe_action(action, view.names, state.market, state.contractors, lang))
               for action in pieces.groups.get("refresh", [])]
    return el("section", {"id": "market", "class": "market", "aria-labelledby": "market-heading",
                          "data-folded": "yes" if "market" in display.folded else None},
              fold_heading("h2", t("market.heading", lang), "market", display,
                           {"id": "market-heading"}),
              el("div", {"class": "market-body", "id": "fold-market"},
                 el("p", {"class": "deck"}, t("market.deck", lang, deck=state.deck_count,
                                              discard=len(state.discard))),
                 el("h3", None, t("market.blueprints", lang)),
                 el("ul", {"class": "row blueprints", "data-arrows": True},
                    _blueprints(view, display, pieces)),
                 el("h3", None, t("market.contractors", lang)),
                 el("ul", {"class": "row contractors", "data-arrows": True},
                    _contractors(view, display, pieces)),
                 # Renewing costs a resource: it comes last, under its price.
                 el("div", {"class": "refresh-row"},
                    el("h3", None, t("market.renew", lang)), refresh) if refresh else None))


def _blueprints(view: ViewModel, display: BoardDisplay, pieces: Pieces) -> list[Markup]:
    """Return the market's blueprints, each with its Take button when it can be taken."""
    lang = display.lang
    out = []
    for slot, slug in enumerate(view.state.market, 1):
        if not slug:
            out.append(el("li", {"class": "slot empty"}, t("market.empty", lang)))
            continue
        take = f"take {slot}" if f"slot:{slot}" in pieces.groups else ""
        copy_key = f"market:{slug}"  # Replicator's copy
        out.append(el(
            "li", {"class": "slot" + (" changed" if slot in display.changes.market else "")},
            card_piece(slug, lang, attrs=pieces.attrs(copy_key, pressed=copy_key in pieces.picks,
                                                      suggested=pieces.is_suggested(copy_key),
                                                      why=f"slot:{slot}")),
            el("button", pieces.mark(f"slot:{slot}", {
                "type": "button", "class": "take" + (
                    " suggested" if pieces.is_suggested(f"slot:{slot}") else ""),
                "data-action": take}),
               t("market.take", lang), el("span", {"class": "sr-only"},
                                          " " + card_name(slug, lang))) if take else None))
    return out


def _contractors(view: ViewModel, display: BoardDisplay, pieces: Pieces) -> list[Markup]:
    """Return the market's contractors, each under the tool token that hires it."""
    lang = display.lang
    state = view.state
    out = []
    for slot, slug in enumerate(state.contractors, 1):
        tool = state.tools[slot - 1]
        token = el("span", {"class": f"token tool tool-{tool}",
                            "title": t("market.tool", lang, tool=t(f"word.{tool}", lang))},
                   icon(tool),
                   el("span", {"class": "sr-only"},
                      t("market.tool", lang, tool=t(f"word.{tool}", lang))))
        if not slug:
            out.append(el("li", {"class": "slot empty"}, token, t("market.empty", lang)))
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
        out.append(el("li", {"class": "slot" + (
            " changed" if slot in display.changes.contractors else "")}, token,
                      piece("div", "card contractor", attrs, body,
                            **{"data-card": slug, "tabindex": "0"})))
    return out
