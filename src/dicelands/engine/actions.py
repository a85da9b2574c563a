"""Structured actions: a kind, named fields and a stable text notation.

Every action a game offers is a small frozen object. `str(action)` is its notation (what records store and players
type); `action_json(action)` is `{"kind": ..., "notation": ..., **fields}`, which the server sends so that clients
select options by their fields instead of parsing notation. A game may use the generic `Action` below or its own
frozen dataclasses; the engine reads any of them through `action_kind` and `action_fields`.

An action that is a control of the turn (done, pass, end turn, cancel, draw, reroll go, join or not ...) rather than
a place, a piece or a card on the board says so: `make_action(kind, text, control=True, **fields)`, or a `control`
attribute on a game's own action class (a `ClassVar[bool]`, or a property when one class holds several kinds).
`action_json` then adds `"control": true`, and a client draws such options as buttons of the board without knowing
the game's kinds. The flag is not part of the notation: records and positions never see it.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields, is_dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Action:
    """A generic action: `kind`, named `fields` (a tuple of (name, value) pairs) and its notation `text`."""

    kind: str
    fields: tuple = ()
    text: str = ""
    control: bool = field(default=False, compare=False)  # a control of the turn (done, pass, cancel ...)

    def __str__(self) -> str:
        return self.text

    def __hash__(self) -> int:  # equal actions have the same text; a str caches its hash (games key tables by action)
        return hash(self.text)

    def __getitem__(self, name: str) -> Any:
        for key, value in self.fields:
            if key == name:
                return value
        raise KeyError(f"action {self.text!r} has no field {name!r}")

    @property
    def args(self) -> tuple:
        """The field values in order (for games that read them positionally)."""
        return tuple(value for _, value in self.fields)

    def __reduce__(self):
        return Action, (self.kind, self.fields, self.text, self.control)  # see rebuilt_by_fields

    def to_json(self) -> dict:
        found = {"kind": self.kind, "notation": self.text, **{k: jsonable(v) for k, v in self.fields}}
        if self.control:
            found["control"] = True
        return found


def rebuilt_by_fields(obj: Any) -> tuple:
    """`__reduce__` for a frozen dataclass: pickle and copy rebuild it through `__init__` from its fields. A class
    compiled by mypyc needs it (it is made only through `__init__`, and a frozen one refuses pickle's setattr);
    history checkpoints, processes and `copy` all pickle."""
    return type(obj), tuple(getattr(obj, f.name) for f in fields(obj))


_CACHE: dict[tuple, Action] = {}


def make_action(kind: str, text: str, control: bool = False, **named) -> Action:
    """The shared Action for (kind, text, fields): legal-action lists hand out the same objects again and again.
    `control=True`: a control of the turn rather than a place on the board (`action_json` says `"control": true`)."""
    key = (kind, text, control, *named.items())
    found = _CACHE.get(key)
    if found is None:
        found = _CACHE[key] = Action(kind, tuple(named.items()), text, control)
    return found


def jsonable(value: Any) -> Any:
    if isinstance(value, (tuple, list)):
        return [jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    return value


def action_kind(action: Any) -> str:
    kind = getattr(action, "kind", None)
    return kind if isinstance(kind, str) else type(action).__name__.lower()


def action_fields(action: Any) -> dict:
    """Named fields of any action object (the generic Action, or a game's own dataclass)."""
    if isinstance(action, Action):
        return {k: jsonable(v) for k, v in action.fields}
    if is_dataclass(action):
        return {f.name: jsonable(getattr(action, f.name)) for f in fields(action)
                if f.name not in ("kind", "text", "control")}
    return {}


def is_control(action: Any) -> bool:
    """Whether the action is a control of the turn (its `control` attribute), not a place on the board."""
    return getattr(action, "control", False) is True


def action_json(action: Any) -> dict:
    """The JSON form clients receive: kind, notation and named fields, and `"control": true` for a control."""
    to_json = getattr(action, "to_json", None)
    found = to_json() if callable(to_json) else {"kind": action_kind(action), "notation": str(action),
                                                   **action_fields(action)}
    if "control" not in found and is_control(action):
        found["control"] = True
    return found


def normalize_notation(text: object) -> str:
    """Notation as it is compared: lower case, single spaces."""
    return " ".join(str(text).strip().lower().split())
