"""The hooks of the modules in play, for base code that has a state but no game at hand (the extension points are
listed in game.py `extension_points`; docs/architecture.md "Walk-through: add a module")."""
from __future__ import annotations

from ...engine.registry import get_game


_FOUND: dict = {}  # modules option -> {point: hooks}: the catalog answers the same for the same modules


def hooks(options: dict, point: str) -> list:
    modules = options.get("modules")
    if not modules:  # the base game alone: a hot path, no catalog lookup
        return []
    by_point = _FOUND.get(modules)  # (several times per decision: two plain lookups, no key to build)
    if by_point is None:
        by_point = _FOUND[modules] = {}
    found = by_point.get(point)
    if found is None:
        found = get_game("dice-settlers").catalog.hooks(options, point)  # registry: no import cycle
        found = by_point[point] = MERGED[point](found) if point in MERGED and len(found) > 1 else found
    return found


# The engine asks the "options" and "actions" hooks on every decision (StepFlow.legal_actions, _apply), one dict per
# module; merged into one dict that answers the same, it is one lookup instead of one per module.
def _merged_options(found: list) -> list:
    """Per step type, the modules' option providers in catalog order: their options concatenated in that order."""
    providers: dict = {}
    for by_step in found:
        for step_type, provider in by_step.items():
            providers.setdefault(step_type, []).append(provider)
    return [{step_type: each[0] if len(each) == 1 else _concatenated(tuple(each))
             for step_type, each in providers.items()}]


def _concatenated(providers: tuple):
    def options(game, state, seat, step) -> list:
        out = []
        for provider in providers:
            out += provider(game, state, seat, step)
        return out
    return options


def _merged_actions(found: list) -> list:
    """The modules' action handlers by action kind: the first module in catalog order that handles a kind."""
    handlers: dict = {}
    for by_kind in found:
        for kind, handler in by_kind.items():
            handlers.setdefault(kind, handler)
    return [handlers]


MERGED = {"options": _merged_options, "actions": _merged_actions}
