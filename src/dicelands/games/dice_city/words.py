"""Dice City in players' words: spaces by their row's colour, column and location ("white 3, Forest"), display
cards by name, players by name; never the notation's codes (w3, d2, p1). The notation stays what is typed and
recorded."""
from __future__ import annotations

import re

from ...engine.english import with_article
from .cards import effect_sentence
from .components import BANDITS, COLOURS, COLUMNS, LOCATIONS, SPACE_INDEX

DONE = {"done dice": "go on to attacking", "done attacks": "go on to building",
        "end turn": "end your turn", "statue done": "done with the statue", "market done": "done with the market"}
SIMPLE = {"deal": "deal the new display", "roll": "roll your dice", "declare-end": "declare the end of the game"}
HOURGLASS = {"strength": "strength", "reroll": "reroll"}  # 19 letters at most: three options a line at 80 columns
ARROWS = {"left": "←", "right": "→"}
SHORT = {"gain", "vp", "strength", "bandit-strength"}  # the effects said beside a die's option
CODE = re.compile(r"\b([wyrbk])([1-6])\b|\bd(\d+)\b|\bp([1-4])\b")


def name_of(seat: int, names) -> str:
    return names[seat] if names and seat < len(names) else f"player {seat + 1}"


def space(state, seat: int, code: str) -> str:
    colour = COLOURS["wyrbk".index(code[0])]
    return f"{colour} {code[1:]}, {state.cities[seat].location(SPACE_INDEX[code]).name}"


def display_card(state, slot: int) -> str:
    card = state.display[slot - 1]
    if card is None:
        return f"the empty display place {slot}"
    name = LOCATIONS[card].name
    alike = [c for c in state.display if c == card]
    return name if len(alike) == 1 else f"{name} (display place {slot})"


def card(state, source: str) -> str:
    if re.fullmatch(r"d\d+", source):
        return f"{display_card(state, int(source[1:]))} from the display"
    return f"{LOCATIONS[source].name} from the supply"


def die_location(state, seat: int, die: str) -> str:
    colour = COLOURS.index(die)
    column = state.cities[seat].dice[colour]
    return state.cities[seat].location(colour * COLUMNS + column - 1).name if column else "nothing"


def what_it_does(location) -> str:
    """"gain 1 wood" for a location whose ability is simple, else "" (its card tells the rest)."""
    if location.kind != "activated" or location.presence is not None or any(e[0] not in SHORT for e in location.effects):
        return ""
    text = " and ".join((effect_sentence(e) or "").replace(" for this turn's attacks", "").rstrip(".") for e in location.effects)
    return text[:1].lower() + text[1:]


def option_text(game, state, seat: int, action, names=None) -> str:
    f, kind, text = dict(action.fields), action.kind, str(action)
    if kind == "done":
        return DONE.get(text, "done")
    if kind in SIMPLE:
        return SIMPLE[kind]
    die = f"{f['die']}: " if "die" in f else ""
    if kind == "use":
        return f"{die}{die_location(state, seat, f['die'])}"
    if kind == "move":
        return f"{die}{f['colour']} {ARROWS[f['way']]}"
    if kind == "reactivate":
        return f"{die}reactivate {state.cities[seat].location(SPACE_INDEX[f['space']]).name}"
    if kind == "clear":
        return f"{die}new display"
    if kind == "take-hourglass":
        return f"{die}hourglass"
    if kind == "hourglass-use":
        return f"hourglass: {HOURGLASS.get(f['use'], '1 ' + f['use'])}"
    if kind == "discard":
        return f"discard {display_card(state, f['slot'])}"
    if kind == "build":
        return f"build {card(state, f['source'])}"
    if kind == "place":  # the prompt names the card; the grid marks each space with its number
        return space(state, seat, f["space"])
    if kind == "copy":
        return f"copy {space(state, seat, f['space'])}"
    if kind == "attack":
        return f"attack {name_of(f['seat'], names)}'s {space(state, f['seat'], f['space'])}"
    if kind == "raid":
        return f"raid {name_of(f['seat'], names)} for 1 {f['resource']}"
    if kind == "reroll-other":
        return f"reroll the {f['colour']} die of {name_of(f['seat'], names)}"
    if kind == "reroll":
        return f"reroll your {f['colour']} die"
    if kind in ("stable", "wagon"):
        return f"put your {f['colour']} die on {space(state, seat, 'wyrbk'[COLOURS.index(f['colour'])] + str(f['column']))}"
    if kind == "ship":
        return f"buy {with_article(f['pile'])} Trade Ship"
    if kind == "bandit":
        return f"attack the Bandits of strength {BANDITS[int(f['pile']) - 1].strength}"
    if kind in ("pay", "gain", "statue"):
        return f"{'gain' if kind == 'gain' else 'pay'} 1 {f['resource']}"
    for hooks in game.in_play(state.options):
        said = hooks.option_text(state, seat, action, names) if hooks.option_text is not None else None
        if said:
            return said
    return codes_in_words(state, seat, text, names)


def codes_in_words(state, seat: int, text: str, names=None) -> str:
    """What no rule above words (a module's option, a prompt): its codes replaced by names."""
    def word(match: re.Match) -> str:
        if match.group(1):
            return space(state, seat, match.group(1) + match.group(2))
        if match.group(3):
            return display_card(state, int(match.group(3))) if int(match.group(3)) <= len(state.display) \
                else match.group(0)
        return name_of(int(match.group(4)) - 1, names)
    return CODE.sub(word, text)


def player_prompt(game, state, seat: int, names=None) -> str:
    return codes_in_words(state, seat, game.prompt(state, seat), names)
