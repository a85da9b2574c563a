"""The toy race: the engine's fixture game, and the template a new game copies (docs/new-game.md).

Two seats race a counter to a target (10). Each turn the mover steps (+1) or rolls (+1..3 from a seeded die; forced
kind "roll"). Each seat is dealt a secret card (1-6) from a face-down deck at set-up, so views, belief samples and
per-seat logs have something to hide. It takes modules (`modules/`, one package each) through the typed extension
points of `hooks.py`, and never names one.

The files, one role each, as every game lays them out (HELPERS.md, docs/architecture.md):
    game.py      the Game class: the decision model and the names of its companions
    state.py     the state dataclass
    steps.py     the step registry and the steps (the turn)
    actions.py   the actions and their notation
    hooks.py     the extension points, as the typed hooks dataclass a module fills in
    position.py  the position format: write and read
    show.py      the Presentation: log lines
    learning.py  the LearningSpec: the labels of the fixed action space
    modules/     the modules (modules/cards: a secret hand of cards)
This file only exports `GAME`, which the registry line (engine/registry.py `GAMES`) names.
"""
from .game import GAME

__all__ = ["GAME"]
