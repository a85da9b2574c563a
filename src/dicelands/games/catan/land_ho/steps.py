"""The decisions of Land Ho! as typed steps (engine.flow), in the turn's three phases (seed: The Different Phases of
a Turn): the roll (a 7: base Catan's discards, no robber), trade and build, then movement: one ship at a time
(`Steer`), each step of it a small decision. Base Catan's `Discard` and `WaitForDiscards` steps are used as they are."""
from __future__ import annotations

from dataclasses import dataclass

from ....engine.actions import Action
from ....engine.flow import Step, StepRegistry
from ..components import RESOURCE_INDEX
from ..rules import can_pay, discard_count
from ..steps import Discard, WaitForDiscards, parse_dice
from . import actions as A
from . import operations as op
from . import trades
from .board import COSTS, EDGE_ENDS, RULES, VERTEX_CELLS, VICTORY_POINTS
from .rules import (at_own_harbor, harbor_spots, is_land, may_end, move_targets, pieces_left, produce,
                    road_spots, settlement_spots, settlers_left, ship_spots, site_ok, total)
from .state import NOBODY, State

STEPS = StepRegistry("catan-land-ho")
STEPS.register(Discard, WaitForDiscards, *trades.base.STEP_CLASSES)  # base Catan's, used as they are
WOOL = RESOURCE_INDEX["wool"]


@dataclass(frozen=True)
class Roll(Step):
    def prompt(self, game, state: State, seat: int):
        return "roll the production dice"

    def options(self, game, state: State, seat: int):
        return [A.ROLL]

    def apply(self, game, state: State, seat: int, action: Action):
        dice = state.rng.forced_or("roll", lambda: (state.rng.die(6), state.rng.die(6)), parse_dice)
        state.last_roll = dice
        state.flow = state.flow.replace(seat, TradeBuild())
        if sum(dice) != 7:
            produce(state, sum(dice))
            return
        for other in range(state.seats):  # a 7: more than 7 cards -> discard half; no robber (seed: no robber piece)
            if discard_count(state.hands[other]):
                state.flow = state.flow.push(other, Discard(discard_count(state.hands[other])))


@dataclass(frozen=True)
class TradeBuild(Step):
    def prompt(self, game, state: State, seat: int):
        return "trade and build, then sail your ships or end your turn"

    def options(self, game, state: State, seat: int):
        hand, bank = state.hands[seat], state.bank
        options = [A.END]
        if trades.base.may_offer(game, state, seat):
            options.append(A.OFFER)
        if any(e >= 0 for e in state.ships[seat]):
            options.append(A.SAIL)
        for give in range(5):
            if hand[give] >= RULES.bank_rate:
                options += [A.BANK[(give, get)] for get in range(5) if get != give and bank[get]]
                options.append(A.BANK_GOLD[give])
        if state.gold[seat] >= RULES.gold_per_resource and state.gold_buys < RULES.gold_buys_per_turn:
            options += [A.BUY[r] for r in range(5) if bank[r]]
        if can_pay(hand, COSTS["road"]) and pieces_left(state, seat, "road"):
            options += [A.ROAD[e] for e in road_spots(state, seat)]
        if can_pay(hand, COSTS["settlement"]) and pieces_left(state, seat, "settlement"):
            options += [A.SETTLE[v] for v in settlement_spots(state, seat)]
        if can_pay(hand, COSTS["harbor"]) and pieces_left(state, seat, "harbor"):
            options += [A.HARBOR[v] for v in harbor_spots(state, seat)]
        if can_pay(hand, COSTS["ship"]):
            if pieces_left(state, seat, "ship"):
                options += [A.SHIP[e] for e in ship_spots(state, seat)]
            else:
                options += [A.RECYCLE[n] for n in range(A.SHIPS) if ship_spots(state, seat, ignore_slot=n)]
        if can_pay(hand, COSTS["settler"]) and settlers_left(state, seat):
            options += [A.SETTLER_AT[v] for v in op.empty_basins(state, seat)]
            options += [A.SETTLER_ON[n] for n, e in enumerate(state.ships[seat])
                        if e >= 0 and not state.holds[seat][n] and at_own_harbor(state, seat, e)]
        return options

    def apply(self, game, state: State, seat: int, action: Action):
        kind = action.kind
        if kind == "end":
            end_turn(state, seat)
        elif kind == "sail":
            state.flow = state.flow.replace(seat, Movement())
        elif kind == "bank":
            op.bank_trade(state, seat, RESOURCE_INDEX[action["give"]], action["get"])
        elif kind == "buy":
            op.buy_with_gold(state, seat, RESOURCE_INDEX[action["resource"]])
        elif kind == "offer":
            trades.base.begin(game, state, seat)
        elif kind == "recycle":
            op.take_off(state, seat, action["ship"] - 1)
            state.flow = state.flow.push(seat, PlaceShip())
        else:
            op.build(state, seat, action)


@dataclass(frozen=True)
class PlaceShip(Step):
    """A ship taken off the board is built anew at one of the seat's harbor settlements (seed: Constructing Ships)."""

    def prompt(self, game, state: State, seat: int):
        return "build the ship at one of your harbor settlements"

    def options(self, game, state: State, seat: int):
        return [A.SHIP[e] for e in ship_spots(state, seat)]

    def apply(self, game, state: State, seat: int, action: Action):
        op.build(state, seat, action)
        state.flow = state.flow.pop(seat)


@dataclass(frozen=True)
class Movement(Step):
    def prompt(self, game, state: State, seat: int):
        return "choose a ship to move, or end your turn"

    def options(self, game, state: State, seat: int):
        return [A.STEER[n] for n, e in enumerate(state.ships[seat]) if e >= 0 and n not in state.finished] + [A.END]

    def apply(self, game, state: State, seat: int, action: Action):
        if action.kind == "end":
            end_turn(state, seat)
        else:
            state.flow = state.flow.push(seat, Steer(action["ship"] - 1, RULES.movement_points))


@dataclass(frozen=True, init=False)
class Steer(Step):
    """One ship's movement: 1 point per path, +2 for a wool once; loading, unloading and founding cost nothing;
    a discovery stops it (`stopped`), though it may still load, unload or found (spec G-10)."""
    ship: int
    points: int
    wool: bool = False
    stopped: bool = False

    def __init__(self, ship: int, points: int, wool: bool = False, stopped: bool = False) -> None:
        # written out (`init=False`): compiled, the dataclasses module's `__init__` runs as Python (engine/flow.py)
        object.__setattr__(self, "ship", ship)
        object.__setattr__(self, "points", points)
        object.__setattr__(self, "wool", wool)
        object.__setattr__(self, "stopped", stopped)

    def prompt(self, game, state: State, seat: int):
        if self.stopped:
            return f"ship {self.ship + 1} discovered land or sea and stops: load, unload, found, or stop"
        return f"move ship {self.ship + 1} ({self.points} movement point{'s' if self.points != 1 else ''} left)"

    def options(self, game, state: State, seat: int):
        edge = state.ships[seat][self.ship]
        options = []
        if not self.stopped:
            may_buy = not self.wool and state.hands[seat][WOOL]
            if not self.points and may_buy and not may_end(state, edge, edge):
                return [A.WOOL]  # on a full route with its last point, counting on its wool: it buys it now
            options += [A.TO[f] for f in move_targets(state, edge, self.points, edge,
                                                      RULES.wool_bonus if may_buy else 0)]
            if may_buy:
                options.append(A.WOOL)
        loaded = state.holds[seat][self.ship]
        harbors = at_own_harbor(state, seat, edge)
        if not loaded and any(state.basins[v] for v in harbors):
            options.append(A.LOAD)
        if loaded:
            if any(not state.basins[v] for v in harbors):
                options.append(A.UNLOAD)
            if pieces_left(state, seat, "settlement"):
                options += [A.FOUND[v] for v in EDGE_ENDS[edge] if founding_site(state, v)]
        if may_end(state, edge, edge):
            options.append(A.STOP)
        if loaded:  # last: it throws a built settler away (docs/rules/catan-land-ho.md, "Safe option order")
            options.append(A.DUMP)
        return options

    def apply(self, game, state: State, seat: int, action: Action):
        kind = action.kind
        if kind == "to":
            found = op.sail(state, seat, self.ship, A.AT_EDGE[action])
            state.flow = state.flow.replace(seat, Steer(self.ship, 0 if found else self.points - 1, self.wool,
                                                        bool(found)))
        elif kind == "wool":
            op.pay_wool(state, seat)
            state.flow = state.flow.replace(seat, Steer(self.ship, self.points + RULES.wool_bonus, True))
        elif kind in ("load", "unload", "dump"):
            op.cargo(state, seat, self.ship, kind)
        else:
            if kind == "found":
                op.found(state, seat, self.ship, A.AT_VERTEX[action])
            state.finished += (self.ship,)
            state.flow = state.flow.pop(seat)


def founding_site(state: State, vertex: int) -> bool:
    """A settler ship may found a settlement at a corner of a discovered terrain hex, under the distance rule
    (seed: Building a Settlement with a Settler Ship)."""
    return site_ok(state, vertex) and any(is_land(state, c) for c in VERTEX_CELLS[vertex])


# ---- the turn flow ---------------------------------------------------------------------------------------------
def start_turn(state: State, seat: int) -> None:
    state.active = seat
    state.turns += 1
    state.flow = state.flow.set(seat, Roll())


def end_turn(state: State, seat: int) -> None:
    state.gold_buys = 0
    trades.base.reset_turn(state)
    state.finished = ()
    state.flow = state.flow.set(seat)
    start_turn(state, (seat + 1) % state.seats)


def advance(state: State) -> None:
    """Between decisions: the roller waits while others discard; answers in -> the offerer confirms; 8 points
    during one's own turn win at once."""
    trades.answers_in(state)
    flow = state.flow
    stacks = flow.stacks
    discarding = False
    for stack in stacks:
        if stack and isinstance(stack[-1], Discard):
            discarding = True
            break
    top = flow.top(state.active)
    if isinstance(top, WaitForDiscards) and not discarding:
        state.flow = flow.pop(state.active)
    elif isinstance(top, TradeBuild) and discarding:
        state.flow = flow.push(state.active, WaitForDiscards())
    if state.winner == NOBODY and state.turns and total(state, state.active) >= VICTORY_POINTS:
        state.winner = state.active
        state.flow = state.flow.clear()

STEPS.register(Roll, TradeBuild, PlaceShip, Movement, Steer)
