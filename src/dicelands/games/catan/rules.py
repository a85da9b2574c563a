"""The base rules as operations on a State (rulings: docs/rules/catan.md): building and the distance rule,
production by 2d6 with the bank's shortage rule, discards, trade rates, Longest Road, Largest Army, victory points.
Steps (steps.py) decide; these change the state."""
from __future__ import annotations

from typing import Final, Protocol

from .board import GRAPH
from .components import COSTS, DISCARD_ABOVE, PIECES, VICTORY_POINTS
from .state import NOBODY, BoardFacts, BuildingFacts, State, replaced

# Final: compiled, a module's constants are read without a lookup by name
LINKS: Final = GRAPH.vertex_links
NEIGHBOURS: Final = GRAPH.vertex_vertices
EDGE_ENDS: Final = GRAPH.edge_vertices
CELL_VERTICES: Final = GRAPH.cell_vertices
VERTEX_CELLS: Final = tuple(tuple(GRAPH.cell_index[c] for c in cells) for cells in GRAPH.vertex_cells)
ROAD: Final[tuple[int, ...]] = COSTS["road"]
SETTLEMENT: Final[tuple[int, ...]] = COSTS["settlement"]
CITY: Final[tuple[int, ...]] = COSTS["city"]
DEVELOPMENT: Final[tuple[int, ...]] = COSTS["development"]
PIECE_LIMITS: Final = (PIECES["road"], PIECES["settlement"], PIECES["city"])
# the kinds of piece in `built` (and of spot BoardFacts keeps, with the set-up settlement)
PIECE_ROAD: Final = 0
PIECE_SETTLEMENT: Final = 1
PIECE_CITY: Final = 2
SETUP_SETTLEMENT: Final = 3
LONGEST_ROAD_MIN: Final = 5
LARGEST_ARMY_MIN: Final = 3
VICTORY: Final[int] = VICTORY_POINTS
DISCARD_LIMIT: Final[int] = DISCARD_ABOVE


class Holdings(Protocol):
    """What paying reads of a state, base Catan's or a scenario's: each seat's hand and the bank (5 counts each)."""
    hands: list
    bank: list


# ---- resources ---------------------------------------------------------------------------------------------------
def can_pay(hand: list[int], cost: tuple[int, ...]) -> bool:
    return (hand[0] >= cost[0] and hand[1] >= cost[1] and hand[2] >= cost[2] and hand[3] >= cost[3]
            and hand[4] >= cost[4])


def pay(state: Holdings, seat: int, cost: tuple) -> None:
    hand, bank = state.hands[seat], state.bank
    for i, need in enumerate(cost):
        if need:
            hand[i] -= need
            bank[i] += need


def cards_held(hand: list[int]) -> int:
    """The number of cards in a hand (its counts per resource)."""
    total = 0
    for count in hand:
        total += count
    return total


def discard_count(hand: list[int]) -> int:
    """Half (rounded down) of a hand of more than 7 cards, else 0 (spec §2.6)."""
    total = cards_held(hand)
    return total // 2 if total > DISCARD_LIMIT else 0


def produce(state: State, roll: int) -> None:
    """Every seat's yield of `roll` (robber's hex excepted), paid by the bank under the shortage rule (pay_resource).
    What each seat is owed depends on the buildings and the robber only: kept with the building facts."""
    kept = building_facts(state).owed
    robber = state.robber
    key = roll * 32 + (robber if state.board.numbers[robber] == roll else 31)  # the robber only stops its own number
    owed = kept.get(key)
    if owed is None:
        owed = kept[key] = _owed(state, roll)
    for resource, row in owed:
        pay_resource(state, resource, row)


def _owed(state: State, roll: int) -> tuple[tuple[int, dict[int, int]], ...]:
    """(resource, {seat: cards}) for each resource a building is owed on `roll` (the dicts are never changed)."""
    owner, level, robber = state.owner, state.level, state.robber
    owed: dict[int, dict[int, int]] = {}
    for cell, resource, corners in state.board.tables.producing[roll]:
        if cell == robber:
            continue
        for vertex in corners:
            count = level[vertex]
            if count:
                row = owed.setdefault(resource, {})
                seat = owner[vertex]
                row[seat] = row.get(seat, 0) + count
    return tuple(owed.items())


def pay_resource(state: Holdings, resource: int, owed: dict[int, int]) -> dict[int, int]:
    """The bank pays the seats owed cards of one resource ({seat: cards}, each at least 1; not changed); returns
    what each received. A resource the bank cannot pay to everyone owed goes to nobody, unless only one seat is owed it: that
    seat takes what is left (spec §2.2, G-22)."""
    bank: list[int] = state.bank
    left = bank[resource]
    total = 0
    for cards in owed.values():
        total += cards
    if total > left:
        if len(owed) > 1:
            return {}
        owed = {seat: left for seat in owed}
        total = left
    hands: list[list[int]] = state.hands
    for seat, cards in owed.items():
        hands[seat][resource] += cards
    bank[resource] -= total
    return owed


def pay_out(state: Holdings, owed: list[list[int]]) -> list[list[int]]:
    """The bank pays every seat what it is owed (a row of 5 counts per seat) under the shortage rule (pay_resource);
    returns what each seat received (`owed`, changed). A scenario's production on its own board ends here."""
    for resource in range(5):
        row = {seat: line[resource] for seat, line in enumerate(owed) if line[resource]}
        if row:
            paid = pay_resource(state, resource, row)
            for seat in row:
                owed[seat][resource] = paid.get(seat, 0)
    return owed


def board_facts(state: State) -> BoardFacts:
    """Facts derived from the pieces on the board (where a seat may build), kept while the rows `roads`, `owner`,
    `level` and `built` are the same objects (state.BoardFacts)."""
    facts = state.derived
    if facts is None or facts.roads is not state.roads or facts.owner is not state.owner \
            or facts.level is not state.level or facts.built is not state.built:
        facts = state.derived = BoardFacts(state)
    return facts


def building_facts(state: State) -> BuildingFacts:
    """Facts derived from the buildings (production, bank rates), kept while the rows `owner` and `level` are the same
    objects (state.BuildingFacts)."""
    facts = state.buildings
    if facts is None or facts.owner is not state.owner or facts.level is not state.level:
        facts = state.buildings = BuildingFacts(state)
    return facts


def rates(state: State, seat: int) -> tuple[int, ...]:
    """The seat's bank rate per resource: 4, or 3 / 2 at its harbors."""
    facts = building_facts(state)
    found = facts.rates[seat]
    if found is None:
        found = facts.rates[seat] = _rates(state, seat)
    return found


def _rates(state: State, seat: int) -> tuple[int, ...]:
    best: tuple[int, ...] | None = None
    tables = state.board.tables
    owner = state.owner
    for vertex in tables.harbor_vertices:
        if owner[vertex] == seat:
            at = tables.vertex_rates[vertex]
            best = at if best is None else tuple(min(a, b) for a, b in zip(best, at))
    return (4,) * 5 if best is None else best


# ---- where pieces may go -----------------------------------------------------------------------------------------
def distance_ok(state: State, vertex: int) -> bool:
    """The distance rule: none of the neighbouring intersections holds a building (spec §2.3)."""
    owner = state.owner
    if owner[vertex] != NOBODY:
        return False
    for near in NEIGHBOURS[vertex]:
        if owner[near] != NOBODY:
            return False
    return True


def touches_own_road(state: State, seat: int, vertex: int) -> bool:
    roads = state.roads
    return any(roads[e] == seat for e, _ in LINKS[vertex])


def settlement_spots(state: State, seat: int, setup: bool = False) -> tuple[int, ...]:
    """Free intersections under the distance rule; after set-up, only those at one of the seat's roads."""
    facts = board_facts(state)
    slot = facts.slot(SETUP_SETTLEMENT if setup else PIECE_SETTLEMENT, seat)
    found = facts.spots[slot]
    if found is None:
        found = facts.spots[slot] = _settlement_spots(state, seat, setup)
    return found


def _settlement_spots(state: State, seat: int, setup: bool) -> tuple[int, ...]:
    owner = state.owner
    if setup:
        at_road = [True] * len(owner)
    else:  # the ends of the seat's roads
        at_road = [False] * len(owner)
        for edge, who in enumerate(state.roads):
            if who == seat:
                a, b = EDGE_ENDS[edge]
                at_road[a] = at_road[b] = True
    return tuple([v for v, near in enumerate(at_road) if near and distance_ok(state, v)])


def road_spots(state: State, seat: int, at: int | None = None) -> tuple[int, ...]:
    """Free paths that touch the seat's building or one of its roads at an end not taken by an opponent's
    building (spec §2.3); in set-up (`at`), the paths at the settlement just placed."""
    if at is not None:
        return tuple(e for e, _ in LINKS[at] if state.roads[e] == NOBODY)
    facts = board_facts(state)
    slot = facts.slot(PIECE_ROAD, seat)
    found = facts.spots[slot]
    if found is None:
        found = facts.spots[slot] = _road_spots(state, seat)
    return found


def _road_spots(state: State, seat: int) -> tuple[int, ...]:
    roads, owner = state.roads, state.owner
    reached = [who == seat for who in owner]  # the seat's buildings, and the ends of its roads no opponent holds
    for edge, who in enumerate(roads):
        if who == seat:
            a, b = EDGE_ENDS[edge]
            if owner[a] == NOBODY:
                reached[a] = True
            if owner[b] == NOBODY:
                reached[b] = True
    free = [False] * len(roads)
    for vertex, near in enumerate(reached):
        if near:
            for edge, _ in LINKS[vertex]:
                if roads[edge] == NOBODY:
                    free[edge] = True
    return tuple([edge for edge, ok in enumerate(free) if ok])


def city_spots(state: State, seat: int) -> tuple[int, ...]:
    facts = board_facts(state)
    slot = facts.slot(PIECE_CITY, seat)
    found = facts.spots[slot]
    if found is None:
        owner, level = state.owner, state.level
        found = facts.spots[slot] = tuple(v for v, who in enumerate(owner) if who == seat and level[v] == 1)
    return found


def pieces_left(state: State, seat: int, piece: int) -> int:
    return PIECE_LIMITS[piece] - state.built[seat][piece]


# ---- roads and awards --------------------------------------------------------------------------------------------
def longest_road(state: State, seat: int) -> int:
    """The most paths of the seat's roads walked without using a path twice nor passing through an opponent's
    building."""
    links, blocked = _network(state, seat)
    if not links:
        return 0
    # A longest trail starts at an end, a fork or an opponent's building: one starting inside a plain stretch (two
    # of the seat's paths, no building of another) could be made longer backwards, or is a loop (any start will do).
    starts = [v for v, out in links.items() if len(out) != 2 or v in blocked]
    reached = _reachable(starts, links)
    for v in links:  # a loop of plain stretches only: start anywhere on it
        if v not in reached:
            starts.append(v)
            reached |= _reachable([v], links)
    return max(_walk(state.roads, state.owner, seat, v, set()) for v in starts)


def _network(state: State, seat: int) -> tuple[dict[int, list], set[int]]:
    """The seat's roads as intersection -> [(path, far end)], and the intersections among them that hold an
    opponent's building (a road reaches these, and goes no further)."""
    owner = state.owner
    links: dict[int, list] = {}
    for edge, who in enumerate(state.roads):
        if who == seat:
            a, b = EDGE_ENDS[edge]
            links.setdefault(a, []).append((edge, b))
            links.setdefault(b, []).append((edge, a))
    return links, {v for v in links if owner[v] not in (NOBODY, seat)}


def _walk(roads: tuple, owner: tuple, seat: int, vertex: int, used: set) -> int:
    """The longest trail of the seat's roads from `vertex` along paths not in `used` (read from the rows: a walk
    after one new road visits a few intersections, cheaper than building the network)."""
    best = 0
    for edge, far in LINKS[vertex]:
        if roads[edge] == seat and edge not in used:
            if owner[far] != NOBODY and owner[far] != seat:  # an opponent's building: the road goes no further
                length = 1
            else:
                used.add(edge)
                length = 1 + _walk(roads, owner, seat, far, used)
                used.discard(edge)
            if length > best:
                best = length
    return best


def _reachable(starts: list[int], links: dict) -> set[int]:
    seen, todo = set(starts), list(starts)
    while todo:
        for _, far in links[todo.pop()]:
            if far not in seen:
                seen.add(far)
                todo.append(far)
    return seen


def longest_road_after(state: State, seat: int, edge: int) -> int:
    """The seat's longest road once it has built `edge` (already on the board), from its length before: a trail
    that does not use the new path was there before. The usual case, a path with no other road of the seat at one
    end, ends every trail through it there: one walk from the other end. Otherwise the whole search."""
    roads, owner = state.roads, state.owner
    a, b = EDGE_ENDS[edge]
    for near, far in ((a, b), (b, a)):
        if [roads[e] for e, _ in LINKS[far]].count(seat) == 1:
            through = 1 if owner[near] not in (NOBODY, seat) else 1 + _walk(roads, owner, seat, near, {edge})
            return max(state.road_length[seat], through)
    return longest_road(state, seat)


def update_longest_road(state: State, seats=None, edge: int | None = None) -> None:
    """Recompute road lengths (`edge`: the one seat in `seats` has just built it), then the award: the holder keeps
    it while no one has more; otherwise the only seat with the most (at least 5) takes it, and on a tie among others
    it is set aside (docs/rules/catan.md)."""
    for seat in (range(state.seats) if seats is None else seats):
        length = longest_road(state, seat) if edge is None else longest_road_after(state, seat, edge)
        if length != state.road_length[seat]:
            state.road_length = replaced(state.road_length, seat, length)
    lengths = state.road_length
    top = max(lengths)
    holder = state.longest
    if holder != NOBODY and lengths[holder] >= LONGEST_ROAD_MIN and lengths[holder] == top:
        return
    leaders = [seat for seat, n in enumerate(lengths) if n == top]
    state.longest = leaders[0] if top >= LONGEST_ROAD_MIN and len(leaders) == 1 else NOBODY


def update_largest_army(state: State, seat: int) -> None:
    knights = state.played[seat].count("knight")
    holder = state.army
    if knights >= LARGEST_ARMY_MIN and (holder == NOBODY or knights > state.played[holder].count("knight")):
        state.army = seat


# ---- victory points ----------------------------------------------------------------------------------------------
def public_total(state: State, seat: int) -> int:
    built = state.built[seat]
    return (built[1] + 2 * built[2] + 2 * (state.longest == seat) + 2 * (state.army == seat)
            + len(state.revealed[seat]))


def public_points(state: State, seat: int) -> dict[str, int]:
    built = state.built[seat]
    return {"settlements": built[1], "cities": 2 * built[2],
            "longest_road": 2 if state.longest == seat else 0, "largest_army": 2 if state.army == seat else 0,
            "victory_cards": state.revealed[seat].count("victory-point")}


def hidden_points(state: State, seat: int) -> int:
    return state.cards[seat].count("victory-point") + state.fresh[seat].count("victory-point")


def may_claim(state: State, seat: int) -> bool:
    """The seat reaches 10 only with its hidden victory-point cards: it may reveal them and win (spec §2.7)."""
    if "victory-point" not in state.cards[seat] and "victory-point" not in state.fresh[seat]:
        return False
    public = public_total(state, seat)
    return public < VICTORY <= public + hidden_points(state, seat)
