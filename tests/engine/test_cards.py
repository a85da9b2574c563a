"""engine/cards.py: a card needs a name and a text; clients get no provenance; `card NAME` finds cards as players
type them; the working words the issue found on players' screens are caught (issue 41, items 4, 6 and 7)."""
import pytest

from dicelands.engine.cards import Card, lookup, words_not_for_players

CARDS = (Card("Starting card 1", "Starting card", "Draw three icons."),
         Card("Starting colony", "icon", "The centre of your planet."),
         Card("Queen's Plan", "plan", "Score it at the end."),
         Card("Queen's Plan", "module card", "Another card of the same name."),
         Card("Bar of 4", "Objective card", "Close a bar of four."))


def test_a_card_without_a_name_or_text_or_with_an_unknown_provenance_is_refused():
    with pytest.raises(ValueError, match="card '' of kind 'icon': a card needs a name and a text"):
        Card("", "icon", "text")
    with pytest.raises(ValueError, match="card 'Ring' of kind 'Objective card': a card needs a name and a text"):
        Card("Ring", "Objective card", "  ")
    with pytest.raises(ValueError, match="provenance must be one of"):
        Card("Ring", "Objective card", "Close a ring.", provenance="placeholder")


def test_clients_get_name_kind_text_and_details_but_never_the_provenance():
    card = Card("Ring", "Objective card", "Close a ring.", ("worth 12 points first, 6 later",), "project-default")
    assert card.to_json() == {"name": "Ring", "kind": "Objective card", "text": "Close a ring.",
                              "details": ["worth 12 points first, 6 later"]}
    assert card.lines() == ["Ring (Objective card)", "Close a ring.", "worth 12 points first, 6 later"]


@pytest.mark.parametrize("typed, found", [
    ("starting card 1", ["Starting card 1"]),  # exact, any case
    ("START", ["Starting card 1", "Starting colony"]),  # else by the start of the name
    ("colony", ["Starting colony"]),  # else anywhere in it
    ("queen’s   plan", ["Queen's Plan", "Queen's Plan"]),  # a typographic apostrophe, extra spaces: both kinds
    ("bar of", ["Bar of 4"]),
    ("unicorn", []), ("  ", []),
])
def test_lookup_finds_cards_as_players_type_their_names(typed, found):
    assert [card.name for card in lookup(CARDS, typed)] == found


@pytest.mark.parametrize("text, word", [
    ("Raid absorb 1 (placeholder)", "placeholder"), ("(project default, G27)", "project default"),
    ("see G27", "G27"), ("spec P2", "spec"), ("rules § 4", "§"), ("select envoy-127", "envoy-127"),
    ("keep tile-03", "tile-03"), ("Queen's Plans common: q04", "q04"), ("1 Woodcutter: ('gain', 'wood', '2')", "('"),
])
def test_the_working_words_the_issue_found_are_caught(text, word):
    assert words_not_for_players(Card("Some card", "card", text)) == word


@pytest.mark.parametrize("text", ["LU-287 turns the left card over.", "Bar of 4", "Mineral-rich",
                                  "Starting card 2", "a 2:1 harbor", "worth 12 points first, 6 later"])
def test_players_words_pass(text):
    assert words_not_for_players(Card("Some card", "card", text)) is None
