"""Raid (spec §5.6): on one tile where you have presence and an opponent has tents, each Raid icon removes one tent
of that opponent; defensive technologies absorb icons (seed F&S, the Port). Removed tents go back to their owner's
personal supply (§5.6 [I]); the Diceoneer's to the general supply (seed Advisors solo).
Steps: `ChooseRaidTile(icons)` -> `ChooseRaidTarget(cell, icons)` when the tile has several opponents."""
from __future__ import annotations

from dataclasses import dataclass

from ....engine.flow import Step
from ..board import absorption, cell_text, presence_cells
from ..gains import add_tents
from ..hooks import in_play as modules_in_play
from ..state import Cell, State
from ..steps import STEPS, act


def targets(state: State, seat: int, cell: Cell) -> list[int]:
    return [s for s, n in enumerate(state.tents[cell]) if s != seat and n > 0]


def raid_cells(state: State, seat: int) -> list[Cell]:
    return [c for c in presence_cells(state, seat) if targets(state, seat, c)]


def need(state: State, seat: int, paid=()) -> int | None:
    return 1 if raid_cells(state, seat) else None


def resolve(state: State, seat: int, paid: tuple) -> None:
    state.flow = state.flow.push(seat, ChooseRaidTile(len(paid)))


def raid(state: State, cell, defender: int, icons: int) -> int:
    """Remove up to `icons` (less the defender's absorption) of `defender`'s tents on `cell`; returns the strength
    left unused."""
    absorbed = absorption(state.players[defender]) + sum(hooks.raid_absorption(state, cell) for hooks in
                                                        modules_in_play(state.options) if hooks.raid_absorption)
    strength = max(0, icons - absorbed)
    removed = min(strength, state.tents[cell][defender])
    add_tents(state, defender, cell, -removed)
    d = state.players[defender]
    if defender == state.bot_seat:  # seed Advisors solo (General): the bot's tents go to the general supply
        d.general += removed
    else:
        d.personal += removed  # spec §5.6 [I]: removed tents go back to their owner's personal supply
    return strength - removed


@dataclass(frozen=True)
class ChooseRaidTile(Step):
    icons: int

    def prompt(self, game, state: State, seat: int):
        return "choose the tile to raid"

    def options(self, game, state: State, seat: int):
        return [act("raid", f"raid {cell_text(c)}", cell=c) for c in raid_cells(state, seat)]

    def apply(self, game, state: State, seat: int, action):
        cell = action["cell"]
        defenders = targets(state, seat, cell)
        if len(defenders) == 1:
            raid(state, cell, defenders[0], self.icons)
            state.flow = state.flow.pop(seat)
        else:
            state.flow = state.flow.replace(seat, ChooseRaidTarget(cell, self.icons))


@dataclass(frozen=True)
class ChooseRaidTarget(Step):
    cell: tuple
    icons: int

    def prompt(self, game, state: State, seat: int):
        return "choose whose tents to raid"

    def options(self, game, state: State, seat: int):
        return [act("target", f"target {s}", seat=s) for s in targets(state, seat, self.cell)]

    def apply(self, game, state: State, seat: int, action):
        raid(state, self.cell, action["seat"], self.icons)
        state.flow = state.flow.pop(seat)

STEPS.register(ChooseRaidTile, ChooseRaidTarget)
