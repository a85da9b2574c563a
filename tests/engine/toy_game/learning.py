"""The toy race for learning agents (the LearningSpec companion, `game.learning`): the labels of its fixed action
space, the base game's then each module's in play (its `labels` hook)."""
from __future__ import annotations

from dicelands.engine import LearningSpec

from .actions import LABELS


class ToyLearning(LearningSpec):
    def action_labels(self, options):
        return LABELS + tuple(label for hooks in self.game.in_play(options) for label in hooks.labels or ())
