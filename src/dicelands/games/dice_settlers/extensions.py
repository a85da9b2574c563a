"""The hooks of the modules in play, for base code that has a state but no game at hand (the extension points are
listed in game.py `extension_points`; docs/architecture.md "Walk-through: add a module")."""
from __future__ import annotations

from ...engine.registry import get_game


_FOUND: dict = {}  # (modules option, point) -> hooks: the catalog answers the same for the same modules


def hooks(options: dict, point: str) -> list:
    modules = options.get("modules")
    if not modules:  # the base game alone: a hot path, no catalog lookup
        return []
    key = (modules, point)
    found = _FOUND.get(key)
    if found is None:
        found = _FOUND[key] = get_game("dice-settlers").catalog.hooks(options, point)  # registry: no import cycle
    return found
