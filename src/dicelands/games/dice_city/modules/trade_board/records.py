"""The trade board's data records (data/trade-board.yaml), msgspec Structs: their own module, which stays Python in
the compiled build (msgspec reads the annotations at run time), so that board.py compiles."""
from __future__ import annotations

from typing import Annotated, Literal

from msgspec import Meta

from .....engine.data import Sourced
from .....engine.schemas import Strict
from ...components import LocationRecord, Text


class TradeLocation(Strict):
    """A location of the trade board (not a card: no copies, no cost)."""
    name: Text
    name_fr: Text
    effect: Text  # effect kinds, as a location card's

    @property
    def effects(self) -> tuple[str, ...]:
        return tuple(self.effect.split())


class SideRecord(Sourced):
    side: Literal["village", "town"]
    locations: Annotated[list[TradeLocation], Meta(min_length=6, max_length=6)]


class TradeBoardFile(Strict):
    sides: list[SideRecord]
    locations: list[LocationRecord]
