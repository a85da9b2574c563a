"""The hooks of the modules in play, for base code that has a state but no game at hand (the extension points are
listed in game.py `extension_points`; docs/architecture.md "Walk-through: add a module"). The game's own catalog
checks the `modules` option; this one only looks the hooks up (same package, so the same modules)."""
from __future__ import annotations

from ...engine.modules import ModuleCatalog

_CATALOG = ModuleCatalog("dice-settlers", "dicelands.games.dice_settlers.modules", {})


def hooks(options: dict, point: str) -> list:
    if not options.get("modules"):  # the base game alone: a hot path, no catalog lookup
        return []
    return _CATALOG.hooks(options, point)
