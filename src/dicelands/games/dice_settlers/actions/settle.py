"""Settle (spec §5.2): each Settle icon, in any mix, takes 2 tents from the general supply into your personal
supply, places a tent from your personal supply on a tile where you have presence or next to one (G15 b), or moves
one of your tents to an adjacent tile; never onto a tile Settle may not add tents to (a module's Islands and Water).
You may stop early; unused icons are lost.

Steps: `PlaceTents(left)`; "move" pushes `MoveTentTo(source)`, which pops back to it.
"""
from __future__ import annotations

from dataclasses import dataclass

from ....engine.flow import Step
from ....geometry.hexgrid import neighbours
from ..board import cell_text, presence_cells, settle_targets
from ..gains import add_tents, place_tents, tents_from_general
from ..rulesdata import RULES
from ..steps import STEPS, act
from ..tables import TILES
from ..state import State

TAKE_TENTS = act("taketents", "take tents", control=True)
SETTLE_DONE = act("settledone", "settle done", control=True)


def need(state: State, seat: int, paid=()) -> int | None:
    return 1


def resolve(state: State, seat: int, paid: tuple) -> None:
    state.flow = state.flow.push(seat, PlaceTents(len(paid)))


def take_tents(state: State, seat: int) -> None:
    p = state.players[seat]
    tents_from_general(p, RULES.settle_take)
    p.personal += RULES.settle_take


def move_tent(state: State, seat: int, source, target) -> None:
    add_tents(state, seat, source, -1)
    add_tents(state, seat, target)


def move_targets(state: State, source) -> list:
    """The tiles next to `source` a tent may move to: not a tile Settle never adds tents to (seed F&S › Island tiles:
    "further tents may not be added via Settle actions, but only via the Sailing action")."""
    return [c for c in neighbours(source) if c in state.tiles and TILES[state.tiles[c]].settleable]


def movable_from(state: State, seat: int) -> list:
    return [c for c in presence_cells(state, seat) if state.tents[c][seat] > 0 and move_targets(state, c)]


@dataclass(frozen=True)
class PlaceTents(Step):
    """Use one Settle icon (`left` still to use)."""

    left: int

    def prompt(self, game, state: State, seat: int):
        return f"use a Settle icon ({self.left} left)"

    def options(self, game, state: State, seat: int):
        out = [TAKE_TENTS]
        if state.players[seat].personal > 0:
            out += [act("tent", f"tent {cell_text(c)}", cell=c) for c in settle_targets(state, seat)]
        out += [act("move", f"move {cell_text(c)}", cell=c) for c in movable_from(state, seat)]
        out.append(SETTLE_DONE)
        return out

    def apply(self, game, state: State, seat: int, action):
        kind = action.kind
        rest = (PlaceTents(self.left - 1),) if kind != "settledone" and self.left > 1 else ()
        if kind == "move":
            state.flow = state.flow.replace(seat, *rest, MoveTentTo(action["cell"]))
            return
        if kind == "taketents":
            take_tents(state, seat)
        elif kind == "tent":
            place_tents(state, seat, action["cell"])
        state.flow = state.flow.replace(seat, *rest)


@dataclass(frozen=True)
class MoveTentTo(Step):
    """Where the tent moved from `source` goes: an adjacent tile."""

    source: tuple

    def prompt(self, game, state: State, seat: int):
        return f"move the tent from {cell_text(self.source)} to"

    def options(self, game, state: State, seat: int):
        return [act("to", f"to {cell_text(c)}", cell=c) for c in move_targets(state, self.source)]

    def apply(self, game, state: State, seat: int, action):
        move_tent(state, seat, self.source, action["cell"])
        state.flow = state.flow.pop(seat)

STEPS.register(PlaceTents, MoveTentTo)
