"""How Dice Settlers is shown (engine/companions.py `Presentation`): prompts and options in players' words, refusals,
log lines (words.py, explain.py), the board (render.py) and the cards (card_texts.py). Nothing in the base game is
hidden, so every reader reads the same lines; a module may speak for its own actions (hooks `describe`,
`explain-illegal`, `option-text`, `prompt-text`)."""
from __future__ import annotations

from mypy_extensions import mypyc_attr

from ...engine.cards import Card
from ...engine.companions import Presentation
from . import card_texts, explain, render, words
from .hooks import in_play as modules_in_play
from .state import State


@mypyc_attr(allow_interpreted_subclasses=True)  # variants and tests subclass it in plain Python
class SettlersShow(Presentation):
    def player_prompt(self, state: State, seat: int, names=None) -> str:
        step = state.flow.top(seat) if 0 <= seat < len(state.flow.stacks) else None
        filled = words.prompt(state, seat, step, names) if step is not None and step.decision else None
        return filled or self.game.prompt(state, seat)

    def option_text(self, state: State, seat: int, action, names=None, width: int | None = None) -> str:
        return words.option_text(state, seat, action, names)

    def why_illegal(self, state: State, seat: int, text: str, legal: list) -> str:
        return explain.why_illegal(state, seat, text, legal, self.player_prompt(state, seat))

    def render(self, state: State, seat: int | None, legal: list | None = None, names=None, width: int = 100):
        return render.render(self.game, state, seat, legal, names, width)

    def cards(self, options: dict) -> tuple[Card, ...]:
        """Every tile, technology, die, icon and action a table with these options meets, and the modules' own
        cards (Envoys, Enclosures, Advisors, Sea pieces), in players' words (card_texts.py)."""
        return card_texts.all_cards(options)

    def describe(self, state: State, seat: int, action, reader: int | None = None) -> str:
        for hooks in modules_in_play(state.options):
            line = hooks.describe(state, seat, action, reader) if hooks.describe else None
            if line:
                return line
        return words.describe(state, seat, action)  # the same line for every reader (nothing is hidden)

    def game_events(self, before: State, after: State, reader: int | None) -> list[str]:
        return words.events(before, after)  # nothing is hidden: every reader reads the same lines
