"""Catan: Explorers & Pirates, scenario 1 "Land Ho!" (2-4 players), registered as `catan-land-ho`: a second game of
the Catan package on base Catan's pieces (rules in docs/rules/catan-land-ho.md, positions in docs/positions.md)."""
from .game import LandHo

GAME = LandHo()
__all__ = ["GAME", "LandHo"]
