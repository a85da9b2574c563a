"""Catan positions: the whole state as documented JSON (docs/positions.md), stated once by the msgspec types below:
`to_position` fills them from a state and writes them out, `from_position` decodes a position into them (every key
and type checked, unknown keys refused), then checks what a type cannot say and builds the state.

    {"game": "catan", "rules_version": "2", "options": {...}, "rng": {...},
     "board": {"tiles": [{"cell": "(0,-2)", "terrain": "mountains", "number": 10}, ...],   # 19, row-major
               "harbors": [{"edge": "(1,-3)/(1,-2)", "kind": "any"}, ...]},                # 9
     "robber": "(0,0)", "active": 0, "turns": 3, "dev_played": false, "offers": 0, "offered": [], "last_roll": [3, 4],
     "bank": {"lumber": 19, ...},
     "hands": [["brick", "ore"], ...],        # hidden: each seat sees its own (counts are public)
     "deck": ["knight", ...],                 # hidden from everyone; the last card is drawn next
     "cards": [[...], ...], "fresh": [[...], ...],   # development cards in hand / bought this turn: hidden
     "played": [["knight"], ...], "revealed": [[], ...],
     "buildings": [{"at": "(0,-1)/(1,-1)/(0,0)", "seat": 0, "kind": "settlement"}, ...],
     "roads": [{"at": "(0,0)/(1,0)", "seat": 0}, ...],
     "longest_road": null, "largest_army": null, "escrow": [[], ...], "winner": null,
     "flow": [[{"step": NAME, **fields}, ...], ...]}

Every resource and development card is somewhere (bank, hands, cards shown for a trade; deck, hands, played, revealed):
a position that loses or adds one is refused, as are pieces beyond a colour's supply or on no intersection/path.
"""
from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Annotated, Any, TypeVar

import msgspec

from ...engine.chance import Rng
from ...engine.conservation import check_counts, check_once
from ...engine.errors import DicelandsError, PositionError
from ...engine.flow import Flow
from ...engine.inputs import conform
from ...engine.schemas import FlowJson, OptionValue, RngSchema, Strict, check_flow_types
from ...geometry import format_cell, parse_cell
from .board import CELLS, GRAPH, Board
from .components import (DEVELOPMENT, HARBOR_KINDS as FRAME_HARBORS, HARBOR_POSITIONS, PIECES, RESOURCE_CARDS,
                         RESOURCE_INDEX, RESOURCES, TERRAINS, TOKEN_ORDER)
from .flow_checks import check_turn_flow
from .rules import longest_road
from .state import NOBODY, State
from .steps import STEPS

HARBOR_KINDS = ("any",) + RESOURCES
AtLeast0 = Annotated[int, msgspec.Meta(ge=0)]
T = TypeVar("T")


# ---- the format -------------------------------------------------------------------------------------------------
class Tile(Strict):
    cell: str
    terrain: str
    number: int


class Harbor(Strict):
    edge: str
    kind: str


class BoardJson(Strict):
    tiles: list[Tile]
    harbors: list[Harbor]


class Bank(Strict):
    lumber: AtLeast0
    brick: AtLeast0
    wool: AtLeast0
    grain: AtLeast0
    ore: AtLeast0


class Building(Strict):
    at: str
    seat: int
    kind: str


class Road(Strict):
    at: str
    seat: int


class Position(Strict):
    game: str
    rules_version: str
    options: dict[str, OptionValue]
    rng: RngSchema
    board: BoardJson
    robber: str
    active: int
    turns: AtLeast0
    dev_played: bool
    offers: AtLeast0
    offered: list[list[list[int]]]  # per offer made or withdrawn this turn: [give counts, ask counts]
    last_roll: list[int]
    bank: Bank
    hands: list[list[str]]
    deck: list[str]
    cards: list[list[str]]
    fresh: list[list[str]]
    played: list[list[str]]
    revealed: list[list[str]]
    buildings: list[Building]
    roads: list[Road]
    longest_road: int | None
    largest_army: int | None
    escrow: list[list[str]]
    winner: int | None
    flow: FlowJson


STEP_FIELDS = {"give": tuple[int, ...], "ask": tuple[int, ...], "accepted": tuple[int, ...]}


def offered_json(offered: tuple) -> list:
    """The offers made or withdrawn this turn: [[give counts], [ask counts]] per offer, counts per kind of goods."""
    return [[list(give), list(ask)] for give, ask in offered]


def offered_from_json(data: list, kinds: int) -> tuple:
    offered = []
    for i, pair in enumerate(data):
        if len(pair) != 2 or any(len(side) != kinds or min(side) < 0 for side in pair):
            raise PositionError(f"position.offered.{i}: expected [give, ask], each {kinds} counts of at least 0")
        offered.append((tuple(pair[0]), tuple(pair[1])))
    return tuple(offered)


def decode(data: dict, position_type: type[T], step_registry) -> T:
    """The position as `position_type` (a type error is a PositionError naming the path), its flow's steps checked
    against their fields' types (the flow itself stays JSON, for the step registry to read)."""
    typed = conform(data, position_type, "position", PositionError, bounds=False)
    check_flow_types(data["flow"], step_registry, PositionError, "position: flow", STEP_FIELDS)
    return typed


# ---- writing ----------------------------------------------------------------------------------------------------
def _names(counts: list) -> list[str]:
    return [name for name, n in zip(RESOURCES, counts) for _ in range(n)]


def _nullable(seat: int) -> int | None:
    return None if seat == NOBODY else seat


@lru_cache(maxsize=256)
def _board_json(board: Board) -> BoardJson:
    """The board as written (boards are immutable and shared: made once per board, written out anew each time)."""
    return BoardJson([Tile(format_cell(c), t, n) for c, t, n in zip(CELLS, board.terrains, board.numbers)],
                     [Harbor(GRAPH.edge_text[e], k) for e, k in board.harbors])


def to_position(game, state: State) -> dict:
    board = state.board
    header = game.codec.position_header(state)
    return msgspec.to_builtins(Position(
        header["game"], header["rules_version"], dict(state.options), RngSchema(**state.rng.to_json()),
        _board_json(board),
        format_cell(CELLS[state.robber]), state.active, state.turns, state.dev_played, state.offers,
        offered_json(state.offered), list(state.last_roll), Bank(*state.bank),
        [_names(h) for h in state.hands], list(state.deck), [sorted(c) for c in state.cards],
        [sorted(c) for c in state.fresh], [list(p) for p in state.played], [list(r) for r in state.revealed],
        [Building(GRAPH.vertex_text[v], who, "city" if state.level[v] == 2 else "settlement")
         for v, who in enumerate(state.owner) if who != NOBODY],
        [Road(GRAPH.edge_text[e], who) for e, who in enumerate(state.roads) if who != NOBODY],
        _nullable(state.longest), _nullable(state.army), [list(e) for e in state.escrow], _nullable(state.winner),
        state.flow.to_json(STEPS)))


# ---- reading ----------------------------------------------------------------------------------------------------
def from_position(game, data: Any) -> State:
    game.codec.check_position_header(data)
    position = decode(data, Position, STEPS)
    options = game.codec.position_options(data)
    seats = options["players"]
    try:
        return _read(position, data, options, seats)
    except PositionError:
        raise
    except DicelandsError as exc:  # a notation or chance error inside: still a bad position
        raise PositionError(f"position: {exc}") from None


def _seat(value, what: str, seats: int, nullable: bool = False) -> int:
    if value is None and nullable:
        return NOBODY
    if not isinstance(value, int) or not 0 <= value < seats:
        raise PositionError(f"position.{what}: {value!r} is not a seat (0..{seats - 1})")
    return value


def _per_seat(lists: list[list[str]], key: str, seats: int, known) -> tuple[tuple[str, ...], ...]:
    if len(lists) != seats:
        raise PositionError(f"position.{key}: expected {seats} lists (one per seat), got {len(lists)}")
    for seat, items in enumerate(lists):
        for item in items:
            if item not in known:
                raise PositionError(f"position.{key}.{seat}: {item!r} is not one of {', '.join(known)}")
    return tuple(tuple(items) for items in lists)


def _read(data: Position, raw: dict, options: dict, seats: int) -> State:
    board = _board(data.board)
    robber = GRAPH.cell_index.get(parse_cell(data.robber))
    if robber is None:
        raise PositionError(f"position.robber: {data.robber!r} is not a hex of the board")
    hands = [[0] * 5 for _ in range(seats)]
    for seat, names in enumerate(_per_seat(data.hands, "hands", seats, RESOURCES)):
        for name in names:
            hands[seat][RESOURCE_INDEX[name]] += 1
    bank = [getattr(data.bank, name) for name in RESOURCES]
    escrow = _per_seat(data.escrow, "escrow", seats, RESOURCES)
    for r, name in enumerate(RESOURCES):
        total = bank[r] + sum(h[r] for h in hands) + sum(e.count(name) for e in escrow)
        if total != RESOURCE_CARDS:
            raise PositionError(f"position: {total} {name} cards in bank, hands and escrow, expected {RESOURCE_CARDS}")
    kinds = tuple(DEVELOPMENT)
    piles = {key: _per_seat(getattr(data, key), key, seats, kinds) for key in ("cards", "fresh", "played", "revealed")}
    deck = tuple(data.deck)
    every = Counter(deck) + sum((Counter(c) for pile in piles.values() for c in pile), Counter())
    if every != Counter(DEVELOPMENT):
        raise PositionError(f"position: the development cards are {dict(every)}, expected {DEVELOPMENT}")
    owner, level = [NOBODY] * len(GRAPH.vertices), [0] * len(GRAPH.vertices)
    for i, b in enumerate(data.buildings):
        v = GRAPH.vertex(b.at)
        if owner[v] != NOBODY or b.kind not in ("settlement", "city"):
            raise PositionError(f"position.buildings.{i}: a second building at {b.at} or kind {b.kind!r}")
        owner[v], level[v] = _seat(b.seat, f"buildings.{i}.seat", seats), 1 if b.kind == "settlement" else 2
    roads = [NOBODY] * len(GRAPH.edges)
    for i, road in enumerate(data.roads):
        e = GRAPH.edge(road.at)
        if roads[e] != NOBODY:
            raise PositionError(f"position.roads.{i}: a second road at {road.at}")
        roads[e] = _seat(road.seat, f"roads.{i}.seat", seats)
    built = [[roads.count(s), sum(1 for v in range(len(owner)) if owner[v] == s and level[v] == 1),
              sum(1 for v in range(len(owner)) if owner[v] == s and level[v] == 2)] for s in range(seats)]
    for seat, counts in enumerate(built):
        for piece, count in zip(("road", "settlement", "city"), counts):
            if count > PIECES[piece]:
                raise PositionError(f"position: seat {seat} has {count} {piece}s on the board, at most {PIECES[piece]}")
    last_roll = tuple(data.last_roll)
    if last_roll and (len(last_roll) != 2 or not all(1 <= d <= 6 for d in last_roll)):
        raise PositionError(f"position.last_roll: expected [] or two dice 1..6, got {list(last_roll)}")
    offered = offered_from_json(data.offered, len(RESOURCES))
    state = State(options, Rng.from_json(raw["rng"]), Flow.from_json(raw["flow"], STEPS, seats), board, robber,
                  _seat(data.active, "active", seats), data.turns, hands, bank, deck,
                  piles["cards"], piles["fresh"], piles["played"], piles["revealed"], tuple(owner), tuple(level),
                  tuple(roads), tuple(map(tuple, built)), (0,) * seats,
                  _seat(data.longest_road, "longest_road", seats, True),
                  _seat(data.largest_army, "largest_army", seats, True), data.dev_played, data.offers,
                  escrow, last_roll, _seat(data.winner, "winner", seats, True))
    state.offered = offered
    if (state.winner != NOBODY) != state.flow.idle():
        raise PositionError("position: a game with a winner has no steps left, and one without has some")
    check_turn_flow(state.flow, state.active, len(RESOURCES))
    state.road_length = tuple(longest_road(state, seat) for seat in range(seats))
    return state


def _board(data: BoardJson) -> Board:
    tiles = data.tiles
    if [t.cell for t in tiles] != [format_cell(c) for c in CELLS]:
        raise PositionError(f"position.board.tiles: expected the 19 hexes in order {', '.join(map(format_cell, CELLS))}")
    for i, t in enumerate(tiles):
        if t.terrain not in TERRAINS or (t.number == 0) != (t.terrain == "desert") \
                or not 0 <= t.number <= 12 or t.number in (1, 7):
            raise PositionError(f"position.board.tiles.{i}: terrain {t.terrain!r} with number {t.number}")
    terrains = tuple(t.terrain for t in tiles)
    if Counter(terrains) != Counter({k: n for k, (_, n) in TERRAINS.items()}):
        raise PositionError(f"position.board.tiles: the terrains are not the 19 of the game ({dict(Counter(terrains))})")
    harbors = []
    for i, h in enumerate(data.harbors):
        e = GRAPH.edge(h.edge)
        if len(GRAPH.edge_cells[e]) != 1 or h.kind not in HARBOR_KINDS:
            raise PositionError(f"position.board.harbors.{i}: {h.edge} {h.kind!r} is not a harbor on the coast")
        harbors.append((e, h.kind))
    numbers = [t.number for t in tiles if t.number]
    check_counts({"board.tiles": numbers}, Counter(TOKEN_ORDER), "number token")
    frame = {GRAPH.edge_text[GRAPH.coast[p]] for p in HARBOR_POSITIONS}
    check_once({"board.harbors": [GRAPH.edge_text[e] for e, _ in harbors]}, "harbor edge")
    strays = [GRAPH.edge_text[e] for e, _ in harbors if GRAPH.edge_text[e] not in frame]
    if strays:
        raise PositionError(f"position: board.harbors: {strays[0]} is not one of the frame's 9 harbor places")
    check_counts({"board.harbors": [kind for _, kind in harbors]}, Counter(FRAME_HARBORS), "harbor")
    return Board(terrains, tuple(t.number for t in tiles), tuple(harbors))
