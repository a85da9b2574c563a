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

import dataclasses
from typing import Any

import msgspec

Unset = msgspec.UnsetType
UNSET = msgspec.UNSET

OptionValue = str | int | bool | float  # what a game option can be set to in a file
FlowJson = list[list[dict[str, Any]]]  # per seat, its stack of `{"step": name, **fields}` (engine/flow.py)


class Strict(msgspec.Struct, forbid_unknown_fields=True):
    """A mapping of a file format: every key typed, unknown keys refused (subclasses inherit the setting)."""


class RngSchema(Strict):
    state: str  # SplitMix64's state, or the keyed generator's counter (engine/chance.py)
    key: str | Unset = UNSET  # the keyed generator's 256-bit key
    forced: list[tuple[str, str]] = []


def check_flow_types(flow: Any, registry, error: type[Exception], where: str = "flow",
                     field_types: dict[str, Any] | None = None) -> None:
    """Each step's fields against the annotations of its Step class (`left: int`, `cell: tuple`), and against
    `field_types` by field name where the class annotates only the container (`{"cell": tuple[int, int]}`), so a
    value of the wrong type is `error` naming `flow.SEAT.INDEX.FIELD`. The registry itself refuses unknown steps and
    fields when it reads them; shapes this cannot read (not a list of lists of mappings) are left to it too."""
    if not isinstance(flow, list):
        return
    for seat, stack in enumerate(flow):
        if not isinstance(stack, list):
            continue
        for index, data in enumerate(stack):
            name = data.get("step") if isinstance(data, dict) else None
            if not isinstance(name, str) or (cls := registry.by_name.get(name)) is None:
                continue
            at = f"{where}.{seat}.{index}"
            fields = {key: value for key, value in data.items() if key != "step"}
            declared = dataclasses.fields(cls)
            required = {f.name for f in declared
                        if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING}
            if not required <= set(fields) <= {f.name for f in declared}:
                continue  # a field missing or unknown: the registry names it
            _convert(fields, cls, at, name, error)
            for key, value in fields.items():
                if field_types and key in field_types:
                    _convert(value, field_types[key], f"{at}.{key}", name, error)


def _convert(value: Any, kind: Any, where: str, step: str, error: type[Exception]) -> None:
    try:
        msgspec.convert(value, kind, strict=True)
    except msgspec.ValidationError as exc:
        problem, _, at = str(exc).replace("`", "").partition(" - at $")
        path = at.replace("[", ".").replace("]", "")
        raise error(f"{where}{path} ({step}): {problem[0].lower()}{problem[1:]}") from None
    except UnicodeEncodeError:
        raise error(f"{where} ({step}): text with a lone surrogate") from None
    except (TypeError, RecursionError):  # a type msgspec cannot check: the registry reads it
        pass
