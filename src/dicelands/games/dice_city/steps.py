"""Dice City's step registry (every step of the game and its modules, by name: engine/flow.py) and the marker steps
shared by the turn's topics. The turn's own steps live with their rules: Use Dice in turn.py, Attack in combat.py,
Build & Trade in build.py, the end of a turn in ending.py, the abilities' choices in ability_steps.py; the game
(game.py) orders Use Dice -> Attack -> Build & Trade."""
from __future__ import annotations

from dataclasses import dataclass

from ...engine.flow import Step, StepRegistry

STEPS = StepRegistry("dice-city")


class Marker(Step):
    """A step that is not a decision: the game resumes it once no seat has a decision left above it."""
    decision = False

    def resume(self, game, state, seat: int) -> None:
        raise NotImplementedError


@dataclass(frozen=True)
class Wait(Marker):
    """A marker: the seat waits while other seats answer (a die of theirs rolled onto their Wagon Maker)."""

    def resume(self, game, state, seat: int) -> None:
        if all(not stack for other, stack in enumerate(state.flow.stacks) if other != seat):
            state.flow = state.flow.pop(seat)

STEPS.register(Wait)
