"""The registry of Dice Settlers' steps: the one place their names are spelled (each step registers itself there).

A seat's flow is a stack of steps in `state.flow` (engine/flow.py): the Roll phase's manipulation steps (roll.py),
the Action phase's choose / pay / after-action steps (payment.py), each action's own steps (actions/*.py), the
set-up draft (setup.py) and the Diceoneer's turn marker (diceoneer.py). An empty stack is a seat that waits.
"""
from __future__ import annotations

from ...engine.flow import StepRegistry

STEPS = StepRegistry("dice-settlers")
