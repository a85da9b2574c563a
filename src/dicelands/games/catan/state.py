"""The state of a Catan game: small ints in lists and tuples, copied cheaply. What changes at most decisions (hands,
bank) is in lists, copied with the state; the rest changes rarely (buildings, roads, pieces and road lengths,
the development deck and card piles, cards shown for a trade): those rows are tuples, shared by every copy and
replaced on change (`put`, `count_piece`), never edited. The board and the flow are immutable and shared too. Resources are counts per
seat (index 0..4 = lumber, brick, wool, grain, ore); the hidden zones of a position (resource hands, development
cards) are written out from these by position.py."""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Final

from ...engine.actions import Action
from ...engine.chance import Rng
from ...engine.flow import Flow
from .board import Board

NOBODY: Final = -1
PIECE_KINDS: Final = 4  # kinds of spot and build option the facts keep: road, settlement, city, set-up settlement


class BoardFacts:
    """What the rules derive from the rows `roads`, `owner`, `level` and `built` (rules.board_facts): per kind of
    piece (rules.PIECE_ROAD ...) and seat (at `slot(piece, seat)`), where the seat may build it and its options to,
    filled in as asked (None: not yet). Kept while those rows are the objects it was made from: state copies share the
    rows and these facts; a change replaces a row, and the next question starts afresh. Entries are tuples: callers
    never change them."""

    def __init__(self, state: State) -> None:
        self.roads, self.owner, self.level, self.built = state.roads, state.owner, state.level, state.built
        self.seats = len(state.hands)
        self.spots: list[tuple[int, ...] | None] = [None] * (PIECE_KINDS * self.seats)
        self.options: list[tuple[Action, ...] | None] = [None] * (PIECE_KINDS * self.seats)

    def slot(self, piece: int, seat: int) -> int:
        return piece * self.seats + seat


class BuildingFacts:
    """What the rules derive from the buildings alone (rows `owner` and `level`; rules.building_facts), kept longer
    than BoardFacts (a road changes none of it): what each roll of each robber's hex pays, each seat's bank rates and
    its bank trades."""

    def __init__(self, state: State) -> None:
        self.owner, self.level = state.owner, state.level
        seats = len(state.hands)
        # roll * 32 + the robber's hex where it bears that number (else 31) -> rules._owed
        self.owed: dict[int, tuple[tuple[int, dict[int, int]], ...]] = {}
        self.rates: list[tuple[int, ...] | None] = [None] * seats
        self.trades: list[tuple[tuple[Action, ...], ...] | None] = [None] * seats  # tables.seat_trades


@dataclass
class State:
    options: dict
    rng: Rng
    flow: Flow
    board: Board
    robber: int  # cell index
    active: int = 0  # whose turn it is (in set-up: who places)
    turns: int = 0  # turns begun after set-up
    hands: list[list[int]] = field(default_factory=list)  # per seat: [lumber, brick, wool, grain, ore]
    bank: list[int] = field(default_factory=list)
    deck: tuple[str, ...] = ()  # development cards, face down; the last is drawn next
    cards: tuple[tuple[str, ...], ...] = ()  # per seat: development cards in hand (playable)
    fresh: tuple[tuple[str, ...], ...] = ()  # per seat: bought this turn (not playable before the next)
    played: tuple[tuple[str, ...], ...] = ()  # per seat: development cards played (open)
    revealed: tuple[tuple[str, ...], ...] = ()  # per seat: victory-point cards shown (the winner's claim)
    owner: tuple[int, ...] = ()  # per intersection: seat or NOBODY
    level: tuple[int, ...] = ()  # per intersection: 0 empty, 1 settlement, 2 city
    roads: tuple[int, ...] = ()  # per path: seat or NOBODY
    built: tuple[tuple[int, ...], ...] = ()  # per seat: (roads, settlements, cities) on the board
    road_length: tuple[int, ...] = ()  # per seat: its longest road
    longest: int = NOBODY  # holder of Longest Road
    army: int = NOBODY  # holder of Largest Army
    dev_played: bool = False  # a development card was played this turn
    offers: int = 0  # domestic trades begun this turn (for the option trade_offers_per_turn)
    escrow: tuple = ()  # per seat: cards shown for a domestic trade in progress
    last_roll: tuple = ()
    winner: int = NOBODY
    offered: tuple = ()  # (give, ask) count tuples of the offers made or withdrawn this turn (trades.py)
    # facts derived from the rows roads, owner, level and built (rules.board_facts); not part of the position
    derived: BoardFacts | None = field(default=None, compare=False, repr=False)
    buildings: BuildingFacts | None = field(default=None, compare=False, repr=False)  # from owner and level

    def __init__(self, options: dict, rng: Rng, flow: Flow, board: Board, robber: int, active: int = 0, turns: int = 0,
                 hands: list[list[int]] | None = None, bank: list[int] | None = None, deck: tuple[str, ...] = (),
                 cards: tuple[tuple[str, ...], ...] = (), fresh: tuple[tuple[str, ...], ...] = (),
                 played: tuple[tuple[str, ...], ...] = (), revealed: tuple[tuple[str, ...], ...] = (),
                 owner: tuple[int, ...] = (), level: tuple[int, ...] = (), roads: tuple[int, ...] = (),
                 built: tuple[tuple[int, ...], ...] = (), road_length: tuple[int, ...] = (), longest: int = NOBODY,
                 army: int = NOBODY, dev_played: bool = False, offers: int = 0, escrow: tuple = (),
                 last_roll: tuple = (), winner: int = NOBODY, offered: tuple = (), derived: BoardFacts | None = None,
                 buildings: BuildingFacts | None = None) -> None:
        # written out (the dataclass keeps it): compiled, the one dataclasses would make stays interpreted Python,
        # and a state is made at every decision (copy)
        self.options, self.rng, self.flow, self.board, self.robber = options, rng, flow, board, robber
        self.active, self.turns = active, turns
        self.hands = [] if hands is None else hands
        self.bank = [] if bank is None else bank
        self.deck = deck
        self.cards, self.fresh, self.played, self.revealed = cards, fresh, played, revealed
        self.owner, self.level, self.roads, self.built, self.road_length = owner, level, roads, built, road_length
        self.longest, self.army, self.dev_played, self.offers, self.escrow = longest, army, dev_played, offers, escrow
        self.last_roll, self.winner, self.offered = last_roll, winner, offered
        self.derived, self.buildings = derived, buildings

    @property
    def seats(self) -> int:
        return len(self.hands)

    def copy(self) -> State:
        # explicit fields (a compiled class has no __dict__); the tuple rows, the board, the flow and the facts are
        # shared
        return State(self.options, self.rng.copy(), self.flow, self.board, self.robber, self.active, self.turns,
                     [hand[:] for hand in self.hands], self.bank[:], self.deck, self.cards, self.fresh, self.played,
                     self.revealed, self.owner, self.level, self.roads, self.built, self.road_length, self.longest,
                     self.army, self.dev_played, self.offers, self.escrow, self.last_roll, self.winner, self.offered,
                     self.derived, self.buildings)

    def __reduce__(self) -> tuple:
        # pickled and copied through __init__, without the derived facts (the last fields: made again as asked)
        return State, tuple(getattr(self, f.name) for f in fields(self) if f.compare)

    def put(self, row: str, index: int, value) -> None:
        """Entry `index` of the tuple row `row` (e.g. "owner", "cards") becomes `value`: the row is replaced. (The
        rules assign `replaced(...)` to the row by name: compiled, that is a typed field, not a lookup by text.)"""
        setattr(self, row, replaced(getattr(self, row), index, value))

    def count_piece(self, seat: int, piece: int, change: int) -> None:
        """The seat's count of pieces on the board (0 roads, 1 settlements, 2 cities) changes by `change`."""
        counts = self.built[seat]
        self.built = replaced(self.built, seat, replaced(counts, piece, counts[piece] + change))


def replaced(items: tuple, index: int, value: object) -> tuple:
    """The tuple row with entry `index` replaced by `value` (rows are shared by state copies: never edited)."""
    row = list(items)  # compiled, one list and one tuple made: fewer objects than slices joined
    row[index] = value
    return tuple(row)
