"""Catan's components, read from data/components.yaml: terrains, costs, pieces, development cards, number tokens,
the beginner board and the harbors. Resources are indexes 0..4 everywhere in the hot paths."""
from __future__ import annotations

from ...engine.data import DataFiles, provenance_summary

RESOURCES = ("lumber", "brick", "wool", "grain", "ore")
RESOURCE_INDEX = {name: i for i, name in enumerate(RESOURCES)}
DEVELOPMENT_KINDS = ("knight", "victory-point", "road-building", "year-of-plenty", "monopoly")

FILES = DataFiles.of_package(__package__)
FILE = "components.yaml"
CONTENT = FILES.read(FILE, ("terrains", "rules", "costs", "development", "tokens", "beginner", "harbors",
                                 "beginner_pieces"))  # CONTENT["beginner_pieces"]: beginner.py
PLAYER_COUNTS = (3, 4)  # the base game's


def _terrain(record):
    record.provenance()
    resource = record.choice("resource", RESOURCES + ("none",), "resource")
    return (RESOURCE_INDEX.get(resource, -1), record.integer("count"))


def _cost(record):
    record.provenance()
    counts = record.mapping("cost")
    cost = [0] * 5
    for name, count in counts.items():
        if name not in RESOURCE_INDEX or not isinstance(count, int) or count < 1:
            raise record.fail("cost", f"{name!r}: {count!r} is not a resource with a positive count")
        cost[RESOURCE_INDEX[name]] = count
    return tuple(cost)


def _card(record):
    record.provenance()
    record.choice("card", DEVELOPMENT_KINDS, "development card")
    return record.integer("count")


def _plain(record):
    record.provenance()
    return {key: record.get(key) for key in record.raw if key not in ("provenance", "source")}


TERRAINS: dict[str, tuple[int, int]] = FILES.records(FILE, CONTENT, "terrains", "terrain", "terrain", _terrain)
TERRAIN_RESOURCE = {name: resource for name, (resource, _) in TERRAINS.items()}
COSTS: dict[str, tuple[int, ...]] = FILES.records(FILE, CONTENT, "costs", "cost", "item", _cost)
DEVELOPMENT: dict[str, int] = FILES.records(FILE, CONTENT, "development", "card", "card", _card)
_RULES = FILES.records(FILE, CONTENT, "rules", "rules", "name", _plain)["base"]
RESOURCE_CARDS: int = _RULES["resource_cards"]
VICTORY_POINTS: int = _RULES["victory_points"]
DISCARD_ABOVE: int = _RULES["discard_above"]
PIECES = {"road": _RULES["roads"], "settlement": _RULES["settlements"], "city": _RULES["cities"]}
TOKEN_ORDER: tuple[int, ...] = tuple(FILES.records(FILE, CONTENT, "tokens", "tokens", "name", _plain)
                                     ["spiral"]["numbers"])
BEGINNER_ROWS = FILES.records(FILE, CONTENT, "beginner", "board", "name", _plain)["layout"]["rows"]
_HARBORS = FILES.records(FILE, CONTENT, "harbors", "harbors", "name", _plain)["frame"]
HARBOR_POSITIONS: tuple[int, ...] = tuple(_HARBORS["positions"])
HARBOR_KINDS: tuple[str, ...] = tuple(_HARBORS["kinds"])


def provenance() -> list[tuple[str, str, str]]:
    return provenance_summary(__package__)
