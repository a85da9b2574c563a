"""A Dice Colony turn as steps (rulebook "Round Sequence"; spec §9.2).

The first player rolls 3 dice from the bag (`RollDice`). If the black die is among them, every seat places its
barren region (`PlaceBarren`, then its star copy): the barren stage is a barrier, every seat finishes it before
anyone takes a die. Then every seat takes a coloured die (`TakeDie`), places it (`PlaceIcon`) and resolves star
copy, group, lives and life groups at its own pace (steps.py). Then the first player removes a coloured die
(`RemoveDie`), and the turn ends (`EndTurn`): objectives, LU-287 (solo), the dice back to the bag, the first player
passes left. 5 rounds of 5 turns.

Each seat's stack starts with the stage it is in (`BarrenStage`, `DrawStage`): a marker, not a decision, that the
seat waits on once its own steps are done; when every seat waits on it the game moves on (`Stage.resume`, run by
the game's `_advance`). `RollDice` and `EndTurn` are resumed at once, so a position never holds them.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ...engine.flow import Flow, Step
from .actions import BARREN as BARREN_ACTIONS, PLACE, REMOVE, TAKE, Action, energy_variants
from .components import COLOUR_ICON, COLOURED, COLOURS, ICON_NAMES
from .grid import BARREN
from .objectives import check_objectives, lu_flip
from .planet import draw, empty_cells, has_target, side_for, targets
from .state import Sheet, State
from .steps import STEPS, SheetStep, follow_ups, then


def black_value(state: State) -> int:
    return next(v for c, v in state.table if c == "black")


# ---- the stages: markers the seats wait on ----------------------------------------------------------------------------
class Stage(Step):
    decision: ClassVar[bool] = False
    stage: ClassVar[str] = ""  # a word for people: "barren", "draw", "remove"

    def resume(self, game: object, state: State) -> None:
        """Every seat waits on this marker (no seat has a decision): the game moves on."""
        raise NotImplementedError


@dataclass(frozen=True)
class RollDice(Stage):
    """The first player draws 3 dice from the bag and rolls them."""


    def resume(self, game: object, state: State) -> None:
        roll(state)


@dataclass(frozen=True)
class BarrenStage(Stage):
    """The black die was rolled: every seat places its barren region before anyone takes a coloured die."""


    def resume(self, game: object, state: State) -> None:
        start_draw(state)


@dataclass(frozen=True)
class DrawStage(Stage):
    """Every seat takes a coloured die and places it; then the first player removes a die."""


    def resume(self, game: object, state: State) -> None:
        state.flow = Flow.empty(len(state.flow.stacks)).push(state.first, REMOVE_DIE)


@dataclass(frozen=True)
class EndTurn(Stage):
    """Objectives, LU-287's flip, the dice back to the bag; the next turn, or the end of the game."""


    def resume(self, game: object, state: State) -> None:
        end_turn(state)


# ---- the turn's decisions -------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class PlaceBarren(SheetStep):
    """Draw the black die's barren region, placed with its value like a coloured die (spec §12 P4, P5)."""


    def prompt(self, game: object, state: State, seat: int) -> str:
        return f"place the barren region of black{black_value(state)}"

    def options(self, game: object, state: State, seat: int) -> list[Action]:
        icons = state.sheets[seat].icons
        cells = targets(icons, black_value(state)) or empty_cells(icons)  # spec P4: no legal space -> anywhere
        return [BARREN_ACTIONS[c] for c in cells]

    def apply(self, game: object, state: State, seat: int, action: Action) -> None:
        draw(state.sheet(seat), side_for(state.options), action.cell, BARREN, state.options)
        then(state, seat, *follow_ups(state, seat, action.cell))


@dataclass(frozen=True)
class TakeDie(SheetStep):
    """Take a coloured die from the table, perhaps spending one energy to change it (spec §7)."""

    anywhere: bool = False  # spec P2 "anywhere": no die fits, so the taken die may go on any empty space

    def prompt(self, game: object, state: State, seat: int) -> str:
        return "take a coloured die" + (" (none fits: it may go on any empty space)" if self.anywhere else "")

    def options(self, game: object, state: State, seat: int) -> list[Action]:
        return take_options(state, state.sheets[seat], self.anywhere)

    def apply(self, game: object, state: State, seat: int, action: Action) -> None:
        sheet = state.sheet(seat)
        if action.spends_energy:
            sheet.energy -= 1
        sheet.took = action.die
        then(state, seat, PLACE_ICON[action.die[2], action.die[3], self.anywhere])


@dataclass(frozen=True)
class PlaceIcon(SheetStep):
    """Draw the icon of the die taken (its colour) where its value points from a filled space (spec §9.3)."""

    colour: str  # the die used: its colour gives the icon, its value the direction
    value: int
    anywhere: bool = False

    def prompt(self, game: object, state: State, seat: int) -> str:
        return f"place the {ICON_NAMES[COLOUR_ICON[self.colour]]} of {self.colour}{self.value}"

    def options(self, game: object, state: State, seat: int) -> list[Action]:
        icons = state.sheets[seat].icons
        return [PLACE[c] for c in (empty_cells(icons) if self.anywhere else targets(icons, self.value))]

    def apply(self, game: object, state: State, seat: int, action: Action) -> None:
        draw(state.sheet(seat), side_for(state.options), action.cell, COLOUR_ICON[self.colour], state.options)
        then(state, seat, *follow_ups(state, seat, action.cell))


class FirstPlayerStep(Step):
    """A decision of the first player for the table (not a dataclass: its class constants are declared here)."""

    kinds: ClassVar[tuple[str, ...]] = ("remove",)
    stage: ClassVar[str] = "remove"


@dataclass(frozen=True)
class RemoveDie(FirstPlayerStep):
    """The first player sets a coloured die from this turn's roll aside until the end of the round."""


    def prompt(self, game: object, state: State, seat: int) -> str:
        return "remove a coloured die from this turn's roll (set aside until the end of the round)"

    def options(self, game: object, state: State, seat: int) -> list[Action]:
        return list(dict.fromkeys(REMOVE[d] for d in state.table if d[0] != "black"))

    def apply(self, game: object, state: State, seat: int, action: Action) -> None:
        table = list(state.table)
        table.remove(action.die)  # the rest (black included) go back to the bag at the end of the turn
        state.table = tuple(table)
        state.set_aside = state.set_aside + (action.die,)
        state.flow = state.flow.replace(seat, END_TURN)


ROLL_DICE, BARREN_STAGE, DRAW_STAGE, END_TURN = RollDice(), BarrenStage(), DrawStage(), EndTurn()
PLACE_BARREN, TAKE_DIE, TAKE_ANYWHERE, REMOVE_DIE = PlaceBarren(), TakeDie(), TakeDie(anywhere=True), RemoveDie()
PLACE_ICON = {(c, v, anywhere): PlaceIcon(c, v, anywhere) for c in COLOURED for v in range(1, 7)
              for anywhere in (False, True)}


def take_options(state: State, sheet: Sheet, anywhere: bool) -> list[Action]:
    icons = sheet.icons
    spend = sheet.energy - sheet.fresh > 0
    fits: dict[int, bool] = {}
    out: dict[tuple[str, int, str, int], Action] = {}
    for colour, value in state.table:
        if colour == "black":
            continue
        variants = [(colour, value)] + (list(energy_variants(colour, value)) if spend else [])
        for c2, v2 in variants:
            key = (colour, value, c2, v2)
            if key in out:
                continue
            if anywhere:
                if v2 != value:
                    continue  # on any empty space the value does not matter
            else:
                ok = fits.get(v2)
                if ok is None:
                    ok = fits[v2] = has_target(icons, v2)
                if not ok:
                    continue
            out[key] = TAKE[key]
    return list(out.values())


# ---- the automatic parts ----------------------------------------------------------------------------------------------
def parse_dice(text: str) -> list[tuple[str, int]]:
    """Forced dice like "green3 red5 black2"; ValueError names the token that is not a die."""
    dice = []
    for token in text.split():
        colour, value = token.rstrip("123456"), token[len(token.rstrip("123456")):]
        if colour not in COLOURS or len(value) != 1:
            raise ValueError(f"{token!r} is not a die like green3")
        dice.append((colour, int(value)))
    return dice


def roll(state: State) -> None:
    bag = list(state.bag)

    def draw():
        pool = [c for c, n in zip(COLOURS, bag) for _ in range(n)]
        return [(colour, state.rng.die()) for colour in state.rng.sample(pool, 3)]

    def forced(text):
        dice = parse_dice(text)
        if len(dice) != 3:
            raise ValueError("exactly 3 dice are rolled")
        left = list(bag)
        for colour, _ in dice:
            left[COLOURS.index(colour)] -= 1
            if left[COLOURS.index(colour)] < 0:
                raise ValueError(f"no {colour} die left in the bag")
        return dice

    dice = state.rng.forced_or("roll", draw, forced)
    for colour, _ in dice:
        bag[COLOURS.index(colour)] -= 1
    state.bag, state.table = tuple(bag), tuple(dice)
    for seat, sheet in enumerate(state.sheets):
        if sheet.fresh or sheet.took is not None:
            sheet = state.sheet(seat)
            sheet.fresh = 0
            sheet.took = None
    if any(colour == "black" for colour, _ in dice):
        stacks = [(BARREN_STAGE, PLACE_BARREN) if 0 in sheet.icons else (BARREN_STAGE,) for sheet in state.sheets]
        state.flow = Flow(tuple(stacks) + ((),) * (len(state.flow.stacks) - len(stacks)))
    else:
        start_draw(state)


def can_take(state: State, sheet: Sheet) -> bool:
    """Does some coloured die fit somewhere (as rolled, or changed by an energy)? `take_options` is not empty."""
    values = {v for c, v in state.table if c != "black"}
    if sheet.energy - sheet.fresh > 0:
        values |= {w for v in values for w in (v % 6 + 1, (v - 2) % 6 + 1)}  # a colour change keeps the value
    return any(has_target(sheet.icons, v) for v in values)


def start_draw(state: State) -> None:
    stacks: list[tuple[Step, ...]] = []
    for sheet in state.sheets:
        if can_take(state, sheet):
            stacks.append((DRAW_STAGE, TAKE_DIE))
        elif state.options["no_legal_colored"] == "anywhere" and 0 in sheet.icons:
            stacks.append((DRAW_STAGE, TAKE_ANYWHERE))
        else:
            stacks.append((DRAW_STAGE,))  # spec P2: nothing to draw this turn
    state.flow = Flow(tuple(stacks) + ((),) * (len(state.flow.stacks) - len(stacks)))


def end_turn(state: State) -> None:
    check_objectives(state)
    lu_flip(state)
    for seat, sheet in enumerate(state.sheets):
        if sheet.took is not None:
            state.sheet(seat).took = None
    bag = list(state.bag)
    for colour, _ in state.table:
        bag[COLOURS.index(colour)] += 1
    state.table = ()
    if state.turn == 5:  # end of the round: the set-aside dice go back
        for colour, _ in state.set_aside:
            bag[COLOURS.index(colour)] += 1
        state.set_aside = ()
    state.bag = tuple(bag)
    state.flow = state.flow.clear()
    if state.turn == 5 and state.round == 5:
        return  # every stack empty: the game is over
    state.first = (state.first + 1) % state.options["players"]
    if state.turn == 5:
        state.round, state.turn = state.round + 1, 1
    else:
        state.turn += 1
    state.flow = state.flow.push(state.first, ROLL_DICE)


def stage_of(state: State) -> str:
    """The turn's stage in a word for people: roll, barren, draw, remove or over."""
    for stack in state.flow.stacks:
        if stack:
            bottom: Any = stack[0]  # a Stage or RemoveDie
            return bottom.stage
    return "over"


# Class constants of the dataclass steps, set after the classes: compiled, a dataclass would take an annotated
# class attribute for a field (mypyc keeps ClassVar out of the annotations it leaves).
RollDice.stage = "roll"
BarrenStage.stage = "barren"
DrawStage.stage = "draw"
EndTurn.stage = "end"
PlaceBarren.kinds = ("barren",)
TakeDie.kinds = ("take",)
PlaceIcon.kinds = ("place",)

STEPS.register(RollDice, BarrenStage, DrawStage, EndTurn, PlaceBarren, TakeDie, PlaceIcon, RemoveDie)
