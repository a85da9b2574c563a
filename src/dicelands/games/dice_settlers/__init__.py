"""Dice Settlers (Dávid Turczi, NSKN Games 2018): components and, later, rules.

Phase 1 holds the component data (data/*.yaml) and its validated loader (components.py).
"""
