"""The cards module's rules: its section of the state (`state.ext["cards"]`: the deck and the hands), the deal, the
draw offered on the base game's Race step, the step that follows a draw, and its score category."""
from __future__ import annotations

from dataclasses import dataclass

from dicelands.engine import Step

from ...steps import STEPS, end_turn
from .actions import DRAW, KEEP, play

NAME = "cards"
HAND_LIMIT = 3


def section(state) -> dict:
    return state.ext[NAME]


def setup(game, state) -> None:
    """The `setup` hook: shuffle the deck c1..c9; empty hands."""
    deck = [f"c{n}" for n in range(1, 10)]
    state.rng.shuffle(deck)
    state.ext[NAME] = {"deck": tuple(deck), "hands": ((), ())}


def offer_draw(game, state, seat, step) -> list:
    """More options on the Race step (`Module.step_options`): draw, while cards are left and the hand has room."""
    cards = section(state)
    return [DRAW] if cards["deck"] and len(cards["hands"][seat]) < HAND_LIMIT else []


def draw(game, state, seat, action) -> None:
    """The handler of the module's own action kind `draw` (`Module.actions`)."""
    cards = section(state)
    card, deck = cards["deck"][-1], cards["deck"][:-1]
    hands = list(cards["hands"])
    hands[seat] = hands[seat] + (card,)
    state.ext[NAME] = {"deck": deck, "hands": tuple(hands)}
    state.flow = state.flow.push(seat, PlayOrKeep())


@dataclass(frozen=True)
class PlayOrKeep(Step):
    """After a draw; the card drawn is the last in the hand (a step holds no secret: views show it to everyone)."""

    def prompt(self, game, state, seat):
        return f"play a card or keep {section(state)['hands'][seat][-1]}"

    def public_prompt(self, game, state, seat):
        return "play a card or keep the card drawn"

    def options(self, game, state, seat):
        return [play(card) for card in section(state)["hands"][seat]] + [KEEP]

    def apply(self, game, state, seat, action):
        if action.kind == "keep":
            state.flow = state.flow.pop(seat)
            return
        card = action["card"]
        hands = list(section(state)["hands"])
        hands[seat] = tuple(c for c in hands[seat] if c != card)
        state.ext[NAME] = {**section(state), "hands": tuple(hands)}
        state.counter += int(card[1:])
        end_turn(state, seat)


def score(state, seat: int) -> dict:
    """The `score` hook: one point per card in hand."""
    return {"cards": len(section(state)["hands"][seat])}

STEPS.register(PlayOrKeep)  # after the classes: a compiled class carries no decorator but dataclass
