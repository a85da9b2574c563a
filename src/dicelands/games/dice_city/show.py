"""How Dice City is shown (engine/companions.py `Presentation`): the board picture (render.py), players' words for
prompts and options (words.py), log lines (explain.py), card texts (cards.py) and why an input is refused (the
modules' `why_illegal` hooks, then the engine's words)."""
from __future__ import annotations

from mypy_extensions import mypyc_attr

from ...engine.companions import Presentation
from .cards import dice_city_cards
from .explain import describe, events
from .render import render
from .words import option_text, player_prompt


@mypyc_attr(allow_interpreted_subclasses=True)  # variants and tests subclass it in plain Python
class DiceCityShow(Presentation):
    def player_prompt(self, state, seat: int, names=None) -> str:
        return player_prompt(self.game, state, seat, names)

    def option_text(self, state, seat: int, action, names=None, width: int | None = None) -> str:
        return option_text(self.game, state, seat, action, names)

    def why_illegal(self, state, seat: int, text: str, legal: list) -> str:
        for hooks in self.game.in_play(state.options):
            reason = hooks.why_illegal(state, seat, text) if hooks.why_illegal is not None else None
            if reason:
                return reason
        return super().why_illegal(state, seat, text, legal)

    def render(self, state, seat: int | None, legal: list | None = None, names=None, width: int = 100):
        return render(self.game, state, seat, legal, names, width)

    def cards(self, options: dict):
        return dice_city_cards(self.game, options)

    def describe(self, state, seat: int, action, reader: int | None = None) -> str:
        return describe(self.game, state, seat, action, reader)

    def game_events(self, before, after, reader: int | None = None) -> list[str]:
        return events(self.game, before, after, reader)
