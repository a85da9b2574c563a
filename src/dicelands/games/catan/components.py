"""Catan's components, decoded from data/components.yaml into typed records (engine/data.py `DataFiles.decode`):
terrains, costs, development cards, the rules' numbers, number tokens, the beginner board, the harbors and the
beginner set-up's pieces (checked further by beginner.py). Resources are indexes 0..4 everywhere in the hot paths.

What a type cannot say is checked here by hand: no record named twice in a section, the named records the game
reads (`rules: base`, `tokens: spiral`, ...) present."""
from __future__ import annotations

from typing import Annotated, Literal, TypeVar

import msgspec

from ...engine.data import DataFiles, Sourced
from ...engine.schemas import Strict

RESOURCES = ("lumber", "brick", "wool", "grain", "ore")
RESOURCE_INDEX = {name: i for i, name in enumerate(RESOURCES)}
DEVELOPMENT_KINDS = ("knight", "victory-point", "road-building", "year-of-plenty", "monopoly")
PLAYER_COUNTS = (3, 4)  # the base game's

Resource = Literal["lumber", "brick", "wool", "grain", "ore"]
Count = Annotated[int, msgspec.Meta(ge=1)]


class Terrain(Sourced):
    terrain: str
    resource: Literal["lumber", "brick", "wool", "grain", "ore", "none"]
    count: Count


class Cost(Sourced):
    item: str
    cost: dict[Resource, Count]


class DevelopmentCards(Sourced):
    card: Literal["knight", "victory-point", "road-building", "year-of-plenty", "monopoly"]
    count: Count


class Rules(Sourced):
    name: str
    resource_cards: Count
    victory_points: Count
    discard_above: Count
    roads: Count
    settlements: Count
    cities: Count


class Tokens(Sourced):
    name: str
    numbers: list[Annotated[int, msgspec.Meta(ge=2, le=12)]]


class BeginnerLayout(Sourced):
    name: str
    rows: list[list[str]]  # "terrain:number", the desert alone (board.py reads them)


class HarborFrame(Sourced):
    name: str
    positions: list[Annotated[int, msgspec.Meta(ge=0)]]  # coastal edges, clockwise from due north
    kinds: list[Literal["any", "lumber", "brick", "wool", "grain", "ore"]]


class BeginnerColour(Sourced):
    colour: str
    players: Count  # the fewest players that use these pieces
    settlements: tuple[str, str]  # intersections, in the geometry's notation
    roads: tuple[str, str]  # paths; roads[i] leads from settlements[i]
    star: str  # the settlement whose hexes give the starting cards


class ComponentsFile(Strict):
    # in the order `dicelands info` lists the parts
    terrains: list[Terrain]
    costs: list[Cost]
    development: list[DevelopmentCards]
    rules: list[Rules]
    tokens: list[Tokens]
    beginner: list[BeginnerLayout]
    harbors: list[HarborFrame]
    beginner_pieces: list[BeginnerColour]


R = TypeVar("R", bound=Sourced)


def keyed(file: str, section: str, records: list[R], key: str) -> dict[str, R]:
    """A section's records by their key field; a key given twice is refused."""
    built: dict[str, R] = {}
    for index, record in enumerate(records):
        name = getattr(record, key)
        if name in built:
            raise DataFiles.fail(file, f"{section}.{index}.{key}", f"duplicate {key} {name!r}")
        built[name] = record
    return built


def named(file: str, section: str, records: list[R], key: str, name: str) -> R:
    """The record of a section the game reads by name."""
    found = keyed(file, section, records, key).get(name)
    if found is None:
        raise DataFiles.fail(file, section, f"no record with {key} {name!r} (the game reads it)")
    return found


def counts(cost: Cost) -> tuple[int, ...]:
    """A cost as 5 counts, by resource index."""
    row = [0] * len(RESOURCES)
    for name, count in cost.cost.items():
        row[RESOURCE_INDEX[name]] = count
    return tuple(row)


FILES = DataFiles.of_package(__package__)
FILE = "components.yaml"
CONTENT = FILES.decode(FILE, ComponentsFile)

TERRAINS: dict[str, tuple[int, int]] = {name: (RESOURCE_INDEX.get(t.resource, -1), t.count) for name, t in
                                        keyed(FILE, "terrains", CONTENT.terrains, "terrain").items()}
TERRAIN_RESOURCE = {name: resource for name, (resource, _) in TERRAINS.items()}
COSTS: dict[str, tuple[int, ...]] = {item: counts(c) for item, c in keyed(FILE, "costs", CONTENT.costs, "item").items()}
DEVELOPMENT: dict[str, int] = {card: d.count for card, d in
                               keyed(FILE, "development", CONTENT.development, "card").items()}
_RULES = named(FILE, "rules", CONTENT.rules, "name", "base")
RESOURCE_CARDS: int = _RULES.resource_cards
VICTORY_POINTS: int = _RULES.victory_points
DISCARD_ABOVE: int = _RULES.discard_above
PIECES = {"road": _RULES.roads, "settlement": _RULES.settlements, "city": _RULES.cities}
TOKEN_ORDER: tuple[int, ...] = tuple(named(FILE, "tokens", CONTENT.tokens, "name", "spiral").numbers)
BEGINNER_ROWS: list[list[str]] = named(FILE, "beginner", CONTENT.beginner, "name", "layout").rows
_HARBORS = named(FILE, "harbors", CONTENT.harbors, "name", "frame")
HARBOR_POSITIONS: tuple[int, ...] = tuple(_HARBORS.positions)
HARBOR_KINDS: tuple[str, ...] = tuple(_HARBORS.kinds)
