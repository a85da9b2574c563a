"""Domestic trades as bounded decisions: the offerer starts an offer (steps.Main), chooses what to give and what to
ask; every other seat answers at once; the offerer trades with one who accepted, or cancels. Offered and accepted
goods lie open (`state.escrow`) meanwhile (docs/rules/catan.md).

What may be traded is the game's `trade_goods` (a `Goods`): resource cards in Catan; a scenario of the package adds
its own goods (Land Ho!'s gold) and registers these same steps in its registry."""
from __future__ import annotations

from dataclasses import dataclass

from ...engine.flow import Step
from . import actions as A
from . import turn
from .components import RESOURCE_INDEX
from .registry import STEPS


class Goods:
    """Resource cards: what a trade between players may give and ask, and how shown goods move."""
    give_words = "cards of one resource"
    ask_words = "cards of another resource"
    give_actions = tuple(A.OFFER_GIVE.values())
    ask_actions = tuple(A.OFFER_ASK.values())

    def holds(self, state, seat: int, goods: str) -> int:
        return state.hands[seat][RESOURCE_INDEX[goods]]

    def show(self, state, seat: int, goods: str, count: int) -> None:
        turn.show(state, seat, goods, count)

    def settle(self, state, offerer: int, partner: int | None) -> None:
        turn.settle_trade(state, offerer, partner)


RESOURCE_GOODS = Goods()


@STEPS.register
@dataclass(frozen=True)
class ChooseGive(Step):
    def prompt(self, game, state, seat):
        return f"offer 1 or 2 {game.trade_goods.give_words} (or cancel)"

    def options(self, game, state, seat):
        goods = game.trade_goods
        return [a for a in goods.give_actions if goods.holds(state, seat, a["resource"]) >= a["count"]] + [A.CANCEL]

    def apply(self, game, state, seat, action):
        state.flow = state.flow.pop(seat) if action.kind == "cancel" else \
            state.flow.replace(seat, ChooseAsk(action["resource"], action["count"]))


@STEPS.register
@dataclass(frozen=True)
class ChooseAsk(Step):
    give: str
    give_count: int

    def prompt(self, game, state, seat):
        return f"ask 1 or 2 {game.trade_goods.ask_words} for your {self.give_count} {self.give} (or cancel)"

    def options(self, game, state, seat):
        return [a for a in game.trade_goods.ask_actions
                if a["resource"] != self.give and a["count"] + self.give_count <= 3] + [A.CANCEL]

    def apply(self, game, state, seat, action):
        state.flow = state.flow.pop(seat)
        if action.kind != "cancel":
            offer(game, state, seat, (self.give, self.give_count, action["resource"], action["count"]))


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
        can = game.trade_goods.holds(state, seat, self.get) >= self.get_count
        return [A.ACCEPT, A.REJECT] if can else [A.REJECT]

    def apply(self, game, state, seat, action):
        state.flow = state.flow.pop(seat)
        if action.kind == "accept":
            game.trade_goods.show(state, seat, self.get, self.get_count)
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
        game.trade_goods.settle(state, seat, action["seat"] if action.kind == "trade-with" else None)


STEP_CLASSES = (ChooseGive, ChooseAsk, Respond, AwaitAnswers, ConfirmTrade)


def offer(game, state, seat: int, terms: tuple) -> None:
    """The offer (give, give_count, get, get_count) is made: its goods are shown, every other seat answers."""
    game.trade_goods.show(state, seat, terms[0], terms[1])
    state.flow = state.flow.push(seat, AwaitAnswers(terms))
    for other in range(state.seats):
        if other != seat:
            state.flow = state.flow.push(other, Respond(seat, *terms))


def answers_in(goods: Goods, state) -> None:
    """Every answer in: the offerer confirms with one who accepted, or the offer lapses (shown goods go back)."""
    flow = state.flow
    waiting = flow.top(state.active)
    if isinstance(waiting, AwaitAnswers) and not any(isinstance(flow.top(s), Respond) for s in range(state.seats)):
        state.flow = flow.replace(state.active, ConfirmTrade(waiting.offer, waiting.accepted)) if waiting.accepted \
            else flow.pop(state.active)
        if not waiting.accepted:
            goods.settle(state, state.active, None)


def why_refused(goods: Goods, state, seat: int, text: str) -> str | None:
    """Why an offer or an acceptance the seat cannot pay is refused (None: no trade rule is broken)."""
    step = state.flow.top(seat)
    word, _, rest = text.partition(" ")
    if word == "offer" and isinstance(step, ChooseGive):
        count, _, name = rest.partition(" ")
        if count.isdigit() and name in {a["resource"] for a in goods.give_actions}:
            held = goods.holds(state, seat, name)
            if held < int(count):
                return f"you hold {held} {name}: you cannot offer {count}"
    if word == "accept" and isinstance(step, Respond):
        held = goods.holds(state, seat, step.get)
        if held < step.get_count:
            return (f"seat {step.offerer} asks for {step.get_count} {step.get} and you hold {held}: "
                    f"you can only reject")
    return None
