"""Forcing the order of a shuffled deck (engine/chance.py `forced_items`, `Rng.shuffled`), and every deck a game
shuffles: each one a chance event a scenario can force, an impossible order a ChanceError naming the reason."""
import pytest

from dicelands.engine import ChanceError, Rng
from dicelands.engine.chance import forced_items
from dicelands.engine.registry import get_game


def test_a_forced_order_names_every_item_once_in_order_with_name_times_n_for_repeats():
    assert forced_items("c b a", ["a", "b", "c"], "the deck") == ["c", "b", "a"]
    assert forced_items("knight*2 monopoly", ["knight", "monopoly", "knight"], "the deck") == [
        "knight", "knight", "monopoly"]
    assert forced_items("3 1", [1, 2, 3], "the tokens", 2) == [3, 1]  # items matched by their text


@pytest.mark.parametrize("text, count, reason", [
    ("a b d", None, "'d' is not in the deck (a b*2)"),
    ("a b b b", None, "'b' is named 3 times, there are 2 in the deck"),
    ("a b", None, "2 named, the deck holds 3: missing b"),
    ("b a", 1, "name 1 of the deck, not 2"),
    ("a*0 b b", None, "'a*0': write a name, or name*N"),
    ("*2", None, "'*2': write a name"),
])
def test_an_impossible_order_says_why(text, count, reason):
    with pytest.raises(ValueError) as error:
        forced_items(text, ["a", "b", "b"], "the deck", count)
    assert reason in str(error.value)


def test_shuffled_without_a_forced_order_draws_as_shuffle_does_and_a_forced_one_is_a_chance_error_if_impossible():
    items, same = list(range(10)), list(range(10))
    Rng(5).shuffle(same)
    assert Rng(5).shuffled("deck", items, "the deck") == same
    deck = Rng(5, [("deck", "c a b")]).shuffled("deck", ["a", "b", "c"], "the deck", top_last=True)
    assert deck == ["b", "a", "c"]  # drawn from its end: c is the top card
    with pytest.raises(ChanceError, match="forced deck 'c a': 2 named, the deck holds 3: missing b"):
        Rng(5, [("deck", "c a")]).shuffled("deck", ["a", "b", "c"], "the deck")


DEVELOPMENT = "monopoly knight*14 victory-point*5 road-building*2 year-of-plenty*2 monopoly"


def test_catan_development_deck_terrains_and_harbors():
    """Base rulebook set-up: the development cards are shuffled face down; variable set-up shuffles the terrain
    hexes and the harbors."""
    game = get_game("catan")
    terrains = "desert forest*4 pasture*4 fields*4 hills*3 mountains*3"
    state = game.new_state({"board": "random", "setup": "draft"}, 1, [
        ("terrains", terrains), ("harbors", "any*4 wool ore grain brick lumber"), ("deck", DEVELOPMENT)])
    position = game.to_position(state)
    assert position["deck"][-1] == "monopoly" and position["deck"][-2] == "knight"  # the top is the end
    assert [t["terrain"] for t in position["board"]["tiles"]][:2] == ["desert", "forest"]
    assert [h["kind"] for h in position["board"]["harbors"]][4:] == ["wool", "ore", "grain", "brick", "lumber"]
    with pytest.raises(ChanceError, match="'dragon' is not in the development deck"):
        game.new_state({}, 1, [("deck", "dragon " + DEVELOPMENT)])


def test_dice_city_deck_is_the_whole_deck_top_first_and_the_display_is_dealt_from_it():
    """Rulebook set-up: shuffle the location cards into a deck, deal the display from its top."""
    game = get_game("dice-city")
    types = ("storehouse market-place bazaar merchant-guild mint barracks blacksmith catapult watchtower training-camp "
             "manor festival-hall grand-statue great-wall cathedral town-hall church cemetery stables well").split()
    order = " ".join(f"{t}*3" for t in types)
    state = game.new_state({"players": 2}, 3, [("deck", order)])
    assert state.display == ["storehouse"] * 3 + ["market-place"] * 3 + ["bazaar"] * 2
    assert state.deck[-1].startswith("bazaar.") and len(state.deck) == 52
    with pytest.raises(ChanceError, match="'well' is named 4 times, there are 3 in the cards in play"):
        game.new_state({"players": 2}, 3, [("deck", order + " well")])


def test_dice_settlers_envoys_face_up_and_enclosures_deck():
    """Seed, Envoys set-up: 'Shuffle the Envoys together, and deal 4 of them face up'; Enclosures set-up: shuffle,
    deal 2 to each player."""
    game = get_game("dice-settlers")
    state = game.new_state({"players": 2, "modules": "envoys"}, 3,
                           [("first", "0"), ("envoys", "envoy-129 envoy-128 envoy-127 envoy-125")])
    assert state.ext["envoys"]["display"] == ("envoy-129", "envoy-128", "envoy-127", "envoy-125")
    assert not state.rng.forced
    with pytest.raises(ChanceError, match="name 4 of the Envoys, not 3"):
        game.new_state({"players": 2, "modules": "envoys"}, 3, [("first", "0"), ("envoys", "envoy-129 envoy-128 "
                                                                                           "envoy-127")])
    cards = [f"e{n}" for n in range(131, 147)]
    state = game.new_state({"players": 2, "modules": "enclosures"}, 3, [("first", "0"), ("enclosures", " ".join(cards))])
    hands = state.ext["enclosures"]["hands"]
    assert sorted(hands[0]) == ["e131", "e132"] and sorted(hands[1]) == ["e133", "e134"]
    assert state.ext["enclosures"]["deck"][-1] == "e135"
    with pytest.raises(ChanceError, match="'e131' is named 2 times"):
        game.new_state({"players": 2, "modules": "enclosures"}, 3,
                       [("first", "0"), ("enclosures", " ".join(cards + ["e131"]))])


def test_queens_plans_deal_names_the_impossible_plan():
    game = get_game("dice-city")
    with pytest.raises(ChanceError, match="'q01' is named 2 times, there is 1 in the Queen's Plans"):
        game.new_state({"players": 2, "modules": "queens-plans"}, 3, [("plans", "q01 q01 q02 q03 q04 q05")])
    with pytest.raises(ChanceError, match="'q99' is not in the Queen's Plans"):
        game.new_state({"players": 2, "modules": "queens-plans"}, 3, [("plans", "q99 q01 q02 q03 q04 q05")])


def test_the_envoy_drawn_to_refill_the_display_can_be_forced():
    """Seed, Envoys, End of the Round: a hired Envoy is replaced from the deck (its deck is a set drawn at random, so
    each refill is its own chance event)."""
    from dicelands.games.dice_settlers.modules.envoys import rules
    game = get_game("dice-settlers")
    state = game.new_state({"players": 2, "modules": "envoys"}, 3,
                           [("first", "0"), ("envoys", "envoy-129 envoy-128 envoy-127 envoy-125")])
    rules.put(state, display=("envoy-129", "envoy-128", "envoy-127"), current="")  # envoy-125 was hired
    deck = state.ext["envoys"]["deck"]
    state.rng.forced.append(("envoys", deck[-1]))
    rules.end_of_round(state)
    assert state.ext["envoys"]["display"][-1] == deck[-1] and deck[-1] not in state.ext["envoys"]["deck"]
    rules.put(state, display=("envoy-129", "envoy-128", "envoy-127"))
    state.rng.forced.append(("envoys", "envoy-125"))
    with pytest.raises(ChanceError, match="'envoy-125' is not in the Envoy deck"):
        rules.end_of_round(state)
