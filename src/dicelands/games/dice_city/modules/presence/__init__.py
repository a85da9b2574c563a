"""By Royal Decree: PRESENCE and the expansion's location cards (seed: "Présence", FAQ; spec §3.1, §5.5).

PRESENCE N on a card: the ability works only if exactly N of your dice are left in your city once the die that uses
it is removed (the trade die never counts). A card used without the right PRESENCE is used (Theater counts it) but
does nothing; a copy through Town Hall / Church checks it when the copied ability resolves. The module adds the
expansion's location types to the deck set-ups (`--option deck=quick|random|full`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .....engine.data import DataFiles
from .....engine.flow import Step
from .....engine.modules import Module
from ...abilities import effect_registry
from ...components import COLOURS, COLUMNS, LOCATIONS, RESOURCES, Location, read_locations
from ...dice import roll
from ...hooks import CityHooks, Effect
from ...actions import act
from ...state import State
from ...steps import STEPS, Wait

NAME = "presence"
FILES = DataFiles.of_package(__package__)
DATA = "presence-locations.yaml"  # not locations.yaml: the server's /api/data would find the base game's first
CARDS = read_locations(FILES, DATA)
EFFECTS: dict[str, Effect] = {}  # the abilities of the expansion's cards (the base game reads them in play)
register_effect = effect_registry(EFFECTS)


def presence_met(state: State, seat: int, location: Location) -> bool:
    """The seed: "vous devez avoir exactement autant de dés restants" (the die used is already removed)."""
    return location.presence is None or state.cities[seat].dice_on_board() == location.presence


@dataclass(frozen=True)
class FleaMarketGain(Step):
    amount: int

    def prompt(self, game, state, seat):
        return f"Flea Market: gain {self.amount} resource(s), all of one type"

    def options(self, game, state, seat):
        return [act(f"gain {r}", resource=r) for r in RESOURCES]

    def apply(self, game, state, seat, action):
        state.cities[seat].stock[RESOURCES.index(action["resource"])] += self.amount
        state.flow = state.flow.pop(seat)


@register_effect("flea-market")
def flea_market(game: Any, state: State, seat: int, space: int, args: tuple, colour: int | None) -> None:
    """Seed FAQ: with PRESENCE 4 it gives more than one resource, but all of one type."""
    amount = max(1, state.cities[seat].dice_on_board() // 2)
    state.flow = state.flow.push(seat, FleaMarketGain(amount))


@register_effect("alchemist")
def alchemist(game: Any, state: State, seat: int, space: int, args: tuple, colour: int | None) -> None:
    """Seed FAQ: holding all three types already, the card is deactivated and you gain nothing."""
    stock = state.cities[seat].stock
    for index, count in enumerate(stock):
        if not count:
            stock[index] = 1


@dataclass(frozen=True)
class InvestmentPay(Step):
    def prompt(self, game, state, seat):
        return "Investment House: pay 1 resource for 3 VP"

    def options(self, game, state, seat):
        return [act(f"pay {r}", resource=r) for r, n in zip(RESOURCES, state.cities[seat].stock) if n]

    def apply(self, game, state, seat, action):
        city = state.cities[seat]
        city.stock[RESOURCES.index(action["resource"])] -= 1
        city.vp_tokens += 3
        state.flow = state.flow.pop(seat)


@register_effect("investment-house")
def investment_house(game: Any, state: State, seat: int, space: int, args: tuple, colour: int | None) -> None:
    if any(state.cities[seat].stock):
        state.flow = state.flow.push(seat, InvestmentPay())


@register_effect("theater")
def theater(game: Any, state: State, seat: int, space: int, args: tuple, colour: int | None) -> None:
    """1 VP per other Cultural location used this turn: a die removed to use it, directly or through a copy, ongoing
    cards included; VP a Monument gives do not count (seed, Theater FAQ)."""
    city = state.cities[seat]
    cultural = sum(1 for card in city.used if LOCATIONS[card].category == "cultural")
    city.vp_tokens += cultural - 1  # this Theater is the last card used


@register_effect("no-move")
def arena_forbids_moves(game: Any, state: State, seat: int, space: int, args: tuple, colour: int | None) -> None:
    """Arena: no more "discard a die to move another die" this turn; Stables, reactivating, Pass tokens and the
    display stay allowed (seed, Arena FAQ)."""
    state.cities[seat].flags += ("no-move",)


@register_effect("aqueduct")
def aqueduct(game: Any, state: State, seat: int, space: int, args: tuple, colour: int | None) -> None:
    """Roll the 5 city dice again, the one just used included, never the trade die: "vous ne lancez que les 5 dés
    dans votre Cité" (seed, Aqueduct FAQ; ruling R27). With PRESENCE 4 the other four are all still there."""
    roll(game, state, seat, tuple(range(len(COLOURS))))


@dataclass(frozen=True)
class WagonMakerMove(Step):
    """A die rolled onto a Wagon Maker moves at once to another space of its row (seed FAQ; spec G17, G24)."""
    colour: int

    def prompt(self, game, state, seat):
        return f"Wagon Maker: move the {COLOURS[self.colour]} die to another space of its row"

    def options(self, game, state, seat):
        here = state.cities[seat].dice[self.colour]
        return [act(f"wagon {COLOURS[self.colour]} {n}", "wagon", colour=COLOURS[self.colour], column=n)
                for n in range(1, COLUMNS + 1) if n != here]

    def apply(self, game, state, seat, action):
        state.cities[seat].dice[self.colour] = action["column"]
        state.flow = state.flow.pop(seat)


def rolled(state: State, seat: int, colour: int) -> None:
    """Only a roll triggers it, never a die moved or put there (seed, Wagon Maker FAQ); any roll (G24)."""
    city = state.cities[seat]
    column = city.dice[colour]
    if not column:
        return
    space = colour * COLUMNS + column - 1
    stack = city.built[space]
    if not stack or stack[-1] != "wagon-maker" or city.off[space]:
        return
    if state.flow.stacks[seat] or not any(state.flow.stacks):
        state.flow = state.flow.push(seat, WagonMakerMove(colour))
    else:  # another seat's turn (a Pass-token reroll): that seat waits for this answer
        current = state.current
        if not isinstance(state.flow.top(current), Wait):
            state.flow = state.flow.push(current, Wait())
        state.flow = state.flow.push(seat, WagonMakerMove(colour))


def monastery_score(state: State, seat: int) -> dict[str, int]:
    """2 VP per complete set of active Lumber Mill + Quarry + Mine, per active Monastery (seed, Monastery FAQ)."""
    city = state.cities[seat]
    monasteries = city.count_active("monastery")
    sets = min(city.count_active(c) for c in ("lumber-mill", "quarry", "mine")) if monasteries else 0
    return {"monastery": 2 * sets * monasteries}


MODULE: Module[CityHooks] = Module(
    name=NAME,
    title="By Royal Decree: PRESENCE and the expansion's locations",
    game="dice-city",
    provenance="confirmed",
    source="seed 003 (Par Décret Royal): Présence, FAQ; card texts: the seed's parts (`confirmed`), the rest spec G17 "
           "placeholders (project-default)",
    summary=("PRESENCE N on a location: its ability works only if exactly N of your dice are left in your city "
             "once the die that uses it is removed (the trade die never counts); used without it, the location "
             "does nothing. The expansion's locations join the deck."),
    hooks=CityHooks(
        locations=CARDS,
        effects=EFFECTS,
        guard=presence_met,
        rolled=rolled,
        score=monastery_score,
        labels=tuple(f"wagon {c} {n}" for c in COLOURS for n in range(1, COLUMNS + 1)),
    ),
)

STEPS.register(FleaMarketGain, InvestmentPay, WagonMakerMove)
