"""Dice City's data records (data/*.yaml, and a module's location file), msgspec Structs: their own module, which stays
Python in the compiled build (msgspec reads the annotations at run time), so that components.py compiles."""
from __future__ import annotations

from typing import Annotated, Literal

from msgspec import Meta

from ...engine.data import Sourced
from ...engine.schemas import Strict

Text = Annotated[str, Meta(min_length=1)]
Count = Annotated[int, Meta(ge=1)]


class LocationRecord(Sourced):
    """A location card as data/locations.yaml (and a module's location file) writes it."""
    id: Text
    name: Text
    name_fr: Text
    category: Literal["harvest", "military", "economic", "cultural", "civic"]
    cost: dict[str, Count]  # resource -> how many
    defence: Count
    vp: Annotated[int, Meta(ge=0)]
    kind: Literal["activated", "ongoing", "build"]
    effect: Text  # effect kinds (abilities.py) separated by ";", "deactivate" for the keyword
    set: Text
    text: Text
    copies: Count = 1
    name_fr_seed: bool = False  # the seed names the card so (else our translation)
    presence: Annotated[int, Meta(ge=0, le=4)] | None = None
    confirmed: list[str] = []
    seed: str = ""
    aliases: list[Text] = []


class StartingRecord(Sourced):
    id: Text
    name: Text
    name_fr: Text
    effect: Text


class RowRecord(Sourced):
    colour: Text
    letter: Text
    layout: list[str]  # starting location ids, one per column


class BanditRecord(Sourced):
    pile: Count
    strength: Count
    vp: Count
    extra: Annotated[int, Meta(ge=0)] = 0


class ShipRecord(Sourced):
    pile: Text
    cost: dict[str, Count]  # resource -> how many
    vp: Count
    extra: Annotated[int, Meta(ge=0)] = 0
    per_player: bool = False


class BoardFile(Strict):
    rows: list[RowRecord]
    starting: list[StartingRecord]


class LocationsFile(Strict):
    locations: list[LocationRecord]


class PilesFile(Strict):
    bandits: list[BanditRecord]
    ships: list[ShipRecord]
