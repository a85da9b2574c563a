"""How well a seat stands in Dice Colony: points scored so far plus the potential of its sheet (for greedy bots
and search cut-offs). Higher is better; the unit is roughly points.

Potential, discounted by the share of the game still to play: unclosed clusters of a group type that can still
grow (towards a 4-10 point group), empty spaces nearly surrounded (a colony to come, 2 points per type around it),
and unspent energy. In the solo game LU-287 scores what the human fails to do, so a seat's standing is its total
minus LU-287's (and LU-287's the reverse); with other players it is the seat's own points and potential.
"""
from __future__ import annotations

from .components import COLONY_POINTS_PER_TYPE, GROUP_POINTS, GROUP_TYPES, INTERIOR, LIFE, NCELLS, NEIGHBOURS, ORES, \
    VEG, WATER
from .scoring import score_lines
from .state import State

TURNS = 25
CLUSTER_VALUE = {1: 1.0, 2: 2.5}  # an unclosed cluster of this size that still has room to grow
ENERGY_VALUE = 0.7


def _clusters(icons: list[int], closed) -> float:
    value, seen = 0.0, bytearray(NCELLS)
    for start in range(NCELLS):
        icon = icons[start]
        if seen[start] or closed[start] or icon not in GROUP_TYPES:
            continue
        size, room, todo = 0, False, [start]
        seen[start] = 1
        while todo:
            cell = todo.pop()
            size += 1
            for n in NEIGHBOURS[cell]:
                if not icons[n]:
                    room = True
                elif icons[n] == icon and not seen[n] and not closed[n]:
                    seen[n] = 1
                    todo.append(n)
        if size >= 3:
            value += 0.6 * GROUP_POINTS[min(size, 6)]  # could be closed by a later draw next to it
        elif room:
            value += CLUSTER_VALUE[size]
    return value


INTERIOR_NEIGHBOURS = tuple((cell, NEIGHBOURS[cell]) for cell in range(NCELLS) if INTERIOR[cell])
COLONY_TYPES = (VEG, WATER, ORES, LIFE)


def _colonies(icons: list[int]) -> float:
    value = 0.0
    for cell, neighbours in INTERIOR_NEIGHBOURS:
        if icons[cell]:
            continue
        around = [icons[n] for n in neighbours]
        empty = around.count(0)
        if empty <= 2:
            kinds = sum(1 for k in COLONY_TYPES if k in around)
            value += COLONY_POINTS_PER_TYPE * max(kinds, 1) * (3 - empty) / 4
    return value


def potential(state: State, seat: int) -> float:
    sheet = state.sheets[seat]
    if state.flow.idle():  # the game is over
        return 0.0
    left = max(0.0, 1.0 - ((state.round - 1) * 5 + state.turn - 1) / TURNS)
    return left * (_clusters(sheet.icons, sheet.closed) + _colonies(sheet.icons) + ENERGY_VALUE * sheet.energy)


def heuristic(state: State, seat: int) -> float:
    lines = score_lines(state)
    if state.options["solo"]:
        human = lines[0]["total"] + potential(state, 0)
        lu = lines[1]["total"]
        return human - lu if seat == 0 else lu - human
    return lines[seat]["total"] + potential(state, seat)
