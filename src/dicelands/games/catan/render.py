"""What players read: the ASCII board (terminal), log lines per reader (describe, events)."""
from __future__ import annotations

from collections import Counter

from ...engine.english import with_article
from . import trades, words
from .words import with_names
from .ascii_map import SHORT, AsciiMap, fitted, narrow_screen, wrap
from .board import CELLS, GRAPH
from .components import RESOURCES
from .rules import public_points
from .state import NOBODY, State
from .steps import MoveRobber, Roll, Steal

SEAT_MARK = "abcd"  # settlement: a, city: A, road: a


def board_text(state: State, marks: dict | None = None) -> str:
    """The board drawn with characters (ascii_map.py): hexes with terrain and number (R = robber), intersections as
    '.', or the owner's letter (lower case a settlement, upper case a city), paths as / \\ | or the owner's letter,
    each harbor ("3:1", "2:1 ore") in the sea beside its side; `marks` (vertex or edge -> text) puts option numbers
    where they act."""
    marks = marks or {}
    drawing = AsciiMap(CELLS, margin=(12, 2))
    for c, cell in enumerate(CELLS):
        for side in range(6):
            e = GRAPH.cell_edges[c][side]
            who = state.roads[e]
            drawing.side(cell, side, SEAT_MARK[who] if who != NOBODY else marks.get(("edge", e)))
        number = state.board.numbers[c]
        drawing.label(cell, SHORT[state.board.terrains[c]], str(number) if number else "",
                      c == state.robber)
    for c, cell in enumerate(CELLS):  # corners last: a building or a number stands over a side's glyph
        for vertex, x, y in drawing.corners(cell):
            v = GRAPH.vertex_index[vertex]
            who = state.owner[v]
            drawing.corner(x, y, (SEAT_MARK[who].upper() if state.level[v] == 2 else SEAT_MARK[who]) if who != NOBODY
                        else marks.get(("vertex", v), "."))
    for edge, kind in state.board.harbors:  # in the sea beside its coastal side, whose two corners trade at it
        c = GRAPH.edge_cells[edge][0]
        drawing.beyond(GRAPH.ordered_cells[c], GRAPH.cell_edges[c].index(edge), harbor_label(kind))
    return drawing.text()


def legend(state: State) -> str:
    seats = ", ".join(f"{SEAT_MARK[s]} seat {s}" for s in range(state.seats))
    return (f"map: {seats}; a settlement a, a city A, a road a on a path; R the robber; harbors stand in the sea "
            "beside their side; a number on a corner or a path: the option of that number")


def short_legend(state: State) -> list[str]:
    """The legend's parts for a narrow screen, most needed first."""
    return [", ".join(f"{SEAT_MARK[s]} seat {s}" for s in range(state.seats)), "A a city", "R robber",
            "a number: the option"]


def brief_summary(state: State, seat: int | None) -> list[str]:
    """The summary for a narrow screen, most needed first: your hand, the trade on the table, the others, the bank."""
    mine, others = [], []
    for s in range(state.seats):
        points = sum(public_points(state, s).values())
        awards = [name for name, holder in (("longest road", state.longest), ("largest army", state.army))
                  if holder == s]
        extra = "".join(f"; {award}" for award in awards)
        if s == seat:
            hand = " ".join(f"{n} {name}" for name, n in zip(RESOURCES, state.hands[s]) if n) or "no cards"
            dev = ", ".join(sorted(state.cards[s] + state.fresh[s])) or "no development"
            mine.append(f"seat {s} ({SEAT_MARK[s]}): {points} VP; {hand}; {dev}; knights "
                        f"{state.played[s].count('knight')}{extra}")
        else:
            cards = len(state.cards[s]) + len(state.fresh[s])
            knights = state.played[s].count("knight")
            others.append(f"seat {s} {points} VP {sum(state.hands[s])} cards" + (f" {cards} dev" if cards else "")
                          + (f" {knights} knights" if knights else "") + extra)
    bank = "bank: " + " ".join(f"{n} {name}" for name, n in zip(RESOURCES, state.bank)) + f"; {len(state.deck)} dev"
    return mine + trades.table_lines(trades.RESOURCE_GOODS, state) + ["; ".join(others), bank]


def harbor_label(kind: str) -> str:
    """"3:1" for a generic harbor, "2:1 ore" for a special one (the rates of rules.rates)."""
    return "3:1" if kind == "any" else f"2:1 {kind}"


def screen(state: State, seat: int | None, marks: dict, width: int, names=None) -> str:
    """The map, its legend and the table's summary, seats named before the lines are wrapped to `width` (less
    one column: the terminal turns "you has" into "you have")."""
    if width < 100:
        return narrow_screen(fitted(board_text(state, marks), width), [with_names(part, names) for part in short_legend(state)],
                             [with_names(line, names) for line in brief_summary(state, seat)], width)
    lines = [fitted(board_text(state, marks), width), wrap(with_names(legend(state), names), width - 1)]
    lines += [wrap(with_names(line, names), width - 1) for line in summary(state, seat).splitlines()]
    return "\n".join(lines)


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
