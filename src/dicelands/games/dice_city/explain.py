"""Log lines. Everything a Dice City log says is public (the display, the dice, the cities); the deck order is the
only secret of the base game and no line names a card before it is dealt face up. Modules with secrets (the
Queen's Plans) write their own lines through the `describe` hook."""
from __future__ import annotations

import re

from .components import COLOURS, COLUMNS, LOCATIONS, SPACES
from .words import option_text
from .words import space as space_words


def player(seat: int) -> str:
    return f"seat {seat}"  # surfaces put the seat's name in its place


def describe(game, state, seat: int, action, reader=None) -> str:
    for hook in game.hooks(state.options, "describe"):
        line = hook(game, state, seat, action, reader)
        if line:
            return line
    who = player(seat)
    city = state.cities[seat]
    kind = action.kind
    if kind == "build" and action["source"].startswith("d"):
        card = state.display[int(action["source"][1:]) - 1]
        return f"{who} builds {LOCATIONS[card].name} from the display"
    if kind == "use":
        colour = COLOURS.index(action["die"])
        if city.dice[colour]:
            space = colour * COLUMNS + city.dice[colour] - 1
            return f"{who} uses the {COLOURS[colour]} die on {space_words(state, seat, SPACES[space])}"
    return f"{who}: " + re.sub(r"\byour\b", "their", option_text(state, seat, action))


def events(game, before, after, reader=None) -> list[str]:
    lines = []
    if after.turns != before.turns:
        seat = before.current
        dice = after.cities[seat].dice
        lines.append(f"{player(seat)} rolls " + ", ".join(f"{COLOURS[c]} {dice[c]}" for c in range(len(COLOURS))))
    if after.last_round and not before.last_round:
        lines.append("the game end is triggered: the round is played out")
    if after.turns != before.turns and not game.is_over(after):
        lines.append(f"{player(after.current)} to play")
    return lines
