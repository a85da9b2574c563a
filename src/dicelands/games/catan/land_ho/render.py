"""What players read: the ASCII board (terminal), the log lines (describe is the notation; events here), and why an
action is refused, in the rule's words."""
from __future__ import annotations

from ....engine.errors import NotationError
from ....geometry import hex_vertices
from ..components import RESOURCE_INDEX, RESOURCES
from ..render import SHORT, roll_event
from .board import CELL_AREA, CELLS, COSTS, EDGE_ENDS, GRAPH, NEIGHBOURS, RULES
from ..rules import can_pay
from .rules import (discovers, is_sea_route, may_end, near_unexplored, pieces_left, points, road_spots,
                    settlement_spots)
from .state import HARBOR, NOBODY, State
from .steps import Roll, Steer, TradeBuild
from .trades import GOODS
from ..words import log_text, places
from ..explain import site_taken
from ..trades import describe as describe_trade, table_lines, why_refused

SEAT_MARK = "abcd"  # settlement a, harbor settlement A, road a, ship A on a path
CORNERS = ((0, -4), (6, -2), (6, 2), (0, 4), (-6, 2), (-6, -2))


def option_marks(legal) -> dict:
    marks = {}
    for number, action in enumerate(legal or (), start=1):
        if "vertex" in action.fields:
            marks[("vertex", GRAPH.vertex(action["vertex"]))] = str(number)
        elif "edge" in action.fields:
            marks[("edge", GRAPH.edge(action["edge"]))] = str(number)
    return marks


def board_text(state: State, marks: dict | None = None) -> str:
    """Hexes with terrain and number (~~ sea, ?N / ?S face down in the north / south area); intersections '.', or
    the colour's letter (upper case: a harbor settlement, '*' after it: a settler in its basin); paths / \\ | or a
    road's letter, a ship's upper-case letter; `marks` puts option numbers where they act."""
    marks = marks or {}
    width, height = 112, 46
    grid = [[" "] * width for _ in range(height)]

    def put(x: int, y: int, text: str) -> None:
        for i, ch in enumerate(text):
            if 0 <= y < height and 0 <= x + i < width:
                grid[y][x + i] = ch

    ship_at = {e: SEAT_MARK[colour].upper() for colour, slots in enumerate(state.ships) for e in slots if e >= 0}
    for c, cell in enumerate(CELLS):
        q, r = cell
        x, y = 26 + 12 * q + 6 * r, 5 + 6 * r
        for side in range(6):
            e = GRAPH.cell_edges[c][side]
            (x1, y1), (x2, y2) = CORNERS[side], CORNERS[(side + 1) % 6]
            glyph = "|" if x1 == x2 else ("\\" if (y2 - y1) * (x2 - x1) > 0 else "/")
            who = state.roads[e]
            text = ship_at.get(e) or (SEAT_MARK[who] if who != NOBODY else marks.get(("edge", e), glyph))
            put(x + (x1 + x2) // 2, y + (y1 + y2) // 2, text)
        terrain = state.terrains[c]
        if terrain == "":
            put(x - 1, y, "?" + CELL_AREA[c][0].upper())
        elif terrain == "sea":
            put(x - 1, y, "~~")
        else:
            put(x - 1, y - 1, SHORT[terrain])
            put(x, y + 1, str(state.numbers[c]))
        for corner, vertex in enumerate(hex_vertices(cell)):
            v = GRAPH.vertex_index[vertex]
            dx, dy = CORNERS[corner]
            who = state.owner[v]
            if who == NOBODY:
                text = marks.get(("vertex", v), ".")
            else:
                text = SEAT_MARK[who].upper() if state.level[v] == HARBOR else SEAT_MARK[who]
                text += "*" if state.basins[v] else ""
            put(x + dx, y + dy, text)
    lines = ["".join(row).rstrip() for row in grid]
    return "\n".join(line for line in lines if line)


def summary(state: State, seat: int | None) -> str:
    lines = []
    for s in range(state.seats):
        hand = (" ".join(f"{n} {name}" for name, n in zip(RESOURCES, state.hands[s]) if n) or "no cards") \
            if s == seat else f"{sum(state.hands[s])} cards"
        ships = ", ".join(f"ship {n + 1} at {GRAPH.edge_text[e]}" + (" with a settler" if state.holds[s][n] else "")
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


EDGE_WORDS = ("road", "ship", "to")


def canonical(text: str) -> str:
    """The notation with its intersection or path written the one canonical way (`settle (0,0).S`, `to (2,0).SE`
    are read too); text that does not parse is returned as it is, for the usual refusal."""
    text = " ".join(text.split())
    for words in ("settler at", "settle", "harbor", "found", "road", "ship", "to"):
        if text.startswith(words + " "):
            rest = text[len(words) + 1:]
            try:
                if words in EDGE_WORDS:
                    return f"{words} {GRAPH.edge_text[GRAPH.edge(rest)]}"
                return f"{words} {GRAPH.vertex_text[GRAPH.vertex(rest)]}"
            except NotationError:
                return text
    return text


def _cost(cost: tuple) -> str:
    return " + ".join(f"{n} {name}" for name, n in zip(RESOURCES, cost) if n)


def why_illegal(state: State, seat: int, text: str) -> str | None:
    """The rule an action breaks (None: the engine's default message)."""
    refused = why_refused(GOODS, state, seat, text)
    if refused:
        return refused
    step = state.flow.top(seat)
    word, _, rest = text.partition(" ")
    try:
        if word == "to" and isinstance(step, Steer):
            return _sail(state, seat, step, GRAPH.edge(rest))
        if word == "stop" and isinstance(step, Steer):
            if not may_end(state, state.ships[seat][step.ship], state.ships[seat][step.ship]):
                return "a ship may pass a sea route holding 2 ships but not end its movement there"
        if word in ("settle", "found") and isinstance(step, (TradeBuild, Steer)):
            return _settle(state, seat, GRAPH.vertex(rest), word)
        if word == "road" and isinstance(step, TradeBuild):
            e = GRAPH.edge(rest)
            if any(state.terrains[c] == "" for c in GRAPH.edge_cells[e]):
                return "no road may be built beside an undiscovered hex (only ships discover)"
            if e not in road_spots(state, seat):
                return f"a road must join one of your roads or buildings on land; {rest} does not"
        if word == "bank" and isinstance(step, TradeBuild):
            return _bank(state, seat, rest)
    except NotationError as exc:
        return str(exc)
    return None


def _sail(state: State, seat: int, step, edge: int) -> str | None:
    here = state.ships[seat][step.ship]
    if step.stopped or step.points <= 0:
        return "the ship has no movement points left (a discovery ends its movement)"
    if edge not in {f for v in EDGE_ENDS[here] for f in GRAPH.vertex_edges[v]} or edge == here:
        return "a ship moves 1 sea route at a time, to a route sharing an end with its own"
    if not is_sea_route(state, edge):
        return f"{GRAPH.edge_text[edge]} is not a sea route (it borders no sea or frame, or an undiscovered hex)"
    if not may_end(state, edge, here):
        if discovers(state, edge):
            return "the ship would stop there (a discovery) on a sea route already holding 2 ships"
        return ("a ship may pass a sea route holding 2 ships but must end its movement on one with room; with the "
                "points left (and a wool it may still buy) it could not")
    return None


def _settle(state: State, seat: int, vertex: int, word: str) -> str | None:
    text = GRAPH.vertex_text[vertex]
    reason = site_taken(GRAPH, NEIGHBOURS, state.owner, vertex)
    if reason:
        return reason
    if near_unexplored(state, vertex):
        return f"no settlement may stand at a corner of an undiscovered hex ({text})"
    if word == "found":
        return None
    if vertex not in settlement_spots(state, seat):
        return f"a settlement must touch one of your roads (or come by settler ship), and {text} does not"
    if not pieces_left(state, seat, "settlement"):
        return "you have no settlement left in your supply"
    return None if can_pay(state.hands[seat], COSTS["settlement"]) else \
        f"a settlement costs {_cost(COSTS['settlement'])}"


def _bank(state: State, seat: int, rest: str) -> str | None:
    parts = rest.split()
    if len(parts) != 4 or parts[0] != "3" or parts[2] != "for" or parts[1] not in RESOURCE_INDEX \
            or parts[3] not in (*RESOURCE_INDEX, "gold"):
        return "a bank trade is 3:1 here, written 'bank 3 GIVE for GET' (GET: a resource or gold)"
    if parts[1] == parts[3]:
        return "a bank trade gives one resource for another"
    if parts[3] != "gold" and not state.bank[RESOURCE_INDEX[parts[3]]]:
        return f"the bank has no {parts[3]} left to pay (the bank pays only what it holds)"
    if state.hands[seat][RESOURCE_INDEX[parts[1]]] < RULES["bank_rate"]:
        return f"you hold {state.hands[seat][RESOURCE_INDEX[parts[1]]]} {parts[1]}, the trade needs 3"
    return None


