"""Words for people: why an action is illegal, and log lines describing an action.

Dice Colony hides nothing but the future draws, so a log line is the same for every reader (show.py passes no
reader on).
"""
from __future__ import annotations

import re

from .actions import CELL_KINDS, energy_variants
from ...engine.english import with_article
from ...geometry import DIRECTION_NAMES
from .components import CELL_TEXT, COLOUR_ICON, ICON_NAMES, INDEX, OBJECTIVES
from .planet import BACK, targets
from .state import State
from .steps import CopyStar, FormGroup, SheetStep
from .turn import PlaceIcon, RemoveDie, TakeDie, black_value
from .words import space_name
CELL_RE = re.compile(r"^\((-?\d+),(-?\d+)\)$")
DIE_RE = re.compile(r"^(green|red|blue|black)([1-6])$")


def _die(text: str):
    m = DIE_RE.match(text)
    return (m.group(1), int(m.group(2))) if m else None


def why_illegal(game, state: State, seat: int, text: str, legal: list) -> str | None:
    """A specific reason, or None to fall back to the generic one."""
    words = text.split()
    kind = words[0] if words else ""
    prompt = game.prompt(state, seat)
    step = state.flow.top(seat)
    if type(step) is RemoveDie:
        if kind != "remove":
            return f"seat {seat} must remove a die now (\"remove green3\"), not {kind!r}"
        die = _die(words[1]) if len(words) == 2 else None
        if die is None:
            return "write the die as colour and value, e.g. remove green3"
        if die[0] == "black":
            return "the black die can never be removed: it always goes back into the bag"
        if die not in state.table:
            return f"there is no {die[0]}{die[1]} on the table"
        return None
    sheet = state.sheets[seat]
    if not isinstance(step, SheetStep):  # RemoveDie is above; a stage marker, or nothing: the seat waits
        return f"seat {seat} has finished this step"
    if kind not in step.kinds:
        return f"seat {seat} must {prompt} now; {kind!r} is not possible at this step"
    icons = sheet.icons
    if kind in CELL_KINDS:
        m = CELL_RE.match(words[1]) if len(words) == 2 else None
        if not m:
            return f"write the space as (q,r) without spaces, e.g. {kind} (2,-1)"
        cell = (int(m.group(1)), int(m.group(2)))
        if cell not in INDEX:
            return f"({cell[0]},{cell[1]}) is off the map"
        i = INDEX[cell]
        if isinstance(step, FormGroup):  # kind "add"
            if cell in step.selected:
                return f"({cell[0]},{cell[1]}) is already selected"
            if len(step.selected) >= state.options["max_group_size"]:
                return f"a group has at most {state.options['max_group_size']} spaces"
            if icons[i] != step.code or sheet.closed[i]:
                return f"({cell[0]},{cell[1]}) is not an unclosed {ICON_NAMES[step.code]} icon"
            if not step.selected:
                return "the group must start with the icon just drawn (or its star copy)"
            return f"({cell[0]},{cell[1]}) does not touch the selection"
        if icons[i]:
            return f"({cell[0]},{cell[1]}) is already filled ({ICON_NAMES[icons[i]]})"
        if isinstance(step, CopyStar):  # kind "copy"
            return f"({cell[0]},{cell[1]}) is not next to the star {CELL_TEXT[INDEX[step.star]]}"
        if kind == "life":
            return f"({cell[0]},{cell[1]}) is not next to the group just closed"
        if kind == "barren":
            value = black_value(state)
        elif isinstance(step, PlaceIcon) and not step.anywhere:  # kind "place"
            value = step.value
        else:
            return None
        if targets(icons, value):
            back = BACK[value][i]
            ref = "" if back < 0 else f" (the space {CELL_TEXT[back]} is empty)"
            return (f"({cell[0]},{cell[1]}) is not {value} ({DIRECTION_NAMES[value - 1]}) of a filled space{ref}")
        return None
    if kind == "close" and isinstance(step, FormGroup):
        if len(step.selected) < 3:
            return f"a group needs at least 3 icons, the selection has {len(step.selected)}"
        return "with group_must_be_maximal the group must take the whole cluster"
    if kind == "take":
        parts = words[1:]
        die = _die(parts[0]) if parts else None
        if die is None or len(parts) not in (1, 3) or len(parts) == 3 and (parts[1] != "as" or not _die(parts[2])):
            return "write it as take blue5, or take red3 as red4 / take red3 as blue3 to spend one energy"
        if die[0] == "black":
            return "the black die is a barren region, not a die to take"
        if die not in state.table:
            return f"there is no {die[0]}{die[1]} on the table"
        if len(parts) == 3:
            target = _die(parts[2])
            if target not in energy_variants(*die):
                return (f"one energy turns {die[0]}{die[1]} into a value one up or down (6 and 1 wrap) or another "
                        f"colour with the same value, not {parts[2]}")
            if sheet.energy - sheet.fresh <= 0:
                return ("no energy to spend" if not sheet.energy else
                        "energy collected this turn can only be spent from the next turn")
            die = target
        if isinstance(step, TakeDie) and not step.anywhere:
            return f"{die[0]}{die[1]} has no legal space on this planet"
    return None


def describe(state: State, seat: int, action) -> str:
    """A log line (the same for every reader); `state` is the state before the action."""
    kind = action.kind
    if kind == "remove":
        return f"seat {seat} (first player) sets {action.die[0]} {action.die[1]} aside until the end of round {state.round}"
    cell = space_name(action.cell) if action.cell >= 0 else ""
    step = state.flow.top(seat)
    if kind == "barren":
        return f"seat {seat} draws a barren region at {cell}"
    if kind == "take":
        c, v, c2, v2 = action.die
        spent = f", spending 1 energy to use it as {c2} {v2}" if (c, v) != (c2, v2) else ""
        return f"seat {seat} takes {c} {v}{spent}"
    if kind == "place" and isinstance(step, PlaceIcon):
        return f"seat {seat} draws {ICON_NAMES[COLOUR_ICON[step.colour]]} at {cell}"
    if kind == "copy" and isinstance(step, CopyStar):
        return f"seat {seat} copies the star's {ICON_NAMES[state.sheets[seat].icons[INDEX[step.star]]]} to {cell}"
    if kind == "add" and isinstance(step, FormGroup):
        return f"seat {seat} adds {cell} to the {ICON_NAMES[step.code]} group"
    if kind == "close" and isinstance(step, FormGroup):
        return f"seat {seat} closes {with_article(ICON_NAMES[step.code])} group of {len(step.selected)}"
    if kind == "nogroup":
        return f"seat {seat} forms no group"
    if kind == "life":
        return f"seat {seat} draws a life at {cell}"
    return f"seat {seat}: {action}"


def events(before: State, after: State) -> list[str]:
    """What happened on its own between two states: objectives scored, cards flipped, a new round, a new roll
    (the engine adds the final scores). The same lines for every reader."""
    lines = []
    for (card_id, was_flipped, old), (_, flipped, new) in zip(before.objectives, after.objectives):
        for seat, points in new[len(old):]:
            lines.append(f"seat {seat} completes the objective {OBJECTIVES[card_id].name} for {points} points")
        if flipped and not was_flipped and len(new) == len(old):
            lines.append(f"LU-287 completes the objective {OBJECTIVES[card_id].name}: it turns to its lower value")
    if (after.round, after.turn) != (before.round, before.turn):
        if after.round != before.round:
            lines.append(f"round {before.round} ends: the set-aside dice return to the bag; round {after.round} begins")
        if after.table:
            dice = ", ".join(f"{colour} {value}" for colour, value in after.table)
            lines.append(f"turn {after.turn}: seat {after.first} draws and rolls {dice}")
    return lines
