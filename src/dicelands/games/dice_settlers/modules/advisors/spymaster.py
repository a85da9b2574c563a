"""Spymaster #149, the Advisor ability that swaps dice (seed Appendix 2: "Swap 1 die from your spent area with 1 die
from another player's spent area; set the die you took to any face. You may return 1 VP to the pool to take an extra
action"): `SwapGive` -> `SwapTake(give)` -> `SwapFace(die)` -> `SpymasterExtra` (G11: the extra action at once, a
type not yet taken this round). `transfer` serves the Diceoneer's Spymaster too (solo.py)."""
from __future__ import annotations

from dataclasses import dataclass

from .....engine.flow import Step
from ...gains import next_id
from ...payment import ChooseAction
from ...state import State, colour_of, die_sort_key
from ...steps import STEPS, act
from ...tables import FACES, removable

EXTRA, NO_EXTRA = act("spyextra", "extra action", control=True), act("spynoextra", "no extra action", control=True)


def swappable(p) -> list:
    return [d for d in sorted(p.spent, key=die_sort_key) if removable(d)]


def others(state: State, seat: int) -> list:
    return [s for s in range(state.seats) if s != seat and s != state.bot_seat]


def can_swap(state: State, seat: int) -> bool:
    return bool(swappable(state.players[seat])) and any(swappable(state.players[s]) for s in others(state, seat))


def transfer(state: State, giver: int, die: str, taker: int) -> str:
    """The die leaves the giver's spent area and becomes the taker's, under a new id of the taker's."""
    g, t = state.players[giver], state.players[taker]
    g.spent.remove(die)
    g.spent_this_round = tuple(d for d in g.spent_this_round if d != die)
    return next_id(t, colour_of(die))


@dataclass(frozen=True)
class SwapGive(Step):
    def prompt(self, game, state: State, seat: int):
        return "Spymaster: choose a die of your spent area to give"

    def options(self, game, state: State, seat: int):
        return [act("give", f"give {d}", die=d) for d in by_colour(swappable(state.players[seat]))]

    def apply(self, game, state: State, seat: int, action):
        state.flow = state.flow.replace(seat, SwapTake(action["die"]))


@dataclass(frozen=True)
class SwapTake(Step):
    give: str

    def prompt(self, game, state: State, seat: int):
        return f"Spymaster: choose another player's spent die to take for {self.give}"

    def options(self, game, state: State, seat: int):
        return [act("take", f"take {s} {d}", seat=s, die=d) for s in others(state, seat)
                for d in by_colour(swappable(state.players[s]))]

    def apply(self, game, state: State, seat: int, action):
        other = action["seat"]
        given = transfer(state, seat, self.give, other)
        state.players[other].spent.append(given)
        taken = transfer(state, other, action["die"], seat)
        state.players[seat].active[taken] = FACES[colour_of(taken)][0]
        state.flow = state.flow.replace(seat, SwapFace(taken))


@dataclass(frozen=True)
class SwapFace(Step):
    die: str

    def prompt(self, game, state: State, seat: int):
        return f"Spymaster: set {self.die} to any face"

    def options(self, game, state: State, seat: int):
        return [act("face", f"face {i}", icon=i) for i in dict.fromkeys(FACES[colour_of(self.die)])]

    def apply(self, game, state: State, seat: int, action):
        state.players[seat].active[self.die] = action["icon"]
        state.flow = state.flow.replace(seat, SpymasterExtra())


@dataclass(frozen=True)
class SpymasterExtra(Step):
    """Seed #149: 'You may return 1 VP to the pool to take an extra action' (G11: taken at once, a type not yet
    taken this round)."""

    def prompt(self, game, state: State, seat: int):
        return "Spymaster: return 1 VP to take an extra action?"

    def options(self, game, state: State, seat: int):
        return ([EXTRA] if state.players[seat].vp >= 1 else []) + [NO_EXTRA]

    def apply(self, game, state: State, seat: int, action):
        if action.kind == "spynoextra":
            state.flow = state.flow.pop(seat)
            return
        state.players[seat].vp -= 1
        state.vp_supply += 1
        state.flow = state.flow.replace(seat, ChooseAction())


def by_colour(dice: list) -> list:
    seen, out = set(), []
    for d in dice:
        if colour_of(d) not in seen:
            seen.add(colour_of(d))
            out.append(d)
    return out

STEPS.register(SwapGive, SwapTake, SwapFace, SpymasterExtra)
