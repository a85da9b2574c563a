"""Structured actions: a kind, named fields and a stable text notation.

Every action a game offers is a small frozen object. `str(action)` is its notation (what records store and players
type); `action_json(action)` is `{"kind": ..., "notation": ..., **fields}`, which the server sends so that clients
select options by their fields instead of parsing notation. A game may use the generic `Action` below or its own
frozen dataclasses; the engine reads any of them through `action_kind` and `action_fields`.
"""
from __future__ import annotations

from dataclasses import dataclass, fields, is_dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Action:
    """A generic action: `kind`, named `fields` (a tuple of (name, value) pairs) and its notation `text`."""

    kind: str
    fields: tuple = ()
    text: str = ""

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

    def to_json(self) -> dict:
        return {"kind": self.kind, "notation": self.text, **{k: jsonable(v) for k, v in self.fields}}


_CACHE: dict[tuple, Action] = {}


def make_action(kind: str, text: str, **named) -> Action:
    """The shared Action for (kind, text, fields): legal-action lists hand out the same objects again and again."""
    key = (kind, text, *named.items())
    found = _CACHE.get(key)
    if found is None:
        found = _CACHE[key] = Action(kind, tuple(named.items()), text)
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
        return {f.name: jsonable(getattr(action, f.name)) for f in fields(action) if f.name not in ("kind", "text")}
    return {}


def action_json(action: Any) -> dict:
    """The JSON form clients receive: kind, notation and named fields."""
    to_json = getattr(action, "to_json", None)
    if callable(to_json):
        return to_json()
    return {"kind": action_kind(action), "notation": str(action), **action_fields(action)}


def normalize_notation(text: object) -> str:
    """Notation as it is compared: lower case, single spaces."""
    return " ".join(str(text).strip().lower().split())
