"""Trades between players as the rules have them: any agreed bundle, several kinds on each side (spec §2.5; Land
Ho!'s seed: "Just like with resource cards, I can also trade gold with my opponents"). Small decisions:

1. the active seat composes (`Compose`): `offer 1 wool` adds a card to what it gives, `ask 1 brick` to what it asks,
   `propose` shows the offer, `cancel` withdraws the draft;
2. every other seat answers at once (`Respond`: `accept` only if it holds what is asked, or `reject`);
3. the proposer trades with one who accepted, or cancels (`ConfirmTrade`).

Offered and accepted goods lie open (`state.escrow`) while the others answer. Finite without a cap: every composition
ends as an offer made this turn (`state.offered`), proposed or withdrawn, and the same offer is not made twice in a
turn; adding only grows a draft, and the ask is bounded by the most goods another seat holds (docs/rules/catan.md).
Option `trade_offers_per_turn` (0: no cap) caps compositions begun a turn, for simulations and learning agents.

What may be traded is the game's `trade_goods` (a `Goods`): resource cards in Catan; Land Ho! adds gold and registers
these same steps in its registry. The trade in words: the table's lines render.py's, log lines log.py's, refusals
explain.py's."""
from __future__ import annotations

from dataclasses import dataclass

from ...engine.flow import Step, Waiting
from ...engine.options import OptionSpec
from . import actions as A
from . import turn
from .components import RESOURCE_INDEX, RESOURCES


class Goods:
    """Resource cards: what a trade between players may give and ask, and how shown goods move."""
    kinds: tuple[str, ...] = RESOURCES
    give_actions = A.OFFER_GIVE
    ask_actions = A.OFFER_ASK

    def holds(self, state, seat: int, kind: str) -> int:
        return state.hands[seat][RESOURCE_INDEX[kind]]

    def total(self, state, seat: int) -> int:
        return sum(state.hands[seat])

    def show(self, state, seat: int, kind: str, count: int) -> None:
        turn.show(state, seat, kind, count)

    def settle(self, state, offerer: int, partner: int | None) -> None:
        turn.settle_trade(state, offerer, partner)


RESOURCE_GOODS = Goods()
TRADE_OFFERS_OPTION = OptionSpec("trade_offers_per_turn", int, 0, "at most this many trades between players begun a "
                                 "turn (0: no cap, as the rules have it; a cap for simulations and learning agents)",
                                 minimum=0)


def bundle_text(kinds, counts) -> str:
    """"2 wool and 1 ore"; "nothing" for an empty side."""
    parts = [f"{n} {kind}" for kind, n in zip(kinds, counts) if n]
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def _added(counts: tuple, index: int) -> tuple:
    return counts[:index] + (counts[index] + 1,) + counts[index + 1:]


@dataclass(frozen=True)
class Compose(Step):
    """The draft so far: per kind of goods (the game's `trade_goods.kinds`), how many to give and how many to ask."""
    give: tuple
    ask: tuple

    def prompt(self, game, state, seat):
        return "add cards to your offer (shown with the table), propose it, or cancel"

    def options(self, game, state, seat):
        goods = game.trade_goods
        offered = state.offered
        room = ask_room(goods, state, seat) - sum(self.ask)
        options = []
        for index, kind in enumerate(goods.kinds):
            if not self.ask[index] and goods.holds(state, seat, kind) > self.give[index] \
                    and open_draft(goods, state, seat, _added(self.give, index), self.ask):
                options.append(goods.give_actions[index])
        if room > 0:
            for index, kind in enumerate(goods.kinds):
                if not self.give[index] and open_draft(goods, state, seat, self.give, _added(self.ask, index)):
                    options.append(goods.ask_actions[index])
        if (self.give, self.ask) not in offered:
            if any(self.give) and any(self.ask):
                options.append(A.PROPOSE)
            options.append(A.CANCEL)
        return options

    def apply(self, game, state, seat, action):
        kind = action.kind
        kinds = game.trade_goods.kinds
        if kind == "offer-give":
            state.flow = state.flow.replace(seat, Compose(_added(self.give, kinds.index(action["resource"])),
                                                          self.ask))
            return
        if kind == "offer-ask":
            state.flow = state.flow.replace(seat, Compose(self.give, _added(self.ask, kinds.index(action["resource"]))))
            return
        state.offered = state.offered + ((self.give, self.ask),)
        state.flow = state.flow.pop(seat)
        if kind == "propose":
            propose(game, state, seat, self.give, self.ask)


@dataclass(frozen=True)
class Respond(Step):
    offerer: int
    give: tuple  # what the offerer gives (this seat gets)
    ask: tuple  # what the offerer asks (this seat would give)

    def prompt(self, game, state, seat):
        return f"seat {self.offerer} offers you a trade (shown with the table): accept or reject"

    def options(self, game, state, seat):
        return [A.ACCEPT, A.REJECT] if can_pay(game.trade_goods, state, seat, self.ask) else [A.REJECT]

    def apply(self, game, state, seat, action):
        state.flow = state.flow.pop(seat)
        goods = game.trade_goods
        if action.kind == "accept":
            for kind, count in zip(goods.kinds, self.ask):
                if count:
                    goods.show(state, seat, kind, count)
            waiting = state.flow.top(self.offerer)
            state.flow = state.flow.replace(self.offerer, AwaitAnswers(waiting.give, waiting.ask,
                                                                       waiting.accepted + (seat,)))


@dataclass(frozen=True)
class AwaitAnswers(Waiting):
    give: tuple
    ask: tuple
    accepted: tuple = ()

    def prompt(self, game, state, seat):
        return "wait for the answers to your offer"


@dataclass(frozen=True)
class ConfirmTrade(Step):
    give: tuple
    ask: tuple
    accepted: tuple

    def prompt(self, game, state, seat):
        kinds = game.trade_goods.kinds
        return (f"trade {bundle_text(kinds, self.give)} for {bundle_text(kinds, self.ask)} with one who accepted, "
                f"or cancel")

    def options(self, game, state, seat):
        return [A.TRADE_WITH[s] for s in self.accepted] + [A.CANCEL]

    def apply(self, game, state, seat, action):
        state.flow = state.flow.pop(seat)
        game.trade_goods.settle(state, seat, action["seat"] if action.kind == "trade-with" else None)


STEP_CLASSES = (Compose, Respond, AwaitAnswers, ConfirmTrade)


def can_pay(goods: Goods, state, seat: int, bundle: tuple) -> bool:
    return all(goods.holds(state, seat, kind) >= n for kind, n in zip(goods.kinds, bundle) if n)


def ask_room(goods: Goods, state, seat: int) -> int:
    """The most goods an offer may ask: what the richest other seat holds (hand sizes are public); more, nobody
    could pay."""
    return max((goods.total(state, other) for other in range(state.seats) if other != seat), default=0)


def open_draft(goods: Goods, state, seat: int, give: tuple, ask: tuple) -> bool:
    """Whether this draft, or one grown from it within what the seat holds and may ask, is no offer made this turn
    yet (so the composition can still end: every composition ends as a new offer, proposed or withdrawn)."""
    offered = state.offered
    if (give, ask) not in offered:
        return True
    room = ask_room(goods, state, seat)
    seen, frontier = {(give, ask)}, [(give, ask)]
    while frontier:  # each draft looked at is an offer made, so this ends within len(offered) drafts
        give, ask = frontier.pop()
        for index, kind in enumerate(goods.kinds):
            grown = []
            if not ask[index] and goods.holds(state, seat, kind) > give[index]:
                grown.append((_added(give, index), ask))
            if not give[index] and sum(ask) < room:
                grown.append((give, _added(ask, index)))
            for draft in grown:
                if draft not in offered:
                    return True
                if draft not in seen:
                    seen.add(draft)
                    frontier.append(draft)
    return False


def may_offer(game, state, seat: int) -> bool:
    """`offer a trade` is an option: the seat holds goods, another seat holds some, the option's cap (if any) is not
    reached, and some offer is still new this turn."""
    goods = game.trade_goods
    cap = state.options.get("trade_offers_per_turn", 0)
    if cap and state.offers >= cap:
        return False
    if not goods.total(state, seat) or not ask_room(goods, state, seat):
        return False
    empty = (0,) * len(goods.kinds)
    return open_draft(goods, state, seat, empty, empty)


def begin(game, state, seat: int) -> None:
    state.offers += 1
    empty = (0,) * len(game.trade_goods.kinds)
    state.flow = state.flow.push(seat, Compose(empty, empty))


def propose(game, state, seat: int, give: tuple, ask: tuple) -> None:
    """The offer is made: what it gives is shown, every other seat answers."""
    goods = game.trade_goods
    for kind, count in zip(goods.kinds, give):
        if count:
            goods.show(state, seat, kind, count)
    state.flow = state.flow.push(seat, AwaitAnswers(give, ask))
    for other in range(state.seats):
        if other != seat:
            state.flow = state.flow.push(other, Respond(seat, give, ask))


def answers_in(goods: Goods, state) -> None:
    """Every answer in: the offerer confirms with one who accepted, or the offer lapses (shown goods go back)."""
    flow = state.flow
    waiting = flow.top(state.active)
    if isinstance(waiting, AwaitAnswers) and not any(isinstance(flow.top(s), Respond) for s in range(state.seats)):
        state.flow = flow.replace(state.active, ConfirmTrade(waiting.give, waiting.ask, waiting.accepted)) \
            if waiting.accepted else flow.pop(state.active)
        if not waiting.accepted:
            goods.settle(state, state.active, None)


def reset_turn(state) -> None:
    state.offers = 0
    state.offered = ()
