"""How Fish and Ships shows itself: action labels, log lines, the terminal's Sea lines (private peeks only in their
seat's view)."""
from __future__ import annotations

from ...board import cell_text
from ...notation import BY_CELL, cell_radius, cells_within
from .data import SEA
from .sea import COMBINATIONS, TURNS
from .section import sea
from .words import place, sea_layout_words, sea_lines

SEAT_MARK = "ABCD"
FACE_DOWN = "~~~~~~"
WATER_ACTIONS = sorted({h.action for h in SEA.hexes.values() if h.action})
REACH = 7  # the Sea template lies within 6 hexes of the Port hex, itself an exploration cell


def labels(options: dict) -> tuple:
    cells = cells_within(cell_radius(options) + REACH)
    out = ["action sail", "open seas", "sail done", "water lapses", *(f"water {a}" for a in WATER_ACTIONS)]
    out += [f"sea {side} {' '.join(shores)} {turn}" for side, shores in COMBINATIONS for turn in range(TURNS)]
    out += [f"{kind} {cell_text(c)}" for kind in (*BY_CELL, "sail") for c in cells]
    out += [f"sail {cell_text(c)} virtual" for c in cells]  # a move paid by a virtual Ship (sailing.label)
    return tuple(out)


def describe(state, seat: int, action, reader: int | None = None) -> str | None:
    phrase = _phrase(state, seat, action)
    if phrase is None:
        return None
    who = "the Diceoneer" if seat == state.bot_seat else f"seat {seat} ({SEAT_MARK[seat]})"
    return f"{who} {phrase}"


PHRASES = {"sail": "takes the Sailing action", "openseas": "sails with Open Seas (+1 Ship icon)",
           "saildone": "ends the Sailing move", "treasureroll": "rolls the Treasure die",
           "treasurespend": "pays with the Treasure die"}


def _phrase(state, seat: int, action) -> str | None:
    kind = action.kind
    if kind == "sailto":
        return f"sails to {place(state, action['cell'])}"
    if kind == "water":
        return (f"takes the Water tile's {action['action'].capitalize()} action" if action["action"]
                else "lets the Water action lapse")
    if kind == "sea":
        return f"lays out the Sea: {sea_layout_words(state, action['side'], action['shores'], action['turn'])}"
    if kind == "treasurepair":
        return f"pays the Treasure die's Pioneer and another as one {action['icon']}"
    return PHRASES.get(kind)


def render(state, seat, width: int = 100, brief: bool | None = None) -> list[str]:
    """The Sea's line; `brief`: without the Ships, which the map shows (sA)."""
    return sea_lines(state, seat, with_ships=not brief)


def map_hexes(state) -> dict:
    """The terminal map's face-down Sea tiles: a tile back, the same for every reader (a peek shows in the Sea line
    of the peeker's own view, never on the shared map)."""
    return {cell: (FACE_DOWN, "") for cell, _, _ in sea(state).face_down}


def map_legend(state, brief: bool = False) -> list[str]:
    if sea(state).port_cell is None:
        return []
    return [f"{FACE_DOWN} Sea face down, sA Ship" if brief else f"{FACE_DOWN} Sea tile face down, sA = A's Ship"]


def map_marks(state) -> dict:
    """Each Ship on its hex: `sA` is seat A's Ship."""
    marks: dict = {}
    for seat, cell in enumerate(sea(state).ships):
        if cell is not None:
            marks[cell] = f"{marks.get(cell, '')} s{SEAT_MARK[seat]}".strip()
    return marks
