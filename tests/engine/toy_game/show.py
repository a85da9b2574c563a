"""How the toy race is shown (the Presentation companion, `game.show`): a log line per action, in which a module
may write its own actions' lines (its `describe` hook). Everything else (prompts in players' words, the board as
text, cards) keeps the engine's defaults; a bigger game builds this from render.py, words.py, explain.py, cards.py."""
from __future__ import annotations

from dicelands.engine import Presentation


class ToyShow(Presentation):
    def describe(self, state, seat, action, reader=None):
        for hooks in self.game.in_play(state.options):
            line = hooks.describe(self.game, state, seat, action, reader) if hooks.describe else None
            if line:
                return line
        return f"seat {seat}: {action}"
