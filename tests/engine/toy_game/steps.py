"""The steps of a toy race and their registry: the one place a step's name is spelled (modules register theirs
here too). A seat's flow is a stack of steps; the mover's holds one `Race` step, which a module may add options to
(`Module.step_options`) or push its own step on."""
from __future__ import annotations

from dataclasses import dataclass

from dicelands.engine import Step, StepRegistry

from .actions import ROLL, STEP

STEPS = StepRegistry("toy")


@dataclass(frozen=True)
class Race(Step):
    """The mover's turn: step or roll; modules may offer more here."""

    def prompt(self, game, state, seat):
        return "step or roll"

    def options(self, game, state, seat):
        return [STEP, ROLL]

    def apply(self, game, state, seat, action):
        if action.kind == "roll":
            forced = state.rng.take_forced("roll")
            state.last_roll = int(forced) if forced else state.rng.die(3)
            state.counter += state.last_roll
        else:
            state.counter += 1
        end_turn(state, seat)


def end_turn(state, seat: int) -> None:
    """The turn passes to the other seat, or the game ends (a rule modules use too)."""
    state.mover = 1 - seat
    state.flow = state.flow.clear()
    if state.counter < state.options["target"]:
        state.flow = state.flow.push(state.mover, Race())

STEPS.register(Race)  # after the classes: a compiled class carries no decorator but dataclass
