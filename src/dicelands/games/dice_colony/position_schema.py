"""The shape of a Dice Colony position (docs/positions.md), typed: every key, its type, unknown keys refused. Checked
before position.py reads what the values mean, so a value of the wrong type is a PositionError naming its path
(`sheets.1.icons.4: expected array of length 3`), never a TypeError further in."""
from __future__ import annotations

from ...engine.errors import PositionError
from ...engine.inputs import conform
from ...engine.schemas import UNSET, FlowJson, OptionValue, RngSchema, Strict, Unset, check_flow_types
from .steps import STEPS

Cell = tuple[int, int]


class ObjectiveSlot(Strict):
    card: str
    flipped: bool
    scored: list[tuple[int, int]]  # [seat, points] in the order scored


class Group(Strict):
    type: str
    cells: list[Cell]


class Sheet(Strict):
    starting_card: int
    icons: list[tuple[int, int, str]]  # [q, r, icon letter]
    groups: list[Group]
    energy: int
    fresh_energy: int
    took: str | Unset = UNSET


class Position(Strict):
    game: str
    options: dict[str, OptionValue]
    round: int
    turn: int
    first_player: int
    bag: dict[str, int]
    table: list[str]
    set_aside: list[str]
    objectives: list[ObjectiveSlot]
    sheets: list[Sheet]
    flow: FlowJson
    rules_version: str | Unset = UNSET
    rng: RngSchema | Unset = UNSET


STEP_FIELDS = {  # element types of the step fields the step classes annotate only as `tuple`
    "star": Cell, "fresh": tuple[Cell, ...], "selected": tuple[Cell, ...], "group": tuple[Cell, ...],
}


def check_shape(position) -> None:
    """PositionError naming the path of the first key or value that does not fit the format."""
    conform(position, Position, "position", PositionError, bounds=False)
    check_flow_types(position["flow"], STEPS, PositionError, "position: flow", STEP_FIELDS)
