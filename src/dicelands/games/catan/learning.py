"""What learning environments read of base Catan (engine/companions.py `LearningSpec`): the fixed action space
(actions.py) and the observation by parts (dicelands/envs/features.py): each top-level key of the view built from the state
alone, with a token that is equal whenever that key's JSON is.

Hidden zones (game.py): a seat sees its own hand, development cards and fresh cards; of another seat's, and of the
deck, its view shows the size only ({"hidden": n}), so those tokens are the sizes. The board, the buildings and the
roads change seldom: their JSON is taken from `to_position` itself when their token changes.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.companions import LearningSpec
from ...geometry import format_cell
from . import actions
from .board import CELLS
from .components import RESOURCES
from .position import offered_json
from .state import NOBODY
from .steps import STEPS

if TYPE_CHECKING:
    from ...envs.features import Part


def _nullable(seat: int) -> int | None:
    return None if seat == NOBODY else seat


def _hand(counts: list) -> list[str]:
    return [name for name, n in zip(RESOURCES, counts) for _ in range(n)]


def _per_seat(key: str, shown, size) -> Part:
    """A per-seat hidden zone: what `shown(items)` writes for the observing seat, {"hidden": size} for the others."""
    from ...envs.features import Part  # numpy's: imported by learning environments only

    def fragment(state, seat, i):
        items = getattr(state, key)[i]
        return shown(items) if i == seat else {"hidden": size(items)}

    def tokens(state, seat):
        return [(True, tuple(items)) if i == seat else (False, size(items))
                for i, items in enumerate(getattr(state, key))]
    return Part(key, fragment, items=tokens)


def observation_parts(game, options: dict) -> list[Part]:
    """Each top-level key of the view, built from the state (module docstring)."""
    from ...envs.features import Part, flow_part  # numpy's: imported by learning environments only

    def from_position(key: str, token) -> Part:
        return Part(key, lambda state, seat: game.to_position(state)[key], token)

    def plain(key: str, value) -> Part:
        return Part(key, value, value)
    return [
        Part("game", lambda state, seat: game.id),
        Part("rules_version", lambda state, seat: game.rules_version),
        Part("options", lambda state, seat: dict(state.options)),
        from_position("board", lambda state, seat: state.board),
        Part("robber", lambda state, seat: format_cell(CELLS[state.robber]), lambda state, seat: state.robber),
        *(plain(key, lambda state, seat, name=name: getattr(state, name))
          for key, name in (("active", "active"), ("turns", "turns"), ("dev_played", "dev_played"),
                            ("offers", "offers"))),
        Part("offered", lambda state, seat: offered_json(state.offered), lambda state, seat: state.offered),
        Part("last_roll", lambda state, seat: list(state.last_roll), lambda state, seat: state.last_roll),
        Part("bank", lambda state, seat: dict(zip(RESOURCES, state.bank)), lambda state, seat: state.bank),
        _per_seat("hands", _hand, sum),
        Part("deck", lambda state, seat: {"hidden": len(state.deck)}, lambda state, seat: len(state.deck)),
        _per_seat("cards", sorted, len),
        _per_seat("fresh", sorted, len),
        Part("played", lambda state, seat: [list(p) for p in state.played], lambda state, seat: state.played),
        Part("revealed", lambda state, seat: [list(r) for r in state.revealed], lambda state, seat: state.revealed),
        from_position("buildings", lambda state, seat: (state.owner, state.level)),
        from_position("roads", lambda state, seat: state.roads),
        *(plain(key, lambda state, seat, name=name: _nullable(getattr(state, name)))
          for key, name in (("longest_road", "longest"), ("largest_army", "army"), ("winner", "winner"))),
        Part("escrow", lambda state, seat: [list(e) for e in state.escrow], lambda state, seat: state.escrow),
        flow_part(STEPS),
    ]


class CatanLearning(LearningSpec):
    def action_labels(self, options: dict) -> tuple[str, ...]:
        return actions.LABELS

    def observation_parts(self, options: dict) -> list | None:
        return observation_parts(self.game, options)
