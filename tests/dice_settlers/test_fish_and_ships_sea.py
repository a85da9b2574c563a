"""Fish and Ships: the seed sentences the coverage table (docs/rules/western-sea-coverage.md) found without a test —
Ships and the Sea's set-up, Fish tokens, Shore and Island hexes, the Port and the General, Seaside factories,
Govern and scoring on the Sea, the Treasure die in the Roll phase, the end triggers, and the Water tiles' extra
icons. Each cites the seed (shared/seeds/000_85f2547778bf558b.txt); helpers from test_fish_and_ships.py."""
from __future__ import annotations

from dicelands.games.dice_settlers.actions import factory, govern, raid
from dicelands.games.dice_settlers.actions.recruit import recruitable
from dicelands.games.dice_settlers.actions.research import candidates
from dicelands.games.dice_settlers.board import explore_positions, settle_targets
from dicelands.games.dice_settlers.tables import TECHS, TILES
from dicelands.games.dice_settlers.modules.fish_and_ships import sea as sea_rules
from dicelands.games.dice_settlers.modules.fish_and_ships.data import SEA
from dicelands.games.dice_settlers.modules.fish_and_ships.section import sea, update
from dicelands.games.dice_settlers.position import check_state
from dicelands.games.dice_settlers.roll import Manipulate
from dicelands.games.dice_settlers.scoring import score_lines
from dicelands.games.dice_settlers.triggers import check_triggers
from dicelands.geometry.hexgrid import neighbours

from tests.dice_settlers.test_fish_and_ships import (
    GAME, SHIPS, finish_on, give, new_game, path_to, sail, set_up_sea, texts, to_action_phase, treasure_state)
from tests.dice_settlers.test_rules import setup_game


def add_tents(state, cell, seat, count=1):
    counts = list(state.tents[cell])
    counts[seat] += count
    state.tents[cell] = tuple(counts)
    state.players[seat].general -= count


def kind_cells(state, kind):
    return [c for c, t in state.tiles.items() if t in SEA.hexes and SEA.hexes[t].kind == kind]


def test_each_player_has_a_ship_kept_on_the_player_board_until_the_port():
    """seed General Contents / F&S Components: "4 Ship pawns (1 in each player colour)"; Setup › Tiles 5: "Give each
    player their Ship marker (kept on the player board for now)."; the Port: a Ship goes on it with presence."""
    state = to_action_phase(new_game(4))
    assert sea(state).ships == (None, None, None, None)  # one per seat, none on the map yet
    state = set_up_sea(state)
    port = sea(state).port_cell
    assert len(sea(state).ships) == 4 and sea(state).ships[0] == port
    assert all(ship is None for seat, ship in enumerate(sea(state).ships) if not state.tents[port][seat])


def test_the_sea_may_be_laid_out_in_more_than_one_orientation():
    """seed Setting up the Sea 1: "The hex marked Port must be placed according to the normal rules of
    exploration."; Tiles, Note: "Orientation of the Shore and Sea Tiles does not have to match the orientation of the
    base game tiles." (the Sea template turns 12 ways: ruling in docs/rules/dice-settlers.md)"""
    state = to_action_phase(new_game())
    cells = sea_rules.port_cells(state, 0)
    assert cells and set(cells) <= set(explore_positions(state, 0))
    turns = {t for c in cells for t in range(sea_rules.TURNS) if sea_rules.fits(state, c, t)}
    assert sea_rules.TURNS == 12 and len(turns) > 1


def test_fish_tokens_trade_and_gold_substitutes_for_fish():
    """seed F&S › New Resource: Fish: "The resource tokens can be spent as part of a Trade action, using exactly the
    same rules as the other resources. Gold can also substitute for Fish when trading or paying for research."
    (Open Seas costs 1 Fish: spec G24 default.)"""
    state = to_action_phase(new_game())
    give(state, 0, {"bl1": "trade"})
    state.players[0].res.update(fish=1)
    vp = state.players[0].vp
    state = GAME.apply(state, 0, "action trade")
    state = GAME.apply(GAME.apply(state, 0, "spend bl1"), 0, "pay done")
    assert "trade fish" in texts(state, 0)
    state = GAME.apply(state, 0, "trade fish")
    assert state.players[0].res["fish"] == 0 and state.players[0].vp == vp + 2  # as Food, Wood or Iron (G18)
    research = to_action_phase(new_game())
    fish_cost = [t for t in research.tableau if "fish" in dict(TECHS[t].resource_cost)]
    assert fish_cost
    research.players[0].res.update(food=3, wood=3, iron=3, fish=0, gold=0)
    assert not set(fish_cost) & set(candidates(research, 0, 5))
    research.players[0].res.update(gold=3)
    assert set(fish_cost) <= set(candidates(research, 0, 5))  # Gold pays the Fish


def test_islands_have_no_terrain_and_give_no_blue_dice():
    """seed F&S › Shore tiles: "(Note: the Island tiles - see below - are NOT Shore tiles, they do NOT have a terrain
    type.)" Presence on an Island alone recruits no blue die."""
    assert all(TILES[t].terrain is None for t, h in SEA.hexes.items() if h.kind == "island")
    state, cell = finish_on("X6")
    state = GAME.apply(state, 0, "sail done")
    add_tents(state, cell, 1)
    check_state(state)
    assert not any(state.tents[c][1] for c in state.tiles if c != cell and TILES[state.tiles[c]].terrain == "shore")
    assert "blue" not in recruitable(state, 1) and "blue" in recruitable(state, 0)


def test_shore_hexes_are_settled_normally():
    """seed F&S › Shore tiles: "Shore hexes can be settled using a Settle action normally, as any other tiles.\""""
    state = set_up_sea(to_action_phase(new_game()))
    port = sea(state).port_cell
    shore = [n for n in neighbours(port) if n in state.tiles and TILES[state.tiles[n]].terrain == "shore"]
    assert shore and set(shore) <= set(settle_targets(state, 0))
    give(state, 0, {"w1": "settle"})
    state = GAME.apply(state, 0, "action settle")
    state = GAME.apply(GAME.apply(state, 0, "spend w1"), 0, "pay done")
    q, r = shore[0]
    assert f"tent ({q},{r})" in texts(state, 0)
    state = GAME.apply(state, 0, f"tent ({q},{r})")
    assert state.tents[shore[0]][0] == 1


def test_the_general_bypasses_the_ports_absorbed_raid_icon():
    """seed F&S › The Port: "The General's special ability from the Advisor module bypasses this rule." (#151: "Raid
    up to 2 tents ... ignoring all defensive Technologies")"""
    from tests.dice_settlers.test_advisors import active, with_advisor
    state = set_up_sea(to_action_phase(setup_game(2, seed=3, modules="advisors,fish-and-ships")))
    port = sea(state).port_cell
    add_tents(state, port, 1, 2)
    state = active(with_advisor(state, 0, "General"), 0, {"pk1": "advisor"})
    state = GAME.apply(state, 0, "action advisor")
    state = GAME.apply(state, 0, f"raid ({port[0]},{port[1]})")
    state = GAME.apply(GAME.apply(state, 0, "target 1"), 0, "target 1")
    assert state.tents[port][1] == 0  # both tents: no icon absorbed
    check_state(state)


def test_sailing_needs_the_ship_in_play():
    """seed F&S › New Action: Sailing: "Once you have your Ship pawn in play, a new action becomes available:
    Sailing.\""""
    state = set_up_sea(to_action_phase(new_game()))
    give(state, 0, SHIPS)
    assert "action sail" in texts(state, 0)
    port = sea(state).port_cell
    state.players[0].personal += state.tents[port][0]
    state.tents[port] = (0,) + state.tents[port][1:]
    GAME._advance(state)
    assert sea(state).ships[0] is None and "action sail" not in texts(state, 0)


def test_seaside_hexes_are_factories_like_any_other():
    """seed F&S › Seaside hexes: "Seaside hexes are all Factories, and the same rules apply to them as to any other
    Factory tiles. Any effects applicable to other Factories are applicable to them as well." (the free factory
    action, once per round; Docks: tests/dice_settlers/test_fish_and_ships_technologies.py)"""
    state = set_up_sea(to_action_phase(new_game()))
    seaside = kind_cells(state, "seaside")
    assert seaside and all(TILES[state.tiles[c]].factory for c in seaside)
    cell = seaside[0]
    made = TILES[state.tiles[cell]].factory
    add_tents(state, cell, 0, made.tents)
    assert cell in factory.factory_cells(state, 0)
    vp, fish = state.players[0].vp, state.players[0].res["fish"]
    state = GAME.apply(state, 0, f"factory ({cell[0]},{cell[1]})")
    assert state.tents[cell][0] == 0 and (state.players[0].vp, state.players[0].res["fish"]) != (vp, fish)
    add_tents(state, cell, 0, made.tents)
    assert cell not in factory.factory_cells(state, 0)  # once per round, as any factory


def test_a_shared_island_can_be_raided():
    """seed F&S › Island tiles: "Note however, that if multiple players share presence on an Island tile, the Raid
    action may be used to fight for it.\""""
    state, cell = finish_on("X6")
    state = GAME.apply(state, 0, "sail done")
    assert cell not in raid.raid_cells(state, 0)
    add_tents(state, cell, 1)
    assert cell in raid.raid_cells(state, 0) and cell in raid.raid_cells(state, 1)
    raid.raid(state, cell, 1, 1)
    assert state.tents[cell] == (1, 0)


def test_port_shore_and_island_hexes_score_like_any_tile():
    """seed F&S › Island tiles: "Some Islands score end game victory points using the same rules as any other tiles
    with a Victory Point star icon."; Scoring: "The hexes on the Shore/Port tiles and some Island tiles score Victory
    Points like any other Map tiles, using the same rules.\""""
    state, cell = finish_on("X6")
    state = GAME.apply(state, 0, "sail done")
    stars = TILES["X6"].vp_stars
    assert stars and score_lines(state)[0]["tiles"] >= stars.first
    before = score_lines(state)[0]["tiles"]
    add_tents(state, cell, 1, 2)  # seat 1 takes the lead: the first value moves, seat 0 keeps the second
    assert score_lines(state)[0]["tiles"] == before - stars.first + stars.second
    seaside = next(c for c in kind_cells(state, "seaside") if not any(state.tents[c]))
    add_tents(state, seaside, 1)
    assert score_lines(state)[1]["tiles"] == stars.first + TILES[state.tiles[seaside]].vp_stars.first


def test_govern_on_the_port_shore_and_island_hexes():
    """seed F&S › Island tiles: "Note: The Govern Free Action can be taken on the Port, a Seaside hex, Lighthouse hex,
    or on an Island tile using the same rules as for any other tiles.\""""
    state, island = finish_on("X6")
    state = GAME.apply(state, 0, "sail done")
    cells = [sea(state).port_cell, kind_cells(state, "seaside")[0], kind_cells(state, "lighthouse")[0], island]
    for cell in cells:
        add_tents(state, cell, 0, 3 - state.tents[cell][0])
    assert set(cells) <= set(govern.govern_cells(state, 0))
    add_tents(state, island, 1)
    assert island not in govern.govern_cells(state, 0)  # a lead of 2 is not enough, as anywhere


def roll_step_with_treasure(faces):
    state, _ = treasure_state()
    p = state.players[0]
    p.spent_this_round = ()
    state.phase = "roll"
    state.flow = state.flow.set(0, Manipulate())
    give(state, 0, faces)
    return state


def test_treasure_die_rerolled_and_set_like_any_die():
    """seed F&S › The Treasure Die: "Once it is in your Available Die Area, you may reroll/set it like any other die
    using the same effects.\""""
    state = roll_step_with_treasure({"w1": "pioneer", "w2": "pioneer", "t1": "settle+vp"})
    state = GAME.apply(state, 0, "pioneer w1")
    assert "set t1" in texts(state, 0)
    state = GAME.apply(GAME.apply(state, 0, "set t1"), 0, "face fish+gold")
    assert state.players[0].active["t1"] == "fish+gold"
    state = GAME.apply(state, 0, "pioneer w2")
    state = GAME.apply(state, 0, "reroll")
    assert "reroll t1" in texts(state, 0)


def test_treasure_example_a_pioneer_spent_in_the_roll_phase_loses_the_research_icon():
    """seed F&S › The Treasure Die: "if you spend at least one icon it is then placed into your spent dice area, so
    any unused icon is lost."; example: "if the Treasure Die's Pioneer was spent to set another die in the Roll Phase,
    the Research icon is not kept for the Action Phase.\""""
    state = roll_step_with_treasure({"w1": "explore", "t1": "pioneer+research"})
    assert "pioneer t1" in texts(state, 0)
    state = GAME.apply(GAME.apply(state, 0, "pioneer t1"), 0, "set w1")
    state = GAME.apply(state, 0, "face research")
    p = state.players[0]
    assert "t1" in p.spent and "t1" not in p.active and p.active == {"w1": "research"}


def test_the_spymaster_cannot_swap_a_treasure_die():
    """seed F&S › The Treasure Die: "The Treasure Die cannot be removed as part of a Trade action or stolen using the
    Spymaster's Advisor action.\""""
    from dicelands.games.dice_settlers.modules.advisors.spymaster import swappable
    state, _ = treasure_state()
    p = state.players[0]
    assert "t1" in p.spent and "t1" not in swappable(p) and set(swappable(p)) == set(p.spent) - {"t1"}


def test_the_map_stack_running_out_triggers_the_end_with_sea_tiles_face_down():
    """seed F&S › Scoring: "Note: When playing with this module, the endgame triggers are unchanged."; "Sea tiles do
    not have to be flipped face up, and the Map tile stack running out still triggers the end of the game.\""""
    state = set_up_sea(to_action_phase(new_game()))
    check_triggers(state)
    assert "stack" not in state.triggers and sea(state).face_down
    state.removed += list(state.stack)
    state.stack = []
    check_triggers(state)
    assert "stack" in state.triggers and sea(state).face_down


def test_blue_and_treasure_dice_count_as_dice_owned():
    """seed F&S › Scoring: "Blue dice and Treasure Dice count towards the number of dice you own.\""""
    state, _ = treasure_state()
    p = state.players[0]
    owned = [*p.bag, *p.active, *p.spent]
    assert "t1" in owned and any(d.startswith("bl") for d in owned)
    assert score_lines(state)[0]["dice"] == len(owned) // 3


def test_water_actions_add_icons_from_dice_x1_trade_and_x3_research():
    """seed Appendix 3, X1: "Perform a Trade action. You receive 1 Trade icon for this action. You may spend other
    Trade icons generated by dice or abilities of cards and/or tiles."; X3: "Perform a Research action. You receive
    1 Research icon for this action. You may spend other Research icons generated by dice or abilities of cards
    and/or tiles.\""""
    def trade_die(state):
        state.players[0].res.update(food=2)
        give(state, 0, {**SHIPS, "o1": "trade"})
    state, _ = finish_on("X1", before=trade_die)
    state = GAME.apply(state, 0, "sail done")
    assert "spend o1" in texts(state, 0) and "pay done" in texts(state, 0)
    state = GAME.apply(GAME.apply(state, 0, "spend o1"), 0, "pay done")
    state = GAME.apply(state, 0, "trade food")
    assert "trade food" in texts(state, 0)  # the tile's icon and the die's: two trades
    state = GAME.apply(state, 0, "trade food")
    assert state.players[0].res["food"] == 0

    def research_dice(state):
        state.players[0].res.update(food=3, wood=3, iron=3, fish=3, gold=3)
        give(state, 0, {**SHIPS, "gy1": "research", "gy2": "research"})
    state = to_action_phase(new_game())
    s = sea(state)
    if "X3" in s.box:  # the tile boxed unseen at set-up is chance: deal X3 into the deck for this test
        update(state, box=(s.deck[0],), deck=(*s.deck[1:], "X3"))
    state = set_up_sea(state, order=["X3", *sorted(t for t in sea(state).deck if t != "X3")])
    research_dice(state)
    cell = sea(state).sea_cells[0]
    state = sail(state, path_to(state, cell))
    state = GAME.apply(state, 0, "sail done")
    assert "spend gy1" in texts(state, 0) or "spend gy2" in texts(state, 0)
    one_icon = [t for t in texts(state, 0) if t.startswith("research ")]
    state = GAME.apply(state, 0, next(t for t in texts(state, 0) if t.startswith("spend gy")))
    state = GAME.apply(state, 0, next(t for t in texts(state, 0) if t.startswith("spend gy")))
    state = GAME.apply(state, 0, "pay done")
    assert "research" in state.players[0].taken
    assert len([t for t in texts(state, 0) if t.startswith("research ")]) > len(one_icon)
