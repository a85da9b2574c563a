"""Dice City in players' words: spaces by their row's colour, column and location ("white 3, Forest"), display
cards by name, players by name; never the notation's codes (w3, d2, p1). The notation stays what is typed and
recorded."""
from __future__ import annotations

import re

from ...engine.english import with_article
from .components import COLOURS, LOCATIONS, SPACE_INDEX

DONE = {"done dice": "done with the dice: go on to attacking", "done attacks": "done attacking: go on to building",
        "end turn": "end your turn", "statue done": "done with the statue", "market done": "done with the market"}
SIMPLE = {"deal": "deal the new display", "roll": "roll your dice", "declare-end": "declare the end of the game"}
HOURGLASS = {"strength": "1 strength", "reroll": "reroll a die"}
TRADE_WAYS = {"use": "use the pile your die is on", "left": "move your die left", "right": "move your die right",
              "collect": "collect the piles"}
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


def die_space(state, seat: int, die: str) -> str:
    colour = COLOURS.index(die)
    column = state.cities[seat].dice[colour]
    return space(state, seat, f"{'wyrbk'[colour]}{column}") if column else "no space"


def option_text(state, seat: int, action, names=None) -> str:
    f, kind, text = dict(action.fields), action.kind, str(action)
    if kind == "done":
        return DONE.get(text, "done")
    if kind in SIMPLE:
        return SIMPLE[kind]
    die = f"your {f['die']} die" if "die" in f else ""
    if kind == "use":
        return f"use {die} on {die_space(state, seat, f['die'])}"
    if kind == "move":
        return f"spend {die} to move your {f['colour']} die {f['way']}"
    if kind == "reactivate":
        return f"spend {die} to reactivate {space(state, seat, f['space'])}"
    if kind == "clear":
        return f"spend {die} to clear the display"
    if kind == "take-hourglass":
        return f"spend {die} for an hourglass"
    if kind == "hourglass-use":
        return f"spend the hourglass: {HOURGLASS.get(f['use'], '1 ' + f['use'])}"
    if kind == "discard":
        return f"discard {display_card(state, f['slot'])}"
    if kind == "build":
        return f"build {card(state, f['source'])}"
    if kind == "place":
        where, now = space(state, seat, f["space"]).split(", ")
        return f"put it on {where} (now {now})"
    if kind == "copy":
        return f"copy {space(state, seat, f['space'])}"
    if kind == "attack":
        return f"attack {name_of(f['seat'], names)}'s {space(state, f['seat'], f['space'])}"
    if kind == "raid":
        return f"raid {name_of(f['seat'], names)} for 1 {f['resource']}"
    if kind == "reroll-other":
        return f"reroll {name_of(f['seat'], names)}'s {f['colour']} die"
    if kind == "reroll":
        return f"reroll your {f['colour']} die"
    if kind in ("stable", "wagon"):
        return f"put your {f['colour']} die on {space(state, seat, 'wyrbk'[COLOURS.index(f['colour'])] + str(f['column']))}"
    if kind == "ship":
        return f"buy {with_article(f['pile'])} trade ship"
    if kind == "bandit":
        return f"attack the bandits of pile {f['pile']}"
    if kind in ("pay", "gain", "statue"):
        return f"{'gain' if kind == 'gain' else 'pay'} 1 {f['resource']}"
    if "plan" in f:
        plan = plan_words(f["plan"])
        return {"plan-secret": f"keep {plan} as your secret plan", "plan-common": f"put {plan} in the middle"}.get(
            kind, f"claim {plan}")
    if kind == "trade":
        return f"trade board: {trade_words(f['move'], f['pay'])}"
    return codes_in_words(state, seat, text, names)


def trade_words(move: str, pay: str) -> str:
    """A trade-board action in words: "move your die left, paying 1 wood"."""
    paying = {"": "", "army": ", paying 1 strength for an army"}.get(pay, f", paying 1 {pay}")
    return f"{TRADE_WAYS.get(move, move)}{paying}"


def plan_words(plan_id: str) -> str:
    from .modules.queens_plans.plans import PLANS  # the Queen's Plans module's cards, read only when in play
    plan = PLANS[plan_id]
    return f"{plan.name} ({plan.vp} VP)"


def codes_in_words(state, seat: int, text: str, names=None) -> str:
    """What no rule above words (a module's option, a prompt): its codes replaced by names."""
    text = re.sub(r"\bq\d\d ", "", text)  # a Queen's Plan's number before its name
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
