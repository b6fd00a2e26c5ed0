"""The board's panels: the status bar, the choices (with the suggestion, the question
before the work phase ends and the card tip), what just happened, and The Machine's turn."""

from __future__ import annotations

from collections.abc import Sequence

from ffcore import Action, ViewModel
from ffcore.cards import HAND_LIMIT, RESOURCE_LIMIT
from ffcore.limits import MAX_ACTIONS
from ffcore.text import describe_action, describe_event, machine_dice
from html_builder import Markup, el, join
from screens.board.coached import coach_note
from screens.board.display import LATEST_LINES, BoardDisplay
from screens.board.picks import TURN, candidates
from screens.board.pieces import Pieces
from texts.ui_text import t
from ui import languages


def options(view: ViewModel, display: BoardDisplay, pieces: Pieces) -> Markup:
    """Return the choices: what the viewer can do now (narrowed by the picks), or whom
    they wait for."""
    lang = display.lang
    if view.current_player != view.viewer:
        return _waiting(view, display)
    if display.confirm_end:
        return el("section", {"id": "options", "class": "options",
                              "aria-labelledby": "options-heading"},
                  el("h2", {"id": "options-heading"}, t("options.heading", lang)),
                  _end_question(display.confirm_end, lang))
    picked = pieces.picks
    actions = candidates(pieces.legal, picked) if picked else pieces.groups.get(TURN, [])
    state = view.state
    buttons = [
        el("li", None, el("button", {"type": "button", "class": f"option option-{a.kind}",
                                     "data-action": str(a),
                                     "aria-keyshortcuts": "E" if a.kind == "end" else None},
                          describe_action(a, view.names, state.market, state.contractors,
                                          lang)))
        for a in actions]
    back = el("button", {"type": "button", "class": "back", "data-select": ""},
              t("options.back", lang)) if picked else None
    tip = el("p", {"class": "notice card-tip"},
             el("span", None, t("tip.cards", lang)),
             el("button", {"type": "button", "data-command": "tip-seen"},
                t("tip.ok", lang))) if display.card_tip else None
    return el("section", {"id": "options", "class": "options",
                          "aria-labelledby": "options-heading"},
              el("h2", {"id": "options-heading"}, t("options.heading", lang)),
              _offer(lang) if display.tutorial_offer else None,
              latest(view, display), tip, _prompts(view, display, pieces), _suggestion(display),
              coach_note(display.coach_note, lang), back,
              el("ul", {"class": "option-list", "data-arrows": True}, buttons),
              el("p", {"class": "keys"}, t("options.keys", lang)))


def _offer(lang: str) -> Markup:
    """Return the tutorial offered to someone who opened a shared link on a new device."""
    return el("p", {"class": "notice tutorial-offer"},
              el("span", None, t("tutorial.offer", lang)),
              el("button", {"type": "button", "class": "primary", "data-command": "tutorial"},
                 t("menu.tutorial", lang)),
              el("button", {"type": "button", "data-command": "tutorial-no"},
                 t("tutorial.no", lang)))


def _waiting(view: ViewModel, display: BoardDisplay) -> Markup:
    """Return the choices while another seat is to move: who, and (while a bot moves) a way
    to skip the pauses after its moves."""
    lang = display.lang
    waiting = display.thinking or view.current_player or ""
    if display.by_link(view.names, view.current_player):
        return el("section", {"id": "options", "class": "options",
                              "aria-labelledby": "options-heading"},
                  el("h2", {"id": "options-heading"}, t("options.heading", lang)),
                  latest(view, display),
                  el("p", {"class": "waiting"}, t("options.link", lang, name=waiting)),
                  el("button", {"type": "button", "class": "primary send",
                                "data-command": "copy"}, t("send.to", lang, name=waiting)))
    text = t("status.thinking", lang, name=waiting) if display.thinking else \
        t("options.waiting", lang, name=waiting)
    # While bots take their turns, thinking or pausing after a move, the player may skip
    # the pauses.
    bot_to_move = bool(display.thinking) or display.is_bot(view.names, view.current_player)
    return el("section", {"id": "options", "class": "options",
                          "aria-labelledby": "options-heading"},
              el("h2", {"id": "options-heading"}, t("options.heading", lang)),
              el("p", {"class": "waiting"}, text),
              el("button", {"type": "button", "class": "skip", "data-command": "skip",
                            "aria-keyshortcuts": "C"},
                 t("status.skip", lang)) if bot_to_move else None)


def _prompts(view: ViewModel, display: BoardDisplay, pieces: Pieces) -> list[Markup]:
    """Return what the phase asks for, and how to narrow or widen the choices."""
    lang = display.lang
    state = view.state
    groups = pieces.groups
    prompt = phase_prompt(state.phase, state.step, groups.get(TURN, []), lang)
    out = [el("p", {"class": "prompt"}, prompt)] if prompt else []
    if not groups:  # only a game that reached the most actions a game may hold
        out.append(el("p", {"class": "prompt"},
                      t("error.game-too-long", lang, max=f"{MAX_ACTIONS:,}")))
    if pieces.picks:
        out.append(el("p", {"class": "hint-text"}, t("options.picked", lang)))
    elif state.phase == "work" and state.step == "work":
        out.append(el("p", {"class": "hint-text"}, t("options.none", lang)))
    return out


def phase_prompt(phase: str, step: str, moves: Sequence[Action], lang: str) -> str:
    """Return what the phase asks of the player to move, who may make ``moves`` ("" for
    nothing more than its moves)."""
    if phase == "market":
        return t("options.market", lang)
    if step == "discard":
        return t("options.discard", lang, resources=RESOURCE_LIMIT, cards=HAND_LIMIT)
    if step == "foreman":
        return t("options.foreman", lang)
    if any(action.kind == "specialist" for action in moves):
        return t("options.specialist", lang)
    return ""


def _suggestion(display: BoardDisplay) -> Markup | None:
    """Return the suggestion being worked out, or the one made: the action, its reason on a
    line of its own, and a button to play it."""
    lang = display.lang
    if display.hinting:
        return el("p", {"class": "suggestion"}, t("hint.thinking", lang))
    if display.hint is None:
        return None
    return el("div", {"class": "suggestion"},
              el("strong", None, t("hint.label", lang, action=display.hint[0])),
              el("span", {"class": "suggestion-reason"}, display.hint[1]),
              el("button", {"type": "button", "class": "primary",
                            "data-command": "play-hint", "aria-keyshortcuts": "C"},
                 t("hint.play", lang)) if display.hint_action else None)


def latest(view: ViewModel, display: BoardDisplay) -> Markup | None:
    """Return what just happened (the newest first), always in sight beside the choices."""
    if not display.latest:
        return None
    lines = [describe_event(event, view.names, display.lang)
             for event in display.latest[::-1][:LATEST_LINES]]
    # On phones the newest line is a button that opens the others (hidden elsewhere).
    return el("div", {"class": "latest", "data-open": "yes" if display.latest_open else None},
              el("h3", None, t("latest.heading", display.lang)),
              el("button", {"type": "button", "class": "latest-toggle",
                            "data-command": "latest", "aria-controls": "latest-lines",
                            "aria-expanded": "true" if display.latest_open else "false"},
                 el("strong", None, t("latest.heading", display.lang)), " ", lines[0]),
              el("ol", {"id": "latest-lines"}, [el("li", None, line) for line in lines]))


def machine_turn(view: ViewModel, display: BoardDisplay) -> Markup | None:
    """Return The Machine's turn as it happened: each die, what it did and why, and the
    round that begins after it."""
    if not display.machine_turn:
        return None
    lang = display.lang
    turn, *rest = display.machine_turn
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
    # A modal dialog (opened by the glue with showModal()): the safe answer has the focus.
    return el("dialog", {"class": "confirm-end", "role": "alertdialog",
                         "aria-labelledby": "confirm-end-text", "data-close": "end-no"},
              el("div", {"class": "dialog-body"},
                 el("p", {"id": "confirm-end-text", "class": "prompt"},
                    t("confirm-end.text", lang)),
                 el("ul", None,
                    el("li", None, t("confirm-end.dice", lang, dice=dice)) if dice else None,
                    el("li", None, t("confirm-end.cards", lang, cards=cards)) if cards
                    else None),
                 el("button", {"type": "button", "class": "primary", "data-command": "end-yes",
                               "aria-keyshortcuts": "C"}, t("confirm-end.yes", lang)),
                 el("button", {"type": "button", "data-command": "end-no", "autofocus": True},
                    t("confirm-end.no", lang))))


def status(view: ViewModel, display: BoardDisplay, commands: bool = True) -> Markup:
    """Return the status bar: round, phase and turn, the game's commands (none in a
    replay, which is not played), and the notice."""
    lang = display.lang
    state = view.state
    phase = t(f"status.{state.phase}", lang)
    if view.current_player is None:
        turn = ""
    elif view.current_player == view.viewer and (commands or display.tutorial):  # not a replay
        turn = t("status.your-turn", lang, name=view.current_player)
    else:
        turn = t("status.turn", lang, name=view.current_player)
    notice = None
    if display.notice is not None:
        kind, text = display.notice
        offered = display.notice_command
        # Read out through the page's live regions (speech.py), not as a region inserted.
        notice = el("div", {"class": f"notice notice-{kind}"},
                    el("span", None, text),
                    el("button", {"type": "button", "data-command": offered},
                       t(f"menu.{offered}", lang)) if offered else None,
                    el("button", {"type": "button", "data-command": "dismiss"},
                       t("notice.dismiss", lang)))
    return el("section", {"class": "status", "aria-label": phase,
                          "data-menu": "open" if display.menu else None},
              el("p", {"class": "status-line"},
                 el("span", {"class": "round"}, t("status.round", lang, round=state.round)),
                 " · ", el("span", {"class": "phase"}, phase),
                 " · " if turn else "", el("strong", {"class": "turn"}, turn) if turn else None),
              el("p", {"class": "end-warning", "role": "note"},
                 t("status.end", lang, round=state.end_round))
              if state.end_round and state.phase != "over" else None,
              _commands(view, display) if commands else None,
              conflict_question(lang) if display.conflict else None,
              el("p", {"class": "notice notice-info storage-blocked"},
                 el("span", None, t("notice.storage-blocked", lang)))
              if display.storage_blocked else None,
              notice)


def _commands(view: ViewModel, display: BoardDisplay) -> Markup:
    """Return the game's commands; on phones a menu, opened by its button (hidden elsewhere),
    which holds the page's language switch too."""
    lang = display.lang
    return join(
        el("button", {"type": "button", "class": "menu-toggle", "data-command": "menu",
                      "aria-expanded": "true" if display.menu else "false",
                      "aria-controls": "game-menu"},
           el("span", {"aria-hidden": "true"}, "\u2630"),
           el("span", {"class": "sr-only"}, t("menu.open", lang))),
        el("div", {"class": "commands", "id": "game-menu"},
           # Never disabled: when there is nothing to undo, a press says why.
           el("button", {"type": "button", "class": "undo", "data-command": "undo",
                         "aria-keyshortcuts": "U",
                         "aria-disabled": "false" if view.can_undo else "true"},
              t("menu.undo", lang),
              el("span", {"class": "undo-what"}, display.undo_text)
              if view.can_undo and display.undo_text else None),
           el("button", {"type": "button", "data-command": "suggest",
                         "disabled": view.current_player != view.viewer},
              t("menu.suggest", lang)),
           el("button", {"type": "button", "data-command": "copy"},
              t("menu.share" if display.can_share else "menu.copy", lang)),
           el("button", {"type": "button", "data-command": "rules"}, t("menu.rules", lang)),
           el("button", {"type": "button", "data-command": "settings"},
              t("menu.settings", lang)),
           el("button", {"type": "button", "data-command": "new"}, t("menu.new", lang)),
           languages(lang)))


def conflict_question(lang: str) -> Markup:
    """Return the question asked when another tab saved a newer game than this one."""
    return el("div", {"class": "notice notice-error conflict", "role": "alert"},
              el("span", None, t("conflict.text", lang)),
              el("button", {"type": "button", "class": "primary",
                            "data-command": "conflict-load"}, t("conflict.load", lang)),
              el("button", {"type": "button", "data-command": "conflict-keep"},
                 t("conflict.keep", lang)))
