"""Reading the flow of a Dice Colony position: which stacks of steps can be pending, checked against the sheets.

The shapes a stack may have in each stage of the turn are listed below (bottom first); each sheet step then checks
its own fields against its sheet (`SheetStep.check`), and every seat to move must have an option.
"""
from __future__ import annotations

from ...engine.errors import PositionError
from ...engine.flow import Flow, Step
from .components import ICON_LETTERS, LIFE
from .steps import STEPS, CopyStar, FormGroup, PlaceLives, SheetStep, barren_copy
from .turn import BarrenStage, DrawStage, PlaceBarren, PlaceIcon, RemoveDie, TakeDie

STACKS: dict[type[Step], set[tuple[type[Step], ...]]] = {
    BarrenStage: {(BarrenStage,), (BarrenStage, PlaceBarren), (BarrenStage, CopyStar)},
    DrawStage: {(DrawStage,), (DrawStage, TakeDie), (DrawStage, PlaceIcon), (DrawStage, CopyStar),
                (DrawStage, FormGroup), (DrawStage, PlaceLives), (DrawStage, PlaceLives, CopyStar),
                (DrawStage, PlaceLives, FormGroup)},
}


def read_flow(game, data, options: dict) -> Flow:
    """The flow's steps by name (PositionError for a step that does not exist or has the wrong fields)."""
    return Flow.from_json(data, STEPS, game.num_seats(options))


def _names(stack) -> str:
    return "[" + ", ".join(step.name for step in stack) + "]"


def check_flow(game, state) -> None:
    """The stacks fit one stage of the turn, their steps fit the sheets, and someone can decide (unless over)."""
    stacks, players = state.flow.stacks, len(state.sheets)
    if state.flow.idle():
        if any(sheet.took is not None for sheet in state.sheets):
            raise PositionError("the game is over: no sheet has 'took'")
        return
    for seat in range(players, len(stacks)):
        if stacks[seat]:
            raise PositionError(f"flow: LU-287 (seat {seat}) has no steps, got {_names(stacks[seat])}")
    bottom = next(stack[0] for stack in stacks if stack)
    if type(bottom) is RemoveDie:
        for seat, stack in enumerate(stacks):
            if stack != ((bottom,) if seat == state.first else ()):
                raise PositionError(f"flow: in the remove stage only the first player (seat {state.first}) has a "
                                    f"step, remove-die; seat {seat} has {_names(stack)}")
    else:
        shapes = STACKS.get(type(bottom))
        if shapes is None:
            raise PositionError(f"flow: a stack starts with {bottom.name!r}, a step no position waits on")
        stage = bottom.stage
        for seat in range(players):
            if tuple(map(type, stacks[seat])) not in shapes:
                raise PositionError(f"flow: seat {seat}'s steps {_names(stacks[seat])} cannot happen in the "
                                    f"{stage} stage")
    for seat in range(players):
        _check_sheet(state, seat, stacks[seat])
    movers = state.flow.movers()
    if not movers:
        raise PositionError("flow: every seat is done, so nobody decides (the stage would be over)")
    for seat in movers:
        if not game.legal_actions(state, seat):
            raise PositionError(f"flow: seat {seat} must {game.prompt(state, seat)}, but has no option")


def _check_sheet(state, seat: int, stack: tuple) -> None:
    sheet, what = state.sheets[seat], f"sheets[{seat}]"
    for step in stack:
        if isinstance(step, SheetStep):
            step.check(state, seat)
    top = stack[-1] if stack else None
    barren_stage = bool(stack) and type(stack[0]) is BarrenStage
    if barren_stage and not any(c == "black" for c, _ in state.table):
        raise PositionError("flow: the barren stage needs the black die on the table")
    if type(top) is CopyStar and barren_copy(top, sheet) != barren_stage:
        raise PositionError(f"{what}: a barren copy belongs to the barren stage and only it")
    if type(top) is FormGroup and top.icon != ICON_LETTERS[LIFE] and any(type(s) is PlaceLives for s in stack):
        raise PositionError(f"{what}: a group formed while placing lives is a life group")
    if sheet.took is not None and (barren_stage or type(top) is TakeDie):
        raise PositionError(f"{what}: 'took' only exists after taking a die in the draw stage")
    if isinstance(top, (TakeDie, PlaceIcon)) and type(top.anywhere) is not bool:
        raise PositionError(f"{what}: anywhere must be true or false")
    if type(top) is PlaceIcon:
        if sheet.took is None:
            raise PositionError(f"{what}: step place-icon needs 'took' (the die taken)")
        if (top.colour, top.value) != sheet.took[2:]:
            raise PositionError(f"{what}: place-icon {top.colour}{top.value} is not the die used, "
                                f"{sheet.took[2]}{sheet.took[3]}")
