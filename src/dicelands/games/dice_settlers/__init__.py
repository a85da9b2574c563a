"""Dice Settlers (Dávid Turczi, NSKN Games 2018): the base game with the Diceoneer (rulings: docs/rules/dice-settlers.md).

Component data: data/*.yaml, loaded and validated by components.py (rule numbers: rulesdata.py). The game class is
in game.py; the rules are spread along the rulebook (setup, rounds, roll, payment, actions/, diceoneer).
"""
from .game import DiceSettlers

GAME = DiceSettlers()

__all__ = ["GAME", "DiceSettlers"]
