"""How base Catan is shown (engine/companions.py `Presentation`): the terminal's board with option numbers where
they act (render.py), options and prompts in players' words (words.py), log lines (log.py), refusals in the rule's
words (explain.py) and the cards (cards.py)."""
from __future__ import annotations

from mypy_extensions import mypyc_attr

from ...engine.cards import Card
from ...engine.companions import Presentation
from . import explain, log, render, words
from .board import CELLS, GRAPH
from .cards import base_cards
from .state import State


@mypyc_attr(allow_interpreted_subclasses=True)  # variants and tests subclass it in plain Python
class CatanShow(Presentation):
    def why_illegal(self, state: State, seat: int, text: str, legal: list) -> str:
        return explain.why_illegal(state, seat, text) or super().why_illegal(state, seat, text, legal)

    def render(self, state: State, seat: int | None, legal: list | None = None, names=None, width: int = 100):
        marks = {}
        for number, action in enumerate(legal or (), start=1):
            kind = action.kind
            if kind in ("settle", "city"):
                marks[("vertex", GRAPH.vertex(action["vertex"]))] = str(number)
            elif kind == "road":
                marks[("edge", GRAPH.edge(action["edge"]))] = str(number)
        return render.screen(state, seat, marks, width, names)

    def cards(self, options: dict) -> tuple[Card, ...]:
        return base_cards()

    def describe(self, state: State, seat: int, action, reader: int | None = None) -> str:
        return log.describe(state, seat, action, reader)

    def player_prompt(self, state: State, seat: int, names=None) -> str:
        return words.with_names(self.game.prompt(state, seat), names)

    def option_text(self, state: State, seat: int, action, names=None, width: int | None = None) -> str:
        """In a terminal, an option whose place the map numbers is said in short, by the map's own terrain codes."""
        board = words.places(tuple(CELLS), tuple(state.board.terrains), tuple(state.board.numbers))
        setting_up = type(state.flow.top(seat)).__name__.startswith("Setup")
        short = words.short_option_text(board, action, setting_up) if width is not None else None
        return short or words.option_text(board, action, names, setting_up)

    def game_events(self, before: State, after: State, reader: int | None) -> list[str]:
        return log.events(before, after, reader)
