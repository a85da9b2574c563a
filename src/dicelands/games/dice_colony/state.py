"""The Dice Colony state: plain classes of ints, tuples and small lists, copied explicitly (no deepcopy).

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

from typing import Final

from ...engine.chance import Rng
from ...engine.flow import Flow
from .grid import NCELLS

# indexes into Sheet.pts (running tallies; the barren entry is stored as a positive penalty)
P_VEG, P_WATER, P_ORES, P_LIFE, P_COLONIES, P_OBJECTIVES, P_BARREN = range(7)

Group = tuple[int, tuple[int, ...], tuple[tuple[int, int], ...]]  # a closed group: (icon, sorted cells, normalized shape)


SHEET_FIELDS: Final = ("icons", "closed", "card", "groups", "energy", "collected", "fresh", "counts", "pts", "took")


class Sheet:
    """A plain class with its own `__init__` rather than a dataclass: compiled, a dataclass's `__init__` is the Python
    one the dataclasses module writes, and a decision copies a sheet."""

    def __init__(self, icons: list[int], closed: list[int], card: int, groups: list[Group] | None = None,
                 energy: int = 0, collected: int = 0, fresh: int = 0, counts: list[int] | None = None,
                 pts: list[int] | None = None, took: tuple[str, int, str, int] | None = None) -> None:
        self.icons = icons  # icon code per cell (components.EMPTY...START)
        self.closed = closed  # 1 where the cell is in a closed group
        self.card = card  # starting card number
        self.groups: list[Group] = [] if groups is None else groups  # closed groups in order
        self.energy = energy  # circles drawn and not crossed out
        self.collected = collected  # circles ever drawn
        self.fresh = fresh  # energy collected during the current turn (not spendable yet)
        self.counts: list[int] = [0] * 8 if counts is None else counts  # icons on the map by code
        self.pts: list[int] = [0] * 7 if pts is None else pts  # running score tallies, see P_*
        self.took = took  # the die taken this turn and the die used: (colour, value, as_colour, as_value)

    def copy(self) -> Sheet:
        return Sheet(self.icons[:], self.closed[:], self.card, self.groups[:], self.energy, self.collected, self.fresh,
                     self.counts[:], self.pts[:], self.took)

    def fields(self) -> tuple:
        return (self.icons, self.closed, self.card, self.groups, self.energy, self.collected, self.fresh, self.counts,
                self.pts, self.took)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Sheet) and self.fields() == other.fields()

    def __repr__(self) -> str:
        return "Sheet(" + ", ".join(f"{name}={value!r}" for name, value in zip(SHEET_FIELDS, self.fields())) + ")"

    def __reduce__(self) -> tuple:
        return Sheet, self.fields()  # compiled, pickle and copy make it only through __init__ (history checkpoints)

    @classmethod
    def blank(cls, card: int) -> Sheet:
        return cls(icons=[0] * NCELLS, closed=[0] * NCELLS, card=card)


ALL_SEATS: Final = -1  # State.owned: every sheet is this state's own (a new state, a position read, a pickle)


STATE_FIELDS: Final = ("options", "rng", "sheets", "objectives", "flow", "round", "turn", "first", "bag", "table",
                       "set_aside")


class State:
    """A plain class with its own `__init__`, as Sheet (one is made at every decision)."""

    def __init__(self, options: dict, rng: Rng, sheets: list[Sheet],
                 objectives: tuple[tuple[str, bool, tuple[tuple[int, int], ...]], ...], flow: Flow, round: int = 1,
                 turn: int = 1, first: int = 0, bag: tuple[int, ...] = (3, 3, 3, 1),
                 table: tuple[tuple[str, int], ...] = (), set_aside: tuple[tuple[str, int], ...] = (),
                 owned: int = ALL_SEATS) -> None:
        self.options = options  # resolved options (never mutated)
        self.rng = rng
        self.sheets = sheets
        self.objectives = objectives  # 3 slots, left to right: (card id, flipped, ((seat, points), ...))
        self.flow = flow  # per seat, the stack of steps (steps.py); every stack empty = the game is over
        self.round = round
        self.turn = turn
        self.first = first  # the turn's first player
        self.bag = bag  # dice in the bag by colour (green, red, blue, black)
        self.table = table  # dice rolled this turn, as (colour, value), in roll order
        self.set_aside = set_aside  # dice removed this round, as (colour, value)
        self.owned = owned  # bit s: sheets[s] is not shared (`sheet`); not part of the state's value

    def copy(self) -> State:
        self.owned = 0  # the sheets are shared from now on: this state copies them too before changing one
        return State(self.options, self.rng.copy(), self.sheets[:], self.objectives, self.flow, self.round,
                     self.turn, self.first, self.bag, self.table, self.set_aside, 0)

    def fields(self) -> tuple:
        """The state's value, `owned` aside (what equality compares and a pickle keeps)."""
        return (self.options, self.rng, self.sheets, self.objectives, self.flow, self.round, self.turn, self.first,
                self.bag, self.table, self.set_aside)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.fields() == other.fields()

    def __repr__(self) -> str:
        return "State(" + ", ".join(f"{name}={value!r}" for name, value in zip(STATE_FIELDS, self.fields())) + ")"

    def sheet(self, seat: int) -> Sheet:
        """The seat's sheet, to change: copied first if it is shared with another state."""
        sheet = self.sheets[seat]
        if not self.owned >> seat & 1:
            sheet = self.sheets[seat] = sheet.copy()
            self.owned |= 1 << seat
        return sheet

    def __reduce__(self) -> tuple:
        return State, self.fields()  # compiled, pickle and copy make it only through __init__ (every sheet its own)
