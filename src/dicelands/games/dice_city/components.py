"""Dice City components, decoded from data/*.yaml into typed records (engine/data.py `DataFiles.decode`: unknown or
ill-typed fields are errors naming file and path): the board (rows, printed starting locations), the location cards
(supply stacks and deck types) and the Bandit / Trade Ship piles. A module's location cards are decoded the same way
(`read_locations`) and declared in its `locations` hook; the game adds them to the known cards (`register_locations`)
when it finds its modules, so a card id is known everywhere, and a deck only holds the cards of the sets in play."""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Final

from ...engine.actions import rebuilt_by_fields
from ...engine.data import DataError, DataFiles
from ...engine.fixtures import ComponentTable, FixtureKind, FixtureTable, register as register_fixture
from ...engine.inputs import conform
from .records import (BanditRecord, BoardFile, Count, LocationRecord, LocationsFile, PilesFile, RowRecord,  # noqa: F401
                      ShipRecord, StartingRecord, Text)

RESOURCES: Final = ("wood", "stone", "iron")
CATEGORIES: Final = ("harvest", "military", "economic", "cultural", "civic")
DECK_CATEGORIES: Final = CATEGORIES[1:]  # the four "types" of the deck set-ups and the Queen's Plans
KINDS: Final = ("activated", "ongoing", "build")
COLUMNS: Final = 6


@dataclass(frozen=True)
class Location:
    id: str
    name: str
    name_fr: str
    category: str  # "starting" for a printed location
    cost: tuple[int, int, int]  # wood, stone, iron
    defence: int  # 0: cannot be attacked (printed locations)
    vp: int
    kind: str
    effects: tuple[tuple[str, ...], ...]  # ("gain", "wood", "2"), ("strength", "2"), ...
    deactivate: bool  # the DEACTIVATE keyword: using it puts a deactivation token on it
    set: str  # "starting", "supply", "base" or a module's name
    copies: int
    text: str
    presence: int | None = None  # By Royal Decree: the ability works only with exactly this many dice left
    confirmed: tuple[str, ...] = ()  # the fields a source states, where the record as a whole is a project default
    seed: str = ""  # the seed passage (French) those fields rest on
    aliases: tuple[str, ...] = ()  # other ids a position may name it by (the seed's spelling, spec G27)
    provenance: str = "confirmed"  # the record's: "confirmed" or "project-default" (`dicelands info`, never players)

    @property
    def printed(self) -> bool:
        return self.set == "starting"

    def __reduce__(self) -> tuple:
        return rebuilt_by_fields(self)  # compiled, pickle and copy make it only through __init__


# ---- from records to components ---------------------------------------------------------------------------------
def parse_effect(text: str, file: str, path: str) -> tuple[tuple[tuple[str, ...], ...], bool]:
    parts = [p.strip() for p in text.split(";") if p.strip()]
    deactivate = "deactivate" in parts
    effects = tuple(tuple(p.split()) for p in parts if p != "deactivate")
    if not effects:
        raise DataFiles.fail(file, f"{path}.effect", f"no effect in {text!r}")
    return effects, deactivate


def starting_location(record: StartingRecord, file: str, path: str) -> Location:
    effects, deactivate = parse_effect(record.effect, file, path)
    return Location(record.id, record.name, record.name_fr, "starting", (0, 0, 0), 0, 0, "activated", effects,
                    deactivate, "starting", 0, record.effect, provenance=record.provenance)


def location(record: LocationRecord, file: str, path: str) -> Location:
    """A location card from its record; what a type cannot say (the effect's shape, confirmed fields) checked."""
    effects, deactivate = parse_effect(record.effect, file, path)
    return Location(record.id, record.name, record.name_fr, record.category, cost(record.cost, file, path),
                    record.defence, record.vp, record.kind, effects, deactivate, record.set, record.copies,
                    record.text, record.presence, confirmed_fields(record, file, path), record.seed,
                    tuple(record.aliases), record.provenance)


def cost(counts: dict[str, int], file: str, path: str) -> tuple[int, int, int]:
    for resource in counts:
        if resource not in RESOURCES:
            raise DataFiles.fail(file, f"{path}.cost", f"unknown resource {resource!r} (known: {', '.join(RESOURCES)})")
    return counts.get("wood", 0), counts.get("stone", 0), counts.get("iron", 0)


_DEFAULTS: dict[str, Any] = {"copies": 1, "name_fr_seed": False, "presence": None, "aliases": []}


def confirmed_fields(record: LocationRecord, file: str, path: str) -> tuple[str, ...]:
    """A card whose numbers are project defaults may still have fields the seed states: `confirmed` names them and
    `seed` quotes the French passage they rest on (and says which part of a field, if only a part is stated)."""
    for field in record.confirmed:
        given = field in record.__struct_fields__ and getattr(record, field) != _DEFAULTS.get(field, ...)
        if not given or field in ("confirmed", "seed", "provenance", "source"):
            raise DataFiles.fail(file, f"{path}.confirmed", f"{field!r} is not a field of this record")
    if record.confirmed and not record.seed.strip():
        raise DataFiles.fail(file, f"{path}.seed", "fields marked confirmed need the seed passage they rest on")
    return tuple(record.confirmed)


def by_id(records: list, file: str, section: str, kind: str, build: Any) -> dict:
    """`build(record, file, path)` for each record, keyed by its id; a duplicate id is an error."""
    built: dict = {}
    for index, record in enumerate(records):
        path = f"{section}.{index}"
        if record.id in built:
            raise DataFiles.fail(file, f"{path}.id", f"duplicate {kind} {record.id!r}")
        built[record.id] = build(record, file, path)
    return built


def read_locations(files: DataFiles, file: str) -> dict[str, Location]:
    """The location cards of a file with a `locations` section (the base game's, a module's)."""
    return by_id(files.decode(file, LocationsFile).locations, file, "locations", "location", location)


def inline_location(raw: Any, where: str) -> tuple[str, Location]:
    """A scenario's own location card (engine/fixtures.py), checked as the data's are."""
    record = conform(raw, LocationRecord, where, DataError)
    return record.id, location(record, where, "location")


@dataclass(frozen=True)
class Row:
    colour: str
    letter: str
    layout: tuple[str, ...]

    def __reduce__(self) -> tuple:
        return rebuilt_by_fields(self)


@dataclass(frozen=True)
class Pile:
    name: str  # "1".."3" for bandits, "small"/"medium"/"large" for ships
    strength: int  # bandits: the strength needed
    cost: tuple[int, int, int]  # ships: the resources paid
    vp: int
    extra: int
    per_player: bool

    def size(self, players: int) -> int:
        return (players if self.per_player else 0) + self.extra

    def __reduce__(self) -> tuple:
        return rebuilt_by_fields(self)


FILES: Final = DataFiles.of_package(__package__)
LOCATIONS: Final[FixtureTable] = ComponentTable()  # the data's, the modules', and a scenario's inline ones
register_fixture("dice-city", FixtureKind("locations", LOCATIONS, inline_location, "data/locations.yaml"))
ALIASES: Final[dict[str, str]] = {}  # another spelling -> the card id


def register_locations(records: dict[str, Location]) -> None:
    for key, card in records.items():
        if key in LOCATIONS and LOCATIONS[key] != card:
            raise ValueError(f"location {key!r} is registered twice")
        LOCATIONS[key] = card
        for alias in card.aliases:
            if alias in LOCATIONS or ALIASES.get(alias, key) != key:
                raise ValueError(f"location alias {alias!r} is already a card or another card's alias")
            ALIASES[alias] = key


def location_id(text: str) -> str:
    """The card id a position names: the id itself, or an alias of it (the seed's "Quatermaster", spec G27)."""
    return text if text in LOCATIONS else ALIASES.get(text.lower(), text)


def _row(record: RowRecord, starting: dict, path: str) -> Row:
    for column, card in enumerate(record.layout):
        if card not in starting:
            raise DataFiles.fail("board.yaml", f"{path}.layout.{column}", f"unknown starting location {card!r}")
    if len(record.layout) != COLUMNS:
        raise DataFiles.fail("board.yaml", f"{path}.layout", f"expected {COLUMNS} spaces, got {len(record.layout)}")
    return Row(record.colour, record.letter, tuple(record.layout))


def _load() -> tuple[tuple[Row, ...], dict[str, Location], dict[str, Location], tuple[Pile, ...], tuple[Pile, ...]]:
    board = FILES.decode("board.yaml", BoardFile)
    starting = by_id(board.starting, "board.yaml", "starting", "starting location", starting_location)
    rows = tuple(_row(record, starting, f"rows.{index}") for index, record in enumerate(board.rows))
    if len({row.colour for row in rows}) != len(rows):
        raise DataFiles.fail("board.yaml", "rows", "a colour has two rows")
    cards = read_locations(FILES, "locations.yaml")
    piles = FILES.decode("piles.yaml", PilesFile)
    bandits = tuple(Pile(str(b.pile), b.strength, (0, 0, 0), b.vp, b.extra, True) for b in piles.bandits)
    ships = tuple(Pile(s.pile, 0, cost(s.cost, "piles.yaml", f"ships.{index}"), s.vp, s.extra, s.per_player)
                  for index, s in enumerate(piles.ships))
    for name, found in (("bandits", bandits), ("ships", ships)):
        if len({pile.name for pile in found}) != len(found):
            raise DataFiles.fail("piles.yaml", name, "two piles have the same name")
    return rows, starting, cards, bandits, ships


_LOADED: Final = _load()
ROWS: Final = _LOADED[0]
STARTING: Final = _LOADED[1]
_BASE: Final = _LOADED[2]
BANDITS: Final = _LOADED[3]
SHIPS: Final = _LOADED[4]
register_locations(STARTING)
register_locations(_BASE)
COLOURS: Final = tuple(row.colour for row in ROWS)
LETTERS: Final = tuple(row.letter for row in ROWS)
SUPPLY: Final = tuple(c.id for c in _BASE.values() if c.set == "supply")
BASE_DECK_TYPES: Final = tuple(c.id for c in _BASE.values() if c.set == "base")
SPACES: Final = tuple(f"{letter}{column}" for letter in LETTERS for column in range(1, COLUMNS + 1))
SPACE_INDEX: Final = MappingProxyType({name: index for index, name in enumerate(SPACES)})
PRINTED: Final = tuple(row.layout[column] for row in ROWS for column in range(COLUMNS))  # per space: its printed id


def space_name(row: int, column: int) -> str:
    """Row 0-4 and column 1-6 -> "w1".."k6"."""
    return f"{LETTERS[row]}{column}"


def printed(space: int) -> str:
    return PRINTED[space]
