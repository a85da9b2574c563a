"""Govern, a free action in your own turn (spec §6.4): at least 3 more tents on a tile than every other player builds
one of your houses there (G21: one house per tile); the house controls the tile for good."""
from __future__ import annotations

from ..board import cell_text
from ..rulesdata import RULES
from ..triggers import check_triggers
from ..state import Cell, State
from ..steps import act


def govern_cells(state: State, seat: int) -> list[Cell]:
    if state.players[seat].houses == 0:
        return []
    out = []
    for cell, counts in state.tents.items():
        mine = counts[seat]
        if mine and cell not in state.houses:
            others = max((c for s, c in enumerate(counts) if s != seat), default=0)
            if mine >= others + RULES.govern_lead:
                out.append(cell)
    return out


def build_house(state, seat: int, cell) -> None:
    state.players[seat].houses -= 1
    state.houses[cell] = seat
    check_triggers(state)  # a 5th house ends the game


def options(state, seat: int) -> list:
    return [act("govern", f"govern {cell_text(c)}", cell=c) for c in govern_cells(state, seat)]
