"""The end of the game (spec §7.1): two dice colours left, a 5th house, the VP supply empty, the map stack empty.
A trigger fires at once; the round is finished, then the game ends (rounds.py)."""
from __future__ import annotations

from .state import State
from .tables import RECRUITABLE


def check_triggers(state: State) -> None:
    fired = list(state.triggers)
    checks = (
        ("dice", sum(1 for c in RECRUITABLE if state.supply.get(c, 0) > 0) <= 2),
        ("houses", any(p.houses == 0 for p in state.players)),
        ("vp", state.vp_supply == 0),
        ("stack", not state.stack),
    )
    for name, hit in checks:
        if hit and name not in fired:
            fired.append(name)
    state.triggers = tuple(fired)
