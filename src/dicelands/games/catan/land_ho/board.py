"""The Land Ho! board (data/land_ho.yaml): 51 cells in 7 rows, the frame around them (sea for every purpose), the
starting island, the two unexplored areas and their stacks, each colour's printed starting pieces, and the tables
the rules read (which cells meet at an intersection, which intersections end a path, which paths meet).

Intersections and paths are the vertices and edges of `GRAPH` (geometry.CornerGraph over the 51 cells): 128 and 178,
written in the geometry's notation like base Catan's (`(0,0).S`, `(0,0).SE`). A path with one board cell beside it
lies along the frame."""
from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from ....engine.data import DataFiles, Sourced
from ....engine.schemas import Strict
from ....geometry import CornerGraph
from ..components import COSTS as BASE_COSTS
from ..components import TERRAIN_RESOURCE, Cost, counts, keyed, named

AREAS = ("north", "south")
AREA_MARK = {"N": "north", "O": "south"}
TERRAINS = tuple(t for t in TERRAIN_RESOURCE if t != "desert")
COLOURS = 4

Count = Annotated[int, msgspec.Meta(ge=1)]
Number = Annotated[int, msgspec.Meta(ge=2, le=12)]  # a number token (7 refused by hand)
Hex = Literal["forest", "hills", "pasture", "fields", "mountains", "sea"]


class Pieces(Strict):
    settlement: Count
    road: Count
    harbor: Count
    ship: Count
    settler: Count


class ScenarioRules(Sourced):
    name: str
    victory_points: Count
    starting_gold: Annotated[int, msgspec.Meta(ge=0)]
    movement_points: Count
    wool_bonus: Count
    ships_per_route: Count
    gold_buys_per_turn: Count
    gold_per_resource: Count
    bank_rate: Count
    sea_discovery_gold: Count
    pieces: Pieces


class Rows(Sourced):
    name: str
    rows: list[list[str]]  # terrain:number (the starting island), S known sea, N / O face down (north / south)


class Area(Sourced):
    area: Literal["north", "south"]
    hexes: list[Hex]
    tokens: list[Number]


class Start(Sourced):
    colour: int
    settlement: str  # an intersection
    road: str  # a path
    harbor: str  # an intersection
    ship: str  # a path


class LandHoFile(Strict):
    rules: list[ScenarioRules]
    costs: list[Cost]
    board: list[Rows]
    areas: list[Area]
    starting: list[Start]


FILES = DataFiles.of_package(__package__)
_FILE = "land_ho.yaml"
_CONTENT = FILES.decode(_FILE, LandHoFile)


def _area(index: int, area: Area) -> tuple[tuple[str, ...], tuple[int, ...]]:
    if sum(h != "sea" for h in area.hexes) != len(area.tokens) or 7 in area.tokens:
        raise DataFiles.fail(_FILE, f"areas.{index}.tokens", "one number token (2-12, not 7) per terrain hex")
    return tuple(area.hexes), tuple(area.tokens)


RULES: ScenarioRules = named(_FILE, "rules", _CONTENT.rules, "name", "scenario")
COSTS = {"road": BASE_COSTS["road"], "settlement": BASE_COSTS["settlement"],
         **{item: counts(c) for item, c in keyed(_FILE, "costs", _CONTENT.costs, "item").items()}}
_ROWS = named(_FILE, "board", _CONTENT.board, "name", "rows").rows
AREA_CONTENTS: dict[str, tuple[tuple[str, ...], tuple[int, ...]]] = {
    name: _area(index, area) for index, (name, area) in enumerate(keyed(_FILE, "areas", _CONTENT.areas, "area").items())}
STARTING = {start.colour: start for start in keyed(_FILE, "starting", _CONTENT.starting, "colour").values()}
VICTORY_POINTS: int = RULES.victory_points
PIECES: dict[str, int] = msgspec.structs.asdict(RULES.pieces)

# ---- the cells ---------------------------------------------------------------------------------------------------
_LAYOUT = {(col - min(row, 3), row): entry for row, entries in enumerate(_ROWS) for col, entry in enumerate(entries)}
GRAPH = CornerGraph(_LAYOUT)
CELLS = GRAPH.ordered_cells  # row-major, as the rows above
CELL_AREA = tuple(AREA_MARK.get(_LAYOUT[c], "") for c in CELLS)  # "" outside the areas
AREA_CELLS = {area: tuple(i for i, a in enumerate(CELL_AREA) if a == area) for area in AREAS}


def _start_terrain(entry: str) -> tuple[str, int]:
    if entry in AREA_MARK:
        return "", 0  # face down
    if entry == "S":
        return "sea", 0
    name, _, number = entry.partition(":")
    return name, int(number)


START_TERRAINS = tuple(_start_terrain(_LAYOUT[c])[0] for c in CELLS)
START_NUMBERS = tuple(_start_terrain(_LAYOUT[c])[1] for c in CELLS)

# ---- tables ------------------------------------------------------------------------------------------------------
VERTEX_CELLS = tuple(tuple(GRAPH.cell_index[c] for c in cells) for cells in GRAPH.vertex_cells)
ON_FRAME_VERTEX = tuple(len(cells) < 3 for cells in VERTEX_CELLS)  # the frame (sea) meets it
EDGE_CELLS = GRAPH.edge_cells
ON_FRAME_EDGE = tuple(len(cells) < 2 for cells in EDGE_CELLS)
EDGE_ENDS = GRAPH.edge_vertices
NEIGHBOURS = GRAPH.vertex_vertices
LINKS = GRAPH.vertex_links
VERTEX_EDGES = GRAPH.vertex_edges
# paths sharing an end: one movement point apart
EDGE_NEXT = tuple(tuple(sorted({f for v in EDGE_ENDS[e] for f in VERTEX_EDGES[v] if f != e}))
                  for e in range(len(GRAPH.edges)))


def _start(colour: int) -> dict[str, int]:
    piece = STARTING.get(colour)
    if piece is None:
        raise DataFiles.fail(_FILE, "starting", f"no pieces for colour {colour} (the board has {COLOURS} colours)")
    at = {}
    for field, parse in (("settlement", GRAPH.vertex), ("road", GRAPH.edge), ("harbor", GRAPH.vertex),
                         ("ship", GRAPH.edge)):
        try:
            at[field] = parse(getattr(piece, field))
        except ValueError as exc:  # a NotationError: off the board or not the notation
            raise DataFiles.fail(_FILE, f"starting (colour {colour}).{field}", str(exc)) from None
    return at


START = tuple(_start(colour) for colour in range(COLOURS))
RESOURCE_OF = {t: TERRAIN_RESOURCE[t] for t in TERRAINS}
