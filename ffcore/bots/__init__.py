"""Bot players for any seat, and hints.

Make one with :func:`make` and ask it for an action of its own view::

    bot = make("steady", seed=1)
    action = bot.choose(game.view(game.current_player))
    action, reason = bot.suggest(game.view(game.current_player))

Bots read only the view (other hands and the deck are counts) and answer
with one of its legal actions. See :mod:`ffcore.bots.base` for thinking in
time slices.
"""

from __future__ import annotations

from .base import Bot, Decision, Search
from .basic import RandomBot, SteadyBot
from .hidden import determinize
from .hints import Hint, Reason

#: The bot levels, weakest first.
BOT_NAMES = ("random", "steady", "strong")


def make(name: str, seed: int = 0) -> Bot:
    """Return a new bot of a level in :data:`BOT_NAMES`; raise ValueError for another name."""
    if name == "random":
        return RandomBot(seed)
    if name == "steady":
        return SteadyBot(seed)
    if name == "strong":
        from .strong import StrongBot

        return StrongBot(seed)
    raise ValueError(f"Unknown bot {name!r}; choose one of {', '.join(BOT_NAMES)}.")


def suggester(seed: int = 0) -> Bot:
    """Return the bot whose choices the page suggests: the strong bot as it plays, but for
    the cheaper search of solo games (:data:`ffcore.bots.strong.SUGGESTION_ROLLOUT_NODES`,
    :data:`ffcore.bots.strong.SUGGESTION_POSITIONS`)."""
    from .strong import SUGGESTION_POSITIONS, SUGGESTION_ROLLOUT_NODES, StrongBot

    return StrongBot(seed, solo_rollout_nodes=SUGGESTION_ROLLOUT_NODES,
                     solo_positions=SUGGESTION_POSITIONS)


__all__ = ["BOT_NAMES", "Bot", "Decision", "Hint", "Reason", "Search", "determinize", "make",
           "suggester"]
