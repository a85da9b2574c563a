"""The toy race's actions and their notation: `step` (+1) and `roll` (+1..3). Each is an engine `Action`
(`make_action(kind, text, **fields)`), made once and handed out again at every decision. An action that is a
control of the turn rather than a move on the board (done, pass ...) would say `control=True`; the race has none."""
from __future__ import annotations

from dicelands.engine import make_action

STEP = make_action("step", "step")
ROLL = make_action("roll", "roll")
LABELS = ("step", "roll")  # every notation, for the fixed action space (learning.py)
