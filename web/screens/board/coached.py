"""The coach on the board (coach.py): its note on a costly move beside the choices, and
at the end of the game the costliest moments, each a link to its moment in the replay."""

from __future__ import annotations

from ffcore.text import describe_reason
from html_builder import Markup, el
from play.coach import Coach, Note
from screens.findings import finding_item
from texts.ui_text import number, t


def coach_words(coach: Coach | None, lang: str) -> tuple[str, str] | None:
    """Return the note shown, in words: what the move cost and what was better, and the
    strong bot's reason (None: no note)."""
    if coach is None or coach.shown is None:
        return None
    return note_words(coach.shown, lang)


def note_words(note: Note, lang: str) -> tuple[str, str]:
    """Return a note's two lines: what the move cost (in chance of winning too, where it is
    known) and what was better; why."""
    key, params = note.reason
    finding = note.finding
    words = {"played": note.played(lang), "preferred": note.preferred(lang),
             "loss": number(finding.loss, lang)}
    percent = finding.chance_percent()
    cost = (t("coach.note", lang, **words) if percent is None
            else t("coach.note.chance", lang, chance=percent, **words))
    return cost, describe_reason(key, params, lang)


def coach_note(words: tuple[str, str] | None, lang: str) -> Markup | None:
    """Return the coach's note beside the choices, with a button to put it away."""
    if words is None:
        return None
    return el("div", {"class": "coach-note"},
              el("strong", None, t("coach.heading", lang)), " ", words[0],
              el("span", {"class": "coach-reason"}, words[1]),
              el("button", {"type": "button", "data-command": "coach-seen"},
                 t("coach.ok", lang)))


def costliest(coach: Coach | None, lang: str) -> Markup | None:
    """Return the end of a coached game: its costliest moments, each a link to the replay
    (or that the coach is still at work, or found nothing costly)."""
    if coach is None:
        return None
    heading = el("h3", None, t("coach.moments", lang))
    if coach.pending:
        return el("section", {"class": "coach-moments", "role": "status"}, heading,
                  el("p", None, t("coach.working", lang)))
    notes = coach.costliest()
    if not notes:
        return el("section", {"class": "coach-moments"}, heading,
                  el("p", None, t("coach.clean", lang)))
    items = [finding_item(note.finding, "coach-replay", note.played(lang), note.preferred(lang),
                          lang) for note in notes]
    return el("section", {"class": "coach-moments"}, heading, el("ol", {"class": "findings"},
                                                                 items))
