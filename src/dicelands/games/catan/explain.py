"""Why an action is refused, in the rule's words: the distance rule, a path not joined to the seat's network, a
trade the bank cannot pay, a cost not covered. None: the engine's default message (the decision and its options)."""
from __future__ import annotations

from collections.abc import Sequence

from ...engine.errors import NotationError
from .board import GRAPH
from .components import RESOURCE_INDEX, RESOURCES
from .rules import (CITY, NEIGHBOURS, ROAD, SETTLEMENT, can_pay, pieces_left, rates, road_spots,
                    touches_own_road)
from .state import NOBODY, State
from .steps import Main, SetupRoad, SetupSettlement
from .trades import RESOURCE_GOODS, Compose, Goods, Respond, ask_room, bundle_text, can_pay as can_pay_goods


def _cost(cost: tuple) -> str:
    return " + ".join(f"{n} {name}" for name, n in zip(RESOURCES, cost) if n)


def why_illegal(state: State, seat: int, text: str) -> str | None:
    refused = why_refused(RESOURCE_GOODS, state, seat, text)
    if refused:
        return refused
    step = state.flow.top(seat)
    word, _, rest = text.partition(" ")
    try:
        if word == "settle" and isinstance(step, (Main, SetupSettlement)):
            return _settle(state, seat, GRAPH.vertex(rest), isinstance(step, SetupSettlement))
        if word == "road" and isinstance(step, (Main, SetupRoad)):
            return _road(state, seat, GRAPH.edge(rest), step)
        if word == "city" and isinstance(step, Main):
            v = GRAPH.vertex(rest)
            if state.owner[v] != seat or state.level[v] != 1:
                return f"a city replaces one of your settlements, and {rest} holds none"
            return None if can_pay(state.hands[seat], CITY) else f"a city costs {_cost(CITY)}"
        if word == "bank" and isinstance(step, Main):
            return _bank(state, seat, rest)
    except NotationError as exc:
        return str(exc)
    return None


def site_taken(graph, neighbours, owner: Sequence[int], vertex: int) -> str | None:
    """Why an intersection cannot take a settlement on any board of the package: built on, or the distance rule."""
    text = graph.vertex_text[vertex]
    if owner[vertex] != NOBODY:
        return f"{text} already holds a building"
    taken = [n for n in neighbours[vertex] if owner[n] != NOBODY]
    if taken:
        return (f"distance rule: {text} is next to the building at {graph.vertex_text[taken[0]]} (a settlement "
                f"needs every neighbouring intersection empty)")
    return None


def _settle(state: State, seat: int, vertex: int, setup: bool) -> str | None:
    text = GRAPH.vertex_text[vertex]
    reason = site_taken(GRAPH, NEIGHBOURS, state.owner, vertex)
    if reason or setup:
        return reason
    if not touches_own_road(state, seat, vertex):
        return f"a settlement must touch one of your roads, and {text} touches none"
    if not pieces_left(state, seat, 1):
        return "you have no settlement left in your supply"
    return None if can_pay(state.hands[seat], SETTLEMENT) else f"a settlement costs {_cost(SETTLEMENT)}"


def _road(state: State, seat: int, edge: int, step) -> str | None:
    text = GRAPH.edge_text[edge]
    if state.roads[edge] != NOBODY:
        return f"{text} already holds a road"
    if isinstance(step, SetupRoad):
        return f"the set-up road must touch the settlement just placed ({GRAPH.vertex_text[step.vertex]})"
    if edge not in road_spots(state, seat):
        return (f"a road must join one of your roads or buildings, and not through an opponent's building; "
                f"{text} does not")
    if not pieces_left(state, seat, 0):
        return "you have no road left in your supply"
    return None if can_pay(state.hands[seat], ROAD) else f"a road costs {_cost(ROAD)}"


def _bank(state: State, seat: int, rest: str) -> str | None:
    parts = rest.split()
    if len(parts) != 4 or parts[2] != "for" or not parts[0].isdigit() \
            or parts[1] not in RESOURCE_INDEX or parts[3] not in RESOURCE_INDEX:
        return "a bank trade is written 'bank RATE GIVE for GET', e.g. 'bank 4 brick for ore'"
    rate, give, get = int(parts[0]), RESOURCE_INDEX[parts[1]], RESOURCE_INDEX[parts[3]]
    if give == get:
        return "a bank trade gives one resource for another"
    if not state.bank[get]:
        return f"the bank has no {parts[3]} left to pay (the bank pays only what it holds)"
    best = rates(state, seat)[give]
    if rate != best:
        return f"your rate for {parts[1]} is {best}:1 (4:1, or 3:1 / 2:1 at your harbors)"
    if state.hands[seat][give] < rate:
        return f"you hold {state.hands[seat][give]} {parts[1]}, the trade needs {rate}"
    return None


def why_refused(goods: Goods, state, seat: int, text: str) -> str | None:
    """Why a trade decision is refused, naming what the seat holds or what was offered (None: no trade rule)."""
    step = state.flow.top(seat)
    word, _, rest = text.partition(" ")
    kinds = goods.kinds
    if isinstance(step, Compose):
        count, _, name = rest.partition(" ")
        if word in ("offer", "ask", "for") and count.isdigit() and count != "1":
            return (f"since rules version 2 an offer is built one card at a time ('offer 1 {name}', 'ask 1 ...', "
                    f"then 'propose'); '{text}' is the notation of rules version 1")
        if word == "for":
            return (f"since rules version 2 what an offer asks is added with 'ask 1 {name}', then 'propose'; "
                    f"'{text}' is the notation of rules version 1")
        if name in kinds and count == "1":
            index = kinds.index(name)
            if word == "offer":
                held = goods.holds(state, seat, name)
                if step.ask[index]:
                    return f"you ask for {name}: an offer does not give and ask the same kind"
                if held <= step.give[index]:
                    return f"you hold {held} {name} and offer {step.give[index]} already: you cannot offer another"
            if word == "ask":
                if step.give[index]:
                    return f"you give {name}: an offer does not give and ask the same kind"
                room = ask_room(goods, state, seat)
                if sum(step.ask) >= room:
                    return f"no other player holds more than {room} cards: you cannot ask for more"
        draft = (step.give, step.ask)
        if word in ("propose", "cancel") and draft in state.offered:
            what = f"{bundle_text(kinds, step.give)} for {bundle_text(kinds, step.ask)}"
            return (f"you already offered or withdrew {what} this turn: the same offer twice in a turn is refused "
                    f"(add to it{' or cancel' if word == 'propose' else ''})")
        if word == "propose" and not (any(step.give) and any(step.ask)):
            return "an offer gives something and asks something: add to both sides before proposing"
    if word == "accept" and isinstance(step, Respond) and not can_pay_goods(goods, state, seat, step.ask):
        holding = ", ".join(f"{goods.holds(state, seat, k)} {k}" for k, n in zip(kinds, step.ask) if n)
        return (f"seat {step.offerer} asks for {bundle_text(kinds, step.ask)} and you hold {holding}: "
                f"you can only reject")
    return None
