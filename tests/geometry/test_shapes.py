import itertools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dicelands.geometry.hexgrid import (
    DIRECTIONS,
    add,
    connected_components,
    disk,
    distance,
    neighbour,
    reflect,
    rotate,
)
from dicelands.geometry.shapes import (
    IDENTITY,
    ROTATIONS,
    SYMMETRIES,
    Pattern,
    anchor_at_origin,
    find_matches,
    matches_exactly,
    normalize,
    one_of,
    orientations,
    same_shape,
)

SHAPES = {
    "Triangle": [(0, 0), (1, 0), (0, 1)],
    "Bar4": [(0, 0), (1, 0), (2, 0), (3, 0)],
    "Rhombus": [(0, 0), (1, 0), (1, -1), (0, 1)],
    "Arch": [(1, -1), (1, 0), (0, 1), (-1, 1)],
    "Propeller": [(0, 0), (1, -1), (0, 1), (-1, 0)],
    "Bar5": [(0, 0), (1, 0), (2, 0), (3, 0), (4, 0)],
    "Pyramid": [(0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (0, 2)],
    "Ring": [(1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1)],
}
HOOK = [(0, 0), (1, 0), (2, 0), (2, 1)]  # chiral: no rotation or mirror maps it to itself


def moved(cells, symmetry, offset):
    return [add(symmetry.apply(c), offset) for c in cells]


# --- symmetries --------------------------------------------------------------


def test_there_are_12_distinct_symmetries_rotations_first():
    assert len(SYMMETRIES) == 12
    assert len({s.matrix for s in SYMMETRIES}) == 12
    assert ROTATIONS == SYMMETRIES[:6] and not any(s.mirrored for s in ROTATIONS)
    assert IDENTITY.apply((3, -7)) == (3, -7)


@pytest.mark.parametrize("symmetry", SYMMETRIES)
def test_symmetry_is_mirror_then_rotation(symmetry):
    for cell in disk((0, 0), 3):
        expected = rotate(reflect(cell) if symmetry.mirrored else cell, symmetry.rotation)
        assert symmetry.apply(cell) == expected
        assert distance((0, 0), symmetry.apply(cell)) == distance((0, 0), cell)
    for i, direction in enumerate(DIRECTIONS):
        assert symmetry.apply(direction) == DIRECTIONS[symmetry.direction(i)]


def test_symmetries_form_a_group():
    by_matrix = {s.matrix: s for s in SYMMETRIES}
    probe = [(1, 0), (0, 1)]
    for s, t in itertools.product(SYMMETRIES, repeat=2):
        (a, c), (b, d) = t.apply_all(s.apply_all(probe))
        assert (a, b, c, d) in by_matrix


# --- shapes ------------------------------------------------------------------


@pytest.mark.parametrize(
    "cells, count",
    [([(0, 0)], 1), ([(0, 0), (1, 0)], 3), ([(0, 0), (1, 0), (2, 0)], 3),
     (SHAPES["Triangle"], 2), (SHAPES["Ring"], 1), (SHAPES["Propeller"], 2), (HOOK, 12)],
)
def test_orientation_counts(cells, count):
    assert len(orientations(cells)) == count


def test_rotation_only_orientations_of_a_chiral_shape():
    assert len(orientations(HOOK, allow_mirror=False)) == 6
    assert not same_shape(HOOK, moved(HOOK, SYMMETRIES[6], (0, 0)), allow_mirror=False)
    assert same_shape(HOOK, moved(HOOK, SYMMETRIES[6], (0, 0)))


def test_chiral_shape_has_12_distinct_placements_and_symmetric_ones_fewer():
    assert len({anchor_at_origin(s.apply_all(HOOK)) for s in SYMMETRIES}) == 12
    for name in ("Triangle", "Bar4", "Propeller", "Ring", "Pyramid", "Arch"):
        assert len({anchor_at_origin(s.apply_all(SHAPES[name])) for s in SYMMETRIES}) < 12


def test_the_eight_objective_shapes_are_all_distinct():
    canonical = {name: normalize(cells) for name, cells in SHAPES.items()}
    assert len(set(canonical.values())) == 8
    for (name_a, a), (name_b, b) in itertools.combinations(SHAPES.items(), 2):
        assert not same_shape(a, b), (name_a, name_b)
    for cells in SHAPES.values():
        assert len(connected_components(cells)) == 1


def test_normalize_anchors_smallest_cell_at_origin_and_is_idempotent():
    for cells in [*SHAPES.values(), HOOK]:
        canonical = normalize(cells)
        assert canonical[0] == (0, 0)
        assert list(canonical) == sorted(canonical)
        assert normalize(canonical) == canonical
        assert canonical in orientations(cells)
    assert normalize([(5, 5), (5, 5), (6, 5)]) == ((0, 0), (0, 1))


@pytest.mark.parametrize("symmetry", SYMMETRIES)
def test_an_arch_placed_rotated_or_mirrored_elsewhere_matches(symmetry):
    arch = SHAPES["Arch"]
    placed = moved(arch, symmetry, (7, -3))
    assert matches_exactly(arch, placed)
    assert matches_exactly(Pattern(arch), placed)
    # The arch is its own mirror image, so rotations alone are enough.
    assert matches_exactly(arch, placed, allow_mirror=False)


def test_matches_exactly_rejects_other_shapes_and_sizes():
    arch = SHAPES["Arch"]
    assert not matches_exactly(arch, arch[:3])
    assert not matches_exactly(arch, [*arch, (5, 5)])
    assert not matches_exactly(arch, SHAPES["Rhombus"])
    assert not matches_exactly(Pattern(arch), SHAPES["Propeller"])
    assert not matches_exactly(Pattern(HOOK), moved(HOOK, SYMMETRIES[6], (1, 1)),
                               allow_mirror=False)


# --- patterns ----------------------------------------------------------------


def terrain_board(radius=4, default="plain", **special):
    board = {cell: default for cell in disk((0, 0), radius)}
    for label, cells in special.items():
        for cell in cells:
            board[cell] = label
    return board


def test_find_matches_covers_every_placement_through_an_anchor():
    board = terrain_board()
    # 4 cells x 12 orientations, all within the radius-4 board around its centre.
    matches = find_matches(HOOK, board, anchor=(0, 0))
    assert len(matches) == 48
    assert len({m.cells for m in matches}) == 48
    for match in matches:
        assert (0, 0) in match.cells
        # HOOK[0] is the origin, so the placement is the symmetry's image shifted to cells[0].
        assert match.cells == tuple(moved(HOOK, match.symmetry, match.cells[0]))
        assert matches_exactly(HOOK, match.cells)
    assert len(find_matches(HOOK, board, anchor=(0, 0), allow_mirror=False)) == 24


def test_symmetric_patterns_give_one_placement_per_cell_set_on_request():
    board = terrain_board(radius=1)
    triangles = find_matches(SHAPES["Triangle"], board, distinct_cell_sets=True)
    assert len(triangles) == 6  # the 6 triangles around the centre of a 7-cell board
    all_orders = find_matches(SHAPES["Triangle"], board)
    assert len(all_orders) == 6 * 6  # each triangle covered in its 6 cell orders
    assert len(find_matches([(0, 0)], board)) == 7


def test_find_matches_respects_the_board_edge():
    board = terrain_board(radius=2)
    bars = find_matches(SHAPES["Bar5"], board, distinct_cell_sets=True)
    assert len(bars) == 3  # only the three diameters
    assert find_matches(SHAPES["Pyramid"], terrain_board(radius=1)) == []


def test_one_of_constraint_accepts_and_rejects():
    woods = [(0, 0), (1, 0)]
    board = terrain_board(forest=woods, mountain=[(0, 1)])
    pattern = Pattern(SHAPES["Triangle"],
                      constraints=[one_of("forest", "mountain")] * 3)
    matches = find_matches(pattern, board, distinct_cell_sets=True)
    assert [frozenset(m.cells) for m in matches] == [frozenset({(0, 0), (1, 0), (0, 1)})]

    board[(0, 1)] = "lake"
    assert find_matches(pattern, board) == []


def test_constraints_given_by_index_tuple_or_predicate():
    board = terrain_board(forest=[(0, 0)], mountain=[(1, 0)])
    domino = [(0, 0), (1, 0)]
    by_index = Pattern(domino, constraints={0: {"forest"}, 1: ("one_of", ["mountain"])})
    assert [m.cells for m in find_matches(by_index, board)] == [((0, 0), (1, 0))]
    by_predicate = Pattern(domino, constraints=[lambda t: t == "mountain", "any"])
    assert {m.cells[0] for m in find_matches(by_predicate, board)} == {(1, 0)}
    with pytest.raises(TypeError):
        Pattern(domino, constraints=[42, None])
    with pytest.raises(ValueError):
        Pattern(domino, constraints=[None])
    with pytest.raises(ValueError):
        Pattern(domino, equal_groups=[(0, 2)])
    with pytest.raises(ValueError):
        Pattern([(0, 0), (0, 0)])


def test_equal_groups_accept_and_reject():
    # An enclosure: the two ends of a bar of 3 must share a terrain.
    bar = Pattern([(0, 0), (1, 0), (2, 0)], equal_groups=[(0, 2)])
    board = {(0, 0): "forest", (1, 0): "lake", (2, 0): "forest"}
    assert len(find_matches(bar, board)) == 2  # read left-to-right and right-to-left
    board[(2, 0)] = "field"
    assert find_matches(bar, board) == []

    triangle = Pattern(SHAPES["Triangle"], equal_groups=[(0, 1, 2)])
    same = {(0, 0): "hill", (1, 0): "hill", (0, 1): "hill"}
    assert find_matches(triangle, same, distinct_cell_sets=True)
    assert not find_matches(triangle, {**same, (0, 1): "field"})


def test_any_cell_must_be_on_the_board_and_pass_the_occupied_predicate():
    board = {(0, 0): "meeple", (1, 0): None, (2, 0): "meeple"}
    domino = [(0, 0), (1, 0)]
    assert len(find_matches(domino, board, distinct_cell_sets=True)) == 2
    occupied = Pattern(domino, occupied=lambda label: label is not None)
    assert find_matches(occupied, board) == []
    board[(1, 0)] = "meeple"
    assert len(find_matches(occupied, board, distinct_cell_sets=True)) == 2


# --- properties --------------------------------------------------------------


@st.composite
def connected_shapes(draw, max_size=8):
    size = draw(st.integers(1, max_size))
    cells = [(0, 0)]
    while len(cells) < size:
        base = cells[draw(st.integers(0, len(cells) - 1))]
        grown = neighbour(base, draw(st.integers(0, 5)))
        if grown not in cells:
            cells.append(grown)
    return cells


translations = st.tuples(st.integers(-50, 50), st.integers(-50, 50))
# CI machines are shared: slow generation or a slow example on a busy core is not a failure of the property.
under_load = settings(suppress_health_check=[HealthCheck.too_slow], deadline=None)


@under_load
@given(connected_shapes(), translations)
def test_normalize_is_invariant_under_all_symmetries_and_translation(cells, offset):
    canonical = normalize(cells)
    for symmetry in SYMMETRIES:
        image = moved(cells, symmetry, offset)
        assert normalize(image) == canonical
        assert matches_exactly(cells, image)
        assert anchor_at_origin(image) in orientations(cells)


@under_load
@given(connected_shapes(max_size=6), translations)
def test_a_moved_shape_is_found_on_a_board(cells, offset):
    symmetry = SYMMETRIES[sum(offset) % 12]
    image = moved(cells, symmetry, offset)
    board = {cell: "x" for cell in image}
    matches = find_matches(cells, board, distinct_cell_sets=True)
    assert [frozenset(m.cells) for m in matches] == [frozenset(image)]
