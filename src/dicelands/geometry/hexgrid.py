"""Axial hex coordinates, plus the vertices and edges between hexes.

Cells
-----
A cell is a plain ``(q, r)`` tuple. Hexes are pointy-top; ``q`` grows
eastwards, ``r`` grows southwards, and the third cube coordinate
``s = -q - r`` is implicit.

Directions are indexed 0..5 clockwise starting at north-east::

    0 NE (+1, -1)   1 E (+1, 0)   2 SE (0, +1)
    3 SW (-1, +1)   4 W (-1, 0)   5 NW (0, -1)

Vertices and edges (Catan-style boards)
---------------------------------------
Every vertex is the top (``'N'``) or bottom (``'S'``) corner of exactly one
hex, so a vertex is written ``(q, r, 'N')`` or ``(q, r, 'S')``. The six
corners of hex ``(q, r)``, clockwise from the top, are::

    N  = (q,     r,     'N')      S  = (q,     r,     'S')
    NE = (q + 1, r - 1, 'S')      SW = (q - 1, r + 1, 'N')
    SE = (q,     r + 1, 'N')      NW = (q,     r - 1, 'S')

Every edge separates a hex from its NE, E or SE neighbour, so an edge is
written ``(q, r, 'NE' | 'E' | 'SE')``: the side of hex ``(q, r)`` facing that
direction. A hex's SW, W and NW sides are the NE, E and SE sides of its
SW, W and NW neighbours. ``hex_edges(cell)[i]`` is the side facing
``DIRECTIONS[i]`` and joins corners ``i`` and ``i + 1`` of ``hex_vertices``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

Cell = tuple[int, int]
Vertex = tuple[int, int, str]
Edge = tuple[int, int, str]

DIRECTIONS: tuple[Cell, ...] = ((1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1))
DIRECTION_NAMES: tuple[str, ...] = ("NE", "E", "SE", "SW", "W", "NW")

_DIRECTION_INDEX: dict[Cell, int] = {offset: i for i, offset in enumerate(DIRECTIONS)}


# --- cells -------------------------------------------------------------------


def add(a: Cell, b: Cell) -> Cell:
    """Component-wise sum of two cells (or a cell and an offset)."""
    return (a[0] + b[0], a[1] + b[1])


def subtract(a: Cell, b: Cell) -> Cell:
    """The offset that takes ``b`` to ``a``."""
    return (a[0] - b[0], a[1] - b[1])


def neighbour(cell: Cell, direction_index: int) -> Cell:
    """The cell next to ``cell`` in ``DIRECTIONS[direction_index]``."""
    dq, dr = DIRECTIONS[direction_index]
    return (cell[0] + dq, cell[1] + dr)


def neighbours(cell: Cell) -> tuple[Cell, ...]:
    """The 6 cells around ``cell``, in ``DIRECTIONS`` order."""
    q, r = cell
    return ((q + 1, r - 1), (q + 1, r), (q, r + 1), (q - 1, r + 1), (q - 1, r), (q, r - 1))


def distance(a: Cell, b: Cell) -> int:
    """Number of steps between two cells."""
    dq = a[0] - b[0]
    dr = a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def opposite(direction_index: int) -> int:
    """The direction pointing the other way."""
    return (direction_index + 3) % 6


def direction_between(a: Cell, b: Cell) -> int | None:
    """Index of the direction from ``a`` to ``b`` if they are adjacent, else None."""
    return _DIRECTION_INDEX.get((b[0] - a[0], b[1] - a[1]))


def ring(center: Cell, radius: int) -> list[Cell]:
    """Cells at exactly ``radius`` from ``center`` (6 * radius of them).

    Starts at the cell ``radius`` steps north-east of the centre and walks
    clockwise. Radius 0 gives ``[center]``.
    """
    if radius == 0:
        return [center]
    q = center[0] + radius
    r = center[1] - radius
    cells = []
    # From the corner in direction i, the ring side runs in direction i + 2.
    for side in range(6):
        dq, dr = DIRECTIONS[(side + 2) % 6]
        for _ in range(radius):
            cells.append((q, r))
            q += dq
            r += dr
    return cells


def spiral(center: Cell, radius: int) -> list[Cell]:
    """All cells within ``radius``, centre first then ring by ring outwards."""
    cells = [center]
    for k in range(1, radius + 1):
        cells.extend(ring(center, k))
    return cells


def disk(center: Cell, radius: int) -> list[Cell]:
    """All cells within ``radius`` of ``center`` (3r(r+1)+1 cells), sorted by (r, q)."""
    cq, cr = center
    cells = []
    for dr in range(-radius, radius + 1):
        for dq in range(max(-radius, -dr - radius), min(radius, -dr + radius) + 1):
            cells.append((cq + dq, cr + dr))
    return cells


def rotate(cell: Cell, steps: int = 1) -> Cell:
    """Rotate about the origin by ``steps`` * 60 degrees clockwise.

    One step maps (q, r, s) to (-r, -s, -q), which sends direction i to i + 1.
    """
    q, r = cell
    steps %= 6
    if steps == 0:
        return (q, r)
    if steps == 1:
        return (-r, q + r)
    if steps == 2:
        return (-q - r, q)
    if steps == 3:
        return (-q, -r)
    if steps == 4:
        return (r, -q - r)
    return (q + r, -q)


def reflect(cell: Cell) -> Cell:
    """Mirror (q, r, s) to (q, s, r): swaps directions NE<->E, SE<->NW, SW<->W."""
    q, r = cell
    return (q, -q - r)


def connected_components(cells: Iterable[Cell]) -> list[frozenset[Cell]]:
    """Split ``cells`` into edge-connected groups, ordered by their smallest (r, q) cell."""
    remaining = set(cells)
    groups = []
    for start in sorted(remaining, key=_row_major):
        if start not in remaining:
            continue
        remaining.discard(start)
        group = [start]
        frontier = [start]
        while frontier:
            for n in neighbours(frontier.pop()):
                if n in remaining:
                    remaining.discard(n)
                    group.append(n)
                    frontier.append(n)
        groups.append(frozenset(group))
    return groups


def _row_major(cell: Cell) -> tuple[int, int]:
    return (cell[1], cell[0])


class Region:
    """A fixed set of cells (e.g. a game board) with adjacency precomputed once."""

    __slots__ = ("cells", "ordered", "_steps", "_neighbours")

    def __init__(self, cells: Iterable[Cell]):
        self.cells: frozenset[Cell] = frozenset(cells)
        self.ordered: tuple[Cell, ...] = tuple(sorted(self.cells, key=_row_major))
        self._steps: dict[Cell, tuple[Cell | None, ...]] = {
            cell: tuple(n if n in self.cells else None for n in neighbours(cell))
            for cell in self.ordered
        }
        self._neighbours: dict[Cell, tuple[Cell, ...]] = {
            cell: tuple(n for n in steps if n is not None) for cell, steps in self._steps.items()
        }

    @classmethod
    def disk(cls, center: Cell, radius: int) -> Region:
        """The region of all cells within ``radius`` of ``center``."""
        return cls(disk(center, radius))

    def neighbours_in(self, cell: Cell) -> tuple[Cell, ...]:
        """Neighbours of ``cell`` that are in the region, in ``DIRECTIONS`` order."""
        return self._neighbours[cell]

    def step(self, cell: Cell, direction_index: int) -> Cell | None:
        """The neighbour in that direction, or None if it is off the region."""
        return self._steps[cell][direction_index]

    def __contains__(self, cell: object) -> bool:
        return cell in self.cells

    def __iter__(self) -> Iterator[Cell]:
        return iter(self.ordered)

    def __len__(self) -> int:
        return len(self.cells)

    def __repr__(self) -> str:
        return f"Region({len(self.cells)} cells)"


# --- vertices and edges ------------------------------------------------------


def hex_vertices(cell: Cell) -> tuple[Vertex, ...]:
    """The 6 corners of a hex, clockwise from the top: N, NE, SE, S, SW, NW."""
    q, r = cell
    return ((q, r, "N"), (q + 1, r - 1, "S"), (q, r + 1, "N"),
            (q, r, "S"), (q - 1, r + 1, "N"), (q, r - 1, "S"))


def hex_edges(cell: Cell) -> tuple[Edge, ...]:
    """The 6 sides of a hex; side i faces ``DIRECTIONS[i]``."""
    q, r = cell
    return ((q, r, "NE"), (q, r, "E"), (q, r, "SE"),
            (q - 1, r + 1, "NE"), (q - 1, r, "E"), (q, r - 1, "SE"))


def vertex_hexes(vertex: Vertex) -> tuple[Cell, Cell, Cell]:
    """The 3 hexes meeting at a vertex."""
    q, r, corner = vertex
    if corner == "N":
        return ((q, r), (q, r - 1), (q + 1, r - 1))
    return ((q, r), (q - 1, r + 1), (q, r + 1))


def vertex_edges(vertex: Vertex) -> tuple[Edge, Edge, Edge]:
    """The 3 edges ending at a vertex."""
    q, r, corner = vertex
    if corner == "N":
        return ((q, r, "NE"), (q, r - 1, "SE"), (q, r - 1, "E"))
    return ((q, r, "SE"), (q - 1, r + 1, "NE"), (q - 1, r + 1, "E"))


def adjacent_vertices(vertex: Vertex) -> tuple[Vertex, Vertex, Vertex]:
    """The 3 vertices one edge away, in the same order as ``vertex_edges``."""
    q, r, corner = vertex
    if corner == "N":
        return ((q + 1, r - 1, "S"), (q, r - 1, "S"), (q + 1, r - 2, "S"))
    return ((q, r + 1, "N"), (q - 1, r + 1, "N"), (q - 1, r + 2, "N"))


def edge_vertices(edge: Edge) -> tuple[Vertex, Vertex]:
    """The 2 end points of an edge."""
    q, r, side = edge
    if side == "NE":
        return ((q, r, "N"), (q + 1, r - 1, "S"))
    if side == "E":
        return ((q + 1, r - 1, "S"), (q, r + 1, "N"))
    return ((q, r + 1, "N"), (q, r, "S"))


def edge_hexes(edge: Edge) -> tuple[Cell, Cell]:
    """The 2 hexes an edge separates."""
    q, r, side = edge
    if side == "NE":
        return ((q, r), (q + 1, r - 1))
    if side == "E":
        return ((q, r), (q + 1, r))
    return ((q, r), (q, r + 1))


def edge_between(a: Cell, b: Cell) -> Edge | None:
    """The edge separating two adjacent hexes, or None if they are not adjacent."""
    direction = direction_between(a, b)
    if direction is None:
        return None
    return hex_edges(a)[direction]


def vertices_of(cells: Iterable[Cell]) -> list[Vertex]:
    """Every corner of the given hexes, once each, sorted."""
    return sorted({v for cell in cells for v in hex_vertices(cell)})


def edges_of(cells: Iterable[Cell]) -> list[Edge]:
    """Every side of the given hexes, once each, sorted."""
    return sorted({e for cell in cells for e in hex_edges(cell)})
