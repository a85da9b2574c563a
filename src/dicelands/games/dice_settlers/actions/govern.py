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
    out: list[Cell] = []
    lead: int = RULES.govern_lead
    for cell, counts in state.tents.items():
        mine = counts[seat]
        if mine and cell not in state.houses:
            others = 0  # the most tents of any other seat
            for other, count in enumerate(counts):
                if other != seat and count > others:
                    others = count
            if mine >= others + lead:
                out.append(cell)
    return out


def build_house(state: State, seat: int, cell) -> None:
    state.players[seat].houses -= 1
    state.houses[cell] = seat
    check_triggers(state)  # a 5th house ends the game


def options(state: State, seat: int) -> list:
    return [act("govern", f"govern {cell_text(c)}", cell=c) for c in govern_cells(state, seat)]
