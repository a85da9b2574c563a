"""Harvest (spec §5.4): one resource token per resource icon spent, types mixed (seed F&S); no step of its own."""
from __future__ import annotations

from ..state import State


def need(state: State, seat: int, paid=()) -> int | None:
    return 1


def resolve(state: State, seat: int, paid: tuple) -> None:
    harvest(state, seat, paid)


def harvest(state: State, seat: int, icons) -> None:
    res = state.players[seat].res
    for icon in icons:
        res[icon] = res.get(icon, 0) + 1
