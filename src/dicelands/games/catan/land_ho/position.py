"""Land Ho! positions: the whole state as documented JSON (docs/positions.md), stated once by the msgspec types
below: `to_position` fills them from a state and writes them out, `from_position` decodes a position into them (every
key and type checked, unknown keys refused), then checks what a type cannot say and builds the state.

    {"game": "catan-land-ho", "rules_version": "2", "options": {"players": 4}, "rng": {...},
     "cells": [{"cell": "(0,0)", "terrain": "mountains", "number": 11}, ...],   # 51, row-major; "" = face down
     "unexplored": {"north": ["forest", ...], "south": [...]},   # hidden from everyone: what lies face down
     "stacks": {"north": [3, 4, ...], "south": [...]},            # hidden from everyone: tokens not yet drawn
     "active": 0, "turns": 1, "gold_buys": 0, "offers": 0, "offered": [], "finished": [0], "last_roll": [3, 4],
     "bank": {"lumber": 19, ...}, "hands": [["ore", "wool"], ...],   # hidden: each seat sees its own
     "gold": [2, 2], "gold_issued": 4, "escrow": [[], []],   # goods shown for a trade (open)
     "buildings": [{"at": "(0,0).S", "colour": 0, "kind": "settlement" | "harbor", "settler": false}, ...],
     "roads": [{"at": "(0,0)/(0,1)", "colour": 0}, ...],
     "ships": [{"colour": 0, "ship": 1, "at": "(-2,6)/(-1,5)", "settler": true}, ...],
     "winner": null, "flow": [[{"step": NAME, **fields}, ...], ...]}

Every resource card is in the bank, a hand or shown for a trade (19 of each); every area hex and token is on the
board or face down;
pieces stay within each colour's supply; ships lie on sea routes, at most 2 to a route."""
from __future__ import annotations

from typing import Any

from collections import Counter

import msgspec

from ....engine.chance import Rng
from ....engine.errors import DicelandsError, PositionError
from ....engine.flow import Flow
from ....engine.schemas import FlowJson, OptionValue, RngSchema, Strict
from ....geometry import format_cell
from ..components import RESOURCE_CARDS, RESOURCE_INDEX, RESOURCES
from ..flow_checks import check_turn_flow
from ..position import AtLeast0, Bank, decode, offered_from_json, offered_json
from .board import (AREA_CELLS, AREA_CONTENTS, AREAS, CELL_AREA, CELLS, COLOURS, GRAPH, PIECES, START_NUMBERS,
                    START_TERRAINS, TERRAINS)
from .rules import is_sea_route, pieces_left, settlers_left, ships_on
from .state import HARBOR, NOBODY, SETTLEMENT, State
from .steps import STEPS, Steer

KINDS = {SETTLEMENT: "settlement", HARBOR: "harbor"}
CELL_TEXT = tuple(format_cell(c) for c in CELLS)


# ---- the format -------------------------------------------------------------------------------------------------
class Cell(Strict):
    cell: str
    terrain: str  # "" face down
    number: int


class Areas(Strict):
    north: list[str]
    south: list[str]


class Stacks(Strict):
    north: list[int]
    south: list[int]


class Building(Strict):
    at: str
    colour: int
    kind: str
    settler: bool


class Road(Strict):
    at: str
    colour: int


class Ship(Strict):
    colour: int
    ship: int
    at: str
    settler: bool


class Position(Strict):
    game: str
    rules_version: str
    options: dict[str, OptionValue]
    rng: RngSchema
    cells: list[Cell]
    unexplored: Areas
    stacks: Stacks
    active: int
    turns: AtLeast0
    gold_buys: AtLeast0
    offers: AtLeast0
    offered: list[list[list[int]]]
    finished: list[int]
    last_roll: list[int]
    bank: Bank
    hands: list[list[str]]
    gold: list[int]
    gold_issued: int
    escrow: list[list[str]]
    buildings: list[Building]
    roads: list[Road]
    ships: list[Ship]
    winner: int | None
    flow: FlowJson



def _nullable(seat: int) -> int | None:
    return None if seat == NOBODY else seat


def to_position(game, state: State) -> dict:
    header = game.codec.position_header(state)
    return msgspec.to_builtins(Position(
        header["game"], header["rules_version"], dict(state.options), RngSchema(**state.rng.to_json()),
        [Cell(c, t, n) for c, t, n in zip(CELL_TEXT, state.terrains, state.numbers)],
        Areas(*(list(state.hidden[a]) for a in AREAS)), Stacks(*(list(state.stacks[a]) for a in AREAS)),
        state.active, state.turns, state.gold_buys, state.offers, offered_json(state.offered),
        list(state.finished), list(state.last_roll), Bank(*state.bank),
        [[name for name, n in zip(RESOURCES, h) for _ in range(n)] for h in state.hands],
        state.gold[:], state.gold_issued, [list(e) for e in state.escrow],
        [Building(GRAPH.vertex_text[v], who, KINDS[state.level[v]], bool(state.basins[v]))
         for v, who in enumerate(state.owner) if who != NOBODY],
        [Road(GRAPH.edge_text[e], who) for e, who in enumerate(state.roads) if who != NOBODY],
        [Ship(colour, n + 1, GRAPH.edge_text[e], bool(state.holds[colour][n]))
         for colour, slots in enumerate(state.ships) for n, e in enumerate(slots) if e >= 0],
        _nullable(state.winner), state.flow.to_json(STEPS)))


def from_position(game, data: Any) -> State:
    game.codec.check_position_header(data)
    position = decode(data, Position, STEPS)
    options = game.codec.position_options(data)
    try:
        return _read(position, data, options, options["players"])
    except PositionError:
        raise
    except DicelandsError as exc:
        raise PositionError(f"position: {exc}") from None


def _colour(value, what: str, colours: int) -> int:
    if not isinstance(value, int) or not 0 <= value < colours:
        raise PositionError(f"position.{what}: {value!r} is not a colour in play (0..{colours - 1})")
    return value


def _seat(value, what: str, seats: int) -> int:
    if value is None:
        return NOBODY
    if not isinstance(value, int) or not 0 <= value < seats:
        raise PositionError(f"position.{what}: {value!r} is not a seat (0..{seats - 1})")
    return value


def _cells(data: Position) -> tuple[list, list, dict, dict]:
    cells = data.cells
    if [c.cell for c in cells] != list(CELL_TEXT):
        raise PositionError("position.cells: expected the 51 cells of the board in row-major order")
    terrains, numbers = [c.terrain for c in cells], [c.number for c in cells]
    for i, (t, n) in enumerate(zip(terrains, numbers)):
        printed = START_TERRAINS[i] != ""
        if printed and (t, n) != (START_TERRAINS[i], START_NUMBERS[i]):
            raise PositionError(f"position.cells.{i}: the starting island and the known sea are printed as they are")
        if not printed and not (t == "" and n == 0 or t == "sea" and n == 0
                                or t in TERRAINS and 2 <= n <= 12 and n != 7):
            raise PositionError(f"position.cells.{i}: terrain {t!r} with number {n}")
    hidden, stacks = {}, {}
    for area in AREAS:
        hexes, tokens = AREA_CONTENTS[area]
        shown = [terrains[c] for c in AREA_CELLS[area] if terrains[c]]
        down = list(getattr(data.unexplored, area))
        face_down = sum(not terrains[c] for c in AREA_CELLS[area])
        if Counter(shown) + Counter(down) != Counter(hexes) or len(down) != face_down:
            raise PositionError(f"position.unexplored.{area}: the area's hexes, shown and face down, are not its 8")
        drawn = [numbers[c] for c in AREA_CELLS[area] if numbers[c]]
        if Counter(drawn) + Counter(getattr(data.stacks, area)) != Counter(tokens):
            raise PositionError(f"position.stacks.{area}: the area's tokens, laid and stacked, are not its 6")
        hidden[area], stacks[area] = tuple(sorted(down)), tuple(sorted(getattr(data.stacks, area)))
    return terrains, numbers, hidden, stacks


def _read(data: Position, raw: dict, options: dict, seats: int) -> State:
    colours = COLOURS if seats == 2 else seats
    terrains, numbers, hidden, stacks = _cells(data)
    bank = [getattr(data.bank, name) for name in RESOURCES]
    if len(data.hands) != seats or len(data.gold) != seats:
        raise PositionError(f"position: expected {seats} hands and {seats} gold counts")
    hands = [[0] * 5 for _ in range(seats)]
    for seat, names in enumerate(data.hands):
        for name in names:
            if name not in RESOURCE_INDEX:
                raise PositionError(f"position.hands.{seat}: {name!r} is not a resource")
            hands[seat][RESOURCE_INDEX[name]] += 1
    escrow = [tuple(goods) for goods in data.escrow]
    if len(escrow) != seats or any(g not in RESOURCES and g != "gold" for goods in escrow for g in goods):
        raise PositionError(f"position.escrow: expected {seats} lists of resources or gold")
    for r, name in enumerate(RESOURCES):
        if bank[r] + sum(h[r] for h in hands) + sum(e.count(name) for e in escrow) != RESOURCE_CARDS:
            raise PositionError(f"position: the {name} cards in bank, hands and escrow are not {RESOURCE_CARDS}")
    gold = list(data.gold)
    if any(g < 0 for g in gold) or sum(gold) + sum(e.count("gold") for e in escrow) != data.gold_issued:
        raise PositionError("position.gold: each seat holds 0 or more, and together what the supply gave out")
    vertices = len(GRAPH.vertices)
    owner, level, basins = [NOBODY] * vertices, [0] * vertices, [0] * vertices
    for i, b in enumerate(data.buildings):
        v = GRAPH.vertex(b.at)
        if owner[v] != NOBODY or b.kind not in KINDS.values() or b.settler and b.kind != "harbor":
            raise PositionError(f"position.buildings.{i}: a second building at {b.at}, kind {b.kind!r}, "
                                f"or a settler outside a harbor's basin")
        owner[v] = _colour(b.colour, f"buildings.{i}.colour", colours)
        level[v], basins[v] = (SETTLEMENT if b.kind == "settlement" else HARBOR), int(b.settler)
    roads = [NOBODY] * len(GRAPH.edges)
    for i, road in enumerate(data.roads):
        e = GRAPH.edge(road.at)
        if roads[e] != NOBODY:
            raise PositionError(f"position.roads.{i}: a second road at {road.at}")
        roads[e] = _colour(road.colour, f"roads.{i}.colour", colours)
    ships, holds = [[-1] * 3 for _ in range(COLOURS)], [[0] * 3 for _ in range(COLOURS)]
    for i, s in enumerate(data.ships):
        colour = _colour(s.colour, f"ships.{i}.colour", seats)
        if s.ship not in (1, 2, 3) or ships[colour][s.ship - 1] >= 0:
            raise PositionError(f"position.ships.{i}: ship {s.ship!r} is not one of the colour's 3 or is placed "
                                "twice")
        ships[colour][s.ship - 1], holds[colour][s.ship - 1] = GRAPH.edge(s.at), int(s.settler)
    state = State(options, Rng.from_json(raw["rng"]), Flow.from_json(raw["flow"], STEPS, seats), terrains, numbers,
                  hidden, stacks, _seat(data.active, "active", seats), data.turns, hands, bank, gold,
                  data.gold_issued, owner, level, basins, roads, ships, holds, data.gold_buys, data.offers,
                  tuple(data.finished), tuple(data.last_roll), _seat(data.winner, "winner", seats))
    state.escrow = escrow
    state.offered = offered_from_json(data.offered, len(RESOURCES) + 1)
    _check_pieces(state, colours)
    if not 0 <= state.gold_buys <= 2 or state.offers < 0 or state.turns < 0 \
            or any(f not in (0, 1, 2) for f in state.finished):
        raise PositionError("position: gold_buys 0..2, offers and turns at least 0, finished ships among 0..2")
    if state.last_roll and (len(state.last_roll) != 2 or not all(1 <= d <= 6 for d in state.last_roll)):
        raise PositionError(f"position.last_roll: expected [] or two dice 1..6, got {list(state.last_roll)}")
    if (state.winner != NOBODY) != state.flow.idle():
        raise PositionError("position: a game with a winner has no steps left, and one without has some")
    check_turn_flow(state.flow, state.active, len(RESOURCES) + 1)  # resources and gold
    return state


def _check_pieces(state: State, colours: int) -> None:
    for colour in range(colours):
        for piece in ("road", "settlement", "harbor"):
            if pieces_left(state, colour, piece) < 0:
                raise PositionError(f"position: colour {colour} has more {piece}s on the board than {PIECES[piece]}")
        if colour < state.seats and settlers_left(state, colour) < 0:
            raise PositionError(f"position: colour {colour} has more settlers out than {PIECES['settler']}")
    step = state.flow.top(state.active)
    steering = state.ships[state.active][step.ship] if isinstance(step, Steer) else -2  # may pass a full route
    for slots in state.ships:
        for e in slots:
            if e >= 0 and (not is_sea_route(state, e) or ships_on(state, e) - (e == steering) > 2):
                raise PositionError(f"position.ships: {GRAPH.edge_text[e]} is not a sea route with room for its ships")
    if any(CELL_AREA[c] == "" and not state.terrains[c] for c in range(len(CELLS))):
        raise PositionError("position.cells: only the unexplored areas have face-down hexes")
