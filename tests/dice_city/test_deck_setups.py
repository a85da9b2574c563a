"""The deck set-ups for mixing By Royal Decree into Dice City (seed, "Ajouter les Cartes Lieux de cette extension")."""
from collections import Counter

import pytest

from dicelands.engine.errors import OptionError

from dicelands.games.dice_city.components import DECK_CATEGORIES, LOCATIONS


from .helpers import GAME, legal, play, start


def cards_in_play(state) -> Counter:
    deck = [item.rpartition(".")[0] for item in state.deck]
    return Counter(deck + [c for c in state.display if c])


def test_quick_shuffles_every_card_together_and_a_die_discards_4_to_8_display_cards():
    """Seed, Mise en place rapide: "Mélangez les cartes Lieux du jeu de base avec celles d'une ou plusieurs
    extensions et jouez normalement avec les règles de base. Lorsque vous utilisez un dé pour défausser des Lieux de
    l'espace central, vous pouvez défausser de 4 à 8 cartes Lieux"."""
    state = start(modules="presence", deck="quick")
    assert sum(cards_in_play(state).values()) == 60 + 27
    state = play(state, "white clear display", "discard d1", "discard d2", "discard d3")
    assert "deal" not in legal(state)
    state = play(state, "discard d4")
    assert "deal" in legal(state) and "discard d5" in legal(state)
    state = play(state, "discard d5", "discard d6", "discard d7", "discard d8")
    assert legal(state) == ["deal"]


def test_the_base_game_alone_discards_exactly_4():
    state = play(start(), "white clear display", "discard d1", "discard d2", "discard d3", "discard d4")
    assert legal(state) == ["deal"]


def test_random_takes_15_cards_of_each_category():
    """Seed, Aléatoire: "Séparer les cartes Lieux de l'ensemble du jeu de base et de ou des extensions par type
    (civil, culturel, économique, militaire). Mélangez les cartes de chaque type ensemble et prenez-en 15 au hasard.
    Mélangez ces 60 cartes pour former le paquet"."""
    state = GAME.new_state({"players": 2, "modules": "presence", "deck": "random"}, 3)
    counts = Counter(LOCATIONS[c].category for c in cards_in_play(state).elements())
    assert counts == {category: 15 for category in DECK_CATEGORIES}


def test_full_takes_5_types_of_each_category_with_their_3_copies():
    """Seed, Jeu Complet: "Prenez aléatoirement 5 cartes Lieux différentes de chaque type, ajoutez-en les 3
    copies"."""
    state = GAME.new_state({"players": 2, "modules": "presence", "deck": "full"}, 4)
    cards = cards_in_play(state)
    assert set(cards.values()) == {3} and len(cards) == 20
    assert Counter(LOCATIONS[c].category for c in cards) == {category: 5 for category in DECK_CATEGORIES}


def test_by_royal_decree_brings_the_10_location_types_the_seed_names():
    """Seed: "Toutes les cartes Lieuxs de BY ROYAL DECREE peuvent être intégrées à vos autres cartes Lieux de Dice
    City". Ruling R25: the seed's "39 nouvelles cartes Lieux" are 13 types, but it names 10 (its suggested sets and
    the Caravan Quarter FAQ); the 3 unnamed types stay out, so the expansion adds 30 cards."""
    state = start(modules="presence,trade-board", deck="quick")
    added = {card for card in cards_in_play(state) if LOCATIONS[card].set in ("presence", "trade-board")}
    assert added == {"investment-house", "quartermaster", "theater", "aqueduct", "alchemist", "flea-market", "arena",
                     "wagon-maker", "monastery", "caravan-quarter"}
    assert sum(cards_in_play(state).values()) == 60 + 30


def test_the_full_game_is_the_default_and_three_set_ups_are_offered():
    """Seed: "Pour un jeu plus équilibré, nous recommandons les configurations Jeu Complet ou Aléatoire. Trois
    configurations sont possibles": without the option the deck is the full game (5 types of each category, 3 copies
    each, ruling R21); quick, random and full are offered, anything else is refused with the choices."""
    cards = cards_in_play(GAME.new_state({"players": 2, "modules": "presence"}, 6))
    assert set(cards.values()) == {3} and len(cards) == 20
    with pytest.raises(OptionError, match="'deck': 'balanced' is not one of quick, random, full"):
        GAME.new_state({"players": 2, "modules": "presence", "deck": "balanced"}, 6)


CATEGORY = {"Économique": "economic", "Militaire": "military", "Culturel": "cultural", "Civil": "civic"}


def test_the_suggested_sets_list_each_known_card_under_its_category():
    """Seed, the suggested sets ("nous vous suggérons quelques configurations"), listed in it: they are not
    offered (R21), but they state each card's category, which the data must agree with (R28): each card the project
    has is of the category it is listed under."""
    # the seed's suggested sets, line by line; the cards of All That Glitters and Crossroads (Master Builder,
    # Lighthouse, Goldsmith, Bank, ...) are not in the project and are skipped
    suggested_sets = """
    Économique : Merchant Guild, Mint, Master Builder, Trade Post, Flea Market.
    Militaire : Barracks, Blacksmith, Armory, Military Academy.
    Culturel : Festival Hall, Lighthouse, University, Gardens, Monastery.
    Civil : Church, Stables, Hospital, Courthouse, Aqueduct.
    Économique : Bazaar, Market Place, Goldsmith, Warehouse, Investment House.
    Militaire : Catapult, Watchtower, Mercenaries, Bowyer, Quatermaster.
    Culturel : Manor, Library, Monument, Palace, Theater.
    Civil : Cemetery, Town Hall, Fountain, Governor's House, Aqueduct.
    Économique : Market Place, Bank, Crafts Guild, Alchemist, Flea Market
    Militaire : Watchtower, Garrison, Palace Guards, Quatermaster.
    Culturel : Manor, Conservatory, University, Arena, Theater.
    Civil : Cemetery, Well, Main Street, Tavern, Wagon Maker.
    """
    by_name = {card.name.lower(): card for card in LOCATIONS.values()}
    by_name["quatermaster"] = LOCATIONS["quartermaster"]  # the seed's spelling (G27)
    known = set()
    for line in suggested_sets.strip().splitlines():
        category, names = line.strip().rstrip(".").split(" : ")
        for name in names.split(", "):
            card = by_name.get(name.lower())
            if card:
                assert card.category == CATEGORY[category], (name, card.category)
                known.add(card.id)
    brd = {card.id for card in LOCATIONS.values() if card.set == "presence"}
    assert brd <= known and len(known) == 9 + 15  # the 9 named BRD cards and 15 base cards
