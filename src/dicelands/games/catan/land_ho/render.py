"""What players read: the terminal's map (ascii_map.py) with its legend and summary, and the log lines (describe,
events). Why an action is refused: explain.py."""
from __future__ import annotations

from ..ascii_map import SHORT, AsciiMap, fitted, narrow_screen, wrap
from ..components import RESOURCES
from ..render import roll_event
from ..trades import describe as describe_trade, table_lines
from ..words import log_text, places, with_names
from .board import CELL_AREA, CELLS, GRAPH
from .rules import points
from .state import HARBOR, NOBODY, State
from .steps import Roll, Steer
from .trades import GOODS

SEAT_MARK = "abcd"  # settlement a, harbor settlement A, road a, ship 1 of colour a: A1


def option_marks(legal) -> dict:
    marks = {}
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
    marks = {}
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


WORDS = {"road": "builds a road at {edge}", "settle": "builds a settlement at {vertex}",
         "harbor": "upgrades the settlement at {vertex} to a harbor settlement", "ship": "builds a ship at {edge}",
         "settler-at": "builds a settler in the basin at {vertex}", "settler-on": "builds a settler on ship {ship}",
         "recycle": "takes ship {ship} off the board to build it anew", "steer": "steers ship {ship}",
         "buy": "pays 2 gold for 1 {resource}", "sail": "moves to the movement phase", "end": "ends the turn"}
SHIP_WORDS = {"to": "sails ship {n} to {edge}", "wool": "pays a wool: ship {n} gains 2 movement points",
              "load": "loads a settler onto ship {n}", "unload": "unloads the settler of ship {n} into the basin",
              "dump": "returns the settler of ship {n} to the supply", "stop": "ends the movement of ship {n}",
              "found": "founds a settlement at {vertex} from ship {n} (ship and settler return to the supply)"}


def describe(state: State, seat: int, action) -> str:
    """The action in words, the same for every reader (Land Ho! actions show nothing hidden); places are named by
    the hexes around them (catan/words.py)."""
    trade = describe_trade(GOODS, state, seat, action)
    if trade:
        return trade
    step = state.flow.top(seat)
    board = places(tuple(CELLS), tuple(state.terrains), tuple(state.numbers))
    fields = dict(action.fields)
    fields.update({"vertex": board.vertex(fields["vertex"])} if "vertex" in fields else {})
    fields.update({"edge": board.edge(fields["edge"])} if "edge" in fields else {})
    if isinstance(step, Steer) and action.kind in SHIP_WORDS:
        return f"seat {seat} " + SHIP_WORDS[action.kind].format(n=step.ship + 1, **fields)
    if action.kind in WORDS:
        return f"seat {seat} " + WORDS[action.kind].format(**fields)
    return f"seat {seat}: " + log_text(board, action)


def events(before: State, after: State) -> list[str]:
    """Every move of cards and gold is open (spec G-25), and so is every hex turned over."""
    lines = roll_event(before, after, Roll)
    for c, (old, new) in enumerate(zip(before.terrains, after.terrains)):
        if old != new:
            number = f" {after.numbers[c]}" if after.numbers[c] else ""
            board = places(tuple(CELLS), tuple(before.terrains), tuple(before.numbers))
            lines.append(f"seat {after.active} discovers {board.name(CELLS[c])}: {new}{number}")
    for s in range(after.seats):
        change = [a - b for a, b in zip(after.hands[s], before.hands[s])]
        gold = after.gold[s] - before.gold[s]
        parts = [f"{'+' if n > 0 else ''}{n} {name}" for name, n in zip(RESOURCES, change) if n]
        parts += [f"{'+' if gold > 0 else ''}{gold} gold"] if gold else []
        if parts:
            lines.append(f"seat {s}: " + ", ".join(parts))
    if after.winner != NOBODY and before.winner == NOBODY:
        lines.append(f"seat {after.winner} reaches {sum(points(after, after.winner).values())} points and wins")
    if after.turns != before.turns:
        lines.append(f"turn {after.turns}: seat {after.active}")
    return lines
