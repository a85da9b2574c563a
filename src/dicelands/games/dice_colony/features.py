"""TRANSITIONAL (issue 43): the observation parts live in learning.py (`DiceColonyLearning.observation_parts`); this
name stays only for envs/features.py's `game_parts`, which still imports a game's `features.py`, until the surfaces
read `game.learning.observation_parts`. Delete it with the other transitional names."""
from __future__ import annotations


def observation_parts(game, options: dict) -> list:
    return game.learning.observation_parts(options)
