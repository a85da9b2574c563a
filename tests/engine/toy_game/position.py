"""The toy race's position format: the state as JSON (`write`) and back (`read`), with each module in play's own
section under `modules.<name>` (its `position` hook). A position says its game and rules version (the header)."""
from __future__ import annotations

from dicelands.engine import Flow, PositionError, Rng

from .state import ToyState
from .steps import STEPS


def write(game, state) -> dict:
    position = {**game.codec.position_header(state), "options": dict(state.options), "counter": state.counter,
                "mover": state.mover, "secrets": [s[:] for s in state.secrets], "deck": state.deck[:],
                "flow": state.flow.to_json(STEPS), "rng": state.rng.to_json()}
    sections = {module.name: module.hooks.position[0](state) for module in _with_a_section(game, state.options)}
    if sections:
        position["modules"] = sections
    return position


def read(game, position) -> ToyState:
    game.codec.check_position_header(position)
    options = game.codec.position_options(position)
    if not isinstance(position.get("counter"), int) or position["counter"] < 0:
        raise PositionError("counter must be a non-negative whole number")
    flow = Flow.from_json(position.get("flow"), STEPS, 2)
    state = ToyState(options, Rng.from_json(position["rng"]), flow, position["counter"], position["mover"],
                     [list(s) for s in position["secrets"]], list(position["deck"]))
    for module in _with_a_section(game, options):
        state.ext[module.name] = module.hooks.position[1](position.get("modules", {}).get(module.name))
    return state


def _with_a_section(game, options: dict) -> list:
    """The modules in play that keep a part of the state (a section named after the module)."""
    return [module for module in game.catalog.active(options) if module.hooks.position]
