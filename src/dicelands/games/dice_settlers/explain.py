"""Why Dice Settlers refuses an input: the rule a module's action breaks (hook `explain_illegal`), else what the
seat is deciding and its options, in players' words (words.py)."""
from __future__ import annotations

from .hooks import in_play as modules_in_play
from .state import State
from .words import option_text


def why_illegal(state: State, seat: int, text: str, legal: list, prompt_text: str) -> str:
    """Why `text` is not one of `legal`; `prompt_text`: what the seat decides, in players' words."""
    for hooks in modules_in_play(state.options):
        reason = hooks.explain_illegal(state, seat, text) if hooks.explain_illegal else None
        if reason:
            return reason
    return refusal(state, seat, prompt_text, legal)


def refusal(state, seat: int, prompt_text: str, legal: list, names=None) -> str:
    """Why an input was refused, when no rule names the reason: what the seat is deciding and its options, in
    players' words (the notation of each is in `notation`)."""
    texts = [option_text(state, seat, action, names) for action in legal]
    shown = "; ".join(texts[:6]) + ("; ..." if len(texts) > 6 else "")
    return f"that is not one of your options now ({prompt_text}): {shown}"
