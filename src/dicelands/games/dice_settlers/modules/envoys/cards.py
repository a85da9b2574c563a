"""The Envoy cards (#122-#130) and the Diplomatic Corps effect, read from data/western_sea/envoys/envoys.yaml with
their provenance (seed Appendix 1; spec §12 G26 where the seed is silent)."""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Mapping

from .....engine.data import DataFiles, Provenance, Record, package_data
from .....engine.fixtures import ComponentTable, FixtureKind, FixtureTable, from_records, register as register_fixture
from ...tables import ACTIONS, COMP, TECHS

DATA = "western_sea/envoys/envoys.yaml"
EMBASSY_KINDS = {  # kind -> its parameters
    "free_action": ("action", "icons"),  # the action with that many icons of its own, at once (seed 2b)
    "draw_dice": ("count",),  # draw, roll and add that many dice from the bag (refilling: G08)
    "resources": ("count", "different", "except"),  # resource tokens of your choice
    "vp": ("count",),  # VP from the supply
    "set_die": (),  # one active die to any face
}
SCORING_BASES = ("tile", "terrain_type", "technology", "house")


@dataclass(frozen=True)
class Envoy:
    id: str  # "envoy-122"
    number: int
    embassy: str  # an EMBASSY_KINDS key
    params: Mapping[str, object]
    icons: tuple[str, ...]  # the shared die face; several = the holder of the icon picks one when spending it
    hire_colour: str
    hire_icon: str
    per: str  # a SCORING_BASES value
    terrain: str  # for per == "tile"
    vp: int
    requires: tuple[str, ...]  # modules without which the card goes back to the box
    provenance: Provenance


@dataclass(frozen=True)
class EnvoyData:
    envoys: Mapping[str, Envoy]
    corps_technology: str
    corps_vp_per_envoy: int
    face_up: int


def _envoy(r: Record) -> Envoy:
    requires = tuple(r.items("requires", []))
    known_icons: set[str] | None = set(COMP.icons)
    known_colours: set[str] | None = set(COMP.dice)
    known_terrains: set[str] | None = set(COMP.terrains)
    if requires:  # a card of another module's pieces (a Ship icon, blue dice, Shore): that module defines them
        known_icons, known_colours, known_terrains = None, None, None
    embassy = r.mapping("embassy")
    kind = embassy.get("kind")
    if kind not in EMBASSY_KINDS:
        raise r.fail("embassy.kind", f"unknown Embassy ability {kind!r} (known: {', '.join(EMBASSY_KINDS)})")
    params = {k: v for k, v in embassy.items() if k != "kind"}
    if set(params) != set(EMBASSY_KINDS[kind]):
        raise r.fail("embassy", f"{kind} takes {', '.join(EMBASSY_KINDS[kind]) or 'no parameters'}")
    if kind == "free_action" and not requires and params["action"] not in ACTIONS:
        raise r.fail("embassy.action", f"unknown action {params['action']!r}")
    icons = tuple(r.items("icons"))
    hire, scoring = r.mapping("hire"), r.mapping("scoring")
    for name, value, known in (("icons", icons, known_icons), ("hire.icon", (hire.get("icon"),), known_icons),
                               ("hire.colour", (hire.get("colour"),), known_colours),
                               ("scoring.terrain", (scoring.get("terrain", "plains"),), known_terrains)):
        if known is not None and not set(value) <= known:
            raise r.fail(name, f"unknown {sorted(set(value) - known)}")
    if scoring.get("per") not in SCORING_BASES:
        raise r.fail("scoring.per", f"expected one of {', '.join(SCORING_BASES)}")
    number = r.integer("number")
    return Envoy(f"envoy-{number}", number, kind, MappingProxyType(params), icons, hire["colour"], hire["icon"],
                 scoring["per"], scoring.get("terrain", ""), scoring["vp"], requires, r.provenance())


def load(files: DataFiles | None = None) -> EnvoyData:
    # the file lies in the game's data/ folder; registered under this package, `info` lists it with the envoys module
    files = files or DataFiles(package_data("dicelands.games.dice_settlers"), __package__)
    content = files.read(DATA, ("envoys", "diplomatic_corps", "display"))
    envoys = files.records(DATA, content, "envoys", "envoy", "number", _envoy, plain_keys=True)
    corps = files.record(DATA, "diplomatic_corps", content["diplomatic_corps"])
    technology = corps.choice("technology", TECHS, "technology")
    vp = corps.integer("vp_per_hired_envoy", minimum=0)
    corps.provenance()
    corps.finish()
    display = files.record(DATA, "display", content["display"])
    face_up = display.integer("face_up")
    display.provenance()
    display.finish()
    by_id = {e.id: e for e in envoys.values()}
    return EnvoyData(MappingProxyType(by_id), technology, vp, face_up)


CARDS = load()
ENVOYS: FixtureTable = ComponentTable(CARDS.envoys)  # and a scenario's inline Envoys (engine/fixtures.py)
register_fixture("dice-settlers", FixtureKind("envoys", ENVOYS, from_records(
    "envoys", "envoy", "number", _envoy, key=lambda envoy: envoy.id, plain_keys=True),
    "data/western_sea/envoys/envoys.yaml"))
