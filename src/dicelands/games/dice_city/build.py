"""Step 3 of a turn, Build & Trade (spec §3.4): build locations from the display or the supply stacks on any
space (covering what was there), buy Trade Ships; then the turn ends (ending.py). The optional fourth end trigger
is declared here, the last thing the player does in the turn (spec G9)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from ...engine.actions import Action
from ...engine.flow import Step
from .components import COLUMNS, LOCATIONS, RESOURCES, SHIPS, SPACE_INDEX, SPACES, SUPPLY, Location
from .display import take
from .actions import DECLARE_END, END_TURN, MAX_DISPLAY, STATUE_DONE, act
from .state import State
from .steps import STEPS
from .turn import TurnStep

STATUE_MOST: Final = 3
PLACE_OPTIONS: Final[tuple[Action, ...]] = tuple(act(f"place {space}", space=space) for space in SPACES)  # any space


def affordable(stock: list[int], cost: tuple[int, int, int]) -> bool:
    return stock[0] >= cost[0] and stock[1] >= cost[1] and stock[2] >= cost[2]


def pay(stock: list[int], cost: tuple[int, int, int]) -> None:
    for index, need in enumerate(cost):
        stock[index] -= need


def may_declare_end(state: State, seat: int) -> bool:
    """Two rows built over entirely with location cards, none deactivated (spec §4 trigger 4, [S18])."""
    if state.solo or state.last_round:
        return False
    city = state.cities[seat]
    built, off = city.built, city.off
    full = 0
    for row in range(len(built) // COLUMNS):
        if all(built[s] and not off[s] for s in range(row * COLUMNS, row * COLUMNS + COLUMNS)):
            full += 1
    return full >= 2


def build_options(state: State, seat: int) -> list[Action]:
    stock = state.cities[seat].stock
    found: list[Action] = []
    for n, card in enumerate(state.display):
        if card and affordable(stock, cost_of(card)):
            found.append(BUILD_SLOT[n])
    for index, card in enumerate(SUPPLY):
        if state.supply[card] and affordable(stock, cost_of(card)):
            found.append(BUILD_SUPPLY[index])
    for index, pile in enumerate(SHIPS):
        if (state.solo or state.ships[index]) and affordable(stock, pile.cost):
            found.append(BUY_SHIP[index])
    return found


def cost_of(card: str) -> tuple[int, int, int]:
    location: Location = LOCATIONS[card]
    return location.cost


def build_slot(n: int) -> Action:
    return act(f"build d{n + 1}", "build", source=f"d{n + 1}")


BUILD_SLOT: Final[tuple[Action, ...]] = tuple(build_slot(n) for n in range(MAX_DISPLAY))  # the shared actions, by index
BUILD_SUPPLY: Final[tuple[Action, ...]] = tuple(act(f"build {card}", "build", source=card) for card in SUPPLY)
BUY_SHIP: Final[tuple[Action, ...]] = tuple(act(f"ship {pile.name}", "ship", pile=pile.name) for pile in SHIPS)


@dataclass(frozen=True)
class Build(TurnStep):
    def prompt(self, game, state, seat):
        return "build a location, buy a trade ship, or end the turn"

    def own_options(self, game: Any, state: State, seat: int) -> list[Action]:
        found = build_options(state, seat)
        if may_declare_end(state, seat):
            found.append(DECLARE_END)
        found.append(END_TURN)
        return found

    def take(self, game: Any, state: State, seat: int, action: Action) -> None:
        city = state.cities[seat]
        if action.kind == "done":
            game.end_turn(state, seat)
        elif action.kind == "declare-end":
            state.last_round = True
        elif action.kind == "build":
            source = action["source"]
            if source in SUPPLY:
                card = source
                state.supply[card] -= 1
            else:
                card = take(state, int(source[1:]))
            pay(city.stock, cost_of(card))
            state.flow = state.flow.push(seat, PlaceCard(card))
        elif action.kind == "ship":
            index = [p.name for p in SHIPS].index(action["pile"])
            pay(city.stock, SHIPS[index].cost)
            city.ships += (SHIPS[index].vp,)
            if not state.solo:
                state.ships[index] -= 1


@dataclass(frozen=True, init=False)
class PlaceCard(Step):
    """Put a built card on any space of your city; it covers what was there (spec §3.4)."""
    card: str

    def __init__(self, card: str) -> None:
        # written out (`init=False`): compiled, the dataclasses module's `__init__` runs as Python (engine/flow.py)
        object.__setattr__(self, "card", card)

    def prompt(self, game, state, seat):
        return f"choose the space for {LOCATIONS[self.card].name}"

    def options(self, game, state: State, seat: int) -> list[Action]:
        return list(PLACE_OPTIONS)

    def apply(self, game: Any, state: State, seat: int, action: Action) -> None:
        city = state.cities[seat]
        space = SPACE_INDEX[action["space"]]
        city.built[space] = city.built[space] + (self.card,)
        city.off[space] = False  # spec G11: a covered space's deactivation token goes back to the supply
        state.flow = state.flow.pop(seat)
        location: Location = LOCATIONS[self.card]
        if location.kind == "build" and location.effects[0][0] == "grand-statue" and city.stock[1] + city.stock[2]:
            state.flow = state.flow.push(seat, GrandStatue())
        if state.options.get("modules"):
            for hooks in game.in_play(state.options):
                if hooks.built is not None:
                    hooks.built(state, seat, space)


@dataclass(frozen=True)
class GrandStatue(Step):
    """On build: pay up to 3 extra stone and/or iron, 1 VP each."""
    paid: int = 0

    def prompt(self, game, state, seat):
        return f"Grand Statue: pay stone or iron for 1 VP each ({STATUE_MOST - self.paid} more at most)"

    def options(self, game, state, seat):
        stock = state.cities[seat].stock
        return [act(f"statue {r}", "statue", resource=r) for r in RESOURCES[1:]
                if stock[RESOURCES.index(r)]] + [STATUE_DONE]

    def apply(self, game, state, seat, action):
        city = state.cities[seat]
        if action.kind == "done":
            state.flow = state.flow.pop(seat)
            return
        city.stock[RESOURCES.index(action["resource"])] -= 1
        city.vp_tokens += 1
        more = self.paid + 1 < STATUE_MOST and city.stock[1] + city.stock[2]
        state.flow = state.flow.replace(seat, *([GrandStatue(self.paid + 1)] if more else []))

STEPS.register(Build, PlaceCard, GrandStatue)
