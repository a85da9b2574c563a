"""Catan's cards and pieces in players' words (engine/cards.py): development cards, terrains and what they produce,
harbors, buildings with their costs, the robber and the two awards. Names, counts, costs and points come from the
component data (components.py); the sentences say what the rulebook has each one do."""
from __future__ import annotations

from functools import lru_cache

from ...engine.cards import Card
from .components import COSTS, DEVELOPMENT, HARBOR_KINDS, PIECES, RESOURCES, TERRAINS

DEVELOPMENT_NAMES = {"knight": "Knight", "victory-point": "Victory Point", "road-building": "Road Building",
                     "year-of-plenty": "Year of Plenty", "monopoly": "Monopoly"}
DEVELOPMENT_TEXT = {
    "knight": "Move the robber to another hex, then steal 1 random resource card from a player with a settlement or "
              "city beside that hex. Played knights stay face up: the first player with 3 of them holds the Largest "
              "Army.",
    "victory-point": "Worth 1 victory point. Keep it hidden; it counts as soon as it brings you to 10 points.",
    "road-building": "Build 2 roads at no cost, each where a road could be built.",
    "year-of-plenty": "Take any 2 resource cards from the bank.",
    "monopoly": "Name a resource: every other player gives you all their cards of it.",
}
PLAYING = "One development card a turn, before or after the roll, never on the turn it was bought."


def cost_text(cost: tuple) -> str:
    return "costs " + ", ".join(f"{n} {name}" for name, n in zip(RESOURCES, cost) if n)


def terrain_cards(names, counted: bool = True) -> tuple[Card, ...]:
    """One card per terrain of `names` (`counted`: with the base game's number of its hexes)."""
    cards = []
    for terrain in names:
        resource, count = TERRAINS[terrain]
        produces = f"Produces {RESOURCES[resource]}: when its number is rolled, each settlement beside it takes 1 " \
                   f"{RESOURCES[resource]} card" if resource >= 0 else "Produces nothing"
        cards.append(Card(terrain.title(), "terrain", produces + ".", (f"{count} on the board",) if counted else ()))
    return tuple(cards)


@lru_cache(maxsize=None)
def base_cards() -> tuple[Card, ...]:
    development = tuple(Card(DEVELOPMENT_NAMES[kind], "development card", f"{DEVELOPMENT_TEXT[kind]} {PLAYING}",
                             (f"{count} in the deck",)) for kind, count in DEVELOPMENT.items())
    buildings = (
        Card("Road", "piece", "Lies on a path between two corners and must join one of your roads, settlements or "
             "cities. Your longest unbroken road of 5 or more earns the Longest Road.",
             (cost_text(COSTS["road"]), f"{PIECES['road']} per player")),
        Card("Settlement", "piece", "Stands on a corner at the end of one of your roads, never next to another "
             "building; takes 1 card from each hex beside it whose number is rolled.",
             (cost_text(COSTS["settlement"]), "worth 1 victory point", f"{PIECES['settlement']} per player")),
        Card("City", "piece", "Replaces one of your settlements; takes 2 cards from each hex beside it whose "
             "number is rolled.", (cost_text(COSTS["city"]), "worth 2 victory points", f"{PIECES['city']} per player")),
        Card("Development card", "purchase", "Draw the top card of the development deck: a Knight, a Victory Point, "
             "Road Building, Year of Plenty or Monopoly.", (cost_text(COSTS["development"]),)),
    )
    harbors = [Card("3:1 harbor", "harbor", "A settlement or city at either corner of its side may trade 3 cards of "
                    "one resource to the bank for 1 card of any other, on its owner's turn.",
                    (f"{HARBOR_KINDS.count('any')} on the frame",))]
    harbors += [Card(f"2:1 {kind} harbor", "harbor", f"A settlement or city at either corner of its side may trade "
                     f"2 {kind} to the bank for 1 card of any other resource, on its owner's turn.", ("1 on the frame",))
                for kind in HARBOR_KINDS if kind != "any"]
    others = (
        Card("Robber", "piece", "Starts on the desert. A 7 (or a Knight) moves it to another hex, which then "
             "produces nothing while it stays; the mover steals 1 random card from a player with a building beside "
             "it. On a 7, every player holding more than 7 cards first discards half of them (rounded down)."),
        Card("Longest Road", "award", "Held by the player with the longest unbroken road of at least 5 roads; "
             "another player takes it only with a longer one.", ("worth 2 victory points",)),
        Card("Largest Army", "award", "Held by the first player to have played 3 Knights; another player takes it "
             "only with more.", ("worth 2 victory points",)),
    )
    return development + buildings + tuple(harbors) + terrain_cards(TERRAINS) + others
