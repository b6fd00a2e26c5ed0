"""The board part's old module: `Board` is in board.py. Kept only while tests/pagedriver.py
imports it from here (that file is being rewritten beside this change); remove it once
that import names screens.board.board."""

from screens.board.board import Board

__all__ = ["Board"]
