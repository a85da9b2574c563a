"""Dice Settlers' cards in players' words (issue 41, deliver 2): every tile, technology, die, icon and action a table
meets, and every Envoy, Enclosure, Advisor and Sea piece of the modules in play, has a card written from the
component data, with no working word (engine/cards.py `words_not_for_players`)."""
from __future__ import annotations

from types import MappingProxyType

import pytest

from dicelands.engine.cards import lookup, words_not_for_players
from dicelands.engine.registry import get_game
from dicelands.games.dice_settlers.tables import COMP, SETUP, colours_in_play, in_play, technologies_in_play
from dicelands.games.dice_settlers.card_words import effect_sentence, printed
from dicelands.games.dice_settlers.effects import EFFECT_KINDS, MATCHING_ACTION
from dicelands.games.dice_settlers.component_types import Effect
from dicelands.games.dice_settlers.modules.advisors.card_texts import SOLO_EFFECTS
from dicelands.games.dice_settlers.modules.advisors.cards import ADVISORS
from dicelands.games.dice_settlers.modules.advisors.solo import EFFECTS
from dicelands.games.dice_settlers.modules.enclosures.cards import CARDS as ENCLOSURES, cards_in_play as enclosures
from dicelands.games.dice_settlers.modules.envoys.cards import ENVOYS
from dicelands.games.dice_settlers.modules.envoys.rules import cards_in_play as envoys
from dicelands.games.dice_settlers.modules.fish_and_ships.data import SEA
from dicelands.games.dice_settlers.words import tile_name

GAME = get_game("dice-settlers")
MODULE_SETS = ("", "envoys", "enclosures", "advisors", "fish-and-ships", "advisors,enclosures,envoys,fish-and-ships")
TABLES = [(modules, players) for modules in MODULE_SETS for players in (1, 2, 3, 4)
          if not (players == 1 and "envoys" in modules)]  # seed Envoys › Solo Support: not for solo play


def cards_for(modules: str, players: int, **more):
    options = GAME.resolve_options({"players": players, "modules": modules, **more})
    return options, GAME.show.cards(options)


def names(cards) -> set[str]:
    return {card.name for card in cards}


@pytest.mark.parametrize("modules,players", TABLES)
def test_every_card_is_in_players_words_and_named_once(modules, players):
    _, cards = cards_for(modules, players)
    assert [(card.name, words_not_for_players(card)) for card in cards if words_not_for_players(card)] == []
    assert len(names(cards)) == len(cards), "two cards share a name: `card NAME` could not tell them apart"


@pytest.mark.parametrize("modules,players", TABLES)
def test_every_component_in_play_has_a_card(modules, players):
    options, cards = cards_for(modules, players)
    named = names(cards)
    in_stack = SETUP.map_stack[max(players, 2)].last_tile
    tiles = [t.id for t in COMP.tiles.values() if in_play(t, options) and (t.module or t.number <= in_stack)]
    assert {tile_name(t) for t in tiles} <= named
    techs = [t for t in technologies_in_play(options).values() if not t.promo]
    assert {printed(t.name) for t in techs} <= named
    assert {f"{colour.capitalize()} die" for colour in colours_in_play(options)} <= named
    assert {"Pioneer", "Explore", "Settle", "Recruit", "Research", "Raid", "Trade", "Harvest", "Govern"} <= named
    in_play_modules = set(filter(None, modules.split(",")))
    expected = {  # each module's own cards, from its data
        "envoys": {f"Envoy #{ENVOYS[e].number}" for e in envoys(options)} if "envoys" in in_play_modules else set(),
        "enclosures": ({f"Enclosure #{ENCLOSURES[e].number}" for e in enclosures(options)}
                       if "enclosures" in in_play_modules else set()),
        "advisors": ({a.name for a in ADVISORS.values()} | {"Pink die", "Advisor"}
                     if "advisors" in in_play_modules else set()),
        "fish-and-ships": ({tile_name(h) for h in SEA.hexes} | {"Sailing", "Ship", "Fish", "Blue die", "Treasure die"}
                           if "fish-and-ships" in in_play_modules else set()),
    }
    for module, wanted in expected.items():
        assert wanted <= named, f"{module}: no card for {sorted(wanted - named)}"


def test_a_table_without_modules_meets_no_module_card():
    _, cards = cards_for("", 4)
    assert not {"Envoy", "Enclosure", "Advisor", "Sea tile"} & {card.kind for card in cards}
    assert not {"Blue die", "Treasure die", "Pink die", "Ship", "Sailing", "Open Seas"} & names(cards)


def test_envoy_126_is_met_only_with_fish_and_ships():
    """Seed, Envoys set-up: 'If playing without the Fish and Ships module, remove the Envoy card #126'."""
    assert "Envoy #126" not in names(cards_for("envoys", 2)[1])
    assert "Envoy #126" in names(cards_for("envoys,fish-and-ships", 2)[1])


def test_shore_enclosures_are_met_only_with_fish_and_ships():
    """Seed, Enclosures set-up: 'If playing without Fish and Ships, remove all Enclosure cards with Shore tiles'."""
    without = [card for card in cards_for("enclosures", 2)[1] if card.kind == "Enclosure"]
    assert without and not any("Shore" in card.text for card in without)
    assert any("Shore" in card.text for card in cards_for("enclosures,fish-and-ships", 2)[1] if card.kind == "Enclosure")


def test_promo_and_diverse_society_only_with_their_options():
    """Spec §9.2: Married Bliss is a promo laid out beside the tableau; seed: Diverse Society (#120) 'can thus be
    added to any game' (our options married_bliss, diverse_society)."""
    plain = names(cards_for("", 2)[1])
    assert "Married Bliss" not in plain and not any(name.startswith("Diverse Society") for name in plain)
    both = names(cards_for("", 2, married_bliss=True, diverse_society=True, tableau="random")[1])
    assert "Married Bliss" in both and any(name.startswith("Diverse Society") for name in both)


@pytest.mark.parametrize("kind", sorted(EFFECT_KINDS))
def test_every_effect_kind_of_the_vocabulary_has_words(kind):
    samples = {"icon": "recruit", "count": 2, "uses_per_round": 1, "from_icon": "research", "to_icon": "settle",
               "action": "explore", "modifier": "extra_tiles_drawn", "amount": 2, "icons": 2,
               "per": "own_tent_pair_on_one_tile", "vp": 1}
    effect = Effect(kind, MappingProxyType({name: samples[name] for name in EFFECT_KINDS[kind]}))
    sentence = effect_sentence(effect)
    assert sentence and sentence.endswith(".") and "_" not in sentence


def test_technology_cards_say_what_the_data_says():
    _, cards = cards_for("", 2)
    mapmaking = lookup(cards, "mapmaking")[0]  # data: extra_tiles_drawn 1, 2 Research, 1 Wood, 1 VP
    assert "Explore actions draw 1 more tile" in mapmaking.text and "Worth 1 VP" in mapmaking.text
    assert mapmaking.details[0] == "costs 2 Research icons and 1 Wood"
    education = lookup(cards, "General Education")[0]
    assert "1 extra icon of the action you are taking" in education.text
    assert Effect("extra_icon", {"icon": MATCHING_ACTION, "count": 1, "uses_per_round": 1}) in \
        COMP.technologies["general-education"].effects


@pytest.mark.parametrize("modules", MODULE_SETS)
def test_technologies_with_an_effect_say_more_than_their_vp(modules):
    """Every technology whose effect the data or its module gives reads as that effect, not only its VP."""
    options, cards = cards_for(modules, 4, married_bliss=True)
    by_name = {card.name: card for card in cards}
    module_effects = {"diplomatic-corps", "demarcation", "statehood", "T101", "T117", "chief-of-staff"}
    with_effects = [tech for tech in technologies_in_play(options).values()
                    if tech.effects or tech.id in module_effects]
    assert with_effects  # else the check below checks nothing
    for tech in with_effects:
        text = by_name[printed(tech.name)].text
        assert not text.startswith("Worth"), f"{tech.name}: {text}"


def test_tiles_read_their_features_from_the_data():
    _, cards = cards_for("", 4)
    factory = lookup(cards, "Hills 21")[0]  # tiles.yaml: factory 2 tents -> 3 VP
    assert "2 of their tents here may return them" in factory.text and "gain 3 VP" in factory.text
    converter = lookup(cards, "Forest 20")[0]  # converter Explore -> Settle
    assert "use an Explore icon as a Settle icon" in converter.text
    start = lookup(cards, "Plains 1")[0]  # starting bonus: a yellow die and 1 Food
    assert start.kind == "starting tile" and "a yellow die" in start.text and "1 Food token" in start.text


def test_module_cards_read_their_data():
    _, cards = cards_for("advisors,enclosures,envoys,fish-and-ships", 4)
    envoy = lookup(cards, "Envoy #123")[0]  # seed Appendix 1 #123: draw 3 dice; Gold; brown + Research; 2 VP/Hills
    assert "draw 3 dice" in envoy.text and "Gold icon" in envoy.text and "a brown die and a die showing Research" \
        in envoy.text and "2 VP" in envoy.text and "Hills tile" in envoy.text
    enclosure = lookup(cards, "Enclosure #137")[0]  # Plains, Mountains, Hills/Desert in a row, 3 VP
    assert "a row of 3 tiles: Plains, Mountains, then Hills or Desert" in enclosure.text and "3 VP" in enclosure.text
    pathfinder = lookup(cards, "Pathfinder")[0]  # Explore face as Explore with a bonus of 1
    assert "Explore face as 2 Explore icons" in pathfinder.text
    water = lookup(cards, tile_name("X2"))[0]  # seed Appendix 3 X2: gain 2 Fish
    assert "2 Fish tokens" in water.text and water.kind == "Sea tile"
    corps = lookup(cards, "Diplomatic Corps")[0]
    assert "VP for each Envoy you hired" in corps.text


def test_a_card_keeps_the_provenance_of_what_it_tells():
    """Provenance stays with the card for `dicelands info` (engine/cards.py): the Trade rates are spec G18's defaults
    (rules.yaml), the Recruit bands are the seed's."""
    _, cards = cards_for("", 2)
    assert lookup(cards, "Trade")[0].provenance == "project-default"
    assert lookup(cards, "Recruit")[0].provenance == "confirmed"
    assert lookup(cards, "Mapmaking")[0].provenance == "project-default"  # its effect is spec G24's


def test_advisor_cards_tell_the_diceoneers_effect_at_a_solo_table():
    """Seed, Advisors › Solo Support: the Diceoneer's Advisor face is placed at its Advisor's side (Scientist:
    'a total of 3 strength instead of 1'); a table of players never meets it."""
    assert set(SOLO_EFFECTS) == set(EFFECTS)
    solo = lookup(cards_for("advisors", 1)[1], "Scientist")[0]
    assert "beside the Diceoneer's Research side" in solo.text and "2 more strength" in solo.text
    assert "Diceoneer" not in lookup(cards_for("advisors", 2)[1], "Scientist")[0].text
