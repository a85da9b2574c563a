"""Dice Colony components: the planet sheets, Starting cards and Objective cards, loaded from `data/*.yaml`.

Every record carries `provenance` (`confirmed` or `project-default`) and `source` (the spec section). The files are
validated when this module is imported; a bad file raises DataError naming the file, the record and the field.

Cells are numbered 0..90 in row-major order (north row first, west to east) so the hot paths work on small ints:
`CELLS[i]` is the axial `(q, r)` of cell `i`, `INDEX[(q, r)]` the reverse, `NEIGHBOURS[i]` the on-map neighbours
and `STEP[d][i]` the cell one step in die direction `d` (1..6) from `i`, or -1 off the map.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import yaml

from ...engine.errors import DicelandsError
from ...geometry import DIRECTIONS, disk, normalize

DATA = Path(__file__).with_name("data")


class DataError(DicelandsError):
    """A component data file that is malformed."""


# ---- icons ---------------------------------------------------------------------------------------------------------
EMPTY, VEG, WATER, ORES, LIFE, BARREN, COLONY, START = range(8)
ICON_LETTERS = ".VWOLXCS"  # position/rendering letters, indexed by icon code
ICON_NAMES = ("empty", "vegetation", "water", "ores", "life", "barren", "colony", "starting colony")
LETTER_ICON = {letter: code for code, letter in enumerate(ICON_LETTERS) if code not in (EMPTY,)}
GROUP_TYPES = (VEG, WATER, ORES, LIFE)  # the icon types that form groups
TYPE_BY_NAME = {"vegetation": VEG, "water": WATER, "ores": ORES, "life": LIFE}

COLOURS = ("green", "red", "blue", "black")  # bag/dice order everywhere
COLOURED = ("green", "red", "blue")
DICE_PER_COLOUR = (3, 3, 3, 1)
COLOUR_ICON = {"green": VEG, "red": ORES, "blue": WATER, "black": BARREN}
ICON_COLOUR = {VEG: "green", ORES: "red", WATER: "blue", BARREN: "black"}


# ---- validation helpers ----------------------------------------------------------------------------------------------
def _load(name: str) -> dict:
    path = DATA / name
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise DataError(f"{name}: cannot be read: {exc}") from None
    if not isinstance(data, dict):
        raise DataError(f"{name}: expected a mapping at the top level")
    return data


def _field(record: dict, key: str, file: str, where: str, kind=None):
    if not isinstance(record, dict):
        raise DataError(f"{file}: {where}: expected a mapping, got {record!r}")
    if key not in record:
        raise DataError(f"{file}: {where}: missing field {key!r}")
    value = record[key]
    if kind is not None and (not isinstance(value, kind) or isinstance(value, bool) and kind is not bool):
        raise DataError(f"{file}: {where}: field {key!r} must be {getattr(kind, '__name__', kind)}, got {value!r}")
    return value


def _provenance(record: dict, file: str, where: str) -> None:
    prov = _field(record, "provenance", file, where, str)
    if prov not in ("confirmed", "project-default"):
        raise DataError(f"{file}: {where}: field 'provenance' must be confirmed or project-default, got {prov!r}")
    source = _field(record, "source", file, where, str)
    if not source.strip():
        raise DataError(f"{file}: {where}: field 'source' is empty")


def _cell(value, file: str, where: str, key: str) -> tuple[int, int]:
    if (not isinstance(value, (list, tuple)) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        raise DataError(f"{file}: {where}: field {key!r} must be a cell [q, r], got {value!r}")
    return (value[0], value[1])


# ---- the grid --------------------------------------------------------------------------------------------------------
RADIUS = 5
CELLS: tuple[tuple[int, int], ...] = tuple(disk((0, 0), RADIUS))  # sorted by (r, q): row-major, north first
INDEX: dict[tuple[int, int], int] = {cell: i for i, cell in enumerate(CELLS)}
NCELLS = len(CELLS)
CENTRE = INDEX[(0, 0)]
# STEP[d][i]: the cell one step from i in the direction of die value d (1..6), -1 off the map. STEP[0] is unused.
STEP: tuple[tuple[int, ...], ...] = ((),) + tuple(
    tuple(INDEX.get((q + dq, r + dr), -1) for q, r in CELLS) for dq, dr in DIRECTIONS)
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(STEP[d][i] for d in range(1, 7) if STEP[d][i] >= 0) for i in range(NCELLS))
INTERIOR: tuple[bool, ...] = tuple(len(n) == 6 for n in NEIGHBOURS)


def cell_text(i: int) -> str:
    q, r = CELLS[i]
    return f"({q},{r})"


CELL_TEXT: tuple[str, ...] = tuple(cell_text(i) for i in range(NCELLS))


# ---- sheets and scoring tables -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Side:
    name: str
    energy: frozenset[int]
    stars: frozenset[int]
    starting_icons: bool
    energy_mask: tuple[bool, ...]
    star_mask: tuple[bool, ...]


def _load_sheets():
    file = "sheets.yaml"
    data = _load(file)
    scoring = _field(data, "scoring", file, "scoring", dict)
    _provenance(scoring, file, "scoring")
    points = _field(scoring, "group_points", file, "scoring", dict)
    lives = _field(scoring, "group_lives", file, "scoring", dict)
    if sorted(points) != [3, 4, 5, 6] or sorted(lives) != [3, 4, 5, 6]:
        raise DataError(f"{file}: scoring: group_points and group_lives must cover sizes 3, 4, 5 and 6")
    tables = {key: _field(scoring, key, file, "scoring", int) for key in
              ("colony_points_per_type", "barren_penalty", "lu287_colony_points", "lu287_colony_base")}
    sides = {}
    for name, record in _field(data, "sides", file, "sides", dict).items():
        where = f"side {name}"
        _provenance(record, file, where)
        if _field(record, "radius", file, where, int) != RADIUS:
            raise DataError(f"{file}: {where}: field 'radius' must be {RADIUS}")
        if _cell(_field(record, "starting_colony", file, where), file, where, "starting_colony") != (0, 0):
            raise DataError(f"{file}: {where}: field 'starting_colony' must be [0, 0]")
        special = {}
        for key in ("energy", "stars"):
            cells = []
            for value in _field(record, key, file, where, list):
                cell = _cell(value, file, where, key)
                if cell not in INDEX or cell == (0, 0):
                    raise DataError(f"{file}: {where}: field {key!r}: {cell} is not a free space of the map")
                cells.append(INDEX[cell])
            special[key] = frozenset(cells)
        if special["energy"] & special["stars"]:
            raise DataError(f"{file}: {where}: a space cannot be both energy and star")
        for star in special["stars"]:
            if any(n in special["stars"] or n in special["energy"] for n in NEIGHBOURS[star]):
                raise DataError(f"{file}: {where}: field 'stars': star {CELL_TEXT[star]} touches a star or energy space")
        starting = _field(record, "starting_icons", file, where, bool)
        sides[name] = Side(name, special["energy"], special["stars"], starting,
                           tuple(i in special["energy"] for i in range(NCELLS)),
                           tuple(i in special["stars"] for i in range(NCELLS)))
    if sorted(sides) != ["a", "b"]:
        raise DataError(f"{file}: sides: expected sides a and b, got {sorted(sides)}")
    return {int(k): v for k, v in points.items()}, {int(k): v for k, v in lives.items()}, tables, sides


GROUP_POINTS, GROUP_LIVES, _TABLES, SIDES = _load_sheets()
COLONY_POINTS_PER_TYPE = _TABLES["colony_points_per_type"]
BARREN_PENALTY = _TABLES["barren_penalty"]
LU_COLONY_POINTS = _TABLES["lu287_colony_points"]
LU_COLONY_BASE = _TABLES["lu287_colony_base"]
_NO_ENERGY_B = Side("b", frozenset(), SIDES["b"].stars, False, (False,) * NCELLS, SIDES["b"].star_mask)


def side_for(options: dict) -> Side:
    """The sheet side in play; `side_b_has_energy = false` removes side B's energy spaces."""
    if options["side"] == "b" and not options["side_b_has_energy"]:
        return _NO_ENERGY_B
    return SIDES[options["side"]]


# ---- starting cards --------------------------------------------------------------------------------------------------
def _load_starting_cards() -> dict[int, tuple[tuple[int, int], ...]]:
    """number -> ((cell, icon), ...)"""
    file = "starting_cards.yaml"
    cards = {}
    for k, record in enumerate(_field(_load(file), "cards", file, "cards", list)):
        number = _field(record, "number", file, f"card #{k + 1}", int)
        where = f"card {number}"
        _provenance(record, file, where)
        if number in cards:
            raise DataError(f"{file}: {where}: duplicate number")
        icons = []
        for key, icon in (("vegetation", VEG), ("water", WATER), ("ores", ORES)):
            cell = _cell(_field(record, key, file, where), file, where, key)
            if cell not in INDEX or cell == (0, 0):
                raise DataError(f"{file}: {where}: field {key!r}: {cell} is not a free space of the map")
            icons.append((INDEX[cell], icon))
        if len({c for c, _ in icons}) != 3:
            raise DataError(f"{file}: {where}: two icons on one space")
        cards[number] = tuple(icons)
    if sorted(cards) != [1, 2, 3, 4]:
        raise DataError(f"{file}: cards: expected numbers 1-4, got {sorted(cards)}")
    return cards


STARTING_CARDS = _load_starting_cards()


# ---- objective cards -------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Objective:
    id: str
    type: str  # "A", "B" or "C"
    name: str
    high: int
    low: int
    shape: tuple | None = None  # type A: normalized shape
    group: int | None = None  # type B: icon type
    min_size: int = 0  # type B
    count: str | None = None  # type C: vegetation/water/ores/life/colonies/energy
    minimum: int = 0  # type C

    def requirement(self) -> str:
        if self.type == "A":
            return f"close a group shaped like the {self.name.lower()} ({len(self.shape)} spaces, any type)"
        if self.type == "B":
            return f"close a {ICON_NAMES[self.group]} group of {self.min_size}+"
        what = {"colonies": "formed colonies", "energy": "energy collected"}.get(self.count, f"{self.count} icons")
        return f"have {self.minimum}+ {what}"


def _load_objectives() -> dict[str, Objective]:
    file = "objectives.yaml"
    cards: dict[str, Objective] = {}
    shapes = {}
    for k, record in enumerate(_field(_load(file), "cards", file, "cards", list)):
        cid = _field(record, "id", file, f"card #{k + 1}", str)
        where = f"card {cid}"
        _provenance(record, file, where)
        if cid in cards:
            raise DataError(f"{file}: {where}: duplicate id")
        kind = _field(record, "type", file, where, str)
        name = _field(record, "name", file, where, str)
        high, low = _field(record, "high", file, where, int), _field(record, "low", file, where, int)
        if not 0 < low < high:
            raise DataError(f"{file}: {where}: fields 'high'/'low' must satisfy 0 < low < high")
        if not cid.startswith(kind):
            raise DataError(f"{file}: {where}: field 'id' must start with its type {kind!r}")
        if kind == "A":
            cells = [_cell(c, file, where, "shape") for c in _field(record, "shape", file, where, list)]
            if not 3 <= len(set(cells)) == len(cells) <= 6:
                raise DataError(f"{file}: {where}: field 'shape' must have 3-6 distinct cells")
            from ...geometry import connected_components
            if len(connected_components(cells)) != 1:
                raise DataError(f"{file}: {where}: field 'shape' is not connected")
            shape = normalize(cells)
            if shape in shapes:
                raise DataError(f"{file}: {where}: field 'shape' is the same shape as card {shapes[shape]}")
            shapes[shape] = cid
            card = Objective(cid, kind, name, high, low, shape=shape)
        elif kind == "B":
            group = _field(record, "group", file, where, str)
            if group not in TYPE_BY_NAME:
                raise DataError(f"{file}: {where}: field 'group' must be one of {', '.join(TYPE_BY_NAME)}")
            size = _field(record, "min_size", file, where, int)
            if not 3 <= size <= 6:
                raise DataError(f"{file}: {where}: field 'min_size' must be 3-6")
            card = Objective(cid, kind, name, high, low, group=TYPE_BY_NAME[group], min_size=size)
        elif kind == "C":
            count = _field(record, "count", file, where, str)
            if count not in (*TYPE_BY_NAME, "colonies", "energy"):
                raise DataError(f"{file}: {where}: field 'count' must be an element, life, colonies or energy")
            minimum = _field(record, "min", file, where, int)
            if minimum < 1:
                raise DataError(f"{file}: {where}: field 'min' must be at least 1")
            card = Objective(cid, kind, name, high, low, count=count, minimum=minimum)
        else:
            raise DataError(f"{file}: {where}: field 'type' must be A, B or C, got {kind!r}")
        cards[cid] = card
    if len(cards) != 20:
        raise DataError(f"{file}: cards: expected 20 cards, got {len(cards)}")
    return cards


OBJECTIVES = _load_objectives()
OBJECTIVE_IDS = tuple(sorted(OBJECTIVES))
