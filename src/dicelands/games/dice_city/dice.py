"""Rolling city dice: each die lands in its colour's row, in the column of its value (spec §2.6, §3.5). A forced
roll (kind "roll") names every die rolled, like "white3 red5". After a roll, the modules' `rolled` hooks see where
each die landed (By Royal Decree's Wagon Maker acts on a die rolled onto it)."""
from __future__ import annotations

from .components import COLOURS
from .state import State


def parse_roll(text: str, colours: tuple[int, ...]) -> dict[int, int]:
    found: dict[int, int] = {}
    for token in text.split():
        name, value = token.rstrip("0123456789"), token[len(token.rstrip("0123456789")):]
        if name not in COLOURS or not value or not 1 <= int(value) <= 6:
            raise ValueError(f"expected dice like 'white3 red5', got {token!r}")
        found[COLOURS.index(name)] = int(value)
    if set(found) != set(colours):
        wanted = " ".join(COLOURS[c] for c in colours)
        raise ValueError(f"this roll is of the dice {wanted}")
    return found


def roll(game, state: State, seat: int, colours: tuple[int, ...]) -> None:
    """Roll `colours` of `seat`'s dice onto its board, then run the `rolled` hooks for each."""
    if not colours:
        return
    rng = state.rng
    values = rng.forced_or("roll", lambda: {c: rng.die(6) for c in colours}, lambda t: parse_roll(t, colours))
    city = state.cities[seat]
    for colour in colours:
        city.dice[colour] = values[colour]
    if state.options.get("modules"):
        for hooks in game.in_play(state.options):
            if hooks.rolled is not None:
                for colour in colours:
                    hooks.rolled(state, seat, colour)


def roll_text(values: dict[int, int]) -> str:
    return " ".join(f"{COLOURS[c]}{v}" for c, v in sorted(values.items()))
