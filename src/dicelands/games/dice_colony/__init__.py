"""Dice Colony: a roll-and-write planet builder on a 91-space hex sheet (rules: docs/rules/dice-colony.md)."""
from .rules import DiceColony
from .scoring import recompute_scores
from . import value  # noqa: F401 (validates data/value.yaml when the game loads, like the component files)

GAME = DiceColony()

__all__ = ["GAME", "DiceColony", "recompute_scores"]
