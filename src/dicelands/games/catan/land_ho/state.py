"""The state of a Land Ho! game: plain lists of small ints copied cheaply (the flow is immutable and shared).

Goods shown for a trade between players lie in `escrow` (public) until the trade is settled. Pieces belong to
colours 0..3; seat s plays colour s, and in a 2-player game colours 2 and 3 are neutral obstacles.
Cells: `terrains[c]` is a terrain, "sea", or "" while face down; what lies face down is the area's `hidden` multiset
(a hidden zone: nobody sees it), and the area's number tokens are its `stacks` (likewise). Ships: each colour has 3
ship slots (`ships[colour][slot]`: the path it lies on, or -1 in the supply) and a hold per slot (`holds`: 1 = a
settler aboard); harbor basins are per intersection (`basins`).

The face-down side (`terrains`, `numbers`, `hidden`, `stacks`) changes only when a hex is discovered: a copy of the
state shares it, and `rules.discover` copies it before changing it (copy on write)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from ....engine.actions import rebuilt_by_fields
from ....engine.chance import Rng
from ....engine.flow import Flow

NOBODY: Final = -1
SETTLEMENT: Final = 1  # `level` of an intersection
HARBOR: Final = 2


@dataclass
class State:
    options: dict
    rng: Rng
    flow: Flow
    terrains: list[str]
    numbers: list[int]
    hidden: dict  # area -> sorted tuple of the terrains still face down there
    stacks: dict  # area -> sorted tuple of its number tokens not yet drawn
    active: int = 0
    turns: int = 0
    hands: list[list[int]] = field(default_factory=list)  # per seat: [lumber, brick, wool, grain, ore]
    bank: list[int] = field(default_factory=list)
    gold: list[int] = field(default_factory=list)  # per seat (open)
    gold_issued: int = 0  # gold taken from the (unlimited) supply minus gold returned to it
    owner: list[int] = field(default_factory=list)  # per intersection: colour or NOBODY
    level: list[int] = field(default_factory=list)  # per intersection: 0, SETTLEMENT or HARBOR
    basins: list[int] = field(default_factory=list)  # per intersection: 1 if a settler waits in the harbor's basin
    roads: list[int] = field(default_factory=list)  # per path: colour or NOBODY
    ships: list[list[int]] = field(default_factory=list)  # per colour: [path or -1] * 3
    holds: list[list[int]] = field(default_factory=list)  # per colour: [0 or 1] * 3 (a settler aboard)
    gold_buys: int = 0  # resources bought with gold this turn
    offers: int = 0  # trades begun this turn (for the option trade_offers_per_turn)
    finished: tuple = ()  # the active seat's ship slots done moving this turn
    last_roll: tuple = ()
    winner: int = NOBODY
    escrow: list = field(default_factory=list)  # per seat: goods shown for a trade in progress (open)
    offered: tuple = ()  # (give, ask) count tuples of the offers made or withdrawn this turn (trades.py)

    def __init__(self, options: dict, rng: Rng, flow: Flow, terrains: list[str], numbers: list[int], hidden: dict,
                 stacks: dict, active: int = 0, turns: int = 0, hands: list[list[int]] | None = None,
                 bank: list[int] | None = None, gold: list[int] | None = None, gold_issued: int = 0,
                 owner: list[int] | None = None, level: list[int] | None = None, basins: list[int] | None = None,
                 roads: list[int] | None = None, ships: list[list[int]] | None = None,
                 holds: list[list[int]] | None = None, gold_buys: int = 0, offers: int = 0, finished: tuple = (),
                 last_roll: tuple = (), winner: int = NOBODY, escrow: list | None = None, offered: tuple = ()) -> None:
        # written out (the dataclass keeps it): compiled, the one dataclasses would make stays interpreted Python,
        # and a state is made at every decision (copy)
        self.options, self.rng, self.flow, self.terrains, self.numbers = options, rng, flow, terrains, numbers
        self.hidden, self.stacks, self.active, self.turns = hidden, stacks, active, turns
        self.hands = [] if hands is None else hands
        self.bank = [] if bank is None else bank
        self.gold = [] if gold is None else gold
        self.gold_issued = gold_issued
        self.owner = [] if owner is None else owner
        self.level = [] if level is None else level
        self.basins = [] if basins is None else basins
        self.roads = [] if roads is None else roads
        self.ships = [] if ships is None else ships
        self.holds = [] if holds is None else holds
        self.gold_buys, self.offers, self.finished = gold_buys, offers, finished
        self.last_roll, self.winner = last_roll, winner
        self.escrow = [] if escrow is None else escrow
        self.offered = offered

    @property
    def seats(self) -> int:
        return len(self.hands)

    def copy(self) -> State:
        # explicit fields (a compiled class has no __dict__); the flow and the face-down side are shared
        return State(self.options, self.rng.copy(), self.flow, self.terrains, self.numbers, self.hidden,
                     self.stacks, self.active, self.turns, [h[:] for h in self.hands], self.bank[:],
                     self.gold[:], self.gold_issued, self.owner[:], self.level[:], self.basins[:], self.roads[:],
                     [s[:] for s in self.ships], [h[:] for h in self.holds], self.gold_buys, self.offers,
                     self.finished, self.last_roll, self.winner, self.escrow[:], self.offered)

    def __reduce__(self) -> tuple:
        return rebuilt_by_fields(self)
