"""The Advisors module's part of the state, `state.ext["advisors"]` (immutable values, replaced on change):

    advisor   per seat, the Advisor card id ("" before the draft gives one)
    offer     the Advisors face up during the draft
    deck      the Advisors not dealt (a set: drawn at random, so no hidden order)
    token     the Diceoneer's "+1" token: the Action Hex side it lies beside, or "" (solo)
    resources the sides where resource tokens lie beside the Diceoneer's hex (its Advisor's resource conversion,
              Broker Gold), each 1 strength (solo)
    gold      Gold tokens the Broker left beside the Diceoneer's queue for next round's roll (solo)
"""
from __future__ import annotations

from ...state import State, colour_of
from .cards import PINK

NAME = "advisors"


def section(state: State) -> dict:
    return state.ext[NAME]


def update(state: State, **changes) -> None:
    state.ext[NAME] = {**state.ext[NAME], **changes}


def advisor_of(state: State, seat: int) -> str:
    return state.ext[NAME]["advisor"][seat]


def set_advisor(state: State, seat: int, advisor: str) -> None:
    advisors = list(section(state)["advisor"])
    advisors[seat] = advisor
    update(state, advisor=tuple(advisors))


def is_pink(die: str) -> bool:
    return colour_of(die) == PINK.colour


def pink_among(dice) -> list:
    """The pink dice among `dice` (ids), in their order (a hot path, asked for every action on every choice: a cheap
    letter test first, the colour only for the dice that pass it)."""
    return [d for d in dice if d.startswith(PINK.letter) and colour_of(d) == PINK.colour]
