"""What happens on one planet sheet: legal spaces, drawing an icon and its effects, groups, lives.

Drawing any icon (barren, element, life, star copy, colony) runs the same effects in this order (spec §9.5):
energy (non-barren icon on an Energy space), then colonies (any empty space whose 6 neighbours are all on the map
and filled), and for a drawn icon other than a colony or a star copy, the star rule (side B). The per-seat sub-step
flow (copy -> group -> lives -> life groups) is driven by `after_icon`, `after_copy`, `close_group`, `next_life`.
"""
from __future__ import annotations

from functools import lru_cache

from ...geometry import normalize
from .components import (BARREN, BARREN_PENALTY, CELLS, CENTRE, COLONY, COLONY_POINTS_PER_TYPE, GROUP_LIVES,
                         GROUP_POINTS, INTERIOR, LIFE, NCELLS, NEIGHBOURS, ORES, STEP, VEG, WATER, Side)
from .state import CTX_BARREN, CTX_LIFE, CTX_MAIN, COPY, DONE, GROUP, LIFE as LIFE_STEP, P_BARREN, P_COLONIES, Sheet

OPPOSITE = (0, 4, 5, 6, 1, 2, 3)  # die value -> the value pointing the other way
BACK: tuple[tuple[int, ...], ...] = ((),) + tuple(STEP[OPPOSITE[d]] for d in range(1, 7))
CENTRE_RING = frozenset(NEIGHBOURS[CENTRE])
ALL_CELLS = tuple(range(NCELLS))


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


def life_targets(icons: list[int], group: tuple) -> list[int]:
    found = {n for c in group for n in NEIGHBOURS[c] if not icons[n]}
    return sorted(found)


# ---- drawing and its effects -----------------------------------------------------------------------------------------
def colony_value(icons: list[int], cell: int) -> int:
    """2 points per different type among vegetation, water, ores and life around the space (barren/colony: 0)."""
    kinds = {icons[n] for n in NEIGHBOURS[cell]}
    return COLONY_POINTS_PER_TYPE * sum(1 for k in (VEG, WATER, ORES, LIFE) if k in kinds)


def _collect_energy(sheet: Sheet, capacity: int) -> None:
    if sheet.collected < capacity:  # a full tracker loses further energy (spec §6)
        sheet.collected += 1
        sheet.energy += 1
        sheet.fresh += 1


def draw(sheet: Sheet, side: Side, cell: int, icon: int, options: dict) -> None:
    """Draw `icon` on the empty space `cell` and resolve energy, the barren penalty and colonies (not the star)."""
    icons = sheet.icons
    start_scores = options["starting_colony_scores"] and cell in CENTRE_RING
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
    sheet.pts[P_BARREN] += BARREN_PENALTY * newly


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


def group_adds(sheet: Sheet, max_size: int) -> list[int]:
    """Cells that may be added to the selection now."""
    if not sheet.sel:
        return list(dict.fromkeys(sheet.fresh_cells))
    if len(sheet.sel) >= max_size:
        return []
    icons, closed, gtype, sel = sheet.icons, sheet.closed, sheet.gtype, sheet.sel
    found = {n for c in sel for n in NEIGHBOURS[c] if icons[n] == gtype and not closed[n]}
    found.difference_update(sel)
    return sorted(found)


def can_close(sheet: Sheet, options: dict) -> bool:
    if len(sheet.sel) < 3:
        return False
    if options["group_must_be_maximal"]:
        return set(sheet.sel) == component(sheet, sheet.sel[0])
    return True


@lru_cache(maxsize=1 << 16)
def shape_of(cells: tuple) -> tuple:
    """The normalized shape of a group (cached: positions and objective checks ask again and again)."""
    return normalize([CELLS[c] for c in cells])


# ---- the per-seat sub-step flow ----------------------------------------------------------------------------------
def after_icon(sheet: Sheet, side: Side, cell: int, ctx: str, options: dict) -> None:
    """An icon (barren, element or life) was just drawn at `cell`: the star rule, then the group step."""
    sheet.ctx = ctx
    if side.star_mask[cell] and any(not sheet.icons[n] for n in NEIGHBOURS[cell]):
        sheet.step, sheet.star, sheet.copy_icon = COPY, cell, sheet.icons[cell]
        return
    offer_group(sheet, (cell,), options)


def after_copy(sheet: Sheet, side: Side, cell: int, options: dict) -> None:
    """The star copy was drawn at `cell`."""
    star = sheet.star
    sheet.star, sheet.copy_icon = -1, 0
    offer_group(sheet, (star, cell), options)


def offer_group(sheet: Sheet, fresh: tuple, options: dict) -> None:
    """Offer the group step if the fresh icon's unclosed same-type cluster has 3+ cells (barren never groups)."""
    if sheet.ctx != CTX_BARREN:
        size = len(component(sheet, fresh[0]))
        if size >= 3 and (size <= options["max_group_size"] or not options["group_must_be_maximal"]):
            sheet.step, sheet.fresh_cells, sheet.gtype = GROUP, fresh, sheet.icons[fresh[0]]
            sheet.sel = fresh if len(fresh) == 1 else ()
            return
    end_group_step(sheet)


def end_group_step(sheet: Sheet) -> None:
    sheet.fresh_cells, sheet.sel, sheet.gtype = (), (), 0
    if sheet.ctx == CTX_LIFE:
        next_life(sheet)
    else:
        sheet.step = DONE


def close_group(sheet: Sheet) -> None:
    """Close the selection: its points now, and lives for vegetation/water/ores groups (spec §6)."""
    cells = tuple(sorted(sheet.sel))
    icon = sheet.gtype
    for c in cells:
        sheet.closed[c] = 1
    sheet.groups.append((icon, cells, shape_of(cells)))
    sheet.pts[icon - 1] += GROUP_POINTS[len(cells)]
    if sheet.ctx == CTX_MAIN and icon != LIFE:
        sheet.life_group, sheet.lives_left = cells, GROUP_LIVES[len(cells)]
        sheet.ctx = CTX_LIFE
    end_group_step(sheet)


def next_life(sheet: Sheet) -> None:
    """Lives are drawn one by one while there is room; the rest are lost (rulebook Clarifications)."""
    if sheet.lives_left > 0 and life_targets(sheet.icons, sheet.life_group):
        sheet.step, sheet.ctx = LIFE_STEP, CTX_LIFE
        return
    sheet.lives_left, sheet.life_group = 0, ()
    sheet.step, sheet.ctx = DONE, CTX_MAIN


def place_life(sheet: Sheet, side: Side, cell: int, options: dict) -> None:
    sheet.lives_left -= 1
    draw(sheet, side, cell, LIFE, options)
    after_icon(sheet, side, cell, CTX_LIFE, options)

