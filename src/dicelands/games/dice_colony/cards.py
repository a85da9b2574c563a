"""Dice Colony's cards and sheet things in players' words (engine/cards.py): the Objective cards and Starting cards
from data/objectives.yaml and data/starting_cards.yaml, the icons, spaces and dice of the planet sheet with the
scoring tables of data/sheets.yaml, and LU-287 in a solo game. The rules in these texts are the rulebook's (seed
001: "Iconography", "Forming Groups", "Forming Colonies", "The Black Die", "Energy", "Variant Rules")."""
from __future__ import annotations

from ...engine.cards import Card
from ...engine.english import counted
from .components import (BARREN_PENALTY, COLONY_POINTS_PER_TYPE, GROUP_LIVES, GROUP_POINTS, LU_COLONY_BASE,
                         LU_COLONY_POINTS, OBJECTIVES, ORES, STARTING_CARDS, VEG, WATER)
from .planet import side_for
from .words import space_name

OBJECTIVE_KINDS = {  # the rulebook's three types ("Objective Cards")
    "A": "Form a group: the shape may be turned or mirrored but must match exactly.",
    "B": "Group size: any shape counts.",
    "C": "Accumulate: they count wherever they are on your planet, grouped or not.",
}


def cards(options: dict) -> tuple[Card, ...]:
    side = side_for(options)
    found = [*objective_cards(), *starting_cards(side.starting_icons), *icon_cards(options)]
    if side.energy:
        found.append(Card("Energy space", "sheet space", (
            "Drawing an icon on an energy space (a barren region does not count) gives you one energy. Before you "
            "draw a green, red or blue die you may spend one energy to change its value by 1 up or down (a 6 may "
            "become a 1 and a 1 a 6) or to change its colour to another colour than black. One energy a turn; "
            "the black die cannot be changed."), (f"your tracker holds {options['energy_capacity']} energy",)))
    if side.stars:
        found.append(Card("Star space", "sheet space", (
            "Whatever you draw on a star, a barren region too, you draw again at once on an empty space next to the "
            "star. With no empty space next to it, the second icon is lost."), ("side B of the planet sheet only",)))
    if options["solo"]:
        found.append(lu287_card())
    return tuple(found)


def objective_cards() -> list[Card]:
    out = []
    for card in OBJECTIVES.values():
        text = (f"{card.requirement()[0].upper()}{card.requirement()[1:]}. {OBJECTIVE_KINDS[card.type]} Objectives "
                f"are checked at the end of every turn. The first to complete it scores {card.high} points and turns "
                f"the card over; from then on it gives {card.low} points. Each player scores a card once.")
        out.append(Card(card.name, "Objective card", text, (f"worth {card.high} points first, {card.low} later",),
                        provenance="project-default"))
    return out


def starting_cards(draws_icons: bool) -> list[Card]:
    out = []
    for number, icons in sorted(STARTING_CARDS.items()):
        where = {icon: space_name(cell) for cell, icon in icons}
        placed = (f"Before the first turn, draw vegetation on {where[VEG]}, water on {where[WATER]} and ores on "
                  f"{where[ORES]} (a space is named by its row letter and its place in the row). " if draws_icons
                  else "On side B of the planet sheet you draw nothing from it. ")
        out.append(Card(f"Starting card {number}", "Starting card",
                        placed + "The player with the lowest Starting card plays first.", provenance="project-default"))
    return out


def icon_cards(options: dict) -> list[Card]:
    sizes = [size for size in sorted(GROUP_POINTS) if size <= options["max_group_size"]]
    scoring = ", ".join(f"{size} icons score {GROUP_POINTS[size]} points and bring {counted(GROUP_LIVES[size], 'life', 'lives')}"
                        for size in sizes)
    group = (f"Right after drawing one, you may close a group of 3 to {sizes[-1]} connected icons of its type that "
             f"includes it: {scoring}. Draw the lives on empty spaces next to the group.")
    return [
        Card("Vegetation", "icon", f"Drawn from a green die. {group}"),
        Card("Water", "icon", f"Drawn from a blue die; a water source. {group}"),
        Card("Ores", "icon", f"Drawn from a red die. {group}"),
        Card("Life", "icon", (
            "Drawn on empty spaces next to a group of vegetation, water or ores you close. Life icons form groups as "
            f"the others do and score the same points ({', '.join(str(GROUP_POINTS[s]) for s in sizes)} for "
            f"{', '.join(map(str, sizes))} icons), but a life group brings no more life.")),
        Card("Barren region", "icon", (
            "Drawn from the black die, which every player resolves before anyone takes a coloured die; if no space "
            "fits its value, draw it on any empty space. It never forms a group. At the end you lose "
            f"{BARREN_PENALTY} points for each barren region next to another. The black die always returns to the "
            "bag.")),
        Card("Colony", "icon", (
            "Formed at once when an empty space is surrounded by six icons: draw a colony there. At the end it "
            f"scores {COLONY_POINTS_PER_TYPE} points for each different type around it (vegetation, water, ores, "
            "life); barren regions help surround it but score nothing.")),
        Card("Starting colony", "icon", (
            "The centre of your planet: your first icons are placed from it. It counts as a filled space for the "
            "dice's directions.") + (" At the end it scores as a colony." if options["starting_colony_scores"]
                                     else "")),
    ]


def lu287_card() -> Card:
    return Card("LU-287", "solo opponent", (
        "The computer you play against alone. It turns over the left Objective card at the end of round 2, the "
        "middle one at the end of round 3 and the right one at the end of round 4, without scoring them. At the end "
        "it scores every group size (3 to 6) of each type you did not close, and "
        f"{LU_COLONY_POINTS} points for each colony you are short of {LU_COLONY_BASE}."))
