"""How Dice Colony is shown to people (engine/companions.py `Presentation`): prompts and options in players' words
(words.py), why an input is refused and the log lines (explain.py), the board (render.py), the cards (cards.py) and
what a scenario's `icon_at` reads (checks.py).

Log lines (`describe`, `events`) are the same for every reader: Dice Colony hides nothing but the future draws.
"""
from __future__ import annotations

from typing import Any

from mypy_extensions import mypyc_attr

from ...engine.cards import Card
from ...engine.companions import Presentation
from . import cards, checks, explain, words
from .state import State


@mypyc_attr(allow_interpreted_subclasses=True)  # variants and tests subclass it in plain Python
class DiceColonyShow(Presentation):
    def player_prompt(self, state: State, seat: int, names=None) -> str:
        return words.prompt(self.game, state, seat)

    def option_text(self, state: State, seat: int, action, names=None, width: int | None = None) -> str:
        return words.option_text(state, seat, action)

    def why_illegal(self, state: State, seat: int, text: str, legal: list) -> str:
        return explain.why_illegal(self.game, state, seat, text, legal) or super().why_illegal(state, seat, text, legal)

    def render(self, state: State, seat: int | None, legal: list | None = None, names=None, width: int = 100) -> Any:
        from .render import render  # rich, only when a board is drawn
        return render(self.game, state, seat, legal, names, width)

    def cards(self, options: dict) -> tuple[Card, ...]:
        return cards.cards(options)

    def describe(self, state: State, seat: int, action, reader: int | None = None) -> str:
        return explain.describe(state, seat, action)

    def game_events(self, before: State, after: State, reader: int | None) -> list[str]:
        return explain.events(before, after)

    def cell_check(self, state: State, seat: int, cell: str) -> str | None:
        return checks.icon_letter(state, seat, cell)
