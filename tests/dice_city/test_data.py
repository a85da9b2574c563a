"""The By Royal Decree card data: the fields the seed states are marked `confirmed` with the passage they rest on."""
import pytest

from dicelands.engine.data import DataError
from dicelands.games.dice_city import GAME
from dicelands.games.dice_city.components import LOCATIONS, inline_location

GAME.catalog  # noqa: B018  (finds the modules: their location cards join the known ones)

CARD = {"id": "x", "name": "X", "name_fr": "X", "category": "civic", "cost": {"wood": 1}, "defence": 3, "vp": 1,
        "kind": "activated", "effect": "vp 1", "set": "presence", "copies": 3, "text": "Gain 1 VP.",
        "provenance": "project-default", "source": "test"}


def test_every_by_royal_decree_card_names_what_the_seed_states_of_it():
    brd = [card for card in LOCATIONS.values() if card.set in ("presence", "trade-board")]
    assert len(brd) == 10
    for card in brd:
        assert "name_fr" in card.confirmed and card.seed.startswith(("FAQ", "Suggested sets")), card.id
    assert LOCATIONS["monastery"].confirmed == ("name", "name_fr", "category", "vp", "kind", "text")
    assert LOCATIONS["alchemist"].presence == 0 and "presence" in LOCATIONS["alchemist"].confirmed
    assert "presence" not in LOCATIONS["aqueduct"].confirmed  # the seed gives the Aqueduct no PRESENCE


@pytest.mark.parametrize("extra, problem", [
    ({"confirmed": ["presence"], "seed": "FAQ"}, "'presence' is not a field of this record"),
    ({"confirmed": ["vp"]}, "need the seed passage"),
])
def test_a_confirmed_field_must_exist_and_cite_the_seed(extra, problem):
    with pytest.raises(DataError, match=problem):
        inline_location({**CARD, **extra}, "locations.yaml")


@pytest.mark.parametrize("extra, problem", [
    ({"cost": {"gold": 1}}, r"locations.yaml: location.cost: unknown resource 'gold' \(known: wood, stone, iron\)"),
    ({"cost": {"wood": 0}}, r"locations.yaml: cost\.\*: expected int >= 1"),
    ({"presence": 5}, "locations.yaml: presence: expected int <= 4"),
    ({"effect": " ; "}, "locations.yaml: location.effect: no effect in"),
    ({"colour": "red"}, "locations.yaml: unknown key 'colour'|locations.yaml: .*colour"),
])
def test_a_bad_location_record_is_refused_naming_the_field(extra, problem):
    with pytest.raises(DataError, match=problem):
        inline_location({**CARD, **extra}, "locations.yaml")
