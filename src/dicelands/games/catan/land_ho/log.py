"""The log lines of Land Ho!, the same for every reader (its actions show nothing hidden): each action in words
(`describe`) and what followed on its own (`events`: the roll, hexes discovered, moves of cards and gold, the win,
turns)."""
from __future__ import annotations

from ..components import RESOURCES
from ..log import describe_trade, roll_event
from ..words import log_text, places
from .board import CELLS
from .rules import points
from .state import NOBODY, State
from .steps import Roll, Steer
from .trades import GOODS


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
