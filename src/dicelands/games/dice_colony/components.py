"""Dice Colony components: the planet sheets, Starting cards and Objective cards, loaded from `data/*.yaml`.

Every record carries `provenance` (`confirmed` or `project-default`) and `source` (the spec section). The files are
validated when this module is imported; a bad file raises DataError naming the file, the record and the field.

Cells are numbered 0..90 in row-major order (north row first, west to east) so the hot paths work on small ints:
`CELLS[i]` is the axial `(q, r)` of cell `i`, `INDEX[(q, r)]` the reverse, `NEIGHBOURS[i]` the on-map neighbours
and `STEP[d][i]` the cell one step in die direction `d` (1..6) from `i`, or -1 off the map.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...engine.english import with_article
from ...engine.data import REQUIRED, DataError, DataFiles, Record, package_data  # noqa: F401 (DataError: tests)
from ...geometry import DIRECTIONS, connected_components, disk, format_cell, normalize

DATA = package_data(__package__)


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


def _cell(record: Record, field: str, value) -> tuple[int, int]:
    if (not isinstance(value, (list, tuple)) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        raise record.fail(field, f"must be a cell [q, r], got {value!r}")
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
    return format_cell(CELLS[i])


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


def _files(files: DataFiles | None) -> DataFiles:
    return files if files is not None else DataFiles(DATA)


def _free_spaces(record: Record, field: str) -> list[int]:
    """The cells of a list field, each a space of the map other than the starting colony."""
    cells = []
    for value in record.items(field):
        cell = _cell(record, field, value)
        if cell not in INDEX or cell == (0, 0):
            raise record.fail(field, f"{cell} is not a free space of the map")
        cells.append(INDEX[cell])
    return cells


def _load_sheets(files: DataFiles | None = None):
    files, file = _files(files), "sheets.yaml"
    data = files.read(file, ("scoring", "sides"))
    scoring = files.record(file, "scoring", data["scoring"])
    scoring.provenance()
    points, lives = scoring.mapping("group_points"), scoring.mapping("group_lives")
    if sorted(points) != [3, 4, 5, 6] or sorted(lives) != [3, 4, 5, 6]:
        raise scoring.fail(None, "group_points and group_lives must cover sizes 3, 4, 5 and 6")
    tables = {key: scoring.integer(key, minimum=0) for key in
              ("colony_points_per_type", "barren_penalty", "lu287_colony_points", "lu287_colony_base")}
    scoring.finish()
    sides = {}
    side_records = data["sides"]
    if not isinstance(side_records, dict):
        raise DataError(f"{file}: section 'sides': expected a mapping of side name to side, got {side_records!r}")
    for name, raw in side_records.items():
        record = files.record(file, f"side {name}", raw, part=f"{file}: sides")
        record.provenance()
        if record.integer("radius") != RADIUS:
            raise record.fail("radius", f"must be {RADIUS}")
        if _cell(record, "starting_colony", record.get("starting_colony")) != (0, 0):
            raise record.fail("starting_colony", "must be [0, 0]")
        energy, stars = frozenset(_free_spaces(record, "energy")), frozenset(_free_spaces(record, "stars"))
        if energy & stars:
            raise record.fail(None, "a space cannot be both energy and star")
        for star in stars:
            if any(n in stars or n in energy for n in NEIGHBOURS[star]):
                raise record.fail("stars", f"star {CELL_TEXT[star]} touches a star or energy space")
        starting = record.flag("starting_icons", default=REQUIRED)
        record.finish()
        sides[name] = Side(name, energy, stars, starting, tuple(i in energy for i in range(NCELLS)),
                           tuple(i in stars for i in range(NCELLS)))
    if sorted(sides) != ["a", "b"]:
        raise DataError(f"{file}: sides: expected sides a and b, got {sorted(sides)}")
    return {int(k): v for k, v in points.items()}, {int(k): v for k, v in lives.items()}, tables, sides


FILES = DataFiles.of_package(__package__)
GROUP_POINTS, GROUP_LIVES, _TABLES, SIDES = _load_sheets(FILES)
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
def _load_starting_cards(files: DataFiles | None = None) -> dict[int, tuple[tuple[int, int], ...]]:
    """number -> ((cell, icon), ...)"""
    files, file = _files(files), "starting_cards.yaml"

    def card(record: Record) -> tuple[tuple[int, int], ...]:
        record.integer("number")
        record.provenance()
        icons = []
        for key, icon in (("vegetation", VEG), ("water", WATER), ("ores", ORES)):
            cell = _cell(record, key, record.get(key))
            if cell not in INDEX or cell == (0, 0):
                raise record.fail(key, f"{cell} is not a free space of the map")
            icons.append((INDEX[cell], icon))
        if len({c for c, _ in icons}) != 3:
            raise record.fail(None, "two icons on one space")
        return tuple(icons)

    cards = files.records(file, files.read(file, ("cards",)), "cards", "card", "number", card, plain_keys=True)
    if sorted(cards) != [1, 2, 3, 4]:
        raise DataError(f"{file}: cards: expected numbers 1-4, got {sorted(cards)}")
    return cards


STARTING_CARDS = _load_starting_cards(FILES)


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
            return f"close {with_article(ICON_NAMES[self.group])} group of {self.min_size}+"
        what = {"colonies": "formed colonies", "energy": "energy collected"}.get(self.count, f"{self.count} icons")
        return f"have {self.minimum}+ {what}"


def _load_objectives(files: DataFiles | None = None) -> dict[str, Objective]:
    files, file = _files(files), "objectives.yaml"
    shapes: dict[tuple, str] = {}

    def card(record: Record) -> Objective:
        cid, kind, name = record.text("id"), record.text("type"), record.text("name")
        record.provenance()
        high, low = record.integer("high", minimum=0), record.integer("low", minimum=0)
        if not 0 < low < high:
            raise record.fail("high", "fields 'high'/'low' must satisfy 0 < low < high")
        if not cid.startswith(kind):
            raise record.fail("id", f"must start with its type {kind!r}")
        if kind == "A":
            cells = [_cell(record, "shape", c) for c in record.items("shape")]
            if not 3 <= len(set(cells)) == len(cells) <= 6:
                raise record.fail("shape", "must have 3-6 distinct cells")
            if len(connected_components(cells)) != 1:
                raise record.fail("shape", "is not connected")
            shape = normalize(cells)
            if shape in shapes:
                raise record.fail("shape", f"is the same shape as card {shapes[shape]}")
            shapes[shape] = cid
            return Objective(cid, kind, name, high, low, shape=shape)
        if kind == "B":
            group = record.choice("group", TYPE_BY_NAME, "group type")
            size = record.integer("min_size")
            if not 3 <= size <= 6:
                raise record.fail("min_size", "must be 3-6")
            return Objective(cid, kind, name, high, low, group=TYPE_BY_NAME[group], min_size=size)
        if kind == "C":
            count = record.choice("count", (*TYPE_BY_NAME, "colonies", "energy"), "thing to count")
            return Objective(cid, kind, name, high, low, count=count, minimum=record.integer("min"))
        raise record.fail("type", f"must be A, B or C, got {kind!r}")

    cards = files.records(file, files.read(file, ("cards",)), "cards", "card", "id", card, plain_keys=True)
    if len(cards) != 20:
        raise DataError(f"{file}: cards: expected 20 cards, got {len(cards)}")
    return cards


OBJECTIVES = _load_objectives(FILES)
OBJECTIVE_IDS = tuple(sorted(OBJECTIVES))
