"""One planet sheet in a Dice Colony position (position.py states the format): its type, writing it, and reading it
back with what its type cannot say checked by hand (cells on the map, one icon a space, the Starting card's icons,
colonies surrounded, groups connected and of one type, energy collected, the die taken on the table). The small
readers of cells, dice and whole numbers that the rest of the position and the steps' checks share live here too;
each raises a PositionError naming where the problem is."""
from __future__ import annotations

from typing import Any

from ...engine.errors import PositionError
from ...engine.schemas import UNSET, Strict, Unset
from .actions import energy_variants
from .components import (BARREN, CELLS, CENTRE, COLONY, COLOURS, GROUP_TYPES, ICON_LETTERS, INDEX, INTERIOR,
                         LETTER_ICON, NEIGHBOURS, START, STARTING_CARDS, Side)
from .planet import shape_of
from .state import Sheet

Cell = tuple[int, int]


class GroupJson(Strict):
    type: str  # the icon letter: V, W, O or L
    cells: list[Cell]


class SheetJson(Strict):
    starting_card: int
    icons: list[tuple[int, int, str]]  # [q, r, icon letter]
    groups: list[GroupJson]
    energy: int
    fresh_energy: int
    took: str | Unset = UNSET  # "red3", or "red3 as red4" when an energy changed it


# ---- writing ---------------------------------------------------------------------------------------------------------
# What the writers put in the types' tuple fields are lists, the JSON arrays they stand for: `msgspec.to_builtins` keeps
# a tuple a tuple (and copies every list, so these shared rows are never handed out).
ICON_ROWS: tuple[tuple[Any, ...], ...] = tuple(tuple([q, r, letter] for letter in ICON_LETTERS) for q, r in CELLS)
CELL_ROWS: tuple[Any, ...] = tuple([q, r] for q, r in CELLS)  # [cell] -> [q, r]


def write_sheet(sheet: Sheet, icons: bool = True) -> SheetJson:
    """The sheet as its position type; `icons=False` leaves the icon list empty (an encoder that writes it apart)."""
    rows: list[Any] = [ICON_ROWS[i][icon] for i, icon in enumerate(sheet.icons) if icon and icon != START] if icons else []
    return SheetJson(sheet.card, rows, [GroupJson(ICON_LETTERS[icon], [CELL_ROWS[c] for c in cells])
                                        for icon, cells, _ in sheet.groups],
                     sheet.energy, sheet.fresh, UNSET if sheet.took is None else took_json(sheet.took))


def die_json(die: tuple) -> str:
    return f"{die[0]}{die[1]}"


def took_json(took: tuple) -> str:
    c, v, c2, v2 = took
    return f"{c}{v}" if (c, v) == (c2, v2) else f"{c}{v} as {c2}{v2}"


# ---- the small readers -----------------------------------------------------------------------------------------------
DICE = {f"{c}{v}": (c, v) for c in COLOURS for v in range(1, 7)}


def whole(value: int, what: str, lo: int | None = None, hi: int | None = None) -> int:
    """A whole number (its type is checked already) within lo..hi."""
    if lo is not None and value < lo or hi is not None and value > hi:
        raise PositionError(f"{what} must be in {lo}..{hi}, got {value}")
    return value


def parse_die(text: str, what: str, allow_black: bool = True) -> tuple[str, int]:
    die = DICE.get(text)
    if die is not None and (allow_black or die[0] != "black"):
        return die
    kind = "coloured die" if not allow_black else "die"
    raise PositionError(f"{what}: {text!r} is not a {kind} like green3")


def cell_index(value, what: str) -> int:
    """A cell given as [q, r] (a list in JSON, a tuple in a step) -> its index."""
    if type(value) not in (list, tuple) or len(value) != 2 or type(value[0]) is not int or type(value[1]) is not int:
        raise PositionError(f"{what}: expected a cell [q, r], got {list(value) if type(value) is tuple else value!r}")
    i = INDEX.get((value[0], value[1]))
    if i is None:
        raise PositionError(f"{what}: cell ({value[0]},{value[1]}) is off the map")
    return i


def cell_indexes(value, what: str) -> tuple[int, ...]:
    if type(value) not in (list, tuple):
        raise PositionError(f"{what}: expected a list of cells, got {value!r}")
    cells = tuple(cell_index(v, what) for v in value)
    if len(set(cells)) != len(cells):
        raise PositionError(f"{what}: a cell is listed twice")
    return cells


def connected(cells) -> bool:
    cells = set(cells)
    start = next(iter(cells))
    seen, todo = {start}, [start]
    while todo:
        for n in NEIGHBOURS[todo.pop()]:
            if n in cells and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen == cells


def parse_took(text: str, what: str, table: tuple) -> tuple:
    """'red3' or 'red3 as red4' -> (colour, value, as_colour, as_value), checked against the table."""
    parts = text.split()
    if len(parts) == 1:
        parts = parts + ["as", parts[0]]
    if len(parts) != 3 or parts[1] != "as":
        raise PositionError(f"{what}: took {text!r} is not like 'red3' or 'red3 as red4'")
    c, v = parse_die(parts[0], f"{what} took", allow_black=False)
    c2, v2 = parse_die(parts[2], f"{what} took", allow_black=False)
    if (c, v) not in table:
        raise PositionError(f"{what}: took {c}{v}, which is not on the table")
    if (c2, v2) != (c, v) and (c2, v2) not in energy_variants(c, v):
        raise PositionError(f"{what}: one energy cannot turn {c}{v} into {c2}{v2}")
    return (c, v, c2, v2)


# ---- reading a sheet -------------------------------------------------------------------------------------------------
PLAIN_ICON = {letter: code for letter, code in LETTER_ICON.items() if code != START}
INTERIOR_CELLS = frozenset(i for i, inner in enumerate(INTERIOR) if inner)


def read_sheet(entry: SheetJson, seat: int, options: dict, side: Side, table: tuple) -> Sheet:
    what = f"sheets[{seat}]"
    card = whole(entry.starting_card, f"{what} starting_card", 1, 4)
    sheet = Sheet.blank(card)
    icons, counts = sheet.icons, sheet.counts
    icons[CENTRE] = START
    counts[START] = 1

    # icons
    placed = []
    for q, r, letter in entry.icons:
        cell = INDEX.get((q, r))
        if cell is None:
            raise PositionError(f"{what} icons: cell ({q},{r}) is off the map")
        icon = PLAIN_ICON.get(letter)
        if icon is None:
            raise PositionError(f"{what}: unknown icon {letter!r} (use V, W, O, L, X or C)")
        if icons[cell]:
            where = "the printed starting colony" if cell == CENTRE else ICON_LETTERS[icons[cell]]
            raise PositionError(f"{what}: two icons on one space ({q},{r}): {where} and {letter}")
        icons[cell] = icon
        counts[icon] += 1
        placed.append(cell)
    if side.starting_icons:
        for cell, icon in STARTING_CARDS[card]:
            if icons[cell] != icon:
                raise PositionError(f"{what}: starting card {card} puts {ICON_LETTERS[icon]} at "
                                    f"({CELLS[cell][0]},{CELLS[cell][1]}), the position has "
                                    f"{ICON_LETTERS[icons[cell]]!r}")
    filled = set(placed)
    filled.add(CENTRE)
    for i in placed:
        if icons[i] == COLONY and not (INTERIOR[i] and filled.issuperset(NEIGHBOURS[i])):
            raise PositionError(f"{what}: colony at ({CELLS[i][0]},{CELLS[i][1]}) is not surrounded by 6 icons")
    for i in [i for i in INTERIOR_CELLS.difference(filled) if filled.issuperset(NEIGHBOURS[i])]:
        raise PositionError(f"{what}: empty space ({CELLS[i][0]},{CELLS[i][1]}) is surrounded, so it must "
                            f"be a colony")

    # groups
    for k, group in enumerate(entry.groups):
        gwhat = f"{what} groups[{k}]"
        icon = LETTER_ICON.get(group.type)
        if icon not in GROUP_TYPES:
            raise PositionError(f"{gwhat}: type must be V, W, O or L, got {group.type!r}")
        cells = cell_indexes(group.cells, gwhat)
        if not 3 <= len(cells) <= options["max_group_size"]:
            raise PositionError(f"{gwhat}: a group has 3-{options['max_group_size']} cells, got {len(cells)}")
        for c in cells:
            if icons[c] != icon:
                raise PositionError(f"{gwhat}: cell ({CELLS[c][0]},{CELLS[c][1]}) holds "
                                    f"{ICON_LETTERS[icons[c]]!r}, not the group's type {group.type}")
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
    sheet.energy = whole(entry.energy, f"{what} energy", 0)
    if sheet.energy > sheet.collected:
        raise PositionError(f"{what}: energy {sheet.energy} but only {sheet.collected} collected (non-barren icons "
                            f"on energy spaces, at most energy_capacity)")
    sheet.fresh = whole(entry.fresh_energy, f"{what} fresh_energy", 0)
    if sheet.fresh > sheet.energy:
        raise PositionError(f"{what}: fresh_energy {sheet.fresh} is more than the energy available "
                            f"({sheet.energy}); energy collected this turn cannot have been spent")
    if entry.took is not UNSET:
        sheet.took = parse_took(entry.took, what, table)
    return sheet
