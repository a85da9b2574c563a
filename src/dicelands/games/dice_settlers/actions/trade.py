"""Trade (spec §5.7): each Trade icon trades one resource token for VP (Gold more) or returns one non-white spent
die to the supply for VP (seed Treasure Die: never a white die); technologies add VP per trade. Trade is offered
only when a trade can exist after paying. Step: `TradeGoods(left)`."""
from __future__ import annotations

from dataclasses import dataclass

from ....engine.flow import Step
from ..board import modifier
from ..gains import take_vp
from ..icons import converters
from ..rulesdata import RULES
from ..state import State, colour_of, die_sort_key
from ..steps import STEPS, act
from ..tables import RESOURCES, removable

TRADE_DONE = act("tradedone", "trade done", control=True)


def need(state: State, seat: int, paid=()) -> int | None:
    return 1 if can_score(state, seat, paid) else None


def can_score(state: State, seat: int, paid=()) -> bool:
    """A trade option can exist after paying: a resource token, a non-white die in the spent area, or a way to pay
    that spends a non-white die (paying dice go to the spent area; white dice are never traded). Once icons are paid
    (`paid`), `pay done` stays open so none is stranded."""
    p = state.players[seat]
    if any(p.res.values()) or any(colour_of(d) != "white" and removable(d) for d in p.spent) or paid:
        return True
    coloured = [d for d in p.active if colour_of(d) != "white" and removable(d)]
    if any(p.active[d] == "trade" for d in coloured):
        return True
    if any(p.active[d] == "pioneer" for d in coloured) and sum(i == "pioneer" for i in p.active.values()) >= 2:
        return True  # a Pioneer pair with a coloured die in it
    converted = {from_icon for _, from_icon in converters(state, seat, "trade")}
    return any(p.active[d] in converted for d in coloured)


def resolve(state: State, seat: int, paid: tuple) -> None:
    if trade_options(state.players[seat]):
        state.flow = state.flow.push(seat, TradeGoods(len(paid)))


def trade_options(p) -> list:
    """The trades open now (without "trade done")."""
    out = [act("trade", f"trade {r}", resource=r) for r in RESOURCES if p.res.get(r, 0) > 0]
    seen = set()
    for die in sorted(p.spent, key=die_sort_key):
        colour = colour_of(die)
        if colour != "white" and removable(die) and colour not in seen:
            seen.add(colour)
            out.append(act("tradedie", f"trade die {die}", die=die))
    return out


def trade_resource(state: State, seat: int, resource: str) -> None:
    p = state.players[seat]
    p.res[resource] -= 1
    take_vp(state, seat, (RULES.trade_gold if resource == "gold" else RULES.trade_resource)
            + modifier(p, "trade", "extra_vp_per_trade"))


def trade_die(state: State, seat: int, die: str) -> None:
    p = state.players[seat]
    p.spent.remove(die)
    state.supply[colour_of(die)] += 1
    take_vp(state, seat, RULES.trade_die + modifier(p, "trade", "extra_vp_per_trade"))


@dataclass(frozen=True)
class TradeGoods(Step):
    left: int

    def prompt(self, game, state: State, seat: int):
        return f"trade ({self.left} left)"

    def options(self, game, state: State, seat: int):
        return trade_options(state.players[seat]) + [TRADE_DONE]

    def apply(self, game, state: State, seat: int, action):
        if action.kind == "trade":
            trade_resource(state, seat, action["resource"])
        elif action.kind == "tradedie":
            trade_die(state, seat, action["die"])
        if action.kind != "tradedone" and self.left > 1 and trade_options(state.players[seat]):
            state.flow = state.flow.replace(seat, TradeGoods(self.left - 1))
        else:
            state.flow = state.flow.pop(seat)

STEPS.register(TradeGoods)
