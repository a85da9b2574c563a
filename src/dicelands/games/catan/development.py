"""Development cards in play: playing one (a knight moves the robber; Road Building, Year of Plenty, Monopoly push
their own steps) and the steps of their free actions."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ...engine.flow import Step, Waiting
from . import actions as A
from . import turn
from .components import RESOURCE_INDEX, RESOURCES
from .robber import MOVE_ROBBER
from .rules import pieces_left, road_spots
from .tables import AT_EDGE, resource


@dataclass(frozen=True)
class FreeRoad(Step):
    left: int

    def prompt(self, game, state, seat):
        return f"place a free road ({self.left} left)"

    def options(self, game, state, seat):
        return [A.ROAD[e] for e in road_spots(state, seat)]

    def apply(self, game, state, seat, action):
        turn.place_road(state, seat, AT_EDGE[action])
        state.flow = state.flow.pop(seat)
        if self.left > 1:
            push_free_roads(state, seat, self.left - 1)


@dataclass(frozen=True)
class YearOfPlenty(Step):
    left: int

    def prompt(self, game, state, seat):
        return f"take a resource from the bank ({self.left} left)"

    def options(self, game, state, seat):
        return [A.TAKE[r] for r, n in enumerate(state.bank) if n]

    def apply(self, game, state, seat, action):
        r = resource(action)
        state.bank[r] -= 1
        state.hands[seat][r] += 1
        state.flow = state.flow.pop(seat)
        if self.left > 1 and any(state.bank):
            state.flow = state.flow.push(seat, YearOfPlenty(self.left - 1))


@dataclass(frozen=True)
class ChooseMonopoly(Step):
    def prompt(self, game, state, seat):
        return "name a resource: every other player gives you all of theirs"

    def options(self, game, state, seat):
        return list(A.MONOPOLY)

    def apply(self, game, state, seat, action):
        monopoly(state, seat, resource(action))


@dataclass(frozen=True)
class GiveAll(Step):
    """Each other seat answers a monopoly by giving all its cards of that resource, saying how many (all at once)."""
    to: int
    resource: str

    def prompt(self, game, state, seat):
        return f"give seat {self.to} all your {self.resource} (monopoly)"

    def options(self, game, state, seat):
        r = RESOURCE_INDEX[self.resource]
        return [A.GIVE[(state.hands[seat][r], r)]]

    def apply(self, game, state, seat, action):
        turn.give_all(state, seat, self.to, RESOURCE_INDEX[self.resource])
        state.flow = state.flow.pop(seat)


@dataclass(frozen=True)
class AwaitMonopoly(Waiting):

    def prompt(self, game, state, seat):
        return "wait for the others to give their cards"


def play(state, seat: int, kind: str) -> None:
    turn.use_card(state, seat, kind)
    if kind == "knight":
        state.flow = state.flow.push(seat, MOVE_ROBBER)
    elif kind == "road-building":
        push_free_roads(state, seat, 2)
    elif kind == "year-of-plenty":
        if any(state.bank):
            state.flow = state.flow.push(seat, YearOfPlenty(2))
    else:
        state.flow = state.flow.push(seat, CHOOSE_MONOPOLY)


def push_free_roads(state, seat: int, count: int) -> None:
    """Road Building: up to `count` free roads, as many as pieces and legal paths allow."""
    if pieces_left(state, seat, 0) and road_spots(state, seat):
        state.flow = state.flow.push(seat, FreeRoad(count))


def monopoly(state, seat: int, r: int) -> None:
    state.flow = state.flow.replace(seat, AWAIT_MONOPOLY)
    for other in range(state.seats):
        if other != seat:
            state.flow = state.flow.push(other, GiveAll(seat, RESOURCES[r]))


CHOOSE_MONOPOLY: Final = ChooseMonopoly()  # steps without fields: made once
AWAIT_MONOPOLY: Final = AwaitMonopoly()
STEP_CLASSES = (FreeRoad, YearOfPlenty, ChooseMonopoly, GiveAll, AwaitMonopoly)
