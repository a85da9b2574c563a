"""Land Ho!'s seed sentences that test_rules.py left without a test (the coverage table,
docs/rules/land-ho-coverage.md): the supply, the board's areas, the piece limits, the base rules kept, the phases,
sea routes, holds and basins, cargo. Each test quotes the seed (shared/seeds/002_e2f3d547a5701d4c.txt)."""
from __future__ import annotations

from dicelands.games.catan.components import RESOURCE_CARDS, TERRAIN_RESOURCE
from dicelands.games.catan.land_ho import actions as A
from dicelands.games.catan.land_ho.board import (AREA_CELLS, AREA_CONTENTS, CELL_AREA, CELLS, EDGE_CELLS, GRAPH,
                                                 ON_FRAME_EDGE, START_TERRAINS)
from dicelands.games.catan.land_ho.rules import is_sea_route, pieces_left, settlers_left
from dicelands.games.catan.land_ho.state import HARBOR, NOBODY, SETTLEMENT
from dicelands.games.catan.land_ho.steps import Movement, Steer

from .helpers import GAME, cell, edge, give, options, play, put_ship, rolled, vertex
from .test_rules import DISCOVERING, SAFE, refused, steering, turn_of

HARBOR_ROUTE = "(-2,6).NE"  # seat 0's starting harbor settlement (-2,6).N is at one end


def starting(kind: str, seat: int, state) -> list[str]:
    return [o for o in options(state, seat) if o.startswith(kind)]


# ---- the supply and the board ------------------------------------------------------------------------------------
def test_the_supply_holds_the_resource_cards_two_dice_and_the_gold():
    """Seed: "gather all the frame pieces, roads, settlements, two dice, and all the resource cards"; "placing the
    resource cards and dice from the regular Catan game next to the game board"; "put the remaining gold coins in the
    supply area"; "make sure you have all the gold coins"; "you roll the production dice like usual": base Catan's 19 cards of each resource, two six-sided
    dice, and the gold the players start with comes from the supply (unlimited, spec G-06)."""
    for players in (2, 3, 4):
        state = GAME.new_state({"players": players}, 5)
        assert [state.bank[r] + sum(h[r] for h in state.hands) for r in range(5)] == [RESOURCE_CARDS] * 5 == [19] * 5
        assert state.gold_issued == sum(state.gold) == 2 * players
    sums = set()
    for seed in range(40):
        state = GAME.apply(GAME.new_state({"players": 3}, seed), 0, "roll")
        assert len(state.last_roll) == 2 and all(1 <= d <= 6 for d in state.last_roll)
        sums.add(sum(state.last_roll))
    assert min(sums) >= 2 and max(sums) <= 12 and len(sums) >= 6


def x_of(c: tuple[int, int]) -> float:
    return c[0] + c[1] / 2  # west to east on the board's rows


def test_three_areas_the_starting_island_west_and_two_unexplored_areas_east():
    """Seed: "it is divided into three distinct areas"; "Starting with the western section, we have the starting
    island"; "with a pasture hex"; "across the vast seas to the east, we have two unexplored areas"."""
    island = [CELLS[i] for i, t in enumerate(START_TERRAINS) if t not in ("", "sea")]
    areas = {area: [CELLS[i] for i in AREA_CELLS[area]] for area in ("north", "south")}
    assert "pasture" in {START_TERRAINS[CELLS.index(c)] for c in island}
    assert max(x_of(c) for c in island) < min(x_of(c) for cells in areas.values() for c in cells)
    assert max(c[1] for c in areas["north"]) < min(c[1] for c in areas["south"])
    assert all(CELL_AREA[CELLS.index(c)] == "" for c in island)


def test_the_starting_island_and_pieces_are_the_same_in_every_game():
    """Seed: "we'll need some terrain hexes from the base Catan game. Arrange them exactly as shown in the example";
    "grab the number tokens from the base Catan game and place them exactly as shown as well"; "we already know where
    we're supposed to start": only the unexplored areas differ from one game to the next."""
    games = [GAME.new_state({"players": 4}, seed) for seed in (1, 2, 3)]
    for state in games:
        assert state.terrains == games[0].terrains and state.numbers == games[0].numbers
        assert state.owner == games[0].owner and state.roads == games[0].roads and state.ships == games[0].ships
    island = [t for t in games[0].terrains if t not in ("", "sea")]
    assert island and all(t in TERRAIN_RESOURCE for t in island)


def discovered_north(seed: int) -> tuple[str, int]:
    state = GAME.new_state({"players": 4}, seed)
    state = steering(put_ship(GAME.apply(state, 0, "roll"), 0, 0, SAFE))
    state = GAME.apply(state, 0, f"to {edge(DISCOVERING)}")
    return state.terrains[cell("(3,1)")], state.numbers[cell("(3,1)")]


def test_each_area_has_its_own_shuffled_hexes_and_number_tokens():
    """Seed: "one stack for green moons and another for orange suns. Make sure to shuffle each stack"; "Place the
    hexes with green moons in the northern area, and the hexes with orange suns in the southern area"; "Separate the
    green moon and orange sun tokens and give them a good shuffle": what lies face down in each area is that area's
    hexes, and a discovery draws at random among them (spec G-17)."""
    state = GAME.new_state({"players": 4}, 0)
    for area in ("north", "south"):
        hexes, tokens = AREA_CONTENTS[area]
        assert sorted(state.hidden[area]) == sorted(hexes) and sorted(state.stacks[area]) == sorted(tokens)
    found = {discovered_north(seed) for seed in range(12)}
    assert len({terrain for terrain, _ in found}) >= 2
    north_hexes, north_tokens = AREA_CONTENTS["north"]
    assert all(t in north_hexes and (t == "sea" or n in north_tokens) for t, n in found)


# ---- pieces --------------------------------------------------------------------------------------------------------
def claim(state, vertices, colour, level):
    state = state.copy()
    for v in vertices:
        state.owner[v], state.level[v] = colour, level
    return state


def test_each_colour_builds_within_its_pieces():
    """Seed, Getting Ready: "5 settlements from the regular Catan game"; "15 roads from the regular Catan game"; "4
    harbor settlements from Explorers & Pirates"; "2 settlers from Explorers & Pirates": with the last piece on the
    board (or aboard), that building is no longer offered."""
    far = [v for c in ("(5,2)", "(4,4)") for v in GRAPH.cell_vertices[cell(c)]]
    # settlements: 1 printed + 3 -> a 5th is offered; + 4 -> none
    by_road = GAME.apply(give(rolled(), 0, "2 lumber 2 brick 1 wool 1 grain"), 0, "road (0,0)/(1,0)")
    assert starting("settle ", 0, claim(by_road, far[:3], 0, SETTLEMENT)) == ["settle (1,-1)/(0,0)/(1,0)"]
    full = claim(by_road, far[:4], 0, SETTLEMENT)
    assert pieces_left(full, 0, "settlement") == 0 and starting("settle ", 0, full) == []
    # roads: 1 printed + 13 -> offered; + 14 -> none
    roads = give(rolled(), 0, "1 lumber 1 brick")
    spare = [e for e in range(len(GRAPH.edges)) if roads.roads[e] == NOBODY][-14:]  # the far south-east
    for extra, offered in ((13, True), (14, False)):
        state = roads.copy()
        state.roads = state.roads[:]
        for e in spare[:extra]:
            state.roads[e] = 0
        assert pieces_left(state, 0, "road") == 15 - 1 - extra and bool(starting("road", 0, state)) == offered
    # harbor settlements: seat 3 holds 1; + 2 -> the upgrade is offered; + 3 -> none
    seat3 = give(turn_of(rolled(), 3), 3, "2 grain 2 ore")
    assert starting("harbor", 3, claim(seat3, far[:2], 3, HARBOR)) == [f"harbor {vertex('(-2,2).SW')}"]
    assert starting("harbor", 3, claim(seat3, far[:3], 3, HARBOR)) == []
    # settlers: one aboard ship 2 -> a second is offered; the second waiting in the basin -> none
    seat0 = put_ship(put_ship(give(rolled(), 0, "1 lumber 1 brick"), 0, 0, HARBOR_ROUTE), 0, 1, SAFE, settler=True)
    assert "settler on ship 1" in starting("settler", 0, seat0)
    seat0.basins[GRAPH.vertex("(-2,6).N")] = 1
    assert settlers_left(seat0, 0) == 0 and starting("settler", 0, seat0) == []


def test_no_other_explorers_and_pirates_pieces_are_used():
    """Seed: "You won't need any of the other wooden game pieces from Explorers & Pirates for this game"; "we won't be
    using crews, spice sacks, or fish hauls in this particular game": no action names them, and a hold or a basin
    holds nothing but a settler (0 or 1)."""
    assert not any(word in label for label in A.LABELS for word in ("crew", "spice", "fish", "pirate", "gold field"))
    state = GAME.new_state({"players": 4}, 0)
    assert {n for holds in state.holds for n in holds} | set(state.basins) <= {0, 1}


# ---- the base rules kept -----------------------------------------------------------------------------------------
def test_roads_and_settlements_are_built_as_in_base_catan():
    """Seed: "all the other rules from the Catan game still count here"; "You can build settlements in 2 ways: either
    along a road, just like in base Catan": a road (1 lumber, 1 brick) joins one's own pieces, a settlement (1 lumber,
    1 brick, 1 wool, 1 grain) stands at an intersection one's road reaches."""
    state = give(rolled(), 0, "2 lumber 2 brick 1 wool 1 grain")
    assert "road (1,-1)/(0,0)" not in options(state, 0)  # not joined to seat 0's pieces yet
    state = GAME.apply(state, 0, "road (0,0)/(1,0)")
    assert state.hands[0][:2] == [1, 1] and "road (1,-1)/(0,0)" in options(state, 0)
    state = GAME.apply(state, 0, "settle (1,-1)/(0,0)/(1,0)")
    assert state.hands[0] == [0, 0, 1, 1, 1] and GAME.result(state).scores[0]["total"] == 4


def test_no_longest_road_or_largest_army():
    """Seed: "There are no special victory point cards like "Longest Road" or "Largest Army"": six roads in a row
    score nothing; points come from settlements (1) and harbor settlements (2) only."""
    state = give(rolled(), 0, "6 lumber 6 brick")
    for _ in range(6):
        state = GAME.apply(state, 0, starting("road", 0, state)[-1])
    assert state.roads.count(0) == 7
    assert GAME.result(state).scores[0] == {"settlements": 1, "harbor_settlements": 2, "total": 3}


# ---- the phases --------------------------------------------------------------------------------------------------
def test_trade_and_build_in_any_order():
    """Seed: "I can decide to trade or build, or do both in any order I want"; "I can start by building, then trade,
    and then build again": a ship, a 3:1 trade for wool, a second ship."""
    state = give(rolled(), 0, "2 lumber 3 brick")
    state = GAME.apply(state, 0, starting("ship ", 0, state)[0])
    state = GAME.apply(state, 0, "bank 3 brick for wool")
    state = GAME.apply(state, 0, starting("ship ", 0, state)[0])
    assert sum(e >= 0 for e in state.ships[0]) == 3 and state.hands[0] == [0, 0, 0, 1, 1]


def test_ships_move_only_in_the_movement_phase_after_trade_and_build():
    """Seed: "After I'm done with my trading and building, it's time for the movement phase of my turn"; "You can
    only move your ships during your movement phase": in the trade and build phase no ship moves; sailing starts the
    movement phase, where each ship may be steered."""
    state = put_ship(rolled(), 0, 1, SAFE)
    assert not any(o.startswith(("steer", "to ", "wool")) for o in options(state, 0)) and "sail" in options(state, 0)
    state = GAME.apply(state, 0, "sail")
    assert isinstance(state.flow.top(0), Movement) and options(state, 0) == ["steer ship 1", "steer ship 2", "end"]


def test_founding_is_the_one_building_in_the_movement_phase():
    """Seed: "you cannot trade or build during or after the movement phase, with the exception of one specific
    circumstance. If you are "Building a Settlement with the Aid of a Settler Ship", you are permitted to trade and
    build." Ruling (docs/rules/catan-land-ho.md): the exception is the founding itself; the steering ship offers it,
    and no trade."""
    state = steering(give(put_ship(rolled(), 0, 0, "(-2,6).E", settler=True), 0, "4 brick 2 gold"))
    ship_options = options(state, 0)
    assert f"found {vertex('(-2,6).SE')}" in ship_options
    assert not any(o.split()[0] in ("bank", "gold", "offer", "road", "settle", "ship", "settler") for o in ship_options)


# ---- sea routes, holds and basins --------------------------------------------------------------------------------
def test_sea_routes_lie_beside_sea_hexes_and_along_the_frame():
    """Seed: "These routes are the pathways along which ships move. They act as the boundaries between different sea
    hexes and also separate terrain hexes from sea hexes. Even the edges of the frame pieces that border the sea or
    terrain hexes are considered sea routes." A path between two land hexes is none."""
    state = rolled()
    land_frame = next(e for e in range(len(GRAPH.edges))
                      if ON_FRAME_EDGE[e] and state.terrains[EDGE_CELLS[e][0]] == "forest")
    routes = {"(2,0)/(2,1)": True, "(-1,5)/(-2,6)": True, "(-2,5)/(-2,6)": False}
    for text, expected in routes.items():
        sides = [state.terrains[c] for c in EDGE_CELLS[GRAPH.edge(text)]]
        assert is_sea_route(state, GRAPH.edge(text)) == expected, (text, sides)
    assert is_sea_route(state, land_frame)
    assert f"to {edge('(-2,5)/(-2,6)')}" not in options(steering(state), 0)


def test_a_hold_or_a_basin_takes_one_settler():
    """Seed: "ships have holds which can accommodate either one large game piece, such as a settler"; "each ship has a
    hold that can hold either 2 small game pieces ... or one big game piece (like settlers"; "The basin can hold 1
    large piece"; "if the harbor basin or the adjacent ship's hold is already occupied by another game piece, you will
    have to remove that piece before you can build the settler": a full hold or basin takes no second settler."""
    state = give(put_ship(rolled(), 0, 0, HARBOR_ROUTE, settler=True), 0, "1 lumber 1 brick").copy()
    state.basins[GRAPH.vertex("(-2,6).N")] = 1
    assert settlers_left(state, 0) == 0
    state.holds[0][0] = 0  # room in the hold, none in the basin
    assert starting("settler", 0, state) == ["settler on ship 1"]
    assert "load" in options(steering(state), 0)
    state.holds[0][0] = 1
    assert "load" not in options(steering(state), 0) and "unload" not in options(steering(state), 0)


def test_dumping_a_settler_returns_it_to_the_supply():
    """Seed: "If you want to create space for a more valuable game piece, you can remove the pieces from your ship and
    return them to the supply"; "Once removed, you can return that piece to your supply"."""
    state = steering(put_ship(rolled(), 0, 0, SAFE, settler=True))
    left = settlers_left(state, 0)
    state = GAME.apply(state, 0, "dump")
    assert state.holds[0][0] == 0 and settlers_left(state, 0) == left + 1 and state.flow.top(0).points == 4


def test_unloading_costs_no_movement_and_the_ship_sails_on():
    """Seed: "loading and unloading a ship doesn't require any movement points"; "Once a ship has been loaded or
    unloaded, you still have the option to continue moving it": the settler goes into the empty basin."""
    state = steering(put_ship(rolled(), 0, 0, HARBOR_ROUTE, settler=True), points=3)
    state = GAME.apply(state, 0, "unload")
    assert state.holds[0][0] == 0 and state.basins[GRAPH.vertex("(-2,6).N")] == 1
    assert state.flow.top(0).points == 3 and any(o.startswith("to ") for o in options(state, 0))


def test_a_settler_travels_only_aboard_its_own_colours_ships():
    """Seed: "you cannot move a settler over land. Your settlers can only be transported by your ships": seat 1's
    ship beside seat 0's harbor settlement cannot load seat 0's settler, and no action moves a settler on land."""
    state = put_ship(rolled(), 1, 0, HARBOR_ROUTE).copy()
    state.basins[GRAPH.vertex("(-2,6).N")] = 1
    assert "load" not in options(steering(turn_of(state, 1), seat=1), 1)
    assert not any(label.startswith(("move settler", "walk")) for label in A.LABELS)


def test_wool_buys_two_points_once_for_each_ship():
    """Seed: "You can do this once for each ship you have, but only during your turn": ship 1 takes its wool, and
    ship 2 may take one too."""
    state = put_ship(give(rolled(), 0, "1 wool"), 0, 1, SAFE)
    state = play(GAME.apply(state, 0, "sail"), (0, "steer ship 1"), (0, "wool"), (0, "stop"), (0, "steer ship 2"))
    assert "wool" in options(state, 0)
    state = GAME.apply(state, 0, "wool")
    assert state.flow.top(0) == Steer(1, 6, True) and state.hands[0][2] == 0


def test_two_ships_of_one_or_two_players_share_a_route():
    """Seed: "In a sea route, up to 2 ships can be placed. These ships can be owned by the same player or different
    players.\""""
    for colour in (0, 1):
        state = steering(put_ship(put_ship(rolled(), 0, 0, "(1,1)/(2,1)"), colour, 1 + colour, SAFE))
        assert f"to {edge(SAFE)}" in options(state, 0)
        state = play(state, (0, f"to {edge(SAFE)}"), (0, "stop"))
        assert state.ships[0][0] == state.ships[colour][1 + colour] == GRAPH.edge(SAFE)


def test_a_bank_short_of_a_resource_pays_nobody_and_they_take_gold():
    """Seed: "all the other rules from the Catan game still count here": base Catan's shortage rule (spec G-22), an
    8 owes lumber to seats 2 and 3 while the bank holds 1: nobody takes lumber; having received nothing, both take the
    gold of "you will receive 1 gold from the supply instead" (spec G-07)."""
    state = GAME.new_state({"players": 4}, 0, [("roll", "4 4")])
    state = give(state, 1, f"{state.bank[0] - 1} lumber")
    state = GAME.apply(state, 0, "roll")
    assert state.bank[0] == 1 and state.hands[2][0] == state.hands[3][0] == 0
    assert state.gold == [2, 2, 3, 3] and state.hands[0][2] == 2  # wool was paid to seat 0 as usual


def test_a_seven_discards_half_rounded_down():
    """Seed: "whenever a "7" is rolled, any player with more than 7 resources loses half of their resources", as in
    base Catan: half of 9 cards rounded down is 4; exactly 7 cards keep them all."""
    state = GAME.new_state({"players": 3}, 0, [("roll", "3 4")])
    state = give(give(state, 1, f"{9 - sum(state.hands[1])} lumber"), 2, f"{7 - sum(state.hands[2])} lumber")
    state = GAME.apply(state, 0, "roll")
    assert GAME.to_move(state) == (1,) and "discard 4 more cards" in GAME.prompt(state, 1)
