"""Trades between players, resources and gold alike (seed: "Just like with resource cards, I can also trade gold with
my opponents"): base Catan's trade steps (catan/trades.py), registered in steps.py, with gold as one more kind of
goods. In the trade and build phase the active seat composes any bundle card by card (resources and gold on either side),
every other seat accepts or rejects at once, the offerer trades with one who accepted, or cancels. Offered and
accepted goods lie open meanwhile (`state.escrow`)."""
from __future__ import annotations

from .. import trades as base
from ..components import RESOURCE_INDEX, RESOURCES
from .actions import GOODS_ASK, GOODS_GIVE


class GoldAndResources(base.Goods):
    kinds: tuple[str, ...] = (*RESOURCES, "gold")
    give_actions = GOODS_GIVE
    ask_actions = GOODS_ASK

    def holds(self, state, seat: int, kind: str) -> int:
        return state.gold[seat] if kind == "gold" else state.hands[seat][RESOURCE_INDEX[kind]]

    def total(self, state, seat: int) -> int:
        return sum(state.hands[seat]) + state.gold[seat]

    def show(self, state, seat: int, kind: str, count: int) -> None:
        if kind == "gold":
            state.gold[seat] -= count
        else:
            state.hands[seat][RESOURCE_INDEX[kind]] -= count
        state.escrow[seat] += (kind,) * count

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


def answers_in(state) -> None:
    base.answers_in(GOODS, state)
