"""End of turn (spec §3.5), the end triggers and the next turn (§4); the solo display slides (§8)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from .components import COLOURS
from .dice import roll
from .display import slide_solo_display
from .state import State
from .steps import STEPS, Marker
from .turn import UseDice

STOCK_LIMIT: Final = 1  # of each resource, between turns (spec §1.4)


def triggered(state: State) -> bool:
    """Triggers 1-3: every Bandit taken, two Trade Ship piles empty, the deck run out (spec §4)."""
    if state.solo:
        return False
    return not any(state.bandits) or sum(1 for n in state.ships if n == 0) >= 2 or not state.deck


def end_turn(game: Any, state: State, seat: int) -> None:
    city = state.cities[seat]
    city.stock = [min(STOCK_LIMIT, n) for n in city.stock]
    city.strength = city.bandit_strength = 0
    city.used, city.flags = (), ()
    state.flow = state.flow.replace(seat, NextTurn())
    for hooks in game.in_play(state.options):
        if hooks.end_turn is not None:
            hooks.end_turn(state, seat)
    roll(game, state, seat, tuple(range(len(COLOURS))))


@dataclass(frozen=True)
class NextTurn(Marker):
    """A marker under the decisions the end of a turn may still ask (a die rolled onto a Wagon Maker)."""

    def resume(self, game: Any, state: State, seat: int) -> None:
        state.flow = state.flow.pop(seat)
        state.turns += 1
        if state.solo:
            slide_solo_display(state)
            over = not any(state.display[len(state.display) // 2:])
        else:
            state.last_round = state.last_round or triggered(state)
            following = (seat + 1) % state.players
            over = state.last_round and following == state.start  # everyone has had the same number of turns
        if over:
            state.flow = state.flow.clear()
            return
        state.current = (seat + 1) % state.players
        state.flow = state.flow.push(state.current, UseDice())

STEPS.register(NextTurn)
