"""The trade board's section of a position, as msgspec Structs (their own module: a module defining a Struct
stays Python in the compiled build, and the rest of the module compiles)."""
from __future__ import annotations

from typing import Annotated

from msgspec import Meta

from .....engine.schemas import Strict

COLUMNS = 6


class Pile(Strict):
    """What lies on a trade location: resources and army-strength tokens."""
    wood: Annotated[int, Meta(ge=0)]
    stone: Annotated[int, Meta(ge=0)]
    iron: Annotated[int, Meta(ge=0)]
    army: Annotated[int, Meta(ge=0)]


class TradeJson(Strict):
    """The module's section of a position."""
    dice: list[Annotated[int, Meta(ge=0, le=6)]]  # per seat: the trade die's location 1-6, 0 if removed
    pools: Annotated[list[Pile], Meta(min_length=COLUMNS, max_length=COLUMNS)]
