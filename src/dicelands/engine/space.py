"""A fixed action space for learning agents: a finite, documented list of labels for given options.

A game lists every label its actions can have under given options (`Game.action_labels(options)`) and gives each
action its label (`Game.action_label(state, seat, action)`, by default its notation). Labels abstract what changes
from game to game but not in meaning (Dice Settlers labels a die by its colour and face, not its serial), so the
list is finite; within one decision no two legal actions share a label. Index i is `labels[i]`;
`mask(state, seat)[i]` is true when a legal action has that label, and `action(state, seat, i)` is that action.
"""
from __future__ import annotations

from .errors import IllegalActionError


class ActionSpace:
    def __init__(self, game, options: dict):
        self.game = game
        self.options = game.resolve_options(options)
        self.labels: tuple[str, ...] = tuple(game.learning.action_labels(self.options))
        self.index_of: dict[str, int] = {label: i for i, label in enumerate(self.labels)}
        if len(self.index_of) != len(self.labels):
            raise ValueError(f"{game.id}: the action labels repeat")

    @property
    def size(self) -> int:
        return len(self.labels)

    def index(self, state, seat: int, action) -> int:
        label = self.game.learning.action_label(state, seat, action)
        try:
            return self.index_of[label]
        except KeyError:
            raise IllegalActionError(str(action), seat, f"label {label!r} is outside the action space") from None

    def legal_indexes(self, state, seat: int) -> dict[int, object]:
        """index -> the legal action with that label."""
        return {self.index(state, seat, action): action for action in self.game.legal_actions(state, seat)}

    def mask(self, state, seat: int) -> list[bool]:
        mask = [False] * self.size
        for index in self.legal_indexes(state, seat):
            mask[index] = True
        return mask

    def action(self, state, seat: int, index: int):
        legal = self.legal_indexes(state, seat)
        if index not in legal:
            label = self.labels[index] if 0 <= index < self.size else "out of range"
            raise IllegalActionError(f"#{index}", seat, f"{label!r} is not a legal option now")
        return legal[index]
