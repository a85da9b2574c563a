"""How Fish and Ships shows itself: action labels, log lines, the terminal's Sea lines (private peeks only in their
seat's view)."""
from __future__ import annotations

from ...board import cell_text
from ...notation import BY_CELL, cell_radius, cells_within
from .data import SEA
from .sea import COMBINATIONS, TURNS
from .section import sea

SEAT_MARK = "ABCD"
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
    phrase = _phrase(action)
    if phrase is None:
        return None
    who = "the Diceoneer" if seat == state.bot_seat else f"seat {seat} ({SEAT_MARK[seat]})"
    return f"{who} {phrase}"


def _phrase(action) -> str | None:
    kind = action.kind
    if kind == "sail":
        return "takes the Sailing action"
    if kind == "openseas":
        return "sails with Open Seas (+1 Ship icon)"
    if kind == "sailto":
        return f"sails to {cell_text(action['cell'])}"
    if kind == "saildone":
        return "ends the Sailing move"
    if kind == "water":
        return f"takes the Water tile's {action['action']} action" if action["action"] else "lets the Water action lapse"
    if kind == "sea":
        return (f"sets up the Sea: Port side {action['side']}, Shore sides {' and '.join(action['shores'])}, "
                f"turned {action['turn']}")
    return None


def render(state, seat) -> list[str]:
    s = sea(state)
    if s.port_cell is None:
        where = {"stack": f"in the map stack ({s.port_due} tiles before it)", "top": "on top of the map stack",
                 "drawn": "drawn"}.get(s.port, s.port)
        return [f"Sea: not set up; the Port is {where}; Sea deck {len(s.deck)} face down"]
    ships = ", ".join(f"{SEAT_MARK[i]} {cell_text(c)}" for i, c in enumerate(s.ships) if c is not None)
    hidden = []
    for cell, tile, seen in s.face_down:
        mark = tile if seat in seen else "?"
        peekers = "".join(SEAT_MARK[i] for i in sorted(seen))
        hidden.append(f"{cell_text(cell)}={mark}" + (f"[seen by {peekers}]" if peekers else ""))
    treasure = ", ".join(f"{SEAT_MARK[i]} {d}" for i, d in enumerate(s.treasure) if d)
    return [f"Sea: Port at {cell_text(s.port_cell)}; Ships: {ships or 'none'}; face down: {' '.join(hidden) or 'none'}"
            + (f"; Treasure dice: {treasure}" if treasure else "")]


def map_hexes(state) -> dict:
    """The terminal map's face-down Sea tiles: a tile back, the same for every reader (a peek shows in the Sea line
    of the peeker's own view, never on the shared map)."""
    return {cell: ("~ sea ~", "face down", "") for cell, _, _ in sea(state).face_down}


def map_marks(state) -> dict:
    """Each Ship on its hex: `sA` is seat A's Ship."""
    marks: dict = {}
    for seat, cell in enumerate(sea(state).ships):
        if cell is not None:
            marks[cell] = f"{marks.get(cell, '')} s{SEAT_MARK[seat]}".strip()
    return marks
