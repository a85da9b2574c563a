"""By Royal Decree, PRESENCE and the expansion's locations: every FAQ ruling of the seed (003, French) as a test."""
from .helpers import GAME, build, die_legal, legal, play, start

P = "presence"


def test_presence_counts_the_dice_left_after_removing_the_one_used():
    """Seed, Présence: "La valeur de PRESENCE est égale au nombre de dés que vous avez dans votre Cité après avoir
    retiré le dé de cette carte"; "vous devez avoir exactement autant de dés restants"; "si une carte a PRESENCE 2
    ... exactement 2 autres dés restant dans votre ville"."""
    state = start(dice=(1, 2, 2, 3, 3), modules=P)
    build(state, 0, "k3", "investment-house")
    state = play(state, "white use", "yellow use")  # wood, +1 strength; 3 dice left
    state = play(state, "black use")  # 2 dice left: PRESENCE 2 met
    assert legal(state) == ["pay wood"]
    state = play(state, "pay wood")
    assert state.cities[0].vp_tokens == 3


def test_a_card_used_without_its_presence_is_used_but_does_nothing():
    """Seed, Présence: "Vous pouvez toujours utiliser un dé d'un Lieu pour sa capacité même si vous n'avez pas la
    bonne valeur de PRESENCE, mais elle n'a pas d'effet"; FAQ PRESENCE: "sans avoir le nombre requis de dés sur mon
    plateau ?" - "La carte est considérée comme étant utilisée, mais rien d'autre ne se passe". 4 dice left is not
    exactly 2. The bad input is accepted (the die is spent), nothing else changes."""
    state = start(dice=(1, 2, 2, 3, 3), modules=P)
    build(state, 0, "w1", "investment-house")
    state.cities[0].stock = [1, 0, 0]
    after = play(state, "white use")  # 4 dice left, not 2
    city = after.cities[0]
    assert city.dice[0] == 0 and city.used == ("investment-house",)
    assert city.vp_tokens == 0 and city.stock == [1, 0, 0] and "pay wood" not in legal(after)


def test_town_hall_copying_investment_house_works_as_the_third_die():
    """Seed FAQ PRESENCE: "Puis-je utiliser un Lieu qui copie d'autres capacités (comme l'hôtel de ville ou
    l'église) pour copier un lieu avec une capacité PRESENCE ? Oui ... elle vérifie combien de dés sont restés sur
    le plateau (après avoir enlevé celui qui a activé la capacité). Si le nombre est égal à la PRESENCE listée sur
    la carte, alors oui"; the Town Hall "devrait être leur 3ème dé du tour ... il n'y aurait que 2 dés sur le
    plateau". As the second die (3 left) the copy does nothing."""
    state = start(dice=(1, 2, 2, 3, 3), modules=P)
    build(state, 0, "k3", "town-hall")
    build(state, 0, "w6", "investment-house")
    state.cities[0].stock = [0, 0, 2]
    second = play(state, "white use", "black use", "copy w6")  # 2nd die: 3 left
    assert second.cities[0].vp_tokens == 0 and second.cities[0].used[-1] == "investment-house"
    third = play(state, "white use", "yellow use", "black use", "copy w6")
    assert legal(third) == ["pay wood", "pay iron"]
    assert play(third, "pay iron").cities[0].vp_tokens == 3


def test_flea_market_with_presence_4_gives_two_resources_of_one_type():
    """Seed FAQ Flea Market: "Si j'ai PRÉSENCE: 4 et que j'utilise cette capacité, puis-je avoir 2 ressources
    différentes ? Non, la ressource sera la même"."""
    state = start(dice=(1, 2, 2, 3, 3), modules=P)
    build(state, 0, "w1", "flea-market")
    state = play(state, "white use")
    assert legal(state) == ["gain wood", "gain stone", "gain iron"]
    assert play(state, "gain stone").cities[0].stock == [0, 2, 0]


def test_alchemist_with_all_three_types_is_deactivated_and_gains_nothing():
    """Seed FAQ Alchemist: "Que se passe-t-il si j'utilise cette capacité et que j'ai déjà des ressources des 3
    types ? La carte est désactivée mais vous n'y gagnez rien"; PRESENCE 0: the last die. Lacking types, it gains
    them."""
    state = start(modules=P)
    state.cities[0].dice = [1, 0, 0, 0, 0]
    build(state, 0, "w1", "alchemist")
    state.cities[0].stock = [1, 1, 1]
    after = play(state, "white use")
    assert after.cities[0].off[0] and after.cities[0].stock == [1, 1, 1]
    state.cities[0].stock = [1, 0, 0]
    assert play(state, "white use").cities[0].stock == [1, 1, 1]


def test_after_the_alchemist_as_last_die_pass_tokens_still_buy_a_resource():
    """Seed FAQ Alchemist: "Puis-je utiliser 2 jetons sablier pour gagner une ressource, après avoir utilisé un
    alchimiste ? Oui ... Même si Alchemist a PRESENCE: 0 (ce qui signifie qu'il peut-être le dernier dé que vous
    utiliserez à votre tour), vous pouvez toujours utiliser vos jetons Sablier après, avant de passer à la phase
    suivante"."""
    state = start(modules=P)
    state.cities[0].dice = [1, 0, 0, 0, 0]
    build(state, 0, "w1", "alchemist")
    state.cities[0].hourglass = 2
    state = play(state, "white use")
    assert "hourglass iron" in legal(state) and "done dice" in legal(state)
    state = play(state, "hourglass iron")
    assert state.cities[0].hourglass == 0 and state.cities[0].stock == [1, 1, 2]  # the Alchemist gave 1 of each


def test_theater_counts_ongoing_cultural_cards_used_with_a_die_and_copies_through_town_hall():
    """Seed FAQ Theater: "Que se passe-t-il si l'un de mes dés est sur une carte Lieux Cathedral ... Est-ce que ça
    compte comme utilisé pour les PV gagné par le Theater (Théâtre) ?" - "vous devrez vous défausser sur l'Lieu pour
    exécuter sa capacité": a Cathedral a die was spent on counts; "Si j'utilise une Town Hall (mairie) pour utiliser
    la capacité d'un lieu culturel (par exemple Manor (Manoir)), cela comptera-t-il ... ? Oui, il comptera" (R13)."""
    state = start(dice=(1, 2, 2, 3, 3), modules=P)
    build(state, 0, "w1", "cathedral")
    build(state, 0, "y2", "town-hall")
    build(state, 0, "w6", "manor")
    build(state, 0, "r2", "theater")
    state = play(state, "white use", "yellow use", "copy w6", "red use")
    assert state.cities[0].vp_tokens == 2 + 2  # Manor's 2 VP, then Theater: Cathedral + Manor


def test_theater_does_not_count_vp_gained_at_a_non_cultural_location():
    """Seed FAQ Theater 3: "Si j'obtiens des PV de la capacité du Monument en activant un lieu (non-culturel)
    adjacent, cela comptera-t-il pour le Theater ? Non, le Theater ne compte que pour les cas de suppression d'un dé
    lors de l'utilisation de la capacité du lieu." Monument is an All That Glitters card (not in this project), so
    the ruling is tested on what it rests on: VP won by using a non-Cultural location (here Investment House) add
    nothing to the Theater; only the Cultural locations a die (or a copy) was removed for count (ruling R24)."""
    state = start(dice=(1, 2, 2, 3, 3), modules=P)
    build(state, 0, "w1", "manor")
    build(state, 0, "k3", "investment-house")
    build(state, 0, "r2", "theater")
    state.cities[0].stock = [1, 0, 0]
    state = play(state, "white use", "yellow use", "black use", "pay wood")  # Manor 2 VP, Investment House 3 VP
    assert state.cities[0].vp_tokens == 5
    state = play(state, "red use")
    assert state.cities[0].vp_tokens == 5 + 1  # the Theater counts the Manor only


def test_arena_forbids_only_moving_a_die_with_a_die():
    """Seed FAQ Arena: "puis-je défausser un dé pour obtenir un jeton Sablier, réactiver un Lieu désactivé ou
    défausser des cartes Lieux de la zone centrale ? Oui ... La seule chose que la capacité d'Arena vous empêche de
    faire est de défausser un dé pour déplacer un autre dé vers un Lieu adjacent"; "Si Arena est utilisé, puis-je
    activer Stables (Ecurie) pour déplacer un dé ? Oui ... Ce qu'Arena vous empêche de faire ... La capacité de
    Stables peut être utilisée pour déplacer un dé normalement"."""
    state = start(dice=(1, 2, 2, 3, 3), modules=P)
    build(state, 0, "w1", "arena")
    build(state, 0, "y2", "stables")
    build(state, 0, "k6", "manor")
    state.cities[0].off[29] = True
    state = play(state, "white use")
    options = die_legal(state, "red")
    assert not [o for o in options if o.startswith("move")]
    assert {"hourglass", "reactivate k6", "clear display"} <= set(options)
    state = play(state, "yellow use")
    assert "stable black 1" in legal(state)
    assert play(state, "stable black 1").cities[0].dice[4] == 1


def test_monastery_scores_complete_active_harvest_sets():
    """Seed FAQ Monastery: "J'ai 3 Lumber Mills, 2 Quarries et 1 Mine dans ma cité" - "le Monstary rapporte que 2
    PV. Si vous construisez un autre Mine, vous aurez 2 lots complets ce qui vaudra 4 PVs"; "Si à la fin de la
    partie, certains Lieux Harvest sont désactivés ... ? Non. Pour qu'un lot compte, les 3 cartes (Lumber Mill,
    Quarry et Mine) doivent être actifs"."""
    state = start(modules=P)
    for space, card in (("w1", "lumber-mill"), ("w2", "lumber-mill"), ("w3", "lumber-mill"), ("w4", "quarry"),
                        ("w5", "quarry"), ("w6", "mine"), ("k1", "monastery")):
        build(state, 0, space, card)
    assert GAME.result(state).scores[0]["monastery"] == 2
    build(state, 0, "k2", "mine")
    assert GAME.result(state).scores[0]["monastery"] == 4
    state.cities[0].off[4] = True  # a Quarry
    assert GAME.result(state).scores[0]["monastery"] == 2


def test_wagon_maker_moves_a_die_rolled_onto_it_at_the_end_of_the_turn_not_one_put_there():
    """Seed FAQ Wagon Maker: "Quand exactement dois-je déplacer le dé ... Quand est-il lancé ou au début de mon
    prochain tour ?" - "Vous devez le déplacer dès qu'il est lancé et qu'il se trouve dessus (donc, à la fin de
    votre tour)"; it works "lorsque le résultat du dé est sur la carte, pas lorsque vous y mettez un dé"."""
    state = start(dice=(1, 2, 2, 3, 3), modules=P)
    build(state, 0, "w2", "wagon-maker")
    state = play(state, "yellow move white right")
    assert legal(state)[0] != "wagon white 1"
    state.rng.forced = [("roll", "white2 yellow1 red1 blue1 black1")]
    state = play(state, "done dice", "done attacks", "end turn")
    assert GAME.to_move(state) == (0,) and "wagon white 6" in legal(state)
    state = play(state, "wagon white 6")
    assert state.cities[0].dice[0] == 6 and GAME.to_move(state) == (1,)


def test_aqueduct_rolls_the_five_city_dice_again():
    """Seed FAQ Aqueduct: "Non, vous ne lancez que les 5 dés dans votre Cité": the 5 city dice are rolled, the
    one used on the Aqueduct included (ruling R27; PRESENCE 4, a project default, makes it the first die)."""
    state = start(dice=(1, 2, 2, 3, 3), modules=P)
    build(state, 0, "w1", "aqueduct")
    state.rng.forced = [("roll", "white4 yellow6 red6 blue6 black6")]
    state = play(state, "white use")
    assert state.cities[0].dice == [4, 6, 6, 6, 6]


def test_aqueduct_without_its_presence_rolls_nothing():
    """Seed, Présence: "elle n'a pas d'effet" (PRESENCE 4: not as the second die)."""
    state = start(dice=(1, 2, 2, 3, 3), modules=P)
    build(state, 0, "y2", "aqueduct")
    state = play(state, "white use", "yellow use")
    assert state.cities[0].dice == [0, 0, 2, 3, 3]


def test_theater_counts_a_monastery_a_die_was_spent_on():
    """Seed FAQ Theater 1: a die on a "Monastery" (monastère) counts for the Theater only if "vous devrez vous
    défausser sur l'Lieu pour exécuter sa capacité"; "En raison des capacités en cours, il n'y aura pas d'effets
    supplémentaires"."""
    state = start(dice=(1, 2, 2, 3, 3), modules=P)
    build(state, 0, "w1", "monastery")
    build(state, 0, "r2", "theater")
    build(state, 0, "k3", "monastery")  # a die sits on it but is not spent there: it does not count
    state = play(state, "white use")
    assert state.cities[0].vp_tokens == 0 and state.cities[0].stock == [0, 0, 0]  # nothing more happens
    state = play(state, "red use")
    assert state.cities[0].vp_tokens == 1


def test_church_copying_investment_house_checks_presence_when_the_copy_resolves():
    """Seed FAQ PRESENCE: "Puis-je utiliser un Lieu qui copie d'autres capacités (comme l'hôtel de ville ou l'église)
    pour copier un lieu avec une capacité PRESENCE ? Oui ... elle vérifie combien de dés sont restés sur le plateau
    (après avoir enlevé celui qui a activé la capacité)": the Church copies the Investment House (its die on it) as
    the third die, 2 dice left; as the second die, 3 left, the copy does nothing."""
    state = start(dice=(1, 2, 2, 3, 3), modules=P)
    build(state, 0, "k3", "church")
    build(state, 0, "b3", "investment-house")
    third = play(state, "white use", "yellow use", "black use", "copy b3")
    assert legal(third) == ["pay wood"] and play(third, "pay wood").cities[0].vp_tokens == 3
    second = play(state, "white use", "black use", "copy b3")
    assert second.cities[0].vp_tokens == 0 and second.cities[0].stock == [1, 0, 0]
    assert "pay wood" not in legal(second) and second.cities[0].used[-1] == "investment-house"


def test_a_die_the_aqueduct_rolls_onto_a_wagon_maker_moves_at_once():
    """Seed FAQ Wagon Maker: "Vous devez le déplacer dès qu'il est lancé et qu'il se trouve dessus": a die rolled onto
    it by the Aqueduct in the middle of the turn must move before anything else (ruling R16, G24)."""
    state = start(dice=(1, 2, 2, 3, 3), modules=P)
    build(state, 0, "w1", "aqueduct")
    build(state, 0, "y3", "wagon-maker")
    state.rng.forced = [("roll", "white4 yellow3 red6 blue6 black6")]
    state = play(state, "white use")
    assert legal(state) == [f"wagon yellow {n}" for n in (1, 2, 4, 5, 6)]
    assert play(state, "wagon yellow 5").cities[0].dice == [4, 5, 6, 6, 6]


def test_theater_counts_a_great_wall_a_die_was_spent_on():
    """Seed FAQ Theater 1: a die on a "Great Wall" (Grande muraille) counts for the Theater only if "vous devrez vous
    défausser sur l'Lieu pour exécuter sa capacité"; the Great Wall itself gives nothing more."""
    state = start(dice=(1, 2, 2, 3, 3), modules=P)
    build(state, 0, "w1", "great-wall")
    build(state, 0, "r2", "theater")
    state = play(state, "white use")
    assert (state.cities[0].vp_tokens, state.cities[0].stock, state.cities[0].strength) == (0, [0, 0, 0], 0)
    assert play(state, "red use").cities[0].vp_tokens == 1
