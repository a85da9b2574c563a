"""The Dice Colony state: plain dataclasses of ints, tuples and small lists, copied explicitly (no deepcopy).

A `Sheet` is one player's planet and what that player did this turn (the die taken, the energy collected). `State`
holds the table: round, turn, first player, the dice, the three objective cards, the sheets and the turn flow
(`flow`: per seat, a stack of the typed steps in steps.py). Immutable parts (tuples, the options dict, the flow) are
shared between copies.

Sheets are copied on write: a copy of the state shares the sheets, and neither the copy nor the original may change
a shared one. Code that changes a sheet takes it by `state.sheet(seat)`, which copies it first unless this state
has done so already (a decision changes one seat's sheet: one sheet is copied, not all of them); reading goes
through `state.sheets[seat]`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from ...engine.actions import rebuilt_by_fields
from ...engine.chance import Rng
from ...engine.flow import Flow
from .grid import NCELLS

# indexes into Sheet.pts (running tallies; the barren entry is stored as a positive penalty)
P_VEG, P_WATER, P_ORES, P_LIFE, P_COLONIES, P_OBJECTIVES, P_BARREN = range(7)

Group = tuple[int, tuple[int, ...], tuple[tuple[int, int], ...]]  # a closed group: (icon, sorted cells, normalized shape)


@dataclass
class Sheet:
    icons: list[int]  # icon code per cell (components.EMPTY...START)
    closed: list[int]  # 1 where the cell is in a closed group
    card: int  # starting card number
    groups: list[Group] = field(default_factory=list)  # closed groups in order
    energy: int = 0  # circles drawn and not crossed out
    collected: int = 0  # circles ever drawn
    fresh: int = 0  # energy collected during the current turn (not spendable yet)
    counts: list[int] = field(default_factory=lambda: [0] * 8)  # icons on the map by code
    pts: list[int] = field(default_factory=lambda: [0] * 7)  # running score tallies, see P_*
    took: tuple[str, int, str, int] | None = None  # the die taken this turn and the die used: (colour, value,
    # as_colour, as_value)

    def copy(self) -> Sheet:
        return Sheet(self.icons[:], self.closed[:], self.card, self.groups[:], self.energy, self.collected, self.fresh,
                     self.counts[:], self.pts[:], self.took)

    def __reduce__(self) -> tuple:
        return rebuilt_by_fields(self)  # compiled: made only through __init__ (pickled by history checkpoints)

    @classmethod
    def blank(cls, card: int) -> Sheet:
        return cls(icons=[0] * NCELLS, closed=[0] * NCELLS, card=card)


ALL_SEATS: Final = -1  # State.owned: every sheet is this state's own (a new state, a position read, a pickle)


@dataclass
class State:
    options: dict  # resolved options (never mutated)
    rng: Rng
    sheets: list[Sheet]
    objectives: tuple[tuple[str, bool, tuple[tuple[int, int], ...]], ...]  # 3 slots, left to right: (card id, flipped, ((seat, points), ...))
    flow: Flow  # per seat, the stack of steps (steps.py); every stack empty = the game is over
    round: int = 1
    turn: int = 1
    first: int = 0  # the turn's first player
    bag: tuple[int, ...] = (3, 3, 3, 1)  # dice in the bag by colour (green, red, blue, black)
    table: tuple[tuple[str, int], ...] = ()  # dice rolled this turn, as (colour, value), in roll order
    set_aside: tuple[tuple[str, int], ...] = ()  # dice removed this round, as (colour, value)
    owned: int = field(default=ALL_SEATS, compare=False, repr=False)  # bit s: sheets[s] is not shared (`sheet`)

    def copy(self) -> State:
        self.owned = 0  # the sheets are shared from now on: this state copies them too before changing one
        return State(self.options, self.rng.copy(), self.sheets[:], self.objectives, self.flow, self.round,
                     self.turn, self.first, self.bag, self.table, self.set_aside, 0)

    def sheet(self, seat: int) -> Sheet:
        """The seat's sheet, to change: copied first if it is shared with another state."""
        sheet = self.sheets[seat]
        if not self.owned >> seat & 1:
            sheet = self.sheets[seat] = sheet.copy()
            self.owned |= 1 << seat
        return sheet

    def __reduce__(self) -> tuple:
        return rebuilt_by_fields(self)
