"""Domestic trades as bounded decisions: the offerer starts an offer (steps.Main), chooses what to give and what to
ask; every other seat answers at once; the offerer trades with one who accepted, or cancels. Offered and accepted
cards lie open (`state.escrow`) meanwhile (docs/rules/catan.md)."""
from __future__ import annotations

from dataclasses import dataclass

from ...engine.flow import Step
from . import actions as A
from . import turn
from .components import RESOURCE_INDEX, RESOURCES
from .registry import STEPS


@STEPS.register
@dataclass(frozen=True)
class ChooseGive(Step):
    def prompt(self, game, state, seat):
        return "offer 1 or 2 cards of one resource (or cancel)"

    def options(self, game, state, seat):
        hand = state.hands[seat]
        return [a for (n, r), a in A.OFFER_GIVE.items() if hand[r] >= n] + [A.CANCEL]

    def apply(self, game, state, seat, action):
        state.flow = state.flow.pop(seat) if action.kind == "cancel" else \
            state.flow.replace(seat, ChooseAsk(action["resource"], action["count"]))


@STEPS.register
@dataclass(frozen=True)
class ChooseAsk(Step):
    give: str
    give_count: int

    def prompt(self, game, state, seat):
        return f"ask 1 or 2 cards of another resource for your {self.give_count} {self.give} (or cancel)"

    def options(self, game, state, seat):
        return [a for (n, r), a in A.OFFER_ASK.items()
                if RESOURCES[r] != self.give and n + self.give_count <= 3] + [A.CANCEL]

    def apply(self, game, state, seat, action):
        state.flow = state.flow.pop(seat)
        if action.kind != "cancel":
            offer(state, seat, (self.give, self.give_count, action["resource"], action["count"]))


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
        can = state.hands[seat][RESOURCE_INDEX[self.get]] >= self.get_count
        return [A.ACCEPT, A.REJECT] if can else [A.REJECT]

    def apply(self, game, state, seat, action):
        state.flow = state.flow.pop(seat)
        if action.kind == "accept":
            turn.show(state, seat, self.get, self.get_count)
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
        return [A.TRADE_WITH[s] for s in self.accepted] + [A.CANCEL]

    def apply(self, game, state, seat, action):
        state.flow = state.flow.pop(seat)
        turn.settle_trade(state, seat, action["seat"] if action.kind == "trade-with" else None)


def offer(state, seat: int, terms: tuple) -> None:
    """The offer (give, give_count, get, get_count) is made: its cards are shown, every other seat answers."""
    turn.show(state, seat, terms[0], terms[1])
    state.flow = state.flow.push(seat, AwaitAnswers(terms))
    for other in range(state.seats):
        if other != seat:
            state.flow = state.flow.push(other, Respond(seat, *terms))
