"""Dice Colony in players' words: space names (row letter + count from the left, "C4"), options, and directions.

The notation (`place (1,-1)`) stays what is typed and recorded; these words are what a player reads for an option,
on every surface (`Game.option_text`). A space is named by its row, A at the top (north) to K at the bottom, and
its place in that row counted from the left: the terminal board labels rows with letters and columns with numbers.
"""
from __future__ import annotations

from ...engine.english import with_article
from ...geometry import DIRECTION_NAMES
from .components import CELLS, COLOUR_ICON, ICON_NAMES, INDEX, RADIUS
from .state import State
from .steps import CopyStar, FormGroup, PlaceLives
from .turn import PlaceBarren, PlaceIcon, TakeDie, black_value

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


def prompt(game, state: State, seat: int) -> str:
    """The decision in players' words: what the die value does, what a group needs, where a space is."""
    step = state.flow.top(seat)
    if isinstance(step, PlaceBarren):
        value = black_value(state)
        return (f"place the barren region of black {value}: the value {value} sends it {direction_words(value)} "
                "of a filled space")
    if isinstance(step, TakeDie):
        return "take a coloured die: its colour is the icon, its value the direction from a filled space" + (
            " (none fits: it may go on any empty space)" if step.anywhere else "")
    if isinstance(step, PlaceIcon):
        where = "on any empty space" if step.anywhere else f"{direction_words(step.value)} of a filled space"
        return f"place the {ICON_NAMES[COLOUR_ICON[step.colour]]} of {step.colour} {step.value}: {where}"
    if isinstance(step, CopyStar):
        icon = ICON_NAMES[state.sheets[seat].icons[INDEX[step.star]]]
        return f"copy the {icon} onto an empty space next to the star at {space_name(step.star)}"
    if isinstance(step, FormGroup):
        kind = ICON_NAMES[step.code]
        shown = " ".join(space_name(c) for c in step.selected) or "nothing yet"
        return (f"form {with_article(kind)} group (selected: {shown}): add touching {kind} spaces, close it once it "
                "has 3 or more, or form no group")
    if isinstance(step, PlaceLives):
        return f"place a life next to the group just closed ({step.left} to place)"
    return game.prompt(state, seat)


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
        return f"{die_words(c, v)} as {die_words(c2, v2)} (1 energy, {direction_words(v2)})"
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


def score_why(state: State, seat: int, line: dict) -> str:
    """One line saying where a running score comes from; LU-287's (the seat after the sheets) by its rule."""
    if seat >= len(state.sheets):  # LU-287 scores what the human has not done yet (spec §11.2)
        groups = sum(line[kind] for kind in ("vegetation", "water", "ores", "life"))
        return (f"{groups} for the group sizes 3-6 of each type you have not closed yet, {line['colonies']} for the "
                "colonies you are short of 10 (5 each)" + (f", {line['objectives']} from objectives"
                                                           if line["objectives"] else "")
                + ": it shrinks as you close groups and form colonies")
    parts = [f"{kind} groups {line[kind]}" for kind in ("vegetation", "water", "ores", "life") if line[kind]]
    parts += [f"{kind} {line[kind]}" for kind in ("colonies", "objectives", "barren") if line[kind]]
    return ", ".join(parts) if parts else "nothing yet (groups, colonies and objectives score)"
