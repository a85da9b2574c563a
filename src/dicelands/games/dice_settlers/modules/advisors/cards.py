"""The Advisors module's components, read from data/advisors.yaml (engine/data.py; provenance per record): the seven
Advisor cards, the pink die (a die colour of the base game: its letter, faces and the Advisor face no manipulation
may set) and Chief of Staff #115 (a technology of the base game's catalogue, dealt only with Advisors); the module's
`components` hook gives those two to the base tables."""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Mapping

from .....engine.data import DataFiles, Provenance
from .....engine.fixtures import ComponentTable, FixtureKind, FixtureTable, from_records, register as register_fixture
from ...component_types import Effect, Technology
from ...hooks import ModuleComponents, ModuleDie
from ...tables import ACTIONS, COMP, RESOURCES

CONVERTIBLE_FACES = ("pioneer", "explore")
ABILITIES = ("swap", "research", "raid", "return_and_recruit", "sell_tokens", "tokens_per_technology",
             "tents_and_explore")
SOLO_EFFECTS = ("steal", "three_strength", "clear_and_build", "extra_die", "four_vp", "gold_next_round",
                "tents_and_tile")
SOLO_SIDES = ("explore", "settle", "raid", "recruit", "research", "trade")


@dataclass(frozen=True)
class Advisor:
    id: str  # the card number, "149"
    name: str
    conversions: Mapping[str, str]  # pink face -> the icon it may be used as (one way)
    explore_bonus: int  # extra icons when the Explore face is used as its conversion (Pathfinder, G27)
    ability: str  # one of ABILITIES
    text: str
    solo_side: str  # the Diceoneer's Action Hex side its Advisor face is placed at
    solo_effect: str  # one of SOLO_EFFECTS
    provenance: Provenance


@dataclass(frozen=True)
class PinkDie:
    colour: str
    letter: str
    count: int
    faces: tuple[str, ...]
    unsettable: tuple[str, ...]
    removable: bool
    provenance: Provenance


FILES = DataFiles.of_package(__package__)
_CONTENT = FILES.read("advisors.yaml", ("advisors", "pink_die", "advisor_face", "chief_of_staff"))
ICONS = (*CONVERTIBLE_FACES, *ACTIONS, *RESOURCES)


def _advisor(r) -> Advisor:
    conversions = r.mapping("conversions")
    if set(conversions) != set(CONVERTIBLE_FACES):
        raise r.fail("conversions", "an Advisor converts exactly the Pioneer and the Explore face")
    for face, icon in conversions.items():
        r.choice("conversions", ICONS, "icon", icon)
    return Advisor(r.text("id"), r.text("name"), MappingProxyType(dict(conversions)),
                   r.integer("explore_bonus", minimum=0, default=0), r.choice("ability", ABILITIES, "ability"),
                   r.text("text"), r.choice("solo_side", SOLO_SIDES, "side"),
                   r.choice("solo_effect", SOLO_EFFECTS, "solo effect"), r.provenance())


def _pink(r) -> PinkDie:
    faces = tuple(r.items("faces"))
    if len(faces) != 6:
        raise r.fail("faces", f"a die has exactly 6 faces, got {len(faces)}")
    return PinkDie(r.text("colour"), r.text("letter"), r.integer("count"), faces, tuple(r.items("unsettable")),
                   r.flag("removable", True), r.provenance())


def _chief_of_staff(r) -> tuple[Technology, int]:
    seal = r.choice("seal", COMP.seal_decks, "seal deck")
    cost = {k: n for k, n in r.mapping("resource_cost").items()}
    for k in cost:
        r.choice("resource_cost", (*RESOURCES, "any"), "resource", k)
    face_cost = r.integer("advisor_face_cost")
    r.integer("number")
    r.text("text")
    tech = Technology(r.text("id"), "Chief of Staff", (seal,), r.integer("research_cost"), MappingProxyType(cost),
                      r.integer("vp", minimum=0), (Effect("advisor_face_cost", MappingProxyType({"icons": face_cost})),),
                      False, r.provenance(), module="advisors")
    return tech, face_cost


ADVISORS: FixtureTable = ComponentTable(FILES.records("advisors.yaml", _CONTENT, "advisors", "advisor", "id",
                                                            _advisor))  # and a scenario's inline Advisors
register_fixture("dice-settlers", FixtureKind("advisors", ADVISORS, from_records("advisors", "advisor", "id", _advisor),
                                              "modules/advisors/data/advisors.yaml"))
_pink_record = FILES.record("advisors.yaml", "pink die", _CONTENT["pink_die"])
PINK = _pink(_pink_record)
_pink_record.finish()
_face_record = FILES.record("advisors.yaml", "advisor face", _CONTENT["advisor_face"])
FACE_COST = _face_record.integer("cost")
_face_record.provenance()
_face_record.finish()
_chief_record = FILES.record("advisors.yaml", "chief of staff", _CONTENT["chief_of_staff"])
CHIEF_OF_STAFF, CHIEF_FACE_COST = _chief_of_staff(_chief_record)
_chief_record.finish()



def components() -> ModuleComponents:
    """The pink die and Chief of Staff, for the base tables (the `components` hook: the catalog adds them)."""
    return ModuleComponents(dice=(ModuleDie(PINK.colour, PINK.letter, PINK.faces, PINK.unsettable, PINK.removable),),
                            technologies=(CHIEF_OF_STAFF,))
