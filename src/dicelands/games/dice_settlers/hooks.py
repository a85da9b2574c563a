"""The hooks that the modules in play put at one of Dice Settlers' extension points (`DiceSettlers.extension_points`),
for the parts of the base game that run without the game object (scoring, the Diceoneer, positions, rendering).
The base never names a module: it asks for the hooks at a point and calls them."""
from __future__ import annotations

from ...engine.registry import get_game


def hooks(options: dict, point: str) -> list:
    if not options.get("modules"):  # a hot path: nothing to look up without modules
        return []
    return get_game("dice-settlers").hooks(options, point)
