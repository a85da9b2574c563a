"""Land Ho!'s rules, each test citing the seed passage it checks (shared/seeds/002_e2f3d547a5701d4c.txt); project
defaults cite the spec's gap (docs/rules/catan-land-ho.md)."""
from __future__ import annotations

from functools import partial


from dicelands.games.catan.land_ho import actions as A
from dicelands.games.catan import words
from dicelands.games.catan.land_ho.board import AREA_CELLS, CELLS, EDGE_CELLS, GRAPH, LINKS, VERTEX_CELLS
from dicelands.games.catan.land_ho.rules import pieces_left, road_ok, ship_spots, site_ok
from dicelands.games.catan.land_ho.state import HARBOR
from dicelands.games.catan.land_ho.steps import Movement, Steer, TradeBuild

from ..catan.helpers import refused as refused_in
from .helpers import GAME, cell, edge, empty_hand, give, options, play, put_ship, rolled, vertex

SAFE = "(2,0)/(2,1)"  # between two known sea hexes, no end at an unexplored corner
DISCOVERING = "(2,1)/(3,0)"  # one end at a corner of the face-down hex (3,1)


def steering(state, seat=0, ship=0, points=4):
    state = state.copy()
    state.flow = state.flow.set(seat, Movement()).push(seat, Steer(ship, points))
    return state


def turn_of(state, seat):
    state = state.copy()
    state.active = seat
    for s in range(state.seats):
        state.flow = state.flow.set(s)
    state.flow = state.flow.set(seat, TradeBuild())
    return state


refused = partial(refused_in, game=GAME)


# ---- set-up ------------------------------------------------------------------------------------------------------
def test_setting_up_harbor_settlement_settler_ship_settlement_and_road():
    """Seed, Setting Up: "We each put down a harbor settlement and a settler ship ... and also a settlement and a
    road"; Getting Ready: "2 gold coins from Explorers & Pirates"."""
    state = GAME.new_state({"players": 4}, 0)
    for colour in range(4):
        assert sorted(state.level[v] for v, who in enumerate(state.owner) if who == colour) == [1, HARBOR]
        assert state.roads.count(colour) == 1
        assert [e >= 0 for e in state.ships[colour]] == [True, False, False] and state.holds[colour] == [1, 0, 0]
    assert state.gold == [2, 2, 2, 2]
    assert GAME.result(state).scores[0]["total"] == 3  # settlement 1 + harbor settlement 2


def test_three_players_leave_the_fourth_colour_out():
    """Seed, Setting Up: "if we're playing with only 3 people, we don't need to put down any game pieces for the
    fourth color"."""
    state = GAME.new_state({"players": 3}, 0)
    assert 3 not in state.owner and 3 not in state.roads and state.ships[3] == [-1, -1, -1]


def test_two_players_other_colours_are_obstacles_without_settler_ships():
    """Seed: "with only 2 people ... Each person picks a color. ... the other colors ... game pieces are just
    obstacles on the island ... We can get rid of the settler ships for those extra colors". Seats 0 and 1 play."""
    state = GAME.new_state({"players": 2}, 0, [("roll", "4 4")])
    assert {2, 3} <= set(state.owner) and state.ships[2] == state.ships[3] == [-1, -1, -1]
    bank = state.bank[:]
    state = GAME.apply(state, 0, "roll")  # an 8: colours 2 and 3 touch forest 8, and take nothing
    assert state.bank[0] == bank[0] and len(state.gold) == 2


def test_starting_resources_come_from_the_settlement():
    """Seed: "For every terrain hex that's next to our settlement, we get to take the resource cards"."""
    state = GAME.new_state({"players": 4}, 0)
    assert state.hands[0] == [0, 0, 1, 1, 1]  # ore 11, fields 3, pasture 8
    assert state.hands[3] == [0, 1, 1, 0, 0]  # hills 4, the frame pasture 6 (and the frame)


def test_the_unexplored_areas_lie_face_down_with_their_stacks():
    """Seed, Discovering the Unknown Territories: "place them with the icon side facing up" (face down), green
    moons north, orange suns south; "Place the two stacks, with the icons facing up" beside their regions. Nobody sees
    them."""
    state = GAME.new_state({"players": 4}, 0)
    for area in ("north", "south"):
        assert all(state.terrains[c] == "" for c in AREA_CELLS[area]) and len(state.hidden[area]) == 8
        assert len(state.stacks[area]) == 6
    view = GAME.view(state, 0)
    assert view["unexplored"]["north"] == {"hidden": 8} and view["stacks"]["south"] == {"hidden": 6}


# ---- production and the 7 ----------------------------------------------------------------------------------------
def test_production_and_gold_compensation_for_everyone_who_gets_nothing():
    """Seed: "The result applies to everyone."; Gold Compensation: "If the production dice roll results in you
    not receiving any resources (except for a "7"), you will receive 1 gold from the supply instead". An 11: seats 0
    and 1 produce, seats 2 and 3 take a gold each."""
    state = rolled(dice="5 6")
    assert state.gold == [2, 2, 3, 3]
    assert state.hands[0][4] == 2 and state.hands[1][0] == 2


def test_a_harbor_settlement_produces_one_card():
    """Seed: "you only get 1 resource for a harbor settlement. They don't produce 2 resources like cities in base
    Catan"."""
    state = rolled(dice="4 4")  # seat 1's harbor settlement touches pasture 8
    assert state.hands[1][2] == 1


def test_a_seven_discards_half_above_seven_and_moves_no_robber():
    """Seed: "There is no robber piece ... whenever a "7" is rolled, any player with more than 7 resources loses half
    of their resources"; no gold on a 7. Gold is not a resource card (spec G-08)."""
    state = GAME.new_state({"players": 3}, 0, [("roll", "3 4")])
    state = give(empty_hand(state, 1), 1, "4 brick 4 ore")
    state = give(empty_hand(state, 2), 2, "7 lumber 9 gold")
    state = GAME.apply(state, 0, "roll")
    assert state.gold == [2, 2, 11] and GAME.to_move(state) == (1,)
    assert "discard 4 more cards" in GAME.prompt(state, 1)
    for _ in range(4):
        state = GAME.apply(state, 1, "discard brick")
    assert isinstance(state.flow.top(0), TradeBuild) and "robber" not in " ".join(A.LABELS)


# ---- trade -------------------------------------------------------------------------------------------------------
def test_trading_three_to_one_for_a_resource_or_a_gold():
    """Seed, Trading at a 3:1 Rate: "we don't have harbors like we do in the base Catan game" (seat 0 trades at 3:1
    beside its harbor settlement, never 2:1); "I can trade resources at a 3:1 ratio. This means I can exchange 3
    resources of the same type for any 1 different resource ... I can also trade 3 resources of the same type to get
    1 gold"."""
    state = give(rolled(), 0, "4 brick")
    bank = [o for o in options(state, 0) if o.startswith("bank")]
    assert bank == [f"bank 3 brick for {r}" for r in ("lumber", "wool", "grain", "ore")] + ["bank 3 brick for gold"]
    state = GAME.apply(state, 0, "bank 3 brick for gold")
    assert state.gold[0] == 4 and state.hands[0][1] == 1


def test_a_trade_the_bank_cannot_pay_is_refused():
    state = give(rolled(), 0, "3 brick")
    ore = state.bank[4]
    state = give(state, 1, f"{ore} ore")
    refused(state, 0, "bank 3 brick for ore", "the bank has no ore left")


def test_two_gold_buy_a_resource_twice_a_turn():
    """Seed, Spending Gold: "Twice during my turn, I have the opportunity to spend 2 gold in exchange for any 1
    resource"."""
    state = give(rolled(), 0, "10 gold")
    state = play(state, (0, "gold for brick"), (0, "gold for lumber"))
    assert state.gold[0] == 13 - 4 and not any(o.startswith("gold for") for o in options(state, 0))
    refused(state, 0, "gold for ore", "not legal|not among|gold for ore")


# ---- building ----------------------------------------------------------------------------------------------------
def test_no_cities_and_no_development_cards():
    """Seed: "no development cards" (and "don't worry about the development cards"); "You can't upgrade settlements
    to cities"."""
    assert not any(label.startswith(("city", "buy card", "play")) for label in A.LABELS)


def test_a_harbor_settlement_upgrades_a_coastal_settlement():
    """Seed, Harboring New Possibilities: "If you pay 2 grain and 2 ore, you can upgrade any of your coastal
    settlements (it borders a sea hex or the frame)"; "return the settlement, and replace it with a harbor settlement";
    "A harbor settlement is worth 2 victory points." Seat 3's settlement touches the frame; seat 0's lies inland."""
    state = give(turn_of(rolled(), 3), 3, "2 grain 2 ore")
    assert options(state, 3).count(f"harbor {vertex('(-2,2).SW')}") == 1
    settlements = pieces_left(state, 3, "settlement")
    state = GAME.apply(state, 3, f"harbor {vertex('(-2,2).SW')}")
    assert GAME.result(state).scores[3]["total"] == 4 and state.hands[3][3:] == [0, 0]
    assert pieces_left(state, 3, "settlement") == settlements + 1
    inland = give(rolled(), 0, "2 grain 2 ore")
    assert not any(o.startswith("harbor") for o in options(inland, 0))


def test_a_ship_is_built_at_a_harbor_settlement():
    """Seed, Constructing Ships: "Building a ship requires the utilization of 1 lumber and 1 wool"; a new ship goes
    beside one of your harbor settlements."""
    state = give(rolled(), 0, "1 lumber")
    ships = [o for o in options(state, 0) if o.startswith("ship ")]
    harbor = GRAPH.vertex("(-2,6).N")
    assert ships and all(harbor in GRAPH.edge_vertices[GRAPH.edge(o[5:])] for o in ships)
    state = GAME.apply(state, 0, ships[0])
    assert sum(e >= 0 for e in state.ships[0]) == 2 and state.hands[0][:3] == [0, 0, 0]


def test_no_ship_is_built_beside_an_undiscovered_hex():
    """Seed: "ships cannot be placed on a sea route that is adjacent to an undiscovered hex. Doing so would
    immediately lead to the discovery of that hex." (spec G-09: nor one pointing at its corner; building never
    discovers)."""
    state = rolled().copy()
    harbor = GRAPH.vertex("(3,0)/(2,1)/(3,1)")  # a (pretend) harbor settlement of seat 0 at an unexplored corner
    state.owner[harbor], state.level[harbor] = 0, HARBOR
    assert all(GRAPH.vertex_text[harbor] not in GRAPH.edge_text[e] for e in ship_spots(state, 0))


def test_all_ships_out_one_is_taken_off_and_built_anew():
    """Seed: "3 ships from Explorers & Pirates"; "If you want to create a new ship while all your ships are already
    on the game board, you can take out one of your ships ... It will cost you 1 lumber and 1 wool to build the new
    ship. ... any pieces on the ship you remove will be lost"."""
    state = put_ship(put_ship(give(rolled(), 0, "1 lumber"), 0, 1, SAFE), 0, 2, SAFE)
    assert [o for o in options(state, 0) if o.startswith("recycle")] == ["recycle ship 1", "recycle ship 2",
                                                                           "recycle ship 3"]
    state = GAME.apply(state, 0, "recycle ship 1")  # its settler goes back to the supply
    assert state.holds[0][0] == 0 and state.ships[0][0] == -1
    state = GAME.apply(state, 0, options(state, 0)[0])
    assert isinstance(state.flow.top(0), TradeBuild) and -1 not in state.ships[0]
    assert state.hands[0][:3] == [0, 0, 0]  # the 1 lumber given and the 1 wool of the start paid


def test_a_settler_is_built_in_a_basin_or_a_ship_at_the_harbor():
    """Seed, How to Create a Settler: "Creating a settler requires the same amount of resources as building a
    settlement."; "place it in the empty area of one of your harbor settlements or directly into the empty space of one
    of your ships. However, the ship must be on a sea route that is next to one of your harbor settlements. Remember,
    you can never put a newly built settler on land." ("A harbor settlement has a basin".)"""
    state = give(put_ship(rolled(), 0, 0, "(-2,6).NE"), 0, "1 lumber 1 brick")
    assert [o for o in options(state, 0) if o.startswith("settler")] == [f"settler at {vertex('(-2,6).N')}",
                                                                          "settler on ship 1"]
    state = GAME.apply(state, 0, "settler on ship 1")
    assert state.holds[0][0] == 1 and state.hands[0] == [0, 0, 0, 0, 1]


def test_no_road_or_settlement_beside_an_undiscovered_hex():
    """Seed: "don't build any roads next to undiscovered hexes, and don't place settlements next to intersections
    next to undiscovered hexes"."""
    state = rolled().copy()
    state.terrains[cell("(3,1)")], state.numbers[cell("(3,1)")] = "forest", 5
    beside = [e for e in range(len(GRAPH.edges)) if cell("(3,1)") in EDGE_CELLS[e]]
    assert any(road_ok(state, e) for e in beside) and not road_ok(state, GRAPH.edge("(3,1)/(4,0)"))
    corner = GRAPH.vertex("(3,1)/(4,0)/(3,0)")
    assert cell("(4,0)") in VERTEX_CELLS[corner] and not site_ok(state, corner)


def test_the_first_settlement_in_an_unexplored_area_comes_by_ship():
    """Seed: "in those two unexplored areas ... you can only build your first settlement by using a settler ship":
    even with every area hex land, no chain of land paths joins the starting island to an area."""
    state = rolled().copy()
    for area in ("north", "south"):
        for c in AREA_CELLS[area]:
            state.terrains[c] = "forest"
    reached, todo = {GRAPH.vertex("(0,0).S")}, [GRAPH.vertex("(0,0).S")]
    while todo:
        for e, far in LINKS[todo.pop()]:
            if road_ok(state, e) and far not in reached:
                reached.add(far)
                todo.append(far)
    area_cells = set(AREA_CELLS["north"] + AREA_CELLS["south"])
    assert reached and not any(set(VERTEX_CELLS[v]) & area_cells for v in reached)


# ---- the movement phase ------------------------------------------------------------------------------------------
def test_no_trading_or_building_in_the_movement_phase():
    """Seed: "you cannot trade or build during or after the movement phase" (but for founding by settler ship)."""
    state = GAME.apply(give(rolled(), 0, "9 brick 9 lumber 9 wool"), 0, "sail")
    assert options(state, 0) == ["steer ship 1", "end"]
    state = GAME.apply(state, 0, "steer ship 1")
    assert not any(o.split()[0] in ("bank", "road", "settle", "ship", "settler", "gold") for o in options(state, 0))


def test_four_movement_points_and_two_more_for_a_wool_once():
    """Seed: "Each of your ships has 4 movement points"; "buy 2 extra movement points for one of your ships by
    spending 1 wool card. You can do this once for each ship"."""
    state = steering(put_ship(rolled(), 0, 0, SAFE))
    assert GAME.prompt(state, 0).endswith("(4 movement points left)") and "wool" in options(state, 0)
    state = GAME.apply(state, 0, "wool")
    assert state.flow.top(0).points == 6 and "wool" not in options(state, 0) and state.hands[0][2] == 0


def test_one_ship_finishes_before_the_next():
    """Seed: "you have the ability to move all of your ships and take actions with them"; "you need to finish the
    movement of one ship before you can move your next ship"."""
    state = put_ship(GAME.apply(rolled(), 0, "sail"), 0, 1, SAFE)
    state = play(state, (0, "steer ship 1"), (0, "stop"))
    assert options(state, 0) == ["steer ship 2", "end"]


def test_a_ship_passes_but_does_not_end_on_a_route_with_two_ships():
    """Seed: "you can move your ship past another ship, or even two ships ... you can't end your ship's movement on
    a sea route that already has 2 ships"."""
    full = "(2,1)/(1,1)"
    state = put_ship(put_ship(put_ship(rolled(), 0, 0, SAFE), 1, 1, full), 2, 1, full)
    assert f"to {edge(full)}" in options(steering(state, points=4), 0)  # passing: points remain to sail on
    last = steering(empty_hand(state, 0), points=1)
    refused(last, 0, f"to {edge(full)}", "must end its movement on one with room")


def test_a_ship_may_reach_a_full_route_with_its_last_point_when_it_will_buy_its_wool():
    """Seed: "you have the option to buy 2 extra movement points for one of your ships by spending 1 wool card. You
    can do this once for each ship you have, but only during your turn" (not only before it moves), and "you can't
    end your ship's movement on a sea route that already has 2 ships". Ruling (docs/rules/catan-land-ho.md): with its
    last point a ship may move onto a full route if it has not bought its wool this turn and the seat holds one; it
    must then buy it (the only option) and sail on. Without a wool, or with the wool already bought, it may not."""
    full = "(2,1)/(1,1)"
    state = put_ship(put_ship(put_ship(rolled(), 0, 0, SAFE), 1, 1, full), 2, 1, full)
    assert state.hands[0][2] == 1  # one wool
    on_full = GAME.apply(steering(state, points=1), 0, f"to {edge(full)}")
    assert options(on_full, 0) == ["wool"] and on_full.flow.top(0).points == 0
    refused(on_full, 0, "stop", "may pass a sea route holding 2 ships but not end its movement there")
    sailing = GAME.apply(on_full, 0, "wool")
    assert sailing.flow.top(0).points == 2 and sailing.hands[0][2] == 0 and "stop" not in options(sailing, 0)
    bought = state.copy()
    bought.flow = bought.flow.set(0, Movement()).push(0, Steer(0, 1, wool=True))
    refused(bought, 0, f"to {edge(full)}", "must end its movement on one with room")


def test_discovering_land_gives_its_resource_and_a_number_and_stops_the_ship():
    """Seed, Discovering New Land with Ships: "you need to move one of your ships towards the unexplored areas";
    "move your ship so that one of its ends (either the bow or the stern) is pointing towards the corner (intersection)
    of the undiscovered hex. This will trigger the discovery of that hex"; "you need to turn it over. If it's a terrain
    hex, you will also need to take a number token from the stack. Make sure that the color/icon on the back of the
    terrain hex matches the color/icon on the number token. Then, place the number token, with the number side facing
    up, onto the hex"; A Prize for Uncovering: "I am rewarded with a valuable resource that can be found there"; The
    End of the Journey: "my ship has reached its limit. I am not allowed to sail any further, even if I have leftover
    movement points"; "The ship stays put"."""
    state = steering(put_ship(rolled(forced=[("hex", "forest"), ("token", "5")]), 0, 0, SAFE))
    state = GAME.apply(state, 0, f"to {edge(DISCOVERING)}")
    c = cell("(3,1)")
    assert (state.terrains[c], state.numbers[c]) == ("forest", 5) and 5 not in state.stacks["north"]
    assert state.hands[0][0] == 1 and state.flow.top(0).stopped and state.ships[0][0] == GRAPH.edge(DISCOVERING)
    assert not any(o.startswith(("to ", "wool")) for o in options(state, 0))
    before = steering(put_ship(rolled(), 0, 0, SAFE))
    assert f"seat 0 discovers {named(before).name((3, 1))}: forest 5" in GAME.show.events(before, state)


def test_discovering_sea_gives_two_gold():
    """Seed: "Discovering a different kind of territory ... I am given two gold coins"."""
    state = steering(put_ship(rolled(forced=[("hex", "sea")]), 0, 0, SAFE))
    gold = state.gold[0]
    state = GAME.apply(state, 0, f"to {edge(DISCOVERING)}")
    assert state.terrains[cell("(3,1)")] == "sea" and state.gold[0] == gold + 2


def test_loading_a_settler_from_the_basin_costs_no_movement():
    """Seed, Loading a Settler: "If one of your harbor settlements has a settler and your empty ship is pointing
    towards it, you can load the settler onto the ship. Just like a regular ship, you can move your settler ship.";
    "Loading a settler onto a ship doesn't mean that the ship's movement is over"; "loading and unloading a ship
    doesn't require any movement points. This means that you can freely load or unload a ship without using up any of
    its movement points"; "you still have the option to continue moving it"."""
    state = put_ship(rolled(), 0, 0, "(-2,6).NE").copy()
    state.basins[GRAPH.vertex("(-2,6).N")] = 1
    state = GAME.apply(steering(state), 0, "load")
    assert state.holds[0][0] == 1 and state.flow.top(0).points == 4
    assert any(o.startswith("to ") for o in options(state, 0))


def test_founding_a_settlement_from_a_settler_ship():
    """Seed, Building a Settlement with a Settler Ship: "If one end of your settler ship is pointing towards the
    corner of a terrain hex (example A), you can build a settlement there"; "return both the ship and the settler ...
    Place your new settlement ... without any additional cost"; "you always need to keep a distance of 2 paths between
    settlements"; "You follow the distance rule in both cases"; settlements come "either along a road, just like in
    base Catan" or by ship, and one may "go straight for more settlements using settler ships" (no road needed)."""
    state = steering(put_ship(rolled(), 0, 0, "(-2,6).E", settler=True))
    assert f"found {vertex('(-2,6).SE')}" in options(state, 0)
    refused(state, 0, f"found {vertex('(-2,6).NE')}", "distance rule")
    state = GAME.apply(state, 0, f"found {vertex('(-2,6).SE')}")
    assert state.ships[0][0] == -1 and state.holds[0][0] == 0
    assert GAME.result(state).scores[0]["total"] == 4 and isinstance(state.flow.top(0), Movement)


def test_eight_points_win_at_once():
    """Spec §13 [S2]: the first to 8 victory points wins, in their own turn (here in the movement phase)."""
    state = put_ship(rolled(), 0, 0, "(-2,6).E", settler=True).copy()
    for text in ("(-3,4).SE", "(-3,5).S"):  # two more harbor settlements for colour 0: 7 points
        v = GRAPH.vertex(text)
        state.owner[v], state.level[v] = 0, HARBOR
    state = GAME.apply(steering(state), 0, f"found {vertex('(-2,6).SE')}")
    assert GAME.is_over(state) and GAME.result(state).winners == (0,)


# ---- words -------------------------------------------------------------------------------------------------------
def test_short_forms_are_read_and_the_log_says_what_happened():
    """Intersections and paths may be typed by a hex corner or side; the log names the ship and the discovery."""
    state = give(rolled(), 0, "1 lumber")
    assert GAME.apply(state, 0, "ship (-2,6).NE").ships[0][:2] == [state.ships[0][0]] * 2
    steer = steering(put_ship(rolled(forced=[("hex", "sea")]), 0, 0, SAFE))
    move = GAME.legal_action(steer, 0, f"to {DISCOVERING}")
    assert GAME.show.describe(steer, 0, move) == f"seat 0 sails ship 1 to {named(steer).edge(edge(DISCOVERING))}"
    after = GAME.apply(steer, 0, move)
    assert GAME.show.events(steer, after, 1) == [f"seat 0 discovers {named(steer).name((3, 1))}: sea", "seat 0: +2 gold"]


def named(state):
    """Places as the log names them (by the hexes around them, catan/words.py), never by coordinates."""
    return words.places(tuple(CELLS), tuple(state.terrains), tuple(state.numbers))


def test_a_ship_may_turn_back_to_where_it_started():
    """Seed: "You have the freedom to move a ship in any direction and even change directions during its movement.
    For example, you can move it forward and then bring it back to the same space if you want"; "maneuver your ships
    as you see fit"; "It costs 1 movement point to move a ship from one sea route to an adjacent sea route"."""
    state = steering(put_ship(rolled(), 0, 0, SAFE))
    state = GAME.apply(state, 0, f"to {edge('(1,1)/(2,1)')}")
    state = GAME.apply(state, 0, f"to {edge(SAFE)}")
    assert state.ships[0][0] == GRAPH.edge(SAFE) and state.flow.top(0).points == 2


def test_after_the_movement_phase_the_turn_ends():
    """Seed: "After the movement phase, your turn comes to an end"."""
    state = play(rolled(), (0, "sail"), (0, "end"))
    assert state.active == 1 and options(state, 1) == ["roll"]


def test_a_settlement_by_road_keeps_the_distance_rule():
    """Seed: "You follow the distance rule in both cases" (by road and by settler ship)."""
    state = give(rolled(), 0, "1 lumber 1 brick")
    refused(state, 0, "settle (0,0).SE", "distance rule")


def test_gold_is_traded_with_opponents_like_resource_cards():
    """Seed, Spending Gold: "Just like with resource cards, I can also trade gold with my opponents": gold goes into
    a bundle beside cards (given here; asked in the next test): seat 0 offers 1 wool and 1 ore for 1 brick and 2
    gold, answered by every other seat at once, confirmed with one who accepted."""
    state = give(rolled(players=3), 1, "2 brick")
    hands, gold = [h[:] for h in state.hands], state.gold[:]
    state = play(state, (0, "offer a trade"), (0, "offer 1 wool"), (0, "offer 1 ore"), (0, "ask 1 brick"),
                 (0, "ask 1 gold"), (0, "ask 1 gold"))
    assert GAME.show.describe(state, 0, GAME.legal_action(state, 0, "propose")) == \
        "seat 0 offers 1 wool and 1 ore for 1 brick and 2 gold"
    state = play(state, (0, "propose"))
    assert GAME.to_move(state) == (1, 2) and options(state, 2) == ["reject"]  # seat 2 holds no brick
    assert state.escrow[0] == ("wool", "ore")
    state = play(state, (1, "accept"), (2, "reject"))
    assert options(state, 0) == ["trade with seat 1", "cancel"]
    state = GAME.apply(state, 0, "trade with seat 1")
    assert state.gold[:2] == [gold[0] + 2, gold[1] - 2]
    assert [state.hands[0][r] - hands[0][r] for r in (1, 2, 4)] == [1, -1, -1]
    assert [state.hands[1][r] - hands[1][r] for r in (1, 2, 4)] == [-1, 1, 1] and state.escrow == [(), (), ()]


def test_a_road_pointing_at_an_undiscovered_hex_does_not_discover_it():
    """Seed: "If you build a road that points towards an undiscovered hex, you won't be able to uncover that hex. The
    only way to discover new hexes is by using ships." Once settled in an area one is "free to build roads and more
    settlements like normal": seat 0 has a settlement on the discovered forest (3,1); the road along its side with
    the sea (2,1) ends at a corner of the face-down (2,2)."""
    state = give(rolled(), 0, "1 lumber 1 brick").copy()
    state.terrains[cell("(3,1)")], state.numbers[cell("(3,1)")] = "forest", 5
    down = list(state.hidden["north"])
    down.remove("forest")
    state.hidden["north"] = tuple(down)
    home = GRAPH.vertex("(3,1)/(2,1)/(3,0)")
    state.owner[home], state.level[home] = 0, 1
    road = f"road {edge('(2,1)/(3,1)')}"
    assert road in options(state, 0)
    state = GAME.apply(state, 0, road)
    assert state.terrains[cell("(2,2)")] == "" and state.roads[GRAPH.edge("(2,1)/(3,1)")] == 0


def test_a_trade_between_players_a_seat_cannot_pay_is_refused_with_the_reason():
    """Seed, Spending Gold: gold is traded "just like" resource cards, so an offer or an acceptance is only as good as
    what the seat holds: offering more gold than held, or accepting an ask one cannot pay, is refused, saying so."""
    state = give(rolled(players=3), 1, "2 brick")
    asked = play(state, (0, "offer a trade"))
    asked.gold[0] = 1
    refused(asked, 0, "offer 1 lumber", "you hold 0 lumber and offer 0 already: you cannot offer another")
    asked = play(asked, (0, "offer 1 gold"))
    refused(asked, 0, "offer 1 gold", "you hold 1 gold and offer 1 already: you cannot offer another")
    refused(asked, 0, "ask 1 gold", "you give gold: an offer does not give and ask the same kind")
    state = play(asked, (0, "ask 1 brick"), (0, "propose"))
    refused(state, 2, "accept", "asks for 1 brick and you hold 0 brick: you can only reject")


def test_the_same_offer_of_gold_twice_in_a_turn_is_refused():
    """Seed, Spending Gold: gold trades "just like" resource cards (offered here); the rules set no limit on offers,
    and the ruling
    that keeps a game finite (docs/rules/catan-land-ho.md) refuses the same offer twice in a turn."""
    state = give(rolled(players=3), 1, "2 brick")
    offer = [(0, "offer a trade"), (0, "offer 1 gold"), (0, "ask 1 brick")]
    state = play(state, *offer, (0, "propose"), (1, "reject"), (2, "reject"))
    refused(play(state, *offer), 0, "propose", "you already offered or withdrew 1 gold for 1 brick this turn")
    assert state.gold[0] == 3 and state.escrow == [(), (), ()]
