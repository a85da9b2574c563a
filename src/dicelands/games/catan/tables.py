"""Tables and kept option lists for the hot paths of base Catan's steps: an action's index or terms by table lookup
(no field search), and the options of the main phase kept per seat with the board facts (rules.board_facts)."""
from __future__ import annotations

from functools import lru_cache

from . import actions as A
from .rules import board_facts, city_spots, rates, road_spots, settlement_spots
from .state import State

AT_VERTEX = {a: i for i, a in enumerate(A.SETTLE)} | {a: i for i, a in enumerate(A.CITY)}
AT_EDGE = {a: i for i, a in enumerate(A.ROAD)}
AT_CELL = {a: i for i, a in enumerate(A.ROBBER)}
RESOURCE_OF = {a: r for actions in (A.DISCARD, A.TAKE, A.MONOPOLY) for r, a in enumerate(actions)}
BANK_TERMS = {a: terms for terms, a in A.BANK.items()}  # (rate, resource given, resource got)
ROBBER_MOVES = tuple(tuple(a for c, a in enumerate(A.ROBBER) if c != robber) for robber in range(len(A.ROBBER)))
OTHERS = tuple(tuple(get for get in range(5) if get != give) for give in range(5))
BANK_TRADES = {(rate, give): tuple(A.BANK[rate, give, get] for get in OTHERS[give])
               for rate in (2, 3, 4) for give in range(5)}
BUILD_SPOTS = {"road": (road_spots, A.ROAD), "settle": (settlement_spots, A.SETTLE), "city": (city_spots, A.CITY)}


def build_options(state: State, seat: int, kind: str) -> tuple:
    """The seat's options to build a road, a settlement or a city (`kind`) wherever the rules let it (cards aside),
    kept with the board facts."""
    facts = board_facts(state)
    key = ("options", kind, seat)
    found = facts.get(key)
    if found is None:
        spots, actions = BUILD_SPOTS[kind]
        found = facts[key] = tuple(actions[i] for i in spots(state, seat))
    return found


def seat_trades(state: State, seat: int) -> tuple[tuple[int, ...], tuple[tuple, ...]]:
    """The seat's bank rates, and per set of resources it may give (bit i: resource i) its bank trades in option
    order (by resource given, then asked for) when the bank holds every resource; kept with the board facts."""
    facts = board_facts(state)
    key = ("trades", seat)
    found = facts.get(key)
    if found is None:
        rate = rates(state, seat)
        found = facts[key] = (rate, bank_trades(rate))
    return found


@lru_cache(maxsize=None)
def bank_trades(rate: tuple[int, ...]) -> tuple[tuple, ...]:
    return tuple(tuple(a for give in range(5) if gives >> give & 1 for a in BANK_TRADES[rate[give], give])
                 for gives in range(32))


@lru_cache(maxsize=4096)
def playable(cards: tuple[str, ...]) -> tuple:
    """The options to play one of `cards` (a hand of development cards; victory points are never played)."""
    return tuple(a for kind, a in A.PLAY.items() if kind in cards)


def resource(action) -> int:
    return RESOURCE_OF[action]
