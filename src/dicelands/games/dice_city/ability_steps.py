"""The abilities that ask for a choice, each a step pushed while the ability resolves (spec §5.3)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...engine.flow import Step
from .abilities import copy_targets, register_effect, use_location
from .build import PlaceCard
from .components import COLOURS, COLUMNS, RESOURCES, SPACES
from .dice import roll
from .actions import MARKET_DONE, ROLL, act
from .state import State
from .steps import STEPS


@dataclass(frozen=True)
class StorehousePay(Step):
    """Storehouse: pay 1 resource, gain 3 of that type."""

    def prompt(self, game, state, seat):
        return "Storehouse: pay 1 resource to gain 3 of that type"

    def options(self, game, state, seat):
        return [act(f"pay {r}", resource=r) for r, n in zip(RESOURCES, state.cities[seat].stock) if n]

    def apply(self, game, state, seat, action):
        index = RESOURCES.index(action["resource"])
        state.cities[seat].stock[index] += 2  # pay 1, gain 3
        state.flow = state.flow.pop(seat)


@register_effect("storehouse")
def storehouse(game: Any, state: State, seat: int, space: int, args: tuple, colour: int | None) -> None:
    if any(state.cities[seat].stock):
        state.flow = state.flow.push(seat, StorehousePay())


@dataclass(frozen=True)
class MarketPay(Step):
    """Market Place: pay 1 or 2 resources of one type; for each, gain 2 resources of the other types."""
    resource: str = ""
    paid: int = 0

    def prompt(self, game, state, seat):
        return "Market Place: pay 1 or 2 resources of one type"

    def options(self, game, state, seat):
        stock = state.cities[seat].stock
        found = [] if self.paid >= 2 else [act(f"pay {r}", resource=r) for r, n in zip(RESOURCES, stock)
                                           if n and (not self.resource or r == self.resource)]
        return found + ([MARKET_DONE] if self.paid else [])

    def apply(self, game, state, seat, action):
        if action.kind == "done":
            state.flow = state.flow.replace(seat, MarketGain(self.resource, 2 * self.paid))
            return
        state.cities[seat].stock[RESOURCES.index(action["resource"])] -= 1
        paid = MarketPay(action["resource"], self.paid + 1)
        state.flow = state.flow.replace(seat, MarketGain(paid.resource, 4) if paid.paid == 2 else paid)


@dataclass(frozen=True)
class MarketGain(Step):
    paid: str
    left: int

    def prompt(self, game, state, seat):
        return f"Market Place: gain {self.left} more resource(s) other than {self.paid}"

    def options(self, game, state, seat):
        return [act(f"gain {r}", resource=r) for r in RESOURCES if r != self.paid]

    def apply(self, game, state, seat, action):
        state.cities[seat].stock[RESOURCES.index(action["resource"])] += 1
        state.flow = state.flow.replace(seat, *([MarketGain(self.paid, self.left - 1)] if self.left > 1 else []))


@register_effect("market-place")
def market_place(game: Any, state: State, seat: int, space: int, args: tuple, colour: int | None) -> None:
    if any(state.cities[seat].stock):
        state.flow = state.flow.push(seat, MarketPay())


@dataclass(frozen=True)
class CopyTarget(Step):
    """Town Hall (any location), Church (a location with a die on it), Cemetery (a location in its row)."""
    origin: int
    scope: str

    def prompt(self, game, state, seat):
        where = {"any": "any location", "dice": "a location with a die on it", "row": "a location in this row"}
        return f"{state.cities[seat].location(self.origin).name}: use the ability of {where[self.scope]}"

    def options(self, game, state, seat):
        return [act(f"copy {SPACES[s]}", space=SPACES[s]) for s in copy_targets(state, seat, self.origin, self.scope)]

    def apply(self, game, state, seat, action):
        state.flow = state.flow.pop(seat)
        use_location(game, state, seat, SPACES.index(action["space"]), None)


@register_effect("copy")
def copy_ability(game: Any, state: State, seat: int, space: int, args: tuple, colour: int | None) -> None:
    if copy_targets(state, seat, space, args[0]):
        state.flow = state.flow.push(seat, CopyTarget(space, args[0]))


@dataclass(frozen=True)
class StablesMove(Step):
    """Stables: move one of your unused dice to any space of its row."""

    def prompt(self, game, state, seat):
        return "Stables: move one of your unused dice to any space of its row"

    def options(self, game, state, seat):
        dice = state.cities[seat].dice
        return [act(f"stable {COLOURS[c]} {n}", colour=COLOURS[c], column=n)
                for c in range(len(COLOURS)) if dice[c] for n in range(1, COLUMNS + 1) if n != dice[c]]

    def apply(self, game, state, seat, action):
        state.cities[seat].dice[COLOURS.index(action["colour"])] = action["column"]
        state.flow = state.flow.pop(seat)


@register_effect("stables")
def stables(game: Any, state: State, seat: int, space: int, args: tuple, colour: int | None) -> None:
    if state.cities[seat].dice_on_board():
        state.flow = state.flow.push(seat, StablesMove())


@dataclass(frozen=True)
class WellChoose(Step):
    """Well: this die is rerolled, and any of your other unused dice you pick."""
    colour: int
    chosen: tuple = ()

    def prompt(self, game, state, seat):
        return "Well: pick other unused dice to reroll with this one, then roll"

    def options(self, game, state, seat):
        dice = state.cities[seat].dice
        return [act(f"reroll {COLOURS[c]}", colour=COLOURS[c]) for c in range(len(COLOURS))
                if dice[c] and c not in self.chosen and c != self.colour] + [ROLL]

    def apply(self, game, state, seat, action):
        if action.kind == "roll":
            state.flow = state.flow.pop(seat)
            roll(game, state, seat, tuple(sorted(c for c in (self.colour, *self.chosen) if c >= 0)))
            return
        chosen = tuple(sorted((*self.chosen, COLOURS.index(action["colour"]))))
        state.flow = state.flow.replace(seat, WellChoose(self.colour, chosen))


@register_effect("well")
def well(game: Any, state: State, seat: int, space: int, args: tuple, colour: int | None) -> None:
    if colour is None:  # a copied Well: no die of its own to reroll
        state.flow = state.flow.push(seat, WellChoose(-1))
    else:
        state.flow = state.flow.push(seat, WellChoose(colour))


@register_effect("barracks")
def barracks(game: Any, state: State, seat: int, space: int, args: tuple, colour: int | None) -> None:
    """Barracks: take a Regular Army from its supply stack and build it on any space for free."""
    if state.supply["regular-army"]:
        state.supply["regular-army"] -= 1
        state.flow = state.flow.push(seat, PlaceCard("regular-army"))

STEPS.register(StorehousePay, MarketPay, MarketGain, CopyTarget, StablesMove, WellChoose)
