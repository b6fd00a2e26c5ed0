"""A costly move as a list item, shared by the review's list (screens/replay.py) and the
coach's costliest moments (screens/board/coached.py): where it was, what it cost, what was
played and what was better, the whole a button to that moment of the replay."""

from __future__ import annotations

from typing import TYPE_CHECKING

from html_builder import Markup, el
from texts.ui_text import number, t

if TYPE_CHECKING:  # the bots load only once a review or the coach needs them
    from ffcore.bots.review import Finding


def loss_words(finding: Finding, lang: str) -> str:
    """Return what a move cost: in chance of winning and points where the chance is known,
    else in points."""
    points = number(finding.loss, lang)
    percent = finding.chance_percent()
    if percent is None:
        return t("review.loss", lang, points=points)
    return t("review.loss.chance", lang, chance=percent, points=points)


def finding_item(finding: Finding, command: str, played: str, better: str, lang: str) -> Markup:
    """Return one costly move as a list item; ``command`` goes to its moment."""
    return el("li", None, el(
        "button", {"type": "button", "class": "finding", "data-command": command,
                   # The position the costly move led to: its number is the move's.
                   "data-position": finding.position + 1},
        el("span", {"class": "finding-where"},
           t("review.where", lang, round=finding.round, at=finding.position + 1)),
        el("span", {"class": "finding-loss"}, loss_words(finding, lang)),
        el("span", {"class": "finding-played"}, t("review.played", lang, move=played)),
        el("span", {"class": "finding-better"}, t("review.better", lang, move=better))))
