"""What Dice City tells bots (engine/companions.py `BotHints`): a quick estimate for greedy bots and search cut-offs (the search calls it hundreds of thousands of times a game,
so it reads the seat's own city only): the running score, what the turn is worth so far (resources and strength not
yet turned into VP, dice still to spend), and what the city's locations will yield in the turns to come.

The yield term is what tells a good build or a good space from a bad one: each turn one die lands in each row, on
any of its 6 columns alike, so a location is worth 1/6 of its yield per turn; `FUTURE_TURNS` turns of that count,
none once the last round is on."""
from __future__ import annotations

from functools import cache

from mypy_extensions import mypyc_attr

from ...engine.companions import BotHints
from .components import COLUMNS, LOCATIONS, ROWS, printed
from .scoring import score_line

RESOURCE, STRENGTH, HOURGLASS, CARD, OFF = 0.4, 0.3, 0.2, 0.5, 0.6
FUTURE_TURNS = 3
OTHER_YIELDS = {"storehouse": 0.8, "market-place": 0.8, "festival-hall": 0.4, "merchant-guild": 1.2, "copy": 0.6,
                "stables": 0.2, "well": 0.2, "barracks": 1.5, "reroll-self": 0.2}


@cache
def use_value(card_id: str) -> float:
    """What one use of a location is worth, in the heuristic's units (a DEACTIVATE card counts half: it needs a die
    to reactivate)."""
    location = LOCATIONS[card_id]
    if location.kind != "activated":
        return 0.0
    value = 0.0
    for effect in location.effects:
        name, args = effect[0], effect[1:]
        if name == "gain":
            value += RESOURCE * sum(int(n) for n in args[1::2])
        elif name in ("strength", "bandit-strength"):
            value += STRENGTH * int(args[0])
        elif name == "vp":
            value += int(args[0])
        else:
            value += OTHER_YIELDS.get(name, 0.3)
    return value / 2 if location.deactivate else value


PRINTED_VALUES = tuple(use_value(printed(space)) for space in range(len(ROWS) * COLUMNS))


def city_yield(city) -> float:
    """The expected worth of one turn's dice in this city (one die per row, any column alike)."""
    total = 0.0  # (a hot path: the search's every cut-off; summed in space order, as a plain loop would)
    for space, stack in enumerate(city.built):
        if not city.off[space]:
            total += use_value(stack[-1]) if stack else PRINTED_VALUES[space]
    return total / COLUMNS


def dice_to_spend(state, seat: int) -> float:
    """While the seat is still using dice: what each unspent die would give on the location under it. So a move that
    puts a die on a better location shows at once, and ending Use Dice with dice left costs what they would give."""
    if not any(type(step).__name__ == "UseDice" for step in state.flow.stacks[seat]):
        return 0.0
    city = state.cities[seat]
    return sum(use_value(city.location(colour * COLUMNS + column - 1).id)
               for colour, column in enumerate(city.dice) if column and not city.off[colour * COLUMNS + column - 1])


def heuristic(game, state, seat: int) -> float:
    city = state.cities[seat]
    score = score_line(game, state, seat)["total"]
    cards = sum(1 for stack in city.built if stack)
    return (score + RESOURCE * sum(city.stock) + STRENGTH * (city.strength + city.bandit_strength)
            + dice_to_spend(state, seat) + HOURGLASS * city.hourglass + CARD * cards - OFF * sum(city.off)
            + (0 if state.last_round else FUTURE_TURNS) * city_yield(city))


@mypyc_attr(allow_interpreted_subclasses=True)  # variants and tests subclass it in plain Python
class DiceCityHints(BotHints):
    def heuristic(self, state, seat: int) -> float:
        return heuristic(self.game, state, seat)
