"""What the actions of a Land Ho! turn do to the state: trades, builds, and a ship's moves, cargo and founding
(steps.py decides what comes next; rules.py says what is allowed)."""
from __future__ import annotations

from ..components import RESOURCE_INDEX
from . import actions as A
from .board import COSTS, EDGE_ENDS, RULES, START
from ..rules import pay
from .rules import discover, discovers, gain_gold
from .state import HARBOR, SETTLEMENT, State


def empty_basins(state: State, colour: int) -> list[int]:
    return [v for v, who in enumerate(state.owner)
            if who == colour and state.level[v] == HARBOR and not state.basins[v]]


def bank_trade(state: State, seat: int, give: int, get: str) -> None:
    """3 cards of one resource for 1 of another, or for 1 gold (seed: Trading at a 3:1 Rate)."""
    state.hands[seat][give] -= RULES.bank_rate
    state.bank[give] += RULES.bank_rate
    if get == "gold":
        gain_gold(state, seat, 1)
    else:
        state.bank[RESOURCE_INDEX[get]] -= 1
        state.hands[seat][RESOURCE_INDEX[get]] += 1


def buy_with_gold(state: State, seat: int, r: int) -> None:
    """2 gold for 1 resource of choice, twice a turn (seed: Spending Gold to Get Resources)."""
    gain_gold(state, seat, -RULES.gold_per_resource)
    state.gold_buys += 1
    state.bank[r] -= 1
    state.hands[seat][r] += 1


def build(state: State, seat: int, action) -> None:
    kind = action.kind
    if kind == "road":
        pay(state, seat, COSTS["road"])
        state.roads[A.AT_EDGE[action]] = seat
    elif kind == "settle":
        pay(state, seat, COSTS["settlement"])
        state.owner[A.AT_VERTEX[action]], state.level[A.AT_VERTEX[action]] = seat, SETTLEMENT
    elif kind == "harbor":
        pay(state, seat, COSTS["harbor"])
        state.level[A.AT_VERTEX[action]] = HARBOR
    elif kind == "ship":
        pay(state, seat, COSTS["ship"])
        state.ships[seat][state.ships[seat].index(-1)] = A.AT_EDGE[action]
    elif kind == "settler-at":
        pay(state, seat, COSTS["settler"])
        state.basins[A.AT_VERTEX[action]] = 1
    else:  # settler-on
        pay(state, seat, COSTS["settler"])
        state.holds[seat][action["ship"] - 1] = 1


def take_off(state: State, seat: int, slot: int) -> None:
    """All ships on the board: one comes off (what it carries goes back to the supply) to be built anew."""
    state.ships[seat][slot] = -1
    state.holds[seat][slot] = 0


def sail(state: State, seat: int, slot: int, edge: int) -> list[str]:
    """1 movement point to the next path; an end at an undiscovered hex's corner discovers it (the ship stops)."""
    state.ships[seat][slot] = edge
    return [discover(state, seat, cell) for cell in discovers(state, edge)]


def pay_wool(state: State, seat: int) -> None:
    r = RESOURCE_INDEX["wool"]
    state.hands[seat][r] -= 1
    state.bank[r] += 1


def cargo(state: State, seat: int, slot: int, kind: str) -> None:
    """Load a settler from the harbor at an end of the ship's path, unload it there, or put it back in the supply."""
    ends = [v for v in _ends(state, seat, slot) if state.owner[v] == seat and state.level[v] == HARBOR]
    if kind == "load":
        state.basins[next(v for v in ends if state.basins[v])] = 0
        state.holds[seat][slot] = 1
    elif kind == "unload":
        state.basins[next(v for v in ends if not state.basins[v])] = 1
        state.holds[seat][slot] = 0
    else:
        state.holds[seat][slot] = 0


def found(state: State, seat: int, slot: int, vertex: int) -> None:
    """The settler ship and its settler go back to the supply; a settlement stands at the corner, free."""
    state.ships[seat][slot] = -1
    state.holds[seat][slot] = 0
    state.owner[vertex], state.level[vertex] = seat, SETTLEMENT


def _ends(state: State, seat: int, slot: int):
    return EDGE_ENDS[state.ships[seat][slot]]


def place_start(state: State, colour: int, playing: bool) -> None:
    """The printed starting pieces: harbor settlement, settlement and road; a playing colour's settler ship too
    (2 players: the other colours are obstacles without their ships; seed: Setting Up)."""
    start = START[colour]
    state.owner[start["settlement"]], state.level[start["settlement"]] = colour, SETTLEMENT
    state.owner[start["harbor"]], state.level[start["harbor"]] = colour, HARBOR
    state.roads[start["road"]] = colour
    if playing:
        state.ships[colour][0] = start["ship"]
        state.holds[colour][0] = 1
