"""Fish and Ships (Dice Settlers: Western Sea), one test per rule sentence of the seed's module, each citing it:
`seed F&S › <section>: "<words>"` (shared/seeds/000_85f2547778bf558b.txt). Project defaults cite spec §12 or the
ruling in docs/rules/dice-settlers.md. States are reached by legal play with forced chance, then adjusted directly.
"""
from __future__ import annotations

import json

import pytest

from dicelands.engine import get_game
from dicelands.engine.errors import IllegalActionError
from dicelands.games.dice_settlers.actions import explore
from dicelands.games.dice_settlers.actions.recruit import recruitable
from dicelands.games.dice_settlers.board import explore_positions, settle_targets
from dicelands.games.dice_settlers.tables import TILES
from dicelands.games.dice_settlers.draws import refill
from dicelands.games.dice_settlers.modules.fish_and_ships import sea as sea_rules
from dicelands.games.dice_settlers.modules.fish_and_ships.data import SEA
from dicelands.games.dice_settlers.modules.fish_and_ships.section import sea, update
from dicelands.games.dice_settlers.position import check_state

from tests.dice_settlers.test_rules import give, setup_game, texts, to_action_phase

GAME = get_game("dice-settlers")
FS = "fish-and-ships"


def new_game(players=2):
    """Set up with the module (seed 3, seat 0 first), draft and place starting tiles; stop in the Roll phase."""
    return setup_game(players, seed=3, modules=FS)


def set_up_sea(state, seat=0, side="P2", order=None):
    """Explore the Port for `seat` at the first cell where the Sea fits (forced tile order, else sorted)."""
    cell = sea_rules.port_cells(state, seat)[0]
    turn = next(t for t in range(sea_rules.TURNS) if sea_rules.fits(state, cell, t))
    update(state, port="explored")
    deck = sorted(sea(state).deck)
    state.rng.forced = [("tiles", " ".join(order or deck))]
    sea_rules.lay_out(state, seat, side, cell, turn)
    GAME._advance(state)
    while any(s != seat for s in GAME.to_move(state)):  # neighbours decide whether to join the exploration
        other = next(s for s in GAME.to_move(state) if s != seat)
        state = GAME.apply(state, other, "nojoin")
    if "no extra tent" in texts(state, seat):
        state = GAME.apply(state, seat, "no extra tent")
    check_state(state)
    return state


def cell_of(state, tile):
    return next(c for c, t in state.tiles.items() if t == tile)


# ---- set-up --------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_setup_blue_dice_treasure_dice_open_seas_and_the_sea_deck(players):
    """seed F&S › Setup › Dice: "Each player places 1 blue die in their bag"; "return 2/1 blue dice (for 2/3
    players) to the box"; "Place the 4 Treasure dice near the supply. They are not part of the supply and cannot be
    recruited." Technologies: "Find the 'Open Seas' Technology (#101 ...) and put it in the Tableau." Tiles: "If
    playing with less than 4 players, remove the Sea tiles numbered #X8 and #X9"; "Return 1 tile to the box without
    revealing it"; "(6 tiles for 1-3 players and 8 tiles for 4 players)".
    Also seed line 276: "9 blue dice". seed line 295: "The rest of the blue dice are placed into the supply.". seed
    line 314: "Put tile #X7 Tile (Treasure Island) aside, shuffle the rest of the Sea tiles.". seed line 315:
    "Shuffle tile #X7 back in". seed line 318: "All tiles". seed line 319: "Remove tiles #X8, #X9". seed line 327:
    "Add the Fish resource tokens to the supply."."""
    state = GAME.new_state({"players": players, "modules": FS}, seed=5)
    check_state(state)
    p = state.players[0]
    assert "bl1" in p.bag
    if players == 1:
        assert "bl1" in state.bot.queue  # seed F&S › Solo: "add 1 blue die to the Diceoneer's queue"
    removed = {1: 2, 2: 2, 3: 1, 4: 0}[players]
    assert state.box["blue"] == removed
    assert state.supply["blue"] == 9 - removed - state.seats
    assert state.supply["treasure"] == 4
    assert "treasure" not in recruitable(state, 0)
    assert "T101" in state.tableau
    s = sea(state)
    assert len(s.deck) == (8 if players == 4 else 6) and "X7" in s.deck and len(s.box) == 1
    assert set(s.out) == (set() if players == 4 else {"X8", "X9"})
    assert s.port == "stack" and s.port_due == 5
    assert p.res["fish"] == 0  # seed F&S › Resources: "Add the Fish resource tokens to the supply"


def test_base_game_without_the_module_is_unchanged():
    """Nothing of the module is in play without it (issue 9: "switched on by --option modules=...")."""
    state = GAME.new_state({"players": 2}, seed=5)
    assert "blue" not in state.supply and "fish" not in state.players[0].res and "T101" not in state.tableau
    assert not any(label.startswith("sail") for label in GAME.learning.action_labels({"players": 2}))


def test_the_sea_box_tile_is_hidden_and_the_deck_is_not_seen():
    """seed F&S › Setup › Tiles: "Return 1 tile to the box without revealing it"; the Sea tiles are face down."""
    state = GAME.new_state({"players": 2, "modules": FS}, seed=5)
    view = GAME.view(state, 0)
    section = view["modules"][FS]
    assert section["box"] == {"hidden": 1} and section["deck"] == {"hidden": 6}
    assert sorted(view["unseen"]["sea"]) == sorted([*sea(state).deck, *sea(state).box])


# ---- the Port in the map stack ---------------------------------------------------------------------------------------
def test_the_port_is_the_sixth_tile_drawn_and_goes_back_on_top_if_not_chosen():
    """seed F&S › Setup › Tiles: "Place the small hex Port tile (face down) as the 6th tile of the Map tile stack";
    Exploring the Port: "If you choose not to explore the small Port tile ... it is instead placed back on the top of
    the stack".
    Also seed line 280: "1 small Port tile"."""
    state = to_action_phase(new_game())
    for _ in range(5):
        drawn = explore.drawn_tiles(state, 0, 1)
        assert drawn != ["port"]
        state.removed += drawn
    drawn = explore.drawn_tiles(state, 0, 2)
    assert drawn[0] == "port" and sea(state).port == "drawn"
    explore.keep_drawn(state, tuple(drawn), drawn[1])  # the Port is not chosen
    GAME._advance(state)
    assert sea(state).port == "top" and "port" not in state.removed
    assert explore.drawn_tiles(state, 0, 1) == ["port"]


def test_exploring_the_port_sets_up_the_sea_and_places_the_ships():
    """seed F&S › Exploring the Port: "do NOT place it on the map. Instead, carry out the Sea setup"; Setting up the
    Sea 1-5: the large Port tile "as if you have drawn that tile"; "Place tents on the Port hex using the same
    procedure as normal exploration"; "Each player who now has a presence on the Port hex ... places it on the Port
    tile"; the Shore tiles "so that each Seaside hex is adjacent to two Lighthouse hexes"; "place the tiles face
    down".
    Also seed line 313: "Put the multi-hex Port and Shore tiles to the side". seed line 347: "When you explore the
    small Port tile, do NOT place it on the map.". seed line 351: "pick one of its sides and place it as if you have
    drawn that tile". seed line 352: "one of the sides includes an exploration bonus"."""
    state = to_action_phase(new_game())
    personal = state.players[0].personal
    update(state, port="drawn")  # as drawn by Explore (test above); the explorer chose it
    state.flow = state.flow.push(0, explore.PutTile("port"))
    cells = sea_rules.port_cells(state, 0)
    assert texts(state, 0) == [f"put port ({c[0]},{c[1]})" for c in cells]
    state = GAME.apply(state, 0, GAME.legal_actions(state, 0)[0])
    assert any(t.startswith("sea P2") for t in texts(state, 0))
    state = GAME.apply(state, 0, next(a for a in GAME.legal_actions(state, 0) if str(a).startswith("sea P2")))
    if 1 in GAME.to_move(state):
        state = GAME.apply(state, 1, "nojoin")
    s = sea(state)
    assert "port" not in state.tiles.values() and s.port == "explored"
    port = cell_of(state, "port-p2")
    assert s.port_cell == port and state.tents[port][0] == 1
    assert s.ships[0] == port and s.ships[1] is None
    assert len(s.face_down) == 6 and all(c not in state.tiles for c, _, _ in s.face_down)
    kinds = {c: SEA.hexes[t].kind for c, t in state.tiles.items() if t in SEA.hexes}
    from dicelands.geometry.hexgrid import neighbours
    seasides = [cell for cell, kind in kinds.items() if kind == "seaside"]
    assert seasides  # else the check below checks nothing
    for cell in seasides:
        assert sum(kinds.get(n) == "lighthouse" for n in neighbours(cell)) >= 2
    assert state.players[0].personal == personal  # -1 on the Port, +1 P2's exploration bonus
    check_state(state)


def test_four_players_add_two_sea_hexes():
    """seed F&S › Setting up the Sea: "Note: Add 2 Sea hexes in 4-player games only"."""
    state = set_up_sea(to_action_phase(new_game(4)))
    assert len(sea(state).face_down) == 8


# ---- Shore, blue dice, Ship icon, Fish -------------------------------------------------------------------------------
def test_shore_counts_hex_by_hex_and_recruits_blue_dice():
    """seed F&S › Shore tiles: "They are a new terrain type, referred to as Shore. The Port's terrain type is also
    Shore"; "blue dice can be recruited if the player has a presence on at least one Shore tile (not necessarily the
    Port)".
    Also seed line 361: "treat each hex that comprises a multi-hex tile as if they were separate map tiles"."""
    state = set_up_sea(to_action_phase(new_game()))
    assert "blue" in recruitable(state, 0)  # presence on the Port
    assert "blue" not in recruitable(state, 1)
    seaside = cell_of(state, "shore-a1-seaside")
    counts = list(state.tents[seaside])
    counts[1] = 1
    state.tents[seaside] = tuple(counts)
    state.players[1].general -= 1
    assert TILES["shore-a1-seaside"].terrain == "shore" and "blue" in recruitable(state, 1)


def test_empty_shore_hexes_do_not_count_for_exploring():
    """seed F&S › Shore tiles: "empty Shore hexes do NOT count towards the 'at least 2 adjacent tiles' rule, but
    Shore hexes with at least one player's presence on them do"."""
    state = set_up_sea(to_action_phase(new_game()))
    from dicelands.geometry.hexgrid import neighbours
    shore = [c for c, t in state.tiles.items() if TILES[t].terrain == "shore" and not any(state.tents[c])]
    land = {c for c, t in state.tiles.items() if not TILES[t].module}
    lonely = [n for c in shore for n in neighbours(c) if n not in state.tiles and n not in sea_rules.occupied(state)
              and sum(m in state.tiles for m in neighbours(n)) >= 2
              and sum(m in land or (m in state.tiles and any(state.tents[m])) for m in neighbours(n)) < 2]
    assert lonely and not set(lonely) & set(explore_positions(state, 1))
    cell = lonely[0]
    hexes = [m for m in neighbours(cell) if m in state.tiles and m not in land]
    for m in hexes:
        counts = list(state.tents[m])
        counts[1] += 1
        state.tents[m] = tuple(counts)
        state.players[1].general -= 1
    if sum(m in state.tiles for m in neighbours(cell)) >= 2:
        assert cell in explore_positions(state, 1) or explore_positions(state, 1)


def test_ship_icon_manipulates_like_a_pioneer_and_two_ships_pay_any_icon_but_gold():
    """seed F&S › New Icon: Ship: "In step 3 of Roll Phase ... you may spend 1 Ship to set another die or to reroll
    up to 3 of your dice. During the Action Phase, you may spend 2 Ship icons as 1 of any other icon (except Gold)";
    "you may not spend 1 Pioneer and 1 Ship icon as 1 of any other icon".
    Also seed line 335: "The Ship icon behaves exactly like a Pioneer icon."."""
    state = new_game()
    give(state, 0, {"bl1": "ship", "w1": "pioneer", "y1": "food"})
    assert "pioneer bl1" in texts(state, 0)
    state = GAME.apply(state, 0, "pioneer bl1")
    assert {"set w1", "reroll"} <= set(texts(state, 0))
    state = to_action_phase(new_game())
    give(state, 0, {"bl1": "ship", "bl2": "ship", "w1": "pioneer"})
    state = GAME.apply(state, 0, "action settle")
    options = texts(state, 0)
    assert "convert bl1+bl2 as settle" in options
    assert not any("w1" in t and "bl" in t for t in options if t.startswith("convert"))
    state = to_action_phase(new_game())
    give(state, 0, {"bl1": "ship", "bl2": "ship"})
    state = GAME.apply(state, 0, "action harvest")
    assert not any(t.endswith("as gold") for t in texts(state, 0))


def test_fish_is_a_basic_resource_in_the_roll_phase_harvest_and_trade():
    """seed F&S › New Resource: Fish: "It can be spent in step 3 of the Roll Phase to set another die or to draw up
    to 2 dice"; "For each Fish icon spent during the Harvest action, gain 1 resource token"; "The resource tokens
    can be spent as part of a Trade action, using exactly the same rules as the other resources".
    Also seed line 327: "They behave like every other resource.". seed line 341: "The Fish icon behaves like any
    other basic resource". seed line 343: "In the Action Phase Fish may be spent as part of the Harvest action"."""
    state = new_game()
    give(state, 0, {"bl1": "fish", "w1": "pioneer"})
    assert "resource bl1" in texts(state, 0)
    state = to_action_phase(new_game())
    give(state, 0, {"bl1": "fish", "bl2": "fish", "y1": "food"})
    state = GAME.apply(state, 0, "action harvest")
    for die in ("bl1", "bl2", "y1"):
        state = GAME.apply(state, 0, f"spend {die}")
    state = GAME.apply(state, 0, "pay done")
    assert state.players[0].res["fish"] == 2


def test_blue_dice_count_towards_the_colours_for_the_end_trigger():
    """seed F&S › Scoring: "Blue dice still count towards the remaining colours in the pool"."""
    state = to_action_phase(new_game())
    for colour in ("yellow", "green", "grey"):
        state.box[colour] += state.supply[colour]
        state.supply[colour] = 0
    from dicelands.games.dice_settlers.triggers import check_triggers
    check_triggers(state)
    assert "dice" not in state.triggers  # brown, orange and blue left
    state.box["blue"] += state.supply["blue"]
    state.supply["blue"] = 0
    check_triggers(state)
    assert "dice" in state.triggers


# ---- the Port ----------------------------------------------------------------------------------------------------------
def test_ship_leaves_with_presence_and_returns_with_it():
    """seed F&S › The Port: "If you ever lose presence, you also remove your Ship (and return it to your player
    board). It is possible to lose and regain the use of the Ship this way".
    Also seed line 373: "you immediately place your Ship pawn on that hex"."""
    state = set_up_sea(to_action_phase(new_game()))
    port = sea(state).port_cell
    state.tents[port] = (0, 0)
    state.players[0].personal += 1
    GAME._advance(state)
    assert sea(state).ships[0] is None
    state.tents[port] = (1, 0)
    state.players[0].personal -= 1
    GAME._advance(state)
    assert sea(state).ships[0] == port


def test_the_port_absorbs_the_first_raid_icon():
    """seed F&S › The Port: "When taking a Raid action on the Port, the first spent Raid icon has no effect"."""
    from dicelands.games.dice_settlers.actions.raid import raid
    state = set_up_sea(to_action_phase(new_game()))
    port = sea(state).port_cell
    state.tents[port] = (2, 1)
    state.players[0].personal -= 1
    raid(state, port, 0, 1)
    assert state.tents[port] == (2, 1)
    raid(state, port, 0, 2)
    assert state.tents[port] == (1, 1)


# ---- Sailing -------------------------------------------------------------------------------------------------------------
SHIPS = {"bl1": "ship", "bl2": "ship", "bl3": "ship", "bl4": "ship"}


def sailing_state(order=None):
    state = set_up_sea(to_action_phase(new_game()), order=order)
    give(state, 0, SHIPS)
    return state


def sailable_now(state, seat=0):
    from dicelands.games.dice_settlers.modules.fish_and_ships.sailing import sailable
    return sailable(state, sea(state).ships[seat])


def path_to(state, target, seat=0):
    """The shortest Sailing path from the seat's Ship to `target` (Shore and Sea hexes only)."""
    from dicelands.games.dice_settlers.modules.fish_and_ships.sailing import sailable
    start = sea(state).ships[seat]
    paths, frontier = {start: ()}, [start]
    while frontier:
        cell = frontier.pop(0)
        for n in sailable(state, cell):
            if n not in paths:
                paths[n] = paths[cell] + (n,)
                frontier.append(n)
    return paths[target]


def sail(state, path, seat=0):
    state = GAME.apply(state, seat, "action sail")
    for q, r in path:
        state = GAME.apply(state, seat, f"sail ({q},{r})")
    return state


def test_sailing_moves_one_hex_per_ship_icon_peeks_privately_and_flips_the_last():
    """seed F&S › Sailing: "For each Ship icon spent, you may move your Ship to an adjacent Shore hex or an adjacent
    Sea hex. If it is a face-down Sea tile you may peek at it (without revealing it to other players). If the Sea
    tile you finished on is face down, turn it face up".
    Also seed line 381: "As an action spend any number of Ship icons."."""
    state = sailing_state()
    first, second = sea(state).sea_cells[0], sea(state).sea_cells[1]
    path = path_to(state, first)
    state = sail(state, path)
    tile = sea(state).tile_at(first)
    assert len(state.players[0].active) == len(SHIPS) - len(path)  # one Ship die per move
    mine, theirs = GAME.view(state, 0), GAME.view(state, 1)
    assert tile in json.dumps(mine["modules"][FS]["face_down"])
    assert tile not in json.dumps(theirs["modules"][FS]["face_down"])
    assert "sail done" in texts(state, 0)
    state = GAME.apply(state, 0, f"sail ({second[0]},{second[1]})")
    second_tile = sea(state).tile_at(second)
    state = GAME.apply(state, 0, "sail done")
    assert state.tiles[second] == second_tile  # finished on it: face up for everyone
    assert first not in state.tiles and sea(state).tile_at(first) == tile  # passed through: still face down
    check_state(state)


def test_sailing_through_an_illegal_hex_is_refused_and_nothing_changes():
    """seed F&S › Sailing: "move your Ship to an adjacent Shore hex or an adjacent Sea hex"."""
    state = GAME.apply(sailing_state(), 0, "action sail")
    before = GAME.to_position(state)
    land = next(c for c, t in state.tiles.items() if not TILES[t].module)
    with pytest.raises(IllegalActionError, match="sail your Ship one hex"):
        GAME.apply(state, 0, f"sail ({land[0]},{land[1]})")
    far = sea(state).sea_cells[-1]
    with pytest.raises(IllegalActionError, match="sail your Ship one hex"):
        GAME.apply(state, 0, f"sail ({far[0]},{far[1]})")
    assert GAME.to_position(state) == before


@pytest.mark.parametrize("kind", ["seaside", "lighthouse"])
def test_finishing_on_seaside_or_lighthouse_places_a_tent_from_the_general_supply(kind):
    """seed F&S › Seaside hexes / Lighthouse hexes: "you get to place a tent on it directly from the general
    supply".
    Also seed line 381: "gain the benefit of the tile you finished on". seed line 387: "When you finish sailing on a
    Seaside hex you get to place a tent on it directly from the general supply.". seed line 391: "When you finish
    sailing on a Lighthouse hex you get to place a tent on it directly from the general supply."."""
    state = sailing_state()
    target = next(c for c, t in state.tiles.items() if t in SEA.hexes and SEA.hexes[t].kind == kind
                  and not any(state.tents[c]))
    personal, general = state.players[0].personal, state.players[0].general
    state = GAME.apply(sail(state, path_to(state, target)), 0, "sail done")
    assert state.tents[target][0] == 1
    assert state.players[0].personal == personal and state.players[0].general == general - 1


def test_the_port_hex_has_no_benefit():
    """seed F&S › Sailing: "Note: the Port hex has no benefit for finishing sailing movement on"."""
    state = sailing_state()
    port = sea(state).port_cell
    step = path_to(state, sea(state).sea_cells[0])[0]
    state = sail(state, (step, port))
    tents = state.tents[port]
    state = GAME.apply(state, 0, "sail done")
    assert state.tents[port] == tents and "end turn" in texts(state, 0)


def finish_on(tile, before=None):
    """Sail onto the first Sea cell, dealt `tile` (the Sea deck's order forced)."""
    state = sailing_state()
    deck = sorted(t for _, t, _ in sea(state).face_down)
    deck.remove(tile)
    state = sailing_state(order=[tile, *deck])
    if before:
        before(state)
    cell = sea(state).sea_cells[0]
    assert sea(state).tile_at(cell) == tile
    return sail(state, path_to(state, cell)), cell


def test_island_gets_a_tent_only_by_sailing():
    """seed F&S › Island tiles: "When you finish sailing on an Island tile you get to place a tent on it directly
    from the general supply. However ... further tents may not be added via Settle actions, but only via the Sailing
    action"."""
    state, cell = finish_on("X6")
    state = GAME.apply(state, 0, "sail done")
    assert state.tiles[cell] == "X6" and state.tents[cell][0] == 1
    assert cell not in settle_targets(state, 0)


def test_water_tile_grants_its_action_with_one_more_icon():
    """seed F&S › Water tiles: "you gain an additional action - restricted to the type shown on the tile, with one
    additional icon to spend"; Appendix 3 X1: "Perform a Trade action. You receive 1 Trade icon for this action"."""
    state, cell = finish_on("X1", before=lambda s: s.players[0].res.update(food=1))
    state = GAME.apply(state, 0, "sail done")
    assert "pay done" in texts(state, 0)
    state = GAME.apply(state, 0, "pay done")
    assert "trade" in state.players[0].taken and "trade food" in texts(state, 0)


def test_water_tile_has_no_effect_if_that_action_was_taken():
    """seed F&S › Water tiles: "If you have taken that action already this round, then it has no effect".
    Also seed line 331: "each action may only be taken once per round"."""
    def took_trade(state):
        state.players[0].taken += ("trade",)
    state, cell = finish_on("X1", before=took_trade)
    state = GAME.apply(state, 0, "sail done")
    assert "pay done" not in texts(state, 0) and "end turn" in texts(state, 0)


@pytest.mark.parametrize("tile, check", [("X2", lambda p, p0: p.res["fish"] == p0.res["fish"] + 2),
                                         ("X5", lambda p, p0: p.personal == p0.personal + 3)])
def test_x2_gives_two_fish_and_x5_three_tents(tile, check):
    """seed F&S › Water tiles: "Tiles #X2 and #X5 do not provide an additional action: their benefits simply give
    you 2 Fish resource tokens or 3 tents from the general supply to your personal supply instead respectively".
    Also seed line 514: "Gain 2 Fish."."""
    state, cell = finish_on(tile)
    before = state.players[0].copy()
    state = GAME.apply(state, 0, "sail done")
    assert check(state.players[0], before) and "end turn" in texts(state, 0)


# ---- the Treasure die ---------------------------------------------------------------------------------------------------
def treasure_state():
    state, cell = finish_on("X7")
    state = GAME.apply(state, 0, "sail done")
    return state, cell


def test_presence_on_treasure_island_gives_one_treasure_die_to_the_spent_area():
    """seed F&S › The Treasure Die: "When you gain access to the Treasure Die (by establishing presence on Island Tile
    #X7), place one of the Treasure Dice from the supply in your spent dice area. Gaining additional tents on the
    island in question does not grant additional Treasure Dice".
    Also seed line 399: "one island grants access to the Treasure die"."""
    state, cell = treasure_state()
    assert "t1" in state.players[0].spent and state.supply["treasure"] == 3
    state.tents[cell] = (2, 0)
    state.players[0].general -= 1
    GAME._advance(state)
    assert state.supply["treasure"] == 3 and sea(state).treasure[0] == "t1"


def test_treasure_die_never_goes_into_the_bag():
    """seed F&S › The Treasure Die: "Never put the Treasure Die into your bag"."""
    state, _ = treasure_state()
    p = state.players[0]
    p.spent_this_round = ()
    refill(p)
    assert "t1" in p.spent and "t1" not in p.bag


def test_treasure_die_is_rolled_in_step_3_by_spending_a_listed_icon():
    """seed F&S › The Treasure Die: "During Step 3 of the Roll Phase, spend one of the following icons: Pioneer,
    Ship, Wood, Iron, Food, Fish or Gold icon to roll the Treasure Die, and add it to your Available Dice Area"."""
    state, _ = treasure_state()
    state.players[0].spent_this_round = ()
    state.phase = "roll"
    from dicelands.games.dice_settlers.roll import Manipulate
    state.flow = state.flow.set(0, Manipulate())
    give(state, 0, {"w1": "pioneer", "w2": "explore", "y1": "food"})
    options = texts(state, 0)
    assert "treasure roll w1" in options and "treasure roll y1" in options and "treasure roll w2" not in options
    state.rng.forced = [("roll", "t1=settle+vp")]
    state = GAME.apply(state, 0, "treasure roll y1")
    assert state.players[0].active["t1"] == "settle+vp" and "y1" in state.players[0].spent


def test_treasure_example_pioneer_and_pioneer_research_make_two_research_icons():
    """seed F&S › The Treasure Die, example: "A player may spend a die showing Pioneer and the Treasure Die showing
    Pioneer + Research to take a Research action with 2 Research icons".
    Also seed line 420: "You may spend some or all icons shown on the Treasure Die"."""
    state, _ = treasure_state()
    give(state, 0, {"w1": "pioneer", "t1": "pioneer+research"})
    state.players[0].res.update(food=3, wood=3, iron=3, gold=3)  # any technology's resource cost
    state = GAME.apply(state, 0, "end turn")
    state = to_next_turn(state, 0)
    state = GAME.apply(state, 0, "action research")
    state = GAME.apply(state, 0, "treasure pair t1+w1 as research")
    step = state.flow.top(0)
    assert step.paid == ("research", "research")


def to_next_turn(state, seat):
    while seat not in GAME.to_move(state):
        other = GAME.to_move(state)[0]
        state = GAME.apply(state, other, "pass" if "pass" in texts(state, other) else GAME.legal_actions(state, other)[0])
    return state


def test_treasure_example_recruit_and_vp():
    """seed F&S › The Treasure Die, example: "A player performs a Recruit action, using one of their regular dice and
    a Treasure Die. Having 2 Recruit icons still allows them to only Recruit 1 die. However, the action is performed
    and the player also receives 1 Victory Point shown on the Treasure Die"; "gain 1 Victory Point from the supply
    (not the reserve)"."""
    state, _ = treasure_state()
    give(state, 0, {"y1": "recruit", "t1": "recruit+vp"})
    state = to_next_turn(GAME.apply(state, 0, "end turn"), 0)
    vp, supply = state.players[0].vp, state.vp_supply
    state = GAME.apply(state, 0, "action recruit")
    state = GAME.apply(state, 0, "treasure spend t1")
    state = GAME.apply(state, 0, "spend y1")
    assert state.players[0].vp == vp + 1 and state.vp_supply == supply - 1
    state = GAME.apply(state, 0, "pay done")
    assert state.flow.top(0).left == 1


def test_treasure_die_is_not_spent_for_victory_points_alone():
    """seed F&S › The Treasure Die: "It is not allowed to spend the Treasure Die only for the Victory Points, the
    other shown icons must be legally spent"."""
    state, _ = treasure_state()
    give(state, 0, {"y1": "recruit", "t1": "settle+vp"})
    state = to_next_turn(GAME.apply(state, 0, "end turn"), 0)
    state = GAME.apply(state, 0, "action recruit")
    assert not any("t1" in t for t in texts(state, 0))


def test_treasure_die_cannot_be_traded_away():
    """seed F&S › The Treasure Die: "The Treasure Die cannot be removed as part of a Trade action"."""
    state, _ = treasure_state()
    give(state, 0, {"bl5": "trade"})  # a die not spent this round (the Ships sailed with bl1-bl4)
    state = to_next_turn(GAME.apply(state, 0, "end turn"), 0)
    state = GAME.apply(state, 0, "action trade")
    state = GAME.apply(state, 0, "spend bl5")
    state = GAME.apply(state, 0, "pay done")
    assert not any("t1" in t for t in texts(state, 0))


def test_losing_treasure_island_returns_the_die():
    """seed F&S › The Treasure Die: "If you lose your presence from the Treasure Island, immediately return the
    Treasure Die to the supply"."""
    state, cell = treasure_state()
    state.tents[cell] = (0, 0)
    state.players[0].general += 1
    GAME._advance(state)
    assert "t1" not in state.players[0].owned() and state.supply["treasure"] == 4
    assert sea(state).treasure[0] is None
    check_state(state)


# ---- hidden information ---------------------------------------------------------------------------------------------------
def test_belief_sample_redeals_unseen_sea_tiles_but_keeps_the_peeked_ones():
    """issue 9 › Must hold: "The belief sampler re-deals ... face-down Sea tiles ... and never what the player has
    seen"."""
    state = sailing_state()
    first = sea(state).sea_cells[0]
    state = sail(state, path_to(state, first))
    tile = sea(state).tile_at(first)
    cells = {sea(state).tile_at(c) for c, _, _ in sea(state).face_down}
    dealt = set()
    for seed in range(12):
        sample = GAME.sample_state(GAME.view(state, 0), 0, seed)
        assert sea(sample).tile_at(first) == tile
        dealt |= {sea(sample).tile_at(c) for c, _, _ in sea(sample).face_down if c != first}
        check_state(sample)
    assert len(dealt) > 1 and dealt <= cells | set(sea(state).box)


# ---- solo: the Diceoneer's Navy ---------------------------------------------------------------------------------------------
def solo_sea(difficulty="normal"):
    state = GAME.new_state({"players": 1, "modules": FS, "difficulty": difficulty}, seed=3, forced=[("first", "0")])
    while state.phase in ("draft", "start"):
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    state = set_up_sea(to_action_phase(state))
    port = sea(state).port_cell
    if not state.tents[port][1]:  # the Diceoneer has a tent on the Port
        state.tents[port] = (state.tents[port][0], 1)
        state.players[1].general -= 1
    GAME._advance(state)
    assert sea(state).ships[1] == port
    return state


def test_navy_counter_rises_with_blue_ship_faces():
    """seed F&S › Solo Support › Blue die: "When the blue die rolls a Ship, treat it like a Ship icon, but
    additionally increase the Navy counter"; "When the blue die rolls a Fish, treat it like every other resource
    face"; Adjusting difficulty: "Also increase the Navy strength counter when rolling Fish on the blue die"."""
    from dicelands.games.dice_settlers.modules.fish_and_ships import diceoneer_navy as navy
    state = solo_sea()
    navy.rolled(state, {"bl1": "ship", "w1": "pioneer"})
    navy.rolled(state, {"bl1": "fish"})
    assert sea(state).navy == 1
    hard = solo_sea("hard")
    navy.rolled(hard, {"bl1": "fish"})
    assert sea(hard).navy == 1


def test_navy_sails_before_its_action_when_the_d6_is_at_most_the_counter():
    """seed F&S › Solo Support › Changes in the Action Phase: "resolve an additional Sailing action ... The bot has
    access to its Ship. The number rolled on the bot's six-sided die is less than or equal to the value shown on the
    Navy counter"; "first reset the Navy counter to zero. Then move the Ship onto the next hex along this path,
    skipping any shore tiles the bot already has a presence on"; "Shore tile or Island tile: it adds 1 tent directly
    from the general supply".
    Also seed line 458: "resolve an additional Sailing action (see below) before resolving the action selected by
    the Action hex". seed line 467: "it adds 1 tent directly from the general supply to the tile"."""
    from dicelands.games.dice_settlers.modules.fish_and_ships import diceoneer_navy as navy
    state = solo_sea()
    update(state, navy=2)
    navy.before_turn(state, 3)
    assert sea(state).navy == 2 and sea(state).ships[1] == sea(state).port_cell
    navy.before_turn(state, 2)
    stop = sea(state).ships[1]
    assert sea(state).navy == 0 and stop == navy.path(state)[1] and state.tents[stop][1] == 1
    update(state, navy=6)
    navy.before_turn(state, 1)
    assert sea(state).ships[1] == navy.path(state)[2]  # the next hex, the one with its tent skipped on later loops
    check_state(state)
    easy = solo_sea("easy")
    update(easy, navy=2)
    navy.before_turn(easy, 2)  # easier: "only triggered if the rolled value is less than the Navy strength"
    assert sea(easy).ships[1] == sea(easy).port_cell


def test_navy_path_loops_to_the_port():
    """seed F&S › Solo Support: "If the bot finishes its path, it loops around to the Port hex"."""
    from dicelands.games.dice_settlers.modules.fish_and_ships import diceoneer_navy as navy
    state = solo_sea()
    last = navy.path(state)[-1]
    assert navy.next_stop(state, last) == sea(state).port_cell


def test_solo_difficulty_blue_die_at_the_start():
    """seed F&S › Solo Support › Adjusting difficulty: "The bot starts with no blue die. Give it the blue die ...
    automatically when the Port is explored"."""
    state = GAME.new_state({"players": 1, "modules": FS, "difficulty": "easy"}, seed=3)
    assert not any(d.startswith("bl") for d in state.bot.queue)
    state = GAME.new_state({"players": 1, "modules": FS}, seed=3)
    assert "bl1" in state.bot.queue


def bot_off_the_port(state):
    """The Diceoneer's tents leave the Port (raided away), and with them its Ship; returns the Port's cell."""
    port = sea(state).port_cell
    state.players[1].general += state.tents[port][1]
    state.tents[port] = (state.tents[port][0], 0)
    GAME._advance(state)
    assert sea(state).ships[1] is None
    return port


def test_diceoneer_settles_the_port_first_to_get_its_ship_back():
    """seed F&S › Solo Support › Changes in Settle priorities: "If the bot lost access to its Ship (for example by you
    raiding the Port tile), it will consider getting the Ship back (and settling on the Port) its highest priority
    above all else"."""
    from dicelands.games.dice_settlers import diceoneer
    state = solo_sea()
    port = bot_off_the_port(state)
    from dicelands.geometry.hexgrid import neighbours
    land = next(c for c in neighbours(port) if c in state.tiles and not TILES[state.tiles[c]].module)
    counts = list(state.tents[land])
    counts[1] += 1  # the bot keeps a tent beside the Port, so the Port is a tile it may settle
    state.tents[land] = tuple(counts)
    state.players[1].general -= 1
    assert port in settle_targets(state, 1)
    diceoneer._settle(state, 1)
    GAME._advance(state)
    assert state.tents[port][1] == 1 and sea(state).ships[1] == port


def test_diceoneer_treasure_die_has_strength_two():
    """seed F&S › Solo Support › Treasure die: "During resolution, treat the Treasure Die as having a strength of
    2"."""
    from dicelands.games.dice_settlers.modules.fish_and_ships import diceoneer_navy as navy
    assert navy.treasure_strength(None, ["t1", "w1"]) == 1 and navy.treasure_strength(None, ["w1"]) == 0


def test_terminal_shows_the_sea_and_a_peeked_tile_only_to_its_seat():
    """issue 9 › Deliver 5: the terminal renderer shows the module's pieces; "Players' private information (...
    peeked Sea tiles) appears only in their own view"."""
    from rich.console import Console
    state = sailing_state()
    first = sea(state).sea_cells[0]
    state = sail(state, path_to(state, first))
    tile = sea(state).tile_at(first)

    def shown(seat):
        console = Console(width=200, record=True)
        console.print(GAME.show.render(state, seat))
        return console.export_text()

    from dicelands.games.dice_settlers.modules.fish_and_ships.words import sea_tile_words
    from dicelands.games.dice_settlers.words import tile_at, tile_name
    assert f"you peeked: the one {tile_at(state, first)} is {sea_tile_words(tile)}" in shown(0)
    assert "you peeked" not in shown(1) and tile_name(tile) not in shown(1) and "Ships: A on " in shown(1)
    # on the map, as on the table: every face-down tile is a tile back, the same for every seat (the peek stays in
    # the peeker's Sea line), and each Ship lies on its hex (seed Setting up the Sea 5: "place the tiles face down")
    from dicelands.games.dice_settlers.render import map_text
    board = map_text(state, 200).plain
    assert board.count("~~~~~~") == len(sea(state).face_down) and "sA" in board and tile_name(tile) not in board
    assert GAME.show.describe(state, 0, GAME.legal_actions(state, 0)[0]).startswith("seat 0 (A) sails to")


def test_open_seas_sails_once_per_round_with_one_more_ship_icon():
    """seed F&S › Technologies: Open Seas "put it in the Tableau"; its effect is spec §12 G24's default: "once per
    round, as an extra action, Sail with +1 Ship icon" (offered after the turn's action: ruling in
    docs/rules/dice-settlers.md); Water tiles: "you may perform the action granted by a Water tile and the action
    granted by 'Open Seas' in any order you choose"."""
    state = set_up_sea(to_action_phase(new_game()))
    state.players[0].techs = ("T101",)
    give(state, 0, {"y1": "food"})
    assert "open seas" not in texts(state, 0)
    state = GAME.apply(state, 0, "action harvest")
    state = GAME.apply(state, 0, "spend y1")
    state = GAME.apply(state, 0, "pay done")
    assert "open seas" in texts(state, 0)
    state = GAME.apply(state, 0, "open seas")
    step = path_to(state, sea(state).sea_cells[0])[0]
    state = GAME.apply(state, 0, f"sail ({step[0]},{step[1]})")
    assert "sail done" in texts(state, 0) and not any(t.startswith("sail (") for t in texts(state, 0))
    state = GAME.apply(state, 0, "sail done")
    assert "open seas" not in texts(state, 0) and "sail" not in state.players[0].taken
