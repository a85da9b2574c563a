"""Location abilities (spec §5.1-5.3, data from a fan program: gap G2) and the rulings in docs/rules/dice-city.md."""
from .helpers import build, die_legal, legal, play, start


def test_bazaar_deactivates_itself_and_gains_one_of_each():
    """spec §5.3 Bazaar: 'DEACTIVATE: gain 1 wood, 1 stone and 1 iron'."""
    state = start(dice=(1, 2, 2, 3, 3))
    build(state, 0, "w1", "bazaar")
    state = play(state, "white use")
    assert state.cities[0].stock == [1, 1, 1] and state.cities[0].off[0]
    assert "reactivate w1" in die_legal(state, "yellow")


def test_a_deactivated_location_cannot_be_used_but_its_die_can_reactivate_it():
    """spec §3.1: a deactivated location cannot be used (A1); A3 removes a deactivation token."""
    state = start(dice=(1, 2, 2, 3, 3))
    build(state, 0, "w1", "bazaar")
    state.cities[0].off[0] = True
    options = die_legal(state, "white")
    assert "use" not in options and "reactivate w1" in options


def test_mint_and_blacksmith_add_to_harvest_and_army_output():
    """spec §5.3 Mint / Blacksmith (ongoing, G3): +1 resource per Harvest use, +1 strength per army use."""
    state = start(dice=(1, 2, 2, 3, 3))
    build(state, 0, "w1", "lumber-mill")
    build(state, 0, "k6", "mint")
    build(state, 0, "k5", "blacksmith")
    state = play(state, "white use", "yellow use")
    assert state.cities[0].stock[0] == 3 and state.cities[0].strength == 2


def test_an_ongoing_card_spends_the_die_for_nothing():
    """seed, Theater FAQ: ongoing cards used with a die have no further effect."""
    state = start(dice=(1, 2, 2, 3, 3))
    build(state, 0, "w1", "great-wall")
    after = play(state, "white use")
    assert after.cities[0].stock == [0, 0, 0] and after.cities[0].used == ("great-wall",)


def test_town_hall_copies_any_location_and_church_only_one_with_a_die():
    """spec §5.3 Town Hall / Church; ruling: a copier cannot copy another copier."""
    state = start(dice=(1, 2, 2, 3, 3))
    build(state, 0, "w1", "town-hall")
    build(state, 0, "y1", "church")
    build(state, 0, "w6", "manor")
    state = play(state, "white use")
    options = legal(state)
    assert "copy w6" in options and "copy y1" not in options and "copy w1" not in options
    state = play(state, "copy w6")
    assert state.cities[0].vp_tokens == 2
    church = play(start(dice=(1, 1, 2, 3, 6)), )
    build(church, 0, "w1", "church")
    build(church, 0, "k6", "manor")
    build(church, 0, "k1", "manor")
    options = legal(play(church, "white use"))
    assert "copy k6" in options and "copy k1" not in options


def test_cemetery_copies_in_its_row_and_deactivates():
    state = start(dice=(1, 2, 2, 3, 3))
    build(state, 0, "w1", "cemetery")
    state = play(state, "white use")
    assert set(legal(state)) == {f"copy w{n}" for n in range(2, 7)}
    state = play(state, "copy w2")
    assert state.cities[0].stock == [0, 1, 0] and state.cities[0].off[0]


def test_storehouse_and_market_place():
    """spec §5.3: Storehouse pays 1 for 3 of a type; Market Place pays 1-2 of one type for 2 others each."""
    state = start(dice=(1, 2, 2, 3, 3))
    build(state, 0, "y2", "storehouse")
    state = play(state, "white use", "yellow use")
    assert legal(state) == ["pay wood"]
    state = play(state, "pay wood")
    assert state.cities[0].stock == [3, 0, 0]
    build(state, 0, "r2", "market-place")
    state = play(state, "red use", "pay wood", "pay wood")
    assert legal(state) == ["gain stone", "gain iron"]
    state = play(state, "gain stone", "gain stone", "gain iron", "gain iron")
    assert state.cities[0].stock == [1, 2, 2] and legal(state)[0].startswith("blue ")


def test_barracks_builds_a_free_regular_army():
    state = start(dice=(1, 2, 2, 3, 3))
    build(state, 0, "w1", "barracks")
    state = play(state, "white use", "place k6")
    assert state.cities[0].built[29] == ("regular-army",) and state.supply["regular-army"] == 14


def test_well_rerolls_its_die_and_the_chosen_ones():
    state = start(dice=(1, 2, 2, 3, 3))
    build(state, 0, "w1", "well")
    state = play(state, "white use", "reroll red")
    state.rng.forced = [("roll", "white5 red6")]
    state = play(state, "roll")
    assert state.cities[0].dice == [5, 2, 6, 3, 3]


def test_stables_moves_a_die_anywhere_in_its_row():
    state = start(dice=(1, 2, 2, 3, 3))
    build(state, 0, "w1", "stables")
    state = play(state, "white use", "stable black 6")
    assert state.cities[0].dice == [0, 2, 2, 3, 6]


def test_grand_statue_buys_up_to_three_vp_with_stone_and_iron_when_built():
    state = start(dice=(1, 2, 2, 3, 3))
    state.cities[0].stock = [0, 4, 3]
    state.display[0] = "grand-statue"
    state = play(state, "done dice", "done attacks", "build d1", "place w1")
    assert legal(state) == ["statue stone", "statue iron", "statue done"]
    state = play(state, "statue stone", "statue stone", "statue iron")
    assert state.cities[0].vp_tokens == 3 and state.cities[0].stock == [0, 1, 1] and "end turn" in legal(state)


def test_festival_hall_and_merchant_guild():
    state = start(dice=(1, 2, 2, 3, 3))
    build(state, 0, "w1", "festival-hall")
    build(state, 0, "k1", "merchant-guild")
    build(state, 0, "k2", "quarry")
    build(state, 0, "k4", "quarry")
    state.cities[0].stock = [2, 5, 1]
    state = play(state, "white use")
    assert state.cities[0].vp_tokens == 3
    state.cities[0].dice[4] = 1
    state = play(state, "black use")
    assert state.cities[0].stock == [2, 7, 1] and state.cities[0].off[24]
