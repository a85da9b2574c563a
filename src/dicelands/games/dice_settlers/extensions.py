"""The hooks of the modules in play, for base code that has a state but no game at hand (the extension points are
listed in game.py `extension_points`; docs/architecture.md "Walk-through: add a module")."""
from __future__ import annotations


def hooks(options: dict, point: str) -> list:
    if not options.get("modules"):  # the base game alone: a hot path, no catalog lookup
        return []
    from . import GAME  # late: the game module imports the rules that call this

    return GAME.hooks(options, point)
