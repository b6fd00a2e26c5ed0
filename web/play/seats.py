"""Who may sit at a seat: a person at this device, a person on another device who plays by
link, or a bot of one of its levels (games, saves, links, records)."""

from __future__ import annotations

#: A seat a person plays on this device.
HUMAN = "human"
#: A seat a person plays on another device: the game goes to them by link, and this device
#: never shows their hand nor moves for them.
LINK = "link"
#: The seats people play, here or by link.
PEOPLE = (HUMAN, LINK)
#: The bots' levels, weakest first.
BOT_LEVELS = ("random", "steady", "strong")
#: Every kind of seat.
SEATS = (*PEOPLE, *BOT_LEVELS)


def as_shared(seat: str) -> str:
    """Return a seat as a link or a record names it: a person, wherever they play."""
    return HUMAN if seat == LINK else seat
