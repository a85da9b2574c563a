"""Shapes of hex cells, compared and matched under the 12 symmetries of the grid.

A *shape* is any collection of ``(q, r)`` cells. Two shapes are the same when
one is a rotated (60 degree steps), optionally mirrored, and translated copy
of the other. ``normalize`` gives every shape a canonical form so that test is
a tuple comparison; callers on hot paths should normalize their reference
shapes once and compare against that.

A ``Pattern`` is a shape whose cells also constrain the labels they may cover
on a board (a mapping cell -> label, e.g. terrain). ``find_matches`` lists
every placement of a pattern on a board.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import NamedTuple

from .hexgrid import Cell, reflect, rotate

Label = object
Constraint = None | frozenset | Callable[[Label], bool]

ANY = "any"


class Symmetry(NamedTuple):
    """One of the 12 grid symmetries: mirror (if ``mirrored``), then rotate clockwise.

    All of them fix the origin and are linear in axial coordinates, so each is
    stored as the integer matrix ``(a, b, c, d)``: (q, r) -> (aq + br, cq + dr).
    """

    rotation: int
    mirrored: bool
    matrix: tuple[int, int, int, int]

    def apply(self, cell: Cell) -> Cell:
        """The image of one cell."""
        a, b, c, d = self.matrix
        q, r = cell
        return (a * q + b * r, c * q + d * r)

    def apply_all(self, cells: Iterable[Cell]) -> list[Cell]:
        """The images of several cells, in the same order."""
        a, b, c, d = self.matrix
        return [(a * q + b * r, c * q + d * r) for q, r in cells]

    def direction(self, direction_index: int) -> int:
        """The image of a direction index (mirroring swaps NE<->E, SE<->NW, SW<->W)."""
        if self.mirrored:
            direction_index = 1 - direction_index
        return (direction_index + self.rotation) % 6


def _make_symmetry(rotation: int, mirrored: bool) -> Symmetry:
    def image(cell: Cell) -> Cell:
        return rotate(reflect(cell) if mirrored else cell, rotation)

    (a, c), (b, d) = image((1, 0)), image((0, 1))
    return Symmetry(rotation, mirrored, (a, b, c, d))


# Rotations first: code that keeps the first of several equivalent transforms
# then prefers an unmirrored one.
SYMMETRIES: tuple[Symmetry, ...] = tuple(
    _make_symmetry(rotation, mirrored) for mirrored in (False, True) for rotation in range(6)
)
ROTATIONS: tuple[Symmetry, ...] = SYMMETRIES[:6]
IDENTITY: Symmetry = SYMMETRIES[0]


# --- shapes ------------------------------------------------------------------


def anchor_at_origin(cells: Iterable[Cell]) -> tuple[Cell, ...]:
    """Sorted cells, translated so that the smallest one is (0, 0)."""
    ordered = sorted(cells)
    if not ordered:
        return ()
    q0, r0 = ordered[0]
    return tuple((q - q0, r - r0) for q, r in ordered)


def normalize(cells: Iterable[Cell], *, allow_mirror: bool = True) -> tuple[Cell, ...]:
    """Canonical form of a shape: the smallest ``anchor_at_origin`` image over the symmetries."""
    distinct = set(cells)
    symmetries = SYMMETRIES if allow_mirror else ROTATIONS
    return min(anchor_at_origin(s.apply_all(distinct)) for s in symmetries)


def same_shape(a: Iterable[Cell], b: Iterable[Cell], *, allow_mirror: bool = True) -> bool:
    """True if ``b`` is a rotated/mirrored/translated copy of ``a``."""
    a, b = set(a), set(b)
    return len(a) == len(b) and normalize(a, allow_mirror=allow_mirror) == normalize(
        b, allow_mirror=allow_mirror
    )


def orientations(shape: Iterable[Cell], *, allow_mirror: bool = True) -> list[tuple[Cell, ...]]:
    """The distinct ways to lay the shape down, each anchored at the origin, sorted."""
    distinct = set(shape)
    symmetries = SYMMETRIES if allow_mirror else ROTATIONS
    return sorted({anchor_at_origin(s.apply_all(distinct)) for s in symmetries})


# --- patterns ----------------------------------------------------------------


def one_of(*labels: Label) -> frozenset:
    """Constraint: the covered label must be one of ``labels``."""
    return frozenset(labels)


def _as_constraint(spec: object) -> Constraint:
    if spec is None or spec == ANY:
        return None
    if isinstance(spec, (set, frozenset)):
        return frozenset(spec)
    if isinstance(spec, tuple) and len(spec) == 2 and spec[0] == "one_of":
        return frozenset(spec[1])
    if callable(spec):
        return spec
    raise TypeError(f"not a cell constraint: {spec!r}")


class Placement(NamedTuple):
    """Where a pattern landed: board cells in pattern order, and the symmetry used."""

    cells: tuple[Cell, ...]
    symmetry: Symmetry


_MISSING = object()


class Pattern:
    """A shape whose cells constrain the labels they cover.

    ``cells`` fixes the pattern order (placements list board cells in it).
    ``constraints`` is a sequence parallel to ``cells`` or a mapping
    index -> constraint, each one of:

    * ``None`` or ``"any"`` -- any label, the cell only has to be on the board;
    * a set of labels, ``one_of(...)`` or ``("one_of", labels)`` -- label in the set;
    * a callable ``label -> bool``.

    ``equal_groups`` lists groups of cell indices whose labels must all be
    equal. ``occupied``, if given, is a predicate every covered label must
    pass (e.g. ``lambda label: label is not None``), so "any" means non-empty.
    """

    __slots__ = ("cells", "constraints", "equal_groups", "occupied", "canonical", "_variants")

    def __init__(
        self,
        cells: Iterable[Cell],
        constraints: Sequence[object] | Mapping[int, object] | None = None,
        equal_groups: Iterable[Iterable[int]] = (),
        *,
        occupied: Callable[[Label], bool] | None = None,
    ):
        self.cells: tuple[Cell, ...] = tuple(cells)
        size = len(self.cells)
        if size == 0 or len(set(self.cells)) != size:
            raise ValueError("a pattern needs at least one cell and no repeated cells")

        specs: list[object] = [None] * size
        if isinstance(constraints, Mapping):
            for index, spec in constraints.items():
                specs[index] = spec
        elif constraints is not None:
            if len(constraints) != size:
                raise ValueError("constraints must have one entry per cell")
            specs = list(constraints)
        self.constraints: tuple[Constraint, ...] = tuple(_as_constraint(s) for s in specs)

        self.equal_groups: tuple[tuple[int, ...], ...] = tuple(
            tuple(group) for group in equal_groups
        )
        for group in self.equal_groups:
            if any(not 0 <= i < size for i in group):
                raise ValueError(f"equal group {group} refers to a cell index out of range")

        self.occupied = occupied
        self.canonical: tuple[Cell, ...] = normalize(self.cells)
        self._variants = self._distinct_variants()

    def _distinct_variants(self) -> list[tuple[Symmetry, tuple[Cell, ...]]]:
        """Per symmetry, pattern-ordered offsets from the first cell's image.

        Symmetries giving the same offsets would give the same placements, so
        only the first of them is kept.
        """
        variants = []
        seen = set()
        for symmetry in SYMMETRIES:
            image = symmetry.apply_all(self.cells)
            q0, r0 = image[0]
            offsets = tuple((q - q0, r - r0) for q, r in image)
            if offsets not in seen:
                seen.add(offsets)
                variants.append((symmetry, offsets))
        return variants

    def accepts(self, placed: Sequence[Cell], board: Mapping[Cell, Label]) -> bool:
        """True if covering ``placed`` (board cells, in pattern order) meets every constraint."""
        occupied = self.occupied
        labels = []
        for cell, constraint in zip(placed, self.constraints):
            label = board.get(cell, _MISSING)
            if label is _MISSING:
                return False
            if occupied is not None and not occupied(label):
                return False
            if constraint is not None:
                if isinstance(constraint, frozenset):
                    if label not in constraint:
                        return False
                elif not constraint(label):
                    return False
            labels.append(label)
        for group in self.equal_groups:
            first = labels[group[0]]
            for index in group[1:]:
                if labels[index] != first:
                    return False
        return True

    def __len__(self) -> int:
        return len(self.cells)

    def __repr__(self) -> str:
        return f"Pattern({list(self.cells)!r})"


def find_matches(
    pattern: Pattern | Iterable[Cell],
    board: Mapping[Cell, Label],
    *,
    anchor: Cell | None = None,
    allow_mirror: bool = True,
    distinct_cell_sets: bool = False,
) -> list[Placement]:
    """Every placement of ``pattern`` on ``board`` that meets its constraints.

    With ``anchor``, only placements covering that board cell are returned.
    A symmetric pattern can cover the same cells in several pattern orders;
    each order is its own placement unless ``distinct_cell_sets`` is set, in
    which case only the first placement of each cell set is kept.
    """
    if not isinstance(pattern, Pattern):
        pattern = Pattern(pattern)
    matches = []
    seen_cell_sets = set()
    for symmetry, offsets in pattern._variants:
        if symmetry.mirrored and not allow_mirror:
            continue
        if anchor is None:
            starts: Iterable[Cell] = board
        else:
            aq, ar = anchor
            starts = [(aq - dq, ar - dr) for dq, dr in offsets]
        for sq, sr in starts:
            placed = tuple((sq + dq, sr + dr) for dq, dr in offsets)
            if not pattern.accepts(placed, board):
                continue
            if distinct_cell_sets:
                cell_set = frozenset(placed)
                if cell_set in seen_cell_sets:
                    continue
                seen_cell_sets.add(cell_set)
            matches.append(Placement(placed, symmetry))
    return matches


def matches_exactly(
    pattern_or_shape: Pattern | Iterable[Cell],
    cells: Iterable[Cell],
    *,
    allow_mirror: bool = True,
) -> bool:
    """True if ``cells`` form exactly this shape (same size, up to the symmetries)."""
    cells = set(cells)
    if isinstance(pattern_or_shape, Pattern):
        if len(cells) != len(pattern_or_shape.cells):
            return False
        if allow_mirror:
            return normalize(cells) == pattern_or_shape.canonical
        pattern_or_shape = pattern_or_shape.cells
    return same_shape(pattern_or_shape, cells, allow_mirror=allow_mirror)
