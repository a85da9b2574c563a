"""By Royal Decree, the trade board and the green trade die (seed, "Plateau de commerce", "Dé de commerce")."""
from dicelands.games.dice_city.components import SPACES as GAME_SPACES
from dicelands.games.dice_city.modules.trade_board.board import army_left

from .helpers import DISPLAY, GAME, build, die_legal, legal, play

T = "trade-board"


def start(trade=2, modules=T, side="village", dice="white1 yellow2 red2 blue3 black3"):
    forced = [("display", DISPLAY), ("first", "p1"), ("roll", dice), ("roll", "white6 yellow6 red6 blue6 black6"),
              ("trade", str(trade)), ("trade", "5")]
    return GAME.new_state({"players": 2, "modules": modules, "trade_side": side, "deck": "quick"}, 0, forced=forced)


def test_the_trade_die_is_rolled_onto_the_players_own_space_of_its_location():
    """Seed: "À son tour, le joueur lance le dé de commerce vert et le place sur le lieu résultant du plateau de
    commerce"; "chaque joueur dispose d'un espace spécifique pour placer son dé" (P1, P2 ...)."""
    state = start(trade=2)
    assert state.ext[T]["dice"] == (2, 5)


def test_using_the_trade_location_costs_a_resource_left_on_the_location_and_removes_the_die():
    """Seed: "vous devez placer une ressource de votre stock sur le Lieu (pas votre espace, mais le Lieu actuel) et
    enlever le dé de Commerce"; "Si vous ne pouvez pas placer une ressource ou un jeton Force Armée, vous ne pouvez
    pas utiliser le dé de Commerce"."""
    state = start(trade=2)
    assert not [o for o in legal(state) if o.startswith("trade use")]  # nothing to pay with yet
    state = play(state, "white use", "trade use wood")  # village 2: +2 stone
    assert state.cities[0].stock == [0, 2, 0] and state.ext[T]["dice"][0] == 0
    assert state.ext[T]["pools"][1] == (1, 0, 0, 0)


def test_an_army_strength_token_pays_with_one_strength():
    """Seed: "Vous pouvez également choisir de placer un jeton Force Armée sur le Lieu. Pour ce faire, vous devez
    avoir au moins 1 point de Force Armée et réduire cette Force de 1"; moving to an adjacent location pays the same
    way."""
    state = start(trade=1)
    state = play(state, "yellow use")
    assert "trade use army" in legal(state)
    state = play(state, "trade move right army")
    assert state.cities[0].strength == 0 and state.ext[T]["pools"][0] == (0, 0, 0, 1)
    assert state.ext[T]["dice"][0] == 2


def test_collecting_takes_everything_on_the_location_for_free_and_army_tokens_are_for_this_turn():
    """Seed: "Vous pouvez retirer le dé de Commerce pour collecter tous les jetons et Ressources de son Lieu, il n'y
    a aucun coût pour le faire"; "Si vous prenez un jeton Force Armée, vous devez l'utiliser durant le tour où vous
    le prenez. Les jetons de Force Armée ne peuvent pas être stockés dans votre réserve pour les prochains tours.
    Tous les points de Force Armée qui n'ont pas été utilisés sont perdus à la fin du tour"; the trade die is rolled
    again at the end of the turn (G14)."""
    state = start(trade=3)
    state.ext[T] = {**state.ext[T], "pools": ((0, 0, 0, 0), (0, 0, 0, 0), (1, 2, 0, 2), *((0, 0, 0, 0),) * 3)}
    state = play(state, "trade collect")
    assert state.cities[0].stock == [1, 2, 0] and state.cities[0].strength == 2
    assert state.ext[T]["pools"][2] == (0, 0, 0, 0) and state.ext[T]["dice"][0] == 0
    state.rng.forced = [("trade", "4"), ("roll", "white1 yellow1 red1 blue1 black1")]
    state = play(state, "done dice", "done attacks", "end turn")
    assert state.cities[0].strength == 0 and state.ext[T]["dice"][0] == 4  # rolled again at the end of the turn


def test_the_trade_die_is_not_a_city_die():
    """Seed: "Le dé de Commerce est différent de tous les autres dés de Dice City. Il ne peut pas être utilisé pour
    aucune des cinq actions normales"; "Un dé dans votre cité ne peut pas non plus être utilisé pour déplacer le Dé
    de Commerce"; "Le dé de Commerce ne compte pas non plus pour la capacité PRESENCE" (Présence: "le dé de commerce
    vert ne compte pas pour la PRESENCE")."""
    state = start(trade=2, modules="presence,trade-board")
    options = die_legal(state, "white")
    assert all("green" not in o and "trade" not in o for o in options)
    build(state, 0, "k3", "investment-house")
    state = play(state, "white use", "yellow use", "black use")  # 2 city dice left
    assert "pay wood" in legal(state)


def test_caravan_quarter_uses_the_trade_location_without_paying_and_the_die_stays():
    """Seed FAQ Caravan Quarter: "Dois-je placer une ressource sur le lieu du plateau de Commerce que je souhaite
    activer ? Non, vous ne le faites pas."; "Si j'utilise Caravan Quarter pour utiliser le lieu sur lequel mon dé de
    Commerce se trouve, puis-je utiliser ensuite ce dé de Commerce ? Oui ... La capacité de Caravan Quarter est
    d'utiliser le dé de Commerce indépendamment de ce que vous en faites". The location is the one of the player's
    own die ("cela signifie sur l'espace approprié pour ce joueur"): Caravan Quarter is a card that "cible
    spécifiquement le dé"."""
    state = start(trade=1)
    build(state, 0, "w1", "caravan-quarter")
    state = play(state, "white use")  # village 1: +2 wood
    assert state.cities[0].stock == [2, 0, 0] and state.ext[T]["pools"][0] == (0, 0, 0, 0)
    assert state.ext[T]["dice"][0] == 1 and "trade use wood" in legal(state)


def test_the_town_side_has_its_own_locations():
    """Seed: "1 plateau de commerce double-face"; "Les joueurs doivent tous être d'accord pour utiliser le plateau
    de commerce spécifique au début de la partie. Les règles pour les deux faces du plateau sont identiques": the
    side is a game option (trade_side), the town side takes the same trade-die actions; its locations are stronger
    (spec G15 placeholders)."""
    state = start(trade=3, side="town")
    state = play(state, "yellow use", "trade use army")  # town 3: +2 strength
    assert state.cities[0].strength == 2


def test_moving_the_trade_die_needs_a_payment_like_using_it():
    """Seed: "Vous pouvez déplacer le dé de Commerce vers un Lieu adjacent, mais pour ce faire, vous devez placer
    une Ressource ou un jeton Force Armée sur le Lieu actuel"; "Si vous ne pouvez pas placer un tel jeton ou
    ressource, vous ne pouvez pas déplacer le dé de Commerce"; collecting stays free."""
    state = start(trade=2)
    trade = [o for o in legal(state) if o.startswith("trade")]
    assert trade == ["trade collect"]
    state = play(state, "white use", "trade move left wood")  # a wood left on location 2
    assert state.ext[T]["dice"][0] == 1 and state.ext[T]["pools"][1] == (1, 0, 0, 0)


def test_nobody_builds_on_the_trade_board_and_it_shares_no_column_with_the_city():
    """Seed: "Le plateau de commerce n'est pas considéré comme faisant partie de votre cité. Il ne partage également
    aucune colonne avec les colonnes de votre ville. Aucun joueur ne peut construire des cartes Lieux sur le plateau
    de commerce." A new card goes on one of the 30 city spaces only; moving a city die never reaches it."""
    state = start(trade=2)
    state.cities[0].stock = [2, 2, 2]
    state = play(state, "done dice", "done attacks", "build lumber-mill")
    assert sorted(legal(state)) == sorted(f"place {s}" for s in GAME_SPACES)
    moves = [o for o in die_legal(start(trade=1), "yellow") if o.startswith("move")]
    assert moves and {o.split()[1] for o in moves} == {"white", "red", "blue", "black"}


def test_a_trade_location_that_names_another_die_or_location_means_your_city():
    """Seed: "Lorsque le plateau de Commerce fait référence à un autre dé ou Lieu ... il fait référence aux dés ou
    aux Lieux dans votre Cité et non les dés ou les Lieux des autres joueurs sur le plateau de Commerce" (the town
    side's copy and move locations, spec G15 placeholders)."""
    state = start(trade=5, side="town")
    build(state, 0, "k3", "manor")
    state = play(state, "white use", "trade use wood")  # town 5: use a city location that has a die on it
    assert sorted(legal(state)) == ["copy b3", "copy k3", "copy r2", "copy y2"]
    assert play(state, "copy k3").cities[0].vp_tokens == 2
    state = start(trade=6, side="town")
    state = play(state, "white use", "trade use wood")  # town 6: move one of your city dice in its row
    assert {o.split()[1] for o in legal(state)} == {"yellow", "red", "blue", "black"}


def test_aqueduct_never_rolls_the_trade_die():
    """Seed FAQ Aqueduct: "Est-ce que je peux, aussi, relancer le dé de Commerce ? Non, vous ne lancez que les 5
    dés dans votre Cité"."""
    state = start(trade=2, modules="presence,trade-board")
    build(state, 0, "w1", "aqueduct")
    state.rng.forced = [("roll", "white5 yellow5 red5 blue5 black5")]
    state = play(state, "white use")
    assert state.cities[0].dice == [5, 5, 5, 5, 5] and state.ext[T]["dice"] == (2, 5)


def test_the_expansion_brings_one_trade_die_per_player_and_12_army_tokens():
    """Seed, Matériel: "12 jetons Puissance Militaire", "4 dés verts de commerce" (one per player, P1..P4)."""
    forced = [("display", DISPLAY), ("first", "p1")] + [("roll", "white1 yellow1 red1 blue1 black1")] * 4
    forced += [("trade", str(n)) for n in (1, 2, 3, 4)]
    state = GAME.new_state({"players": 4, "modules": T, "deck": "quick"}, 0, forced=forced)
    assert state.ext[T]["dice"] == (1, 2, 3, 4)
    assert army_left(state.ext[T]) == 12


def test_each_option_goes_without_the_other():
    """Seed: "Deux options sont disponible avec cette extension": the trade board without the Queen's Plans and the
    plans without the trade board."""
    assert "queens-plans" not in start(trade=2).ext
    forced = [("display", DISPLAY), ("first", "p1"), ("roll", "white1 yellow1 red1 blue1 black1"),
              ("roll", "white1 yellow1 red1 blue1 black1"), ("plans", "q01 q02 q03 q04 q05 q06")]
    plans_only = GAME.new_state({"players": 2, "modules": "queens-plans"}, 0, forced=forced)
    assert T not in plans_only.ext and not [o for o in legal(plans_only) if o.startswith("trade")]


def test_the_trade_board_and_every_trade_die_are_in_every_players_view():
    """Seed: "Placez le plateau dans une zone centrale de la table avec le côté choisi visible, où tous les joueurs
    peuvent y accéder": every player (and an onlooker) sees the side, every trade die and the tokens left there."""
    state = start(trade=2, side="town")
    state = play(state, "white use", "trade move left wood")
    for reader in (0, 1, None):
        view = GAME.view(state, reader)
        assert view["options"]["trade_side"] == "town"
        assert view["modules"][T]["dice"] == [1, 5] and view["modules"][T]["pools"][1]["wood"] == 1


def test_the_resource_left_may_be_wood_stone_or_iron():
    """Seed: "La ressource peut être une ressource de bois, de pierre ou de fer"; with no strength, no army token."""
    state = start(trade=2)
    state.cities[0].stock = [1, 1, 1]
    assert sorted(o for o in legal(state) if o.startswith("trade use")) == [
        "trade use iron", "trade use stone", "trade use wood"]
    state = play(state, "trade use iron")
    assert state.cities[0].stock == [1, 3, 0] and state.ext[T]["pools"][1] == (0, 0, 1, 0)


def test_an_ability_naming_other_dice_never_reaches_the_trade_die():
    """Seed: the trade die "peut être affecté par une carte Lieu qui cible spécifiquement le dé, mais pas les capacités
    qui se réfèrent à tous vos dés, un autre dé, autres dés": a Well ("any of your other unused dice") offers the
    city dice only and never rolls the trade die."""
    state = start(trade=2)
    build(state, 0, "w1", "well")
    state = play(state, "white use")
    assert sorted(legal(state)) == ["reroll black", "reroll blue", "reroll red", "reroll yellow", "roll"]
    state.rng.forced = [("roll", "white6 yellow6 red6 blue6 black6")]
    state = play(state, "reroll yellow", "reroll red", "reroll blue", "reroll black", "roll")
    assert state.ext[T]["dice"] == (2, 5)


def test_caravan_quarter_only_uses_the_ability_and_never_collects():
    """Seed FAQ Caravan Quarter: "Puis-je utiliser Caravan Quarter et au lieu d'utiliser la capacité d'un lieu du
    plateau de Commerce, prendre les ressources qui s'y trouvent ? Non, vous ne pouvez pas. Caravan Quarter vous
    permet seulement d'utiliser la capacité": the tokens stay on the location, and only the trade die collects them."""
    state = start(trade=1)
    state.ext[T] = {**state.ext[T], "pools": ((0, 1, 1, 1), *((0, 0, 0, 0),) * 5)}
    build(state, 0, "w1", "caravan-quarter")
    state = play(state, "white use")  # village 1: +2 wood, nothing else
    assert state.cities[0].stock == [2, 0, 0] and state.cities[0].strength == 0
    assert state.ext[T]["pools"][0] == (0, 1, 1, 1)
    state = play(state, "trade collect")
    assert state.cities[0].stock == [2, 1, 1] and state.cities[0].strength == 1


def test_bandit_only_strength_never_pays_an_army_token():
    """Seed: to leave "un jeton Force Armée" the player must "avoir au moins 1 point de Force Armée et réduire cette
    Force de 1"; a Watchtower's strength that "can only be used against Bandits" is not that strength (ruling R29,
    as R6): with only it, the trade die can just be collected."""
    state = start(trade=2)
    state.cities[0].bandit_strength = 2
    assert [o for o in legal(state) if o.startswith("trade")] == ["trade collect"]


def test_the_alchemist_as_the_last_city_die_ignores_the_trade_die():
    """Seed, Présence: "Notez que le dé de commerce vert ne compte pas pour la PRESENCE": with the trade die still on
    the board, the Alchemist (PRESENCE 0) as the last city die works."""
    state = start(trade=2, modules="presence,trade-board")
    state.cities[0].dice = [1, 0, 0, 0, 0]
    build(state, 0, "w1", "alchemist")
    state = play(state, "white use")
    assert state.ext[T]["dice"][0] == 2 and state.cities[0].stock == [1, 1, 1]


def test_the_trade_die_may_move_again_paying_each_time_then_be_used():
    """Seed: "Vous pouvez déplacer le dé de Commerce vers un Lieu adjacent, mais pour ce faire, vous devez placer une
    Ressource ou un jeton Force Armée sur le Lieu actuel" - the seed sets no limit, so each move is paid on the
    location it leaves and the die may move on or be used after it (ruling R30); without payment only collecting
    is left."""
    state = start(trade=2)
    state.cities[0].stock = [3, 0, 0]
    state = play(state, "trade move left wood", "trade move right wood")
    assert state.ext[T]["dice"][0] == 2 and state.ext[T]["pools"][:2] == ((1, 0, 0, 0), (1, 0, 0, 0))
    state = play(state, "trade use wood")  # village 2: +2 stone
    assert state.cities[0].stock == [0, 2, 0] and state.ext[T]["pools"][1] == (2, 0, 0, 0)
