"""Reading one sheet of a Dice Colony position: icons, closed groups, energy and the die taken this turn."""
from __future__ import annotations

from ...engine.errors import PositionError
from .components import (BARREN, CELLS, CENTRE, COLONY, GROUP_TYPES, ICON_LETTERS, INDEX, INTERIOR, LETTER_ICON,
                         NEIGHBOURS, START, STARTING_CARDS)
from .planet import shape_of
from .position_parts import cell_index, cell_indexes, connected, keys, parse_took, whole
from .state import Sheet

SHEET_KEYS = {"starting_card", "icons", "groups", "energy", "fresh_energy"}
PLAIN_ICON = {letter: code for letter, code in LETTER_ICON.items() if code != START}
INTERIOR_CELLS = frozenset(i for i, inner in enumerate(INTERIOR) if inner)


def read_sheet(entry, seat: int, options: dict, side, table: tuple) -> Sheet:
    what = f"sheets[{seat}]"
    if not isinstance(entry, dict):
        raise PositionError(f"{what} must be a JSON object")
    keys(entry, SHEET_KEYS | {"took"}, SHEET_KEYS, what)
    card = whole(entry["starting_card"], f"{what} starting_card", 1, 4)
    sheet = Sheet.blank(card)
    icons = sheet.icons
    icons[CENTRE] = START
    sheet.counts[START] = 1

    # icons
    if not isinstance(entry["icons"], list):
        raise PositionError(f"{what}: icons must be a list of [q, r, icon]")
    items = entry["icons"]
    try:  # fast path for well-formed lists; anything odd goes through the checks below for a precise message
        placed = [INDEX[(q, r)] for q, r, _ in items if type(q) is int and type(r) is int]
        codes = [PLAIN_ICON[letter] for _, _, letter in items]
        fast = len(placed) == len(codes) == len(set(placed)) and CENTRE not in placed
    except (KeyError, TypeError, ValueError):
        fast = False
    if fast:
        counts = sheet.counts
        for cell, icon in zip(placed, codes):
            icons[cell] = icon
            counts[icon] += 1
        items = ()
    else:
        placed, codes = [], []
    for item in items:
        if type(item) is not list or len(item) != 3:
            raise PositionError(f"{what}: icons entries are [q, r, icon], got {item!r}")
        cell = INDEX.get((item[0], item[1])) if type(item[0]) is int and type(item[1]) is int else None
        if cell is None:
            cell = cell_index(item[:2], f"{what} icons")
        icon = LETTER_ICON.get(item[2]) if type(item[2]) is str else None
        if icon is None or icon == START:
            raise PositionError(f"{what}: unknown icon {item[2]!r} (use V, W, O, L, X or C)")
        if icons[cell]:
            where = "the printed starting colony" if cell == CENTRE else ICON_LETTERS[icons[cell]]
            raise PositionError(f"{what}: two icons on one space ({CELLS[cell][0]},{CELLS[cell][1]}): "
                                f"{where} and {item[2]}")
        icons[cell] = icon
        sheet.counts[icon] += 1
        placed.append(cell)
        codes.append(icon)
    if side.starting_icons:
        for cell, icon in STARTING_CARDS[card]:
            if icons[cell] != icon:
                raise PositionError(f"{what}: starting card {card} puts {ICON_LETTERS[icon]} at "
                                    f"({CELLS[cell][0]},{CELLS[cell][1]}), the position has "
                                    f"{ICON_LETTERS[icons[cell]]!r}")
    filled = set(placed)
    filled.add(CENTRE)
    for i in [i for i, icon in zip(placed, codes) if icon == COLONY]:
        if not (INTERIOR[i] and filled.issuperset(NEIGHBOURS[i])):
            raise PositionError(f"{what}: colony at ({CELLS[i][0]},{CELLS[i][1]}) is not surrounded by 6 icons")
    for i in [i for i in INTERIOR_CELLS.difference(filled) if filled.issuperset(NEIGHBOURS[i])]:
        raise PositionError(f"{what}: empty space ({CELLS[i][0]},{CELLS[i][1]}) is surrounded, so it must "
                            f"be a colony")

    # groups
    if not isinstance(entry["groups"], list):
        raise PositionError(f"{what}: groups must be a list")
    for k, group in enumerate(entry["groups"]):
        gwhat = f"{what} groups[{k}]"
        keys(group, {"type", "cells"}, {"type", "cells"}, gwhat)
        icon = LETTER_ICON.get(group["type"]) if isinstance(group["type"], str) else None
        if icon not in GROUP_TYPES:
            raise PositionError(f"{gwhat}: type must be V, W, O or L, got {group['type']!r}")
        cells = cell_indexes(group["cells"], gwhat)
        if not 3 <= len(cells) <= options["max_group_size"]:
            raise PositionError(f"{gwhat}: a group has 3-{options['max_group_size']} cells, got {len(cells)}")
        for c in cells:
            if icons[c] != icon:
                raise PositionError(f"{gwhat}: cell ({CELLS[c][0]},{CELLS[c][1]}) holds "
                                    f"{ICON_LETTERS[icons[c]]!r}, not the group's type {group['type']}")
            if sheet.closed[c]:
                raise PositionError(f"{gwhat}: cell ({CELLS[c][0]},{CELLS[c][1]}) is already in another group")
        if not connected(cells):
            raise PositionError(f"{gwhat}: the cells are not connected")
        for c in cells:
            sheet.closed[c] = 1
        cells = tuple(sorted(cells))
        sheet.groups.append((icon, cells, shape_of(cells)))

    # energy
    on_energy = sum(1 for c in side.energy if icons[c] and icons[c] != BARREN)
    sheet.collected = min(options["energy_capacity"], on_energy)
    sheet.energy = whole(entry["energy"], f"{what} energy", 0)
    if sheet.energy > sheet.collected:
        raise PositionError(f"{what}: energy {sheet.energy} but only {sheet.collected} collected (non-barren icons "
                            f"on energy spaces, at most energy_capacity)")
    sheet.fresh = whole(entry["fresh_energy"], f"{what} fresh_energy", 0)
    if sheet.fresh > sheet.energy:
        raise PositionError(f"{what}: fresh_energy {sheet.fresh} is more than the energy available "
                            f"({sheet.energy}); energy collected this turn cannot have been spent")

    if "took" in entry:
        sheet.took = parse_took(entry["took"], what, table)
    return sheet
