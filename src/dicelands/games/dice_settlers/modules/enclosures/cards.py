"""The Enclosure cards and the module's numbers, read from data/enclosures.yaml (validated on load, with provenance).

Each card becomes a `Pattern` of the core's shape matcher (geometry/shapes.py): a terrain is a one-label constraint,
a split hex a two-label one, "?" no constraint, and the three "=" hexes an equal group."""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Mapping

from .....engine.data import DataError, DataFiles, Provenance, Record
from .....geometry.hexgrid import connected_components
from .....geometry.notation import GridNotationError, parse_cell
from .....geometry.shapes import Pattern, one_of
from ...tables import COMP, TECHS

FILE = "enclosures.yaml"
SETTINGS = ("dealt", "hand_limit", "drawn", "discarded", "settle_icons", "controlled_tiles", "diceoneer_unused_vp")
ANY, SAME, SPLIT = "?", "=", "/"
TECH_EFFECTS = ("extra_draw", "vp_per_revealed")


@dataclass(frozen=True)
class Card:
    id: str
    number: int
    vp: int
    hexes: tuple  # ((cell, spec), ...) in the file's order; spec: terrain, "a/b", "?" or "="
    pattern: Pattern
    needs: str  # the module a terrain of this card comes with ("" if none)
    provenance: Provenance


@dataclass(frozen=True)
class TechEffect:
    effect: str
    amount: int
    provenance: Provenance


@dataclass(frozen=True)
class Enclosures:
    settings: Mapping[str, int]
    module_terrains: Mapping[str, str]  # terrain -> the module that brings it
    technologies: Mapping[str, TechEffect]
    cards: Mapping[str, Card]


def _spec_pattern(r: Record, hexes: dict, terrains: tuple) -> tuple[tuple, Pattern]:
    cells: list = []
    specs: list[str] = []
    constraints: list[frozenset | None] = []
    same: list[int] = []
    for index, (text, spec) in enumerate(hexes.items()):
        try:
            cell = parse_cell(text)
        except (GridNotationError, ValueError, AttributeError):
            raise r.fail("hexes", f"{text!r} is not a cell like (1,-2)") from None
        if not isinstance(spec, str) or not spec:
            raise r.fail("hexes", f"{text}: expected a terrain, 'a/b', '?' or '=', got {spec!r}")
        if spec == SAME:
            same.append(index)
            constraints.append(None)
        elif spec == ANY:
            constraints.append(None)
        else:
            names = spec.split(SPLIT)
            unknown = [n for n in names if n not in terrains]
            if unknown or len(names) > 2:
                raise r.fail("hexes", f"{text}: {spec!r} is not a terrain or a split of two "
                                      f"(terrains: {', '.join(terrains)})")
            constraints.append(one_of(*names))
        cells.append(cell)
        specs.append(spec)
    if len(cells) < 2 or len(connected_components(cells)) != 1:
        raise r.fail("hexes", "a card shows at least 2 hexes that touch each other")
    if same and len(same) != 3:
        raise r.fail("hexes", f"the '=' hexes come in threes, got {len(same)}")
    return tuple(zip(cells, specs)), Pattern(cells, constraints, [same] if same else [])


def load(files: DataFiles | None = None) -> Enclosures:
    files = files or DataFiles.of_package(__package__)
    content = files.read(FILE, ("settings", "module_terrains", "technologies", "cards"))
    settings = files.records(FILE, content, "settings", "setting", "id", lambda r: (r.integer("value"), r.provenance()))
    missing = [s for s in SETTINGS if s not in settings]
    if missing:
        raise DataError(f"{FILE}: settings: missing {missing[0]!r}")
    module_terrains = files.records(FILE, content, "module_terrains", "terrain", "id",
                                    lambda r: (r.text("module"), r.provenance()))
    terrains = (*COMP.terrains, *module_terrains)

    def tech(r: Record) -> TechEffect:
        r.choice("id", tuple(t for t in TECHS if TECHS[t].module == "enclosures"), "Enclosures technology")
        return TechEffect(r.choice("effect", TECH_EFFECTS, "effect"), r.integer("amount"), r.provenance())

    def card(r: Record) -> Card:
        hexes, pattern = _spec_pattern(r, r.mapping("hexes"), terrains)
        named = {t for _, spec in hexes for t in spec.split(SPLIT)}
        needs = sorted({module_terrains[t][0] for t in named if t in module_terrains})
        return Card(r.text("id"), r.integer("number"), r.integer("vp"), hexes, pattern, needs[0] if needs else "",
                    r.provenance())

    return Enclosures(MappingProxyType({k: v[0] for k, v in settings.items()}),
                      MappingProxyType({k: v[0] for k, v in module_terrains.items()}),
                      MappingProxyType(files.records(FILE, content, "technologies", "technology", "id", tech)),
                      MappingProxyType(files.records(FILE, content, "cards", "card", "id", card)))


DATA = load()
CARDS = DATA.cards
SETTING = DATA.settings


def cards_in_play(options: dict) -> tuple[str, ...]:
    """Seed Setup: 'If playing without Fish and Ships, remove all Enclosure cards with Shore tiles.'"""
    modules = options.get("modules", "").split(",")
    return tuple(c.id for c in CARDS.values() if not c.needs or c.needs in modules)


def tech_amount(player, effect: str) -> int:
    return sum(DATA.technologies[t].amount for t in player.techs
               if t in DATA.technologies and DATA.technologies[t].effect == effect)
