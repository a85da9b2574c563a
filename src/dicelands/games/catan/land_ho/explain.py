"""Why a Land Ho! action is refused, in the rule's words (None: the engine's default message)."""
from __future__ import annotations

from ....engine.errors import NotationError
from ..components import RESOURCE_INDEX, RESOURCES
from ..explain import site_taken, why_refused
from ..rules import can_pay
from .board import COSTS, EDGE_ENDS, GRAPH, NEIGHBOURS, RULES
from .rules import discovers, is_sea_route, may_end, near_unexplored, pieces_left, road_spots, settlement_spots
from .state import State
from .steps import Steer, TradeBuild
from .trades import GOODS


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
            or (parts[3] not in RESOURCE_INDEX and parts[3] != "gold"):
        return "a bank trade is 3:1 here, written 'bank 3 GIVE for GET' (GET: a resource or gold)"
    if parts[1] == parts[3]:
        return "a bank trade gives one resource for another"
    if parts[3] != "gold" and not state.bank[RESOURCE_INDEX[parts[3]]]:
        return f"the bank has no {parts[3]} left to pay (the bank pays only what it holds)"
    if state.hands[seat][RESOURCE_INDEX[parts[1]]] < RULES.bank_rate:
        return f"you hold {state.hands[seat][RESOURCE_INDEX[parts[1]]]} {parts[1]}, the trade needs 3"
    return None


