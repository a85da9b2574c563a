"""The end of the game (spec §7.1): two dice colours left, a 5th house, the VP supply empty, the map stack empty.
A trigger fires at once; the round is finished, then the game ends (rounds.py)."""
from __future__ import annotations

from typing import Final

from .state import State
from .tables import RECRUITABLE

TRIGGERS: Final = ("dice", "houses", "vp", "stack")


def check_triggers(state: State) -> None:
    fired = state.triggers
    dice_left = 0
    for colour in RECRUITABLE:
        if state.supply.get(colour, 0) > 0:
            dice_left += 1
    checks = (dice_left <= 2, any(p.houses == 0 for p in state.players), state.vp_supply == 0, not state.stack)
    for name, hit in zip(TRIGGERS, checks):
        if hit and name not in fired:
            fired = fired + (name,)
    state.triggers = fired
