"""The "cards" module of the fixture game: it adds a step, an action, a hidden zone and a score category, and no
line of the fixture game names it.

Set-up: a face-down deck of cards c1..c9 (value = the number). On the Race step a seat may `draw` the top card into
its hidden hand (at most 3); it then decides at once: `play cN` adds N to the counter and ends its turn, `keep` goes
back to the Race step. Score category "cards": one point per card in hand.
"""
from __future__ import annotations

from dataclasses import dataclass

from dicelands.engine import SEAT, HiddenZone, Module, PositionError, Step, make_action

from tests.engine.toy_game import STEPS, Race

NAME = "cards"
DRAW = make_action("draw", "draw")
KEEP = make_action("keep", "keep")
HAND_LIMIT = 3


def section(state) -> dict:
    return state.ext[NAME]


def play_action(card: str):
    return make_action("play", f"play {card}", card=card)


@STEPS.register
@dataclass(frozen=True)
class PlayOrKeep(Step):
    """After a draw; the card drawn is the last in the hand (a step holds no secret: views show it to everyone)."""

    def prompt(self, game, state, seat):
        return f"play a card or keep {section(state)['hands'][seat][-1]}"

    def public_prompt(self, game, state, seat):
        return "play a card or keep the card drawn"

    def options(self, game, state, seat):
        return [play_action(card) for card in section(state)["hands"][seat]] + [KEEP]

    def apply(self, game, state, seat, action):
        if action.kind == "keep":
            state.flow = state.flow.pop(seat)
            return
        card = action["card"]
        hands = list(section(state)["hands"])
        hands[seat] = tuple(c for c in hands[seat] if c != card)
        state.ext[NAME] = {**section(state), "hands": tuple(hands)}
        state.counter += int(card[1:])
        game.end_turn(state, seat)


def setup(game, state) -> None:
    deck = [f"c{n}" for n in range(1, 10)]
    state.rng.shuffle(deck)
    state.ext[NAME] = {"deck": tuple(deck), "hands": ((), ())}


def offer_draw(game, state, seat, step) -> list:
    cards = section(state)
    return [DRAW] if cards["deck"] and len(cards["hands"][seat]) < HAND_LIMIT else []


def draw(game, state, seat, action) -> None:
    cards = section(state)
    card, deck = cards["deck"][-1], cards["deck"][:-1]
    hands = list(cards["hands"])
    hands[seat] = hands[seat] + (card,)
    state.ext[NAME] = {"deck": deck, "hands": tuple(hands)}
    state.flow = state.flow.push(seat, PlayOrKeep())


def describe(game, state, seat, action, reader) -> str | None:
    if action.kind == "draw":
        card = section(state)["deck"][-1]
        return f"seat {seat} draws {card}" if reader == seat else f"seat {seat} draws a card"
    if action.kind == "play":
        return f"seat {seat} plays {action['card']} (+{action['card'][1:]})"
    return None


def to_json(state) -> dict:
    cards = section(state)
    return {"deck": list(cards["deck"]), "hands": [list(h) for h in cards["hands"]]}


def from_json(data) -> dict:
    if not isinstance(data, dict) or not isinstance(data.get("deck"), list) or not isinstance(data.get("hands"), list):
        raise PositionError("module cards: the position needs modules.cards with a deck and hands")
    return {"deck": tuple(data["deck"]), "hands": tuple(tuple(h) for h in data["hands"])}


MODULE = Module(
    name=NAME,
    title="Cards: draw a secret card, play it for its value",
    game="toy",
    provenance="project-default",
    source="tests/engine/toy_modules/cards (a fixture: proves a module adds files, not branches)",
    rules_version="3",  # as a module does once its rules change: its games' records say so
    hooks={
        "setup": setup,
        "options": {Race: offer_draw},
        "actions": {"draw": draw},
        "zones": (HiddenZone("hands", ("modules", NAME, "hands", SEAT), "owner", pool="toy-cards"),
                  HiddenZone("module-deck", ("modules", NAME, "deck"), "nobody", pool="toy-cards")),
        "score": lambda state, seat: {"cards": len(section(state)["hands"][seat])},
        "describe": describe,
        "position": (to_json, from_json),
        "labels": ("draw", "keep") + tuple(f"play c{n}" for n in range(1, 10)),
    },
)
