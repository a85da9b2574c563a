"""The Roll phase (spec §4): every seat at once draws its hand, rolls, then manipulates its dice (seed F&S: a Pioneer
sets another die or rerolls up to 3; a resource, Gold too (G09), sets another die or draws up to 2 more).

A seat's stack: `Manipulate` at the bottom; choosing a die pushes `ManipulateWith(die)`, which becomes `SetFace`
or `PickRerolls` and pops back to `Manipulate`; "done" pops `Manipulate` and the seat waits for the others.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...engine.flow import Step
from .draws import draw_dice, drawable, roll_dice
from .gains import spend_die
from .rulesdata import RULES
from .state import State, colour_of, die_sort_key
from .steps import STEPS, act
from .tables import FACES, PIONEER_LIKE, RESOURCES, UNSETTABLE

DONE = act("done", "done", control=True)
REROLL = act("reroll_start", "reroll", control=True)
REROLL_GO = act("reroll_picked", "reroll go", control=True)


def begin(state: State, seat: int, hand: int) -> None:
    """Draw and roll the hand (G07), then manipulate."""
    draw_dice(state, seat, hand)
    state.flow = state.flow.set(seat, Manipulate())


@dataclass(frozen=True)
class Manipulate(Step):
    """Choose a Pioneer or resource die to spend on a manipulation, or done."""

    def prompt(self, game, state: State, seat: int):
        return "spend a Pioneer or resource die to manipulate your dice, or done"

    def options(self, game, state: State, seat: int):
        p = state.players[seat]
        out = []
        seen = set()
        others = len(p.active) > 1
        for die in sorted(p.active, key=die_sort_key):
            icon = p.active[die]
            key = (colour_of(die), icon)
            if key in seen:
                continue
            icons = icon.split("+")  # a multi-icon face (a module's die) offers each of its icons
            if any(i in PIONEER_LIKE for i in icons) and others:  # seed F&S: a Ship in step 3 works like a Pioneer
                seen.add(key)
                out.append(act("pioneer", f"pioneer {die}", die=die))
            if any(i in RESOURCES for i in icons) and (others or drawable(p)):  # G09: Gold like a basic resource
                seen.add(key)
                out.append(act("resource", f"resource {die}", die=die))
        out.append(DONE)
        return out

    def apply(self, game, state: State, seat: int, action):
        if action.kind == "done":
            state.flow = state.flow.pop(seat)
        else:
            state.flow = state.flow.push(seat, ManipulateWith(action["die"]))


# The steps below with fields (frozen dataclasses) write out their `__init__`: compiled, the one `dataclass` writes is
# interpreted Python, ten times the cost of the step.
@dataclass(frozen=True, init=False)
class ManipulateWith(Step):
    """What the chosen die does: set another die; a Pioneer also rerolls, a resource draws (choosing commits)."""

    die: str

    def __init__(self, die: str) -> None:
        object.__setattr__(self, "die", die)

    def prompt(self, game, state: State, seat: int):
        return f"use {self.die}: set another die, or reroll / draw"

    def options(self, game, state: State, seat: int):
        p = state.players[seat]
        out = []
        seen = set()
        for die in sorted(p.active, key=die_sort_key):
            key = (colour_of(die), p.active[die])
            if die != self.die and key not in seen:
                seen.add(key)
                out.append(act("set", f"set {die}", die=die))
        if any(i in PIONEER_LIKE for i in p.active[self.die].split("+")):
            if len(p.active) > 1:
                out.append(REROLL)
        else:
            for k in range(1, min(RULES.draw_max, drawable(p)) + 1):  # the source die stays spent (G08)
                out.append(act("draw", f"draw {k}", control=True, count=k))
        return out  # no "back": a no-op cycle would let agents loop forever

    def apply(self, game, state: State, seat: int, action):
        spend_die(state.players[seat], self.die)
        if action.kind == "set":
            state.flow = state.flow.replace(seat, SetFace(action["die"]))
        elif action.kind == "reroll_start":
            state.flow = state.flow.replace(seat, PickRerolls(()))
        else:
            draw_dice(state, seat, action["count"])
            state.flow = state.flow.pop(seat)


@dataclass(frozen=True, init=False)
class SetFace(Step):
    """The face the set die shows now (any other face of its colour)."""

    die: str

    def __init__(self, die: str) -> None:
        object.__setattr__(self, "die", die)

    def prompt(self, game, state: State, seat: int):
        return f"choose the face for {self.die}"

    def options(self, game, state: State, seat: int):
        current = state.players[seat].active[self.die]
        fixed = UNSETTABLE.get(colour_of(self.die), ())
        return [act("face", f"face {i}", icon=i) for i in dict.fromkeys(FACES[colour_of(self.die)])
                if i != current and i not in fixed]

    def apply(self, game, state: State, seat: int, action):
        state.players[seat].active[self.die] = action["icon"]
        state.flow = state.flow.pop(seat)


@dataclass(frozen=True, init=False)
class PickRerolls(Step):
    """Dice picked for a Pioneer's reroll, one by one (up to 3; the third pick rolls at once)."""

    picked: tuple = ()

    def __init__(self, picked: tuple = ()) -> None:
        object.__setattr__(self, "picked", picked)

    def prompt(self, game, state: State, seat: int):
        return "choose dice to reroll (up to 3), then reroll go"

    def options(self, game, state: State, seat: int):
        p = state.players[seat]
        out = []
        if len(self.picked) < RULES.reroll_max:
            seen = set()
            for die in sorted(p.active, key=die_sort_key):
                key = (colour_of(die), p.active[die])
                if die not in self.picked and key not in seen:
                    seen.add(key)
                    out.append(act("reroll", f"reroll {die}", die=die))
        out.append(REROLL_GO)
        return out

    def apply(self, game, state: State, seat: int, action):
        picked = self.picked + (action["die"],) if action.kind == "reroll" else self.picked
        if action.kind == "reroll" and len(picked) < RULES.reroll_max:
            state.flow = state.flow.replace(seat, PickRerolls(picked))
            return
        state.players[seat].active.update(roll_dice(state, list(picked)))
        state.flow = state.flow.pop(seat)

STEPS.register(Manipulate, ManipulateWith, SetFace, PickRerolls)
