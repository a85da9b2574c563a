"""Dice City's cards in players' words (issue 41, deliver 2): every location, Bandit, Trade Ship, Queen's Plan and
trade board space a table can meet, with a text derived from its data, and no working word a player must not read."""
import pytest

from dicelands.engine.cards import lookup, words_not_for_players
from dicelands.games.dice_city.components import LOCATIONS

from .helpers import GAME, play, start

EVERY_SET = {"modules": "presence,queens-plans,trade-board", "deck": "full"}


def cards(**options):
    return GAME.show.cards(GAME.resolve_options(options))


def named(found, name):
    (card,) = [c for c in found if c.name == name]
    return card


@pytest.mark.parametrize("options", [{}, EVERY_SET, {"modules": "trade-board", "trade_side": "town"},
                                     {"modules": "queens-plans"}, {"modules": "presence"}])
def test_every_card_has_a_name_a_text_and_no_working_words(options):
    found = cards(**options)
    assert len({c.name for c in found}) == len(found), "a card name is its only handle (`card NAME`, data-card)"
    for card in found:
        assert words_not_for_players(card) is None, card
        assert "(" not in card.text or "'" not in card.text, card  # no tuple


def test_the_base_game_lists_its_printed_locations_stacks_deck_types_bandits_and_ships():
    found = cards()
    kinds = [c.kind for c in found]
    assert kinds.count("starting location") == 6
    assert sum(k.endswith(" location") for k in kinds) == 6 + 4 + 20
    assert kinds.count("Bandit card") == 3 and kinds.count("Trade Ship card") == 3
    assert not any(k in ("Queen's Plan", "trade board location") for k in kinds)  # no module, no module cards


def test_texts_are_sentences_from_the_ability_data():
    found = cards(**EVERY_SET)
    assert named(found, "Forest").text == "Gain 1 wood."
    assert named(found, "Lumber Mill").text == "Gain 2 wood."
    assert named(found, "Bazaar").text.startswith("Gain 1 wood, 1 stone and 1 iron. DEACTIVATE:")
    assert named(found, "Regular Army").details[:3] == ("costs 2 iron", "defence 3", "worth 1 VP")
    assert named(found, "Quartermaster").text.startswith("PRESENCE 1: it works only if you have exactly 1 city die")
    assert "die is rolled onto it" in named(found, "Wagon Maker").text  # its printed rule besides +1 strength
    assert "a die spent on it does nothing" in named(found, "Mint").text  # ongoing (seed, Theater FAQ)
    assert named(found, "Economic beside Military").text.startswith(
        "Claim it in your turn when your city shows an Economic location directly left of a Military location")
    assert named(found, "Woodcutter").text.endswith("then gain 2 wood.")
    assert named(found, "Bandits (strength 4)").text.startswith("In your Attack step, spend 4 strength")
    assert "pay 4 wood, 4 stone and 4 iron" in named(found, "Large Trade Ship").text


def test_a_deck_location_text_says_what_using_it_does():
    """Using Lumber Mill gives exactly what its card says (spec §5.1: Lumber Mill, gain 2 wood)."""
    state = start()
    state.cities[0].built[0] = ("lumber-mill",)  # white 1, where the white die sits
    assert named(cards(), LOCATIONS["lumber-mill"].name).text == "Gain 2 wood."
    assert play(state, "white use").cities[0].stock == [2, 0, 0]


def test_the_trade_board_side_in_play_decides_its_cards():
    town = {c.name for c in cards(modules="trade-board", trade_side="town")}
    village = {c.name for c in cards(modules="trade-board")}
    assert "Grand Market" in town and "Grand Market" not in village and "Woodcutter" in village
    assert {"Trade die", "Caravan Quarter"} <= town & village


def test_lookup_finds_a_card_by_its_printed_name():
    assert [c.name for c in lookup(cards(**EVERY_SET), "quarter")] == ["Quartermaster"]
    assert [c.name for c in lookup(cards(**EVERY_SET), "caravan")] == ["Caravan Quarter"]
    assert [c.name for c in lookup(cards(), "small house")] == ["Small House"]
