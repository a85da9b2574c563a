"""What players read: the ASCII board (terminal), log lines per reader (describe, events)."""
from __future__ import annotations

from collections import Counter

from ...engine.english import with_article
from ...geometry import hex_vertices
from . import trades, words
from .board import CELLS, GRAPH
from .components import RESOURCES
from .rules import public_points
from .state import NOBODY, State
from .steps import MoveRobber, Roll, Steal

SHORT = {"forest": "for", "hills": "hil", "pasture": "pas", "fields": "fie", "mountains": "mou", "desert": "des"}
SEAT_MARK = "abcd"  # settlement: a, city: A, road: a


def board_text(state: State, marks: dict | None = None) -> str:
    """The board drawn with characters: hexes with terrain and number (R = robber), intersections as '.', or the
    owner's letter (lower case a settlement, upper case a city), paths as / \\ | or the owner's letter, each harbor
    ("3:1", "2:1 ore") in the sea beside its side; `marks` (vertex or edge -> text) puts option numbers where they
    act."""
    marks = marks or {}
    width, height = 88, 38
    grid = [[" "] * width for _ in range(height)]

    def put(x: int, y: int, text: str) -> None:
        for i, ch in enumerate(text):
            if 0 <= y < height and 0 <= x + i < width:
                grid[y][x + i] = ch

    def centre(cell) -> tuple[int, int]:
        q, r = cell
        return 40 + 12 * q + 6 * r, 7 + 6 * (r + 2)

    corners = ((0, -4), (6, -2), (6, 2), (0, 4), (-6, 2), (-6, -2))
    for cell in CELLS:
        x, y = centre(cell)
        c = GRAPH.cell_index[cell]
        for side in range(6):
            e = GRAPH.cell_edges[c][side]
            (x1, y1), (x2, y2) = corners[side], corners[(side + 1) % 6]
            mx, my = x + (x1 + x2) // 2, y + (y1 + y2) // 2
            who = state.roads[e]
            glyph = "|" if x1 == x2 else ("\\" if (y2 - y1) * (x2 - x1) > 0 else "/")
            put(mx, my, SEAT_MARK[who] if who != NOBODY else marks.get(("edge", e), glyph))
        terrain, number = state.board.terrains[c], state.board.numbers[c]
        put(x - 1, y - 1, SHORT[terrain])
        put(x - 1, y + 1, ("R " if c == state.robber else "  ") + (str(number) if number else ""))
        if c == state.robber and not number:
            put(x - 1, y + 1, "R")
        for corner, vertex in enumerate(hex_vertices(cell)):
            v = GRAPH.vertex_index[vertex]
            dx, dy = corners[corner]
            who = state.owner[v]
            text = (SEAT_MARK[who].upper() if state.level[v] == 2 else SEAT_MARK[who]) if who != NOBODY \
                else marks.get(("vertex", v), ".")
            put(x + dx, y + dy, text)
    for edge, kind in state.board.harbors:  # in the sea beside its coastal side, whose two corners trade at it
        c = GRAPH.edge_cells[edge][0]
        side = GRAPH.cell_edges[c].index(edge)
        (x1, y1), (x2, y2) = corners[side], corners[(side + 1) % 6]
        x, y = centre(GRAPH.ordered_cells[c])
        label = harbor_label(kind)
        put(x + (x1 + x2) * 5 // 6 - len(label) // 2, y + (y1 + y2) * 5 // 6, label)
    lines = ["".join(row).rstrip() for row in grid]
    return "\n".join(line for line in lines if line)


def harbor_label(kind: str) -> str:
    """"3:1" for a generic harbor, "2:1 ore" for a special one (the rates of rules.rates)."""
    return "3:1" if kind == "any" else f"2:1 {kind}"


def summary(state: State, seat: int | None) -> str:
    lines = []
    for s in range(state.seats):
        points = sum(public_points(state, s).values())
        hand = (" ".join(f"{n} {name}" for name, n in zip(RESOURCES, state.hands[s]) if n) or "no cards") \
            if s == seat else f"{sum(state.hands[s])} cards"
        dev = f"{len(state.cards[s]) + len(state.fresh[s])} development"
        if s == seat and (state.cards[s] or state.fresh[s]):
            dev = ", ".join(sorted(state.cards[s] + state.fresh[s]))
        awards = [name for name, holder in (("longest road", state.longest), ("largest army", state.army))
                  if holder == s]
        lines.append(f"seat {s} ({SEAT_MARK[s]}): {points} VP; {hand}; {dev}; knights {state.played[s].count('knight')}"
                     f"; road {state.road_length[s]}" + (f"; {', '.join(awards)}" if awards else ""))
    lines.append("bank: " + ", ".join(f"{n} {name}" for name, n in zip(RESOURCES, state.bank))
                 + f"; {len(state.deck)} development cards")
    board = words.places(tuple(CELLS), tuple(state.board.terrains), tuple(state.board.numbers))
    lines.append("harbors (a settlement or city at either corner of the side trades at the rate): " + "; ".join(
        f"{harbor_label(kind)} at {board.edge(GRAPH.edge_text[edge])}" for edge, kind in state.board.harbors))
    return "\n".join(lines + trades.table_lines(trades.RESOURCE_GOODS, state))


def roll_event(before, after, roll_step) -> list[str]:
    """The roll just made, if the action was one: the roller's roll step is gone from its stack in the same turn with
    the game going on (a knight played before rolling leaves it below the robber; a claimed win clears the stack).
    Never a comparison of the dice, which misses a roll equal to the last one and credits it at a turn change."""
    seat = before.active
    if not isinstance(before.flow.top(seat), roll_step) or after.turns != before.turns \
            or after.winner != before.winner or any(isinstance(step, roll_step) for step in after.flow.stacks[seat]):
        return []
    a, b = after.last_roll
    return [f"seat {seat} rolls {a}+{b} = {a + b}"]


def describe(state: State, seat: int, action, reader: int | None) -> str:
    """The action as `reader` may know it: a discard names its card to everyone (it goes to the open bank); places
    are named by the hexes around them (words.py)."""
    trade = trades.describe(trades.RESOURCE_GOODS, state, seat, action)
    if trade:
        return trade
    board = words.places(tuple(CELLS), tuple(state.board.terrains), tuple(state.board.numbers))
    return f"seat {seat}: " + words.log_text(board, action)


def events(before: State, after: State, reader: int | None) -> list[str]:
    lines = []
    lines += roll_event(before, after, Roll)
    robbing = isinstance(before.flow.top(before.active), (MoveRobber, Steal))
    changes = [[a - b for a, b in zip(after.hands[s], before.hands[s])] for s in range(after.seats)]
    if robbing and any(any(change) for change in changes):
        victim = next(s for s, change in enumerate(changes) if sum(change) < 0)
        if reader in (after.active, victim):
            name = RESOURCES[next(r for r, n in enumerate(changes[after.active]) if n > 0)]
            lines.append(f"seat {after.active} steals {with_article(name)} from seat {victim}")
        else:
            lines.append(f"seat {after.active} steals a card from seat {victim}")
    else:  # every other move of cards is open: production, building, trades, discards, monopoly
        for s, change in enumerate(changes):
            if any(change):
                lines.append(f"seat {s}: " + ", ".join(f"{'+' if n > 0 else ''}{n} {name}"
                                                       for name, n in zip(RESOURCES, change) if n))
    for s in range(after.seats):
        if len(after.fresh[s]) > len(before.fresh[s]):
            drawn = (Counter(after.fresh[s]) - Counter(before.fresh[s])).most_common(1)[0][0]
            lines.append(f"seat {s} draws {with_article(drawn) if reader == s else 'a development card'}")
    if after.longest != before.longest:
        lines.append("longest road: " + (f"seat {after.longest}" if after.longest != NOBODY else "nobody"))
    if after.army != before.army:
        lines.append(f"largest army: seat {after.army}")
    if after.turns != before.turns:
        lines.append(f"turn {after.turns}: seat {after.active}")
    return lines
