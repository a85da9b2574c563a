"""Trades between players as bounded decisions, resources and gold alike (seed: "Just like with resource cards, I can
also trade gold with my opponents"): in the trade and build phase the active seat starts an offer (at most 2 a
turn), chooses what to give (1 or 2 of one resource or gold) and what to ask (1 or 2 of another; not 2 for 2); every
other seat accepts or rejects at once; the offerer trades with one who accepted, or cancels. Offered and accepted goods
lie open meanwhile (`state.escrow`, as in base Catan): everyone has seen them."""
from __future__ import annotations

from dataclasses import dataclass

from ....engine.flow import Step
from ..actions import ACCEPT, CANCEL, OFFER_ASK, OFFER_GIVE, REJECT, TRADE_WITH
from .actions import GOLD_ASK, GOLD_GIVE
from ..components import RESOURCE_INDEX
from .registry import STEPS

MAX_OFFERS = 2


def holds(state, seat: int, goods: str) -> int:
    return state.gold[seat] if goods == "gold" else state.hands[seat][RESOURCE_INDEX[goods]]


def show(state, seat: int, goods: str, count: int) -> None:
    if goods == "gold":
        state.gold[seat] -= count
    else:
        state.hands[seat][RESOURCE_INDEX[goods]] -= count
    state.escrow[seat] += (goods,) * count


def settle(state, offerer: int, partner: int | None) -> None:
    """The offerer and its partner take each other's shown goods; every other shown good goes back to its owner."""
    shown = state.escrow
    if partner is not None:
        shown[offerer], shown[partner] = shown[partner], shown[offerer]
    for seat, goods in enumerate(shown):
        for name in goods:
            if name == "gold":
                state.gold[seat] += 1
            else:
                state.hands[seat][RESOURCE_INDEX[name]] += 1
    state.escrow = [()] * len(shown)


def may_offer(state, seat: int) -> bool:
    return state.offers < MAX_OFFERS and (any(state.hands[seat]) or state.gold[seat] > 0)


@STEPS.register
@dataclass(frozen=True)
class ChooseGive(Step):
    def prompt(self, game, state, seat):
        return "offer 1 or 2 of one resource or gold (or cancel)"

    def options(self, game, state, seat):
        hand = state.hands[seat]
        return ([a for (n, r), a in OFFER_GIVE.items() if hand[r] >= n]
                + [a for n, a in GOLD_GIVE.items() if state.gold[seat] >= n] + [CANCEL])

    def apply(self, game, state, seat, action):
        state.flow = state.flow.pop(seat) if action.kind == "cancel" else \
            state.flow.replace(seat, ChooseAsk(action["resource"], action["count"]))


@STEPS.register
@dataclass(frozen=True)
class ChooseAsk(Step):
    give: str
    give_count: int

    def prompt(self, game, state, seat):
        return f"ask 1 or 2 of something else for your {self.give_count} {self.give} (or cancel)"

    def options(self, game, state, seat):
        asks = list(OFFER_ASK.values()) + list(GOLD_ASK.values())
        return [a for a in asks if a["resource"] != self.give and a["count"] + self.give_count <= 3] + [CANCEL]

    def apply(self, game, state, seat, action):
        state.flow = state.flow.pop(seat)
        if action.kind != "cancel":
            terms = (self.give, self.give_count, action["resource"], action["count"])
            show(state, seat, self.give, self.give_count)
            state.flow = state.flow.push(seat, AwaitAnswers(terms))
            for other in range(state.seats):
                if other != seat:
                    state.flow = state.flow.push(other, Respond(seat, *terms))


@STEPS.register
@dataclass(frozen=True)
class Respond(Step):
    offerer: int
    give: str
    give_count: int
    get: str
    get_count: int

    def prompt(self, game, state, seat):
        return (f"seat {self.offerer} offers {self.give_count} {self.give} for {self.get_count} {self.get}: "
                f"accept or reject")

    def options(self, game, state, seat):
        return [ACCEPT, REJECT] if holds(state, seat, self.get) >= self.get_count else [REJECT]

    def apply(self, game, state, seat, action):
        state.flow = state.flow.pop(seat)
        if action.kind == "accept":
            show(state, seat, self.get, self.get_count)
            waiting = state.flow.top(self.offerer)
            state.flow = state.flow.replace(self.offerer, AwaitAnswers(waiting.offer, waiting.accepted + (seat,)))


@STEPS.register
@dataclass(frozen=True)
class AwaitAnswers(Step):
    decision = False
    offer: tuple  # (give, give_count, get, get_count)
    accepted: tuple = ()

    def prompt(self, game, state, seat):
        return "wait for the answers to your offer"


@STEPS.register
@dataclass(frozen=True)
class ConfirmTrade(Step):
    offer: tuple
    accepted: tuple

    def prompt(self, game, state, seat):
        give, give_count, get, get_count = self.offer
        return f"trade {give_count} {give} for {get_count} {get} with one who accepted, or cancel"

    def options(self, game, state, seat):
        return [TRADE_WITH[s] for s in self.accepted] + [CANCEL]

    def apply(self, game, state, seat, action):
        state.flow = state.flow.pop(seat)
        settle(state, seat, action["seat"] if action.kind == "trade-with" else None)


def answers_in(state) -> None:
    """Every answer in: the offerer confirms with one who accepted, or the offer lapses."""
    flow = state.flow
    waiting = flow.top(state.active)
    if isinstance(waiting, AwaitAnswers) and not any(isinstance(flow.top(s), Respond) for s in range(state.seats)):
        state.flow = flow.replace(state.active, ConfirmTrade(waiting.offer, waiting.accepted)) if waiting.accepted \
            else flow.pop(state.active)
        if not waiting.accepted:
            settle(state, state.active, None)
