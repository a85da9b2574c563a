import pytest

from dicelands.geometry.hexgrid import (
    DIRECTION_NAMES,
    DIRECTIONS,
    Region,
    add,
    adjacent_vertices,
    connected_components,
    direction_between,
    disk,
    distance,
    edge_between,
    edge_hexes,
    edge_vertices,
    edges_of,
    hex_edges,
    hex_vertices,
    neighbour,
    neighbours,
    opposite,
    reflect,
    ring,
    rotate,
    spiral,
    subtract,
    vertex_edges,
    vertex_hexes,
    vertices_of,
)

ORIGIN = (0, 0)
SAMPLE_CELLS = [(0, 0), (2, -1), (-3, 5), (4, 4), (-2, -2)]


# --- cells -------------------------------------------------------------------


def test_directions_are_ne_e_se_sw_w_nw():
    assert DIRECTIONS == ((1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1))
    assert DIRECTION_NAMES == ("NE", "E", "SE", "SW", "W", "NW")


@pytest.mark.parametrize("cell", SAMPLE_CELLS)
def test_neighbours_follow_direction_order(cell):
    assert neighbours(cell) == tuple(neighbour(cell, i) for i in range(6))
    assert neighbours(cell) == tuple(add(cell, d) for d in DIRECTIONS)
    assert all(distance(cell, n) == 1 for n in neighbours(cell))


def test_add_and_subtract_are_inverse():
    assert subtract(add((3, -2), (-1, 5)), (-1, 5)) == (3, -2)


@pytest.mark.parametrize(
    "a, b, expected",
    [((0, 0), (0, 0), 0), ((0, 0), (3, 0), 3), ((0, 0), (2, -2), 2),
     ((0, 0), (1, 1), 2), ((-2, 1), (3, -1), 5), ((0, 0), (-3, -3), 6)],
)
def test_distance(a, b, expected):
    assert distance(a, b) == expected
    assert distance(b, a) == expected


@pytest.mark.parametrize("radius", range(0, 7))
def test_ring_has_6r_cells_at_exact_distance(radius):
    center = (2, -3)
    cells = ring(center, radius)
    assert len(cells) == (6 * radius if radius else 1)
    assert len(set(cells)) == len(cells)
    assert all(distance(center, c) == radius for c in cells)


def test_ring_zero_is_center_and_ring_walks_clockwise_from_ne():
    assert ring((4, 1), 0) == [(4, 1)]
    assert ring(ORIGIN, 1) == [(1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1)]
    cells = ring(ORIGIN, 3)
    assert cells[0] == (3, -3)
    # Consecutive cells (wrapping around) touch.
    assert all(distance(cells[i - 1], cells[i]) == 1 for i in range(len(cells)))


def test_disk_of_radius_5_has_91_cells_sorted_by_row():
    cells = disk(ORIGIN, 5)
    assert len(cells) == 91
    assert cells == sorted(cells, key=lambda c: (c[1], c[0]))
    within = {(q, r) for q in range(-6, 7) for r in range(-6, 7) if distance(ORIGIN, (q, r)) <= 5}
    assert set(cells) == within


@pytest.mark.parametrize("radius", range(0, 5))
def test_disk_and_spiral_cover_the_same_cells(radius):
    center = (-1, 2)
    assert len(disk(center, radius)) == 3 * radius * (radius + 1) + 1
    assert sorted(spiral(center, radius)) == sorted(disk(center, radius))
    assert spiral(center, radius)[0] == center


@pytest.mark.parametrize("cell", SAMPLE_CELLS)
def test_six_rotations_are_the_identity(cell):
    assert rotate(cell, 6) == cell
    assert rotate(cell, 0) == cell
    turned = cell
    for _ in range(6):
        turned = rotate(turned)
    assert turned == cell
    for steps in range(-6, 13):
        assert rotate(cell, steps) == rotate(cell, steps % 6)
        assert distance(ORIGIN, rotate(cell, steps)) == distance(ORIGIN, cell)


def test_rotation_is_60_degrees_clockwise():
    for i, direction in enumerate(DIRECTIONS):
        assert rotate(direction) == DIRECTIONS[(i + 1) % 6]
        for steps in range(6):
            assert rotate(direction, steps) == DIRECTIONS[(i + steps) % 6]


@pytest.mark.parametrize("cell", SAMPLE_CELLS)
def test_reflect_twice_is_the_identity(cell):
    assert reflect(reflect(cell)) == cell
    assert distance(ORIGIN, reflect(cell)) == distance(ORIGIN, cell)


def test_reflect_swaps_ne_e_and_se_nw_and_sw_w():
    swaps = {"NE": "E", "E": "NE", "SE": "NW", "NW": "SE", "SW": "W", "W": "SW"}
    for i, name in enumerate(DIRECTION_NAMES):
        assert reflect(DIRECTIONS[i]) == DIRECTIONS[DIRECTION_NAMES.index(swaps[name])]


def test_opposite_and_direction_between():
    for i in range(6):
        assert add(DIRECTIONS[i], DIRECTIONS[opposite(i)]) == ORIGIN
        assert direction_between((5, -2), neighbour((5, -2), i)) == i
    assert direction_between((0, 0), (0, 0)) is None
    assert direction_between((0, 0), (2, 0)) is None
    assert direction_between((0, 0), (1, 1)) is None


def test_die_value_maps_to_direction():
    assert [DIRECTION_NAMES[d - 1] for d in range(1, 7)] == ["NE", "E", "SE", "SW", "W", "NW"]


def test_connected_components():
    cells = [(0, 0), (1, 0), (1, 1), (5, 5), (5, 6), (-3, 0)]
    assert connected_components(cells) == [
        frozenset({(-3, 0)}),
        frozenset({(0, 0), (1, 0), (1, 1)}),
        frozenset({(5, 5), (5, 6)}),
    ]
    assert connected_components([]) == []
    assert connected_components(disk(ORIGIN, 3)) == [frozenset(disk(ORIGIN, 3))]


# --- Region ------------------------------------------------------------------


def test_region_precomputes_adjacency_of_a_91_cell_board():
    board = Region.disk(ORIGIN, 5)
    assert len(board) == 91
    assert list(board) == disk(ORIGIN, 5)
    assert (5, 0) in board and (6, 0) not in board
    assert board.neighbours_in(ORIGIN) == neighbours(ORIGIN)
    # A corner of the big hexagon has 3 neighbours, the rest of the rim 4.
    assert len(board.neighbours_in((5, -5))) == 3
    assert len(board.neighbours_in((5, -3))) == 4
    assert board.step((5, 0), 1) is None
    assert board.step((4, 0), 1) == (5, 0)
    for cell in board:
        expected = tuple(n for n in neighbours(cell) if distance(ORIGIN, n) <= 5)
        assert board.neighbours_in(cell) == expected


# --- vertices and edges ------------------------------------------------------

BOARD = disk(ORIGIN, 2)
SURROUNDINGS = disk(ORIGIN, 3)  # every hex touching a vertex or edge of BOARD


def test_a_radius_2_board_has_54_vertices_and_72_edges():
    assert len(vertices_of(BOARD)) == 54
    assert len(edges_of(BOARD)) == 72


def test_every_vertex_is_shared_by_exactly_3_hexes():
    for vertex in vertices_of(BOARD):
        sharing = {cell for cell in SURROUNDINGS if vertex in hex_vertices(cell)}
        assert len(sharing) == 3
        assert set(vertex_hexes(vertex)) == sharing
        a, b, c = vertex_hexes(vertex)
        assert distance(a, b) == distance(b, c) == distance(a, c) == 1


def test_every_edge_is_shared_by_exactly_2_hexes():
    for edge in edges_of(BOARD):
        sharing = {cell for cell in SURROUNDINGS if edge in hex_edges(cell)}
        assert len(sharing) == 2
        a, b = edge_hexes(edge)
        assert set(edge_hexes(edge)) == sharing
        assert edge_between(a, b) == edge_between(b, a) == edge


def test_hex_side_i_faces_direction_i_and_joins_corners_i_and_i_plus_1():
    for cell in BOARD:
        corners = hex_vertices(cell)
        sides = hex_edges(cell)
        assert len(set(corners)) == 6 and len(set(sides)) == 6
        for i in range(6):
            assert set(edge_hexes(sides[i])) == {cell, neighbour(cell, i)}
            assert set(edge_vertices(sides[i])) == {corners[i], corners[(i + 1) % 6]}


def test_vertex_and_edge_adjacency_are_consistent():
    for vertex in vertices_of(BOARD):
        edges = vertex_edges(vertex)
        others = adjacent_vertices(vertex)
        assert len(set(edges)) == 3 and len(set(others)) == 3
        for edge, other in zip(edges, others):
            assert set(edge_vertices(edge)) == {vertex, other}
            assert vertex in adjacent_vertices(other)
            assert edge in vertex_edges(other)
            # The two hexes along an edge are the ones both its ends touch.
            assert set(edge_hexes(edge)) == set(vertex_hexes(vertex)) & set(vertex_hexes(other))
            assert other[2] != vertex[2]  # N corners only touch S corners


def test_edge_between_non_adjacent_hexes_is_none():
    assert edge_between((0, 0), (2, 0)) is None
    assert edge_between((0, 0), (0, 0)) is None
