"""Dice City: five dice on a 5x6 city of locations; By Royal Decree as modules (rules: docs/rules/dice-city.md)."""
from .game import DiceCity

GAME = DiceCity()

__all__ = ["GAME", "DiceCity"]
