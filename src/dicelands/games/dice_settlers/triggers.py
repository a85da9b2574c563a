"""The end of the game (spec §7.1): two dice colours left, a 5th house, the VP supply empty, the map stack empty.
A trigger fires at once; the round is finished, then the game ends (rounds.py)."""
from __future__ import annotations

from typing import Final

from .state import State
from .tables import RECRUITABLE

TRIGGERS: Final = ("dice", "houses", "vp", "stack")


def check_triggers(state: State) -> None:
    """Adds the triggers that fire now to `state.triggers` (in the order of TRIGGERS; asked between every two
    decisions of the Action phase)."""
    fired = state.triggers
    for name in TRIGGERS:
        if name not in fired and fires(state, name):
            fired = fired + (name,)
    state.triggers = fired


def fires(state: State, trigger: str) -> bool:
    if trigger == "dice":
        return sum(1 for colour in RECRUITABLE if state.supply.get(colour, 0) > 0) <= 2
    if trigger == "houses":
        return any(p.houses == 0 for p in state.players)
    if trigger == "vp":
        return state.vp_supply == 0
    return not state.stack
