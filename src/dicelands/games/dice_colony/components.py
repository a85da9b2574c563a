"""Dice Colony components: the planet sheets, Starting cards and Objective cards, loaded from `data/*.yaml`.

Every record carries `provenance` (`confirmed` or `project-default`) and `source` (the spec section). The files are
validated when this module is imported; a bad file raises DataError naming the file, the record and the field.

The grid and the icon codes are grid.py's typed tables, re-exported here.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from msgspec import Meta

from ...engine.english import with_article
from ...engine.data import DataError, DataFiles, Sourced, package_data  # noqa: F401 (DataError: tests)
from ...engine.schemas import Strict, UNSET, Unset
from ...geometry import connected_components, normalize
from .grid import (BARREN, CELL_TEXT, CELLS, CENTRE, COLONY, EMPTY, GROUP_TYPES, INDEX, INTERIOR, LIFE,  # noqa: F401
                   NCELLS, NEIGHBOURS, ORES, RADIUS, START, STEP, VEG, WATER, Side, cell_text)

DATA = package_data(__package__)


# ---- icons and the grid (grid.py: typed tables, compiled) -----------------------------------------------------------
ICON_LETTERS = ".VWOLXCS"  # position/rendering letters, indexed by icon code
ICON_NAMES = ("empty", "vegetation", "water", "ores", "life", "barren", "colony", "starting colony")
LETTER_ICON = {letter: code for code, letter in enumerate(ICON_LETTERS) if code not in (EMPTY,)}
TYPE_BY_NAME = {"vegetation": VEG, "water": WATER, "ores": ORES, "life": LIFE}

COLOURS = ("green", "red", "blue", "black")  # bag/dice order everywhere
COLOURED = ("green", "red", "blue")
DICE_PER_COLOUR = (3, 3, 3, 1)
COLOUR_ICON = {"green": VEG, "red": ORES, "blue": WATER, "black": BARREN}
ICON_COLOUR = {VEG: "green", ORES: "red", WATER: "blue", BARREN: "black"}


def _files(files: DataFiles | None) -> DataFiles:
    return files if files is not None else DataFiles(DATA)


# ---- the files' types (msgspec, decoded whole by `DataFiles.decode`; what a type cannot say is checked below) ------
Cell = tuple[int, int]  # axial [q, r]
Points = Annotated[int, Meta(ge=0)]
Size = Literal[3, 4, 5, 6]  # a group's size


Text = Annotated[str, Meta(pattern=r"\S")]  # not only spaces


class Record(Sourced):
    """A Dice Colony component record: every one names its source (the spec section or rulebook passage)."""

    source: Text


class ScoringRecord(Record):
    group_points: dict[Size, Points]
    group_lives: dict[Size, Points]
    colony_points_per_type: Points
    barren_penalty: Points
    lu287_colony_points: Points
    lu287_colony_base: Points


class SideRecord(Record):
    radius: Literal[5]  # RADIUS
    starting_colony: tuple[Literal[0], Literal[0]]
    energy: list[Cell]
    stars: list[Cell]
    starting_icons: bool


class SidesSection(Strict):
    a: SideRecord
    b: SideRecord


class SheetsFile(Strict):
    scoring: ScoringRecord
    sides: SidesSection


def _free_spaces(file: str, path: str, cells: list[Cell]) -> frozenset[int]:
    """The cells of a list field, each a space of the map other than the starting colony."""
    for k, cell in enumerate(cells):
        if cell not in INDEX or cell == (0, 0):
            raise DataFiles.fail(file, f"{path}.{k}", f"{list(cell)} is not a free space of the map")
    return frozenset(INDEX[cell] for cell in cells)


def _load_sheets(files: DataFiles | None = None):
    files, file = _files(files), "sheets.yaml"
    data = files.decode(file, SheetsFile)
    scoring = data.scoring
    for name in ("group_points", "group_lives"):
        if sorted(getattr(scoring, name)) != [3, 4, 5, 6]:
            raise files.fail(file, f"scoring.{name}", "must cover sizes 3, 4, 5 and 6")
    tables = {key: getattr(scoring, key) for key in
              ("colony_points_per_type", "barren_penalty", "lu287_colony_points", "lu287_colony_base")}
    sides = {}
    for name in ("a", "b"):
        record: SideRecord = getattr(data.sides, name)
        path = f"sides.{name}"
        energy = _free_spaces(file, f"{path}.energy", record.energy)
        stars = _free_spaces(file, f"{path}.stars", record.stars)
        if energy & stars:
            raise files.fail(file, path, "a space cannot be both energy and star")
        for star in stars:
            if any(n in stars or n in energy for n in NEIGHBOURS[star]):
                raise files.fail(file, f"{path}.stars", f"star {CELL_TEXT[star]} touches a star or energy space")
        sides[name] = Side(name, energy, stars, record.starting_icons, tuple(i in energy for i in range(NCELLS)),
                           tuple(i in stars for i in range(NCELLS)))
    return dict(scoring.group_points), dict(scoring.group_lives), tables, sides


FILES = DataFiles.of_package(__package__)
GROUP_POINTS, GROUP_LIVES, _TABLES, SIDES = _load_sheets(FILES)
COLONY_POINTS_PER_TYPE = _TABLES["colony_points_per_type"]
BARREN_PENALTY = _TABLES["barren_penalty"]
LU_COLONY_POINTS = _TABLES["lu287_colony_points"]
LU_COLONY_BASE = _TABLES["lu287_colony_base"]
NO_ENERGY_B = Side("b", frozenset(), SIDES["b"].stars, False, (False,) * NCELLS, SIDES["b"].star_mask)



# ---- starting cards --------------------------------------------------------------------------------------------------
class StartingCardRecord(Record):
    number: int
    vegetation: Cell
    water: Cell
    ores: Cell


class StartingCardsFile(Strict):
    cards: list[StartingCardRecord]


def _load_starting_cards(files: DataFiles | None = None) -> dict[int, tuple[tuple[int, int], ...]]:
    """number -> ((cell, icon), ...)"""
    files, file = _files(files), "starting_cards.yaml"
    cards = {}
    for k, record in enumerate(files.decode(file, StartingCardsFile).cards):
        icons = []
        for key, icon in (("vegetation", VEG), ("water", WATER), ("ores", ORES)):
            cell = getattr(record, key)
            if cell not in INDEX or cell == (0, 0):
                raise files.fail(file, f"cards.{k}.{key}", f"card {record.number}: {list(cell)} is not a free space "
                                                            f"of the map")
            icons.append((INDEX[cell], icon))
        if len({c for c, _ in icons}) != 3:
            raise files.fail(file, f"cards.{k}", f"card {record.number}: two icons on one space")
        if record.number in cards:
            raise files.fail(file, f"cards.{k}.number", f"card {record.number} is listed twice")
        cards[record.number] = tuple(icons)
    if sorted(cards) != [1, 2, 3, 4]:
        raise files.fail(file, "cards", f"expected numbers 1-4, got {sorted(cards)}")
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
    shape: tuple = ()  # type A: normalized shape
    group: int = EMPTY  # type B: icon type
    min_size: int = 0  # type B
    count: str = ""  # type C: vegetation/water/ores/life/colonies/energy
    minimum: int = 0  # type C

    def requirement(self) -> str:
        if self.type == "A":
            return f"close a group shaped like the {self.name.lower()} ({len(self.shape)} spaces, any type)"
        if self.type == "B":
            return f"close {with_article(ICON_NAMES[self.group])} group of {self.min_size}+"
        what = {"colonies": "formed colonies", "energy": "energy collected"}.get(self.count, f"{self.count} icons")
        return f"have {self.minimum}+ {what}"


class ObjectiveRecord(Record, tag_field="type"):
    """An Objective card; its `type` (A, B or C) says which of the three kinds below it is, and so its fields."""

    id: str
    name: Text
    high: Points
    low: Points


class ShapeCard(ObjectiveRecord, tag="A"):
    shape: list[Cell]  # a closed group (any type) of exactly this shape, up to the 12 symmetries


class SizeCard(ObjectiveRecord, tag="B"):
    group: Literal["vegetation", "water", "ores", "life"]
    min_size: Size  # a closed group of that type with at least this many cells


class CountCard(ObjectiveRecord, tag="C"):
    count: Literal["vegetation", "water", "ores", "life", "colonies", "energy"]
    min: Annotated[int, Meta(ge=1)]  # icons of a type on the map, formed colonies or energy collected


class ObjectivesFile(Strict):
    cards: list[ShapeCard | SizeCard | CountCard]


def _load_objectives(files: DataFiles | None = None) -> dict[str, Objective]:
    files, file = _files(files), "objectives.yaml"
    shapes: dict[tuple, str] = {}
    cards: dict[str, Objective] = {}
    for k, record in enumerate(files.decode(file, ObjectivesFile).cards):
        cid, kind, at = record.id, type(record).__struct_config__.tag, f"cards.{k}"
        if not 0 < record.low < record.high:
            raise files.fail(file, f"{at}.high", f"card {cid}: 'high'/'low' must satisfy 0 < low < high")
        if not cid.startswith(str(kind)):
            raise files.fail(file, f"{at}.id", f"card {cid}: must start with its type {kind!r}")
        if cid in cards:
            raise files.fail(file, f"{at}.id", f"card {cid} is listed twice")
        if isinstance(record, ShapeCard):
            cells = record.shape
            if not 3 <= len(set(cells)) == len(cells) <= 6:
                raise files.fail(file, f"{at}.shape", f"card {cid}: must have 3-6 distinct cells")
            if len(connected_components(cells)) != 1:
                raise files.fail(file, f"{at}.shape", f"card {cid}: is not connected")
            shape = normalize(cells)
            if shape in shapes:
                raise files.fail(file, f"{at}.shape", f"card {cid}: is the same shape as card {shapes[shape]}")
            shapes[shape] = cid
            cards[cid] = Objective(cid, "A", record.name, record.high, record.low, shape=shape)
        elif isinstance(record, SizeCard):
            cards[cid] = Objective(cid, "B", record.name, record.high, record.low, group=TYPE_BY_NAME[record.group],
                                   min_size=record.min_size)
        else:
            cards[cid] = Objective(cid, "C", record.name, record.high, record.low, count=record.count,
                                   minimum=record.min)
    if len(cards) != 20:
        raise files.fail(file, "cards", f"expected 20 cards, got {len(cards)}")
    return cards


OBJECTIVES = _load_objectives(FILES)
OBJECTIVE_IDS = tuple(sorted(OBJECTIVES))
