"""Dice Settlers (Dávid Turczi, NSKN Games 2018): the base game with the Diceoneer (rulings: docs/rules/dice-settlers.md).

Component data: data/*.yaml, loaded and validated by components.py (rule numbers: rulesdata.py).
"""
from .rules import DiceSettlers

GAME = DiceSettlers()

__all__ = ["GAME", "DiceSettlers"]
