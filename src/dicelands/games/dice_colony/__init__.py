"""Dice Colony: a roll-and-write planet builder on a 91-space hex sheet (rules: docs/rules/dice-colony.md)."""
from .game import DiceColony
from .scoring import recompute_scores

GAME = DiceColony()

__all__ = ["GAME", "DiceColony", "recompute_scores"]
