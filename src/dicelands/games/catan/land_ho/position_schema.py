"""The shape of a Land Ho! position (docs/positions.md), typed: every key, its type, unknown keys refused; checked
before position.py reads what the values mean."""
from __future__ import annotations

from ....engine.errors import PositionError
from ....engine.inputs import conform
from ....engine.schemas import FlowJson, OptionValue, RngSchema, Strict, check_flow_types
from .steps import STEPS


class Cell(Strict):
    cell: str
    terrain: str
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
    turns: int
    gold_buys: int
    offers: int
    offered: list[list[list[int]]]
    finished: list[int]
    last_roll: list[int]
    bank: dict[str, int]
    hands: list[list[str]]
    gold: list[int]
    gold_issued: int
    escrow: list[list[str]]
    buildings: list[Building]
    roads: list[Road]
    ships: list[Ship]
    winner: int | None
    flow: FlowJson


from ..position_schema import STEP_FIELDS


def check_shape(position) -> None:
    conform(position, Position, "position", PositionError, bounds=False)
    check_flow_types(position["flow"], STEPS, PositionError, "position: flow", STEP_FIELDS)
