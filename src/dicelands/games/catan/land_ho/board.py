"""The Land Ho! board (data/land_ho.yaml): 51 cells in 7 rows, the frame around them (sea for every purpose), the
starting island, the two unexplored areas and their stacks, each colour's printed starting pieces, and the tables
the rules read (which cells meet at an intersection, which intersections end a path, which paths meet).

Intersections and paths are the vertices and edges of `GRAPH` (geometry.CornerGraph over the 51 cells): 128 and 178,
written in the geometry's notation like base Catan's (`(0,0).S`, `(0,0).SE`). A path with one board cell beside it
lies along the frame."""
from __future__ import annotations

from ....engine.data import DataFiles
from ....geometry import CornerGraph
from ..components import COSTS as BASE_COSTS
from ..components import RESOURCE_INDEX, TERRAIN_RESOURCE

FILES = DataFiles.of_package(__package__)
_FILE = "land_ho.yaml"
_CONTENT = FILES.read(_FILE, ("rules", "costs", "board", "areas", "starting"))
AREAS = ("north", "south")
AREA_MARK = {"N": "north", "O": "south"}
TERRAINS = tuple(t for t in TERRAIN_RESOURCE if t != "desert")


def _plain(record):
    record.provenance()
    return {key: record.get(key) for key in record.raw if key not in ("provenance", "source")}


def _cost(record):
    record.provenance()
    cost = [0] * 5
    for name, count in record.mapping("cost").items():
        if name not in RESOURCE_INDEX or not isinstance(count, int) or count < 1:
            raise record.fail("cost", f"{name!r}: {count!r} is not a resource with a positive count")
        cost[RESOURCE_INDEX[name]] = count
    return tuple(cost)


def _area(record):
    record.provenance()
    hexes = tuple(record.choice("hex", TERRAINS + ("sea",), "hex", h) for h in record.items("hexes"))
    tokens = tuple(record.items("tokens"))
    if sum(h != "sea" for h in hexes) != len(tokens) or not all(isinstance(t, int) and 2 <= t <= 12 and t != 7
                                                                  for t in tokens):
        raise record.fail("tokens", "one number token (2-12, not 7) per terrain hex")
    return hexes, tokens


RULES = FILES.records(_FILE, _CONTENT, "rules", "rules", "name", _plain)["scenario"]
COSTS = {"road": BASE_COSTS["road"], "settlement": BASE_COSTS["settlement"],
         **FILES.records(_FILE, _CONTENT, "costs", "cost", "item", _cost)}
_ROWS = FILES.records(_FILE, _CONTENT, "board", "board", "name", _plain)["rows"]["rows"]
AREA_CONTENTS: dict[str, tuple] = FILES.records(_FILE, _CONTENT, "areas", "area", "area", _area)
STARTING = FILES.records(_FILE, _CONTENT, "starting", "colour", "colour", _plain)
VICTORY_POINTS: int = RULES["victory_points"]
PIECES: dict[str, int] = RULES["pieces"]
COLOURS = 4

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


def _start(colour: int) -> dict:
    piece = STARTING[colour]
    return {"settlement": GRAPH.vertex(piece["settlement"]), "road": GRAPH.edge(piece["road"]),
            "harbor": GRAPH.vertex(piece["harbor"]), "ship": GRAPH.edge(piece["ship"])}


START = tuple(_start(colour) for colour in range(COLOURS))
RESOURCE_OF = {t: TERRAIN_RESOURCE[t] for t in TERRAINS}
