"""The Queen's Plans' section of a position, as a msgspec Struct (its own module: a module defining a Struct
stays Python in the compiled build, and the rest of the module compiles)."""
from __future__ import annotations

from .....engine.schemas import Strict


class PlansJson(Strict):
    """The module's section of a position: plan ids, per seat where a seat holds them."""
    deck: list[str]
    box: list[str]
    hands: list[list[str]]
    secret: list[list[str]]
    chosen: list[list[str]]
    common: list[str]
    claimed: list[list[str]]
