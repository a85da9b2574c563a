"""The shape of a Catan position (docs/positions.md), typed: every key, its type, unknown keys refused; checked
before position.py reads what the values mean."""
from __future__ import annotations

from ...engine.inputs import conform
from ...engine.errors import PositionError
from ...engine.schemas import FlowJson, OptionValue, RngSchema, Strict, check_flow_types
from .steps import STEPS


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
    turns: int
    dev_played: bool
    offers: int
    offered: list[list[list[int]]]
    last_roll: list[int]
    bank: dict[str, int]
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


def check_shape(position) -> None:
    conform(position, Position, "position", PositionError, bounds=False)
    check_flow_types(position["flow"], STEPS, PositionError, "position: flow", STEP_FIELDS)
