"""The hooks of the modules in play, for base code that has a state but no game at hand (the extension points are
listed in game.py `extension_points`; docs/architecture.md "Walk-through: add a module")."""
from __future__ import annotations

from ...engine.registry import get_game


def hooks(options: dict, point: str) -> list:
    if not options.get("modules"):  # the base game alone: a hot path, no catalog lookup
        return []
    return get_game("dice-settlers").hooks(options, point)  # through the registry: no import cycle
