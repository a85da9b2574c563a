"""The Dice Colony state: plain dataclasses of ints, tuples and small lists, copied explicitly (no deepcopy).

A `Sheet` is one player's planet plus that player's sub-step in the current turn (the simultaneous steps let every
seat move through its own sub-steps independently). `State` holds the table: round, turn, first player, the dice,
the three objective cards and the sheets. Immutable parts (tuples, the options dict) are shared between copies.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ...engine.chance import Rng
from .components import NCELLS

# per-seat steps
DONE, BARREN_STEP, TAKE, PLACE, COPY, GROUP, LIFE = "done", "barren", "take", "place", "copy", "group", "life"
# global phases
PH_BARREN, PH_DRAW, PH_REMOVE, PH_OVER = "barren", "draw", "remove", "over"
# what a star copy / group step belongs to
CTX_BARREN, CTX_MAIN, CTX_LIFE = "barren", "main", "life"

# indexes into Sheet.pts (running tallies; the barren entry is stored as a positive penalty)
P_VEG, P_WATER, P_ORES, P_LIFE, P_COLONIES, P_OBJECTIVES, P_BARREN = range(7)


@dataclass
class Sheet:
    icons: list[int]  # icon code per cell (components.EMPTY...START)
    closed: bytearray  # 1 where the cell is in a closed group
    card: int  # starting card number
    groups: list = field(default_factory=list)  # closed groups in order: (icon, sorted cell tuple, normalized shape)
    energy: int = 0  # circles drawn and not crossed out
    collected: int = 0  # circles ever drawn
    fresh: int = 0  # energy collected during the current turn (not spendable yet)
    counts: list[int] = field(default_factory=lambda: [0] * 8)  # icons on the map by code
    pts: list[int] = field(default_factory=lambda: [0] * 7)  # running score tallies, see P_*
    # ---- the current sub-step -------------------------------------------------------------------------------------
    step: str = DONE
    ctx: str = CTX_MAIN
    die: tuple | None = None  # (colour, value) taken from the table, then (icon, value) used: (c, v, icon, v2)
    anywhere: bool = False  # the P2 "anywhere" fallback: the taken die may go on any empty space
    star: int = -1  # copy step: the star space just drawn on
    copy_icon: int = 0  # copy step: the icon to copy
    fresh_cells: tuple = ()  # group step: the icons just drawn that the group must include (one of)
    sel: tuple = ()  # group step: cells selected so far, in selection order
    gtype: int = 0  # group step: the icon type
    life_group: tuple = ()  # life step: cells of the group producing the lives
    lives_left: int = 0

    def copy(self) -> Sheet:
        new = Sheet.__new__(Sheet)
        d = self.__dict__.copy()
        d["icons"] = self.icons[:]
        d["closed"] = self.closed[:]
        d["groups"] = self.groups[:]
        d["counts"] = self.counts[:]
        d["pts"] = self.pts[:]
        new.__dict__ = d
        return new

    @classmethod
    def blank(cls, card: int) -> Sheet:
        return cls(icons=[0] * NCELLS, closed=bytearray(NCELLS), card=card)


@dataclass
class State:
    options: dict  # resolved options (never mutated)
    rng: Rng
    sheets: list[Sheet]
    objectives: tuple  # 3 slots, left to right: (card id, flipped, ((seat, points), ...))
    round: int = 1
    turn: int = 1
    first: int = 0  # the turn's first player
    phase: str = PH_BARREN
    bag: tuple = (3, 3, 3, 1)  # dice in the bag by colour (green, red, blue, black)
    table: tuple = ()  # dice rolled this turn, as (colour, value), in roll order
    set_aside: tuple = ()  # dice removed this round, as (colour, value)

    def copy(self) -> State:
        new = State.__new__(State)
        d = self.__dict__.copy()
        d["rng"] = self.rng.copy()
        d["sheets"] = [s.copy() for s in self.sheets]
        new.__dict__ = d
        return new
