"""Text for cells, vertices and edges: format and parse, round-tripping exactly.

A cell is written ``(q,r)``: ``(0,-1)``. A vertex or an edge is written as the cells that meet there, joined by
``/``, north row first and west to east within a row: the vertex at the top of hex (0,0) is
``(0,-1)/(1,-1)/(0,0)`` and the edge between (0,0) and (1,0) is ``(0,0)/(1,0)``. The text names a corner or side
whether or not those cells are on a board, so a vertex on the coast is written the same way as one inland.

Parsing accepts spaces anywhere and the cells in any order; formatting always gives the canonical text, so
``format_vertex(parse_vertex(text))`` is the one spelling of that vertex. A shorter form names a hex and one of its
corners or sides, as players point at a board: ``(0,0).N`` is the top corner of (0,0) (corners N, NE, SE, S, SW,
NW) and ``(0,0).E`` its east side (sides NE, E, SE, SW, W, NW); it parses to the same vertex or edge.
"""
from __future__ import annotations

import re

from ..engine.errors import NotationError
from .hexgrid import (DIRECTION_NAMES, Cell, Edge, Vertex, edge_between, edge_hexes, hex_edges, hex_vertices,
                      vertex_hexes)

SEPARATOR = "/"
_CELL = re.compile(r"\(([+-]?\d+),([+-]?\d+)\)")
_NAMED = re.compile(r"(\([+-]?\d+,[+-]?\d+\))\.([a-z]{1,2})", re.IGNORECASE)
CORNER_NAMES = ("N", "NE", "SE", "S", "SW", "NW")  # hex_vertices order
SIDE_NAMES = DIRECTION_NAMES  # hex_edges order


class GridNotationError(NotationError, ValueError):
    """Text that is not a cell, vertex or edge. Also a ValueError, so code that parses cells among other values
    (numbers, names) can catch one kind of error."""


def row_major(cell: Cell) -> tuple[int, int]:
    """Sort key: north row first, west to east within a row."""
    return (cell[1], cell[0])


def format_cell(cell: Cell) -> str:
    return f"({cell[0]},{cell[1]})"


def parse_cell(text: object) -> Cell:  # object: what is not text is refused by name, not by a TypeError
    cell = _cell_or_none(_compact(text, "cell"))
    if cell is None:
        raise GridNotationError(f"cell {text!r}: expected (q,r) with whole numbers, e.g. (0,-1)")
    return cell


def format_vertex(vertex: Vertex) -> str:
    return _joined(vertex_hexes(vertex))


def parse_vertex(text: object) -> Vertex:
    named = _named(text, "vertex", CORNER_NAMES)
    if named is not None:
        return hex_vertices(named[0])[named[1]]
    cells = _cells(text, "vertex", 3)
    corners = set(hex_vertices(cells[0])).intersection(hex_vertices(cells[1]), hex_vertices(cells[2]))
    if len(corners) != 1:
        raise GridNotationError(f"vertex {text!r}: the three cells do not meet at a corner (each must touch the "
                                f"other two)")
    return corners.pop()


def format_edge(edge: Edge) -> str:
    return _joined(edge_hexes(edge))


def parse_edge(text: object) -> Edge:
    named = _named(text, "edge", SIDE_NAMES)
    if named is not None:
        return hex_edges(named[0])[named[1]]
    first, second = _cells(text, "edge", 2)
    edge = edge_between(first, second)
    if edge is None:
        raise GridNotationError(f"edge {text!r}: the two cells are not neighbours")
    return edge


def format_corner(cell: Cell, corner: int) -> str:
    """The short form of corner `corner` (an index into CORNER_NAMES) of `cell`: ``(0,0).N``."""
    return f"{format_cell(cell)}.{CORNER_NAMES[corner]}"


def format_side(cell: Cell, side: int) -> str:
    """The short form of side `side` (an index into SIDE_NAMES) of `cell`: ``(0,0).E``."""
    return f"{format_cell(cell)}.{SIDE_NAMES[side]}"


def _named(text: object, what: str, names: tuple[str, ...]) -> tuple[Cell, int] | None:
    """(cell, index of the corner or side) for the short form, None for any other text."""
    match = _NAMED.fullmatch(_compact(text, what))
    if match is None:
        return None
    name = match[2].upper()
    if name not in names:
        raise GridNotationError(f"{what} {text!r}: {match[2]!r} is not a {'corner' if what == 'vertex' else 'side'}"
                                f" of a hex (one of {', '.join(names)})")
    cell = _cell_or_none(match[1])
    return None if cell is None else (cell, names.index(name))


def _joined(cells) -> str:
    return SEPARATOR.join(format_cell(c) for c in sorted(cells, key=row_major))


def _cell_or_none(compact: str) -> Cell | None:
    match = _CELL.fullmatch(compact)
    return (int(match[1]), int(match[2])) if match else None


def _compact(text: object, what: str) -> str:
    if not isinstance(text, str):
        raise GridNotationError(f"{what} {text!r}: expected text like {_EXAMPLES[what]}")
    return "".join(text.split())


def _cells(text: object, what: str, count: int) -> list[Cell]:
    parts = _compact(text, what).split(SEPARATOR)
    if len(parts) != count:
        raise GridNotationError(f"{what} {text!r}: expected {count} cells joined by {SEPARATOR!r}, "
                                f"e.g. {_EXAMPLES[what]}")
    cells = []
    for part in parts:
        cell = _cell_or_none(part)
        if cell is None:
            raise GridNotationError(f"{what} {text!r}: {part!r} is not a cell like (q,r)")
        cells.append(cell)
    if len(set(cells)) != count:
        raise GridNotationError(f"{what} {text!r}: a cell is repeated")
    return cells


_EXAMPLES = {"cell": "(0,-1)", "vertex": "(0,-1)/(1,-1)/(0,0) or (0,0).N", "edge": "(0,0)/(1,0) or (0,0).E"}
