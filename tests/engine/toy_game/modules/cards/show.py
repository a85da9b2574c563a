"""The cards module's log lines (the `describe` hook): the seat that draws reads which card, the others that one
was drawn."""
from __future__ import annotations

from .steps import section


def describe(game, state, seat, action, reader) -> str | None:
    if action.kind == "draw":
        card = section(state)["deck"][-1]
        return f"seat {seat} draws {card}" if reader == seat else f"seat {seat} draws a card"
    if action.kind == "play":
        return f"seat {seat} plays {action['card']} (+{action['card'][1:]})"
    return None
