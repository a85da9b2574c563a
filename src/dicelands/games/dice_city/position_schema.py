"""The shape of a Dice City position, typed: every key, its type, unknown keys refused; checked before position.py
reads what the values mean."""
from __future__ import annotations

from typing import Any

from ...engine.errors import PositionError
from ...engine.inputs import conform
from ...engine.schemas import UNSET, FlowJson, OptionValue, RngSchema, Strict, Unset, check_flow_types
from .steps import STEPS


class CitySchema(Strict):
    built: dict[str, list[str]]
    deactivated: list[str]
    dice: dict[str, int]
    stock: dict[str, int]
    strength: int
    bandit_strength: int
    hourglass: int
    vp_tokens: int
    bandits: list[int]
    ships: list[int]
    used: list[str]
    flags: list[str]


class Position(Strict):
    game: str
    options: dict[str, OptionValue]
    cities: list[CitySchema]
    deck: list[str]
    display: list[str | None]
    discards: list[str]
    supply: dict[str, int]
    bandits: list[int]
    ships: list[int]
    current: int
    start: int
    turns: int
    last_round: bool
    flow: FlowJson
    rules_version: str | Unset = UNSET
    rng: RngSchema | Unset = UNSET
    modules: dict[str, Any] | Unset = UNSET


def check_shape(position) -> None:
    conform(position, Position, "position", PositionError, bounds=False)
    check_flow_types(position["flow"], STEPS, PositionError, "position: flow")
