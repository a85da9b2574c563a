"""The component tables the rules read: the base game's (data/*.yaml, components.py) and its modules' (each record
marked with its module: `in_play` keeps it out of a game without that module). A module's data/components.yaml is
read with the base files (module_components.py); the dice and technologies a module builds itself it gives through
its `components` hook, which the catalog asks when it finds the modules (hooks.py): no module changes these tables.
"""
from __future__ import annotations

from ...engine.fixtures import ComponentTable, FixtureKind, FixtureTable, from_records, register as register_fixture
from .components import load_components, technology_builder
from .module_components import add_module_components
from .state import add_die_letter, colour_of

COMP = add_module_components(load_components())  # the base game's and its modules' (each marked: in_play below)
for _colour, _die in COMP.dice.items():
    if _die.letter:
        add_die_letter(_colour, _die.letter)
TILES = COMP.tiles
SETUP = COMP.setup
# and the technologies modules build (add_technology), and a scenario's inline ones (engine/fixtures.py); deals use COMP's
TECHS: FixtureTable = ComponentTable(COMP.technologies)
register_fixture("dice-settlers", FixtureKind("technologies", TECHS, from_records(
    "technologies", "technology", "id", technology_builder(COMP.seal_decks, COMP.icons, COMP.actions)),
    "data/technologies.yaml"))
TERRAIN_COLOUR = {t.id: t.die_colour for t in COMP.terrains.values()}
COLOUR_TERRAIN = {colour: terrain for terrain, colour in TERRAIN_COLOUR.items()}
COLOURS = tuple(COMP.dice)
RECRUITABLE = tuple(c for c, d in COMP.dice.items() if d.recruitable)
FACES = {c: tuple("+".join(face) for face in d.faces) for c, d in COMP.dice.items()}  # "a+b": a multi-icon face
ICON_KIND = {i.id: i.kind for i in COMP.icons.values()}
PIONEER_LIKE = tuple(i for i, kind in ICON_KIND.items() if kind == "pioneer")  # Pioneer; a module's Ship
RESOURCES = COMP.resource_icons()  # food, wood, iron, gold
BASIC = tuple(i for i in RESOURCES if ICON_KIND[i] == "basic_resource")
ACTIONS = tuple(a for a, t in COMP.actions.items() if not t.free)  # explore ... trade
PAID_WITH = {a: COMP.actions[a].paid_with for a in ACTIONS}
HIDDEN_HEX = ("explore", "settle", "raid", "recruit", "research", "trade")  # Diceoneer sides 1-6 (G25)
ANY_NON_GOLD = "any_non_gold"
MATCHING = "matching_action"


def in_play(record, options: dict) -> bool:
    """A component of the base game, or of a module in play (records carry `module`, "" for the base game)."""
    return not record.module or record.module in options.get("modules", "").split(",")


def colours_in_play(options: dict) -> tuple:
    return tuple(c for c, d in COMP.dice.items() if in_play(d, options))


_RESOURCES_IN_PLAY: dict[str, tuple[str, ...]] = {}  # modules option -> the resources in play (a hot path: Harvest)


def resources_in_play(options: dict) -> tuple[str, ...]:
    modules = options.get("modules", "")
    found = _RESOURCES_IN_PLAY.get(modules)
    if found is None:
        found = _RESOURCES_IN_PLAY[modules] = tuple(r for r in RESOURCES if in_play(COMP.icons[r], options))
    return found


UNSETTABLE: dict[str, tuple] = {}  # colour -> faces no manipulation may set (the pink die's Advisor side)
UNREMOVABLE: set[str] = set()  # colours of special dice no Trade or removal effect may take from their owner


def add_die_colour(module: str, colour: str, letter: str, faces: tuple, unsettable: tuple = (),
                   removable: bool = True) -> None:
    """A die colour a module brings through its `components` hook (the catalog adds it when it finds the module,
    hooks.py): its letter, faces, the faces no ability may set and whether Trade or an ability may remove it. Only
    games with that module in play ever hold one."""
    if FACES.get(colour, tuple(faces)) != tuple(faces):
        raise ValueError(f"module {module!r}: die colour {colour!r} is already defined")
    add_die_letter(colour, letter)
    FACES[colour] = tuple(faces)
    UNSETTABLE[colour] = tuple(unsettable)
    if not removable:
        UNREMOVABLE.add(colour)


def removable(die: str) -> bool:
    """Whether Trade or an ability may take the die from its owner (special dice of modules may not: the pink
    die, the Treasure die)."""
    colour = colour_of(die)
    return colour not in UNREMOVABLE and (colour not in COMP.dice or COMP.dice[colour].removable)


def add_technology(module: str, tech) -> None:
    """A technology a module brings through its `components` hook (Western Sea #101-#121), marked with the module:
    known to every reader, dealt only with its module (`technologies_in_play`)."""
    if tech.module != module:
        raise ValueError(f"module {module!r}: technology {tech.id!r} is marked {tech.module!r}")
    TECHS[tech.id] = tech


def technologies_in_play(options: dict) -> dict:
    """The base game's technologies and those of the modules in play (a module technology names its module; those a
    module builds itself join when the catalog finds the modules, which resolving the options does)."""
    return {key: tech for key, tech in TECHS.items()
            if in_play(tech, options) and (not tech.option or options.get(tech.option))}


def face_icon(die: str, face: int) -> str:
    return FACES[colour_of(die)][face]

