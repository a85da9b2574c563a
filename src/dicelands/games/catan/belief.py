"""Belief samples of a Catan view for search bots (`Game.sampler`): the view is read once into a state, and each
sample is a copy of it with the unseen cards dealt anew into the hidden zones (other seats' resource hands, the
development deck, other seats' development cards) and a fresh generator. A sample is the state
`game.sample_state(view, seat, seed)` gives for the same seed (engine/hidden.py `deal_unseen`: the same shuffles of
the same pools, dealt to the same zones in the same order), without writing and parsing a position each time."""
from __future__ import annotations

from collections.abc import Callable

from ...engine.chance import Rng
from ...engine.hidden import HiddenZone, deal_unseen, dealt_rng
from .components import RESOURCE_INDEX
from .rules import board_facts
from .state import State

HAND, DECK, CARDS, FRESH = "hand", "deck", "cards", "fresh"  # the zone names of Catan.hidden_zones
ZONES = (HAND, DECK, CARDS, FRESH)


class BeliefSampler:
    """`sample(seed)`: the view's state with its hidden zones dealt from `seed` (see the module docstring)."""

    def __init__(self, state: State, pools: list[tuple[str, tuple[str, ...]]],
                 slots: list[tuple[str, str, int, int]]) -> None:
        self.state = state  # the view read once (its hidden zones dealt from seed 0); never changed
        self.pools = pools  # (pool, the unseen items as the view lists them), in the view's order
        self.slots = slots  # (zone, its pool, seat or -1, how many items): the hidden zones in the order dealt

    def __call__(self, seed: int) -> State:
        dealer = Rng(seed)
        pools: dict[str, list[str]] = {}
        for name, items in self.pools:
            pool = list(items)
            dealer.shuffle(pool)
            pools[name] = pool
        state = self.state.copy()
        cards, fresh = list(state.cards), list(state.fresh)
        for zone, name, seat, count in self.slots:
            pool = pools[name]
            dealt = [pool.pop() for _ in range(count)]
            if zone == HAND:
                hand = [0, 0, 0, 0, 0]
                for item in dealt:
                    hand[RESOURCE_INDEX[item]] += 1
                state.hands[seat] = hand
            elif zone == DECK:
                state.deck = tuple(dealt)
            elif zone == CARDS:
                cards[seat] = tuple(dealt)
            else:
                fresh[seat] = tuple(dealt)
        state.cards, state.fresh = tuple(cards), tuple(fresh)
        state.rng = dealt_rng(seed, dealer)
        return state


def belief_sampler(view: dict, zones: tuple[HiddenZone, ...], read: Callable[[dict], State]) -> BeliefSampler:
    """The sampler of `view` (`read`: the game's from_position, which checks the view once, dealt from seed 0)."""
    pools = [(name, tuple(items)) for name, items in view.get("unseen", {}).items()]
    slots = []
    for zone in zones:
        for owner, parent, key in zone.locations(view):
            slot = parent[key]
            if isinstance(slot, dict) and "hidden" in slot:
                slots.append((zone.name, zone.pool_name, owner if isinstance(owner, int) else -1, int(slot["hidden"])))
    state = read(deal_unseen(view, zones, 0))
    board_facts(state)  # the facts of the board, shared by every sample (they read no hidden card)
    return BeliefSampler(state, pools, slots)
