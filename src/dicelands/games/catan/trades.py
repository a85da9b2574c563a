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
these same steps in its registry."""
from __future__ import annotations

from dataclasses import dataclass

from ...engine.flow import Step
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
class AwaitAnswers(Step):
    decision = False
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


# ---- words ---------------------------------------------------------------------------------------------------------
def table_lines(goods: Goods, state) -> list[str]:
    """The trade in progress as the table sees it: the draft being composed, or the offer and each answer."""
    seat = state.active
    step = state.flow.top(seat) if 0 <= seat < state.seats else None
    kinds = goods.kinds
    if isinstance(step, Compose):
        return [f"trade being composed by seat {seat}: gives {bundle_text(kinds, step.give)}, asks "
                f"{bundle_text(kinds, step.ask)}"]
    if not isinstance(step, (AwaitAnswers, ConfirmTrade)):
        return []
    answers = []
    for other in range(state.seats):
        if other != seat:
            waiting = isinstance(state.flow.top(other), Respond)
            answers.append(f"seat {other} " + ("accepts" if other in step.accepted else
                                               "has not answered" if waiting else "declines"))
    return [f"offer on the table: seat {seat} gives {bundle_text(kinds, step.give)} for "
            f"{bundle_text(kinds, step.ask)}; " + ", ".join(answers)]


def describe(goods: Goods, state, seat: int, action) -> str | None:
    """A trade decision as a log line in players' words ("seat 0 offers 2 wool and 1 ore for 1 brick"); None for
    the other actions."""
    step, kind = state.flow.top(seat), action.kind
    kinds = goods.kinds
    if isinstance(step, Compose):
        if kind == "propose":
            return f"seat {seat} offers {bundle_text(kinds, step.give)} for {bundle_text(kinds, step.ask)}"
        if kind == "cancel":
            return f"seat {seat} withdraws the draft ({bundle_text(kinds, step.give)} for " \
                   f"{bundle_text(kinds, step.ask)})"
        return f"seat {seat} composes: {'gives' if kind == 'offer-give' else 'asks'} 1 more {action['resource']}"
    if isinstance(step, Respond):
        return f"seat {seat} {'accepts' if kind == 'accept' else 'declines'}"
    if isinstance(step, ConfirmTrade):
        if kind == "trade-with":
            return (f"seat {seat} trades {bundle_text(kinds, step.give)} for {bundle_text(kinds, step.ask)} with "
                    f"seat {action['seat']}")
        return f"seat {seat} cancels the offer"
    if kind == "offer":
        return f"seat {seat} starts an offer"
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
    if word == "accept" and isinstance(step, Respond) and not can_pay(goods, state, seat, step.ask):
        holding = ", ".join(f"{goods.holds(state, seat, k)} {k}" for k, n in zip(kinds, step.ask) if n)
        return (f"seat {step.offerer} asks for {bundle_text(kinds, step.ask)} and you hold {holding}: "
                f"you can only reject")
    return None
