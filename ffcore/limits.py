"""Limits that several modules must agree on, each defined once.

A game, its share code, its saves and its views must all accept the same
games: whatever the engine lets a game reach, the codec encodes and the
models validate (tests check the longest game there can be).
"""

from __future__ import annotations

#: Players in a game: one against The Machine, or up to five at the table.
MAX_PLAYERS = 5
#: Letters in a player's name.
MAX_NAME_LENGTH = 40
#: Actions in one game. No real game comes near (the longest random games make about
#: 700); it bounds the work a hostile code or save can ask for, and a game that reaches it
#: takes no more actions, so that every game the engine plays can be shared and saved.
MAX_ACTIONS = 20_000
#: Every round takes at least one action of each player.
MAX_ROUNDS = MAX_ACTIONS + 1
