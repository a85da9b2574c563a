"""By Royal Decree: the trade board and the green trade die (seed, "Plateau de commerce", "Dé de commerce"; spec
§3.2, §7, G14, G15, G25).

Each player's trade die is rolled with the city dice (at set-up and at each end of turn, G14) onto that player's
own space of the trade location of its value. It is not a city die: it takes none of the five actions, no city die
moves it, PRESENCE and "all your dice" never count it. Its own actions, in Step 1: use its location (leave a
resource or an army-strength token there, then remove the die), move to an adjacent location (leave one the same
way), or remove it to collect everything lying on its location; army-strength tokens collected are strength for
this turn only. Side: `--option trade_side=village|town`.
"""
from __future__ import annotations

from .....engine.cards import Card
from .....engine.errors import PositionError
from .....engine.inputs import conform
from .....engine.modules import Module
from .....engine.options import OptionSpec
from ...components import RESOURCES
from ...hooks import CityHooks
from ...turn import UseDice
from ...words import name_of
from .schema import COLUMNS, TradeJson
from .board import (ARMY_TOKENS, CARDS, EFFECTS, NAME, SIDES, TRADE_DIE_TEXT, resolve, trade_actions,
                    trade_effect_words, use_trade)



def section(state) -> dict:
    return state.ext[NAME]


def roll_trade_die(state, seat) -> None:
    rng = state.rng
    value = rng.forced_or("trade", lambda: rng.die(6), parse_trade)
    dice = section(state)["dice"]
    state.ext[NAME] = {**section(state), "dice": dice[:seat] + (value,) + dice[seat + 1:]}


def parse_trade(text: str) -> int:
    if text.strip() not in {str(n) for n in range(1, 7)}:
        raise ValueError("expected the trade die's value, 1-6")
    return int(text)


def setup(state) -> None:
    state.ext[NAME] = {"dice": (0,) * state.players, "pools": ((0, 0, 0, 0),) * COLUMNS}
    for seat in range(state.players):
        roll_trade_die(state, seat)


def offer(game, state, seat, step) -> list:
    return trade_actions(state, seat, section(state))


def apply_trade(game, state, seat, action) -> None:
    use_trade(game, state, seat, action, NAME)


def _trade_move(state, seat, action) -> tuple:
    """(the move, the location the die is on, the one it goes to or None, the payment in words)."""
    where = section(state)["dice"][seat]
    side = SIDES[state.options["trade_side"]]
    move, pay = action["move"], action["pay"]
    to = side[where - 2 if move == "left" else where] if move in ("left", "right") else None
    return move, side[where - 1], to, "strength" if pay == "army" else pay


def trade_words(state, seat, action) -> str:
    """The trade die's option, short: "trade die: use Smelter, pay 1 wood", "trade die: → Inn, pay 1 iron"."""
    move, here, to, pay = _trade_move(state, seat, action)
    if move == "collect":
        return "trade die: collect"  # what lies there is on the board: short, for three options a line at 80
    if move == "use":
        return f"trade die: use {here.name}, pay 1 {pay}"
    return f"trade die: {'←' if move == 'left' else '→'} {to.name}, pay 1 {pay}"


def log_words(state, seat, action) -> str:
    move, here, to, pay = _trade_move(state, seat, action)
    if move == "collect":
        return f"takes the trade die off {here.name} and collects what lay there"
    if move == "use":
        return f"uses {here.name} with the trade die, leaving 1 {pay} there"
    return f"moves the trade die {move} to {to.name}, leaving 1 {pay} there"


def option_text(state, seat, action, names) -> str | None:
    return trade_words(state, seat, action) if action.kind == "trade" else None


def describe(state, seat, action, reader) -> str | None:
    if action.kind != "trade":
        return None
    return f"seat {seat} {log_words(state, seat, action)}"


def render(state, seat, names=None) -> list[str]:
    """Each space by its name (`card NAME` tells what it does), with what lies there and whose trade die is on it."""
    trade = section(state)
    spaces = []
    for index, location in enumerate(SIDES[state.options["trade_side"]], start=1):
        tokens = ", ".join(f"{n} {r}" for r, n in zip((*RESOURCES, "strength"), trade["pools"][index - 1]) if n)
        dice = ", ".join(name_of(s, names) for s, v in enumerate(trade["dice"]) if v == index)
        held = [tokens] if tokens else []
        held += [f"{'dice' if ', ' in dice else 'die'} of {dice}"] if dice else []
        spaces.append(f"{index} {location.name}" + (f" ({'; '.join(held)})" if held else ""))
    return [f"Trade board ({state.options['trade_side']} side): " + " · ".join(spaces)]


def lowercase_start(sentence: str) -> str:
    return sentence[:1].lower() + sentence[1:]


def cards(options) -> list[Card]:
    side = SIDES[options["trade_side"]]
    found = [Card(location.name, "trade board location", f"Your trade die on it may use it: leave 1 resource or 1 "
                  f"strength here and take the die off; then {lowercase_start(trade_effect_words(location))}",
                  (f"space {index} of the trade board ({options['trade_side']} side)",), "project-default")
             for index, location in enumerate(side, start=1)]
    found.append(Card("Trade die", "die", TRADE_DIE_TEXT, ("green; rolled with your city dice, not one of them",)))
    return found


def end_turn(state, seat) -> None:
    roll_trade_die(state, seat)


def to_json(state) -> dict:
    trade = section(state)
    return {"dice": list(trade["dice"]), "pools": [dict(zip((*RESOURCES, "army"), p)) for p in trade["pools"]]}


def from_json(data, options) -> dict:
    read = conform(data, TradeJson, f"modules.{NAME}", PositionError, bounds=False)
    if len(read.dice) != options["players"]:
        raise PositionError(f"modules.{NAME}.dice: expected per seat the trade die's location 1-6, or 0 if removed")
    found = tuple((p.wood, p.stone, p.iron, p.army) for p in read.pools)
    if sum(p[3] for p in found) > ARMY_TOKENS:
        raise PositionError(f"modules.{NAME}.pools: more than {ARMY_TOKENS} army-strength tokens")
    return {"dice": tuple(read.dice), "pools": found}


def labels() -> tuple[str, ...]:
    payments = (*RESOURCES, "army")
    return (tuple(f"trade use {p}" for p in payments) + tuple(f"trade move {w} {p}" for w in ("left", "right")
                                                              for p in payments) + ("trade collect",))


MODULE: Module[CityHooks] = Module(
    name=NAME,
    title="By Royal Decree: the trade board and the trade dice",
    game="dice-city",
    provenance="confirmed",
    source="seed 003 (Par Décret Royal): Plateau de commerce, Dé de commerce; locations: spec G15 placeholders",
    summary=("Each player's green trade die is rolled with the city dice onto their own space of the trade "
             "location of its value; it is not a city die. In step 1 it may use its location (leave a resource or "
             "an army-strength token there), move to an adjacent location (leaving one the same way), or be "
             "removed to collect everything on its location."),
    hooks=CityHooks(
        setup=setup,
        locations=CARDS,
        effects=EFFECTS,
        end_turn=end_turn,
        describe=describe,
        option_text=option_text,
        render=render,
        cards=cards,
        to_json=to_json,
        from_json=from_json,
        labels=labels(),
    ),
    step_options={UseDice: offer},
    actions={"trade": apply_trade},
    chance_kinds=("trade",),
    options=(OptionSpec("trade_side", str, "village",
                        "By Royal Decree trade board side (with the trade board): village, town",
                        choices=("village", "town")),),
)
__all__ = ["MODULE", "resolve"]
