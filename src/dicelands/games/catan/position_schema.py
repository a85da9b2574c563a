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


STEP_FIELDS = {"offer": tuple[str, int, str, int], "accepted": tuple[int, ...]}


def check_shape(position) -> None:
    conform(position, Position, "position", PositionError, bounds=False)
    check_flow_types(position["flow"], STEPS, PositionError, "position: flow", STEP_FIELDS)
