"""How well a seat stands in Dice Colony: points scored so far plus the potential of its sheet (for greedy bots
and search cut-offs). Higher is better; the unit is roughly points.

Potential, discounted by the share of the game still to play: unclosed clusters of a group type that can still
grow (towards a 4-10 point group), empty spaces nearly surrounded (a colony to come, 2 points per type around it),
and unspent energy. In the solo game LU-287 scores what the human fails to do, so a seat's standing is its total
minus LU-287's (and LU-287's the reverse); with other players it is the seat's own points and potential.

Solo, a group of a (type, size) the human has not closed yet is worth its points twice (the human scores them and
LU-287 loses them), and every colony formed below LU-287's ten takes 5 points from it; the potential counts that
("denial"). The weights are data (`Weights`); the solo ones were tuned by `benchmarks/tune_heuristic.py` against
LU-287 (docs/bots.md).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import AbstractSet, Final

from .components import COLONY_POINTS_PER_TYPE, GROUP_POINTS, LU_COLONY_BASE, LU_COLONY_POINTS
from .grid import GROUP_TYPES, INTERIOR, LIFE, NCELLS, NEIGHBOURS, ORES, VEG, WATER
from .objectives import colonies_formed
from .scoring import lu287_pts, total
from .state import Sheet, State

TURNS: Final = 25


@dataclass(frozen=True)
class Weights:
    small: float = 1.0  # an unclosed single icon of a group type with room to grow
    pair: float = 2.5  # an unclosed cluster of 2 with room
    big: float = 0.6  # a 3+ cluster's best group value times this (it can be closed by a later draw next to it;
    # above 1 the bot waits to grow it: bigger groups, more lives, and the small sizes stay open for later clusters)
    colony: float = 1.0  # share of a nearly surrounded space's colony value
    energy: float = 0.7  # per unspent energy
    denial: float = 0.0  # solo: share of the LU-287 points a potential group or colony would take away
    life: float = 1.0  # Life clusters' potential, relative to the other group types (lives come only from groups)


WEIGHTS: Final = Weights()  # with other players (hand-set; the two-player rows of docs/bots.md were measured with these)
SOLO_WEIGHTS: Final = Weights(small=0.5, big=1.5, denial=1.5)  # against LU-287, tuned by benchmarks/tune_heuristic.py
SIZES: Final[tuple[int, ...]] = tuple(sorted(GROUP_POINTS))
SIZE_POINTS: Final[tuple[tuple[int, int], ...]] = tuple((size, GROUP_POINTS[size]) for size in SIZES)
COLONY_POINTS: Final[int] = COLONY_POINTS_PER_TYPE
# a bit per icon code: the types around a space that a colony there scores
COLONY_TYPE_BITS: Final[tuple[int, ...]] = tuple(1 << code for code in (VEG, WATER, ORES, LIFE))
NO_SIZES: Final[frozenset[int]] = frozenset()
INTERIOR_CELLS: Final[tuple[int, ...]] = tuple(cell for cell in range(NCELLS) if INTERIOR[cell])


def _open_sizes(sheet: Sheet) -> dict[int, set[int]]:
    """Solo: per group type, the sizes the human has not closed yet (LU-287 scores those)."""
    closed = {(icon, len(cells)) for icon, cells, _ in sheet.groups}
    return {icon: {size for size in SIZES if (icon, size) not in closed} for icon in GROUP_TYPES}


def open_clusters(sheet: Sheet) -> list[tuple[int, int, bool]]:
    """(icon, size, room) of every connected cluster of a group type not closed yet; room: an empty space touches it."""
    icons = sheet.icons
    seen = sheet.closed[:]  # a closed cell belongs to no open cluster
    found: list[tuple[int, int, bool]] = []
    todo: list[int] = []
    for start in range(NCELLS):
        icon = icons[start]
        if seen[start] or icon == 0 or icon > LIFE:  # GROUP_TYPES are the codes 1-4
            continue
        size, room = 0, False
        todo.append(start)
        seen[start] = 1
        while todo:
            cell = todo.pop()
            size += 1
            for n in NEIGHBOURS[cell]:
                other = icons[n]
                if not other:
                    room = True
                elif other == icon and not seen[n]:
                    seen[n] = 1
                    todo.append(n)
        found.append((icon, size, room))
    return found


def _clusters(sheet: Sheet, weights: Weights, open_sizes: dict[int, set[int]] | None) -> float:
    value = 0.0
    for icon, size, room in open_clusters(sheet):
        free: AbstractSet[int] = open_sizes[icon] if open_sizes is not None else NO_SIZES
        kind = weights.life if icon == LIFE else 1.0
        if size >= 3:  # any connected part of 3..6 cells may be closed (spec G2): the best one
            best = 0.0
            first = True
            for k, points in SIZE_POINTS:
                if k <= size:
                    worth = points * (1 + (weights.denial if k in free else 0.0))
                    if first or worth > best:
                        best, first = worth, False
            value += kind * weights.big * best
        elif room:
            share = len(free) / len(SIZES) if open_sizes is not None else 0.0
            value += kind * (weights.small if size == 1 else weights.pair) * (1 + weights.denial * share)
    return value


def colonies_to_come(icons: list[int]) -> list[tuple[int, int]]:
    """(empty neighbours, colony points) of every empty interior space with at most 2 empty neighbours left."""
    found: list[tuple[int, int]] = []
    for cell in INTERIOR_CELLS:
        if icons[cell]:
            continue
        empty, kinds = 0, 0
        for n in NEIGHBOURS[cell]:
            icon = icons[n]
            if icon:
                kinds |= 1 << icon
            else:
                empty += 1
        if empty <= 2:
            types = 0
            for bit in COLONY_TYPE_BITS:
                if kinds & bit:
                    types += 1
            found.append((empty, COLONY_POINTS * max(1, types)))
    return found


def _colonies(icons: list[int], weights: Weights, denied: float) -> float:
    """Nearly surrounded empty interior spaces: the colony's points (and, solo, what it takes from LU-287)."""
    value = 0.0
    for empty, points in colonies_to_come(icons):
        value += (points + denied) * (3 - empty) / 4
    return weights.colony * value


def left_of(state: State) -> float:
    """The share of the game's turns still to play, 1 at the first turn."""
    return max(0.0, 1.0 - ((state.round - 1) * 5 + state.turn - 1) / TURNS)


def potential(state: State, seat: int, weights: Weights | None = None) -> float:
    solo: bool = state.options["solo"]
    if weights is None:
        weights = SOLO_WEIGHTS if solo else WEIGHTS
    sheet = state.sheets[seat]
    if state.flow.idle():  # the game is over
        return 0.0
    left = left_of(state)
    open_sizes = _open_sizes(sheet) if solo else None
    denied = 0.0
    if solo and colonies_formed(sheet, state.options) < LU_COLONY_BASE:
        denied = weights.denial * LU_COLONY_POINTS
    return left * (_clusters(sheet, weights, open_sizes) + _colonies(sheet.icons, weights, denied)
                   + weights.energy * sheet.energy)


def heuristic(state: State, seat: int) -> float:
    if state.options["solo"]:
        human = total(state.sheets[0].pts) + potential(state, 0)
        lu = total(lu287_pts(state.sheets[0], state.options))
        return human - lu if seat == 0 else lu - human
    return total(state.sheets[seat].pts) + potential(state, seat)
