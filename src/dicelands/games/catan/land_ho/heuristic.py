"""A quick estimate of a seat's standing for greedy bots and search cut-offs: points first, then production (the
pips of the numbers its buildings touch), cards and gold, and the promise of its ships: a settler aboard, and
the ship's nearness to the unexplored areas (discoveries pay)."""
from __future__ import annotations

from ..heuristic import PIPS
from .board import CELLS, EDGE_CELLS, VERTEX_CELLS
from .rules import total
from .state import State


def heuristic(state: State, seat: int) -> float:
    numbers = state.numbers
    production = sum(PIPS[numbers[c]] for v, who in enumerate(state.owner) if who == seat for c in VERTEX_CELLS[v])
    hand = sum(state.hands[seat])
    cards = min(hand, 7) * 0.05 - max(0, hand - 7) * 0.05
    fleet = 0.0
    for slot, edge in enumerate(state.ships[seat]):
        if edge >= 0:
            east = max(_cell_axial(c)[0] for c in EDGE_CELLS[edge])
            fleet += 0.3 * state.holds[seat][slot] + 0.02 * east
    revealed = sum(1 for t in state.terrains if t == "")
    return total(state, seat) + 0.06 * production + cards + 0.04 * state.gold[seat] + fleet - 0.001 * revealed


def _cell_axial(cell: int):
    q, r = CELLS[cell]
    return q + r / 2, r
