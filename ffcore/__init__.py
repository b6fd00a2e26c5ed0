"""Fantastic Factories rules engine.

Start with :func:`new_game`, then ask the game for ``legal_actions()`` and
``apply()`` one of them until ``is_over``. See docs/ARCHITECTURE.md for the
whole API.
"""

from .actions import Action
from .cards import BLUEPRINTS, CONTRACTORS, Blueprint, Contractor
from .errors import BadCode, BadSetup, FFError, IllegalAction
from .game import Game, Restored, new_game
from .loading import from_actions, from_code, from_json
from .scoring import MachineScore, Outcome, PlayerScore
from .views import ViewModel

__version__ = "0.1.0"

__all__ = [
    "BLUEPRINTS",
    "CONTRACTORS",
    "Action",
    "BadCode",
    "BadSetup",
    "Blueprint",
    "Contractor",
    "FFError",
    "Game",
    "IllegalAction",
    "MachineScore",
    "Outcome",
    "PlayerScore",
    "Restored",
    "ViewModel",
    "from_actions",
    "from_code",
    "from_json",
    "new_game",
]
