"""Dice City components read from data/*.yaml: the board (rows, printed starting locations), the location cards
(supply stacks and deck types) and the Bandit / Trade Ship piles. Modules register their own location cards here
(`register_locations`), the way they register their steps: a card id is known everywhere once imported, and a deck
only holds the cards of the sets in play."""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType

from ...engine.data import DataFiles, Record
from ...engine.fixtures import ComponentTable, FixtureKind, from_records, register as register_fixture

RESOURCES = ("wood", "stone", "iron")
CATEGORIES = ("harvest", "military", "economic", "cultural", "civic")
DECK_CATEGORIES = CATEGORIES[1:]  # the four "types" of the deck set-ups and the Queen's Plans
KINDS = ("activated", "ongoing", "build")
COLUMNS = 6


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


def parse_effect(record: Record, text: str) -> tuple[tuple[tuple[str, ...], ...], bool]:
    parts = [p.strip() for p in text.split(";") if p.strip()]
    deactivate = "deactivate" in parts
    effects = tuple(tuple(p.split()) for p in parts if p != "deactivate")
    if not effects:
        raise record.fail("effect", f"no effect in {text!r}")
    return effects, deactivate


def build_location(record: Record, category: str | None = None, set_name: str | None = None) -> Location:
    status = record.provenance().status
    effects, deactivate = parse_effect(record, record.text("effect"))
    if category is not None:  # a printed starting location
        return Location(record.text("id"), record.text("name"), record.text("name_fr"), category, (0, 0, 0), 0, 0,
                        "activated", effects, deactivate, set_name, 0, record.text("effect"), provenance=status)
    cost = record.counts("cost", RESOURCES, "resource")
    record.flag("name_fr_seed")
    presence = record.get("presence", None)
    if presence is not None and (not isinstance(presence, int) or isinstance(presence, bool) or not 0 <= presence <= 4):
        raise record.fail("presence", f"expected a whole number 0-4, got {presence!r}")
    confirmed, seed = confirmed_fields(record)
    aliases = tuple(record.items("aliases", []))
    if not all(isinstance(alias, str) and alias for alias in aliases):
        raise record.fail("aliases", "expected a list of card ids")
    return Location(record.text("id"), record.text("name"), record.text("name_fr"),
                    record.choice("category", CATEGORIES, "category"),
                    tuple(cost.get(r, 0) for r in RESOURCES), record.integer("defence", 1),
                    record.integer("vp", 0), record.choice("kind", KINDS, "kind"), effects, deactivate,
                    record.text("set"), record.integer("copies", 1), record.text("text"), presence, confirmed, seed,
                    aliases, status)


def confirmed_fields(record: Record) -> tuple[tuple[str, ...], str]:
    """A card whose numbers are project defaults may still have fields the seed states: `confirmed` names them and
    `seed` quotes the French passage they rest on (and says which part of a field, if only a part is stated)."""
    confirmed = tuple(record.items("confirmed", []))
    for field in confirmed:
        if field not in record.raw or field in ("confirmed", "seed", "provenance", "source"):
            raise record.fail("confirmed", f"{field!r} is not a field of this record")
    seed = record.get("seed", "")
    if confirmed and (not isinstance(seed, str) or not seed.strip()):
        raise record.fail("seed", "fields marked confirmed need the seed passage they rest on")
    return confirmed, seed


@dataclass(frozen=True)
class Row:
    colour: str
    letter: str
    layout: tuple[str, ...]


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


FILES = DataFiles.of_package(__package__)
LOCATIONS: ComponentTable = ComponentTable()  # the data's, the modules', and a scenario's inline ones
register_fixture("dice-city", FixtureKind("locations", LOCATIONS, from_records(
    "locations", "location", "id", build_location), "data/locations.yaml"))
ALIASES: dict[str, str] = {}  # another spelling -> the card id


def register_locations(records: dict[str, Location]) -> None:
    for key, location in records.items():
        if key in LOCATIONS and LOCATIONS[key] != location:
            raise ValueError(f"location {key!r} is registered twice")
        LOCATIONS[key] = location
        for alias in location.aliases:
            if alias in LOCATIONS or ALIASES.get(alias, key) != key:
                raise ValueError(f"location alias {alias!r} is already a card or another card's alias")
            ALIASES[alias] = key


def location_id(text: str) -> str:
    """The card id a position names: the id itself, or an alias of it (the seed's "Quatermaster", spec G27)."""
    return text if text in LOCATIONS else ALIASES.get(text.lower(), text)


def _load() -> tuple:
    board = FILES.read("board.yaml", ("rows", "starting"))
    starting = FILES.records("board.yaml", board, "starting", "starting location", "id",
                             lambda r: build_location(r, "starting", "starting"))

    def build_row(record: Record) -> Row:
        record.provenance()
        layout = tuple(record.choice("layout", starting, "starting location", v) for v in record.items("layout"))
        if len(layout) != COLUMNS:
            raise record.fail("layout", f"expected {COLUMNS} spaces, got {len(layout)}")
        return Row(record.text("colour"), record.text("letter"), layout)

    rows = tuple(FILES.records("board.yaml", board, "rows", "row", "colour", build_row).values())
    cards = FILES.records("locations.yaml", FILES.read("locations.yaml", ("locations",)), "locations", "location",
                          "id", build_location)
    piles = FILES.read("piles.yaml", ("bandits", "ships"))

    def build_bandit(record: Record) -> Pile:
        record.provenance()
        return Pile(str(record.integer("pile")), record.integer("strength"), (0, 0, 0), record.integer("vp"),
                    record.integer("extra", 0), True)

    def build_ship(record: Record) -> Pile:
        record.provenance()
        cost = record.counts("cost", RESOURCES, "resource")
        return Pile(record.text("pile"), 0, tuple(cost.get(r, 0) for r in RESOURCES), record.integer("vp"),
                    record.integer("extra", 0), record.flag("per_player"))

    bandits = tuple(FILES.records("piles.yaml", piles, "bandits", "bandit pile", "pile", build_bandit).values())
    ships = tuple(FILES.records("piles.yaml", piles, "ships", "ship pile", "pile", build_ship).values())
    return rows, starting, cards, bandits, ships


ROWS, STARTING, _BASE, BANDITS, SHIPS = _load()
register_locations(STARTING)
register_locations(_BASE)
COLOURS = tuple(row.colour for row in ROWS)
LETTERS = tuple(row.letter for row in ROWS)
SUPPLY = tuple(c.id for c in _BASE.values() if c.set == "supply")
BASE_DECK_TYPES = tuple(c.id for c in _BASE.values() if c.set == "base")
SPACES = tuple(f"{letter}{column}" for letter in LETTERS for column in range(1, COLUMNS + 1))
SPACE_INDEX = MappingProxyType({name: index for index, name in enumerate(SPACES)})


def space_name(row: int, column: int) -> str:
    """Row 0-4 and column 1-6 -> "w1".."k6"."""
    return f"{LETTERS[row]}{column}"


def printed(space: int) -> str:
    return ROWS[space // COLUMNS].layout[space % COLUMNS]
