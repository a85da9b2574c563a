"""Land Ho!'s pieces and tiles in players' words (engine/cards.py): terrains, the sea and the face-down hexes, gold,
the pieces with their costs (roads and settlements as in base Catan; harbor settlements, ships and settlers of
Explorers & Pirates). Costs, counts and rates come from the scenario's data (board.py); the seed says the crews,
spice sacks, fish hauls and pirate pieces of Explorers & Pirates are not used in this scenario, so none is listed."""
from __future__ import annotations

from functools import lru_cache

from ....engine.cards import Card
from ..cards import cost_text, terrain_cards
from .board import AREA_CONTENTS, COSTS, PIECES, RULES, TERRAINS


@lru_cache(maxsize=None)
def land_ho_cards() -> tuple[Card, ...]:
    face_down = sum(len(hexes) for hexes, _ in AREA_CONTENTS.values())
    pieces = (
        Card("Road", "piece", "Lies on a path between two land corners and must join one of your roads or "
             "settlements; never beside a face-down hex. There is no Longest Road in this scenario.",
             (cost_text(COSTS["road"]), f"{PIECES['road']} per player")),
        Card("Settlement", "piece", "Stands on a corner at the end of one of your roads (or is founded from a "
             "settler ship), never next to another building nor at a corner of a face-down hex; takes 1 card from "
             "each hex beside it whose number is rolled.",
             (cost_text(COSTS["settlement"]), "worth 1 victory point", f"{PIECES['settlement']} per player")),
        Card("Harbor settlement", "piece", "Replaces one of your settlements beside the sea or the frame. It still "
             "takes 1 card per rolled hex, builds your ships beside it and has a basin that holds 1 settler.",
             (cost_text(COSTS["harbor"]), "worth 2 victory points", f"{PIECES['harbor']} per player")),
        Card("Ship", "piece", f"Built on a sea route beside one of your harbor settlements. On your turn each ship "
             f"sails {RULES.movement_points} routes (a wool buys {RULES.wool_bonus} more, once per ship); at "
             f"most {RULES.ships_per_route} ships may end on one route. An end of the ship at a corner of a "
             "face-down hex turns the hex over and stops the ship. Its hold carries 1 settler. With all your ships "
             "out, you may take one off (its cargo is lost) to build it anew.",
             (cost_text(COSTS["ship"]), f"{PIECES['ship']} per player")),
        Card("Settler", "piece", "Built into the empty basin of one of your harbor settlements, or onto your empty "
             "ship beside one. Carried by ship to a corner of discovered land, it founds a settlement there (ship "
             "and settler go back to your supply). Sent back to the supply, it is lost.",
             (cost_text(COSTS["settler"]), f"{PIECES['settler']} per player")),
        Card("Gold", "goods", f"Whoever gets no card from a roll (not a 7) takes 1 gold. Pay "
             f"{RULES.gold_per_resource} gold for 1 resource, up to {RULES.gold_buys_per_turn} times a turn; "
             f"trade {RULES.bank_rate} cards of one resource for 1 gold; trade gold with other players. Gold "
             "never counts toward the discard on a 7.", (f"{RULES.starting_gold} each at the start",)),
        Card("Sea", "hex", "Ships sail on the routes between sea hexes (and along the frame). Turning a face-down "
             f"sea hex over pays its discoverer {RULES.sea_discovery_gold} gold."),
        Card("Face-down hex", "hex", "Part of the north (moon) or south (sun) area to the east. A ship whose end "
             "reaches one of its corners turns it over: land takes a number token from its area's stack and gives "
             "the discoverer 1 card of its resource; sea gives 2 gold.", (f"{face_down} at the start",)),
        Card("Bank trade", "rule", f"No printed harbors in this scenario: on your turn trade {RULES.bank_rate} "
             "cards of one resource for 1 card of another, or for 1 gold."),
    )
    return pieces + terrain_cards(TERRAINS, counted=False)
