"""Trades between players, resources and gold alike (seed: "Just like with resource cards, I can also trade gold with
my opponents"): base Catan's trade steps (catan/trades.py), registered here, with gold as one more kind of goods. In
the trade and build phase the active seat starts an offer (at most 2 a turn), chooses what to give (1 or 2 of one
resource or gold) and what to ask (1 or 2 of another; not 2 for 2); every other seat accepts or rejects at once; the
offerer trades with one who accepted, or cancels. Offered and accepted goods lie open meanwhile (`state.escrow`)."""
from __future__ import annotations

from .. import trades as base
from ..components import RESOURCE_INDEX
from .actions import GOLD_ASK, GOLD_GIVE
from .registry import STEPS

MAX_OFFERS = 2

for step in base.STEP_CLASSES:
    STEPS.register(step)
ChooseGive = base.ChooseGive


class GoldAndResources(base.Goods):
    give_words = "of one resource or gold"
    ask_words = "of something else"
    give_actions = base.Goods.give_actions + tuple(GOLD_GIVE.values())
    ask_actions = base.Goods.ask_actions + tuple(GOLD_ASK.values())

    def holds(self, state, seat: int, goods: str) -> int:
        return state.gold[seat] if goods == "gold" else state.hands[seat][RESOURCE_INDEX[goods]]

    def show(self, state, seat: int, goods: str, count: int) -> None:
        if goods == "gold":
            state.gold[seat] -= count
        else:
            state.hands[seat][RESOURCE_INDEX[goods]] -= count
        state.escrow[seat] += (goods,) * count

    def settle(self, state, offerer: int, partner: int | None) -> None:
        """The offerer and its partner take each other's shown goods; every other shown good goes back."""
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


GOODS = GoldAndResources()


def may_offer(state, seat: int) -> bool:
    return state.offers < MAX_OFFERS and (any(state.hands[seat]) or state.gold[seat] > 0)


def answers_in(state) -> None:
    base.answers_in(GOODS, state)
