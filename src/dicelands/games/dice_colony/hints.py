"""What Dice Colony tells bots beyond its rules (engine/companions.py `BotHints`): the greedy bots' estimate
(heuristic.py), the fitted value for search cut-offs (value.py) and the bots measured strongest (docs/bots.md)."""
from __future__ import annotations

from typing import ClassVar

from ...engine.companions import BotHints
from .heuristic import heuristic
from .state import State
from .value import fitted_value


class DiceColonyHints(BotHints):
    # cut-offs scored by the fitted value (value.py) beat the heuristic's: mcts:1s/cutoff=value won 80.5% of 200 games
    # against greedy, mcts:1s 69.0% of the same seeds
    # (docs/bots.md, "At 1 s per decision the fitted value meets the goal")
    best_bot: ClassVar[str] = "mcts:1s/cutoff=value"
    # with the tuned solo weights; against LU-287 no search measured did better (docs/bots.md)
    best_bot_solo: ClassVar[str | None] = "greedy"

    def heuristic(self, state: State, seat: int) -> float:
        return heuristic(state, seat)

    def value(self, state: State, seat: int) -> float:
        return fitted_value(state, seat)
