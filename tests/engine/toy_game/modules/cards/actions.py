"""The cards module's actions: `draw`, `keep` and `play cN` (with its `card` field)."""
from __future__ import annotations

from dicelands.engine import make_action

DRAW = make_action("draw", "draw")
KEEP = make_action("keep", "keep")
LABELS = ("draw", "keep") + tuple(f"play c{n}" for n in range(1, 10))  # for the action space (the `labels` hook)


def play(card: str):
    return make_action("play", f"play {card}", card=card)
