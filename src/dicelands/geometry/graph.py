"""The vertices and edges of one board, numbered, with adjacency as tuples of small ints for hot paths.

    graph = CornerGraph(disk((0, 0), 2))
    v = graph.vertex("(0,-1)/(1,-1)/(0,0)")          # index of that vertex
    graph.vertex_vertices[v], graph.vertex_edges[v]   # neighbouring vertices and the edges ending there
    graph.edge_vertices[graph.edge("(0,0)/(1,0)")]    # the two end points

A vertex or edge belongs to the board when it is a corner or side of at least one board cell; adjacency only
follows edges of the board, so a coastal vertex has two neighbours, not three.

Tables for the hot paths of a Catan-style game (all tuples of ints, indexes into `cells`, `vertices`, `edges`):
`cell_vertices[c]` / `cell_edges[c]` (clockwise from the top / from the north-east side), `vertex_links[v]`
((edge, far vertex) pairs: the distance rule and road walks), `edge_cells[e]` (the board cells beside an edge: 1 on
the coast) and `coast` (the coastal edges, clockwise from due north of the centre).
"""
from __future__ import annotations

from collections.abc import Iterable

import math

from .hexgrid import (Cell, Edge, Vertex, adjacent_vertices, edge_hexes, edge_vertices, edges_of, hex_edges,
                      hex_vertices, vertex_edges, vertex_hexes, vertices_of)
from .notation import GridNotationError, format_edge, format_vertex, parse_edge, parse_vertex


def _north_first(cells: tuple[Cell, ...]) -> tuple[int, int]:
    """Sort key of the point where these cells meet: north to south, then west to east (their centres' mean,
    scaled to whole numbers for pointy-top hexes)."""
    r = sum(c[1] for c in cells)
    return (r, 2 * sum(c[0] for c in cells) + r)


class CornerGraph:
    __slots__ = ("cells", "vertices", "edges", "vertex_index", "edge_index", "vertex_text", "edge_text",
                 "vertex_cells", "vertex_vertices", "vertex_edges", "edge_vertices", "ordered_cells", "cell_index",
                 "cell_vertices", "cell_edges", "vertex_links", "edge_cells", "coast")

    def __init__(self, cells: Iterable[Cell]):
        self.cells: frozenset[Cell] = frozenset(cells)
        self.vertices: tuple[Vertex, ...] = tuple(sorted(vertices_of(self.cells), key=lambda v: _north_first(vertex_hexes(v))))
        self.edges: tuple[Edge, ...] = tuple(sorted(edges_of(self.cells), key=lambda e: _north_first(edge_hexes(e))))
        self.vertex_index: dict[Vertex, int] = {v: i for i, v in enumerate(self.vertices)}
        self.edge_index: dict[Edge, int] = {e: i for i, e in enumerate(self.edges)}
        self.vertex_text: tuple[str, ...] = tuple(format_vertex(v) for v in self.vertices)
        self.edge_text: tuple[str, ...] = tuple(format_edge(e) for e in self.edges)
        # the board cells at each vertex (1 to 3), e.g. the tiles a settlement there produces from
        self.vertex_cells: tuple[tuple[Cell, ...], ...] = tuple(
            tuple(c for c in vertex_hexes(v) if c in self.cells) for v in self.vertices)
        self.edge_vertices: tuple[tuple[int, int], ...] = tuple(
            (self.vertex_index[a], self.vertex_index[b]) for a, b in map(edge_vertices, self.edges))
        self.vertex_edges: tuple[tuple[int, ...], ...] = tuple(
            tuple(self.edge_index[e] for e in vertex_edges(v) if e in self.edge_index) for v in self.vertices)
        # adjacent_vertices(v)[i] is the far end of vertex_edges(v)[i]: keep the ones joined by a board edge
        self.vertex_vertices: tuple[tuple[int, ...], ...] = tuple(
            tuple(self.vertex_index[w] for w, e in zip(adjacent_vertices(v), vertex_edges(v)) if e in self.edge_index)
            for v in self.vertices)

        self.ordered_cells: tuple[Cell, ...] = tuple(sorted(self.cells, key=lambda c: (c[1], c[0])))
        self.cell_index: dict[Cell, int] = {c: i for i, c in enumerate(self.ordered_cells)}
        self.cell_vertices: tuple[tuple[int, ...], ...] = tuple(
            tuple(self.vertex_index[v] for v in hex_vertices(c)) for c in self.ordered_cells)
        self.cell_edges: tuple[tuple[int, ...], ...] = tuple(
            tuple(self.edge_index[e] for e in hex_edges(c)) for c in self.ordered_cells)
        self.vertex_links: tuple[tuple[tuple[int, int], ...], ...] = tuple(
            tuple((e, self.edge_vertices[e][1] if self.edge_vertices[e][0] == v else self.edge_vertices[e][0])
                  for e in self.vertex_edges[v]) for v in range(len(self.vertices)))
        self.edge_cells: tuple[tuple[int, ...], ...] = tuple(
            tuple(self.cell_index[c] for c in edge_hexes(e) if c in self.cells) for e in self.edges)
        self.coast: tuple[int, ...] = self._coast()

    def _coast(self) -> tuple[int, ...]:
        """Coastal edges in clockwise order around the board's centre, starting at due north."""
        coastal = [e for e, cells in enumerate(self.edge_cells) if len(cells) == 1]
        if not coastal:
            return ()
        centre_q = sum(c[0] for c in self.cells) / len(self.cells)
        centre_r = sum(c[1] for c in self.cells) / len(self.cells)

        def angle(e: int) -> float:
            (q1, r1), (q2, r2) = edge_hexes(self.edges[e])
            q, r = (q1 + q2) / 2 - centre_q, (r1 + r2) / 2 - centre_r
            x, y = math.sqrt(3) * (q + r / 2), 1.5 * r  # pixel position of the edge's midpoint, y down
            return (math.atan2(y, x) + math.pi / 2 + 1e-9) % (2 * math.pi)  # 0 at north, growing clockwise

        return tuple(sorted(coastal, key=angle))

    def vertex(self, text: str) -> int:
        """The index of the vertex written `text`; GridNotationError if it is not text or not on this board."""
        vertex = parse_vertex(text)
        if vertex not in self.vertex_index:
            raise GridNotationError(f"vertex {text!r} is not on this board")
        return self.vertex_index[vertex]

    def edge(self, text: str) -> int:
        """The index of the edge written `text`; GridNotationError if it is not text or not on this board."""
        edge = parse_edge(text)
        if edge not in self.edge_index:
            raise GridNotationError(f"edge {text!r} is not on this board")
        return self.edge_index[edge]

    def __repr__(self) -> str:
        return f"CornerGraph({len(self.cells)} cells, {len(self.vertices)} vertices, {len(self.edges)} edges)"
