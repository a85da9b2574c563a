"""The cards module's section of a position (`modules.cards`: the deck and the hands), written and read."""
from __future__ import annotations

from dicelands.engine import PositionError

from .steps import section


def to_json(state) -> dict:
    cards = section(state)
    return {"deck": list(cards["deck"]), "hands": [list(h) for h in cards["hands"]]}


def from_json(data) -> dict:
    if not isinstance(data, dict) or not isinstance(data.get("deck"), list) or not isinstance(data.get("hands"), list):
        raise PositionError("module cards: the position needs modules.cards with a deck and hands")
    return {"deck": tuple(data["deck"]), "hands": tuple(tuple(h) for h in data["hands"])}
