"""Western Sea, "General Contents" and "New Technologies" (seed shared/seeds/000_85f2547778bf558b.txt): the box's
dice, cards and tiles as the engine holds them, each count quoted from the seed."""
from __future__ import annotations

import re

from dicelands.engine import get_game
from dicelands.games.dice_settlers.tables import COMP, TECHS, TILES
from dicelands.games.dice_settlers.modules.advisors.cards import ADVISORS, PINK
from dicelands.games.dice_settlers.modules.enclosures.cards import CARDS
from dicelands.games.dice_settlers.modules.envoys.cards import ENVOYS
from dicelands.games.dice_settlers.modules.fish_and_ships.data import SEA

GAME = get_game("dice-settlers")
MODULES = ("envoys", "enclosures", "advisors", "fish-and-ships")


def card_number(tech) -> int:
    """The printed number of a module technology: T101 -> 101; the others carry it in their name or data."""
    named = re.search(r"#(\d{3})", tech.name)
    return int(tech.id[1:]) if re.fullmatch(r"T\d{3}", tech.id) else int(named.group(1)) if named else {
        "diplomatic-corps": 118, "chief-of-staff": 115}[tech.id]


def test_general_contents_dice_cards_and_tiles():
    """seed General Contents: "9 regular size blue dice"; "4 regular size pink dice"; "4 oversized white Treasure
    Dice"; "55 cards (21 Technology cards, 18 Enclosure cards, 9 Envoy cards, 7 Advisor cards)"; "10 single-hex
    tiles"; "3 multi-hex tiles". New Technologies: "This expansion contains 21 new technologies."; NOTE: "the card
    numbers in this expansion are always 3-digit". Envoys: "9 Envoy cards (numbered #122-130)"; Advisors: "4 Advisor
    (pink) Dice", "7 Advisor Cards (numbered #149-155)"; F&S: "9 Sea tiles (5 Water tiles, 4 Island tiles)"; Shore
    tiles: "The three large tiles contain multiple hexes (2 or 3)."."""
    assert COMP.dice["blue"].count == 9 and COMP.dice["treasure"].count == 4 and PINK.count == 4
    assert sorted(ENVOYS) == [f"envoy-{n}" for n in range(122, 131)]
    assert sorted(CARDS) == [f"e{n}" for n in range(131, 149)]
    assert sorted(int(a) for a in ADVISORS) == list(range(149, 156))
    module_techs = [t for t in TECHS.values() if t.module in MODULES]
    numbers = sorted([card_number(t) for t in module_techs] + [SEA.technologies[120].number])  # #120: data only
    assert numbers == list(range(101, 122)) and len(numbers) == 21
    assert len(numbers) + len(CARDS) + len(ENVOYS) + len(ADVISORS) == 55
    water = [t for t, h in SEA.hexes.items() if h.kind == "water"]
    islands = [t for t, h in SEA.hexes.items() if h.kind == "island"]
    assert (len(water), len(islands)) == (5, 4)
    single = [t for t in TILES.values() if t.module == "fish-and-ships" and (t.id == "port" or t.id in SEA.hexes
                                                                             and SEA.hexes[t.id].kind in
                                                                             ("water", "island"))]
    assert len(single) == 10  # the small Port and the 9 Sea tiles
    large = {"P": SEA.port_sides, "A": [s for s in SEA.shore_sides if s.startswith("A")],
             "B": [s for s in SEA.shore_sides if s.startswith("B")]}
    assert len(large) == 3 and all(len(sides) == 2 for sides in large.values())  # double sided
    sizes = {2 for _ in SEA.port_sides} | {len(s.hexes) for s in SEA.shore_sides.values()}
    assert sizes == {2, 3}


def test_diverse_society_is_dealt_only_when_a_game_adds_it():
    """seed New Technologies: "The only exception to this is card #120 (Diverse Society) which does not rely on any
    modules and can thus be added to any game of Dice Settlers." "Can" is a permission, not a set-up step: the option
    diverse_society adds it, with or without modules (ruling, docs/rules/dice-settlers.md; its effect is a G24
    placeholder; tests/dice_settlers/test_diverse_society.py)."""
    assert SEA.technologies[120].name == "Diverse Society" and not SEA.technologies[120].playable
    assert [t.option for t in TECHS.values() if "Diverse" in t.name] == ["diverse_society"]
    for modules in ("", "fish-and-ships"):
        for seed in range(5):
            tableau = GAME.new_state({"players": 2, "modules": modules, "tableau": "random"}, seed=seed).tableau
            assert not any("Diverse" in TECHS[t].name for t in tableau)
        added = [GAME.new_state({"players": 2, "modules": modules, "tableau": "random", "diverse_society": True},
                                seed=seed).tableau for seed in range(5)]
        assert any("diverse-society" in tableau for tableau in added)
