"""What Dice City's learning environments read (engine/companions.py `LearningSpec`): the fixed action space (the
base game's labels, notation.py, and the modules' `labels` hooks) and the observation by parts
(dicelands/envs/features.py): each top-level key of the view built from the
state alone, as position.py's `to_position` writes it, with a token that is equal whenever that key's JSON is.

The deck is the one hidden zone (seen by nobody): every view shows its size only. With a module active the view
gains the modules' sections (and perhaps their zones), so the environments keep encoding the view then.
"""
from __future__ import annotations

from ...engine.companions import LearningSpec
from ...envs.features import Part, flow_part
from .actions import cached_base_labels
from .position import city_json
from .steps import STEPS


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


class DiceCityLearning(LearningSpec):
    def action_labels(self, options: dict) -> tuple[str, ...]:
        return cached_base_labels() + tuple(label for hooks in self.game.in_play(options) for label in hooks.labels or ())

    def observation_parts(self, options: dict) -> list[Part] | None:
        return observation_parts(self.game, options)
