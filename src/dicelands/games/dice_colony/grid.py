"""The Dice Colony planet sheet's grid and icon codes as plain typed tables, built once at import.

Cells are numbered 0..90 in row-major order (north row first, west to east) so the hot paths work on small ints:
`CELLS[i]` is the axial `(q, r)` of cell `i`, `INDEX[(q, r)]` the reverse, `NEIGHBOURS[i]` the on-map neighbours
and `STEP[d][i]` the cell one step in die direction `d` (1..6) from `i`, or -1 off the map. components.py (which
loads the data files) re-exports them; compiled, these `Final` names are native constants of the module.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ...engine.actions import rebuilt_by_fields
from ...geometry import DIRECTIONS, disk, format_cell

# ---- icons ---------------------------------------------------------------------------------------------------------
EMPTY: Final = 0
VEG: Final = 1
WATER: Final = 2
ORES: Final = 3
LIFE: Final = 4
BARREN: Final = 5
COLONY: Final = 6
START: Final = 7
GROUP_TYPES: Final[tuple[int, ...]] = (VEG, WATER, ORES, LIFE)  # the icon types that form groups

# ---- the grid --------------------------------------------------------------------------------------------------------
RADIUS: Final = 5
CELLS: Final[tuple[tuple[int, int], ...]] = tuple(disk((0, 0), RADIUS))  # sorted by (r, q): row-major, north first
INDEX: Final[dict[tuple[int, int], int]] = {cell: i for i, cell in enumerate(CELLS)}
NCELLS: Final[int] = len(CELLS)
CENTRE: Final[int] = INDEX[(0, 0)]
# STEP[d][i]: the cell one step from i in the direction of die value d (1..6), -1 off the map. STEP[0] is unused.
STEP: Final[tuple[tuple[int, ...], ...]] = ((),) + tuple(
    tuple(INDEX.get((q + dq, r + dr), -1) for q, r in CELLS) for dq, dr in DIRECTIONS)
NEIGHBOURS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(STEP[d][i] for d in range(1, 7) if STEP[d][i] >= 0) for i in range(NCELLS))
INTERIOR: Final[tuple[bool, ...]] = tuple(len(n) == 6 for n in NEIGHBOURS)


def cell_text(i: int) -> str:
    return format_cell(CELLS[i])


CELL_TEXT: Final[tuple[str, ...]] = tuple(cell_text(i) for i in range(NCELLS))


@dataclass(frozen=True)
class Side:
    """A side of the planet sheet (data/sheets.yaml): its energy and star spaces, and whether the Starting card's
    icons are drawn on it."""

    name: str
    energy: frozenset[int]
    stars: frozenset[int]
    starting_icons: bool
    energy_mask: tuple[bool, ...]
    star_mask: tuple[bool, ...]

    def __reduce__(self) -> tuple:
        return rebuilt_by_fields(self)  # compiled: a frozen class is made only through __init__ (pickle, copy)
