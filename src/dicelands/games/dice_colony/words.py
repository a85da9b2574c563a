"""Dice Colony in players' words: space names (row letter + count from the left, "C4"), options, and directions.

The notation (`place (1,-1)`) stays what is typed and recorded; these words are what a player reads for an option,
on every surface (`Game.option_text`). A space is named by its row, A at the top (north) to K at the bottom, and
its place in that row counted from the left: the terminal board labels rows with letters and columns with numbers.
"""
from __future__ import annotations

from ...geometry import DIRECTION_NAMES
from .components import CELLS, COLOUR_ICON, ICON_NAMES, INDEX, RADIUS
from .state import State

ROW_LETTERS = "ABCDEFGHIJK"
DIRECTION_WORDS = {"NE": "north-east", "E": "east", "SE": "south-east", "SW": "south-west", "W": "west",
                   "NW": "north-west"}


def row_start(r: int) -> int:
    """The q of the leftmost space in row r."""
    return max(-RADIUS, -RADIUS - r)


def space_name(cell) -> str:
    """(q, r) or a cell index -> "C4": row letter from the top, place in the row from the left."""
    q, r = CELLS[cell] if isinstance(cell, int) else cell
    return f"{ROW_LETTERS[r + RADIUS]}{q - row_start(r) + 1}"


def direction_words(value: int) -> str:
    """A die value as the direction it sends an icon (spec §9.3): 1 north-east ... 6 north-west."""
    return DIRECTION_WORDS[DIRECTION_NAMES[value - 1]]


def die_words(colour: str, value: int) -> str:
    return f"{colour} {value}"


def option_text(state: State, seat: int, action) -> str:
    """One option as a player reads it."""
    kind = action.kind
    step = state.flow.top(seat)
    where = space_name(action.cell) if action.cell >= 0 else ""
    if kind == "take":
        c, v, c2, v2 = action.die
        icon = ICON_NAMES[COLOUR_ICON[c2]]
        if (c, v) == (c2, v2):
            return f"take {die_words(c, v)} ({icon}, {direction_words(v)})"
        return f"take {die_words(c, v)}, pay 1 energy to use it as {die_words(c2, v2)} ({icon}, {direction_words(v2)})"
    if kind == "remove":
        return f"set {die_words(*action.die)} aside for this round"
    if kind == "barren":
        return f"barren region at {where}"
    if kind == "place":
        colour = getattr(step, "colour", None)
        return f"{ICON_NAMES[COLOUR_ICON[colour]] if colour else 'icon'} at {where}"
    if kind == "copy":
        star = getattr(step, "star", None)
        icon = ICON_NAMES[state.sheets[seat].icons[INDEX[star]]] if star is not None else "icon"
        return f"copy the {icon} to {where}"
    if kind == "add":
        return f"add {where} to the group"
    if kind == "close":
        size = len(getattr(step, "selected", ()))
        return f"close the group ({size} spaces)"
    if kind == "nogroup":
        return "form no group now"
    if kind == "life":
        return f"life at {where}"
    return str(action)
