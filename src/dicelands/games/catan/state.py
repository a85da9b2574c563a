"""The state of a Catan game: plain lists of small ints, copied cheaply (the board and the flow are immutable and
shared; so are the per-seat piles of cards, tuples replaced on change). Resources are counts per seat (index 0..4 = lumber, brick, wool, grain, ore); the hidden zones of a
position (resource hands, development cards) are written out from these by position.py."""
from __future__ import annotations

from dataclasses import dataclass, field

from ...engine.chance import Rng
from ...engine.flow import Flow
from .board import Board

NOBODY = -1


@dataclass
class State:
    options: dict
    rng: Rng
    flow: Flow
    board: Board
    robber: int  # cell index
    active: int = 0  # whose turn it is (in set-up: who places)
    turns: int = 0  # turns begun after set-up
    hands: list = field(default_factory=list)  # per seat: [lumber, brick, wool, grain, ore]
    bank: list = field(default_factory=list)
    deck: list = field(default_factory=list)  # development cards, face down; the last is drawn next
    cards: list = field(default_factory=list)  # per seat: development cards in hand (playable)
    fresh: list = field(default_factory=list)  # per seat: bought this turn (not playable before the next)
    played: list = field(default_factory=list)  # per seat: development cards played (open)
    revealed: list = field(default_factory=list)  # per seat: victory-point cards shown (the winner's claim)
    owner: list = field(default_factory=list)  # per intersection: seat or NOBODY
    level: list = field(default_factory=list)  # per intersection: 0 empty, 1 settlement, 2 city
    roads: list = field(default_factory=list)  # per path: seat or NOBODY
    built: list = field(default_factory=list)  # per seat: [roads, settlements, cities] on the board
    road_length: list = field(default_factory=list)  # per seat: its longest road
    longest: int = NOBODY  # holder of Longest Road
    army: int = NOBODY  # holder of Largest Army
    dev_played: bool = False  # a development card was played this turn
    offers: int = 0  # domestic offers made this turn
    escrow: list = field(default_factory=list)  # per seat: cards shown for a domestic trade in progress
    last_roll: tuple = ()
    winner: int = NOBODY

    @property
    def seats(self) -> int:
        return len(self.hands)

    def copy(self) -> State:
        new = State.__new__(State)
        new.__dict__.update(self.__dict__)
        new.rng = self.rng.copy()
        new.hands = [h[:] for h in self.hands]
        new.bank = self.bank[:]
        new.deck = self.deck[:]
        new.cards = self.cards[:]
        new.fresh = self.fresh[:]
        new.played = self.played[:]
        new.revealed = self.revealed[:]
        new.owner = self.owner[:]
        new.level = self.level[:]
        new.roads = self.roads[:]
        new.built = [b[:] for b in self.built]
        new.road_length = self.road_length[:]
        new.escrow = self.escrow[:]
        return new
