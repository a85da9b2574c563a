"""Reading the parts of a Dice Colony position: whole numbers, cells, dice and object keys, each checked with a
PositionError that names where the problem is."""
from __future__ import annotations

from ...engine.errors import PositionError
from .components import CELLS, COLOURS, INDEX, NEIGHBOURS
from .actions import energy_variants

DICE = {f"{c}{v}": (c, v) for c in COLOURS for v in range(1, 7)}


def whole(value, what: str, lo: int | None = None, hi: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise PositionError(f"{what} must be a whole number, got {value!r}")
    if lo is not None and value < lo or hi is not None and value > hi:
        raise PositionError(f"{what} must be in {lo}..{hi}, got {value}")
    return value


def cell_json(i: int) -> list[int]:
    return list(CELLS[i])


def die_json(die) -> str:
    return f"{die[0]}{die[1]}"


def parse_die(text, what: str, allow_black: bool = True) -> tuple[str, int]:
    die = DICE.get(text) if type(text) is str else None
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


def keys(obj, allowed: set, required: set, what: str) -> None:
    if not isinstance(obj, dict):
        raise PositionError(f"{what} must be a JSON object")
    unknown = sorted(set(obj) - allowed)
    if unknown:
        raise PositionError(f"{what}: unknown key {unknown[0]!r}")
    missing = sorted(required - set(obj))
    if missing:
        raise PositionError(f"{what}: missing key {missing[0]!r}")


def took_json(took: tuple) -> str:
    c, v, c2, v2 = took
    return f"{c}{v}" if (c, v) == (c2, v2) else f"{c}{v} as {c2}{v2}"


def parse_took(text, what: str, table: tuple) -> tuple:
    """'red3' or 'red3 as red4' -> (colour, value, as_colour, as_value), checked against the table."""
    if not isinstance(text, str):
        raise PositionError(f"{what}: took must be text like 'red3' or 'red3 as red4'")
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
