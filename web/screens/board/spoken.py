"""What a screen-reader player hears of the board: where the game stands, what the phase
asks, the suggestion and the notice (speech.py says only what changed since the last
drawing, and adds the log's new lines: the moves, The Machine's turn, each new round)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ffcore import Action, Game, ViewModel
from ffcore.text import describe_action, describe_reason
from screens.board.coached import coach_words
from screens.board.panels import phase_prompt
from speech import Speech
from texts.ui_text import t

if TYPE_CHECKING:
    from play.session import Session
    from screens import Context


def board_speech(app: Context, session: Session, game: Game, view: ViewModel) -> Speech:
    """Return what the board of the person at the device shows (the game in play of
    ``session``, seen in ``view``) that a screen reader should hear when it changes."""
    lang = app.ui.lang
    state = view.state
    mine = game.current_player == session.viewer and session.viewer != ""
    if game.current_player is None:
        turn = ""
    elif mine:
        turn = t("status.your-turn", lang, name=game.current_player)
    else:
        turn = t("status.turn", lang, name=game.current_player)
    status = " · ".join(part for part in (t("status.round", lang, round=state.round),
                                          t(f"status.{state.phase}", lang), turn) if part) + "."
    prompt = phase_prompt(state.phase, state.step, game.legal_actions(), lang) if mine else ""
    notice = app.ui.notice
    note = coach_words(session.coach, lang)
    return Speech(status=status, prompt=prompt, hint=_hint(app, session, view),
                  coach=f"{t('coach.heading', lang)} {note[0]} {note[1]}" if note else "",
                  notice=notice.text(lang) if notice else "",
                  notice_number=notice.number if notice else 0,
                  urgent=notice.urgent if notice else False)


def _hint(app: Context, session: Session, view: ViewModel) -> str:
    """Return the suggestion shown, with its reason ("" for none)."""
    lang = app.ui.lang
    if session.suggestion.asked:
        return t("hint.thinking", lang)
    if session.suggestion.hint is None:
        return ""
    action, reason = session.suggestion.hint
    state = view.state
    words = describe_action(Action.parse(str(action)), view.names, state.market,
                            state.contractors, lang)
    why = describe_reason(reason.key, reason.params, lang)
    return f"{t('hint.label', lang, action=words)}. {why}"
