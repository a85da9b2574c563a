"""The registry of Dice Settlers' steps: the one place their names are spelled (each step registers itself there).

A seat's flow is a stack of steps in `state.flow` (engine/flow.py): the Roll phase's manipulation steps (roll.py),
the Action phase's choose / pay / after-action steps (payment.py), each action's own steps (actions/*.py), the
set-up draft (setup.py) and the Diceoneer's turn marker (diceoneer.py). An empty stack is a seat that waits.
"""
from __future__ import annotations

from ...engine.actions import make_action
from ...engine.flow import StepRegistry

STEPS = StepRegistry("dice-settlers")


_BY_TEXT: dict = {}


def act(kind: str, text: str, **fields):
    """The engine's shared action for this notation (`make_action`), cached by the notation alone: only for actions
    whose notation tells their kind and fields apart (options are rebuilt at every decision; a converter's notation
    does not name the icon it makes, so payment.py makes those with `make_action`)."""
    found = _BY_TEXT.get(text)
    if found is None:
        found = _BY_TEXT[text] = make_action(kind, text, **fields)
    return found
