"""A quick estimate of a seat's standing for greedy bots and search cut-offs: public points first, then production
(the pips of the numbers its buildings touch), cards in hand, development cards and road length."""
from __future__ import annotations

from .board import GRAPH
from .rules import hidden_points, public_points
from .state import State

PIPS = {0: 0, 2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}
VERTEX_CELLS = tuple(tuple(GRAPH.cell_index[c] for c in cells) for cells in GRAPH.vertex_cells)


def heuristic(state: State, seat: int) -> float:
    points = sum(public_points(state, seat).values()) + hidden_points(state, seat)
    numbers = state.board.numbers
    production = 0
    for vertex, who in enumerate(state.owner):
        if who == seat:
            production += state.level[vertex] * sum(PIPS[numbers[c]] for c in VERTEX_CELLS[vertex] if c != state.robber)
    hand = sum(state.hands[seat])
    cards = min(hand, 7) * 0.05 - max(0, hand - 7) * 0.05
    return points + 0.06 * production + cards + 0.1 * len(state.cards[seat]) + 0.05 * state.road_length[seat]
