"""Using a location: its activated ability, resolved effect by effect (spec §1.6, §5.3).

`use_location` is the one entry point (a die spent on it, or a copy through Town Hall / Church / Cemetery): the card
counts as used this turn (By Royal Decree's Theater reads that), the modules' `guard` hooks may make the ability
do nothing (PRESENCE), DEACTIVATE puts a token on the card, then each effect runs. Effects that need a choice push
a step (abilities_steps.py). A module's cards bring their effect kinds through the `effects` hook.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .components import COLUMNS, RESOURCES
from .dice import roll
from .hooks import Effect
from .state import City, State

EFFECTS: dict[str, Effect] = {}  # the base game's; a module's are in its `effects` hook
COPIERS = ("copy",)  # effect kinds that use another location's ability


def effect_registry(table: dict[str, Effect]) -> Callable[[str], Callable[[Effect], Effect]]:
    """A decorator `@register("kind")` that puts an effect kind's function in `table` (the base game's EFFECTS, or
    a module's own table, which it hands to the base game as its `effects` hook)."""
    def register(name: str) -> Callable[[Effect], Effect]:
        def add(function: Effect) -> Effect:
            table[name] = function
            return function
        return add
    return register


register_effect = effect_registry(EFFECTS)


def module_effect(game, options: dict, kind: str) -> Effect:
    """The function of an effect kind: the base game's, else that of the module whose card has it."""
    found = EFFECTS.get(kind)
    if found is None:  # a module's card (a scenario may put one in a city without its module in play)
        found = next(m.hooks.effects[kind] for m in game.catalog.modules.values()
                     if m.hooks.effects and kind in m.hooks.effects)
    return found


def can_use(state: State, seat: int, space: int) -> bool:
    """A die (or a copy) may use this location: it is active, and a DEACTIVATE ability finds a token in the supply."""
    city = state.cities[seat]
    location = city.location(space)
    if city.off[space]:
        return False
    return not (location.deactivate and location.kind == "activated" and state.deactivation_tokens_left() <= 0)


def use_location(game, state: State, seat: int, space: int, colour: int | None) -> None:
    """Resolve the ability at `space` for `seat`; `colour` is the die spent on it (None for a copy)."""
    city = state.cities[seat]
    location = city.location(space)
    city.used += (location.id,)
    if location.kind != "activated":
        return  # an ongoing or on-build card: the die is spent for nothing (seed, Theater FAQ)
    if state.options.get("modules"):
        for hooks in game.in_play(state.options):
            if hooks.guard is not None and not hooks.guard(state, seat, location):
                return  # e.g. PRESENCE not met: the card counts as used, the ability does nothing
    if location.deactivate and not location.printed:
        city.off[space] = True
    for effect in reversed(location.effects):  # steps pushed by later effects wait under earlier ones
        run = EFFECTS.get(effect[0]) or module_effect(game, state.options, effect[0])
        run(game, state, seat, space, effect[1:], colour)


def harvest_bonus(city: City) -> int:
    return city.count_active("mint")


def army_bonus(city: City) -> int:
    return city.count_active("blacksmith")


@register_effect("gain")
def gain(game: Any, state: State, seat: int, space: int, args: tuple, colour: int | None) -> None:
    city = state.cities[seat]
    bonus = harvest_bonus(city) if city.location(space).category == "harvest" else 0
    for index in range(0, len(args), 2):
        city.stock[RESOURCES.index(args[index])] += int(args[index + 1]) + bonus


@register_effect("strength")
def strength(game: Any, state: State, seat: int, space: int, args: tuple, colour: int | None) -> None:
    city = state.cities[seat]
    city.strength += int(args[0]) + army_bonus(city)


@register_effect("bandit-strength")
def bandit_strength(game: Any, state: State, seat: int, space: int, args: tuple, colour: int | None) -> None:
    city = state.cities[seat]
    city.bandit_strength += int(args[0]) + army_bonus(city)


@register_effect("vp")
def vp(game: Any, state: State, seat: int, space: int, args: tuple, colour: int | None) -> None:
    state.cities[seat].vp_tokens += int(args[0])


@register_effect("none")
def nothing(game: Any, state: State, seat: int, space: int, args: tuple, colour: int | None) -> None:
    pass


@register_effect("reroll-self")
def reroll_self(game: Any, state: State, seat: int, space: int, args: tuple, colour: int | None) -> None:
    """Traveller: the die used here is rolled again and lands in its row; it can be used again (spec §5.3 notes)."""
    if colour is not None:
        roll(game, state, seat, (colour,))


@register_effect("festival-hall")
def festival_hall(game: Any, state: State, seat: int, space: int, args: tuple, colour: int | None) -> None:
    city = state.cities[seat]
    city.vp_tokens += sum(count // 2 for count in city.stock)


@register_effect("merchant-guild")
def merchant_guild(game: Any, state: State, seat: int, space: int, args: tuple, colour: int | None) -> None:
    """For each active Harvest location in this row, 1 of the resource it produces (a deactivated one produces
    nothing: ruling in docs/rules/dice-city.md)."""
    city = state.cities[seat]
    row = space // COLUMNS
    for other in range(row * COLUMNS, row * COLUMNS + COLUMNS):
        location = city.location(other)
        if location.category == "harvest" and not city.off[other]:
            for effect in location.effects:
                if effect[0] == "gain":
                    city.stock[RESOURCES.index(effect[1])] += 1


def copy_targets(state: State, seat: int, origin: int, scope: str) -> list[int]:
    """Spaces whose ability a copy at `origin` may use: active, activated, not itself a copier (ruling: no copy of a
    copy, so Town Hall and Church cannot call each other for ever), within the scope (any / dice / row)."""
    city = state.cities[seat]
    found = []
    for space in range(len(city.built)):
        location = city.location(space)
        if space == origin or location.kind != "activated" or any(e[0] in COPIERS for e in location.effects):
            continue
        if scope == "dice" and city.die_at(space) is None:
            continue
        if scope == "row" and space // COLUMNS != origin // COLUMNS:
            continue
        if can_use(state, seat, space):
            found.append(space)
    return found
