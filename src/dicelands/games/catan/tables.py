"""Tables and kept option lists for the hot paths of base Catan's steps: an action's index or terms by table lookup
(no field search), and the options of the main phase kept per seat with the board facts (rules.board_facts)."""
from __future__ import annotations

from typing import Final

from ...engine.actions import Action
from . import actions as A
from .rules import PIECE_CITY, PIECE_ROAD, board_facts, building_facts, city_spots, rates, road_spots, settlement_spots
from .state import State

AT_VERTEX: Final = {a: i for i, a in enumerate(A.SETTLE)} | {a: i for i, a in enumerate(A.CITY)}
AT_EDGE: Final = {a: i for i, a in enumerate(A.ROAD)}
AT_CELL: Final = {a: i for i, a in enumerate(A.ROBBER)}
RESOURCE_OF: Final = {a: r for actions in (A.DISCARD, A.TAKE, A.MONOPOLY) for r, a in enumerate(actions)}
BANK_TERMS: Final = {a: terms for terms, a in A.BANK.items()}  # (rate, resource given, resource got)
ROBBER_MOVES: Final = tuple(tuple(a for c, a in enumerate(A.ROBBER) if c != robber) for robber in range(len(A.ROBBER)))
OTHERS: Final = tuple(tuple(get for get in range(5) if get != give) for give in range(5))
BANK_TRADES: Final = {(rate, give): tuple(A.BANK[rate, give, get] for get in OTHERS[give])
                      for rate in (2, 3, 4) for give in range(5)}
BUILD_ACTIONS: Final = (A.ROAD, A.SETTLE, A.CITY)  # by kind of piece (rules.PIECE_ROAD ...): the action at a spot


def build_options(state: State, seat: int, piece: int) -> tuple[Action, ...]:
    """The seat's options to build a road, a settlement or a city (`piece`: rules.PIECE_ROAD ...) wherever the rules
    let it (cards aside), kept with the board facts."""
    facts = board_facts(state)
    slot = facts.slot(piece, seat)
    found = facts.options[slot]
    if found is None:
        spots = road_spots(state, seat) if piece == PIECE_ROAD else city_spots(state, seat) if piece == PIECE_CITY \
            else settlement_spots(state, seat)
        actions = BUILD_ACTIONS[piece]
        found = facts.options[slot] = tuple([actions[i] for i in spots])
    return found


def seat_trades(state: State, seat: int) -> tuple[tuple[int, ...], tuple[tuple[Action, ...], ...]]:
    """The seat's bank rates, and per set of resources it may give (bit i: resource i) its bank trades in option
    order (by resource given, then asked for) when the bank holds every resource; kept with the building facts."""
    rate = rates(state, seat)
    kept = building_facts(state).trades
    found = kept[seat]
    if found is None:
        found = kept[seat] = bank_trades(rate)
    return rate, found


BY_RATES: dict[tuple[int, ...], tuple[tuple[Action, ...], ...]] = {}


def bank_trades(rate: tuple[int, ...]) -> tuple[tuple[Action, ...], ...]:
    """Per set of resources given (bit i: resource i), the bank trades at these rates; made once per rates."""
    found = BY_RATES.get(rate)
    if found is None:
        found = BY_RATES[rate] = tuple(tuple(a for give in range(5) if gives >> give & 1
                                             for a in BANK_TRADES[rate[give], give]) for gives in range(32))
    return found


PLAYABLE: dict[tuple[str, ...], tuple[Action, ...]] = {}


def playable(cards: tuple[str, ...]) -> tuple[Action, ...]:
    """The options to play one of `cards` (a hand of development cards; victory points are never played)."""
    found = PLAYABLE.get(cards)
    if found is None:
        if len(PLAYABLE) >= 4096:
            PLAYABLE.clear()
        found = PLAYABLE[cards] = tuple(a for kind, a in A.PLAY.items() if kind in cards)
    return found


def resource(action: Action) -> int:
    return RESOURCE_OF[action]
