"""The whole board: the status bar, the choices or a replay's panel, the market and the
viewer's factory (the one the phase is about first), the others and the log, and a card
opened large."""

from __future__ import annotations

from ffcore import BLUEPRINTS, ViewModel
from ffcore.text import card_name, card_rules
from html_builder import Markup, el, stamped
from screens.board.display import BoardDisplay
from screens.board.factory import factory, log, others
from screens.board.market import market
from screens.board.panels import machine_turn, options, status
from screens.board.pieces import Pieces, card_piece
from texts.ui_text import t


def render_board(view: ViewModel, display: BoardDisplay, ending: Markup | None = None,
                 panel: Markup | None = None) -> Markup:
    """Return the whole game screen for the viewer of ``view``; ``ending`` is the final
    sheet (screens/final.py) once the game is over, ``panel`` what replaces the choices (a
    replay's controls, the tutorial's step)."""
    pieces = Pieces(view, display)
    return el("div", {"class": "board", "data-phase": view.state.phase,
                      "data-step": view.state.step,
                      "data-picking": "yes" if pieces.picks else None,
                      "data-replay": "yes" if panel is not None and not display.tutorial
                      else None,
                      "data-tutorial": "yes" if display.tutorial else None,
                      "data-turn": "mine" if view.current_player == view.viewer else "other"},
              status(view, display, commands=panel is None),
              ending,
              machine_turn(view, display) if ending is None and (panel is None or display.tutorial)
              else None,
              el("div", {"class": "play-area"},
                 panel or (stamped(options(view, display, pieces)) if ending is None else None),
                 # The section the phase is about comes first, for keyboards and readers;
                 # on wide screens the grid keeps each section in its own column.
                 (stamped(market(view, display, pieces)), stamped(factory(view, display, pieces)))
                 if view.state.phase == "market" else
                 (stamped(factory(view, display, pieces)), stamped(market(view, display, pieces)))),
              el("div", {"class": "side"}, others(view, display), stamped(log(view, display))),
              zoomed_card(display.zoom, display.lang, display.zoom_why) if display.zoom else None)


def zoomed_card(slug: str, lang: str, why: str = "") -> Markup:
    """Return a card shown large over the board, to be read in full, with a way back (and
    ``why`` it cannot act now, when that was asked)."""
    if slug in BLUEPRINTS:
        card = card_piece(slug, lang)
    else:
        card = el("div", {"class": "card contractor", "data-card": slug},
                  el("span", {"class": "card-head"},
                     el("span", {"class": "card-name"}, card_name(slug, lang))),
                  el("span", {"class": "card-rule"}, card_rules(slug, lang)))
    # A modal dialog: the glue opens it with showModal(), which keeps the focus inside;
    # Escape, its button and a click on its backdrop (data-close) close it.
    return el("dialog", {"class": "zoom", "aria-label": card_name(slug, lang),
                         "aria-describedby": "zoom-why" if why else None,
                         "data-close": "zoom-close"},
              el("div", {"class": "dialog-body"},
                 card,
                 el("p", {"class": "why", "id": "zoom-why"}, why) if why else None,
                 el("button", {"type": "button", "class": "primary", "autofocus": True,
                               "data-command": "zoom-close"}, t("zoom.close", lang))))
