"""What happens on one planet sheet: legal spaces, drawing an icon and its effects, groups, lives.

Drawing any icon (barren, element, life, star copy, colony) runs the same effects in this order (spec §9.5):
energy (non-barren icon on an Energy space), then colonies (any empty space whose 6 neighbours are all on the map
and filled), and for a drawn icon other than a colony or a star copy, the star rule (side B). What a seat decides
after drawing (copy -> group -> lives -> life groups) are the steps in steps.py and sheet_steps.py.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Final

from ...geometry import normalize
from .components import BARREN_PENALTY, COLONY_POINTS_PER_TYPE, GROUP_POINTS, NO_ENERGY_B, SIDES
from .grid import BARREN, CELLS, CENTRE, COLONY, INTERIOR, LIFE, NCELLS, NEIGHBOURS, ORES, STEP, VEG, WATER, Side
from .state import P_BARREN, P_COLONIES, Sheet

OPPOSITE: Final = (0, 4, 5, 6, 1, 2, 3)  # die value -> the value pointing the other way
BACK: Final[tuple[tuple[int, ...], ...]] = ((),) + tuple(STEP[OPPOSITE[d]] for d in range(1, 7))
CENTRE_RING: Final = frozenset(NEIGHBOURS[CENTRE])
ALL_CELLS: Final[tuple[int, ...]] = tuple(range(NCELLS))
# the data files' scoring tables as plain typed constants (components.py loads them)
POINTS_BY_SIZE: Final[tuple[int, ...]] = tuple(GROUP_POINTS.get(size, 0) for size in range(NCELLS + 1))
COLONY_POINTS: Final[int] = COLONY_POINTS_PER_TYPE
PENALTY: Final[int] = BARREN_PENALTY


def side_for(options: dict) -> Side:
    """The sheet side in play; `side_b_has_energy = false` removes side B's energy spaces. (Here rather than in
    components.py, which stays Python: a decision asks it.)"""
    if options["side"] == "b" and not options["side_b_has_energy"]:
        return NO_ENERGY_B
    return SIDES[options["side"]]


# ---- placement -------------------------------------------------------------------------------------------------------
def targets(icons: list[int], value: int) -> list[int]:
    """Empty spaces T with a filled space one step from T in the opposite direction of `value` (spec §9.3, P1)."""
    back = BACK[value]
    return [t for t in ALL_CELLS if not icons[t] and back[t] >= 0 and icons[back[t]]]


def has_target(icons: list[int], value: int) -> bool:
    back = BACK[value]
    for t in ALL_CELLS:
        if not icons[t]:
            f = back[t]
            if f >= 0 and icons[f]:
                return True
    return False


def empty_cells(icons: list[int]) -> list[int]:
    return [t for t in ALL_CELLS if not icons[t]]


def star_copy_targets(icons: list[int], star: int) -> list[int]:
    return [n for n in NEIGHBOURS[star] if not icons[n]]


def life_targets(icons: list[int], group: tuple[int, ...]) -> list[int]:
    found = {n for c in group for n in NEIGHBOURS[c] if not icons[n]}
    return sorted(found)


# ---- drawing and its effects -----------------------------------------------------------------------------------------
def colony_value(icons: list[int], cell: int) -> int:
    """2 points per different type among vegetation, water, ores and life around the space (barren/colony: 0)."""
    kinds = 0
    for n in NEIGHBOURS[cell]:
        kinds |= 1 << icons[n]
    return COLONY_POINTS * ((kinds >> VEG & 1) + (kinds >> WATER & 1) + (kinds >> ORES & 1) + (kinds >> LIFE & 1))


def _collect_energy(sheet: Sheet, capacity: int) -> None:
    if sheet.collected < capacity:  # a full tracker loses further energy (spec §6)
        sheet.collected += 1
        sheet.energy += 1
        sheet.fresh += 1


def draw(sheet: Sheet, side: Side, cell: int, icon: int, options: dict) -> None:
    """Draw `icon` on the empty space `cell` and resolve energy, the barren penalty and colonies (not the star)."""
    icons = sheet.icons
    start_scores: bool = options["starting_colony_scores"] and cell in CENTRE_RING
    if start_scores:
        sheet.pts[P_COLONIES] -= colony_value(icons, CENTRE)
    icons[cell] = icon
    sheet.counts[icon] += 1
    if start_scores:
        sheet.pts[P_COLONIES] += colony_value(icons, CENTRE)
    if icon == BARREN:
        _barren_penalty(sheet, cell)
    elif side.energy_mask[cell]:
        _collect_energy(sheet, options["energy_capacity"])
    for e in NEIGHBOURS[cell]:
        if not icons[e] and INTERIOR[e]:
            for n in NEIGHBOURS[e]:
                if not icons[n]:
                    break
            else:
                draw(sheet, side, e, COLONY, options)
                sheet.pts[P_COLONIES] += colony_value(icons, e)


def _barren_penalty(sheet: Sheet, cell: int) -> None:
    """-2 for each barren region that touches another one (spec F5): update the running tally for a new barren."""
    icons = sheet.icons
    touching = [n for n in NEIGHBOURS[cell] if icons[n] == BARREN]
    if not touching:
        return
    newly = 1  # the new barren itself
    for n in touching:
        if not any(icons[m] == BARREN for m in NEIGHBOURS[n] if m != cell):
            newly += 1  # n had no barren neighbour before
    sheet.pts[P_BARREN] += PENALTY * newly


# ---- groups --------------------------------------------------------------------------------------------------------
def component(sheet: Sheet, start: int) -> set[int]:
    """The connected unclosed cells of the same type as `start`."""
    icons, closed = sheet.icons, sheet.closed
    icon = icons[start]
    seen = {start}
    todo = [start]
    while todo:
        for n in NEIGHBOURS[todo.pop()]:
            if n not in seen and icons[n] == icon and not closed[n]:
                seen.add(n)
                todo.append(n)
    return seen


def group_adds(sheet: Sheet, icon: int, fresh: tuple[int, ...], selected: tuple[int, ...], max_size: int) -> list[int]:
    """Cells that may be added to the selection now (cells are indexes)."""
    if not selected:
        return list(dict.fromkeys(fresh))
    if len(selected) >= max_size:
        return []
    icons, closed = sheet.icons, sheet.closed
    found = {n for c in selected for n in NEIGHBOURS[c] if icons[n] == icon and not closed[n]}
    found.difference_update(selected)
    return sorted(found)


def can_close(sheet: Sheet, selected: tuple[int, ...], options: dict) -> bool:
    if len(selected) < 3:
        return False
    if options["group_must_be_maximal"]:
        return set(selected) == component(sheet, selected[0])
    return True


def close_group(sheet: Sheet, icon: int, selected: tuple[int, ...]) -> tuple[int, ...]:
    """Close the selection: its points now (spec §6). Returns the group's sorted cells."""
    cells = tuple(sorted(selected))
    for c in cells:
        sheet.closed[c] = 1
    sheet.groups.append((icon, cells, shape_of(cells)))
    sheet.pts[icon - 1] += POINTS_BY_SIZE[len(cells)]
    return cells


@lru_cache(maxsize=1 << 16)
def shape_of(cells: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """The normalized shape of a group (cached: positions and objective checks ask again and again)."""
    return normalize([CELLS[c] for c in cells])
