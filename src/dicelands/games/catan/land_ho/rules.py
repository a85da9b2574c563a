"""Land Ho!'s rules as operations on a State (rulings: docs/rules/catan-land-ho.md): what the board allows where
(sea routes, the distance rule, nothing beside an undiscovered hex), production with gold compensation, ships,
discovery and victory points. Base Catan's bank shortage rule (`pay_out`) is used as it is. Steps (steps.py) decide; these change the state."""
from __future__ import annotations

from typing import Final

from ..rules import pay_out
from . import board
from .board import GRAPH, PIECES, RESOURCE_OF, RULES
from .state import HARBOR, NOBODY, SETTLEMENT, State

# The board's tables, bound here as Final: board.py stays Python (it reads the data files' records), and compiled
# code reads a Final constant directly rather than looking a name up in the module's dict at every use.
CELL_AREA: Final = board.CELL_AREA
EDGE_CELLS: Final = board.EDGE_CELLS
EDGE_ENDS: Final = board.EDGE_ENDS
EDGE_NEXT: Final = board.EDGE_NEXT
LINKS: Final = board.LINKS
NEIGHBOURS: Final = board.NEIGHBOURS
ON_FRAME_EDGE: Final = board.ON_FRAME_EDGE
ON_FRAME_VERTEX: Final = board.ON_FRAME_VERTEX
VERTEX_CELLS: Final = board.VERTEX_CELLS
CELL_VERTICES: Final = GRAPH.cell_vertices
ROUTE_CAPACITY: Final = RULES.ships_per_route


# ---- what lies where ---------------------------------------------------------------------------------------------
def is_land(state: State, cell: int) -> bool:
    return state.terrains[cell] not in ("", "sea")


def near_unexplored(state: State, vertex: int) -> bool:
    terrains = state.terrains
    return any(terrains[c] == "" for c in VERTEX_CELLS[vertex])


def is_sea_route(state: State, edge: int) -> bool:
    """A path along the frame or beside a discovered sea hex, with no undiscovered hex beside it (spec §8.1)."""
    sides = [state.terrains[c] for c in EDGE_CELLS[edge]]
    return "" not in sides and (ON_FRAME_EDGE[edge] or "sea" in sides)


def coastal(state: State, vertex: int) -> bool:
    """The intersection borders a sea hex or the frame (seed: Harboring New Possibilities)."""
    return ON_FRAME_VERTEX[vertex] or any(state.terrains[c] == "sea" for c in VERTEX_CELLS[vertex])


def ships_on(state: State, edge: int) -> int:
    return sum(slots.count(edge) for slots in state.ships)


def distance_ok(state: State, vertex: int) -> bool:
    owner = state.owner
    return owner[vertex] == NOBODY and all(owner[n] == NOBODY for n in NEIGHBOURS[vertex])


def site_ok(state: State, vertex: int) -> bool:
    """A settlement may stand here by the board: the distance rule, beside discovered land, not beside an
    undiscovered hex (seed: Settlements and Settlers; the last paragraph)."""
    return (distance_ok(state, vertex) and not near_unexplored(state, vertex)
            and any(is_land(state, c) for c in VERTEX_CELLS[vertex]))


def settlement_spots(state: State, colour: int) -> list[int]:
    """Intersections at one of the colour's roads where a settlement may stand (site_ok), in order."""
    ends: set[int] = set()
    for edge, who in enumerate(state.roads):
        if who == colour:
            ends.update(EDGE_ENDS[edge])
    return [v for v in sorted(ends) if site_ok(state, v)]


def road_ok(state: State, edge: int) -> bool:
    """A free land path (land on a side) with no undiscovered hex beside it."""
    sides = [state.terrains[c] for c in EDGE_CELLS[edge]]
    return state.roads[edge] == NOBODY and "" not in sides and any(s not in ("", "sea") for s in sides)


def road_spots(state: State, colour: int) -> list[int]:
    """Paths touching the colour's building, or one of its roads at an end without another colour's building."""
    owner = state.owner
    ends = {v for v, who in enumerate(owner) if who == colour}
    for edge, who in enumerate(state.roads):
        if who == colour:
            ends.update(v for v in EDGE_ENDS[edge] if owner[v] == NOBODY)
    return sorted({e for v in ends for e, _ in LINKS[v] if road_ok(state, e)})


def harbor_spots(state: State, colour: int) -> list[int]:
    return [v for v, who in enumerate(state.owner)
            if who == colour and state.level[v] == SETTLEMENT and coastal(state, v)]


def at_own_harbor(state: State, colour: int, edge: int) -> list[int]:
    """The ends of the path holding one of the colour's harbor settlements."""
    return [v for v in EDGE_ENDS[edge] if state.owner[v] == colour and state.level[v] == HARBOR]


def ship_spots(state: State, colour: int, ignore_slot: int = -1) -> list[int]:
    """Where a new ship may be put: a sea route ending at one of the colour's harbor settlements, holding fewer
    than 2 ships (`ignore_slot`: a ship being taken off the board), neither beside nor pointing at an undiscovered
    hex (seed: Constructing Ships; spec G-09)."""
    harbors = [v for v, who in enumerate(state.owner) if who == colour and state.level[v] == HARBOR]
    moving = state.ships[colour][ignore_slot] if ignore_slot >= 0 else -2
    found = set()
    for v in harbors:
        for e, _ in LINKS[v]:
            if not is_sea_route(state, e) or any(near_unexplored(state, w) for w in EDGE_ENDS[e]):
                continue
            if ships_on(state, e) - (e == moving) < ROUTE_CAPACITY:
                found.add(e)
    return sorted(found)


def settlers_left(state: State, colour: int) -> int:
    aboard = sum(state.holds[colour])
    waiting = sum(state.basins[v] for v, who in enumerate(state.owner) if who == colour)
    return PIECES["settler"] - aboard - waiting


def pieces_left(state: State, colour: int, piece: str) -> int:
    if piece == "road":
        return PIECES["road"] - state.roads.count(colour)
    if piece == "ship":
        return state.ships[colour].count(-1)
    level = SETTLEMENT if piece == "settlement" else HARBOR
    return PIECES[piece] - sum(1 for v, who in enumerate(state.owner) if who == colour and state.level[v] == level)


# ---- ships moving ------------------------------------------------------------------------------------------------
def discovers(state: State, edge: int) -> list[int]:
    """The undiscovered hexes at an end of the path: a ship arriving there discovers them (seed: Discovering New
    Land with Ships)."""
    terrains = state.terrains
    return sorted({c for v in EDGE_ENDS[edge] for c in VERTEX_CELLS[v] if terrains[c] == ""})


def may_end(state: State, edge: int, here: int) -> bool:
    """A ship may end its movement on the path unless 2 other ships lie there (`here`: the path it is on now)."""
    return ships_on(state, edge) - (edge == here) < ROUTE_CAPACITY


def can_finish(state: State, edge: int, points: int, here: int) -> bool:
    """From `edge` with `points` left, the ship can reach a path it may end on (passing full ones; a discovery
    stops it where it is)."""
    seen, frontier = {edge}, [edge]
    for left in range(points, -1, -1):
        if any(may_end(state, e, here) for e in frontier):
            return True
        if not left:
            return False
        reached = []
        for e in frontier:
            for f in EDGE_NEXT[e]:
                if f in seen or not is_sea_route(state, f):
                    continue
                seen.add(f)
                if not discovers(state, f):
                    reached.append(f)
                elif may_end(state, f, here):
                    return True
        frontier = reached
    return False


def move_targets(state: State, edge: int, points: int, here: int, reserve: int = 0) -> list[int]:
    """Paths one movement point away the ship may sail to (spec §8.2-§8.3). `reserve`: the points of a wool the ship
    has not bought yet and the seat holds: the ship may pass onto a full route counting on them (then it must buy the
    wool before it ends there; docs/rules/catan-land-ho.md)."""
    if points <= 0:
        return []
    found = []
    for f in EDGE_NEXT[edge]:
        if not is_sea_route(state, f):
            continue
        if discovers(state, f):
            if may_end(state, f, here):
                found.append(f)
        elif can_finish(state, f, points - 1 + reserve, here):
            found.append(f)
    return found


def discover(state: State, seat: int, cell: int) -> str:
    """Turn the hex over: its terrain is drawn from the area's face-down hexes (forced kind `hex`); a terrain hex
    takes a number from the area's stack (forced kind `token`) and gives the discoverer one of its resource if the
    bank has one; a sea hex gives 2 gold (seed: A Prize for Uncovering)."""
    area = CELL_AREA[cell]
    # copied on write: a state's copies share these (State.copy)
    state.terrains, state.numbers = state.terrains[:], state.numbers[:]
    state.hidden, state.stacks = dict(state.hidden), dict(state.stacks)
    terrain = _draw(state, "hex", state.hidden, area)
    state.terrains[cell] = terrain
    if terrain == "sea":
        gain_gold(state, seat, RULES.sea_discovery_gold)
        return terrain
    state.numbers[cell] = _draw(state, "token", state.stacks, area)
    r = RESOURCE_OF[terrain]
    if state.bank[r]:
        state.bank[r] -= 1
        state.hands[seat][r] += 1
    return terrain


def _draw(state: State, kind: str, piles: dict, area: str):
    pile = list(piles[area])

    def forced(text: str) -> int:
        value = int(text) if kind == "token" and text.isdigit() else text
        if value not in pile:
            raise ValueError(f"the {area} area has no {text} face down (left: {', '.join(map(str, pile))})")
        return pile.index(value)

    index = state.rng.forced_or(kind, lambda: state.rng.below(len(pile)), forced)
    value = pile.pop(index)
    piles[area] = tuple(pile)
    return value


def gain_gold(state: State, seat: int, amount: int) -> None:
    state.gold[seat] += amount
    state.gold_issued += amount


# ---- production and points ---------------------------------------------------------------------------------------
def produce(state: State, roll: int) -> list[list[int]]:
    """Every settlement and harbor settlement of a playing colour takes 1 card per adjacent hex showing the roll
    (base shortage rule); every seat that receives no card takes 1 gold instead (seed: Gold Compensation)."""
    seats = state.seats
    owed = [[0] * 5 for _ in range(seats)]
    owner, level, numbers, terrains = state.owner, state.level, state.numbers, state.terrains
    for cell, number in enumerate(numbers):
        if number == roll:
            r = RESOURCE_OF[terrains[cell]]
            for v in CELL_VERTICES[cell]:
                if level[v] and owner[v] < seats:
                    owed[owner[v]][r] += 1
    received = pay_out(state, owed)
    for seat in range(seats):
        if not any(received[seat]):
            gain_gold(state, seat, 1)
    return received


def points(state: State, colour: int) -> dict[str, int]:
    settlements, harbors = _settlements(state, colour)
    return {"settlements": settlements, "harbor_settlements": 2 * harbors}


def total(state: State, colour: int) -> int:
    settlements, harbors = _settlements(state, colour)
    return settlements + 2 * harbors


def _settlements(state: State, colour: int) -> tuple[int, int]:
    """The colour's ordinary settlements and harbor settlements (read after every decision: one pass)."""
    level = state.level
    settlements = harbors = 0
    for v, who in enumerate(state.owner):
        if who == colour:
            at = level[v]
            if at == SETTLEMENT:
                settlements += 1
            elif at == HARBOR:
                harbors += 1
    return settlements, harbors


