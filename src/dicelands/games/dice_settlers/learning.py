"""What learning environments need of Dice Settlers (engine/companions.py `LearningSpec`): the fixed action space
(its labels: notation.py) and the observation by parts (dicelands/envs/features.py, imported only when asked: it
needs numpy): each top-level key of the view built from the state alone, as position.py's `to_position` writes it,
with a token that is equal whenever that key's JSON is.

The base game hides nothing (the generator aside), so every seat's fragment is the position's. Modules add their own
sections and hidden zones to the view: with a module active the environments keep encoding the view. The
Diceoneer's section changes seldom and is taken from `to_position` itself when it does.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.companions import LearningSpec
from . import notation
from .board import cell_text
from .position import player_json
from .state import State
from .steps import STEPS
from .tables import TILES

if TYPE_CHECKING:
    from ...envs.features import Part


class SettlersLearning(LearningSpec):
    def action_labels(self, options: dict) -> tuple[str, ...]:
        return notation.action_labels(self.game.resolve_options(options))

    def action_label(self, state: State, seat: int, action) -> str:
        return notation.action_label(state, seat, action)  # a module's label first (hook `label`)

    def observation_parts(self, options: dict) -> list[Part] | None:
        return observation_parts(self.game, options)


def _by_number(tiles) -> list:
    return sorted(tiles, key=lambda tile: TILES[tile].number)


def _map(state) -> list:
    return [{"cell": cell_text(c), "tile": t, "tents": list(state.tents[c]), "house": state.houses.get(c)}
            for c, t in state.tiles.items()]


def observation_parts(game, options: dict) -> list[Part] | None:
    if game.catalog.active(options):
        return None
    from ...envs.features import Part, flow_part

    def plain(key: str) -> Part:
        return Part(key, lambda state, seat: getattr(state, key), lambda state, seat: getattr(state, key))

    def listed(key: str, order=list) -> Part:
        return Part(key, lambda state, seat: order(getattr(state, key)), lambda state, seat: getattr(state, key))
    return [
        Part("game", lambda state, seat: game.id),
        Part("rules_version", lambda state, seat: game.rules_version),
        Part("options", lambda state, seat: dict(state.options)),
        *(plain(key) for key in ("phase", "round", "first", "turn", "draft_seat", "placer")),
        *(listed(key) for key in ("draft", "kept", "triggers", "removed", "tableau")),
        *(listed(key, _by_number) for key in ("stack", "start_pool", "box_tiles")),
        Part("vp", lambda state, seat: {"supply": state.vp_supply, "initial": state.vp_initial,
                                        "reserve_used": state.vp_reserve_used},
             lambda state, seat: (state.vp_supply, state.vp_initial, state.vp_reserve_used)),
        Part("dice", lambda state, seat: {"supply": dict(state.supply), "box": dict(state.box)},
             lambda state, seat: (state.supply, state.box)),
        Part("map", lambda state, seat: _map(state), lambda state, seat: (state.tiles, state.tents, state.houses)),
        Part("players", lambda state, seat, i: player_json(state.players[i]), items=lambda state, seat: state.players),
        Part("diceoneer", lambda state, seat: game.to_position(state)["diceoneer"],
             lambda state, seat: (state.bot_seat, state.bot)),
        flow_part(STEPS),
    ]
