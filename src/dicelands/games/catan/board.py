"""The board: 19 land hexes (a radius-2 disk), their terrains and number tokens, the 9 harbors, and the tables the
hot paths read (what each roll produces, each intersection's trade rate), made with it. A `Board` is immutable and
shared by every state copy.

Intersections and paths are the vertices and edges of `GRAPH` (geometry.CornerGraph), numbered once for all boards:
54 intersections, 72 paths, written in the geometry's notation (`(0,-1)/(1,-1)/(0,0)`, or `(0,0).N`)."""
from __future__ import annotations

from dataclasses import dataclass, field

from ...geometry import CornerGraph, disk, ring
from .components import (BEGINNER_ROWS, HARBOR_KINDS, HARBOR_POSITIONS, RESOURCE_INDEX, TERRAIN_RESOURCE, TERRAINS,
                         TOKEN_ORDER)

GRAPH = CornerGraph(disk((0, 0), 2))
CELLS = GRAPH.ordered_cells  # row-major: the order of `Board.terrains`
TERRAIN_NAMES = tuple(TERRAINS)
# The variable set-up lays tokens spiralling inwards from the north-east corner, clockwise (project default).
SPIRAL = tuple(GRAPH.cell_index[c] for c in ring((0, 0), 2) + ring((0, 0), 1) + [(0, 0)])


@dataclass(frozen=True)
class BoardTables:
    cell_resource: tuple[int, ...]  # -1 for the desert
    producing: dict[int, tuple[tuple[int, int, tuple[int, ...]], ...]]  # roll -> ((cell, resource, its corners), ...)
    vertex_rates: tuple[tuple[int, ...], ...]  # per intersection: the bank rate for each resource (4, 3 or 2)
    harbor_vertices: tuple[int, ...]  # the intersections at a harbor


@dataclass(frozen=True)
class Board:
    terrains: tuple[str, ...]  # per cell (CELLS order)
    numbers: tuple[int, ...]  # per cell; 0 for the desert
    harbors: tuple[tuple[int, str], ...]  # (coastal edge, "any" or a resource name)
    # what the hot paths read (rules.produce, rules.rates), made with the board: a board is made once per game
    tables: BoardTables = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "tables", _made_tables(self))

    @property
    def desert(self) -> int:
        return self.terrains.index("desert")

    def __reduce__(self) -> tuple:  # pickled with the states (history checkpoints): rebuilt through __init__
        return Board, (self.terrains, self.numbers, self.harbors)

    def __hash__(self) -> int:
        # written out (the dataclass keeps it): compiled, the one dataclasses would make stays interpreted Python
        return hash((self.terrains, self.numbers, self.harbors))


def _made_tables(board: Board) -> BoardTables:
    cell_resource = tuple(TERRAIN_RESOURCE[t] for t in board.terrains)
    producing: dict[int, list[tuple[int, int, tuple[int, ...]]]] = {roll: [] for roll in range(2, 13)}
    for cell, number in enumerate(board.numbers):
        if number:
            producing[number].append((cell, cell_resource[cell], GRAPH.cell_vertices[cell]))
    rates = [[4] * 5 for _ in GRAPH.vertices]
    for edge, kind in board.harbors:
        for vertex in GRAPH.edge_vertices[edge]:
            if kind == "any":
                rates[vertex] = [min(r, 3) for r in rates[vertex]]
            else:
                rates[vertex][RESOURCE_INDEX[kind]] = 2
    harbor_vertices = tuple(sorted({v for edge, _ in board.harbors for v in GRAPH.edge_vertices[edge]}))
    return BoardTables(cell_resource, {k: tuple(v) for k, v in producing.items()}, tuple(map(tuple, rates)),
                       harbor_vertices)


def beginner_board() -> Board:
    terrains, numbers = [], []
    for row in BEGINNER_ROWS:
        for entry in row:
            name, _, number = entry.partition(":")
            terrains.append(name)
            numbers.append(int(number) if number else 0)
    harbors = tuple((GRAPH.coast[p], kind) for p, kind in zip(HARBOR_POSITIONS, HARBOR_KINDS))
    return Board(tuple(terrains), tuple(numbers), harbors)


def random_board(rng) -> Board:
    """Terrains and harbor kinds shuffled; tokens laid in the A-R order along the spiral, skipping the desert. Chance
    kinds "terrains" (the 19 terrains in row order, top row first, each row from the left) and "harbors" (the 9
    harbor kinds in the order of `HARBOR_POSITIONS`)."""
    terrains = rng.shuffled("terrains", [name for name, (_, count) in TERRAINS.items() for _ in range(count)],
                            "the terrain hexes")
    numbers = [0] * len(CELLS)
    tokens = iter(TOKEN_ORDER)
    for cell in SPIRAL:
        if terrains[cell] != "desert":
            numbers[cell] = next(tokens)
    kinds = rng.shuffled("harbors", list(HARBOR_KINDS), "the harbors")
    harbors = tuple((GRAPH.coast[p], kind) for p, kind in zip(HARBOR_POSITIONS, kinds))
    return Board(tuple(terrains), tuple(numbers), harbors)
