"""How Land Ho! is shown (engine/companions.py `Presentation`): the terminal's board with option numbers where they
act (render.py), options and prompts in players' words (catan/words.py, ships marked as the map marks them), log
lines (log.py), refusals in the rule's words (explain.py) and the cards (cards.py)."""
from __future__ import annotations

from mypy_extensions import mypyc_attr

from ....engine.cards import Card
from ....engine.companions import Presentation
from .. import words
from . import explain, log, render
from .board import CELLS
from .cards import land_ho_cards
from .state import State


@mypyc_attr(allow_interpreted_subclasses=True)  # variants and tests subclass it in plain Python
class LandHoShow(Presentation):
    def why_illegal(self, state: State, seat: int, text: str, legal: list) -> str:
        return explain.why_illegal(state, seat, text) or super().why_illegal(state, seat, text, legal)

    def render(self, state: State, seat: int | None, legal: list | None = None, names=None, width: int = 100):
        return render.screen(state, seat, render.option_marks(legal), width, names)

    def cards(self, options: dict) -> tuple[Card, ...]:
        return land_ho_cards()

    def describe(self, state: State, seat: int, action, reader: int | None = None) -> str:
        return log.describe(state, seat, action)

    def player_prompt(self, state: State, seat: int, names=None) -> str:
        return words.with_names(self.game.prompt(state, seat), names)

    def option_text(self, state: State, seat: int, action, names=None, width: int | None = None) -> str:
        """In a terminal, an option whose place the map numbers is said in short, by the map's own terrain codes."""
        board = words.places(tuple(CELLS), tuple(state.terrains), tuple(state.numbers))
        short = words.short_option_text(board, action) if width is not None else None
        text = short or words.option_text(board, action, names)
        ship = dict(action.fields).get("ship")
        if not ship:
            return text
        mark = render.SEAT_MARK[seat].upper() + str(ship)  # every named ship is out
        return f"{text} ({mark})" if short else f"{text} ({mark} on the map)"

    def game_events(self, before: State, after: State, reader: int | None) -> list[str]:
        return log.events(before, after)
