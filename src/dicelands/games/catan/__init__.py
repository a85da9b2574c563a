"""Catan, the base game (3-4 players): rules in docs/rules/catan.md, positions in docs/positions.md."""
from .game import Catan

GAME = Catan()
__all__ = ["GAME", "Catan"]
