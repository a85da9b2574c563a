"""Typed pieces every file schema shares (msgspec; the input policy that applies them is engine/inputs.py).

A game's position schema subclasses `Strict` (unknown keys refused) and uses these for the parts the engine owns:

    class PositionSchema(Strict):
        game: str
        rules_version: str | Unset = UNSET
        options: dict[str, OptionValue]
        rng: RngSchema
        flow: FlowJson                                  # the steps themselves are checked by the StepRegistry
        ...
    conform(position, PositionSchema, "position", PositionError, bounds=False)
"""
from __future__ import annotations

from typing import Any

import msgspec

Unset = msgspec.UnsetType
UNSET = msgspec.UNSET

OptionValue = str | int | bool | float  # what a game option can be set to in a file
FlowJson = list[list[dict[str, Any]]]  # per seat, its stack of `{"step": name, **fields}` (engine/flow.py)


class Strict(msgspec.Struct, forbid_unknown_fields=True):
    """A mapping of a file format: every key typed, unknown keys refused (subclasses inherit the setting)."""


class RngSchema(Strict):
    state: str
    forced: list[tuple[str, str]] = []
