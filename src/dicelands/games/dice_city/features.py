"""Dice City's observation by parts (dicelands/envs/features.py): each top-level key of the view built from the
state alone, as position.py's `to_position` writes it, with a token that is equal whenever that key's JSON is.

The deck is the one hidden zone (seen by nobody): every view shows its size only. With a module active the view
gains the modules' sections (and perhaps their zones), so the environments keep encoding the view then.
"""
from __future__ import annotations

from ...envs.features import Part, flow_part
from .position import city_json
from .state import STEPS


def _same(name: str) -> Part:
    """A part whose JSON is the state's attribute as it is (a number or a flag) or copied (a list, a dict)."""
    def value(state, seat):
        found = getattr(state, name)
        return found.copy() if isinstance(found, (list, dict)) else found
    return Part(name, value, lambda state, seat: getattr(state, name))


def observation_parts(game, options: dict) -> list[Part] | None:
    if game.catalog.active(options):
        return None
    return [
        Part("game", lambda state, seat: game.id),
        Part("rules_version", lambda state, seat: game.rules_version),
        Part("options", lambda state, seat: dict(state.options)),
        Part("cities", lambda state, seat, i: city_json(state.cities[i]), items=lambda state, seat: state.cities),
        Part("deck", lambda state, seat: {"hidden": len(state.deck)}, lambda state, seat: len(state.deck)),
        *(_same(name) for name in ("display", "discards", "supply", "bandits", "ships", "current", "start", "turns",
                                   "last_round")),
        flow_part(STEPS),
    ]
