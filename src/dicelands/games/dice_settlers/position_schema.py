"""The shape of a Dice Settlers position (docs/positions.md), typed: every key, its type, unknown keys refused.
Checked before position.py reads what the values mean, so a value of the wrong type is a PositionError naming its
path (`players.0.bag.2: expected str, got array`), never a TypeError further in."""
from __future__ import annotations

from typing import Any

from ...engine.errors import PositionError
from ...engine.inputs import conform
from ...engine.schemas import UNSET, FlowJson, OptionValue, RngSchema, Strict, Unset, check_flow_types
from .steps import STEPS


class Vp(Strict):
    supply: int
    initial: int
    reserve_used: int


class Dice(Strict):
    supply: dict[str, int]  # colour -> dice
    box: dict[str, int]


class MapEntry(Strict):
    cell: str  # "(q,r)"
    tile: str
    tents: list[int]  # per seat
    house: int | None = None  # the seat whose house stands there


class Tents(Strict):
    personal: int
    general: int
    total: int


class Player(Strict):
    bag: list[str]
    active: dict[str, str]  # die id -> face
    spent: list[str]
    serial: dict[str, int]
    tents: Tents
    houses: int
    resources: dict[str, int]
    vp: int
    technologies: list[str]
    taken: list[str]
    used: list[str]
    slots: int
    spent_this_round: list[str] = []


class Diceoneer(Strict):
    seat: int
    queue: list[str]
    sides: dict[str, dict[str, str]]  # side -> {die id: face}
    last_roll: int


class Position(Strict):
    game: str
    options: dict[str, OptionValue]
    rng: RngSchema
    phase: str
    round: int
    first: int
    turn: int
    draft: list[str]
    draft_seat: int
    kept: list[str]
    placer: int
    triggers: list[str]
    vp: Vp
    dice: Dice
    stack: list[str]
    removed: list[str]
    start_pool: list[str]
    box_tiles: list[str]
    tableau: list[str]
    map: list[MapEntry]
    players: list[Player]
    flow: FlowJson
    rules_version: str | Unset = UNSET
    diceoneer: Diceoneer | None = None
    modules: dict[str, Any] | Unset = UNSET  # module name -> its section, read by the module (game.py "position")


Cell = tuple[int, int]
STEP_FIELDS = {  # element types of the step fields the step classes annotate only as `tuple`
    "tiles": tuple[str, ...], "cell": Cell, "source": Cell, "joiners": tuple[int, ...], "units": tuple[str, ...],
    "picked": tuple[str, ...], "paid": tuple[str, ...],
}


STALE_PLAYER_KEYS = {"step", "act", "paid", "left", "sub"}  # where a seat's turn was kept before the typed steps


def check_shape(position) -> None:
    """PositionError naming the path of the first key or value that does not fit the format."""
    players = position.get("players")
    for index, raw in enumerate(players if isinstance(players, list) else []):
        stale = sorted(STALE_PLAYER_KEYS & set(raw)) if isinstance(raw, dict) else []
        if stale:
            raise PositionError(f"position.players[{index}].{stale[0]}: a seat's steps are in position.flow now "
                                "(docs/positions.md)")
    conform(position, Position, "position", PositionError, bounds=False)
    check_flow_types(position["flow"], STEPS, PositionError, "position: flow", STEP_FIELDS)
