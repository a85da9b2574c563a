"""Dice Colony's cards in players' words (issue 41, deliver 2): built from the component data, the rulebook's rules
in the texts, only the cards a table with those options meets."""
from dicelands.engine.cards import lookup, words_not_for_players
from dicelands.games.dice_colony import GAME
from dicelands.games.dice_colony.components import OBJECTIVES, STARTING_CARDS, VEG, WATER
from dicelands.games.dice_colony.words import space_name


def cards_for(**options):
    return GAME.show.cards(GAME.resolve_options(options))


def test_every_objective_card_reads_its_data_and_the_rulebook_s_first_and_later_values():
    """Rulebook, "Objective Cards": a higher score for whoever completes it first, a lower one later; types A-C."""
    cards = {card.name: card for card in cards_for() if card.kind == "Objective card"}
    assert len(cards) == len(OBJECTIVES) == 20
    for objective in OBJECTIVES.values():
        card = cards[objective.name]
        assert f"scores {objective.high} points" in card.text and f"gives {objective.low} points" in card.text
        assert card.details == (f"worth {objective.high} points first, {objective.low} later",)
        assert card.provenance == "project-default"
    assert "turned or mirrored" in cards["Ring"].text  # type A: "The shape can be rotated or mirrored"
    assert cards["Great lake"].text.startswith("Close a water group of 5+.")


def test_starting_cards_name_the_spaces_of_their_icons_on_side_a_and_nothing_on_side_b():
    """Rulebook, "Game Setup" 3 and "Variant Rules: B Side": side B draws no starting icons."""
    card = lookup(cards_for(), "Starting card 3")[0]
    icons = dict((icon, cell) for cell, icon in STARTING_CARDS[3])
    assert f"vegetation on {space_name(icons[VEG])}, water on {space_name(icons[WATER])}" in card.text
    side_b = lookup(cards_for(side="b"), "Starting card 3")[0]
    assert "draw nothing" in side_b.text and "lowest Starting card plays first" in side_b.text


def test_the_cards_follow_the_options_stars_energy_solo_and_group_sizes():
    names = lambda cards: {card.name for card in cards}  # noqa: E731
    assert "Star space" not in names(cards_for()) and "Star space" in names(cards_for(side="b"))
    assert "Energy space" not in names(cards_for(side="b", side_b_has_energy=False))
    assert "LU-287" in names(cards_for(players=1, solo=True)) and "LU-287" not in names(cards_for(players=1))
    five = lookup(cards_for(max_group_size=5), "Water")[0]
    assert "3 to 5 connected icons" in five.text and "6 icons" not in five.text
    energy = lookup(cards_for(energy_capacity=3), "Energy space")[0]
    assert energy.details == ("your tracker holds 3 energy",)


def test_no_card_shows_a_player_our_working_words():
    for options in ({}, {"side": "b", "players": 1, "solo": True}):
        for card in cards_for(**options):
            assert words_not_for_players(card) is None, card
