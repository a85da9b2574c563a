"""The board as players see it in a terminal: the ASCII map, its legend and the table's summary (log lines:
log.py)."""
from __future__ import annotations

from . import words
from .words import with_names
from .ascii_map import SHORT, AsciiMap, fitted, narrow_screen, wrap
from .board import CELLS, GRAPH
from .components import RESOURCES
from .rules import public_points
from .state import NOBODY, State
from .trades import RESOURCE_GOODS, AwaitAnswers, Compose, ConfirmTrade, Goods, Respond, bundle_text

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
    return mine + table_lines(RESOURCE_GOODS, state) + ["; ".join(others), bank]


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
    return "\n".join(lines + table_lines(RESOURCE_GOODS, state))


def table_lines(goods: Goods, state) -> list[str]:
    """The trade in progress as the table sees it: the draft being composed, or the offer and each answer."""
    seat = state.active
    step = state.flow.top(seat) if 0 <= seat < state.seats else None
    kinds = goods.kinds
    if isinstance(step, Compose):
        return [f"trade being composed by seat {seat}: gives {bundle_text(kinds, step.give)}, asks "
                f"{bundle_text(kinds, step.ask)}"]
    if not isinstance(step, (AwaitAnswers, ConfirmTrade)):
        return []
    answers = []
    for other in range(state.seats):
        if other != seat:
            waiting = isinstance(state.flow.top(other), Respond)
            answers.append(f"seat {other} " + ("accepts" if other in step.accepted else
                                               "has not answered" if waiting else "declines"))
    return [f"offer on the table: seat {seat} gives {bundle_text(kinds, step.give)} for "
            f"{bundle_text(kinds, step.ask)}; " + ", ".join(answers)]
