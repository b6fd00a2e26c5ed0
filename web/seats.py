"""Who may sit at a seat: a person, or a bot of one of its levels (games, saves, records)."""

from __future__ import annotations

#: A seat a person plays (the others name a bot level).
HUMAN = "human"
#: The bots' levels, weakest first.
BOT_LEVELS = ("random", "steady", "strong")
