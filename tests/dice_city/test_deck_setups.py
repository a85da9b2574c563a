"""The deck set-ups for mixing By Royal Decree into Dice City (seed, "Ajouter les Cartes Lieux de cette extension")."""
from collections import Counter

from dicelands.games.dice_city.components import DECK_CATEGORIES, LOCATIONS

from .helpers import GAME, legal, play, start


def cards_in_play(state) -> Counter:
    deck = [item.rpartition(".")[0] for item in state.deck]
    return Counter(deck + [c for c in state.display if c])


def test_quick_shuffles_every_card_together_and_a_die_discards_4_to_8_display_cards():
    """Seed, Mise en place rapide: "Mélangez les cartes Lieux du jeu de base avec celles d'une ou plusieurs
    extensions ... vous pouvez défausser de 4 à 8 cartes Lieux"."""
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
    """Seed, Aléatoire: "Séparer les cartes Lieux ... par type ... prenez-en 15 au hasard"."""
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
    """Ruling R25: the seed's "39 nouvelles cartes Lieux" are 13 types, but it names 10 (its suggested sets and the
    Caravan Quarter FAQ); the 3 unnamed types stay out, so the expansion adds 30 cards."""
    state = start(modules="presence,trade-board", deck="quick")
    added = {card for card in cards_in_play(state) if LOCATIONS[card].set in ("presence", "trade-board")}
    assert added == {"investment-house", "quartermaster", "theater", "aqueduct", "alchemist", "flea-market", "arena",
                     "wagon-maker", "monastery", "caravan-quarter"}
    assert sum(cards_in_play(state).values()) == 60 + 30
