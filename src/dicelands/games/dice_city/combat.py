"""Step 2 of a turn, Attack (spec §3.3): while strength lasts, take a Bandit, deactivate another player's built
location (and take its VP as tokens), or raid another player's stock (2 strength per resource)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from ...engine.actions import Action
from .components import BANDITS, COLUMNS, RESOURCES, SPACES, Pile
from .actions import DONE_ATTACKS, MAX_SEATS, act, player
from .state import City, State
from .steps import STEPS
from .turn import TurnStep

RAID_PRICE: Final = 2


def bandit_need(pile: Pile, camps: int) -> int:
    """Training Camp: Bandits need 1 less strength per active Training Camp (`camps`), never below 1 (spec §5.3)."""
    return max(1, pile.strength - camps)


def training_camps(city: City) -> int:
    return city.count_active("training-camp")


def defence(city: City, space: int) -> int:
    """A location's defence, +2 for each other active Great Wall in its row (spec §5.3)."""
    row = space // COLUMNS
    walls = 0
    for other in range(row * COLUMNS, row * COLUMNS + COLUMNS):
        stack = city.built[other]
        if other != space and stack and stack[-1] == "great-wall" and not city.off[other]:
            walls += 1
    return city.location(space).defence + 2 * walls


def attack_options(state: State, seat: int) -> list[Action]:
    city = state.cities[seat]
    found: list[Action] = []
    power = city.strength + city.bandit_strength
    if power > 0:  # (Bandits need at least 1)
        camps = training_camps(city)
        for index, pile in enumerate(BANDITS):
            if (state.solo or state.bandits[index]) and power >= bandit_need(pile, camps):
                found.append(TAKE_BANDIT[index])
    if city.strength > 0 and state.deactivation_tokens_left() > 0:  # (a built location's defence is at least 1)
        for other, target in enumerate(state.cities):
            if other == seat:
                continue
            off = target.off
            for space, stack in enumerate(target.built):
                if stack and not off[space] and city.strength >= defence(target, space):
                    found.append(ATTACK[other][space])
    if city.strength >= RAID_PRICE:
        for other, target in enumerate(state.cities):
            if other != seat:
                for r, n in enumerate(target.stock):
                    if n:
                        found.append(RAID[other][r])
    return found


# the shared actions, by pile, by seat and space, by seat and resource (a table look-up, not the notation formatted)
TAKE_BANDIT: Final[tuple[Action, ...]] = tuple(act(f"bandit {pile.name}", "bandit", pile=pile.name) for pile in BANDITS)
ATTACK: Final[tuple[tuple[Action, ...], ...]] = tuple(
    tuple(act(f"attack {player(other)} {name}", "attack", seat=other, space=name) for name in SPACES)
    for other in range(MAX_SEATS))
RAID: Final[tuple[tuple[Action, ...], ...]] = tuple(
    tuple(act(f"raid {player(other)} {r}", "raid", seat=other, resource=r) for r in RESOURCES)
    for other in range(MAX_SEATS))


@dataclass(frozen=True)
class Attack(TurnStep):
    def prompt(self, game, state, seat):
        city = state.cities[seat]
        extra = f" (+{city.bandit_strength} against Bandits)" if city.bandit_strength else ""
        return f"attack with {city.strength} strength{extra}, or go on to build"

    def own_options(self, game: Any, state: State, seat: int) -> list[Action]:
        found = attack_options(state, seat)
        found.append(DONE_ATTACKS)
        return found

    def take(self, game: Any, state: State, seat: int, action: Action) -> None:
        city = state.cities[seat]
        if action.kind == "done":
            state.flow = state.flow.replace(seat, game.step_after(self))
        elif action.kind == "bandit":
            index = [p.name for p in BANDITS].index(action["pile"])
            need = bandit_need(BANDITS[index], training_camps(city))
            from_watchtower = min(need, city.bandit_strength)  # Watchtower strength is only good here: use it first
            city.bandit_strength -= from_watchtower
            city.strength -= need - from_watchtower
            city.bandits += (BANDITS[index].vp,)
            if not state.solo:  # solo: the one card of each value never runs out (spec §8)
                state.bandits[index] -= 1
        elif action.kind == "attack":
            target = state.cities[action["seat"]]
            space = SPACES.index(action["space"])
            city.strength -= defence(target, space)
            target.off[space] = True
            city.vp_tokens += target.location(space).vp  # spec G6 [S18]
        elif action.kind == "raid":
            city.strength -= RAID_PRICE
            index = RESOURCES.index(action["resource"])
            state.cities[action["seat"]].stock[index] -= 1
            city.stock[index] += 1

STEPS.register(Attack)
