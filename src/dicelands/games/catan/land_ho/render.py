"""The board as players see it in a terminal: the map (ascii_map.py) with option numbers where they act, its
legend and the table's summary (log lines: log.py; refusals: explain.py)."""
from __future__ import annotations

from ..ascii_map import SHORT, AsciiMap, fitted, narrow_screen, wrap
from ..components import RESOURCES
from ..render import table_lines
from ..words import places, with_names
from .board import CELL_AREA, CELLS, GRAPH
from .rules import points
from .state import HARBOR, NOBODY, State
from .trades import GOODS

SEAT_MARK = "abcd"  # settlement a, harbor settlement A, road a, ship 1 of colour a: A1


def option_marks(legal) -> dict:
    marks: dict[tuple[str, int], str] = {}
    for number, action in enumerate(legal or (), start=1):
        fields = dict(action.fields)
        if "vertex" in fields:
            marks[("vertex", GRAPH.vertex(fields["vertex"]))] = str(number)
        elif "edge" in fields:
            marks[("edge", GRAPH.edge(fields["edge"]))] = str(number)
    return marks


def ship_marks(state: State) -> dict:
    """path -> "A1" (ship 1 of colour a; the summary says which carry a settler); the first ship where two share a
    route."""
    marks: dict[int, str] = {}
    for colour, slots in enumerate(state.ships):
        for n, e in enumerate(slots):
            if e >= 0:
                marks.setdefault(e, SEAT_MARK[colour].upper() + str(n + 1))
    return marks


def board_text(state: State, marks: dict | None = None) -> str:
    """Hexes with terrain and number (~~~ sea, ?N / ?S face down in the north / south area); intersections '.', or
    the colour's letter (upper case: a harbor settlement, '*' after it: a settler in its basin); paths / \\ | or a
    road's letter, a ship's letter and number; `marks` puts option numbers where they act (over a ship)."""
    marks = marks or {}
    drawing = AsciiMap(CELLS)
    ships = ship_marks(state)
    for c, cell in enumerate(CELLS):
        for side in range(6):
            e = GRAPH.cell_edges[c][side]
            who = state.roads[e]
            drawing.side(cell, side, marks.get(("edge", e)) or ships.get(e)
                         or (SEAT_MARK[who] if who != NOBODY else None))
        terrain = state.terrains[c]
        if terrain == "":
            drawing.label(cell, "?" + CELL_AREA[c][0].upper())
        else:
            drawing.label(cell, SHORT[terrain], str(state.numbers[c]) if state.numbers[c] else "")
    for cell in CELLS:  # corners last: a building or a number stands over a side's glyph
        for vertex, x, y in drawing.corners(cell):
            v = GRAPH.vertex_index[vertex]
            who = state.owner[v]
            if who == NOBODY:
                text = marks.get(("vertex", v), ".")
            else:
                text = SEAT_MARK[who].upper() if state.level[v] == HARBOR else SEAT_MARK[who]
                text += "*" if state.basins[v] else ""
            drawing.corner(x, y, text)
    return drawing.text()


def legend(state: State) -> str:
    seats = ", ".join(f"{SEAT_MARK[s]} seat {s}" for s in range(state.seats))
    neutral = " (c, d: neutral colours in a 2-player game; nobody plays them, their pieces only block)" \
        if state.seats == 2 else ""
    return (f"map: {seats}{neutral}. a settlement, A harbor settlement (A* a settler in its basin), a on a path: "
            "road, A1 ship 1 of a; ~~~ sea; ?N ?S face down, north / south area; a number: the "
            "option of that number; the bank trades 3:1 (no printed harbors)")


def short_legend(state: State, seat: int | None) -> list[str]:
    """The legend's parts for a narrow screen, where the map leaves one line: the colours, then your points and
    hand."""
    parts = [", ".join(f"{SEAT_MARK[s]} seat {s}" for s in range(state.seats))
             + (", c d neutral" if state.seats == 2 else "")]
    if seat is not None:
        hand = " ".join(f"{n} {name}" for name, n in zip(RESOURCES, state.hands[seat]) if n) or "no cards"
        parts.append(f"seat {seat} {sum(points(state, seat).values())} VP {state.gold[seat]} gold: {hand}")
    return parts + ["A harbor", "A1 ship 1", "?N ?S face down", "a number: the option"]


def screen(state: State, seat: int | None, marks: dict, width: int, names=None) -> str:
    """The map, its legend and the table's summary, seats named before the lines are wrapped to `width` (less
    one column: the terminal turns "you has" into "you have")."""
    if width < 100:
        return narrow_screen(fitted(board_text(state, marks), width), [with_names(part, names) for part in short_legend(state, seat)],
                             [with_names(line, names) for line in summary(state, seat).splitlines()], width)
    lines = [fitted(board_text(state, marks), width), wrap(with_names(legend(state), names), width - 1)]
    lines += [wrap(with_names(line, names), width - 1) for line in summary(state, seat).splitlines()]
    return "\n".join(lines)


def summary(state: State, seat: int | None) -> str:
    board = places(tuple(CELLS), tuple(state.terrains), tuple(state.numbers))
    lines = []
    for s in range(state.seats):
        hand = (" ".join(f"{n} {name}" for name, n in zip(RESOURCES, state.hands[s]) if n) or "no cards") \
            if s == seat else f"{sum(state.hands[s])} cards"
        ships = "; ".join(f"ship {n + 1} ({SEAT_MARK[s].upper()}{n + 1}) at {board.edge(GRAPH.edge_text[e])}"
                          + (" with a settler" if state.holds[s][n] else "")
                          for n, e in enumerate(state.ships[s]) if e >= 0) or "no ships out"
        lines.append(f"seat {s} ({SEAT_MARK[s]}): {sum(points(state, s).values())} VP; {hand}; {state.gold[s]} gold; "
                     f"{ships}")
    lines.append("bank: " + ", ".join(f"{n} {name}" for name, n in zip(RESOURCES, state.bank)))
    return "\n".join(lines + table_lines(GOODS, state))
