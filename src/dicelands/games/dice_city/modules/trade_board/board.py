"""The trade board's data (data/trade-board.yaml) and the trade die's three actions (seed, "Dé de commerce")."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .....engine.actions import Action
from .....engine.data import DataFiles
from .....engine.flow import Step
from ...abilities import copy_targets, effect_registry
from ...ability_steps import CopyTarget, MarketPay, StablesMove, StorehousePay
from ...cards import effect_sentence, printed_text
from ...components import COLOURS, LOCATIONS, RESOURCES, by_id, location
from ...dice import roll
from ...actions import act
from ...hooks import Effect
from ...state import State
from ...steps import STEPS
from .records import TradeBoardFile, TradeLocation

NAME = "trade-board"
EFFECTS: dict[str, Effect] = {}  # the abilities of the trade board's cards (the base game reads them in play)
register_effect = effect_registry(EFFECTS)
ARMY_TOKENS = 12  # seed: 12 jetons Puissance Militaire; G25: a hard limit
PAYMENTS = (*RESOURCES, "army")
TRADE_ACTIONS: dict[tuple[str, str], Action] = {  # (move, payment) -> the shared action
    **{("use", p): act(f"trade use {p}", "trade", move="use", pay=p) for p in PAYMENTS},
    **{(way, p): act(f"trade move {way} {p}", "trade", move=way, pay=p) for way in ("left", "right") for p in PAYMENTS},
    ("collect", ""): act("trade collect", "trade", move="collect", pay="")}


FILES = DataFiles.of_package(__package__)
_CONTENT = FILES.decode("trade-board.yaml", TradeBoardFile)
SIDES = {side.side: tuple(side.locations) for side in _CONTENT.sides}
if sorted(SIDES) != ["town", "village"]:
    raise DataFiles.fail("trade-board.yaml", "sides", "expected a village side and a town side, once each")
CARDS = by_id(_CONTENT.locations, "trade-board.yaml", "locations", "location", location)


TRADE_DIE_TEXT = ("Rolled with your city dice onto your space of the trade board location of its value. In your "
                  "Use Dice step it may use that location (leave 1 resource or 1 strength there, then take the die "
                  "off), move to the next location left or right (leaving 1 the same way), or be taken off to "
                  "collect everything lying on its location; strength collected counts for this turn only.")


def trade_effect_words(location: TradeLocation) -> str:
    """The ability in a sentence; a special one reads as the deck location with the same ability says it."""
    sentence = effect_sentence(location.effects)
    if sentence:
        return sentence
    alike = next(card for card in LOCATIONS.values() if card.effects and card.effects[0][0] == location.effects[0])
    return printed_text(alike.text)


def army_left(trade: dict[str, Any]) -> int:
    return ARMY_TOKENS - sum(pile[3] for pile in trade["pools"])


def payments(state: State, seat: int, trade: dict[str, Any]) -> list[str]:
    city = state.cities[seat]
    found = [r for r, n in zip(RESOURCES, city.stock) if n]
    if city.strength >= 1 and army_left(trade) > 0:
        found.append("army")
    return found


def trade_actions(state: State, seat: int, trade: dict[str, Any]) -> list[Action]:
    where = trade["dice"][seat]
    if not where:
        return []
    pay = payments(state, seat, trade)
    found = [TRADE_ACTIONS["use", p] for p in pay]
    for way, to in (("left", where - 1), ("right", where + 1)):
        if 1 <= to <= 6:
            found += [TRADE_ACTIONS[way, p] for p in pay]
    found.append(TRADE_ACTIONS["collect", ""])
    return found


def _leave(state, seat: int, trade: dict, where: int, pay: str) -> tuple:
    """Put the payment on the location itself (not on the player's space)."""
    city = state.cities[seat]
    if pay == "army":
        city.strength -= 1
    else:
        city.stock[RESOURCES.index(pay)] -= 1
    pile = list(trade["pools"][where - 1])
    pile[PAYMENTS.index(pay)] += 1
    return trade["pools"][:where - 1] + (tuple(pile),) + trade["pools"][where:]


def use_trade(game, state, seat: int, action, name: str) -> None:
    trade = state.ext[name]
    where = trade["dice"][seat]
    dice = list(trade["dice"])
    pools = trade["pools"]
    move = action["move"]
    if move == "collect":  # free: everything on the location, whoever left it
        pile = pools[where - 1]
        city = state.cities[seat]
        for index in range(3):
            city.stock[index] += pile[index]
        city.strength += pile[3]  # G25: the tokens go back to the supply, their strength is for this turn only
        pools = pools[:where - 1] + ((0, 0, 0, 0),) + pools[where:]
        dice[seat] = 0
    else:
        pools = _leave(state, seat, trade, where, action["pay"])
        dice[seat] = 0 if move == "use" else where + (-1 if move == "left" else 1)
    state.ext[name] = {"dice": tuple(dice), "pools": pools}
    if move == "use":
        resolve(game, state, seat, SIDES[state.options["trade_side"]][where - 1])


def resolve(game, state, seat: int, location: TradeLocation) -> None:
    """A trade location's ability; "your other dice / locations" are those of your city (seed)."""
    city = state.cities[seat]
    kind, args = location.effects[0], location.effects[1:]
    if kind == "gain":
        city.stock[RESOURCES.index(args[0])] += int(args[1])
    elif kind == "strength":
        city.strength += int(args[0])
    elif kind == "vp":
        city.vp_tokens += int(args[0])
    elif kind == "storehouse" and any(city.stock):
        state.flow = state.flow.push(seat, StorehousePay())
    elif kind == "market-place" and any(city.stock):
        state.flow = state.flow.push(seat, MarketPay())
    elif kind == "copy":
        if copy_targets(state, seat, -1, args[0]):
            state.flow = state.flow.push(seat, CopyTarget(-1, args[0]))
    elif kind == "stables" and city.dice_on_board():
        state.flow = state.flow.push(seat, StablesMove())
    elif kind == "reroll-one" and city.dice_on_board():
        state.flow = state.flow.push(seat, RerollOne())


@dataclass(frozen=True)
class RerollOne(Step):
    def prompt(self, game, state, seat):
        return "reroll one of your unspent city dice"

    def options(self, game, state, seat):
        dice = state.cities[seat].dice
        return [act(f"reroll {COLOURS[c]}", colour=COLOURS[c]) for c in range(len(COLOURS)) if dice[c]]

    def apply(self, game, state, seat, action):
        state.flow = state.flow.pop(seat)
        roll(game, state, seat, (COLOURS.index(action["colour"]),))


@register_effect("caravan")
def caravan_quarter(game: Any, state: State, seat: int, space: int, args: tuple, colour: int | None) -> None:
    """Use the trade location under your trade die, without paying, without collecting; the die stays (seed FAQ)."""
    trade = state.ext.get(NAME)
    if trade and trade["dice"][seat]:
        resolve(game, state, seat, SIDES[state.options["trade_side"]][trade["dice"][seat] - 1])

STEPS.register(RerollOne)
