"""Component tables the rules read (all from data/*.yaml) and the map questions: presence, control, placement."""
from __future__ import annotations

from ...engine.fixtures import ComponentTable, FixtureKind, from_records, register as register_fixture
from ...geometry.hexgrid import neighbours
from ...geometry.notation import format_cell as cell_text, parse_cell  # noqa: F401 (the core's cell notation)
from .components import load_components, technology_builder
from .extensions import hooks  # noqa: F401 (the modules' hooks, for rules code without the game at hand)
from .module_components import add_module_components
from .state import State, add_die_letter, colour_of

COMP = add_module_components(load_components())  # the base game's and its modules' (each marked: in_play below)
for _colour, _die in COMP.dice.items():
    if _die.letter:
        add_die_letter(_colour, _die.letter)
TILES = COMP.tiles
SETUP = COMP.setup
# and the technologies modules add (add_technology), and a scenario's inline ones (engine/fixtures.py); deals use COMP's
TECHS = ComponentTable(COMP.technologies)
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


def resources_in_play(options: dict) -> tuple:
    return tuple(r for r in RESOURCES if in_play(COMP.icons[r], options))


UNSETTABLE: dict[str, tuple] = {}  # colour -> faces no manipulation may set (the pink die's Advisor side)
UNREMOVABLE: set[str] = set()  # colours of special dice no Trade or removal effect may take from their owner


def add_die_colour(colour: str, letter: str, faces: tuple, unsettable: tuple = (), removable: bool = True) -> None:
    """A module's own dice (data-driven: the module's data gives colour, faces, the faces no ability may set and
    whether Trade or an ability may remove the die); only games with that module in play ever hold one."""
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


def add_technology(tech) -> None:
    """A module's technology (Western Sea #101-#121): known to every reader; only its module deals it."""
    TECHS[tech.id] = tech


def technologies_in_play(options: dict) -> dict:
    """The base game's technologies and those of the modules in play (a module technology names its module)."""
    if options.get("modules"):
        hooks(options, "setup")  # imports the modules in play: a module may add its technologies when imported
    return {key: tech for key, tech in TECHS.items()
            if in_play(tech, options) and (not tech.option or options.get(tech.option))}



def face_icon(die: str, face: int) -> str:
    return FACES[colour_of(die)][face]


# ---- presence and control -----------------------------------------------------------------------------------------
def has_presence(state: State, seat: int, cell) -> bool:
    return state.tents[cell][seat] > 0 or state.houses.get(cell) == seat


def presence_cells(state: State, seat: int) -> list:
    return [c for c in state.tiles if state.tents[c][seat] > 0 or state.houses.get(c) == seat]


def controller(state: State, cell) -> int | None:
    """The house owner, else the seat with strictly the most tents (spec §6.3; ties: nobody, G20)."""
    house = state.houses.get(cell)
    if house is not None:
        return house
    counts = state.tents[cell]
    best = max(counts)
    if best == 0 or counts.count(best) > 1:
        return None
    return counts.index(best)


def hand_size(state: State, seat: int) -> int:
    """G07: tracker 3 + tiles with a tracker bonus where you have presence + technologies, capped at 7."""
    player = state.players[seat]
    size = SETUP.tracker_start
    for cell in presence_cells(state, seat):
        size += TILES[state.tiles[cell]].tracker_bonus
    for tech in player.techs:
        for effect in TECHS[tech].effects:
            if effect.kind == "tracker_bonus":
                size += effect.params["amount"]
    return min(size, SETUP.hand_size_cap)


def tech_effects(player, kind: str):
    for tech in player.techs:
        for effect in TECHS[tech].effects:
            if effect.kind == kind:
                yield tech, effect.params


def modifier(player, action: str, name: str) -> int:
    return sum(p["amount"] for _, p in tech_effects(player, "action_modifier")
               if p["action"] == action and p["modifier"] == name)


def absorption(player) -> int:
    return sum(p["icons"] for _, p in tech_effects(player, "raid_absorption"))


def explore_positions(state: State, seat: int) -> list:
    """Empty cells touching >= 2 tiles (seed: the 'at least 2 adjacent tiles' rule); G13: of those, the ones
    next to a tile where the explorer has presence, when any exists."""
    tiles = state.tiles
    counts: dict = {}
    blocked = {c for hook in hooks(state.options, "occupied") for c in hook(state)}
    for cell in tiles:
        if TILES[tiles[cell]].module and not any(state.tents[cell]) and cell not in state.houses:
            continue  # seed F&S: "empty Shore hexes do NOT count towards the 'at least 2 adjacent tiles' rule"
        for n in neighbours(cell):
            if n not in tiles and n not in blocked:
                counts[n] = counts.get(n, 0) + 1
    legal = sorted(c for c, k in counts.items() if k >= 2)
    own = set(presence_cells(state, seat))
    near = [c for c in legal if any(n in own for n in neighbours(c))]
    return near or legal


def start_positions(state: State) -> list:
    """Spec §2.3.3: a starting tile touches as many placed tiles as possible."""
    if not state.tiles:
        return [(0, 0)]
    counts: dict = {}
    for cell in state.tiles:
        for n in neighbours(cell):
            if n not in state.tiles:
                counts[n] = counts.get(n, 0) + 1
    best = max(counts.values())
    return sorted(c for c, k in counts.items() if k == best)


def settle_targets(state: State, seat: int) -> list:
    """G15 (b): a tile where you have presence, or one next to it."""
    own = presence_cells(state, seat)
    targets = set(own)
    for cell in own:
        for n in neighbours(cell):
            if n in state.tiles:
                targets.add(n)
    return sorted(c for c in targets if TILES[state.tiles[c]].settleable)
