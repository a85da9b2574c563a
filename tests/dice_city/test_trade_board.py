"""By Royal Decree, the trade board and the green trade die (seed, "Plateau de commerce", "Dé de commerce")."""
from .helpers import DISPLAY, GAME, build, die_legal, legal, play

T = "trade-board"


def start(trade=2, modules=T, side="village", dice="white1 yellow2 red2 blue3 black3"):
    forced = [("display", DISPLAY), ("first", "p1"), ("roll", dice), ("roll", "white6 yellow6 red6 blue6 black6"),
              ("trade", str(trade)), ("trade", "5")]
    return GAME.new_state({"players": 2, "modules": modules, "trade_side": side, "deck": "quick"}, 0, forced=forced)


def test_the_trade_die_is_rolled_onto_the_players_own_space_of_its_location():
    """Seed: "chaque joueur dispose d'un espace spécifique pour placer son dé" (P1, P2 ...)."""
    state = start(trade=2)
    assert state.ext[T]["dice"] == (2, 5)


def test_using_the_trade_location_costs_a_resource_left_on_the_location_and_removes_the_die():
    """Seed: "vous devez placer une ressource de votre stock sur le Lieu (pas votre espace, mais le Lieu actuel) et
    enlever le dé de Commerce"."""
    state = start(trade=2)
    assert not [o for o in legal(state) if o.startswith("trade use")]  # nothing to pay with yet
    state = play(state, "white use", "trade use wood")  # village 2: +2 stone
    assert state.cities[0].stock == [0, 2, 0] and state.ext[T]["dice"][0] == 0
    assert state.ext[T]["pools"][1] == (1, 0, 0, 0)


def test_an_army_strength_token_pays_with_one_strength():
    """Seed: "placer un jeton Force Armée ... avoir au moins 1 point de Force Armée et réduire cette Force de 1"."""
    state = start(trade=1)
    state = play(state, "yellow use")
    assert "trade use army" in legal(state)
    state = play(state, "trade move right army")
    assert state.cities[0].strength == 0 and state.ext[T]["pools"][0] == (0, 0, 0, 1)
    assert state.ext[T]["dice"][0] == 2


def test_collecting_takes_everything_on_the_location_for_free_and_army_tokens_are_for_this_turn():
    """Seed: "retirer le dé de Commerce pour collecter tous les jetons et Ressources de son Lieu, il n'y a aucun
    coût"; "Si vous prenez un jeton Force Armée, vous devez l'utiliser durant le tour"."""
    state = start(trade=3)
    state.ext[T] = {**state.ext[T], "pools": ((0, 0, 0, 0), (0, 0, 0, 0), (1, 2, 0, 2), *((0, 0, 0, 0),) * 3)}
    state = play(state, "trade collect")
    assert state.cities[0].stock == [1, 2, 0] and state.cities[0].strength == 2
    assert state.ext[T]["pools"][2] == (0, 0, 0, 0) and state.ext[T]["dice"][0] == 0
    state.rng.forced = [("trade", "4"), ("roll", "white1 yellow1 red1 blue1 black1")]
    state = play(state, "done dice", "done attacks", "end turn")
    assert state.cities[0].strength == 0 and state.ext[T]["dice"][0] == 4  # rolled again at the end of the turn


def test_the_trade_die_is_not_a_city_die():
    """Seed: it takes none of the five actions, no city die moves it, it does not count for PRESENCE, and "tous vos
    dés" does not include it (Aqueduct FAQ: only the 5 city dice are rerolled)."""
    state = start(trade=2, modules="presence,trade-board")
    options = die_legal(state, "white")
    assert all("green" not in o and "trade" not in o for o in options)
    build(state, 0, "k3", "investment-house")
    state = play(state, "white use", "yellow use", "black use")  # 2 city dice left
    assert "pay wood" in legal(state)


def test_caravan_quarter_uses_the_trade_location_without_paying_and_the_die_stays():
    """Seed FAQ Caravan Quarter: no resource placed; it cannot collect; the trade die can still be used after."""
    state = start(trade=1)
    build(state, 0, "w1", "caravan-quarter")
    state = play(state, "white use")  # village 1: +2 wood
    assert state.cities[0].stock == [2, 0, 0] and state.ext[T]["pools"][0] == (0, 0, 0, 0)
    assert state.ext[T]["dice"][0] == 1 and "trade use wood" in legal(state)


def test_the_town_side_has_its_own_locations():
    """Seed: both sides have the same rules; the town's locations are stronger (spec G15 placeholders)."""
    state = start(trade=3, side="town")
    state = play(state, "yellow use", "trade use army")  # town 3: +2 strength
    assert state.cities[0].strength == 2
