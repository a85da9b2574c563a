"""Step 1 of a turn, Use Dice (spec §3.1): dice spent one at a time, each on one of the five actions; Pass
(hourglass) tokens spent at any time in the turn; and the end of turn (§3.5): stock limit, strength lost, the five
dice rolled, the end triggers (§4), the next seat."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from ...engine.actions import Action
from ...engine.flow import Step
from .abilities import can_use, use_location
from .components import COLOURS, COLUMNS, RESOURCES, SPACES
from .dice import roll
from .display import clear_slots, discard_count, refill
from .actions import (DEAL, DIE_CLEAR, DIE_HOURGLASS, DIE_MOVE, DIE_REACTIVATE, DIE_USE, DONE_DICE, HOURGLASS_USES,
                       MAX_DISPLAY, act, hourglass_use, player)
from .state import State
from .steps import STEPS

HOURGLASS_PRICE: Final = 2  # Pass tokens per use (spec §3.1)
HOURGLASS_OPTIONS: Final[tuple[Action, ...]] = tuple(hourglass_use(u) for u in HOURGLASS_USES)  # ..., "reroll" last


def hourglass_options(state: State, seat: int) -> list[Action]:
    """The three 2-token uses (spec §3.1): a resource, +1 strength, or every other player rerolls one die."""
    if state.cities[seat].hourglass < HOURGLASS_PRICE:
        return []
    found = list(HOURGLASS_OPTIONS[:-1])  # the resources and strength
    if any(c.dice_on_board() for s, c in enumerate(state.cities) if s != seat):
        found.append(HOURGLASS_OPTIONS[-1])  # reroll
    return found


def spend_hourglass(game: Any, state: State, seat: int, use: str) -> None:
    city = state.cities[seat]
    city.hourglass -= HOURGLASS_PRICE
    if use in RESOURCES:
        city.stock[RESOURCES.index(use)] += 1
    elif use == "strength":
        city.strength += 1
    else:
        clockwise = tuple((seat + k) % state.players for k in range(1, state.players))  # spec G7
        state.flow = state.flow.push(seat, RerollOpponents(start_reroll(clockwise, state)))


class TurnStep(Step):
    """A step of the active seat's own turn: Pass tokens may be spent here (and modules add their options)."""

    def own_options(self, game: Any, state: State, seat: int) -> list[Action]:
        return []

    def options(self, game: Any, state: State, seat: int) -> list[Action]:
        found = self.own_options(game, state, seat)
        if state.cities[seat].hourglass >= HOURGLASS_PRICE:
            found += hourglass_options(state, seat)
        return found

    def apply(self, game: Any, state: State, seat: int, action: Action) -> None:
        if action.kind == "hourglass-use":
            spend_hourglass(game, state, seat, action["use"])
        else:
            self.take(game, state, seat, action)

    def take(self, game: Any, state: State, seat: int, action: Action) -> None:
        raise NotImplementedError


@dataclass(frozen=True)
class UseDice(TurnStep):
    """Step 1: spend a die on one of its actions, or go on to the attacks. A die and its action are one decision
    ("white use", "white move red left"): choosing a die alone means nothing until its action is chosen."""

    def prompt(self, game, state, seat):
        return "use a die (\"white: Cave\" uses it there; \"white: red ←\" moves red left)"

    def own_options(self, game: Any, state: State, seat: int) -> list[Action]:
        dice = state.cities[seat].dice
        found: list[Action] = []
        for c in range(len(dice)):
            if dice[c]:
                die_options(state, seat, c, found)
        found.append(DONE_DICE)
        return found

    def take(self, game: Any, state: State, seat: int, action: Action) -> None:
        if action.kind == "done":
            state.flow = state.flow.replace(seat, game.step_after(self))
        else:
            spend_die(game, state, seat, COLOURS.index(action["die"]), action)


def may_move_dice(state: State, seat: int) -> bool:
    return "no-move" not in state.cities[seat].flags  # By Royal Decree's Arena forbids it for the turn


def die_options(state: State, seat: int, colour: int, found: list[Action]) -> None:
    """The five actions of a die (spec §3.1 A1-A5), added to `found`: use its location, move another die,
    reactivate, clear the display, take a Pass token."""
    city = state.cities[seat]
    dice = city.dice
    space = colour * COLUMNS + dice[colour] - 1
    if can_use(state, seat, space):
        found.append(DIE_USE[colour])
    if may_move_dice(state, seat):
        moves = DIE_MOVE[colour]
        for other in range(len(dice)):
            column = dice[other]
            if other != colour and column:
                if column > 1:
                    found.append(moves[other][0])
                if column < COLUMNS:
                    found.append(moves[other][1])
    off = city.off
    if any(off):  # (`True in off` compares each False with True, a rich comparison each)
        reactivate = DIE_REACTIVATE[colour]
        for s in range(len(off)):
            if off[s]:
                found.append(reactivate[s])
    if "display" not in city.flags and any(state.display):
        found.append(DIE_CLEAR[colour])
    if "hourglass" not in city.flags and state.hourglass_left() > 0:
        found.append(DIE_HOURGLASS[colour])


def spend_die(game: Any, state: State, seat: int, colour: int, action: Action) -> None:
    """The die is removed from the city first (PRESENCE counts the dice left, seed), then does its action."""
    city = state.cities[seat]
    space = colour * COLUMNS + city.dice[colour] - 1
    city.dice[colour] = 0
    kind = action.kind
    if kind == "use":
        use_location(game, state, seat, space, colour)
    elif kind == "move":
        other = COLOURS.index(action["colour"])
        city.dice[other] += -1 if action["way"] == "left" else 1
    elif kind == "reactivate":
        city.off[SPACES.index(action["space"])] = False
    elif kind == "clear":
        city.flags += ("display",)
        state.flow = state.flow.push(seat, ClearDisplay())
    elif kind == "take-hourglass":
        city.flags += ("hourglass",)
        city.hourglass += 1


DISCARD: Final[tuple[Action, ...]] = tuple(act(f"discard d{n + 1}", slot=n + 1) for n in range(MAX_DISPLAY))  # by slot


@dataclass(frozen=True, init=False)
class ClearDisplay(Step):
    """Discard 4 display cards of your choice (spec G8; 4 to 8 in the quick mixed set-up, seed) and deal anew."""
    picked: tuple[int, ...] = ()

    def __init__(self, picked: tuple[int, ...] = ()) -> None:
        # written out (`init=False`): compiled, the dataclasses module's `__init__` runs as Python (engine/flow.py)
        object.__setattr__(self, "picked", picked)

    def prompt(self, game, state, seat):
        return "choose the display cards to discard"

    def options(self, game: Any, state: State, seat: int) -> list[Action]:
        least, most = discard_count(game, state)
        found: list[Action] = []
        if len(self.picked) < most:
            for n, card in enumerate(state.display):
                if card and n + 1 not in self.picked:
                    found.append(DISCARD[n])
        if len(self.picked) >= least or not found:
            found.append(DEAL)
        return found

    def apply(self, game: Any, state: State, seat: int, action: Action) -> None:
        if action.kind == "deal":
            state.flow = state.flow.pop(seat)
            clear_slots(state, self.picked)
            refill(state)
            return
        picked = tuple(sorted((*self.picked, action["slot"])))
        state.flow = state.flow.replace(seat, ClearDisplay(picked))


@dataclass(frozen=True, init=False)
class RerollOpponents(Step):
    """Pass tokens: every other player rerolls one of their dice, chosen by the active player (spec G7)."""
    targets: tuple

    def __init__(self, targets: tuple) -> None:
        # written out (`init=False`): compiled, the dataclasses module's `__init__` runs as Python (engine/flow.py)
        object.__setattr__(self, "targets", targets)

    def prompt(self, game, state, seat):
        return f"choose a die of {player(self.targets[0])} to reroll"

    def options(self, game, state, seat):
        target = self.targets[0]
        dice = state.cities[target].dice
        return [act(f"reroll {player(target)} {COLOURS[c]}", "reroll-other", seat=target, colour=COLOURS[c])
                for c in range(len(COLOURS)) if dice[c]]

    def apply(self, game, state, seat, action):
        rest = tuple(t for t in self.targets[1:] if state.cities[t].dice_on_board())
        state.flow = state.flow.replace(seat, *([RerollOpponents(rest)] if rest else []))
        roll(game, state, action["seat"], (COLOURS.index(action["colour"]),))


def start_reroll(targets: tuple[int, ...], state: State) -> tuple[int, ...]:
    return tuple(t for t in targets if state.cities[t].dice_on_board())

STEPS.register(UseDice, ClearDisplay, RerollOpponents)
