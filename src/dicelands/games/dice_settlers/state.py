"""The Dice Settlers state: plain dataclasses copied explicitly (no deepcopy).

Mutable containers (bags, active dice, spent dice, resources, the map dicts) are copied per copy; the decisions in
flight are the step stacks of `State.flow` (immutable, shared between copies).

Dice are named by a stable per-seat id: colour letter(s) + serial (`w1`, `y2`, `gy1`, `b1`, `o3`); a die's
colour is read from its id. A seat's dice are in exactly one of: `bag` (list), `active` (id -> face index),
`spent` (list); a Diceoneer's dice are in its `queue` or beside one of its six Action Hex `sides`.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ...engine.actions import rebuilt_by_fields
from ...engine.chance import Rng
from ...engine.flow import Flow

Cell = tuple[int, int]

# ---- phases -------------------------------------------------------------------------------------------------------
PH_DRAFT, PH_START, PH_ROLL, PH_ACTION, PH_OVER = "draft", "start", "roll", "action", "over"

# ---- dice ids -----------------------------------------------------------------------------------------------------
LETTER = {"white": "w", "yellow": "y", "green": "g", "grey": "gy", "brown": "b", "orange": "o"}
COLOUR_OF_LETTER = {v: k for k, v in LETTER.items()}
_COLOUR_CACHE: dict[str, str] = {}


def add_die_letter(colour: str, letter: str) -> None:
    """A module's own dice colour (Western Sea: pink, blue) gets its id letter(s); ids sort after the base colours."""
    if LETTER.setdefault(colour, letter) != letter or COLOUR_OF_LETTER.setdefault(letter, colour) != colour:
        raise ValueError(f"die letter {letter!r} for {colour} is taken")


def colour_of(die: str) -> str:
    colour = _COLOUR_CACHE.get(die)
    if colour is None:
        colour = COLOUR_OF_LETTER[die.rstrip("0123456789")]
        _COLOUR_CACHE[die] = colour
    return colour


class _SortKeys(dict):
    """die id -> (its letter's place, its serial), computed once per id: a letter's place never changes (modules'
    letters come after the base game's). Looked up as a dict, a sort by it runs no Python code per die (a hot path:
    with modules the bag is sorted before every draw)."""

    def __missing__(self, die: str) -> tuple:
        prefix = die.rstrip("0123456789")
        key = self[die] = (list(LETTER.values()).index(prefix), int(die[len(prefix):]))
        return key


die_sort_key = _SortKeys().__getitem__


# The three classes below are dataclasses (their fields: equality, repr, positions) with their `__init__` written
# out: compiled, the one `dataclass` would write is interpreted Python, and a decision copies every one of them.
@dataclass(init=False)
class Player:
    bag: list[str] = field(default_factory=list)
    active: dict[str, str] = field(default_factory=dict)  # die id -> the face it shows
    spent: list[str] = field(default_factory=list)
    spent_this_round: tuple[str, ...] = ()  # dice spent since the round began: a refill leaves them in `spent` (G08)
    serial: dict[str, int] = field(default_factory=dict)  # colour -> last serial used
    personal: int = 0  # tents in the personal supply
    general: int = 0  # tents of this colour in the general supply
    tents_total: int = 0  # all tents of this colour ever in the game (20 + substitutes, tents are unlimited)
    houses: int = 5  # houses not yet built
    res: dict[str, int] = field(default_factory=dict)  # resource -> tokens
    vp: int = 0  # VP tokens held
    techs: tuple[str, ...] = ()  # technology ids owned, in research order
    taken: tuple[str, ...] = ()  # action types taken this round
    used: tuple[str, ...] = ()  # once-per-round sources used this round ("tile:(q,r)", "tech:id", "factory:(q,r)")
    slots: int = 0  # action turns used this round (actions and passes)

    def __init__(self, bag: list[str] | None = None, active: dict[str, str] | None = None,
                 spent: list[str] | None = None, spent_this_round: tuple[str, ...] = (),
                 serial: dict[str, int] | None = None, personal: int = 0, general: int = 0, tents_total: int = 0,
                 houses: int = 5, res: dict[str, int] | None = None, vp: int = 0, techs: tuple[str, ...] = (),
                 taken: tuple[str, ...] = (), used: tuple[str, ...] = (), slots: int = 0) -> None:
        self.bag = [] if bag is None else bag
        self.active = {} if active is None else active
        self.spent = [] if spent is None else spent
        self.spent_this_round = spent_this_round
        self.serial = {} if serial is None else serial
        self.personal, self.general, self.tents_total, self.houses = personal, general, tents_total, houses
        self.res = {} if res is None else res
        self.vp, self.techs, self.taken, self.used, self.slots = vp, techs, taken, used, slots

    def copy(self) -> Player:
        return Player(self.bag[:], self.active.copy(), self.spent[:], self.spent_this_round, self.serial.copy(),
                      self.personal, self.general, self.tents_total, self.houses, self.res.copy(), self.vp,
                      self.techs, self.taken, self.used, self.slots)

    def __reduce__(self) -> tuple:  # pickled through __init__ (compiled: engine/actions.py)
        return rebuilt_by_fields(self)

    def owned(self) -> list[str]:
        return [*self.bag, *self.active, *self.spent]


@dataclass(init=False)
class Bot:
    """The Diceoneer (spec §12 G25): a queue of dice and six Action Hex sides with the dice placed there."""

    queue: list = field(default_factory=list)
    sides: list = field(default_factory=lambda: [[] for _ in range(6)])  # per side: [die id, ...]
    faces: dict = field(default_factory=dict)  # die id -> face index, for dice beside the hex
    last_roll: int = 0  # the last d6 (for the log)
    log: tuple = ()  # one line per turn it has taken: history for people, not game state (not in positions)

    def __init__(self, queue: list | None = None, sides: list | None = None, faces: dict | None = None,
                 last_roll: int = 0, log: tuple = ()) -> None:
        self.queue = [] if queue is None else queue
        self.sides = [[] for _ in range(6)] if sides is None else sides
        self.faces = {} if faces is None else faces
        self.last_roll, self.log = last_roll, log

    def copy(self) -> Bot:
        return Bot(self.queue[:], [s[:] for s in self.sides], self.faces.copy(), self.last_roll, self.log)

    def __reduce__(self) -> tuple:  # pickled through __init__ (compiled: engine/actions.py)
        return rebuilt_by_fields(self)

    def owned(self) -> list:
        return [*self.queue, *(d for side in self.sides for d in side)]


NO_FLOW = Flow(())  # a State's flow until set-up (or a position) gives each seat its stack


@dataclass(init=False)
class State:
    options: dict
    rng: Rng
    players: list[Player]  # Player per seat (the Diceoneer's seat too: its tents, houses, VP, techs)
    bot: Bot | None = None
    bot_seat: int = -1
    tiles: dict[Cell, str] = field(default_factory=dict)  # (q,r) -> tile id, in placement order
    tents: dict[Cell, tuple[int, ...]] = field(default_factory=dict)  # (q,r) -> tuple of tent counts per seat
    houses: dict[Cell, int] = field(default_factory=dict)  # (q,r) -> seat
    stack: list[str] = field(default_factory=list)  # map stack (tile ids; order is chance: drawn at random)
    removed: list[str] = field(default_factory=list)  # drawn but not chosen: removed from play
    start_pool: list[str] = field(default_factory=list)  # starting tiles not drawn yet
    box_tiles: list[str] = field(default_factory=list)  # tiles not used at this player count
    tableau: tuple[str, ...] = ()  # technology ids in play (promos included)
    supply: dict[str, int] = field(default_factory=dict)  # colour -> dice in the supply
    box: dict[str, int] = field(default_factory=dict)  # colour -> dice in the box (out of the game)
    vp_supply: int = 0
    vp_initial: int = 0
    vp_reserve_used: int = 0  # VP given out from the reserve (after the supply ran out)
    round: int = 1
    phase: str = PH_DRAFT
    first: int = 0
    turn: int = 0  # action phase: index into the turn order (2 * seats turns per round)
    draft: tuple = ()  # starting tiles offered to the seat drafting now
    draft_seat: int = -1
    kept: tuple = ()  # starting tile kept per seat ("" until kept)
    placer: int = 0  # index in turn order of the seat placing its starting tile
    flow: Flow = field(default_factory=lambda: Flow.empty(0))  # per-seat stacks of steps (steps.py): every decision
    # in flight lives there
    triggers: tuple = ()  # end-game triggers fired (the round is finished, then the game ends)
    ext: dict = field(default_factory=dict)  # module name -> its section (immutable values)

    def __init__(self, options: dict, rng: Rng, players: list[Player], bot: Bot | None = None, bot_seat: int = -1,
                 tiles: dict[Cell, str] | None = None, tents: dict[Cell, tuple[int, ...]] | None = None,
                 houses: dict[Cell, int] | None = None, stack: list[str] | None = None,
                 removed: list[str] | None = None, start_pool: list[str] | None = None,
                 box_tiles: list[str] | None = None, tableau: tuple[str, ...] = (), supply: dict[str, int] | None = None,
                 box: dict[str, int] | None = None, vp_supply: int = 0, vp_initial: int = 0, vp_reserve_used: int = 0,
                 round: int = 1, phase: str = PH_DRAFT, first: int = 0, turn: int = 0, draft: tuple = (),
                 draft_seat: int = -1, kept: tuple = (), placer: int = 0, flow: Flow | None = None,
                 triggers: tuple = (), ext: dict | None = None) -> None:
        self.options, self.rng, self.players, self.bot, self.bot_seat = options, rng, players, bot, bot_seat
        self.tiles = {} if tiles is None else tiles
        self.tents = {} if tents is None else tents
        self.houses = {} if houses is None else houses
        self.stack = [] if stack is None else stack
        self.removed = [] if removed is None else removed
        self.start_pool = [] if start_pool is None else start_pool
        self.box_tiles = [] if box_tiles is None else box_tiles
        self.tableau = tableau
        self.supply = {} if supply is None else supply
        self.box = {} if box is None else box
        self.vp_supply, self.vp_initial, self.vp_reserve_used = vp_supply, vp_initial, vp_reserve_used
        self.round, self.phase, self.first, self.turn = round, phase, first, turn
        self.draft, self.draft_seat, self.kept, self.placer = draft, draft_seat, kept, placer
        self.flow = Flow.empty(0) if flow is None else flow
        self.triggers = triggers
        self.ext = {} if ext is None else ext

    def copy(self) -> State:
        bot = self.bot
        return State(self.options, self.rng.copy(), [p.copy() for p in self.players],
                     None if bot is None else bot.copy(), self.bot_seat, self.tiles.copy(), self.tents.copy(),
                     self.houses.copy(), self.stack[:], self.removed[:], self.start_pool[:], self.box_tiles,
                     self.tableau, self.supply.copy(), self.box.copy(), self.vp_supply, self.vp_initial,
                     self.vp_reserve_used, self.round, self.phase, self.first, self.turn, self.draft,
                     self.draft_seat, self.kept, self.placer, self.flow, self.triggers, self.ext.copy())

    def __reduce__(self) -> tuple:  # pickled through __init__ (compiled: engine/actions.py)
        return rebuilt_by_fields(self)

    @property
    def diceoneer(self) -> Bot:
        """The Diceoneer's dice in the solo game (its rules ask only there; `bot` is None in other games)."""
        bot = self.bot
        if bot is None:
            raise AttributeError("no Diceoneer: not a solo game")
        return bot

    @property
    def seats(self) -> int:
        return len(self.players)

    def order(self) -> list[int]:
        n = len(self.players)
        return [(self.first + i) % n for i in range(n)]
