"""Dice Colony's steps on one planet sheet: what a seat decides after drawing an icon (star copy, group, lives).

Each seat has a stack of steps (`state.flow`, engine/flow.py); its top step is what the seat decides now. Drawing an
icon may be followed by a star copy (side B), which may be followed by forming a group; closing a vegetation, water
or ores group puts `PlaceLives` on the stack, and each life drawn may again be followed by a copy and a life group,
after which the remaining lives resume. The turn's own steps (roll, barren, take, place, remove) are in turn.py.

Steps hold cells as (q, r) and icons as letters, so a position stores them as they are (`{"step": name, **fields}`).
`check` validates a step read from a position against its sheet (PositionError names the problem).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...engine.english import with_article
from ...engine.errors import PositionError
from ...engine.flow import Flow, Step, StepRegistry
from .actions import ADD, CLOSE, COPY, LIFE as LIFE_ACTIONS, NOGROUP, Action
from .components import GROUP_LIVES, ICON_LETTERS, ICON_NAMES, LETTER_ICON
from .grid import BARREN, CELL_TEXT, CELLS, COLONY, EMPTY, GROUP_TYPES, INDEX, LIFE, NEIGHBOURS
from .planet import can_close, close_group, component, draw, group_adds, life_targets, side_for, star_copy_targets
from .position_sheet import cell_index, cell_indexes, connected
from .state import Sheet, State

STEPS = StepRegistry("dice-colony")


class SheetStep(Step):
    """A decision on the seat's own sheet; `kinds` are the action kinds it takes (for error messages)."""

    kinds: ClassVar[tuple[str, ...]] = ()

    def check(self, state: State, seat: int) -> None:
        """Position validation: PositionError if this step cannot be pending on the seat's sheet."""


# ---- what comes next --------------------------------------------------------------------------------------------------
def then(state: State, seat: int, *steps: Step) -> None:
    """The seat's top step is done and `steps` follow (the last given is decided first). Lives waiting below are
    dropped once there is no room left for them (rulebook Clarifications: the rest are lost)."""
    stacks = state.flow.stacks
    stack = stacks[seat][:-1] + steps
    if stack and type(stack[-1]) is PlaceLives and not stack[-1].has_room(state.sheets[seat]):
        stack = stack[:-1]
    state.flow = Flow(stacks[:seat] + (stack,) + stacks[seat + 1:])  # Flow.replace, in one step (a hot path)


def follow_ups(state: State, seat: int, cell: int) -> tuple[Step, ...]:
    """What drawing an icon (barren, element or life) at `cell` leads to: the star copy (side B) if the cell is a
    star with an empty neighbour, else the group step if a group can be formed."""
    sheet = state.sheets[seat]
    if side_for(state.options).star_mask[cell] and any(not sheet.icons[n] for n in NEIGHBOURS[cell]):
        return (COPY_STAR[cell],)
    return group_offer(sheet, (cell,), state.options)


def group_offer(sheet: Sheet, fresh: tuple[int, ...], options: dict) -> tuple[Step, ...]:
    """The group step if the fresh icon's unclosed same-type cluster has 3+ cells (barren never groups)."""
    icon = sheet.icons[fresh[0]]
    if icon in GROUP_TYPES:
        size = len(component(sheet, fresh[0]))
        if size >= 3 and (size <= options["max_group_size"] or not options["group_must_be_maximal"]):
            cells = tuple(CELLS[c] for c in fresh)
            return (FormGroup(ICON_LETTERS[icon], cells, cells if len(cells) == 1 else ()),)
    return ()


# ---- the steps --------------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class CopyStar(SheetStep):
    """Side B: the icon just drawn on a star is copied onto an empty neighbour of the star."""

    star: tuple  # (q, r)

    def prompt(self, game: object, state: State, seat: int) -> str:
        icon = state.sheets[seat].icons[INDEX[self.star]]
        return f"copy the {ICON_NAMES[icon]} onto an empty neighbour of the star {CELL_TEXT[INDEX[self.star]]}"

    def options(self, game: object, state: State, seat: int) -> list[Action]:
        return [COPY[c] for c in star_copy_targets(state.sheets[seat].icons, INDEX[self.star])]

    def apply(self, game: object, state: State, seat: int, action: Action) -> None:
        sheet, star = state.sheet(seat), INDEX[self.star]
        draw(sheet, side_for(state.options), action.cell, sheet.icons[star], state.options)
        then(state, seat, *group_offer(sheet, (star, action.cell), state.options))

    def check(self, state: State, seat: int) -> None:
        sheet, side = state.sheets[seat], side_for(state.options)
        star = cell_index(self.star, "copy-star star")
        if not side.star_mask[star]:
            raise PositionError(f"sheets[{seat}]: ({CELLS[star][0]},{CELLS[star][1]}) is not a star space")
        if sheet.icons[star] in (EMPTY, COLONY) or not star_copy_targets(sheet.icons, star):
            raise PositionError(f"sheets[{seat}]: the star at ({CELLS[star][0]},{CELLS[star][1]}) has nothing to "
                                f"copy or no empty neighbour")


@dataclass(frozen=True, init=False)
class FormGroup(SheetStep):
    """Select 3+ connected unclosed icons of one type, starting with the icon just drawn (or its star copy)."""

    icon: str  # the group type's letter: V, W, O or L
    fresh: tuple  # the icon(s) just drawn, (q, r) each: the group must contain one of them
    selected: tuple = ()  # cells selected so far, in selection order

    def __init__(self, icon: str, fresh: tuple, selected: tuple = ()) -> None:
        # written out (`init=False`): compiled, the dataclasses module's `__init__` runs as Python (engine/flow.py)
        object.__setattr__(self, "icon", icon)
        object.__setattr__(self, "fresh", fresh)
        object.__setattr__(self, "selected", selected)

    @property
    def code(self) -> int:
        return LETTER_ICON[self.icon]

    def prompt(self, game: object, state: State, seat: int) -> str:
        shown = " ".join(CELL_TEXT[INDEX[c]] for c in self.selected) or "nothing yet"
        return f"form {with_article(ICON_NAMES[self.code])} group (selected: {shown}): add, close or nogroup"

    def options(self, game: object, state: State, seat: int) -> list[Action]:
        sheet, options = state.sheets[seat], state.options
        selected = tuple(INDEX[c] for c in self.selected)
        fresh = tuple(INDEX[c] for c in self.fresh)
        found = [ADD[c] for c in group_adds(sheet, self.code, fresh, selected, options["max_group_size"])]
        if can_close(sheet, selected, options):
            found.append(CLOSE)
        found.append(NOGROUP)
        return found

    def apply(self, game: object, state: State, seat: int, action: Action) -> None:
        kind = action.kind
        if kind == "add":
            then(state, seat, FormGroup(self.icon, self.fresh, self.selected + (CELLS[action.cell],)))
        elif kind == "close":
            cells = close_group(state.sheet(seat), self.code, tuple(INDEX[c] for c in self.selected))
            lives = GROUP_LIVES[len(cells)] if self.code != LIFE else 0  # life groups bring no lives (spec §6)
            then(state, seat, *((PlaceLives(tuple(CELLS[c] for c in cells), lives),) if lives else ()))
        else:
            then(state, seat)

    def check(self, state: State, seat: int) -> None:
        sheet, options, what = state.sheets[seat], state.options, f"sheets[{seat}]"
        fresh = cell_indexes(self.fresh, f"{what} form-group fresh")
        selected = cell_indexes(self.selected, f"{what} form-group selected")
        if not 1 <= len(fresh) <= 2:
            raise PositionError(f"{what}: fresh lists the 1 or 2 icons just drawn")
        code = sheet.icons[fresh[0]]
        if code not in GROUP_TYPES or self.icon != ICON_LETTERS[code]:
            raise PositionError(f"{what}: fresh icon {ICON_LETTERS[code]!r} cannot form a group of {self.icon!r}")
        for c in fresh + selected:
            if sheet.icons[c] != code or sheet.closed[c]:
                raise PositionError(f"{what}: ({CELLS[c][0]},{CELLS[c][1]}) is not an unclosed "
                                    f"{ICON_LETTERS[code]} icon")
        if selected and (not set(fresh) & set(selected) or not connected(selected)):
            raise PositionError(f"{what}: the selection must be connected and contain a fresh icon")
        if len(selected) > options["max_group_size"]:
            raise PositionError(f"{what}: the selection is larger than max_group_size")
        if len(fresh) == 1 and not selected:
            raise PositionError(f"{what}: with one fresh icon the selection starts with it")
        if len(component(sheet, fresh[0])) < 3:
            raise PositionError(f"{what}: the fresh icon's cluster has fewer than 3 icons, no group is offered")


@dataclass(frozen=True, init=False)
class PlaceLives(SheetStep):
    """Lives of a closed vegetation, water or ores group, drawn one by one next to it while there is room."""

    group: tuple  # the closed group's cells, (q, r) each
    left: int  # lives still to place

    def __init__(self, group: tuple, left: int) -> None:
        # written out (`init=False`): compiled, the dataclasses module's `__init__` runs as Python (engine/flow.py)
        object.__setattr__(self, "group", group)
        object.__setattr__(self, "left", left)

    def has_room(self, sheet: Sheet) -> bool:
        return self.left > 0 and bool(life_targets(sheet.icons, tuple(INDEX[c] for c in self.group)))

    def prompt(self, game: object, state: State, seat: int) -> str:
        return f"place a life next to the group just closed ({self.left} to place)"

    def options(self, game: object, state: State, seat: int) -> list[Action]:
        return [LIFE_ACTIONS[c] for c in life_targets(state.sheets[seat].icons, tuple(INDEX[c] for c in self.group))]

    def apply(self, game: object, state: State, seat: int, action: Action) -> None:
        draw(state.sheet(seat), side_for(state.options), action.cell, LIFE, state.options)
        rest = (PlaceLives(self.group, self.left - 1),) if self.left > 1 else ()
        then(state, seat, *rest, *follow_ups(state, seat, action.cell))

    def check(self, state: State, seat: int) -> None:
        sheet, what = state.sheets[seat], f"sheets[{seat}]"
        group = tuple(sorted(cell_indexes(self.group, f"{what} place-lives group")))
        if not any(cells == group and icon != LIFE for icon, cells, _ in sheet.groups):
            raise PositionError(f"{what}: place-lives group is not a closed vegetation, water or ores group")
        if type(self.left) is not int or not 1 <= self.left <= 3:
            raise PositionError(f"{what}: place-lives left must be 1..3, got {self.left!r}")


COPY_STAR = {i: CopyStar(cell) for i, cell in enumerate(CELLS)}  # shared: steps are immutable


def barren_copy(step: Step, sheet: Sheet) -> bool:
    """Is `step` the star copy of a barren region (which belongs to the barren stage of the turn)?"""
    return type(step) is CopyStar and sheet.icons[INDEX.get(step.star, 0)] == BARREN


# Class constants of the dataclass steps, set after the classes: compiled, a dataclass would take an annotated
# class attribute for a field (mypyc keeps ClassVar out of the annotations it leaves).
CopyStar.kinds = ("copy",)
FormGroup.kinds = ("add", "close", "nogroup")
PlaceLives.kinds = ("life",)

STEPS.register(CopyStar, FormGroup, PlaceLives)
