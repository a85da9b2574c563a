"""Explore (spec §5.1): each Explore icon draws a tile (Mapmaking: one more); the explorer keeps one (the others
leave play) and puts it touching at least 2 tiles (G13: next to its presence when it can) with a tent from its
personal supply, else the general supply (G14). Then each neighbour with presence there may join with a tent from
its personal supply, in turn order; if anyone joined, the explorer may place one extra tent. The explorer gains the
tile's exploration bonus.

Steps: `ChooseDrawnTile(tiles)` -> `PutTile(tile)`; while others decide, the explorer's stack holds the marker
`ExplorationOpen(cell, joiners, joined)`; a neighbour decides `JoinExploration(explorer, cell)`; then the explorer
may have `PlaceExtraTent(cell)`. The Diceoneer (diceoneer.py) puts its tile with `put_tile` too, and always joins
while it has a tent.
"""
from __future__ import annotations

from dataclasses import dataclass

from ....engine.flow import Step, Waiting
from ....geometry.hexgrid import neighbours
from ..board import cell_text, explore_positions, has_presence, modifier
from ..draws import draw_tiles
from ..gains import add_tents, gain, place_tents, tents_from_general
from ..hooks import in_play as modules_in_play
from ..state import State
from ..steps import STEPS, act
from ..tables import TILES

JOIN, DECLINE_JOIN = act("join", "join", control=True), act("decline_join", "nojoin", control=True)
EXTRA_TENT = act("extra_tent", "extra tent", control=True)
DECLINE_EXTRA_TENT = act("decline_extra_tent", "no extra tent", control=True)


def need(state: State, seat: int, paid=()) -> int | None:
    return 1 if state.stack else None


def resolve(state: State, seat: int, paid: tuple) -> None:
    count = len(paid) + modifier(state.players[seat], "explore", "extra_tiles_drawn")
    drawn = drawn_tiles(state, seat, count)
    step = PutTile(drawn[0]) if len(drawn) == 1 else ChooseDrawnTile(tuple(drawn))
    state.flow = state.flow.push(seat, step)


def drawn_tiles(state: State, seat: int, count: int) -> list:
    """`count` tiles from the map stack for `seat`, as the modules in play change them (a tile of theirs)."""
    drawn = draw_tiles(state, state.stack, count)
    for hooks in modules_in_play(state.options):
        if hooks.tiles_drawn:
            drawn = hooks.tiles_drawn(state, seat, drawn)
    return drawn


def put_cells(state: State, seat: int, tile: str) -> list:
    """Where `tile` may go: the exploration cells, as a module in play narrows them for a tile of its own."""
    cells = explore_positions(state, seat)
    for hooks in modules_in_play(state.options):
        if hooks.tile_cells:
            cells = hooks.tile_cells(state, seat, tile, cells)
    return cells


def keep_drawn(state: State, tiles: tuple, tile: str) -> None:
    """The drawn tiles not kept leave play (seed F&S, Exploring the Port)."""
    state.removed += [t for t in tiles if t != tile]


def put_tile(state: State, seat: int, tile: str, cell) -> bool:
    """Put `tile` at `cell` with the explorer's tent, then ask the neighbours to join. True when the exploration is
    over at once; False while someone decides (the explorer's stack then holds `ExplorationOpen`). A module in play
    may put a tile of its own instead (returning the same answer)."""
    for hooks in modules_in_play(state.options):
        handled = hooks.tile_put(state, seat, tile, cell) if hooks.tile_put else None
        if handled is not None:
            return handled
    state.tiles[cell] = tile
    state.tents[cell] = (0,) * state.seats
    p = state.players[seat]
    if seat == state.bot_seat or p.personal > 0:  # G14: personal supply, else the general supply
        place_tents(state, seat, cell)  # G25: the Diceoneer places none once its supply is empty
    else:
        tents_from_general(p, 1)
        add_tents(state, seat, cell)
    n = state.seats
    joiners = []
    for k in range(1, n):
        other = (seat + k) % n
        near = any(c in state.tiles and has_presence(state, other, c) for c in neighbours(cell))
        if near and state.players[other].personal > 0:
            joiners.append(other)
    state.flow = state.flow.push(seat, ExplorationOpen(cell, tuple(joiners), False))
    return next_join(state, seat)


def next_join(state: State, explorer: int) -> bool:
    """Ask the next neighbour (the Diceoneer always joins while it has a tent); then the extra tent; then finish."""
    open_ = state.flow.top(explorer)
    assert isinstance(open_, ExplorationOpen)
    cell, joiners, joined = open_.cell, open_.joiners, open_.joined
    while joiners:
        other, joiners = joiners[0], joiners[1:]
        if other == state.bot_seat:  # ruling: the Diceoneer always joins while it has a tent
            place_tents(state, other, cell)
            joined = True
            continue
        state.flow = state.flow.replace(explorer, ExplorationOpen(cell, joiners, joined)).push(
            other, JoinExploration(explorer, cell))
        return False
    p = state.players[explorer]
    if joined and p.personal > 0:
        if explorer == state.bot_seat:
            place_tents(state, explorer, cell)
        else:
            state.flow = state.flow.replace(explorer, PlaceExtraTent(cell))
            return False
    finish(state, explorer, cell)
    return True


def finish(state: State, explorer: int, cell) -> None:
    """The explorer gains the exploration bonus; its stack returns to the action's step (or the Diceoneer's turn)."""
    state.flow = state.flow.pop(explorer)
    bonus = TILES[state.tiles[cell]].exploration_bonus
    if bonus:
        gain(state, explorer, bonus)


@dataclass(frozen=True)
class ChooseDrawnTile(Step):
    tiles: tuple

    def prompt(self, game, state: State, seat: int):
        return "choose which drawn tile to place"

    def options(self, game, state: State, seat: int):
        return [act("drawchoose", f"draw-choose {t}", tile=t) for t in self.tiles]

    def apply(self, game, state: State, seat: int, action):
        keep_drawn(state, self.tiles, action["tile"])
        state.flow = state.flow.replace(seat, PutTile(action["tile"]))

    def tiles_held(self) -> tuple:
        return self.tiles


@dataclass(frozen=True)
class PutTile(Step):
    tile: str

    def prompt(self, game, state: State, seat: int):
        return f"put {self.tile} on the map"

    def options(self, game, state: State, seat: int):
        return [act("put", f"put {self.tile} {cell_text(c)}", tile=self.tile, cell=c)
                for c in put_cells(state, seat, self.tile)]

    def apply(self, game, state: State, seat: int, action):
        state.flow = state.flow.pop(seat)
        put_tile(state, seat, self.tile, action["cell"])

    def tiles_held(self) -> tuple:
        return (self.tile,)


@dataclass(frozen=True)
class ExplorationOpen(Waiting):
    """The explorer waits while the neighbours still to ask (`joiners`, in turn order) decide."""

    cell: tuple
    joiners: tuple
    joined: bool


@dataclass(frozen=True)
class JoinExploration(Step):
    explorer: int
    cell: tuple

    def prompt(self, game, state: State, seat: int):
        return "join the exploration with a tent from your supply?"

    def options(self, game, state: State, seat: int):
        return [JOIN, DECLINE_JOIN]

    def apply(self, game, state: State, seat: int, action):
        state.flow = state.flow.pop(seat)
        open_ = state.flow.top(self.explorer)
        assert isinstance(open_, ExplorationOpen)
        if action.kind == "join":
            place_tents(state, seat, self.cell)
            state.flow = state.flow.replace(self.explorer, ExplorationOpen(open_.cell, open_.joiners, True))
        next_join(state, self.explorer)


@dataclass(frozen=True)
class PlaceExtraTent(Step):
    cell: tuple

    def prompt(self, game, state: State, seat: int):
        return "place one extra tent on the explored tile?"

    def options(self, game, state: State, seat: int):
        return [EXTRA_TENT, DECLINE_EXTRA_TENT]

    def apply(self, game, state: State, seat: int, action):
        if action.kind == "extra_tent":
            place_tents(state, seat, self.cell)
        finish(state, seat, self.cell)

STEPS.register(ChooseDrawnTile, PutTile, ExplorationOpen, JoinExploration, PlaceExtraTent)
