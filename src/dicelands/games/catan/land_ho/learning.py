"""What learning environments read of Land Ho! (engine/companions.py `LearningSpec`): the fixed action space
(actions.py); the observation is the view's, encoded as it is."""
from __future__ import annotations

from ....engine.companions import LearningSpec
from . import actions


class LandHoLearning(LearningSpec):
    def action_labels(self, options: dict) -> tuple[str, ...]:
        return actions.LABELS
