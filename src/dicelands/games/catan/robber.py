"""The robber's steps: moving it (after a 7 or a knight) and choosing whom to rob."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ...engine.actions import Action
from ...engine.flow import Step
from . import actions as A
from . import turn
from .state import State
from .tables import AT_CELL, ROBBER_MOVES


@dataclass(frozen=True)
class MoveRobber(Step):
    def prompt(self, game, state, seat):
        return "move the robber to another hex"

    def options(self, game, state: State, seat: int):
        return list(ROBBER_MOVES[state.robber])

    def apply(self, game, state: State, seat: int, action: Action):
        state.robber = AT_CELL[action]
        victims = turn.victims(state, seat)
        if len(victims) > 1:
            state.flow = state.flow.replace(seat, STEAL)
            return
        state.flow = state.flow.pop(seat)
        if victims:
            turn.steal(state, seat, victims[0])  # one seat to rob: nothing to decide (docs/rules/catan.md)


@dataclass(frozen=True)
class Steal(Step):
    def prompt(self, game, state, seat):
        return "choose whom to rob"

    def options(self, game, state: State, seat: int):
        return [A.STEAL[s] for s in turn.victims(state, seat)]

    def apply(self, game, state: State, seat: int, action: Action):
        state.flow = state.flow.pop(seat)
        turn.steal(state, seat, action["seat"])


MOVE_ROBBER: Final = MoveRobber()  # steps without fields: made once
STEAL: Final = Steal()
STEP_CLASSES = (MoveRobber, Steal)
