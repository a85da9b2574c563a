"""Log lines. Everything a Dice City log says is public (the display, the dice, the cities); the deck order is the
only secret of the base game and no line names a card before it is dealt face up. Modules with secrets (the
Queen's Plans) write their own lines through the `describe` hook."""
from __future__ import annotations

import re

from .components import COLOURS, COLUMNS, LOCATIONS, SPACES
from .words import HOURGLASS, option_text
from .words import space as space_words


def player(seat: int) -> str:
    return f"seat {seat}"  # surfaces put the seat's name in its place


SEATS = [f"seat {n}" for n in range(4)]  # other seats as the log names them (a surface puts their names in)
DONE_LINES = {"done dice": "is done with the dice", "done attacks": "is done attacking", "end turn": "ends the turn",
              "statue done": "is done with the statue", "market done": "is done with the market"}
IRREGULAR = {"copy": "copies", "buy": "buys", "put": "puts"}


def third_person(text: str) -> str:
    """An option in the words of its chooser ("spend your white die ...") as a log line's verb phrase."""
    verb, _, rest = text.partition(" ")
    verb = IRREGULAR.get(verb, verb + ("es" if verb.endswith(("sh", "ch", "ss", "x")) else "s"))
    return re.sub(r"\byour\b", "their", f"{verb} {rest}".strip())


def describe(game, state, seat: int, action, reader=None) -> str:
    for hooks in game.in_play(state.options):
        line = hooks.describe(state, seat, action, reader) if hooks.describe is not None else None
        if line:
            return line
    who = player(seat)
    city = state.cities[seat]
    kind = action.kind
    if kind == "build" and action["source"].startswith("d"):
        card = state.display[int(action["source"][1:]) - 1]
        return f"{who} builds {LOCATIONS[card].name} from the display"
    if kind == "place":
        top = state.flow.top(seat)
        card = LOCATIONS[top.card].name if hasattr(top, "card") and top.card in LOCATIONS else "the card"
        where, now = space_words(state, seat, action["space"]).split(", ")
        return f"{who} puts {card} on {where}, over {now}"
    if kind == "hourglass-use":
        return f"{who} spends the hourglass for {HOURGLASS.get(action['use'], '1 ' + action['use'])}"
    if kind == "done":
        return f"{who} {DONE_LINES.get(str(action), 'is done')}"
    if "die" in dict(action.fields):
        colour = COLOURS.index(action["die"])
        if kind == "use" and city.dice[colour]:
            space = colour * COLUMNS + city.dice[colour] - 1
            return f"{who} uses the {COLOURS[colour]} die on {space_words(state, seat, SPACES[space])}"
        what = {"move": lambda: f"move the {action['colour']} die {action['way']}",
                "reactivate": lambda: f"reactivate {space_words(state, seat, action['space'])}",
                "clear": lambda: "clear the display", "take-hourglass": lambda: "take an hourglass"}
        return f"{who} spends the {action['die']} die to {what[kind]()}"
    return f"{who} {third_person(option_text(game, state, seat, action, SEATS))}"


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
