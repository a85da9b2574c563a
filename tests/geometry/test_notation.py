"""Cell, vertex and edge text: round trips, one canonical spelling, clear errors; a board's adjacency tables."""
import pytest

from dicelands.engine import DicelandsError, NotationError
from dicelands.geometry import (CornerGraph, GridNotationError, adjacent_vertices, disk, edge_vertices, edges_of,
                                format_cell, format_edge, format_vertex, hex_edges, hex_vertices, parse_cell,
                                parse_edge, parse_vertex, vertex_edges, vertices_of)

BOARD = disk((0, 0), 2)


def test_cells_are_written_as_the_games_write_them_and_read_back():
    assert format_cell((3, -1)) == "(3,-1)"
    assert parse_cell(" ( 3 , -1 ) ") == (3, -1) and parse_cell("(+2,0)") == (2, 0)
    assert all(parse_cell(format_cell(c)) == c for c in disk((0, 0), 5))


def test_a_vertex_is_the_three_cells_meeting_there_north_row_first():
    assert format_vertex(hex_vertices((0, 0))[0]) == "(0,-1)/(1,-1)/(0,0)"  # the top corner of (0,0)
    assert format_vertex(hex_vertices((0, 0))[3]) == "(0,0)/(-1,1)/(0,1)"  # its bottom corner
    for vertex in vertices_of(BOARD):
        assert parse_vertex(format_vertex(vertex)) == vertex


def test_an_edge_is_the_two_cells_it_separates():
    assert format_edge(hex_edges((0, 0))[1]) == "(0,0)/(1,0)"
    assert format_edge(hex_edges((0, 0))[3]) == "(0,0)/(-1,1)"
    for edge in edges_of(BOARD):
        assert parse_edge(format_edge(edge)) == edge


@pytest.mark.parametrize("text", ["(0,0)/(1,-1)/(0,-1)", "(1,-1)/(0,-1)/(0,0)", " (0, -1) / (1,-1)/(0,0)"])
def test_any_order_and_spacing_gives_the_one_canonical_vertex(text):
    assert format_vertex(parse_vertex(text)) == "(0,-1)/(1,-1)/(0,0)"


def test_any_order_gives_the_one_canonical_edge():
    assert format_edge(parse_edge("(1,0)/(0,0)")) == "(0,0)/(1,0)"


BAD_TEXT = [
    (parse_cell, "", "cell '': expected (q,r) with whole numbers"),
    (parse_cell, "(1,2", "cell '(1,2': expected (q,r)"),
    (parse_cell, "(1,2,3)", "cell '(1,2,3)': expected (q,r)"),
    (parse_cell, "(a,1)", "cell '(a,1)': expected (q,r)"),
    (parse_cell, "(1.5,0)", "cell '(1.5,0)': expected (q,r)"),
    (parse_cell, None, "cell None: expected text like (0,-1)"),
    (parse_cell, (1, 2), "cell (1, 2): expected text like (0,-1)"),
    (parse_vertex, "(0,0)/(1,0)", "vertex '(0,0)/(1,0)': expected 3 cells joined by '/'"),
    (parse_vertex, "(0,0)/(1,0)/(0,1)/(1,1)", "expected 3 cells"),
    (parse_vertex, "(0,0)/(1,0)/x", "vertex '(0,0)/(1,0)/x': 'x' is not a cell like (q,r)"),
    (parse_vertex, "(0,0)/(0,0)/(1,0)", "a cell is repeated"),
    (parse_vertex, "(0,0)/(1,0)/(2,0)", "the three cells do not meet at a corner"),
    (parse_vertex, "(0,0)/(1,0)/(5,5)", "the three cells do not meet at a corner"),
    (parse_edge, "(0,0)", "edge '(0,0)': expected 2 cells joined by '/', e.g. (0,0)/(1,0)"),
    (parse_edge, "(0,0)/(2,0)", "edge '(0,0)/(2,0)': the two cells are not neighbours"),
    (parse_edge, "(0,0)/(0,0)", "a cell is repeated"),
    (parse_edge, "(0,0)-(1,0)", "expected 2 cells joined by '/'"),
]


@pytest.mark.parametrize("parse, text, message", BAD_TEXT)
def test_bad_text_is_a_notation_error_naming_the_text_and_the_reason(parse, text, message):
    with pytest.raises(NotationError) as error:
        parse(text)
    assert message in str(error.value)
    assert isinstance(error.value, (DicelandsError, ValueError)) and isinstance(error.value, GridNotationError)


# ---- a board's tables ----------------------------------------------------------------------------------------------
GRAPH = CornerGraph(BOARD)


def test_the_board_has_every_corner_and_side_of_its_cells_once():
    assert (len(GRAPH.vertices), len(GRAPH.edges)) == (54, 72)  # the 19-hex Catan board
    assert len(set(GRAPH.vertex_text)) == 54 and len(set(GRAPH.edge_text)) == 72
    assert GRAPH.vertex_text[0] == "(0,-3)/(1,-3)/(0,-2)"  # the northernmost corners, westmost first
    assert GRAPH.edge_text[0] == "(0,-3)/(0,-2)"


def test_tables_agree_with_the_hexgrid_functions():
    for v, vertex in enumerate(GRAPH.vertices):
        assert GRAPH.vertex(GRAPH.vertex_text[v]) == v
        neighbours = {GRAPH.vertices[w] for w in GRAPH.vertex_vertices[v]}
        assert neighbours <= set(adjacent_vertices(vertex))
        assert {GRAPH.edges[e] for e in GRAPH.vertex_edges[v]} <= set(vertex_edges(vertex))
        for e in GRAPH.vertex_edges[v]:
            assert v in GRAPH.edge_vertices[e]
    for e, edge in enumerate(GRAPH.edges):
        assert GRAPH.edge(GRAPH.edge_text[e]) == e
        assert {GRAPH.vertices[v] for v in GRAPH.edge_vertices[e]} == set(edge_vertices(edge))


def test_coastal_vertices_have_two_neighbours_and_inland_ones_three():
    degrees = [len(n) for n in GRAPH.vertex_vertices]
    assert degrees.count(2) == 18 and degrees.count(3) == 36  # 30 coastal corners: 18 of one hex, 12 of two
    assert [len(cells) for cells in GRAPH.vertex_cells].count(1) == 18
    top = GRAPH.vertex("(0,-1)/(1,-1)/(0,0)")
    assert sorted(GRAPH.vertex_text[w] for w in GRAPH.vertex_vertices[top]) == [
        "(0,-1)/(-1,0)/(0,0)", "(1,-1)/(0,0)/(1,0)", "(1,-2)/(0,-1)/(1,-1)"]


@pytest.mark.parametrize("method, text, message", [
    ("vertex", "(5,0)/(6,-1)/(5,-1)", "vertex '(5,0)/(6,-1)/(5,-1)' is not on this board"),
    ("edge", "(5,0)/(6,0)", "edge '(5,0)/(6,0)' is not on this board"),
    ("vertex", "(0,0)", "expected 3 cells"),
    ("edge", "(0,0)/(0,2)", "not neighbours"),
])
def test_looking_up_text_off_the_board_or_malformed_names_it(method, text, message):
    with pytest.raises(NotationError, match=message.replace("(", r"\(").replace(")", r"\)")):
        getattr(GRAPH, method)(text)


# ---- the short form and the tables for hot paths (Catan) --------------------------------------------------------
def test_a_corner_or_side_of_a_hex_names_the_same_vertex_or_edge():
    from dicelands.geometry import CORNER_NAMES, SIDE_NAMES, format_corner, format_side
    assert parse_vertex("(0,0).N") == parse_vertex("(0,-1)/(1,-1)/(0,0)")
    assert parse_vertex(" (0, 0) . s ") == parse_vertex("(0,0)/(-1,1)/(0,1)")
    assert parse_edge("(0,0).E") == parse_edge("(0,0)/(1,0)")
    assert parse_edge("(1,0).W") == parse_edge("(0,0).E")  # the same side seen from the other hex
    for cell in BOARD:
        for i in range(6):
            assert parse_vertex(format_corner(cell, i)) == hex_vertices(cell)[i]
            assert parse_edge(format_side(cell, i)) == hex_edges(cell)[i]
    assert CORNER_NAMES[0] == "N" and SIDE_NAMES[1] == "E"


@pytest.mark.parametrize("parse, text, message", [
    (parse_vertex, "(0,0).E", "vertex '(0,0).E': 'E' is not a corner of a hex (one of N, NE, SE, S, SW, NW)"),
    (parse_edge, "(0,0).N", "edge '(0,0).N': 'N' is not a side of a hex (one of NE, E, SE, SW, W, NW)"),
])
def test_a_corner_that_is_a_side_is_refused_by_name(parse, text, message):
    with pytest.raises(GridNotationError) as caught:
        parse(text)
    assert str(caught.value) == message


def test_the_hot_path_tables_agree_with_the_geometry():
    graph = CornerGraph(BOARD)
    assert len(graph.ordered_cells) == 19 and len(graph.vertices) == 54 and len(graph.edges) == 72
    for c, cell in enumerate(graph.ordered_cells):
        assert [graph.vertices[v] for v in graph.cell_vertices[c]] == list(hex_vertices(cell))
        assert [graph.edges[e] for e in graph.cell_edges[c]] == list(hex_edges(cell))
    for v, links in enumerate(graph.vertex_links):
        assert [w for _, w in links] == list(graph.vertex_vertices[v])
        for e, w in links:
            assert set(graph.edge_vertices[e]) == {v, w}
    # the standard board: 30 coastal edges, 18 coastal vertices with 2 neighbours, the rest with 3
    assert len(graph.coast) == 30 and all(len(graph.edge_cells[e]) == 1 for e in graph.coast)
    assert sorted(len(n) for n in graph.vertex_vertices).count(2) == 18
    # clockwise: consecutive coastal edges share a vertex
    for a, b in zip(graph.coast, graph.coast[1:] + graph.coast[:1]):
        assert set(graph.edge_vertices[a]) & set(graph.edge_vertices[b])
