"""Step 2 of a turn, Attack (spec §3.3): while strength lasts, take a Bandit, deactivate another player's built
location (and take its VP as tokens), or raid another player's stock (2 strength per resource)."""
from __future__ import annotations

from dataclasses import dataclass

from ...engine.actions import Action
from .components import BANDITS, COLUMNS, RESOURCES, SPACES, Pile
from .actions import DONE_ATTACKS, act, player
from .state import City, State
from .steps import STEPS
from .turn import TurnStep

RAID_PRICE = 2


def bandit_need(city: City, pile: Pile) -> int:
    """Training Camp: Bandits need 1 less strength per active Training Camp, never below 1 (spec §5.3)."""
    return max(1, pile.strength - city.count_active("training-camp"))


def defence(city: City, space: int) -> int:
    """A location's defence, +2 for each other active Great Wall in its row (spec §5.3)."""
    row = space // COLUMNS
    walls = sum(1 for other in range(row * COLUMNS, row * COLUMNS + COLUMNS)
                if other != space and city.card_on(other) == "great-wall" and not city.off[other])
    return city.location(space).defence + 2 * walls


def attack_options(state: State, seat: int) -> list[Action]:
    city = state.cities[seat]
    found: list[Action] = []
    for index, pile in enumerate(BANDITS):
        if (state.solo or state.bandits[index]) and city.strength + city.bandit_strength >= bandit_need(city, pile):
            found.append(act(f"bandit {pile.name}", "bandit", pile=pile.name))
    if state.deactivation_tokens_left() > 0:
        for other, target in enumerate(state.cities):
            if other == seat:
                continue
            for space, card in target.cards():
                if not target.off[space] and city.strength >= defence(target, space):
                    found.append(act(f"attack {player(other)} {SPACES[space]}", "attack", seat=other,
                                     space=SPACES[space]))
    if city.strength >= RAID_PRICE:
        for other, target in enumerate(state.cities):
            if other != seat:
                found += [act(f"raid {player(other)} {r}", "raid", seat=other, resource=r)
                          for r, n in zip(RESOURCES, target.stock) if n]
    return found


@dataclass(frozen=True)
class Attack(TurnStep):
    def prompt(self, game, state, seat):
        city = state.cities[seat]
        extra = f" (+{city.bandit_strength} against Bandits)" if city.bandit_strength else ""
        return f"attack with {city.strength} strength{extra}, or go on to build"

    def own_options(self, game, state, seat):
        return attack_options(state, seat) + [DONE_ATTACKS]

    def take(self, game, state, seat, action):
        city = state.cities[seat]
        if action.kind == "done":
            state.flow = state.flow.replace(seat, game.step_after(self))
        elif action.kind == "bandit":
            index = [p.name for p in BANDITS].index(action["pile"])
            need = bandit_need(city, BANDITS[index])
            from_watchtower = min(need, city.bandit_strength)  # Watchtower strength is only good here: use it first
            city.bandit_strength -= from_watchtower
            city.strength -= need - from_watchtower
            city.bandits.append(BANDITS[index].vp)
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
