"""What Land Ho! tells bots (engine/companions.py `BotHints`): a quick estimate of a seat's standing for greedy bots and search cut-offs: points first, then production (the
pips of the numbers its buildings touch), cards (as base Catan's heuristic counts them, a trade in progress
included) and gold, and the promise of its ships: a settler aboard, and the ship's nearness to the unexplored areas
(discoveries pay)."""
from __future__ import annotations

from mypy_extensions import mypyc_attr

from ....engine.companions import BotHints
from ..hints import PIPS, cards_value, fuss, goods_outlook
from .board import CELLS, COSTS, EDGE_CELLS, VERTEX_CELLS
from .rules import total
from .state import State
from .trades import GOODS

BUILDS = ((COSTS["settlement"], 1.0), (COSTS["harbor"], 1.0), (COSTS["settler"], 0.8), (COSTS["ship"], 0.5),
          (COSTS["road"], 0.4))  # (cost, worth)


def heuristic(state: State, seat: int) -> float:
    numbers = state.numbers
    production = sum(PIPS[numbers[c]] for v, who in enumerate(state.owner) if who == seat for c in VERTEX_CELLS[v])
    goods = goods_outlook(GOODS, state, seat, _goods_value)
    hand, gold = goods[:5], goods[5]
    fleet = 0.0
    for slot, edge in enumerate(state.ships[seat]):
        if edge >= 0:
            east = max(_cell_axial(c)[0] for c in EDGE_CELLS[edge])
            fleet += 0.3 * state.holds[seat][slot] + 0.02 * east
    revealed = sum(1 for t in state.terrains if t == "")
    return total(state, seat) + 0.06 * production + cards_value(hand, BUILDS) + 0.04 * gold + fleet - 0.001 * revealed \
        - fuss(state, seat)


def _goods_value(goods) -> float:
    return cards_value(goods[:5], BUILDS) + 0.04 * goods[5]


def _cell_axial(cell: int):
    q, r = CELLS[cell]
    return q + r / 2, r


@mypyc_attr(allow_interpreted_subclasses=True)  # variants and tests subclass it in plain Python
class LandHoHints(BotHints):
    def heuristic(self, state: State, seat: int) -> float:
        return heuristic(state, seat)
